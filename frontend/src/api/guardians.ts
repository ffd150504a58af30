import type { Agreement } from '@avtalt/contracts';
import { apiJson } from './http';

/**
 * Typed fetchers of the commands on a party's guardian (docs/guardians.md): the party under 18 invites their
 * guardian by address; the party or the guardian ends it before anyone has signed. Each answers with the
 * agreement as the caller sees it. Accepting is the guardian's, in guardian-invitation.ts: each page
 * downloads only its own.
 */

const base = (id: string) => `/api/agreements/${encodeURIComponent(id)}`;

/** The party under 18 invites the owner of `email` as their guardian (201; 409 not under 18 or one invited). */
export function inviteGuardian(id: string, email: string): Promise<Agreement> {
  return apiJson<Agreement>('POST', `${base(id)}/guardian`, { email });
}

/** The party or the guardian ends it (409 AGREEMENT_FROZEN once someone has signed). */
export function removeGuardian(id: string, guardianId: string): Promise<Agreement> {
  return apiJson<Agreement>('DELETE', `${base(id)}/guardians/${encodeURIComponent(guardianId)}`);
}
