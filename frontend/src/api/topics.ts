import type { CreateTopicBody, Topic } from '@avtalt/contracts';
import { apiJson } from './http';

/** Every public topic of the catalogue, for the topic picker on the front page. */
export function fetchTopics(): Promise<Topic[]> {
  return apiJson<Topic[]>('GET', '/api/topics');
}

/** The featured topics ('Populære temaer'). */
export function fetchFeaturedTopics(): Promise<Topic[]> {
  return apiJson<Topic[]>('GET', '/api/topics/featured');
}

/**
 * Publishes a custom topic under 'Alle temaer' (logged-in users, spec §4). Ordinary users use the
 * admin path too, always with featured false.
 */
export function publishTopic(body: { title: string; description: string }): Promise<Topic> {
  const payload: CreateTopicBody = { ...body, featured: false };
  return apiJson<Topic>('POST', '/api/admin/topics', payload);
}
