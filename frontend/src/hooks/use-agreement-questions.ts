import { useQuery } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { queryKeys } from '../api/query-keys';

/** The caller's questions in the current round; fetched anew on every visit, as a new round changes them. */
export function useAgreementQuestions(id: string) {
  return useQuery({
    queryKey: queryKeys.agreementQuestions(id),
    queryFn: () => agreementsApi.fetchAgreementQuestions(id),
    enabled: id !== '',
    refetchOnMount: 'always',
  });
}
