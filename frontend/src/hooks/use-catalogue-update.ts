import type { CatalogueUpdate } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../api/admin-catalogue-updates';
import { queryKeys } from '../api/query-keys';

/** The catalogue update of a seeded topic (issue 33); the key is the URL, as every key of the app. */
export const catalogueUpdateKey = (topicId: string) =>
  [`/api/admin/topics/${topicId}/catalogue-update`] as const;

export function useCatalogueUpdate(topicId: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogueUpdateKey(topicId),
    queryFn: () => api.fetchCatalogueUpdate(topicId),
    enabled,
  });
}

/** After a decision the topic list's notice and (when taken) the topic's questions and rules are read again. */
function useDecision(topicId: string, decide: (version: string) => Promise<CatalogueUpdate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (update) => {
      queryClient.setQueryData(catalogueUpdateKey(topicId), update);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminTopics }),
        queryClient.invalidateQueries({ queryKey: queryKeys.topicTemplates(topicId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.topicLogic(topicId) }),
      ]);
    },
  });
}

export function useTakeCatalogueUpdate(topicId: string) {
  return useDecision(topicId, (version) => api.takeCatalogueUpdate(topicId, version));
}

export function useKeepCatalogueVersion(topicId: string) {
  return useDecision(topicId, (version) => api.keepCatalogueVersion(topicId, version));
}
