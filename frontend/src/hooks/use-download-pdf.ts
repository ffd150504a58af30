import { useMutation } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import type { DocumentVariant } from '../api/agreements';
import { saveBlob } from '../lib/download';

/**
 * 'Last ned PDF': fetches the PDF of a variant (the server may take several seconds to render it) and
 * saves it under `fileName`.
 */
export function useDownloadPdf(agreementId: string) {
  return useMutation({
    mutationFn: async ({ variant, fileName }: { variant: DocumentVariant; fileName: string }) => {
      const blob = await agreementsApi.fetchAgreementPdf(agreementId, variant);
      saveBlob(blob, fileName);
    },
  });
}
