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
exports.AgreementsController = void 0;
exports.pdfContentDisposition = pdfContentDisposition;
const contracts_1 = require("@avtalt/contracts");
const common_1 = require("@nestjs/common");
const authenticated_guard_1 = require("../auth/authenticated.guard");
const gateway_config_1 = require("../config/gateway.config");
const parse_input_1 = require("../http/parse-input");
const uuid_param_pipe_1 = require("../http/uuid-param.pipe");
const job_poll_rules_1 = require("../jobs/job-poll.rules");
const question_draft_for_1 = require("../jobs/question-draft-for");
const rpc_service_1 = require("../rpc/rpc.service");
const caller_1 = require("../session/caller");
const comparison_views_1 = require("./comparison-views");
const question_draft_rate_limiter_1 = require("../templates/question-draft-rate-limiter");
/**
 * `attachment; filename="…"` with an ASCII fallback and the exact name (æøå kept) in filename*.
 */
function pdfContentDisposition(name) {
    const clean = name
        // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
        .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 120) || 'avtale';
    const ascii = clean
        .normalize('NFKD')
        .replace(/[æÆ]/g, (c) => (c === 'æ' ? 'ae' : 'AE'))
        .replace(/[øØ]/g, (c) => (c === 'ø' ? 'o' : 'O'))
        .replace(/[^\x20-\x7e]/g, '')
        .replace(/["\\]/g, '') || 'avtale';
    return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${clean}.pdf`)}`;
}
/**
 * End-user spec §7. Reading an agreement needs only its link (the UUID is the capability); who
 * may change what is decided by the agreements service from the caller the session names.
 */
let AgreementsController = class AgreementsController {
    rpc;
    config;
    draftLimits;
    comparisons;
    constructor(rpc, config, draftLimits, comparisons) {
        this.rpc = rpc;
        this.config = config;
        this.draftLimits = draftLimits;
        this.comparisons = comparisons;
    }
    /**
     * A custom topic's questions come from a finished question draft (`questionDraftId`, what the web app
     * sends after waiting on it); without one the gateway makes the draft and polls it here, bounded by
     * JOB_WAIT_MS. Either way the agreements service only copies finished questions: no RPC waits for
     * a generation.
     */
    async create(req, res, body) {
        const caller = (0, caller_1.callerOf)(req);
        const parsed = (0, parse_input_1.parseInput)(contracts_1.createAgreementBodySchema, body);
        const makesDraft = parsed.topic === 'custom' && !parsed.questionDraftId;
        // The same limits as POST /api/question-drafts: this path starts a draft too.
        if (makesDraft)
            await this.draftLimits.reserve(req, res, caller);
        const questionDraftId = makesDraft
            ? await (0, question_draft_for_1.questionDraftFor)(this.rpc, caller, parsed, req.requestId, this.config.JOB_WAIT_MS)
            : parsed.questionDraftId;
        return this.rpc.request(contracts_1.AgreementsRpc.create, { caller, body: { ...parsed, ...(questionDraftId ? { questionDraftId } : {}) } }, req.requestId);
    }
    active(req, userId) {
        return this.rpc.request(contracts_1.AgreementsRpc.listActive, { userId }, req.requestId);
    }
    completed(req, userId) {
        return this.rpc.request(contracts_1.AgreementsRpc.listCompleted, { userId }, req.requestId);
    }
    get(req, agreementId) {
        return this.rpc.request(contracts_1.AgreementsRpc.get, { caller: (0, caller_1.callerOf)(req), agreementId }, req.requestId);
    }
    questions(req, agreementId) {
        return this.rpc.request(contracts_1.AgreementsRpc.questions, { caller: (0, caller_1.callerOf)(req), agreementId }, req.requestId);
    }
    /** Sent from this process's kept bytes while the caller's comparison is unchanged (ComparisonViews). */
    async comparison(req, res, agreementId) {
        await (0, comparison_views_1.sendComparison)(req, res, await this.comparisons.view((0, caller_1.callerOf)(req), agreementId, req.requestId));
    }
    async answerOne(req, agreementId, questionId, body) {
        await this.rpc.request(contracts_1.AgreementsRpc.answerOne, {
            caller: (0, caller_1.callerOf)(req),
            agreementId,
            questionId,
            body: (0, parse_input_1.parseInput)(contracts_1.submitOneAnswerBodySchema, body),
        }, req.requestId);
    }
    answerAll(req, agreementId, body) {
        return this.rpc.request(contracts_1.AgreementsRpc.answerAll, {
            caller: (0, caller_1.callerOf)(req),
            agreementId,
            body: (0, parse_input_1.parseInput)(contracts_1.submitAnswersBodySchema, body),
        }, req.requestId);
    }
    /** Logged-in participants only (end-user spec §6). */
    nextRound(req, agreementId) {
        return this.rpc.request(contracts_1.AgreementsRpc.nextRound, { caller: (0, caller_1.callerOf)(req), agreementId }, req.requestId);
    }
    disagreement(req, agreementId) {
        return this.rpc.request(contracts_1.AgreementsRpc.disagreement, { caller: (0, caller_1.callerOf)(req), agreementId }, req.requestId);
    }
    expectedParticipants(req, agreementId, body) {
        return this.rpc.request(contracts_1.AgreementsRpc.setExpectedParticipants, {
            caller: (0, caller_1.callerOf)(req),
            agreementId,
            body: (0, parse_input_1.parseInput)(contracts_1.expectedParticipantsBodySchema, body),
        }, req.requestId);
    }
    /**
     * The initiator makes the rounds blind (`{blind: true}`: nobody sees the others' answers of a round
     * until everyone in it has answered) or open again; 403 for anyone else, 409 once the agreement is
     * closed (docs/blind-rounds-and-finishing.md). Answers with the agreement.
     */
    blind(req, agreementId, body) {
        return this.rpc.request(contracts_1.AgreementsRpc.setBlind, { caller: (0, caller_1.callerOf)(req), agreementId, body: (0, parse_input_1.parseInput)(contracts_1.blindBodySchema, body) }, req.requestId);
    }
    /**
     * The caller's date of birth and/or address in the agreement (docs/legal-document.md): a logged-in
     * party only (401 for a visitor, 403 for others, 400 for a bad date); answers with the agreement,
     * whose `yourDetails` shows them to the caller alone.
     */
    partyDetails(req, agreementId, body) {
        return this.rpc.request(contracts_1.AgreementsRpc.setPartyDetails, {
            caller: (0, caller_1.callerOf)(req),
            agreementId,
            body: (0, parse_input_1.parseInput)(contracts_1.partyDetailsBodySchema, body),
        }, req.requestId);
    }
    /** The legal text of a variant (full when completed, partial, or the disagreement protocol). */
    legalText(req, agreementId, query) {
        const { variant } = (0, parse_input_1.parseInput)(contracts_1.documentQuerySchema, query);
        return this.rpc.request(contracts_1.AgreementsRpc.legalText, {
            caller: (0, caller_1.callerOf)(req),
            agreementId,
            ...(variant ? { variant } : {}),
        }, req.requestId);
    }
    /**
     * The PDF, for logged-in participants: 200 with the file when it is stored, otherwise 202
     * `{status: 'pending'}` with Retry-After after its render job was queued (a BullMQ job in the
     * documents service, id = content hash, so asking again never queues a second one). Answers within
     * the normal RPC time limit; the client asks again.
     */
    async pdf(req, res, agreementId, query) {
        const { variant } = (0, parse_input_1.parseInput)(contracts_1.documentQuerySchema, query);
        const source = await this.rpc.request(contracts_1.AgreementsRpc.pdfSource, {
            caller: (0, caller_1.callerOf)(req),
            agreementId,
            ...(variant ? { variant } : {}),
        }, req.requestId);
        // Signed by every party (issue 18): the sealed PDF from documents, never a new render.
        const reply = source.signed
            ? await this.rpc.request(contracts_1.DocumentsRpc.sealedPdf, { agreementId }, req.requestId)
            : await this.rpc.request(contracts_1.DocumentsRpc.requestPdf, {
                agreementId,
                html: source.html,
                title: source.title,
            }, req.requestId);
        if (reply.status === 'pending') {
            const pending = {
                status: 'pending',
                message: source.signed ? contracts_1.SigningMessages.sealPending : contracts_1.DocumentMessages.pdfPending,
            };
            res.status(202).setHeader('Retry-After', String(job_poll_rules_1.RETRY_AFTER_SECONDS.pdf));
            res.json(pending);
            return;
        }
        const pdf = Buffer.from(reply.pdfBase64, 'base64');
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', pdfContentDisposition(reply.status === 'ready' && 'fileName' in reply ? reply.fileName : source.fileName));
        res.setHeader('Content-Length', String(pdf.length));
        res.end(pdf);
    }
    /**
     * The initiator removes a participant who has not answered the current round (403 for others, 409
     * when they have answered it); answers with the agreement after it, decided again without them.
     */
    removeParticipant(req, agreementId, participantId) {
        return this.rpc.request(contracts_1.AgreementsRpc.removeParticipant, { caller: (0, caller_1.callerOf)(req), agreementId, participantId }, req.requestId);
    }
    async delete(req, agreementId) {
        await this.rpc.request(contracts_1.AgreementsRpc.delete, { caller: (0, caller_1.callerOf)(req), agreementId }, req.requestId);
    }
};
exports.AgreementsController = AgreementsController;
__decorate([
    (0, common_1.Post)(),
    (0, common_1.HttpCode)(201),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "create", null);
__decorate([
    (0, common_1.Get)('active'),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "active", null);
__decorate([
    (0, common_1.Get)('completed'),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, authenticated_guard_1.CurrentUserId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "completed", null);
__decorate([
    (0, common_1.Get)(':id'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "get", null);
__decorate([
    (0, common_1.Get)(':id/questions'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "questions", null);
__decorate([
    (0, common_1.Get)(':id/comparison'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)()),
    __param(2, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, String]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "comparison", null);
__decorate([
    (0, common_1.Post)(':id/questions/:questionId/answers'),
    (0, common_1.HttpCode)(204),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Param)('questionId', uuid_param_pipe_1.UuidParamPipe)),
    __param(3, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String, Object]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "answerOne", null);
__decorate([
    (0, common_1.Post)(':id/answers'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "answerAll", null);
__decorate([
    (0, common_1.Post)(':id/nextRound'),
    (0, common_1.HttpCode)(200),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "nextRound", null);
__decorate([
    (0, common_1.Post)(':id/disagreement'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "disagreement", null);
__decorate([
    (0, common_1.Put)(':id/expected-participants'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "expectedParticipants", null);
__decorate([
    (0, common_1.Put)(':id/blind'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "blind", null);
__decorate([
    (0, common_1.Put)(':id/party-details'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "partyDetails", null);
__decorate([
    (0, common_1.Get)(':id/legal-text'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "legalText", null);
__decorate([
    (0, common_1.Get)(':id/pdf'),
    (0, common_1.UseGuards)(authenticated_guard_1.AuthenticatedGuard),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Res)()),
    __param(2, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(3, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, String, Object]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "pdf", null);
__decorate([
    (0, common_1.Delete)(':id/participants/:participantId'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Param)('participantId', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "removeParticipant", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], AgreementsController.prototype, "delete", null);
exports.AgreementsController = AgreementsController = __decorate([
    (0, common_1.Controller)('agreements'),
    __param(1, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [rpc_service_1.RpcService, Object, question_draft_rate_limiter_1.QuestionDraftRateLimiter,
        comparison_views_1.ComparisonViews])
], AgreementsController);
//# sourceMappingURL=agreements.controller.js.map