import type { Comparison } from '@avtalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as negotiationApi from '../api/negotiation';
import { queryKeys } from '../api/query-keys';

/**
 * The negotiation commands of the comparison page (issue 19). Each answers the caller's comparison, which
 * replaces the cached one at once; the others see the change through `agreement_updated`.
 */
export function useNegotiation(agreementId: string) {
  const queryClient = useQueryClient();
  const store = (comparison: Comparison) =>
    queryClient.setQueryData(queryKeys.comparison(agreementId), comparison);
  // A model draft answers only the new option: the comparison lists it, so fetch it again.
  const refetch = () => queryClient.invalidateQueries({ queryKey: queryKeys.comparison(agreementId) });
  // The negotiation UI shows a refusal beside the control that was used, not in a toast.
  const meta = { errorToast: false } as const;

  const propose = useMutation({
    meta,
    mutationFn: ({ questionId, optionId }: { questionId: string; optionId: string }) =>
      negotiationApi.propose(agreementId, questionId, optionId),
    onSuccess: store,
  });
  const accept = useMutation({
    meta,
    mutationFn: (proposalId: string) => negotiationApi.acceptProposal(agreementId, proposalId),
    onSuccess: store,
  });
  const decline = useMutation({
    meta,
    mutationFn: (proposalId: string) => negotiationApi.declineProposal(agreementId, proposalId),
    onSuccess: store,
  });
  const concession = useMutation({
    meta,
    mutationFn: ({ questionId, value }: { questionId: string; value: boolean }) =>
      negotiationApi.setConcession(agreementId, questionId, value),
    onSuccess: store,
  });
  const importance = useMutation({
    meta,
    mutationFn: ({ questionId, value }: { questionId: string; value: boolean }) =>
      negotiationApi.setImportance(agreementId, questionId, value),
    onSuccess: store,
  });
  const limit = useMutation({
    meta,
    mutationFn: ({ questionId, value }: { questionId: string; value: number | string }) =>
      negotiationApi.setLimit(agreementId, questionId, value),
    onSuccess: store,
  });
  const draft = useMutation({
    meta,
    mutationFn: (questionId: string) => negotiationApi.draftProposal(agreementId, questionId),
    onSuccess: () => refetch(),
  });
  return { propose, accept, decline, concession, importance, limit, draft };
}

export type NegotiationCommands = ReturnType<typeof useNegotiation>;
