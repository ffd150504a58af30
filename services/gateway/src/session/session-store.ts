import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import { noteVisitorSession } from '../privacy/visitor-sessions';
import type { RedisClient } from '../redis/redis.provider';

export const SESSION_PREFIX = 'sess:';

/** The set of a user's session ids, so that a password change can end the others. */
export const userSessionsKey = (userId: string): string => `user-sessions:${userId}`;

/** A used session's expiry in Redis is pushed forward at most this often (per session, per replica). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** Above this many remembered sessions the memory of recent touches starts over (bounded memory). */
const MAX_REMEMBERED = 100_000;

type Callback = (err?: unknown) => void;

/** Told the ids of sessions that were destroyed, after they are gone from Redis; never throws. */
export type SessionsEndedListener = (sessionIds: string[]) => Promise<void>;

/**
 * connect-redis with sliding expiry that costs a Redis write once a minute per session instead of on
 * every request. express-session calls `touch` after each request whose session did not change;
 * connect-redis would send an EXPIRE each time — on the hot read paths that was a second Redis command
 * per request. Here the EXPIRE goes out when this replica has not touched the session for
 * {@link SESSION_TOUCH_INTERVAL_MS}; on a 30-day session that moves its end by at most a minute.
 *
 * A visitor's session (never logged in) also moves its end in the visitors' set (privacy/visitor-sessions.ts):
 * once it is past, their answers are forgotten.
 *
 * The touch is an EXPIRE, never a write of the session: a session destroyed meanwhile (logout, password
 * change) stays destroyed. The user's session index gets the same expiry, so it lives as long as the
 * sessions it lists. The browser's cookie follows: `onTouched` sends it again with the new expiry
 * (resendSessionCookie), so it is not re-signed and re-sent with every answer either.
 *
 * Every destroy (logout, the other sessions at a password change, the old session at a login) is told to
 * `onEnded` once the session is gone, before the caller goes on: the WebSockets opened with it are
 * closed on every replica (docs/chat-and-websocket.md).
 */
export class ThrottledRedisStore extends RedisStore {
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly redis: RedisClient,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
    private readonly onEnded: SessionsEndedListener = async () => undefined,
    /** Told each session whose expiry is pushed forward, before the EXPIRE goes out (the cookie follows). */
    private readonly onTouched: (sess: SessionData) => void = () => undefined,
  ) {
    super({ client: redis, prefix: SESSION_PREFIX, ttl: ttlSeconds });
  }

  override async touch(sid: string, sess: SessionData, cb?: Callback): Promise<void> {
    const at = this.now();
    const last = this.touchedAt.get(sid);
    if (last !== undefined && at - last < SESSION_TOUCH_INTERVAL_MS) return cb?.();
    this.remember(sid, at);
    this.onTouched(sess);
    try {
      const multi = this.redis.multi().expire(SESSION_PREFIX + sid, this.ttlSeconds);
      if (sess.userId) multi.expire(userSessionsKey(sess.userId), this.ttlSeconds);
      noteVisitorSession(multi, sess, at + this.ttlSeconds * 1000);
      await multi.exec();
      cb?.();
    } catch (error) {
      this.touchedAt.delete(sid);
      cb?.(error);
    }
  }

  /** A save writes the session with a full TTL: no touch needed for a while. */
  override async set(sid: string, sess: SessionData, cb?: Callback): Promise<void> {
    const at = this.now();
    this.remember(sid, at);
    if (sess.anonymousId && !sess.userId) {
      const multi = this.redis.multi();
      noteVisitorSession(multi, sess, at + this.ttlSeconds * 1000);
      try {
        await multi.exec();
      } catch (error) {
        return cb?.(error);
      }
    }
    return super.set(sid, sess, cb);
  }

  override async destroy(sid: string, cb?: Callback): Promise<void> {
    try {
      await this.destroyAll([sid]);
    } catch (error) {
      if (cb) return cb(error);
      throw error;
    }
    cb?.();
  }

  /** Destroys several sessions with one command and announces them together. */
  async destroyAll(sids: readonly string[]): Promise<void> {
    if (sids.length === 0) return;
    for (const sid of sids) this.touchedAt.delete(sid);
    await this.redis.del(sids.map((sid) => SESSION_PREFIX + sid));
    await this.onEnded([...sids]);
  }

  private remember(sid: string, at: number): void {
    if (this.touchedAt.size >= MAX_REMEMBERED && !this.touchedAt.has(sid)) this.touchedAt.clear();
    this.touchedAt.set(sid, at);
  }
}
