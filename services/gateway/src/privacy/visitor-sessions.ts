import type { SessionData } from 'express-session';
import type { RedisClient } from '../redis/redis.provider';

/**
 * The visitors (never logged in) that have a session, each with the time their session ends (a sorted set
 * scored in epoch milliseconds). The session store moves the end forward as the session slides; the
 * {@link VisitorSweeper} has the answers of those past their end forgotten (docs/data-rights.md).
 */
export const VISITOR_SESSIONS_KEY = 'visitor-sessions';

/** Adds to a MULTI the visitor of a session that is saved or slid to end at `endsAt`; nothing for an account's. */
export function noteVisitorSession(
  multi: ReturnType<RedisClient['multi']>,
  sess: SessionData,
  endsAt: number,
): void {
  if (sess.anonymousId && !sess.userId)
    multi.zAdd(VISITOR_SESSIONS_KEY, { score: endsAt, value: sess.anonymousId });
}
