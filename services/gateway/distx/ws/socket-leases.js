"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SocketLeases = exports.sessionSocketsKey = void 0;
const common_1 = require("@nestjs/common");
const gateway_config_1 = require("../config/gateway.config");
const redis_provider_1 = require("../redis/redis.provider");
const session_store_1 = require("../session/session-store");
/** The open sockets of one session, across replicas: a sorted set of socket ids scored by lease end (ms). */
const sessionSocketsKey = (sessionId) => `ws-sockets:${sessionId}`;
exports.sessionSocketsKey = sessionSocketsKey;
/**
 * Drops lapsed leases, then adds one when fewer than the cap are left; 1 when added, 0 when refused.
 * KEYS[1] the session's set; ARGV: now (ms), lease end (ms), lease (ms), socket id, cap.
 */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[5]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;
/**
 * At most `WS_MAX_SOCKETS_PER_SESSION` sockets per session, counted in Redis across every replica. Each
 * socket holds a lease of three heartbeats; its replica renews it on every heartbeat and gives it back
 * when the connection closes. A replica that dies without giving its leases back frees them when they
 * lapse. Lease ends use the gateway's clock (replicas' clocks are assumed within seconds of each other).
 */
let SocketLeases = class SocketLeases {
    redis;
    config;
    leaseMs;
    constructor(redis, config) {
        this.redis = redis;
        this.config = config;
        this.leaseMs = 3 * config.WS_HEARTBEAT_MS;
    }
    /** Takes a place for one more socket of the session; false when the session has its maximum already. */
    async acquire(sessionId, socketId) {
        const now = Date.now();
        const reply = await this.redis.eval(ACQUIRE, {
            keys: [(0, exports.sessionSocketsKey)(sessionId)],
            arguments: [
                String(now),
                String(now + this.leaseMs),
                String(this.leaseMs),
                socketId,
                String(this.config.WS_MAX_SOCKETS_PER_SESSION),
            ],
        });
        return reply === 1;
    }
    /** Gives the place back; a failure only means the lease lapses on its own. */
    async release(sessionId, socketId) {
        await this.redis.zRem((0, exports.sessionSocketsKey)(sessionId), socketId).catch(() => undefined);
    }
    /**
     * One round trip per heartbeat: reads the sessions (raw, as stored; null when gone) and renews the
     * leases of their sockets on this replica.
     */
    async readAndRenew(sessions) {
        if (sessions.length === 0)
            return [];
        const until = Date.now() + this.leaseMs;
        const pipeline = this.redis.multi().mGet(sessions.map((s) => session_store_1.SESSION_PREFIX + s.sessionId));
        for (const { sessionId, socketIds } of sessions) {
            const key = (0, exports.sessionSocketsKey)(sessionId);
            pipeline
                .zAdd(key, socketIds.map((value) => ({ score: until, value })))
                .pExpire(key, this.leaseMs);
        }
        const [stored] = await pipeline.execAsPipeline();
        return stored;
    }
    /** One session, as stored (for the re-check on join and before each message). */
    async read(sessionId) {
        return this.redis.get(session_store_1.SESSION_PREFIX + sessionId);
    }
};
exports.SocketLeases = SocketLeases;
exports.SocketLeases = SocketLeases = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_provider_1.REDIS)),
    __param(1, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [Object, Object])
], SocketLeases);
//# sourceMappingURL=socket-leases.js.map