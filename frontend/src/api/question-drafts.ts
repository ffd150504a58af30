import type { QuestionDraft, StartQuestionDraftBody, TitleReadingView } from '@avtalt/contracts';
import { apiRequest } from './http';
import { retryAfterSeconds } from '../lib/poll';

/** Typed fetchers of the question drafts API (questions for a custom topic, made by a job). */

export interface DraftAnswer {
  draft: QuestionDraft;
  /** The server's Retry-After while the draft is pending. */
  retryAfterSeconds: number | null;
}

async function read(res: Response): Promise<DraftAnswer> {
  return {
    draft: (await res.json()) as QuestionDraft,
    retryAfterSeconds: retryAfterSeconds(res.headers?.get('Retry-After')),
  };
}

/** Starts generating the questions of a custom topic; answers at once (202) with the pending draft. */
export async function startQuestionDraft(body: StartQuestionDraftBody): Promise<DraftAnswer> {
  return read(await apiRequest('POST', '/api/question-drafts', body));
}

/** How the server reads a title and description: the kinds of agreement and the object (nothing is stored). */
export async function readTitle(title: string, description: string): Promise<TitleReadingView> {
  return (await apiRequest('POST', '/api/question-drafts/reading', { title, description })).json();
}

/** The draft as it stands: pending, ready (with questions) or failed (with a message). */
export async function fetchQuestionDraft(id: string): Promise<DraftAnswer> {
  return read(await apiRequest('GET', `/api/question-drafts/${encodeURIComponent(id)}`));
}
