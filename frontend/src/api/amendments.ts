import type { AmendmentBody, EndingBody } from '@avtalt/contracts';
import { apiJson } from './http';

/**
 * A party of a signed agreement proposes its next version (docs/amendments.md): the questions to answer again
 * and new yes/no questions. Answers with the new version's id (201; 409 not signed, replaced, or one open).
 */
export function proposeAmendment(id: string, body: AmendmentBody): Promise<{ id: string }> {
  return apiJson<{ id: string }>('POST', `/api/agreements/${encodeURIComponent(id)}/amendments`, body);
}

/**
 * A party of a signed agreement proposes to end it together from `endsOn`: the next version, whose one question
 * is whether it ends from that date. Answers with the new version's id (201; 400 a date in the past or more than
 * five years ahead; 409 not signed, replaced, one open, or already ended).
 */
export function proposeEnding(id: string, body: EndingBody): Promise<{ id: string }> {
  return apiJson<{ id: string }>('POST', `/api/agreements/${encodeURIComponent(id)}/ending`, body);
}
