import type { Agreement } from '@avtalt/contracts';
import { apiJson } from './http';

/**
 * Typed fetchers of a party's commands on an agreement's observers (docs/observers.md): someone a party
 * invites by address to read along. Each answers with the agreement as the caller sees it. Accepting is
 * the invited person's, in observer-invitation.ts: each page downloads only its own.
 */

const base = (id: string) => `/api/agreements/${encodeURIComponent(id)}/observers`;

/** A party invites the owner of `email` to read along (201; 409 already invited or the limit reached). */
export function inviteObserver(id: string, email: string): Promise<Agreement> {
  return apiJson<Agreement>('POST', base(id), { email });
}

/** The one who invited them, or the observer, ends it. */
export function removeObserver(id: string, observerId: string): Promise<Agreement> {
  return apiJson<Agreement>('DELETE', `${base(id)}/${encodeURIComponent(observerId)}`);
}
