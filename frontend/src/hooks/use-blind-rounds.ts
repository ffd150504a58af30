import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { storeAgreement } from './use-agreement';

/** 'Skjul svarene til alle har svart' on the share page (initiator only; docs/blind-rounds-and-finishing.md). */
export function useSetBlind(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blind: boolean) => agreementsApi.setBlind(agreementId, blind),
    meta: {
      errorToast: { title: 'Kunne ikke lagre valget' },
      successToast: (_agreement, blind) =>
        blind
          ? {
              title: 'Svarene skjules',
              description: 'Ingen ser de andres svar før alle har svart i runden.',
              variant: 'success',
            }
          : {
              title: 'Svarene vises',
              description: 'Alle ser svarene etter hvert som de kommer.',
              variant: 'success',
            },
    },
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
