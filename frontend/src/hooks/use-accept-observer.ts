import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptObserver } from '../api/observer-invitation';
import type { MutationToastMeta } from '../api/toast-policy';
import { storeAgreement } from './use-agreement';

/**
 * «Ta imot invitasjonen» (docs/observers.md): the logged-in caller becomes an observer; the agreement they
 * now read along in replaces the cached one. `meta`: the caller's toasts (api/toast-policy.ts).
 */
export function useAcceptObserver(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: () => acceptObserver(agreementId),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
