import type { EidStatus, SignatureMethod } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import * as levelApi from '../api/signature-level';
import { hooksT } from './texts';
import { storeAgreement } from './use-agreement';

/**
 * The initiator chooses how every party must sign (result page). Stores the agreement the server answers
 * with, and asks for the signatures view again, which carries the level the signing dialog follows.
 */
export function useSetSignatureLevel(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: SignatureMethod) => levelApi.setSignatureLevel(agreementId, level),
    meta: {
      errorToast: () => ({ title: hooksT('signatureLevel.saveFailed') }),
      // The toast's words for the level now in force.
      successToast: (_agreement, level) => ({
        title: hooksT('signatureLevel.saved'),
        description: hooksT(`signatureLevel.${level as SignatureMethod}`),
        variant: 'success',
      }),
    },
    onSuccess: (agreement) =>
      Promise.all([
        storeAgreement(queryClient, agreement),
        queryClient.invalidateQueries({ queryKey: queryKeys.signatures(agreementId) }),
      ]),
  });
}

/**
 * Whether BankID is offered here (an eID broker is connected), for the initiator's choice: through the
 * default fetcher, under the key the signing dialog uses, so that neither imports the other's module.
 */
export function useEidOffered(enabled: boolean) {
  return useQuery<EidStatus>({ queryKey: ['/api/eid'], enabled });
}
