"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.questionDraftFor = questionDraftFor;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const wait_for_job_1 = require("./wait-for-job");
/**
 * For a client that creates a custom-topic agreement in one request (no `questionDraftId`): starts the
 * question draft and polls it with ordinary RPCs until it is ready, at most `maxWaitMs`. The web app
 * does these steps itself, so it can show that it is waiting. Returns the finished draft's id. The caller
 * has been counted by QuestionDraftRateLimiter first.
 */
async function questionDraftFor(rpc, caller, topic, requestId, maxWaitMs) {
    const body = { title: topic.title, description: topic.description };
    const started = await rpc.request(contracts_1.TemplatesRpc.startDraft, { ownerId: caller.id, anonymous: caller.anonymous, body }, requestId);
    const draft = await (0, wait_for_job_1.waitForJob)(() => rpc.request(contracts_1.TemplatesRpc.getDraft, { ownerId: caller.id, id: started.id }, requestId), maxWaitMs, started);
    if (draft.status === 'ready')
        return draft.id;
    if (draft.status === 'pending') {
        // Still running: the client may ask for it (GET /api/question-drafts/{id}) and create the agreement with it.
        throw new service_kit_1.DomainError(contracts_1.ErrorCode.ServiceUnavailable, contracts_1.QuestionDraftMessages.timeout, {
            questionDraftId: draft.id,
        });
    }
    throw new service_kit_1.DomainError(contracts_1.ErrorCode.UpstreamFailed, draft.message ?? contracts_1.QuestionDraftMessages.failed);
}
//# sourceMappingURL=question-draft-for.js.map