import type { AmendmentBody } from '@avtalt/contracts';
import { apiJson } from './http';

/**
 * A party of a signed agreement proposes its next version (docs/amendments.md): the questions to answer again
 * and new yes/no questions. Answers with the new version's id (201; 409 not signed, replaced, or one open).
 */
export function proposeAmendment(id: string, body: AmendmentBody): Promise<{ id: string }> {
  return apiJson<{ id: string }>('POST', `/api/agreements/${encodeURIComponent(id)}/amendments`, body);
}
