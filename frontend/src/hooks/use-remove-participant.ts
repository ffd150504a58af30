import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { storeAgreement } from './use-agreement';

/** 'Fjern' (initiator): removes a participant who has not answered; the comparison is fetched again. */
export function useRemoveParticipant(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) => agreementsApi.removeParticipant(agreementId, participantId),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
