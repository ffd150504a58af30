import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import type { MutationToastMeta } from '../api/toast-policy';
import { storeAgreement } from './use-agreement';

/**
 * 'Start neste runde': the questions of the new round are fetched before the flow opens. `meta`: the
 * caller's toasts (api/toast-policy.ts).
 */
export function useStartNextRound(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: () => agreementsApi.startNextRound(agreementId),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}

/** 'Vi ble ikke enige' (round 1, logged in): ends the agreement with disagreement. */
export function useMarkDisagreement(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: () => agreementsApi.markDisagreement(agreementId),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
