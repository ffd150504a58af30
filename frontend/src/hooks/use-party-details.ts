import type { PartyDetailsBody } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { queryKeys } from '../api/query-keys';
import { storeAgreement } from './use-agreement';

/**
 * 'Dine opplysninger i avtalen' on the result page: saves the caller's date of birth and/or address.
 * The final text may have been waiting for them (409 PARTY_DETAILS_MISSING), so it is asked for again.
 */
export function useSetPartyDetails(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyDetailsBody) => agreementsApi.setPartyDetails(agreementId, body),
    onSuccess: (agreement) =>
      Promise.all([
        storeAgreement(queryClient, agreement),
        queryClient.invalidateQueries({ queryKey: queryKeys.legalText(agreementId, 'full') }),
      ]),
  });
}
