import type { AnswerValue } from '@avtalt/logic';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { queryKeys } from '../api/query-keys';
import { hooksT } from './texts';
import { storeAgreement } from './use-agreement';

/**
 * `checkWords` gives a refusal's message in the reader's language (a value check's message is the topic's,
 * which the server sends in bokmål; the flow knows its translation).
 */
type CheckWords = (message: string) => string;

/** Saves one answer as the respondent goes; the answer counts (comparison) are fetched again. */
export function useSaveAnswer(agreementId: string, checkWords?: CheckWords) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      questionId,
      response,
      confirmedWarning = false,
    }: {
      questionId: string;
      response: AnswerValue;
      confirmedWarning?: boolean;
    }) => agreementsApi.saveAnswer(agreementId, questionId, response, confirmedWarning),
    meta: { errorToast: () => ({ title: hooksT('answers.saveFailed'), translate: checkWords }) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.comparison(agreementId) }),
  });
}

/** The final submit of a round; the agreement the server returns replaces the cached one. */
export function useSubmitAnswers(agreementId: string, checkWords?: CheckWords) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      answers,
      confirmedWarnings = [],
    }: {
      answers: Record<string, AnswerValue>;
      confirmedWarnings?: readonly string[];
    }) => agreementsApi.submitAnswers(agreementId, answers, confirmedWarnings),
    meta: { errorToast: () => ({ title: hooksT('answers.submitFailed'), translate: checkWords }) },
    onSuccess: (agreement) => storeAgreement(queryClient, agreement),
  });
}
