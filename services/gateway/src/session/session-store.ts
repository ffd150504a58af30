import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import type { RedisClient } from '../redis/redis.provider';

export const SESSION_PREFIX = 'sess:';

/** The set of a user's session ids, so that a password change can end the others. */
export const userSessionsKey = (userId: string): string => `user-sessions:${userId}`;

/** A used session's expiry in Redis is pushed forward at most this often (per session, per replica). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** Above this many remembered sessions the memory of recent touches starts over (bounded memory). */
const MAX_REMEMBERED = 100_000;

type Callback = (err?: unknown) => void;

/**
 * connect-redis with sliding expiry that costs a Redis write once a minute per session instead of on
 * every request. express-session (with `rolling`) calls `touch` after each request whose session did
 * not change; connect-redis would send an EXPIRE each time — on the hot read paths that was a second
 * Redis command per request. Here the EXPIRE goes out when this replica has not touched the session for
 * {@link SESSION_TOUCH_INTERVAL_MS}; on a 30-day session that moves its end by at most a minute.
 *
 * The touch is an EXPIRE, never a write of the session: a session destroyed meanwhile (logout, password
 * change) stays destroyed. The user's session index gets the same expiry, so it lives as long as the
 * sessions it lists.
 */
export class ThrottledRedisStore extends RedisStore {
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly redis: RedisClient,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    super({ client: redis, prefix: SESSION_PREFIX, ttl: ttlSeconds });
  }

  override async touch(sid: string, sess: SessionData, cb?: Callback): Promise<void> {
    const at = this.now();
    const last = this.touchedAt.get(sid);
    if (last !== undefined && at - last < SESSION_TOUCH_INTERVAL_MS) return cb?.();
    this.remember(sid, at);
    try {
      const multi = this.redis.multi().expire(SESSION_PREFIX + sid, this.ttlSeconds);
      if (sess.userId) multi.expire(userSessionsKey(sess.userId), this.ttlSeconds);
      await multi.exec();
      cb?.();
    } catch (error) {
      this.touchedAt.delete(sid);
      cb?.(error);
    }
  }

  /** A save writes the session with a full TTL: no touch needed for a while. */
  override async set(sid: string, sess: SessionData, cb?: Callback): Promise<void> {
    this.remember(sid, this.now());
    return super.set(sid, sess, cb);
  }

  override async destroy(sid: string, cb?: Callback): Promise<void> {
    this.touchedAt.delete(sid);
    return super.destroy(sid, cb);
  }

  private remember(sid: string, at: number): void {
    if (this.touchedAt.size >= MAX_REMEMBERED && !this.touchedAt.has(sid)) this.touchedAt.clear();
    this.touchedAt.set(sid, at);
  }
}
