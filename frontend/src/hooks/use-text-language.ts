import type { AgreementLanguageBody } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setTextLanguage } from '../api/agreements';
import { queryKeys } from '../api/query-keys';
import { hooksT } from './texts';
import { storeAgreement } from './use-agreement';

/**
 * A party chooses the language of the legal text and the English appendix (result page; docs/languages.md).
 * Stores the agreement the server answers with and asks for the text and the signatures again: the text is made
 * anew in the language chosen, and whether it can be signed follows it.
 */
export function useSetTextLanguage(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementLanguageBody) => setTextLanguage(agreementId, body),
    meta: {
      errorToast: () => ({ title: hooksT('textLanguage.saveFailed') }),
      successToast: () => ({ title: hooksT('textLanguage.saved'), variant: 'success' }),
    },
    onSuccess: (agreement) =>
      Promise.all([
        storeAgreement(queryClient, agreement),
        queryClient.invalidateQueries({
          predicate: (query) =>
            String(query.queryKey[0]).startsWith(queryKeys.legalText(agreementId, 'full')[0].split('?')[0]!),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.signatures(agreementId) }),
      ]),
  });
}
