import type { CreateTopicBody, Topic, UpdateTopicBody } from '@avtalt/contracts';
import { apiJson, apiRequest } from './http';

/** Every topic, for the admin's topic list. */
export function fetchAdminTopics(): Promise<Topic[]> {
  return apiJson<Topic[]>('GET', '/api/admin/topics');
}

export function createTopic(body: CreateTopicBody): Promise<Topic> {
  return apiJson<Topic>('POST', '/api/admin/topics', body);
}

/** Changes some fields of a topic; the list uses it to feature or unfeature. */
export function updateTopic(id: string, body: UpdateTopicBody): Promise<Topic> {
  return apiJson<Topic>('PUT', `/api/admin/topics/${id}`, body);
}

export async function deleteTopic(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/topics/${id}`);
}
