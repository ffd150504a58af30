import type { Agreement } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { hooksT } from './texts';
import { storeAgreement } from './use-agreement';

/** 'Hvor mange skal være med?' on the share page (initiator only). */
export function useUpdateExpectedParticipants(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedParticipants: number) =>
      agreementsApi.updateExpectedParticipants(agreementId, expectedParticipants),
    meta: {
      errorToast: () => ({ title: hooksT('expected.saveFailed') }),
      successToast: (agreement) => ({
        title: hooksT('expected.saved'),
        description: hooksT('expected.savedText', { n: (agreement as Agreement).expectedParticipants }),
        variant: 'success',
      }),
    },
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
