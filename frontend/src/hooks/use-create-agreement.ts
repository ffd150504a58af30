import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as agreementsApi from '../api/agreements';
import { queryKeys } from '../api/query-keys';

/** Creates an agreement (`{topic, title, description}`); the dashboard lists then change. */
export function useCreateAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agreementsApi.createAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeAgreements }),
  });
}
