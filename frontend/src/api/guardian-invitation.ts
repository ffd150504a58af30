import type { AcceptGuardianBody, Agreement } from '@avtalt/contracts';
import { apiJson } from './http';

/**
 * The caller accepts as the guardian of a party under 18 (docs/guardians.md), for their account's confirmed
 * address (the gateway asks identity for it; the browser never names it): 401 not logged in, 403 the address
 * not confirmed, 404 no invitation to it, 409 the caller is a party or under 18, 400 the form. Answers with
 * the agreement.
 */
export function acceptGuardian(id: string, body: AcceptGuardianBody): Promise<Agreement> {
  return apiJson<Agreement>('POST', `/api/agreements/${encodeURIComponent(id)}/guardian/accept`, body);
}
