import { useQuery } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { queryKeys } from '../api/query-keys';

/**
 * The answers of the current round side by side. Fetched whenever a page using it opens; pages that
 * want it live open `useAgreementSocket`, which refetches it on `agreement_updated`.
 */
export function useComparison(id: string) {
  return useQuery({
    queryKey: queryKeys.comparison(id),
    queryFn: () => agreementsApi.fetchComparison(id),
    enabled: id !== '',
    refetchOnMount: 'always',
  });
}
