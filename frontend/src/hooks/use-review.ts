import type { ReviewView } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmReview, setReview } from '../api/review';
import { queryKeys } from '../api/query-keys';
import { hooksT } from './texts';

/** When the signed agreement is to be looked at again (docs/reviews.md), through the default fetcher. */
export function useReview(agreementId: string, enabled: boolean) {
  return useQuery<ReviewView>({ queryKey: queryKeys.review(agreementId), enabled });
}

/**
 * «Lagre dato» and «Avtalen gjelder fortsatt»: stores the review the server answers with. The toasts come from
 * the meta (api/toast-policy.ts).
 */
export function useRecordReview(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { step: 'set'; reviewOn: string } | { step: 'confirmed' }) =>
      input.step === 'set' ? setReview(agreementId, input.reviewOn) : confirmReview(agreementId),
    meta: {
      errorToast: () => ({ title: hooksT('review.saveFailed') }),
      successToast: (_view, variables) =>
        (variables as { step: string }).step === 'set'
          ? {
              title: hooksT('review.dateSaved'),
              description: hooksT('review.dateSavedText'),
              variant: 'success',
            }
          : {
              title: hooksT('review.confirmed'),
              description: hooksT('review.confirmedText'),
              variant: 'success',
            },
    },
    onSuccess: (view) => queryClient.setQueryData(queryKeys.review(agreementId), view),
  });
}
