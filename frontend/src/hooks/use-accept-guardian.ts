import type { AcceptGuardianBody } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptGuardian } from '../api/guardian-invitation';
import type { MutationToastMeta } from '../api/toast-policy';
import { storeAgreement } from './use-agreement';

/**
 * «Godta som verge» (docs/guardians.md): the logged-in caller becomes the guardian of the party who invited
 * them; the agreement they now read and sign replaces the cached one. `meta`: the caller's toasts
 * (api/toast-policy.ts).
 */
export function useAcceptGuardian(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: AcceptGuardianBody) => acceptGuardian(agreementId, body),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
