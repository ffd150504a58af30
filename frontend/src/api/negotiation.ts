import type { Comparison, ProposalOption } from '@avtalt/contracts';
import { apiJson } from './http';

/**
 * Negotiation between rounds (issue 19, docs/negotiation.md): proposals, private marks and model drafts.
 * Every command but the draft answers the caller's comparison, which the page shows as it is.
 */

const base = (id: string) => `/api/agreements/${encodeURIComponent(id)}`;
const question = (id: string, questionId: string) =>
  `${base(id)}/questions/${encodeURIComponent(questionId)}`;

/** Puts an option (`library:0`, `midpoint`, `answer:<pid>`, `model:<uuid>`) forward for a disputed question. */
export function propose(id: string, questionId: string, proposalId: string): Promise<Comparison> {
  return apiJson<Comparison>('POST', `${base(id)}/proposals`, { questionId, proposalId });
}

export function acceptProposal(id: string, proposalId: string): Promise<Comparison> {
  return apiJson<Comparison>('POST', `${base(id)}/proposals/${encodeURIComponent(proposalId)}/accept`);
}

export function declineProposal(id: string, proposalId: string): Promise<Comparison> {
  return apiJson<Comparison>('POST', `${base(id)}/proposals/${encodeURIComponent(proposalId)}/decline`);
}

/** 'Jeg kan godta det andre svaret' (private until matched). */
export function setConcession(id: string, questionId: string, canAccept: boolean): Promise<Comparison> {
  return apiJson<Comparison>('PUT', `${question(id, questionId)}/concession`, { canAccept });
}

/** 'Viktig for meg' (private until matched). */
export function setImportance(id: string, questionId: string, important: boolean): Promise<Comparison> {
  return apiJson<Comparison>('PUT', `${question(id, questionId)}/importance`, { important });
}

/** The caller's private limit on a disputed amount (kroner) or date (`YYYY-MM-DD`), once per round. */
export function setLimit(id: string, questionId: string, value: number | string): Promise<Comparison> {
  return apiJson<Comparison>('PUT', `${question(id, questionId)}/limit`, { value });
}

/** Asks the language model for a draft (logged-in participants; answers the stored `model:` option). */
export function draftProposal(id: string, questionId: string): Promise<ProposalOption> {
  return apiJson<ProposalOption>('POST', `${question(id, questionId)}/proposal-drafts`);
}
