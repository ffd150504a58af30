import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import * as topicsApi from '../api/topics';

/** Every public topic ('Alle temaer'). */
export function useTopics() {
  return useQuery({ queryKey: queryKeys.topics, queryFn: topicsApi.fetchTopics });
}

/** The featured topics ('Populære temaer'). */
export function useFeaturedTopics() {
  return useQuery({ queryKey: queryKeys.featuredTopics, queryFn: topicsApi.fetchFeaturedTopics });
}

/** Publishes a custom topic; on success the topic lists are fetched again (spec §7). */
export function usePublishTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: topicsApi.publishTopic,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.topics }),
        queryClient.invalidateQueries({ queryKey: queryKeys.featuredTopics }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminTopics }),
      ]),
  });
}
