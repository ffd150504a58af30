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
exports.NegotiationController = void 0;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const parse_input_1 = require("../http/parse-input");
const rate_limits_1 = require("../http/rate-limits");
const uuid_param_pipe_1 = require("../http/uuid-param.pipe");
const rpc_service_1 = require("../rpc/rpc.service");
const caller_1 = require("../session/caller");
/**
 * Negotiation between rounds (issue 19, docs/negotiation.md): proposals, private marks and model drafts.
 * The caller comes from the session (a logged-in user, or the session's anonymous participant); whether
 * they take part, whether negotiation is open and whether the point is disputed are decided by the
 * agreements service (403 NOT_PARTICIPANT, 409 NEGOTIATION_CLOSED / POINT_NOT_DISPUTED / PROPOSAL_PENDING).
 * Every command answers the caller's comparison, so the page shows it as it is. Bodies are checked here
 * (400 with a Norwegian message before any service is asked).
 */
let NegotiationController = class NegotiationController {
    rpc;
    draftLimiter;
    constructor(rpc, draftLimiter) {
        this.rpc = rpc;
        this.draftLimiter = draftLimiter;
    }
    /** `{questionId, proposalId}`: puts an option forward (the caller counts as accepting it): 201. */
    propose(req, agreementId, body) {
        return this.rpc.request(contracts_1.AgreementsRpc.propose, { caller: (0, caller_1.callerOf)(req), agreementId, body: (0, parse_input_1.parseInput)(contracts_1.proposeBodySchema, body) }, req.requestId);
    }
    accept(req, agreementId, proposalId) {
        return this.rpc.request(contracts_1.AgreementsRpc.acceptProposal, { caller: (0, caller_1.callerOf)(req), agreementId, proposalId }, req.requestId);
    }
    decline(req, agreementId, proposalId) {
        return this.rpc.request(contracts_1.AgreementsRpc.declineProposal, { caller: (0, caller_1.callerOf)(req), agreementId, proposalId }, req.requestId);
    }
    /** `{canAccept}`: the caller's private 'Jeg kan godta det andre svaret' on a disputed point. */
    concession(req, agreementId, questionId, body) {
        return this.rpc.request(contracts_1.AgreementsRpc.setConcession, { caller: (0, caller_1.callerOf)(req), agreementId, questionId, body: (0, parse_input_1.parseInput)(contracts_1.concessionBodySchema, body) }, req.requestId);
    }
    /** `{important}`: the caller's private 'Viktig for meg' on a disputed point. */
    importance(req, agreementId, questionId, body) {
        return this.rpc.request(contracts_1.AgreementsRpc.setImportance, { caller: (0, caller_1.callerOf)(req), agreementId, questionId, body: (0, parse_input_1.parseInput)(contracts_1.importanceBodySchema, body) }, req.requestId);
    }
    /**
     * A language model's draft for a point without a curated middle ground (201: the stored `model:` option).
     * Logged-in participants only (401 for visitors and anonymous participants); 404 MODEL_UNAVAILABLE without
     * a model, 502 UPSTREAM_FAILED when it fails. Waits for the model (at most AgreementsRpc.draftProposal's
     * limit).
     */
    async draft(req, agreementId, questionId) {
        if (!req.session?.userId)
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.LoginRequired, contracts_1.NegotiationMessages.loginRequired);
        // At most MODEL_DRAFTS_MAX_PER_USER per window over all the user's agreements (429 RATE_LIMITED).
        await this.draftLimiter.reserve(req.session.userId);
        return this.rpc.request(contracts_1.AgreementsRpc.draftProposal, { caller: (0, caller_1.callerOf)(req), agreementId, questionId }, req.requestId);
    }
};
exports.NegotiationController = NegotiationController;
__decorate([
    (0, common_1.Post)(':id/proposals'),
    (0, common_1.HttpCode)(201),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], NegotiationController.prototype, "propose", null);
__decorate([
    (0, common_1.Post)(':id/proposals/:proposalId/accept'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Param)('proposalId', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", Promise)
], NegotiationController.prototype, "accept", null);
__decorate([
    (0, common_1.Post)(':id/proposals/:proposalId/decline'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Param)('proposalId', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", Promise)
], NegotiationController.prototype, "decline", null);
__decorate([
    (0, common_1.Put)(':id/questions/:questionId/concession'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Param)('questionId', uuid_param_pipe_1.UuidParamPipe)),
    __param(3, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String, Object]),
    __metadata("design:returntype", Promise)
], NegotiationController.prototype, "concession", null);
__decorate([
    (0, common_1.Put)(':id/questions/:questionId/importance'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Param)('questionId', uuid_param_pipe_1.UuidParamPipe)),
    __param(3, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String, Object]),
    __metadata("design:returntype", Promise)
], NegotiationController.prototype, "importance", null);
__decorate([
    (0, common_1.Post)(':id/questions/:questionId/proposal-drafts'),
    (0, common_1.HttpCode)(201),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Param)('questionId', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", Promise)
], NegotiationController.prototype, "draft", null);
exports.NegotiationController = NegotiationController = __decorate([
    (0, common_1.Controller)('agreements'),
    __metadata("design:paramtypes", [rpc_service_1.RpcService,
        rate_limits_1.ModelDraftLimiter])
], NegotiationController);
//# sourceMappingURL=negotiation.controller.js.map