import type {
  CreateTemplateBody,
  GenerateResponse,
  QuestionTemplate,
  UpdateTemplateBody,
} from '@avtalt/contracts';
import { apiJson, apiRequest } from './http';

/** One entry of a reorder request: only the id and the new order (admin spec §4). */
export interface TemplateOrder {
  id: string;
  order: string;
}

/** The question templates of a topic, sorted by order. */
export function fetchTopicTemplates(topicId: string): Promise<QuestionTemplate[]> {
  return apiJson<QuestionTemplate[]>('GET', `/api/admin/topics/${topicId}/templates`);
}

/** Creates a template; `id` is a UUID made by the client. */
export function createTemplate(topicId: string, body: CreateTemplateBody): Promise<QuestionTemplate> {
  return apiJson<QuestionTemplate>('POST', `/api/admin/topics/${topicId}/templates`, body);
}

/** Changes a template: every field but the id. */
export function updateTemplate(id: string, body: UpdateTemplateBody): Promise<QuestionTemplate> {
  return apiJson<QuestionTemplate>('PUT', `/api/admin/templates/${id}`, body);
}

export async function deleteTemplate(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/templates/${id}`);
}

/** Stores a new order of all templates of a topic; the answer is the list in that order. */
export function reorderTemplates(topicId: string, body: TemplateOrder[]): Promise<QuestionTemplate[]> {
  return apiJson<QuestionTemplate[]>('POST', `/api/admin/topics/${topicId}/templates/order`, body);
}

/** Replaces every question of a topic with `count` generated ones. */
export function generateQuestions(topicId: string, count: number): Promise<GenerateResponse> {
  return apiJson<GenerateResponse>('POST', `/api/admin/topics/${topicId}/generate-questions`, { count });
}
