import type { QuestionDraft, StartQuestionDraftBody } from '@avtalt/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { apiErrorDetails, apiErrorMessage, type FieldIssue } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { publishTopic } from '../../api/topics';
import type { ToastOptions } from '../../components/toast/toast-context';
import { savePendingCustomTopic } from '../../lib/pending-topic';
import { authUrlFor, rememberReturnTo } from '../../lib/return-to';
import { customTopicT as t } from './custom-topic/texts';
import type { CustomTopicOutcome, CustomTopicRequest } from './start-agreement.types';
import { homePageT } from './texts';

/**
 * A custom topic's way to an agreement (spec §4, §7): published first when asked to (logged in), its
 * questions made by a job (a question draft), then the agreement created from them. Loaded when a
 * custom topic is first asked for, not with the front page (docs/compression-and-code-splitting.md).
 */
export interface CustomTopicContext {
  loggedIn: boolean;
  toast: (options: ToastOptions) => void;
  navigate: NavigateFunction;
  queryClient: QueryClient;
  setPublishing: (publishing: boolean) => void;
  runDraft: (request: StartQuestionDraftBody) => Promise<QuestionDraft | null>;
  resetDraft: () => void;
  create: (body: {
    topic: string;
    title: string;
    description: string;
    questionDraftId?: string;
  }) => Promise<boolean>;
}

/** Publishes the topic (logged in), with its toasts; its field issues when that failed. */
async function publish(
  ctx: CustomTopicContext,
  title: string,
  description: string,
): Promise<{ ok: true } | { ok: false; fieldIssues: FieldIssue[] }> {
  ctx.setPublishing(true);
  try {
    await publishTopic({ title, description });
    // The topic lists are fetched again (spec §7).
    await Promise.all([
      ctx.queryClient.invalidateQueries({ queryKey: queryKeys.topics }),
      ctx.queryClient.invalidateQueries({ queryKey: queryKeys.featuredTopics }),
      ctx.queryClient.invalidateQueries({ queryKey: queryKeys.adminTopics }),
    ]);
    ctx.toast({ title: t('flow.topicCreated'), description: t('flow.topicCreatedText'), variant: 'success' });
    return { ok: true };
  } catch (error) {
    ctx.toast({
      title: t('flow.topicFailed'),
      description: apiErrorMessage(error, homePageT('startAgreement.genericError')),
      variant: 'destructive',
    });
    return { ok: false, fieldIssues: apiErrorDetails(error) };
  } finally {
    ctx.setPublishing(false);
  }
}

/** Waits for the questions of a custom topic, then creates the agreement from them. */
export async function createCustomTopic(
  ctx: CustomTopicContext,
  request: StartQuestionDraftBody,
): Promise<CustomTopicOutcome> {
  let draft;
  try {
    draft = await ctx.runDraft(request);
  } catch (error) {
    ctx.toast({
      title: homePageT('startAgreement.createFailed'),
      description: apiErrorMessage(error, homePageT('startAgreement.genericError')),
      variant: 'destructive',
    });
    return { status: 'failed', fieldIssues: apiErrorDetails(error) };
  }
  // Failed (the page shows why, with 'Prøv igjen') or cancelled.
  if (!draft) return { status: 'failed', fieldIssues: [] };
  const { title, description } = request;
  const created = await ctx.create({ topic: 'custom', title, description, questionDraftId: draft.id });
  ctx.resetDraft();
  return created ? { status: 'created' } : { status: 'failed', fieldIssues: [] };
}

/** 'Opprett eget tema': a public topic asks a visitor to log in first (and is kept for after). */
export async function startCustomTopic(
  ctx: CustomTopicContext,
  { title, description, makePublic, kinds }: CustomTopicRequest,
): Promise<CustomTopicOutcome> {
  if (makePublic && !ctx.loggedIn) {
    ctx.toast({
      title: t('flow.loginRequired'),
      description: t('flow.loginRequiredText'),
      variant: 'info',
    });
    savePendingCustomTopic({ title, description, public: true, kinds });
    rememberReturnTo('/');
    ctx.navigate(authUrlFor('/'));
    return { status: 'login' };
  }
  if (makePublic) {
    const published = await publish(ctx, title, description);
    if (!published.ok) return { status: 'failed', fieldIssues: published.fieldIssues };
  }
  return createCustomTopic(ctx, kinds ? { title, description, kinds } : { title, description });
}
