import type { Agreement } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { storeAgreement } from './use-agreement';

/** 'Hvor mange skal være med?' on the share page (initiator only). */
export function useUpdateExpectedParticipants(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedParticipants: number) =>
      agreementsApi.updateExpectedParticipants(agreementId, expectedParticipants),
    meta: {
      errorToast: { title: 'Kunne ikke lagre antall deltakere' },
      successToast: (agreement) => ({
        title: 'Antall deltakere lagret',
        description: `Avtalen kan fullføres når ${(agreement as Agreement).expectedParticipants} har svart og alle er enige.`,
        variant: 'success',
      }),
    },
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
