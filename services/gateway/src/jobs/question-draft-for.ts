import { ErrorCode, QuestionDraftMessages, TemplatesRpc, type Caller } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { RpcService } from '../rpc/rpc.service';
import { waitForJob } from './wait-for-job';

/**
 * For a client that creates a custom-topic agreement in one request (no `questionDraftId`): starts the
 * question draft and polls it with ordinary RPCs until it is ready, at most `maxWaitMs`. The web app
 * does these steps itself, so it can show that it is waiting. Returns the finished draft's id. The caller
 * has been counted by QuestionDraftRateLimiter first.
 */
export async function questionDraftFor(
  rpc: RpcService,
  caller: Caller,
  topic: { title: string; description: string },
  requestId: string | undefined,
  maxWaitMs: number,
): Promise<string> {
  const body = { title: topic.title, description: topic.description };
  const started = await rpc.request(
    TemplatesRpc.startDraft,
    { ownerId: caller.id, anonymous: caller.anonymous, body },
    requestId,
  );
  const draft = await waitForJob(
    () => rpc.request(TemplatesRpc.getDraft, { ownerId: caller.id, id: started.id }, requestId),
    maxWaitMs,
    started,
  );
  if (draft.status === 'ready') return draft.id;
  if (draft.status === 'pending') {
    // Still running: the client may ask for it (GET /api/question-drafts/{id}) and create the agreement with it.
    throw new DomainError(ErrorCode.ServiceUnavailable, QuestionDraftMessages.timeout, {
      questionDraftId: draft.id,
    });
  }
  throw new DomainError(ErrorCode.UpstreamFailed, draft.message ?? QuestionDraftMessages.failed);
}
