import type { CatalogueUpdate } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../api/admin-catalogue-updates';
import { queryKeys } from '../api/query-keys';
import type { ToastOptions } from '../components/toast/toast-context';
import { hooksT } from './texts';

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

/**
 * After a decision the topic list's notice and (when taken) the topic's questions and rules are read again.
 * `done`: the toast that announces it (api/toast-policy.ts), made when it is shown.
 */
function useDecision(
  topicId: string,
  decide: (version: string) => Promise<CatalogueUpdate>,
  done: () => ToastOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    meta: {
      errorToast: () => ({
        title: hooksT('catalogueUpdate.error'),
        fallback: hooksT('catalogueUpdate.saveFailed'),
      }),
      successToast: done,
    },
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

/** `topicTitle`: named in the toast. */
export function useTakeCatalogueUpdate(topicId: string, topicTitle: string) {
  return useDecision(
    topicId,
    (version) => api.takeCatalogueUpdate(topicId, version),
    () => ({ title: hooksT('catalogueUpdate.taken'), description: topicTitle, variant: 'success' }),
  );
}

export function useKeepCatalogueVersion(topicId: string, topicTitle: string) {
  return useDecision(
    topicId,
    (version) => api.keepCatalogueVersion(topicId, version),
    () => ({ title: hooksT('catalogueUpdate.kept'), description: topicTitle, variant: 'success' }),
  );
}
