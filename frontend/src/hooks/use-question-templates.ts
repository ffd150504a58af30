import type { CreateTemplateBody, QuestionTemplate, UpdateTemplateBody } from '@avtalt/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as templatesApi from '../api/admin-templates';
import { queryKeys } from '../api/query-keys';
import type { MutationToastMeta } from '../api/toast-policy';
import { hooksT, type HooksT } from './texts';

/** The question templates of a topic, sorted by order; nothing is asked without a topic. */
export function useTopicTemplates(topicId: string | null) {
  return useQuery({
    queryKey: queryKeys.topicTemplates(topicId ?? ''),
    queryFn: () => templatesApi.fetchTopicTemplates(topicId as string),
    enabled: topicId !== null,
  });
}

/**
 * After a template changed, its topic's list and rules are asked again (deleting a template also
 * deletes the rules that name it). Logic-manager queries of single templates may name it too. The topic
 * list's question counts change with them: a featured topic's note that it is not on the front page
 * until it has questions must go once it has one.
 */
function refreshTopic(queryClient: QueryClient, topicId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.topicTemplates(topicId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminTopics }),
    queryClient.invalidateQueries({ queryKey: queryKeys.topicLogic(topicId) }),
    queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' &&
        /^\/api\/admin\/templates\/[^/]+\/logic$/.test(query.queryKey[0]),
    }),
  ]);
}

export function useCreateTemplate(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplateBody) => templatesApi.createTemplate(topicId, body),
    meta: {
      errorToast: () => ({ title: hooksT('templates.error'), fallback: hooksT('templates.createFailed') }),
      successToast: () => ({ title: hooksT('templates.created'), variant: 'success' }),
    },
    onSuccess: () => refreshTopic(queryClient, topicId),
  });
}

export function useUpdateTemplate(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTemplateBody }) =>
      templatesApi.updateTemplate(id, body),
    meta: {
      errorToast: () => ({ title: hooksT('templates.error'), fallback: hooksT('templates.updateFailed') }),
      successToast: () => ({ title: hooksT('templates.updated'), variant: 'success' }),
    },
    onSuccess: () => refreshTopic(queryClient, topicId),
  });
}

export function useDeleteTemplate(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: templatesApi.deleteTemplate,
    meta: {
      errorToast: () => ({ title: hooksT('templates.error'), fallback: hooksT('templates.deleteFailed') }),
      successToast: () => ({ title: hooksT('templates.deleted'), variant: 'success' }),
    },
    onSuccess: () => refreshTopic(queryClient, topicId),
  });
}

/** What a refused reorder says when the server gave no reason, in the language of `t`. */
export const reorderFailedText = (t: HooksT = hooksT): string => t('templates.reorderFailed');

/**
 * Stores a new order. The list shows the new order at once (`optimistic`), then the server's answer;
 * when the server refuses, the list is asked again so it shows what is stored.
 */
export function useReorderTemplates(topicId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.topicTemplates(topicId);
  return useMutation({
    mutationFn: ({ body }: { body: templatesApi.TemplateOrder[]; optimistic: QuestionTemplate[] }) =>
      templatesApi.reorderTemplates(topicId, body),
    // The server's reason ('Kildespørsmålet må komme før spørsmålet'), not only that it failed.
    meta: {
      errorToast: () => ({ title: hooksT('templates.error'), fallback: reorderFailedText() }),
      successToast: () => ({ title: hooksT('templates.reordered'), variant: 'success' }),
    },
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<QuestionTemplate[]>(key, optimistic);
    },
    onSuccess: (templates) => {
      queryClient.setQueryData<QuestionTemplate[]>(key, templates);
      // Rules are checked against the order (show/hide sources must come first), so the tester asks again.
      return queryClient.invalidateQueries({ queryKey: queryKeys.topicLogic(topicId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/**
 * Replaces every question of a topic with generated ones; the answer becomes the list. `meta`: the
 * caller's toasts (api/toast-policy.ts).
 */
export function useGenerateQuestions(topicId: string, meta?: MutationToastMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) => templatesApi.generateQuestions(topicId, count),
    meta,
    onSuccess: async ({ templates }) => {
      queryClient.setQueryData<QuestionTemplate[]>(queryKeys.topicTemplates(topicId), templates);
      await refreshTopic(queryClient, topicId);
    },
  });
}
