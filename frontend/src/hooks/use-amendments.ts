import type { AmendmentBody, EndingBody } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposeAmendment, proposeEnding } from '../api/amendments';
import { queryKeys } from '../api/query-keys';
import type { MutationToastMeta } from '../api/toast-policy';

/** The signed agreement (it now has an open next version) and the dashboard's lists are read again. */
function useVersionStarted(agreementId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.agreement(agreementId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.activeAgreements });
    void queryClient.invalidateQueries({ queryKey: queryKeys.completedAgreements });
  };
}

/**
 * «Foreslå endringer» (docs/amendments.md): makes the next version; the dashboard's lists and the signed
 * agreement (it now has an open amendment) are read again. `meta`: the caller's toasts (api/toast-policy.ts).
 */
export function useProposeAmendment(agreementId: string, meta?: MutationToastMeta) {
  const onSuccess = useVersionStarted(agreementId);
  return useMutation({
    meta,
    mutationFn: (body: AmendmentBody) => proposeAmendment(agreementId, body),
    onSuccess,
  });
}

/**
 * «Avslutt avtalen»: makes the next version, which asks whether the agreement ends from the date; read again as
 * after an amendment. `meta`: the caller's toasts (api/toast-policy.ts).
 */
export function useProposeEnding(agreementId: string, meta?: MutationToastMeta) {
  const onSuccess = useVersionStarted(agreementId);
  return useMutation({
    meta,
    mutationFn: (body: EndingBody) => proposeEnding(agreementId, body),
    onSuccess,
  });
}
