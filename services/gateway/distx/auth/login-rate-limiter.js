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
exports.LoginRateLimiter = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const gateway_config_1 = require("../config/gateway.config");
const fixed_window_counter_1 = require("../redis/fixed-window-counter");
const redis_provider_1 = require("../redis/redis.provider");
const login_limits_rules_1 = require("./login-limits.rules");
/**
 * Login limits per account and per IP (or per known device) in a fixed window (LOGIN_WINDOW_SECONDS).
 * Reserve-then-verify: an attempt takes its unit atomically BEFORE identity checks the password, so
 * however many arrive at once, at most the limit are checked and the rest answer 429 unchecked.
 * Past the limit every attempt answers 429, right password or not, until the window ends.
 */
let LoginRateLimiter = class LoginRateLimiter {
    redis;
    config;
    constructor(redis, config) {
        this.redis = redis;
        this.config = config;
    }
    /** Takes a unit of each bucket of the attempt, or throws 429 (RATE_LIMITED) taking nothing. */
    async reserve(attempt) {
        const buckets = (0, login_limits_rules_1.loginBuckets)(attempt, this.config);
        const reserved = await (0, fixed_window_counter_1.reserve)(this.redis, buckets.map((b) => b.bucket), this.config.LOGIN_WINDOW_SECONDS);
        if (!reserved)
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.RateLimited, contracts_1.Messages.tooManyLoginAttempts);
        return { buckets };
    }
    /**
     * Issue 31 (review M1): `check` asks identity to verify a signed-in account's current password (an
     * address change, a new password). A unit of the account's login bucket is reserved first (429 without
     * asking when none is left) and settled by the answer: identity's wrong-current-password 400 keeps it.
     */
    async guardPasswordCheck(accountEmail, check) {
        const buckets = (0, login_limits_rules_1.passwordCheckBuckets)(accountEmail, this.config);
        const reserved = await (0, fixed_window_counter_1.reserve)(this.redis, buckets.map((b) => b.bucket), this.config.LOGIN_WINDOW_SECONDS);
        if (!reserved)
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.RateLimited, contracts_1.Messages.tooManyLoginAttempts);
        let result;
        try {
            result = await check();
        }
        catch (error) {
            const wrong = error instanceof service_kit_1.DomainError &&
                error.code === contracts_1.ErrorCode.ValidationFailed &&
                error.message === contracts_1.UserMessages.wrongCurrentPassword;
            await this.settle({ buckets }, wrong ? 'wrong-credentials' : 'not-verified');
            throw error;
        }
        await this.settle({ buckets }, 'success');
        return result;
    }
    /** What the check found decides what happens to the reserved units (login-limits.rules.ts). */
    async settle(reservation, outcome) {
        const { clear, giveBack: back } = (0, login_limits_rules_1.settleReservation)(outcome, reservation.buckets);
        if (clear.length > 0)
            await this.redis.del(clear);
        await (0, fixed_window_counter_1.giveBack)(this.redis, back);
    }
};
exports.LoginRateLimiter = LoginRateLimiter;
exports.LoginRateLimiter = LoginRateLimiter = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_provider_1.REDIS)),
    __param(1, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [Object, Object])
], LoginRateLimiter);
//# sourceMappingURL=login-rate-limiter.js.map