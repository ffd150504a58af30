import type { Topic } from '@avtalt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { fetchTopics } from '../../api/topics';
import { useToast } from '../../components/toast/toast-context';
import { useUser } from '../../hooks/use-auth';
import { useQuestionDraft } from '../../hooks/use-question-draft';
import { takePendingTopic } from '../../lib/pending-topic';
import type { CustomTopicContext } from './custom-topic-flow';
import type { CustomTopicOutcome, CustomTopicRequest } from './start-agreement.types';
import { useHomePageTexts } from './texts';
import { languageInUse } from '../../i18n/i18n';
import { textLanguageOf } from '../../i18n/language.rules';

export type { CustomTopicOutcome, CustomTopicRequest } from './start-agreement.types';

/** The agreements API, loaded with the first agreement started rather than with the front page. */
const agreementsApi = () => import('../../api/agreements');
/** A custom topic's flow (publishing, waiting for its questions), loaded when a custom topic is asked for. */
const customTopicFlow = () => import('./custom-topic-flow');

/**
 * Starting an agreement from the front page (spec §2/§4): from a catalogue topic, from a custom topic
 * (published first when asked to), and, after a detour through login, from what was pending. Every path
 * ends on /avtale/{id}/sporsmal or with the toasts of spec §8. A custom topic's questions are made by a
 * job on the server (a question draft): `questionDraft` says while the page waits for it, or why it
 * failed ('Prøv igjen' calls `retryCustom`); the agreement is created from the finished draft.
 *
 * Creating and publishing are plain async calls with their own pending flags, not useMutation, and the
 * agreements API and the question-draft waiting are imported when first used: none of it is needed to
 * show the front page (docs/compression-and-code-splitting.md).
 */
export function useStartAgreement() {
  const { user } = useUser();
  const [creating, setCreating] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const questionDraft = useQuestionDraft();
  const { run: runDraft, reset: resetDraft } = questionDraft;
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useHomePageTexts();

  const create = useCallback(
    async (body: {
      topic: string;
      title: string;
      description: string;
      questionDraftId?: string;
    }): Promise<boolean> => {
      setCreating(true);
      try {
        // The legal text starts in the interface's language where the topic has it: nynorsk, or bokmål with
        // the English translation for someone reading English (docs/languages.md).
        const { id } = await (
          await agreementsApi()
        ).createAgreement({ ...body, ...textLanguageOf(languageInUse()) });
        // The dashboard's lists change.
        await queryClient.invalidateQueries({ queryKey: queryKeys.activeAgreements });
        navigate(`/avtale/${id}/sporsmal`);
        return true;
      } catch (error) {
        toast({
          title: t('startAgreement.createFailed'),
          description: apiErrorMessage(error, t('startAgreement.genericError')),
          variant: 'destructive',
        });
        return false;
      } finally {
        setCreating(false);
      }
    },
    [navigate, queryClient, toast, t],
  );

  const startFromTopic = useCallback(
    (topic: Pick<Topic, 'id' | 'title' | 'description'>) =>
      create({ topic: topic.id, title: topic.title, description: topic.description ?? '' }),
    [create],
  );

  /** What the custom-topic flow (loaded when first used) works with. */
  const context = useCallback(
    (): CustomTopicContext => ({
      loggedIn: Boolean(user),
      toast,
      navigate,
      queryClient,
      setPublishing,
      runDraft,
      resetDraft,
      create,
    }),
    [create, navigate, queryClient, resetDraft, runDraft, toast, user],
  );

  /** Runs a step of the custom-topic flow; offline (its code not loaded), a toast says so. */
  const withFlow = useCallback(
    async (
      step: (
        flow: typeof import('./custom-topic-flow'),
        ctx: CustomTopicContext,
      ) => Promise<CustomTopicOutcome>,
    ): Promise<CustomTopicOutcome> => {
      const flow = await customTopicFlow().catch(() => null);
      if (flow) return step(flow, context());
      toast({
        title: t('startAgreement.createFailed'),
        description: t('startAgreement.genericError'),
        variant: 'destructive',
      });
      return { status: 'failed', fieldIssues: [] };
    },
    [context, toast, t],
  );

  const startCustom = useCallback(
    (request: CustomTopicRequest) => withFlow((flow, ctx) => flow.startCustomTopic(ctx, request)),
    [withFlow],
  );

  /** 'Prøv igjen' after the questions failed: a new draft of the same title and description. */
  const retryCustom = useCallback(async () => {
    if (questionDraft.progress.phase !== 'failed') return;
    const { request } = questionDraft.progress;
    await withFlow((flow, ctx) => flow.createCustomTopic(ctx, request));
  }, [questionDraft.progress, withFlow]);

  /** After login on '/': completes what a logged-out visitor asked for, once, and forgets it. */
  const completePending = useCallback(async () => {
    const pending = takePendingTopic();
    if (!pending) return;
    if (pending.kind === 'custom') {
      await startCustom({
        title: pending.title,
        description: pending.description,
        makePublic: pending.public,
        kinds: pending.kinds,
      });
      return;
    }
    const topics = await queryClient
      .ensureQueryData({ queryKey: queryKeys.topics, queryFn: fetchTopics })
      .catch(() => []);
    const description = topics.find((t) => t.id === pending.id)?.description ?? '';
    await startFromTopic({ id: pending.id, title: pending.title, description });
  }, [queryClient, startCustom, startFromTopic]);

  return {
    startFromTopic,
    startCustom,
    completePending,
    /** Where the questions of a custom topic stand (waiting, failed with a message, or idle). */
    questionDraft: questionDraft.progress,
    retryCustom,
    /** Stops waiting for the questions of a custom topic. */
    cancelCustom: resetDraft,
    isCreating: creating,
    isPending: creating || publishing,
  };
}
