import type {
  Agreement,
  AgreementQuestion,
  AgreementSummary,
  Comparison,
  CreateAgreementBody,
} from '@avtalt/contracts';
import { apiJson, apiRequest } from './http';

/** Typed fetchers of the agreements API (gateway `/api/agreements`). */

const base = (id: string) => `/api/agreements/${encodeURIComponent(id)}`;

/** Creates an agreement; the caller (logged in or anonymous) becomes its initiator. */
export function createAgreement(body: CreateAgreementBody): Promise<{ id: string }> {
  return apiJson<{ id: string }>('POST', '/api/agreements', body);
}

export function fetchAgreement(id: string): Promise<Agreement> {
  return apiJson<Agreement>('GET', base(id));
}

/** The questions of the caller's current round, with the rules among them and the caller's saved answers. */
export function fetchAgreementQuestions(id: string): Promise<AgreementQuestion[]> {
  return apiJson<AgreementQuestion[]>('GET', `${base(id)}/questions`);
}

export function fetchComparison(id: string): Promise<Comparison> {
  return apiJson<Comparison>('GET', `${base(id)}/comparison`);
}

/** Saves one answer as the respondent goes (the final submit still sends them all). */
export async function saveAnswer(id: string, questionId: string, response: boolean): Promise<void> {
  await apiRequest('POST', `${base(id)}/questions/${encodeURIComponent(questionId)}/answers`, { response });
}

/** The final submit of a round: marks the caller as responded. */
export function submitAnswers(id: string, answers: Record<string, boolean>): Promise<Agreement> {
  return apiJson<Agreement>('POST', `${base(id)}/answers`, { answers });
}

export function startNextRound(id: string): Promise<Agreement> {
  return apiJson<Agreement>('POST', `${base(id)}/nextRound`);
}

export function markDisagreement(id: string): Promise<Agreement> {
  return apiJson<Agreement>('POST', `${base(id)}/disagreement`);
}

export function updateExpectedParticipants(id: string, expectedParticipants: number): Promise<Agreement> {
  return apiJson<Agreement>('PUT', `${base(id)}/expected-participants`, { expectedParticipants });
}

export async function deleteAgreement(id: string): Promise<void> {
  await apiRequest('DELETE', base(id));
}

export function fetchActiveAgreements(): Promise<AgreementSummary[]> {
  return apiJson<AgreementSummary[]>('GET', '/api/agreements/active');
}

export function fetchCompletedAgreements(): Promise<AgreementSummary[]> {
  return apiJson<AgreementSummary[]>('GET', '/api/agreements/completed');
}
