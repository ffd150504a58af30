import type { Topic, UpdateTopicBody } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as topicsApi from '../api/admin-topics';
import { queryKeys } from '../api/query-keys';
import type { MutationToastMeta } from '../api/toast-policy';

/** Every topic (admin spec §2, 'Available Topics'). */
export function useAdminTopics() {
  return useQuery({ queryKey: queryKeys.adminTopics, queryFn: topicsApi.fetchAdminTopics });
}

/** `meta`: the caller's toasts (api/toast-policy.ts). */
export function useCreateTopic(meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: topicsApi.createTopic,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminTopics }),
  });
}

/**
 * Changes a topic (the list features and unfeatures) and puts the server's answer into the list. `meta`:
 * the caller's toasts (api/toast-policy.ts).
 */
export function useUpdateTopic(meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTopicBody }) => topicsApi.updateTopic(id, body),
    meta,
    onSuccess: (topic) => {
      queryClient.setQueryData<Topic[]>(queryKeys.adminTopics, (topics) =>
        topics?.map((t) => (t.id === topic.id ? { ...t, ...topic } : t)),
      );
    },
  });
}

/** Deletes a topic and forgets everything cached about it. `meta`: the caller's toasts (api/toast-policy.ts). */
export function useDeleteTopic(meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: topicsApi.deleteTopic,
    meta,
    onSuccess: (_void, id) => {
      queryClient.setQueryData<Topic[]>(queryKeys.adminTopics, (topics) =>
        topics?.filter((t) => t.id !== id),
      );
      queryClient.removeQueries({ queryKey: queryKeys.topicTemplates(id) });
      queryClient.removeQueries({ queryKey: queryKeys.topicLogic(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.adminTopics });
    },
  });
}
