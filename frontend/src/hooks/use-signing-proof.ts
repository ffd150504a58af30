import type { SignBody } from '@avtalt/contracts';
import { useMutation } from '@tanstack/react-query';
import * as signaturesApi from '../api/signatures';

/*
 * The signing dialog's own calls. Only the dialog imports this module: anything the dialog shares with the
 * result page would be bundled into the result page's chunk (the dialog loads after it), and that chunk
 * would lose its manifest entry, which the route preload hints need (frontend/build/route-preloads.rules.ts).
 * So the dialog gets the text to show and what to refresh from the page, through its props.
 */

/** 'Send kode på e-post'. Refusals are shown in the dialog, in Norwegian, not in a toast. */
export function useRequestSigningCode(id: string) {
  return useMutation({ mutationFn: () => signaturesApi.requestSigningCode(id), meta: { errorToast: false } });
}

/** 'Signer' in the dialog (the page refreshes what changed in `onSigned`); refusals are shown in the dialog. */
export function useSign(id: string) {
  return useMutation({
    mutationFn: (body: SignBody) => signaturesApi.signAgreement(id, body),
    meta: { errorToast: false },
  });
}
