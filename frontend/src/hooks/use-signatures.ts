import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import * as signaturesApi from '../api/signatures';
import { hooksT } from './texts';

/** While the sealed PDF of a fully signed agreement is being made, its hash is asked for this often. */
export const SEAL_POLL_MS = 3000;

/**
 * Who has signed an agreement and what the caller may do (issue 18). Others sign while the page is open:
 * the page refetches it when the agreement changes; once everyone has signed it is asked again until the
 * sealed PDF's SHA-256 is there.
 */
export function useSignatures(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.signatures(id),
    queryFn: () => signaturesApi.fetchSignatures(id),
    enabled: enabled && id !== '',
    refetchOnMount: 'always',
    refetchInterval: (query) => {
      const view = query.state.data;
      return view?.status === 'signed' && view.pdfSha256 === null ? SEAL_POLL_MS : false;
    },
  });
}

/** After a signature or a void: the signatures, the agreement (its status and frozen text) and the dashboard. */
export function refreshAfterSigning(queryClient: QueryClient, id: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.signatures(id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.agreement(id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activeAgreements }),
    queryClient.invalidateQueries({ queryKey: queryKeys.completedAgreements }),
  ]);
}

/** 'Annuller signaturene'. */
export function useVoidSignatures(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signaturesApi.voidSignatures(id),
    meta: {
      errorToast: () => ({ title: hooksT('signatures.voidFailed') }),
      successToast: () => ({
        title: hooksT('signatures.voided'),
        description: hooksT('signatures.voidedText'),
        variant: 'info',
      }),
    },
    onSuccess: () => refreshAfterSigning(queryClient, id),
  });
}
