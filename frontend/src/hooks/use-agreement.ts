import type { Agreement } from '@avtalt/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { queryKeys } from '../api/query-keys';
import { rememberViewer } from '../lib/anonymous-id';

/**
 * One agreement. Others change it (answers, rounds), so it is fetched again whenever a page using it
 * opens. An anonymous caller's id is mirrored into sessionStorage (spec §7).
 */
export function useAgreement(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.agreement(id),
    queryFn: async () => {
      const agreement = await agreementsApi.fetchAgreement(id);
      rememberViewer(agreement.viewer);
      return agreement;
    },
    enabled: enabled && id !== '',
    refetchOnMount: 'always',
  });
}

/** Puts an agreement the server returned into the cache and marks what depends on it as out of date. */
export function storeAgreement(queryClient: QueryClient, agreement: Agreement): Promise<unknown> {
  queryClient.setQueryData(queryKeys.agreement(agreement.id), agreement);
  rememberViewer(agreement.viewer);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.comparison(agreement.id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.agreementQuestions(agreement.id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activeAgreements }),
    queryClient.invalidateQueries({ queryKey: queryKeys.completedAgreements }),
  ]);
}
