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
exports.QuestionDraftRateLimiter = void 0;
const contracts_1 = require("@avtalt/contracts");
const common_1 = require("@nestjs/common");
const gateway_config_1 = require("../config/gateway.config");
const client_key_1 = require("../http/client-key");
const fixed_window_limiter_1 = require("../http/fixed-window-limiter");
const redis_provider_1 = require("../redis/redis.provider");
/**
 * Question drafts (`POST /api/question-drafts`, and `POST /api/agreements` with a custom topic and no
 * `questionDraftId`), counted atomically in Redis before templates is asked (docs/limits.md): every draft
 * is a job, with a language model a paid call. The templates service's own limit counts per owner, and a
 * caller without a cookie is a new owner on every request, so the gateway counts an anonymous caller by
 * the client address (`clientKey`: IPv6 by /64, QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP) and a logged-in
 * user by the account only (QUESTION_DRAFTS_MAX_PER_USER): many people behind one office or school
 * address share nothing, so some of them cannot use up everyone else's drafts. Every attempt counts,
 * whatever templates answers.
 */
let QuestionDraftRateLimiter = class QuestionDraftRateLimiter {
    anonymous;
    users;
    constructor(redis, config) {
        const windowSeconds = config.QUESTION_DRAFTS_WINDOW_SECONDS;
        this.anonymous = new fixed_window_limiter_1.FixedWindowLimiter(redis, {
            name: 'question-drafts',
            subject: 'anonymous-ip',
            max: config.QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP,
            windowSeconds,
            message: contracts_1.QuestionDraftMessages.tooManyFromAddress,
        });
        this.users = new fixed_window_limiter_1.FixedWindowLimiter(redis, {
            name: 'question-drafts',
            subject: 'user',
            max: config.QUESTION_DRAFTS_MAX_PER_USER,
            windowSeconds,
            message: contracts_1.QuestionDraftMessages.rateLimited,
        });
    }
    /** Takes one draft from the caller's bucket, or answers 429 with Retry-After (nothing taken). */
    async reserve(req, res, caller) {
        const [limiter, id] = caller.anonymous ? [this.anonymous, (0, client_key_1.clientKey)(req.ip)] : [this.users, caller.id];
        if (await limiter.tryReserve(id))
            return;
        // A window is fixed: the bucket is free again when its key expires.
        res.setHeader('Retry-After', String(await limiter.secondsUntilFree(id)));
        throw limiter.refusal();
    }
};
exports.QuestionDraftRateLimiter = QuestionDraftRateLimiter;
exports.QuestionDraftRateLimiter = QuestionDraftRateLimiter = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_provider_1.REDIS)),
    __param(1, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [Object, Object])
], QuestionDraftRateLimiter);
//# sourceMappingURL=question-draft-rate-limiter.js.map