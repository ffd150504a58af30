import type { Topic } from '@avtalt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorDetails, apiErrorMessage, type FieldIssue } from '../../api/http';
import { queryKeys } from '../../api/query-keys';
import { fetchTopics, publishTopic } from '../../api/topics';
import { useToast } from '../../components/toast/toast-context';
import { useUser } from '../../hooks/use-auth';
import { useQuestionDraft } from '../../hooks/use-question-draft';
import { savePendingCustomTopic, takePendingTopic } from '../../lib/pending-topic';
import { authUrlFor, rememberReturnTo } from '../../lib/return-to';

export const GENERIC_ERROR = 'Noe gikk galt. Prøv igjen senere.';

/** The agreements API, loaded with the first agreement started rather than with the front page. */
const agreementsApi = () => import('../../api/agreements');

export interface CustomTopicRequest {
  title: string;
  description: string;
  /** 'Gjør temaet tilgjengelig for alle': publish the topic before creating the agreement. */
  makePublic: boolean;
}

/** How a custom-topic request ended: created (navigating away), sent to login, or failed. */
export type CustomTopicOutcome =
  { status: 'created' } | { status: 'login' } | { status: 'failed'; fieldIssues: FieldIssue[] };

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

  const create = useCallback(
    async (body: {
      topic: string;
      title: string;
      description: string;
      questionDraftId?: string;
    }): Promise<boolean> => {
      setCreating(true);
      try {
        const { id } = await (await agreementsApi()).createAgreement(body);
        // The dashboard's lists change.
        await queryClient.invalidateQueries({ queryKey: queryKeys.activeAgreements });
        navigate(`/avtale/${id}/sporsmal`);
        return true;
      } catch (error) {
        toast({
          title: 'Feil ved opprettelse av avtale',
          description: apiErrorMessage(error, GENERIC_ERROR),
          variant: 'destructive',
        });
        return false;
      } finally {
        setCreating(false);
      }
    },
    [navigate, queryClient, toast],
  );

  const startFromTopic = useCallback(
    (topic: Pick<Topic, 'id' | 'title' | 'description'>) =>
      create({ topic: topic.id, title: topic.title, description: topic.description ?? '' }),
    [create],
  );

  /** Publishes the topic (logged in), with its toasts; false when that failed. */
  const publish = useCallback(
    async (
      title: string,
      description: string,
    ): Promise<{ ok: true } | { ok: false; fieldIssues: FieldIssue[] }> => {
      setPublishing(true);
      try {
        await publishTopic({ title, description });
        // The topic lists are fetched again (spec §7).
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.topics }),
          queryClient.invalidateQueries({ queryKey: queryKeys.featuredTopics }),
          queryClient.invalidateQueries({ queryKey: queryKeys.adminTopics }),
        ]);
        toast({
          title: 'Tema opprettet',
          // Topics are listed for everyone once they have questions (docs/public-topics.md).
          description: 'Temaet blir tilgjengelig for alle brukere når det har fått spørsmål',
          variant: 'success',
        });
        return { ok: true };
      } catch (error) {
        toast({
          title: 'Feil ved opprettelse av tema',
          description: apiErrorMessage(error, GENERIC_ERROR),
          variant: 'destructive',
        });
        return { ok: false, fieldIssues: apiErrorDetails(error) };
      } finally {
        setPublishing(false);
      }
    },
    [queryClient, toast],
  );

  /** Waits for the questions of a custom topic, then creates the agreement from them. */
  const createCustom = useCallback(
    async (request: { title: string; description: string }): Promise<CustomTopicOutcome> => {
      let draft;
      try {
        draft = await runDraft(request);
      } catch (error) {
        toast({
          title: 'Feil ved opprettelse av avtale',
          description: apiErrorMessage(error, GENERIC_ERROR),
          variant: 'destructive',
        });
        return { status: 'failed', fieldIssues: apiErrorDetails(error) };
      }
      // Failed (the page shows why, with 'Prøv igjen') or cancelled.
      if (!draft) return { status: 'failed', fieldIssues: [] };
      const created = await create({ topic: 'custom', ...request, questionDraftId: draft.id });
      resetDraft();
      return created ? { status: 'created' } : { status: 'failed', fieldIssues: [] };
    },
    [create, resetDraft, runDraft, toast],
  );

  const startCustom = useCallback(
    async ({ title, description, makePublic }: CustomTopicRequest): Promise<CustomTopicOutcome> => {
      if (makePublic && !user) {
        toast({
          title: 'Innlogging kreves',
          description:
            'Du må være innlogget for å opprette offentlige temaer. Du blir nå omdirigert til innlogging.',
          variant: 'info',
        });
        savePendingCustomTopic({ title, description, public: true });
        rememberReturnTo('/');
        navigate(authUrlFor('/'));
        return { status: 'login' };
      }
      if (makePublic) {
        const published = await publish(title, description);
        if (!published.ok) return { status: 'failed', fieldIssues: published.fieldIssues };
      }
      return createCustom({ title, description });
    },
    [createCustom, navigate, publish, toast, user],
  );

  /** 'Prøv igjen' after the questions failed: a new draft of the same title and description. */
  const retryCustom = useCallback(async () => {
    if (questionDraft.progress.phase !== 'failed') return;
    await createCustom(questionDraft.progress.request);
  }, [createCustom, questionDraft.progress]);

  /** After login on '/': completes what a logged-out visitor asked for, once, and forgets it. */
  const completePending = useCallback(async () => {
    const pending = takePendingTopic();
    if (!pending) return;
    if (pending.kind === 'custom') {
      await startCustom({
        title: pending.title,
        description: pending.description,
        makePublic: pending.public,
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
