import type { SignBody } from '@avtalt/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as eidApi from '../api/eid';
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

/**
 * Whether eID signing is offered (the operator connected a broker): asked once a session, when the dialog
 * opens. The key is the address, as the result page's «Krav til signering» asks it through the default fetcher.
 */
export function useEidStatus() {
  return useQuery({
    queryKey: ['/api/eid'],
    queryFn: eidApi.fetchEidStatus,
    // A query shows no toast unless it names one: without the answer, the dialog offers the other proofs.
    staleTime: Infinity,
  });
}

/** 'Signer med BankID': starts the login at the broker; the page then leaves for it (refusals shown in the dialog). */
export function useStartEidSigning(id: string) {
  return useMutation({
    mutationFn: (textSha256: string) => eidApi.startEidSigning(id, textSha256),
    meta: { errorToast: false },
  });
}

/** 'Signer' in the dialog (the page refreshes what changed in `onSigned`); refusals are shown in the dialog. */
export function useSign(id: string) {
  return useMutation({
    mutationFn: (body: SignBody) => signaturesApi.signAgreement(id, body),
    meta: { errorToast: false },
  });
}
