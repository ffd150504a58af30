import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { storeAgreement } from './use-agreement';

/** 'Skjul svarene til alle har svart' on the share page (initiator only; docs/blind-rounds-and-finishing.md). */
export function useSetBlind(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blind: boolean) => agreementsApi.setBlind(agreementId, blind),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
