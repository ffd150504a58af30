"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FixedWindowLimiter = void 0;
exports.fixedWindowLimiter = fixedWindowLimiter;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const gateway_config_1 = require("../config/gateway.config");
const fixed_window_counter_1 = require("../redis/fixed-window-counter");
const redis_provider_1 = require("../redis/redis.provider");
/**
 * Counts a request against its subject's bucket atomically in Redis, across every gateway, before the
 * service behind is asked: however many requests arrive at once, no more than `max` per window get
 * through; the rest are refused with RATE_LIMITED and take nothing. The window is fixed: it starts with
 * the first unit and ends when the key expires.
 */
class FixedWindowLimiter {
    redis;
    limit;
    constructor(redis, limit) {
        this.redis = redis;
        this.limit = limit;
    }
    /** Takes one unit of the subject's bucket, or throws RATE_LIMITED. */
    async reserve(id) {
        if (!(await this.tryReserve(id)))
            throw this.refusal();
    }
    /** Takes one unit of the subject's bucket; false (nothing taken) when it is full. */
    tryReserve(id) {
        return (0, fixed_window_counter_1.reserve)(this.redis, [{ key: this.key(id), limit: this.limit.max }], this.limit.windowSeconds);
    }
    /**
     * Takes a unit before `work` and gives it back when `work` throws: a request that changed nothing does
     * not count, while one unit per request in flight still bounds what many at once can do.
     */
    async guard(id, work) {
        await this.reserve(id);
        try {
            return await work();
        }
        catch (error) {
            await (0, fixed_window_counter_1.giveBack)(this.redis, [this.key(id)]);
            throw error;
        }
    }
    /** Seconds until the subject's window ends (at least 1), for a Retry-After. */
    async secondsUntilFree(id) {
        return Math.max(1, await this.redis.ttl(this.key(id)));
    }
    /** The 429 this limit answers with. */
    refusal() {
        return new service_kit_1.DomainError(contracts_1.ErrorCode.RateLimited, this.limit.message);
    }
    key(id) {
        return `${this.limit.name}:${this.limit.subject}:${id}`;
    }
}
exports.FixedWindowLimiter = FixedWindowLimiter;
/** Registers `token` as a FixedWindowLimiter with the limit the config gives. */
function fixedWindowLimiter(token, limit) {
    return {
        provide: token,
        inject: [redis_provider_1.REDIS, gateway_config_1.GATEWAY_CONFIG],
        useFactory: (redis, config) => new FixedWindowLimiter(redis, limit(config)),
    };
}
//# sourceMappingURL=fixed-window-limiter.js.map