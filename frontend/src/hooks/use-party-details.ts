import type { PartyDetailsBody } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { storeAgreement } from './use-agreement';

/**
 * 'Dine opplysninger i avtalen' on the result page: saves the caller's date of birth and/or address and
 * stores the agreement the server answers with. The result page asks for a waiting final text again
 * when it sees the agreement change (the caller's `hasDetails`), as it does for others' changes.
 */
export function useSetPartyDetails(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyDetailsBody) => agreementsApi.setPartyDetails(agreementId, body),
    // The card shows a refusal under its fields or above 'Lagre', not in a toast.
    meta: { errorToast: false },
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
