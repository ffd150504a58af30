import type { ObligationsView, PaymentStep } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchStatementPdf, recordPayment } from '../api/obligations';
import { queryKeys } from '../api/query-keys';
import { hooksT } from './texts';
import { downloadWhenReady } from './use-download-pdf';

/** The payment schedule of an agreement (docs/obligations.md), through the default fetcher; asked once it is finished. */
export function useObligations(agreementId: string, enabled: boolean) {
  return useQuery<ObligationsView>({ queryKey: queryKeys.obligations(agreementId), enabled });
}

/**
 * «Marker som betalt» and «Bekreft mottatt»: stores the schedule the server answers with. The toasts come from
 * the meta (api/toast-policy.ts).
 */
export function useRecordPayment(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, step }: { itemId: string; step: PaymentStep }) =>
      recordPayment(agreementId, itemId, step),
    meta: {
      errorToast: () => ({ title: hooksT('obligations.saveFailed') }),
      successToast: (_view, variables) => {
        const { step } = variables as { step: PaymentStep };
        return step === 'paid'
          ? {
              title: hooksT('obligations.paid'),
              description: hooksT('obligations.paidText'),
              variant: 'success',
            }
          : {
              title: hooksT('obligations.received'),
              description: hooksT('obligations.receivedText'),
              variant: 'success',
            };
      },
    },
    onSuccess: (view) => queryClient.setQueryData(queryKeys.obligations(agreementId), view),
  });
}

/** «Last ned betalingsoversikt»: the statement PDF, asked again while it is made, saved as `fileName`. */
export function useDownloadStatement(agreementId: string) {
  return useMutation({
    mutationFn: (fileName: string) => downloadWhenReady(() => fetchStatementPdf(agreementId), fileName),
    meta: { errorToast: () => ({ title: hooksT('obligations.statementFailed') }) },
  });
}
