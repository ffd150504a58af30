import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { storeAgreement } from './use-agreement';

/** 'Hvor mange skal være med?' on the share page (initiator only). */
export function useUpdateExpectedParticipants(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedParticipants: number) =>
      agreementsApi.updateExpectedParticipants(agreementId, expectedParticipants),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
