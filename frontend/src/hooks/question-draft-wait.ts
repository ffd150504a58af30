import type { QuestionDraft, StartQuestionDraftBody } from '@avtalt/contracts';
import { apiErrorStatus } from '../api/http';
import { fetchQuestionDraft, startQuestionDraft } from '../api/question-drafts';
import { pollUntilDone } from '../lib/poll';
import { loadServerText } from '../lib/server-text-loader';
import { hooksOfflineT } from './offline/texts';

/**
 * Waiting for the questions of a custom topic: loaded by `useQuestionDraft` when a custom topic starts,
 * not with the front page (docs/compression-and-code-splitting.md).
 */

/** How long the page waits for the questions of a custom topic before it offers 'Prøv igjen'. */
export const QUESTION_DRAFT_MAX_WAIT_MS = 180_000;

/**
 * The shared texts of question drafts. They come with the contracts module (and zod), which loads with
 * the first custom topic rather than with the front page (docs/compression-and-code-splitting.md); the
 * custom topic dialog has usually loaded it already.
 */
const draftMessages = async () => (await import('@avtalt/contracts')).QuestionDraftMessages;

/**
 * A message of the contracts (a draft's `message`, QuestionDraftMessages) in the language in use, or as it is
 * when the catalogues could not be loaded.
 */
export const draftText = async (message: string): Promise<string> =>
  (await loadServerText())?.(message) ?? message;

/** The 'failed' text, or, when even the contracts could not be loaded (offline), a plain one. */
export const failedText = async (): Promise<string> => {
  const messages = await draftMessages().catch(() => null);
  return messages ? draftText(messages.failed) : hooksOfflineT('pageNotLoaded');
};

/** A poll that failed on the way (503 while a service restarts, a dropped connection) is asked again. */
const transient = (error: unknown): boolean => {
  const status = apiErrorStatus(error);
  return status === null || status === 503;
};

/**
 * Starts a question draft and asks for it until it is ready or failed (at most
 * {@link QUESTION_DRAFT_MAX_WAIT_MS}). Throws the start's error (400, 429, 503 …) as it is.
 */
export async function waitForQuestionDraft(
  request: StartQuestionDraftBody,
  signal: AbortSignal,
): Promise<QuestionDraft> {
  const messages = await draftMessages();
  const started = await startQuestionDraft(request);
  if (started.draft.status !== 'pending') return started.draft;
  let retryAfter = started.retryAfterSeconds;
  return pollUntilDone<QuestionDraft>(
    async () => {
      try {
        const { draft, retryAfterSeconds } = await fetchQuestionDraft(started.draft.id);
        retryAfter = retryAfterSeconds;
        return draft.status === 'pending'
          ? { done: false, retryAfterSeconds: retryAfter }
          : { done: true, value: draft };
      } catch (error) {
        if (transient(error)) return { done: false, retryAfterSeconds: retryAfter };
        throw error;
      }
    },
    { maxWaitMs: QUESTION_DRAFT_MAX_WAIT_MS, timeoutMessage: await draftText(messages.timeout), signal },
  );
}
