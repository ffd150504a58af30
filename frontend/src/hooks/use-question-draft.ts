import type { QuestionDraft, StartQuestionDraftBody } from '@avtalt/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, apiErrorStatus } from '../api/http';
import { fetchQuestionDraft, startQuestionDraft } from '../api/question-drafts';
import { pollUntilDone, WaitTimeoutError } from '../lib/poll';

/** How long the page waits for the questions of a custom topic before it offers 'Prøv igjen'. */
export const QUESTION_DRAFT_MAX_WAIT_MS = 180_000;

/** Where making the questions of a custom topic stands, as the page shows it. */
export type DraftProgress =
  | { phase: 'idle' }
  | { phase: 'waiting'; request: StartQuestionDraftBody }
  | { phase: 'failed'; request: StartQuestionDraftBody; message: string };

/**
 * The shared texts of question drafts. They come with the contracts module (and zod), which loads with
 * the first custom topic rather than with the front page (docs/compression-and-code-splitting.md); the
 * custom topic dialog has usually loaded it already.
 */
const draftMessages = async () => (await import('@avtalt/contracts')).QuestionDraftMessages;

/** The 'failed' text, or, when even the contracts could not be loaded (offline), a plain one. */
const failedText = async () =>
  (await draftMessages().catch(() => null))?.failed ?? 'Kunne ikke laste siden. Sjekk nettet og prøv igjen.';

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
    { maxWaitMs: QUESTION_DRAFT_MAX_WAIT_MS, timeoutMessage: messages.timeout, signal },
  );
}

/**
 * The waiting state of a custom topic's questions: `run` starts a draft and resolves with the ready
 * draft, or with null when it failed (then `progress` says why, for 'Prøv igjen') or was cancelled.
 * Errors of the start itself (e.g. a 400 with field issues) are thrown to the caller.
 */
export function useQuestionDraft() {
  const [progress, setProgress] = useState<DraftProgress>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (request: StartQuestionDraftBody): Promise<QuestionDraft | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ phase: 'waiting', request });
    let draft: QuestionDraft;
    try {
      draft = await waitForQuestionDraft(request, current.signal);
    } catch (error) {
      if (current.signal.aborted) return null;
      if (apiErrorStatus(error) === 400) {
        setProgress({ phase: 'idle' });
        throw error;
      }
      const message =
        error instanceof WaitTimeoutError ? error.message : apiErrorMessage(error, await failedText());
      setProgress({ phase: 'failed', request, message });
      return null;
    }
    if (current.signal.aborted) return null;
    if (draft.status !== 'ready') {
      setProgress({ phase: 'failed', request, message: draft.message ?? (await failedText()) });
      return null;
    }
    return draft;
  }, []);

  /** Stops waiting (the job may still finish; nothing is created from it) and forgets the progress. */
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress({ phase: 'idle' });
  }, []);

  /** Marks the wait as failed with `message` (e.g. the agreement could not be created from the draft). */
  const fail = useCallback(
    (request: StartQuestionDraftBody, message: string) => setProgress({ phase: 'failed', request, message }),
    [],
  );

  return { progress, run, reset, fail };
}
