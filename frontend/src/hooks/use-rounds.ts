import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { storeAgreement } from './use-agreement';

/** 'Start neste runde': the questions of the new round are fetched before the flow opens. */
export function useStartNextRound(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => agreementsApi.startNextRound(agreementId),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}

/** 'Vi ble ikke enige' (round 1, logged in): ends the agreement with disagreement. */
export function useMarkDisagreement(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => agreementsApi.markDisagreement(agreementId),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
