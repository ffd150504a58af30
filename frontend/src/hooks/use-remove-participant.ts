import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import type { MutationToastMeta } from '../api/toast-policy';
import { storeAgreement } from './use-agreement';

/**
 * 'Fjern' (initiator): removes a participant who has not answered; the comparison is fetched again.
 * `meta`: the caller's toasts (api/toast-policy.ts).
 */
export function useRemoveParticipant(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (participantId: string) => agreementsApi.removeParticipant(agreementId, participantId),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
