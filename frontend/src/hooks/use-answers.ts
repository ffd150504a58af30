import type { AnswerValue } from '@avtalt/logic';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { queryKeys } from '../api/query-keys';
import { storeAgreement } from './use-agreement';

/** Saves one answer as the respondent goes; the answer counts (comparison) are fetched again. */
export function useSaveAnswer(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, response }: { questionId: string; response: AnswerValue }) =>
      agreementsApi.saveAnswer(agreementId, questionId, response),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.comparison(agreementId) }),
  });
}

/** The final submit of a round; the agreement the server returns replaces the cached one. */
export function useSubmitAnswers(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, AnswerValue>) => agreementsApi.submitAnswers(agreementId, answers),
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
