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
exports.QuestionDraftsController = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const parse_input_1 = require("../http/parse-input");
const uuid_param_pipe_1 = require("../http/uuid-param.pipe");
const job_poll_rules_1 = require("../jobs/job-poll.rules");
const rpc_service_1 = require("../rpc/rpc.service");
const caller_1 = require("../session/caller");
const question_draft_rate_limiter_1 = require("./question-draft-rate-limiter");
/** A pending draft tells the client when to ask again. */
function retryAfter(res, draft) {
    if (draft.status === 'pending')
        res.setHeader('Retry-After', String(job_poll_rules_1.RETRY_AFTER_SECONDS.questionDraft));
    return draft;
}
/**
 * Questions for a custom topic, made by a job the page waits on (docs/long-work-as-jobs.md): start a
 * draft (202 + Location), ask for it until it is `ready` (or `failed`), then create the agreement with
 * `questionDraftId`. A draft belongs to the caller the session names (a user, or the session's
 * anonymous id); anyone else gets 404.
 */
let QuestionDraftsController = class QuestionDraftsController {
    rpc;
    limits;
    constructor(rpc, limits) {
        this.rpc = rpc;
        this.limits = limits;
    }
    /**
     * Limited per client address and per user before templates is asked (docs/limits.md); templates then
     * queues an anonymous caller's draft behind logged-in users' and refuses it (503) when that lane is full.
     */
    async start(req, res, body) {
        const parsed = (0, parse_input_1.parseInput)(contracts_1.startQuestionDraftBodySchema, body);
        const caller = (0, caller_1.callerOf)(req);
        await this.limits.reserve(req, res, caller);
        const draft = await this.rpc
            .request(contracts_1.TemplatesRpc.startDraft, { ownerId: caller.id, anonymous: caller.anonymous, body: parsed }, req.requestId)
            .catch((error) => {
            // A full lane (503) or the owner's own limit (429) in templates: the client may try again later.
            if (error instanceof service_kit_1.DomainError &&
                (error.code === contracts_1.ErrorCode.ServiceUnavailable || error.code === contracts_1.ErrorCode.RateLimited))
                res.setHeader('Retry-After', String(job_poll_rules_1.RETRY_AFTER_SECONDS.questionDraftRefused));
            throw error;
        });
        res.setHeader('Location', `/api/question-drafts/${draft.id}`);
        return retryAfter(res, draft);
    }
    async get(req, res, id) {
        return retryAfter(res, await this.rpc.request(contracts_1.TemplatesRpc.getDraft, { ownerId: (0, caller_1.callerOf)(req).id, id }, req.requestId));
    }
};
exports.QuestionDraftsController = QuestionDraftsController;
__decorate([
    (0, common_1.Post)(),
    (0, common_1.HttpCode)(202),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object]),
    __metadata("design:returntype", Promise)
], QuestionDraftsController.prototype, "start", null);
__decorate([
    (0, common_1.Get)(':id'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __param(2, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, String]),
    __metadata("design:returntype", Promise)
], QuestionDraftsController.prototype, "get", null);
exports.QuestionDraftsController = QuestionDraftsController = __decorate([
    (0, common_1.Controller)('question-drafts'),
    __metadata("design:paramtypes", [rpc_service_1.RpcService,
        question_draft_rate_limiter_1.QuestionDraftRateLimiter])
], QuestionDraftsController);
//# sourceMappingURL=question-drafts.controller.js.map