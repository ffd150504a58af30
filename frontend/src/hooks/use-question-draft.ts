import type { QuestionDraft, StartQuestionDraftBody } from '@avtalt/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, apiErrorStatus } from '../api/http';
import { hooksOfflineT } from './offline/texts';

/** The waiting itself (the API, the polling, the texts): loaded when a custom topic starts. */
const waiting = () => import('./question-draft-wait');

/**
 * The 'failed' text of the contracts, or a plain one when not even the waiting code could be loaded (offline):
 * its own small catalogue (offline/texts), as this hook is part of the front page's download.
 */
const failedText = async () =>
  (await waiting().catch(() => null))?.failedText() ?? hooksOfflineT('pageNotLoaded');

/** A draft's message from the server (bokmål) in the language in use, once the waiting code is there. */
const draftText = async (message: string) =>
  (await waiting().catch(() => null))?.draftText(message) ?? message;

/** Where making the questions of a custom topic stands, as the page shows it. */
export type DraftProgress =
  | { phase: 'idle' }
  | { phase: 'waiting'; request: StartQuestionDraftBody }
  | { phase: 'failed'; request: StartQuestionDraftBody; message: string };

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
      draft = await (await waiting()).waitForQuestionDraft(request, current.signal);
    } catch (error) {
      if (current.signal.aborted) return null;
      if (apiErrorStatus(error) === 400) {
        setProgress({ phase: 'idle' });
        throw error;
      }
      const message =
        error instanceof Error && error.name === 'WaitTimeoutError'
          ? error.message
          : apiErrorMessage(error, await failedText());
      setProgress({ phase: 'failed', request, message });
      return null;
    }
    if (current.signal.aborted) return null;
    if (draft.status !== 'ready') {
      const message = draft.message ? await draftText(draft.message) : await failedText();
      setProgress({ phase: 'failed', request, message });
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
