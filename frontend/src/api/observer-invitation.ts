import type { Agreement } from '@avtalt/contracts';
import { apiJson } from './http';

/**
 * The caller accepts the invitation to read an agreement as an observer (docs/observers.md), for their
 * account's confirmed address: 401 not logged in, 403 the address not confirmed, 404 no invitation to it,
 * 409 the caller is a party. Answers with the agreement.
 */
export function acceptObserver(id: string): Promise<Agreement> {
  return apiJson<Agreement>('POST', `/api/agreements/${encodeURIComponent(id)}/observers/accept`);
}
