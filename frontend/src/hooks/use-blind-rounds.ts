import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { hooksT } from './texts';
import { storeAgreement } from './use-agreement';

/** 'Skjul svarene til alle har svart' on the share page (initiator only; docs/blind-rounds-and-finishing.md). */
export function useSetBlind(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blind: boolean) => agreementsApi.setBlind(agreementId, blind),
    meta: {
      errorToast: () => ({ title: hooksT('blind.saveFailed') }),
      successToast: (_agreement, blind) =>
        blind
          ? { title: hooksT('blind.hidden'), description: hooksT('blind.hiddenText'), variant: 'success' }
          : { title: hooksT('blind.shown'), description: hooksT('blind.shownText'), variant: 'success' },
    },
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
