import { useQuery } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import type { DocumentVariant } from '../api/agreements';
import { queryKeys } from '../api/query-keys';

/**
 * The legal text of one variant as an HTML document (the result page's partial agreement or protocol).
 * The points agreed so far change as others answer, so it is fetched again whenever the page opens.
 */
export function useLegalText(
  id: string,
  variant: DocumentVariant,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: queryKeys.legalText(id, variant),
    queryFn: async () => (await agreementsApi.fetchLegalText(id, variant)).html,
    enabled: enabled && id !== '',
    refetchOnMount: 'always',
  });
}
