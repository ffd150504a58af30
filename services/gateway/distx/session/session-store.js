"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ThrottledRedisStore = exports.SESSION_TOUCH_INTERVAL_MS = exports.userSessionsKey = exports.SESSION_PREFIX = void 0;
const connect_redis_1 = require("connect-redis");
exports.SESSION_PREFIX = 'sess:';
/** The set of a user's session ids, so that a password change can end the others. */
const userSessionsKey = (userId) => `user-sessions:${userId}`;
exports.userSessionsKey = userSessionsKey;
/** A used session's expiry in Redis is pushed forward at most this often (per session, per replica). */
exports.SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Above this many remembered sessions the memory of recent touches starts over (bounded memory). */
const MAX_REMEMBERED = 100_000;
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
 *
 * Every destroy (logout, the other sessions at a password change, the old session at a login) is told to
 * `onEnded` once the session is gone, before the caller goes on: the WebSockets opened with it are
 * closed on every replica (docs/chat-and-websocket.md).
 */
class ThrottledRedisStore extends connect_redis_1.RedisStore {
    redis;
    ttlSeconds;
    now;
    onEnded;
    touchedAt = new Map();
    constructor(redis, ttlSeconds, now = Date.now, onEnded = async () => undefined) {
        super({ client: redis, prefix: exports.SESSION_PREFIX, ttl: ttlSeconds });
        this.redis = redis;
        this.ttlSeconds = ttlSeconds;
        this.now = now;
        this.onEnded = onEnded;
    }
    async touch(sid, sess, cb) {
        const at = this.now();
        const last = this.touchedAt.get(sid);
        if (last !== undefined && at - last < exports.SESSION_TOUCH_INTERVAL_MS)
            return cb?.();
        this.remember(sid, at);
        try {
            const multi = this.redis.multi().expire(exports.SESSION_PREFIX + sid, this.ttlSeconds);
            if (sess.userId)
                multi.expire((0, exports.userSessionsKey)(sess.userId), this.ttlSeconds);
            await multi.exec();
            cb?.();
        }
        catch (error) {
            this.touchedAt.delete(sid);
            cb?.(error);
        }
    }
    /** A save writes the session with a full TTL: no touch needed for a while. */
    async set(sid, sess, cb) {
        this.remember(sid, this.now());
        return super.set(sid, sess, cb);
    }
    async destroy(sid, cb) {
        try {
            await this.destroyAll([sid]);
        }
        catch (error) {
            if (cb)
                return cb(error);
            throw error;
        }
        cb?.();
    }
    /** Destroys several sessions with one command and announces them together. */
    async destroyAll(sids) {
        if (sids.length === 0)
            return;
        for (const sid of sids)
            this.touchedAt.delete(sid);
        await this.redis.del(sids.map((sid) => exports.SESSION_PREFIX + sid));
        await this.onEnded([...sids]);
    }
    remember(sid, at) {
        if (this.touchedAt.size >= MAX_REMEMBERED && !this.touchedAt.has(sid))
            this.touchedAt.clear();
        this.touchedAt.set(sid, at);
    }
}
exports.ThrottledRedisStore = ThrottledRedisStore;
//# sourceMappingURL=session-store.js.map