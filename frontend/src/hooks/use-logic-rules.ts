import type { RuleBody } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as logicApi from '../api/admin-logic';
import { queryKeys } from '../api/query-keys';
import { hooksT } from './texts';

/** The rules governing one question template (the logic manager); a failure also shows a toast. */
export function useTemplateLogic(templateId: string | null) {
  return useQuery({
    queryKey: queryKeys.templateLogic(templateId ?? ''),
    queryFn: () => logicApi.fetchTemplateLogic(templateId as string),
    enabled: templateId !== null,
    // A query's toast is an object (api/toast-policy.ts): worded when the query is made.
    meta: { errorToast: { title: hooksT('logic.error'), fallback: hooksT('logic.loadFailed') } },
  });
}

/** Every rule of a topic (the logic tester). */
export function useTopicLogic(topicId: string | null) {
  return useQuery({
    queryKey: queryKeys.topicLogic(topicId ?? ''),
    queryFn: () => logicApi.fetchTopicLogic(topicId as string),
    enabled: topicId !== null,
  });
}

/** The toast's key for a change that was made. */
const DONE = { create: 'created', update: 'updated', delete: 'deleted' } as const;

export type RuleChange =
  | { kind: 'create'; body: RuleBody }
  | { kind: 'update'; ruleId: string; body: RuleBody }
  | { kind: 'delete'; ruleId: string };

/**
 * Creates, changes or deletes a rule of one template. Afterwards the template's rules, the topic's
 * rules (tester) and the topic's templates (their `hasLogic` badge) are asked again.
 */
export function useChangeRule(templateId: string, topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RuleChange) => {
      if (change.kind === 'create') await logicApi.createRule(templateId, change.body);
      else if (change.kind === 'update') await logicApi.updateRule(change.ruleId, change.body);
      else await logicApi.deleteRule(change.ruleId);
    },
    // The manager also shows a 400's field issues under its fields.
    meta: {
      errorToast: (_error, change) => ({ title: hooksT(`logic.${(change as RuleChange).kind}Failed`) }),
      successToast: (_void, change) => ({
        title: hooksT(`logic.${DONE[(change as RuleChange).kind]}`),
        variant: 'success',
      }),
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.templateLogic(templateId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.topicLogic(topicId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.topicTemplates(topicId) }),
      ]),
  });
}
