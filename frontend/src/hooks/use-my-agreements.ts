import type { AgreementSummary } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { queryKeys } from '../api/query-keys';
import { hooksT } from './texts';

/** 'Pågående avtaler' of the dashboard; others move agreements on, so it is fetched on every visit. */
export function useActiveAgreements() {
  return useQuery({
    queryKey: queryKeys.activeAgreements,
    queryFn: agreementsApi.fetchActiveAgreements,
    refetchOnMount: 'always',
  });
}

/** 'Fullførte avtaler' of the dashboard. */
export function useCompletedAgreements() {
  return useQuery({
    queryKey: queryKeys.completedAgreements,
    queryFn: agreementsApi.fetchCompletedAgreements,
    refetchOnMount: 'always',
  });
}

/** Deletes an agreement (initiator only), takes it out of the lists and forgets what was cached about it. */
export function useDeleteAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agreementsApi.deleteAgreement,
    meta: {
      errorToast: () => ({
        title: hooksT('agreements.deleteFailed'),
        fallback: hooksT('agreements.deleteFailedFallback'),
      }),
      successToast: () => ({ title: hooksT('agreements.deleted'), variant: 'success' }),
    },
    onSuccess: (_void, id) => {
      const without = (list: AgreementSummary[] | undefined) => list?.filter((a) => a.id !== id);
      queryClient.setQueryData<AgreementSummary[]>(queryKeys.activeAgreements, without);
      queryClient.setQueryData<AgreementSummary[]>(queryKeys.completedAgreements, without);
      queryClient.removeQueries({ queryKey: queryKeys.agreement(id) });
      queryClient.removeQueries({ queryKey: queryKeys.agreementQuestions(id) });
      queryClient.removeQueries({ queryKey: queryKeys.comparison(id) });
    },
  });
}
