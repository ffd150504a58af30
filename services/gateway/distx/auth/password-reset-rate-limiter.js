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
exports.PasswordResetRateLimiter = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const gateway_config_1 = require("../config/gateway.config");
const fixed_window_counter_1 = require("../redis/fixed-window-counter");
const redis_provider_1 = require("../redis/redis.provider");
const password_reset_limits_rules_1 = require("./password-reset-limits.rules");
/**
 * Password-reset requests (`POST /api/auth/password-reset`, issue 17, review L6) in a fixed window of
 * PASSWORD_RESET_WINDOW_SECONDS, in the buckets of {@link passwordResetBuckets}. Every well-formed request
 * counts, known address or not, so the limit answers the same for both; counted atomically before
 * identity is asked. The requester's own buckets are taken first (all or none; past one, 429), then the
 * address's ceiling on its own: each step is one atomic script, so however many requests arrive at once
 * no more than the ceiling are mailed.
 */
let PasswordResetRateLimiter = class PasswordResetRateLimiter {
    redis;
    config;
    constructor(redis, config) {
        this.redis = redis;
        this.config = config;
    }
    async reserve(request) {
        const window = this.config.PASSWORD_RESET_WINDOW_SECONDS;
        const { own, addressCeiling } = (0, password_reset_limits_rules_1.passwordResetBuckets)(request, this.config);
        if (!(await (0, fixed_window_counter_1.reserve)(this.redis, own, window)))
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.RateLimited, contracts_1.Messages.tooManyPasswordResets);
        if (!addressCeiling)
            return { mail: true, release: async () => undefined };
        const mail = await (0, fixed_window_counter_1.reserve)(this.redis, [addressCeiling], window);
        return { mail, release: () => (mail ? (0, fixed_window_counter_1.giveBack)(this.redis, [addressCeiling.key]) : Promise.resolve()) };
    }
};
exports.PasswordResetRateLimiter = PasswordResetRateLimiter;
exports.PasswordResetRateLimiter = PasswordResetRateLimiter = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_provider_1.REDIS)),
    __param(1, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [Object, Object])
], PasswordResetRateLimiter);
//# sourceMappingURL=password-reset-rate-limiter.js.map