import { useQuery } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { queryKeys } from '../api/query-keys';

/** How often the comparison is fetched again while no chat connection pushes updates. */
export const COMPARISON_REFRESH_MS = 5000;

/**
 * The answers of the current round side by side. `live` refetches every 5 s (the comparison page,
 * until the chat socket reports `agreement_updated`); the question flow reads it once for its badges.
 */
export function useComparison(id: string, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.comparison(id),
    queryFn: () => agreementsApi.fetchComparison(id),
    enabled: id !== '',
    refetchOnMount: 'always',
    refetchInterval: live ? COMPARISON_REFRESH_MS : false,
  });
}
