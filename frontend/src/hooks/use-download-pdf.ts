import { DocumentMessages } from '@avtalt/contracts';
import { useMutation } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import type { DocumentVariant, PdfAnswer } from '../api/agreements';
import { saveBlob } from '../lib/download';
import { pollUntilDone } from '../lib/poll';
import { serverText } from '../lib/server-text';

/** How long 'Last ned PDF' waits for the PDF to be made before it says so. */
export const PDF_MAX_WAIT_MS = 90_000;

/**
 * 'Last ned PDF': asks for the PDF of a variant until the server has made it (202 while its render
 * job runs; asked again with a growing delay, at most {@link PDF_MAX_WAIT_MS} in all), then saves it
 * under `fileName`. Waiting too long ends with a {@link WaitTimeoutError} in the language in use.
 */
export function useDownloadPdf(agreementId: string) {
  return useMutation({
    // The result page words a failure itself: a text still waiting for details is news, not an error.
    meta: { errorToast: false },
    mutationFn: ({ variant, fileName }: { variant: DocumentVariant; fileName: string }) =>
      downloadWhenReady(() => agreementsApi.fetchAgreementPdf(agreementId, variant), fileName),
  });
}

/** Asks `fetchOnce` until the PDF is made (at most {@link PDF_MAX_WAIT_MS}), then saves it as `fileName`. */
export async function downloadWhenReady(
  fetchOnce: () => Promise<PdfAnswer>,
  fileName: string,
): Promise<void> {
  const blob = await pollUntilDone(
    async () => {
      const answer = await fetchOnce();
      return answer.status === 'ready'
        ? { done: true as const, value: answer.blob }
        : { done: false as const, retryAfterSeconds: answer.retryAfterSeconds };
    },
    { maxWaitMs: PDF_MAX_WAIT_MS, timeoutMessage: serverText(DocumentMessages.pdfTimeout) },
  );
  saveBlob(blob, fileName);
}
