import type { AmendmentBody } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposeAmendment } from '../api/amendments';
import { queryKeys } from '../api/query-keys';
import type { MutationToastMeta } from '../api/toast-policy';

/**
 * «Foreslå endringer» (docs/amendments.md): makes the next version; the dashboard's lists and the signed
 * agreement (it now has an open amendment) are read again. `meta`: the caller's toasts (api/toast-policy.ts).
 */
export function useProposeAmendment(agreementId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: AmendmentBody) => proposeAmendment(agreementId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.agreement(agreementId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeAgreements });
      void queryClient.invalidateQueries({ queryKey: queryKeys.completedAgreements });
    },
  });
}
