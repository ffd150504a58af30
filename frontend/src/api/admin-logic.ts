import type { LogicRuleDto, RuleBody } from '@avtalt/contracts';
import { apiJson, apiRequest } from './http';

/** The rules that govern one question template. */
export function fetchTemplateLogic(templateId: string): Promise<LogicRuleDto[]> {
  return apiJson<LogicRuleDto[]>('GET', `/api/admin/templates/${templateId}/logic`);
}

/** Every rule of a topic, for the logic tester. */
export function fetchTopicLogic(topicId: string): Promise<LogicRuleDto[]> {
  return apiJson<LogicRuleDto[]>('GET', `/api/admin/topics/${topicId}/logic`);
}

export function createRule(templateId: string, body: RuleBody): Promise<LogicRuleDto> {
  return apiJson<LogicRuleDto>('POST', `/api/admin/templates/${templateId}/logic`, body);
}

export function updateRule(ruleId: string, body: RuleBody): Promise<LogicRuleDto> {
  return apiJson<LogicRuleDto>('PUT', `/api/admin/logic/${ruleId}`, body);
}

export async function deleteRule(ruleId: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/logic/${ruleId}`);
}
