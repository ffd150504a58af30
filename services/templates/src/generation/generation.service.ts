import {
  ErrorCode,
  QuestionDraftMessages,
  TemplateMessages,
  type QueueStats,
  type RegenerationStatus,
} from '@avtalt/contracts';
import { defineJob, DomainError, JobQueue, JobQueueOwner } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { TEMPLATES_CONFIG, type TemplatesConfig } from '../config/templates.config';
import { QuestionDraftsRepository } from '../drafts/question-drafts.repository';
import type { Backlog } from '../drafts/question-drafts.rules';
import {
  DRAFT_GENERATION_JOB,
  GENERATION_QUEUE,
  type GenerationResult,
  TOPIC_REGENERATION_JOB,
} from './generation.job';
import { GenerationError, QUESTION_GENERATOR, type QuestionGenerator } from './question-generator.port';
import { RegenerationRepository } from './regeneration.repository';

/**
 * BullMQ takes every job without a priority before any job with one: a logged-in user's draft and an
 * admin's regeneration go in the plain lane, an anonymous draft in the prioritized one, behind them.
 */
const ANONYMOUS_LANE_PRIORITY = 1;
/**
 * Attempts of a job that throws unexpectedly (a generator failure is an answer, not retried), a second
 * apart; finished jobs kept in Redis (an admin's regeneration status is read from its job).
 */
const JOB_OPTIONS = {
  attempts: 2,
  backoff: { type: 'fixed', delayMs: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600, count: 1000 },
} as const;

/**
 * Question generation runs as BullMQ jobs in Redis: a request only starts a job (or asks how one
 * stands) and answers at once, so a slow model never holds a request or an RPC open. A worker that
 * dies mid-job leaves a stalled job that this or another worker takes up again after
 * GENERATION_LOCK_MS. Results are stored: a draft's questions in `question_drafts`, a regeneration's
 * questions as the topic's templates (and its outcome in the finished job).
 */
@Injectable()
export class GenerationService extends JobQueueOwner {
  private readonly logger = new Logger(GenerationService.name);
  /**
   * A draft whose last attempt threw (or whose worker died too often) is failed, so its page stops
   * waiting.
   */
  readonly draftJob = defineJob({
    ...DRAFT_GENERATION_JOB,
    handler: ({ draftId }) => this.processDraft(draftId),
    options: JOB_OPTIONS,
    onFailed: async ({ draftId }) => {
      await this.drafts.markFailed(draftId, QuestionDraftMessages.failed).catch(() => undefined);
    },
  });
  readonly regenerationJob = defineJob({
    ...TOPIC_REGENERATION_JOB,
    handler: ({ topicId, count }) => this.processRegeneration(topicId, count),
    options: JOB_OPTIONS,
  });
  protected readonly jobs: JobQueue;
  private readonly regeneration: RegenerationRepository;

  constructor(
    @Inject(TEMPLATES_CONFIG) config: TemplatesConfig,
    @Inject(QUESTION_GENERATOR) private readonly generator: QuestionGenerator,
    em: EntityManager,
    private readonly drafts: QuestionDraftsRepository,
  ) {
    super();
    this.regeneration = new RegenerationRepository(em);
    this.jobs = new JobQueue({
      name: GENERATION_QUEUE,
      redisUrl: config.REDIS_URL,
      jobs: [this.draftJob, this.regenerationJob],
      concurrency: config.GENERATION_CONCURRENCY,
      lockMs: config.GENERATION_LOCK_MS,
    });
  }

  /**
   * Queues the generation of a stored, pending question draft (job id from the draft: queued once), an
   * anonymous owner's in the lane behind logged-in users'.
   */
  async enqueueDraft(draftId: string, anonymous: boolean): Promise<void> {
    await this.jobs.enqueue(
      this.draftJob,
      { draftId },
      { jobId: `draft-${draftId}`, ...(anonymous ? { priority: ANONYMOUS_LANE_PRIORITY } : {}) },
    );
  }

  /**
   * Jobs waiting for a worker (not those running), per lane. A retried job waiting out its delay counts in
   * the logged-in lane whichever it came from (rare: only an unexpected error is retried).
   */
  async backlog(): Promise<Backlog> {
    const counts = await this.jobs.counts('waiting', 'delayed', 'prioritized');
    return {
      loggedIn: (counts.waiting ?? 0) + (counts.paused ?? 0) + (counts.delayed ?? 0),
      anonymous: counts.prioritized ?? 0,
    };
  }

  /** Starts replacing the topic's templates and rules with `count` generated questions. */
  async startRegeneration(topicId: string, count: number): Promise<{ jobId: string }> {
    await this.regeneration.topic(topicId); // 404 before queueing
    const jobId = `regenerate-${randomUUID()}`;
    await this.jobs.enqueue(this.regenerationJob, { topicId, count }, { jobId });
    return { jobId };
  }

  /** How a regeneration stands; a failure carries the admin spec's message and its details. */
  async regenerationStatus(jobId: string): Promise<RegenerationStatus> {
    const job = jobId.startsWith('regenerate-')
      ? await this.jobs.find(this.regenerationJob, jobId)
      : undefined;
    if (!job) throw new DomainError(ErrorCode.NotFound, QuestionDraftMessages.regenerationNotFound);
    if (job.state === 'completed') {
      const result = job.result;
      return result?.ok === false
        ? { status: 'failed', message: result.message, details: result.details || null }
        : { status: 'ready', message: null, details: null };
    }
    // An unexpected error's text (it may hold SQL) stays in the log.
    if (job.state === 'failed')
      return { status: 'failed', message: TemplateMessages.generationFailed, details: null };
    return { status: 'pending', message: null, details: null };
  }

  stats(): Promise<QueueStats> {
    return this.jobs.stats();
  }

  /** Generates a pending draft's questions and stores them; a draft that is no longer pending is left as it is. */
  private async processDraft(draftId: string): Promise<GenerationResult> {
    const draft = await this.drafts.find(draftId);
    if (!draft || draft.status !== 'pending') return { ok: true };
    try {
      const questions = await this.generator.generate({
        title: draft.title,
        description: draft.description,
        count: draft.count,
        kinds: draft.kinds,
      });
      await this.drafts.markReady(draftId, questions);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof GenerationError)) throw error;
      this.logger.warn(`question draft ${draftId} failed: ${error.details}`);
      await this.drafts.markFailed(draftId, QuestionDraftMessages.failed);
      return { ok: false, message: QuestionDraftMessages.failed, details: error.details };
    }
  }

  /** Replaces the topic's templates and rules with `count` generated questions, in one transaction. */
  private async processRegeneration(topicId: string, count: number): Promise<GenerationResult> {
    try {
      const topic = await this.regeneration.topic(topicId);
      const generated = await this.generator.generate({
        title: topic.title,
        description: topic.description,
        count,
      });
      await this.regeneration.replaceQuestions(topicId, generated);
      return { ok: true };
    } catch (error) {
      if (error instanceof GenerationError)
        return { ok: false, message: error.message, details: error.details };
      if (error instanceof DomainError) return { ok: false, message: error.message, details: '' };
      throw error;
    }
  }
}
