import type { DeleteAccountBody, EraseAccountReply, ErasurePlan } from '@avtalt/contracts';
import { apiJson } from './http';

/* «Slett kontoen min» (docs/data-rights.md), used by «Min profil» only. */

export const erasureKeys = { plan: ['/api/auth/account/erasure'] as const };

/** What deleting the account would do to each agreement. */
export function fetchErasurePlan(): Promise<ErasurePlan> {
  return apiJson<ErasurePlan>('GET', '/api/auth/account/erasure');
}

export function deleteAccount(body: DeleteAccountBody): Promise<EraseAccountReply> {
  return apiJson<EraseAccountReply>('DELETE', '/api/auth/account', body);
}
