import { ErrorCode, type SignaturesView } from '@avtalt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DocumentVariant } from '../../api/agreements';
import { apiErrorCode, apiErrorMessage } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { useToast } from '../../components/toast/toast-context';
import { useAgreement } from '../../hooks/use-agreement';
import { useAgreementSocket } from '../../hooks/use-agreement-socket';
import { useUser } from '../../hooks/use-auth';
import { useDownloadPdf } from '../../hooks/use-download-pdf';
import { useLegalText } from '../../hooks/use-legal-text';
import { refreshAfterSigning, useSignatures } from '../../hooks/use-signatures';
import { WaitTimeoutError } from '../../lib/poll';
import { isPlan } from './party-details.rules';
import { documentVariant, legalTextSource, signedToast } from './result.rules';
import { eidOutcome, type SignAction } from './signing.rules';
import { useResultTexts } from './texts';

/**
 * The state of the result page: the agreement, its legal text, the signatures and the PDF download, kept
 * current while others give their details, sign or void; and the page's commands. Its toasts are its own
 * (the PDF's failures, signing unavailable, signed): each says something only this page knows.
 */
export function useResultPage(id: string) {
  const agreement = useAgreement(id);
  const { user, isLoading: userLoading } = useUser();
  const source = agreement.data ? legalTextSource(agreement.data) : null;
  const legalText = useLegalText(id, source?.kind === 'fetch' ? source.variant : 'partial', {
    enabled: source?.kind === 'fetch',
  });
  const download = useDownloadPdf(id);
  const toast = useToast();
  const t = useResultTexts();
  const queryClient = useQueryClient();
  const [signing, setSigning] = useState(false);
  // Signing is offered on a completed agreement's full text (not a plan) to a logged-in party.
  // An observer reads the text and never signs: the signatures are the parties' (the server refuses them).
  const signable =
    !!user &&
    !!agreement.data &&
    !agreement.data.youAreObserver &&
    documentVariant(agreement.data.status) === 'full' &&
    !isPlan(agreement.data);
  const signatures = useSignatures(id, { enabled: signable });
  // Others give their details (or log in) while the page is open: the agreement follows the pushes.
  useAgreementSocket(id);

  // The final text waits for every party (409): when the agreement changes, ask for it again.
  const waitingFor =
    agreement.data?.participants.map((p) => `${p.id}:${p.hasDetails === true}:${p.isAnonymous}`).join(',') ??
    '';
  const { isError: textFailed, isFetching: textFetching, refetch: refetchText } = legalText;
  const updatedAt = agreement.data?.updatedAt ?? '';
  useEffect(() => {
    if (textFailed && !textFetching) void refetchText();
    // Only a change of the agreement counts, not the failure itself (the page offers 'Se om den er klar').
  }, [waitingFor, updatedAt]);
  // Someone signed or voided (the agreement changed): who has signed is asked again.
  const { refetch: refetchSignatures } = signatures;
  const seenUpdate = useRef(updatedAt);
  useEffect(() => {
    if (seenUpdate.current === updatedAt) return;
    const first = seenUpdate.current === '';
    seenUpdate.current = updatedAt;
    if (signable && !first) void refetchSignatures();
  }, [updatedAt]);

  /** 'Last ned PDF'. A text still waiting for the parties' details is news (info), not an error. */
  const downloadPdf = async (variant: DocumentVariant, fileName: string) => {
    try {
      await download.mutateAsync({ variant, fileName });
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === ErrorCode.PartyDetailsMissing || code === ErrorCode.PartiesWithoutAccount) {
        toast({
          title: t('toasts.textNotReady'),
          description: apiErrorMessage(error, t('page.genericError')),
          variant: 'info',
        });
        return;
      }
      toast({
        title: t('toasts.downloadFailed'),
        description:
          error instanceof WaitTimeoutError ? error.message : apiErrorMessage(error, t('page.genericError')),
        variant: 'destructive',
      });
    }
  };

  /** 'Signer avtalen': the dialog, or the old toast when signing is off or its state cannot be read. */
  const startSigning = (action: SignAction) => {
    if (action === 'dialog') setSigning(true);
    // Signing is off (`SIGNING=off`) or its state cannot be read: the PDF can still be signed by hand.
    else
      toast({
        title: t('toasts.signingUnavailableTitle'),
        description: t('toasts.signingUnavailable'),
        variant: 'info',
      });
  };

  // Back from the broker (`?bankid=…`): said once as a toast, the address cleaned, and what changed fetched.
  const [search, setSearch] = useSearchParams();
  const bankid = search.get('bankid');
  const bankidCode = search.get('kode');
  useEffect(() => {
    const outcome = eidOutcome(bankid, bankidCode, t);
    if (!outcome) return;
    toast({
      title: outcome.message,
      variant: outcome.severity === 'error' ? 'destructive' : outcome.severity,
      duration: outcome.severity === 'error' ? 12_000 : undefined,
    });
    if (outcome.refresh) void refreshAfterSigning(queryClient, id);
    setSearch(
      (params) => {
        params.delete('bankid');
        params.delete('kode');
        return params;
      },
      { replace: true },
    );
  }, [bankid, bankidCode, id, queryClient, setSearch, toast, t]);

  const signed = () => {
    setSigning(false);
    // The toast says what is true after this signature: the last signer hears that all have signed.
    void refreshAfterSigning(queryClient, id).then(
      () =>
        toast({
          ...signedToast(queryClient.getQueryData<SignaturesView>(queryKeys.signatures(id)), t),
          variant: 'success',
        }),
      () => toast({ ...signedToast(undefined, t), variant: 'success' }),
    );
  };

  return {
    agreement,
    user,
    userLoading,
    source,
    legalText,
    download,
    signatures,
    signable,
    signing,
    downloadPdf,
    startSigning,
    signed,
    closeSigning: () => setSigning(false),
    textChanged: () => void refreshAfterSigning(queryClient, id),
    refetchText,
    refetchSignatures,
  };
}
