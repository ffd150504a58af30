import { useQuery } from '@tanstack/react-query';
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
