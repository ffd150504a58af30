import {
  ErrorCode,
  QuestionDraftMessages,
  TemplateMessages,
  type QueueStats,
  type RegenerationStatus,
} from '@avtalt/contracts';
import { DomainError, queueStats, redisConnectionOptions, watchQueue } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { TEMPLATES_CONFIG, type TemplatesConfig } from '../config/templates.config';
import { QuestionDraftsRepository } from '../drafts/question-drafts.repository';
import type { Backlog } from '../drafts/question-drafts.rules';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { loadTopicForEdit, loadTopicSnapshot } from '../questions/topic-snapshot';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { GenerationError, QUESTION_GENERATOR, type QuestionGenerator } from './question-generator.port';

export const GENERATION_QUEUE = 'question-generation';
/** Attempts of a job that throws unexpectedly (a generator failure is an answer, not retried). */
const ATTEMPTS = 2;
/**
 * BullMQ takes every job without a priority before any job with one: a logged-in user's draft and an
 * admin's regeneration go in the plain lane, an anonymous draft in the prioritized one, behind them.
 */
const ANONYMOUS_LANE_PRIORITY = 1;
/** Finished jobs kept in Redis (an admin's regeneration status is read from its job). */
const KEEP = { age: 24 * 3600, count: 1000 };

type JobData = { kind: 'regenerate'; topicId: string; count: number } | { kind: 'draft'; draftId: string };
type JobResult = { ok: true } | { ok: false; message: string; details: string };

/**
 * Question generation runs as BullMQ jobs in Redis: a request only starts a job (or asks how one
 * stands) and answers at once, so a slow model never holds a request or an RPC open. A worker that
 * dies mid-job leaves a stalled job that this or another worker takes up again after
 * GENERATION_LOCK_MS. Results are stored: a draft's questions in `question_drafts`, a regeneration's
 * questions as the topic's templates (and its outcome in the finished job).
 */
@Injectable()
export class GenerationService implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger(GenerationService.name);
  private queue!: Queue<JobData, JobResult>;
  private worker!: Worker<JobData, JobResult>;

  constructor(
    @Inject(TEMPLATES_CONFIG) private readonly config: TemplatesConfig,
    @Inject(QUESTION_GENERATOR) private readonly generator: QuestionGenerator,
    private readonly em: EntityManager,
    private readonly drafts: QuestionDraftsRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    const connection = redisConnectionOptions(this.config.REDIS_URL);
    this.queue = new Queue(GENERATION_QUEUE, { connection });
    this.worker = new Worker(GENERATION_QUEUE, (job) => this.process(job), {
      connection,
      concurrency: this.config.GENERATION_CONCURRENCY,
      lockDuration: this.config.GENERATION_LOCK_MS,
      stalledInterval: Math.max(1000, Math.floor(this.config.GENERATION_LOCK_MS / 2)),
    });
    this.worker.on('failed', (job, error) => void this.onFailed(job, error));
    watchQueue(this.queue, this.worker);
    await Promise.all([this.queue.waitUntilReady(), this.worker.waitUntilReady()]);
  }

  /** Shutdown (docs/graceful-shutdown.md): the worker finishes its active job and takes no new one. */
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }

  /** Then, once every worker and consumer of the process has stopped, the queue's connection closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
  }

  /**
   * Queues the generation of a stored, pending question draft (job id from the draft: queued once), an
   * anonymous owner's in the lane behind logged-in users'.
   */
  async enqueueDraft(draftId: string, anonymous: boolean): Promise<void> {
    await this.queue.add(
      'draft',
      { kind: 'draft', draftId },
      {
        jobId: `draft-${draftId}`,
        attempts: ATTEMPTS,
        backoff: { type: 'fixed', delay: 1000 },
        removeOnComplete: KEEP,
        removeOnFail: KEEP,
        ...(anonymous ? { priority: ANONYMOUS_LANE_PRIORITY } : {}),
      },
    );
  }

  /**
   * Jobs waiting for a worker (not those running), per lane. A retried job waiting out its delay counts in
   * the logged-in lane whichever it came from (rare: only an unexpected error is retried).
   */
  async backlog(): Promise<Backlog> {
    const counts = await this.queue.getJobCounts('waiting', 'delayed', 'prioritized');
    return {
      loggedIn: (counts.waiting ?? 0) + (counts.paused ?? 0) + (counts.delayed ?? 0),
      anonymous: counts.prioritized ?? 0,
    };
  }

  /** Starts replacing the topic's templates and rules with `count` generated questions. */
  async startRegeneration(topicId: string, count: number): Promise<{ jobId: string }> {
    await loadTopicSnapshot(this.em.fork(), topicId); // 404 before queueing
    const jobId = `regenerate-${randomUUID()}`;
    await this.queue.add(
      'regenerate',
      { kind: 'regenerate', topicId, count },
      {
        jobId,
        attempts: ATTEMPTS,
        backoff: { type: 'fixed', delay: 1000 },
        removeOnComplete: KEEP,
        removeOnFail: KEEP,
      },
    );
    return { jobId };
  }

  /** How a regeneration stands; a failure carries the admin spec's message and its details. */
  async regenerationStatus(jobId: string): Promise<RegenerationStatus> {
    const job = jobId.startsWith('regenerate-') ? await this.queue.getJob(jobId) : undefined;
    if (!job) throw new DomainError(ErrorCode.NotFound, QuestionDraftMessages.regenerationNotFound);
    const state = await job.getState();
    if (state === 'completed') {
      const result = job.returnvalue;
      return result?.ok === false
        ? { status: 'failed', message: result.message, details: result.details || null }
        : { status: 'ready', message: null, details: null };
    }
    // An unexpected error's text (it may hold SQL) stays in the log.
    if (state === 'failed')
      return { status: 'failed', message: TemplateMessages.generationFailed, details: null };
    return { status: 'pending', message: null, details: null };
  }

  stats(): Promise<QueueStats> {
    return queueStats(this.queue);
  }

  private async process(job: Job<JobData, JobResult>): Promise<JobResult> {
    return job.data.kind === 'draft'
      ? this.processDraft(job.data.draftId)
      : this.processRegeneration(job.data.topicId, job.data.count);
  }

  /** Generates a pending draft's questions and stores them; a draft that is no longer pending is left as it is. */
  private async processDraft(draftId: string): Promise<JobResult> {
    const draft = await this.drafts.find(draftId);
    if (!draft || draft.status !== 'pending') return { ok: true };
    try {
      const questions = await this.generator.generate({
        title: draft.title,
        description: draft.description,
        count: draft.count,
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
  private async processRegeneration(topicId: string, count: number): Promise<JobResult> {
    try {
      const topic = await loadTopicSnapshot(this.em.fork(), topicId).then((s) => s.topic);
      const generated = await this.generator.generate({
        title: topic.title,
        description: topic.description,
        count,
      });
      await this.em.fork().transactional(async (em) => {
        await loadTopicForEdit(em, topicId);
        await em.nativeDelete(LogicRuleEntity, { topicId });
        await em.nativeDelete(QuestionTemplateEntity, { topicId });
        generated.forEach((q, index) =>
          em.create(QuestionTemplateEntity, {
            topicId,
            text: q.text,
            type: 'yes_no',
            order: index + 1,
            description: q.description ?? null,
            clauseYes: q.clauseYes,
            clauseNo: q.clauseNo,
          }),
        );
      });
      return { ok: true };
    } catch (error) {
      if (error instanceof GenerationError)
        return { ok: false, message: error.message, details: error.details };
      if (error instanceof DomainError) return { ok: false, message: error.message, details: '' };
      throw error;
    }
  }

  /**
   * A draft whose last attempt threw (or whose worker died too often) is failed, so its page stops
   * waiting. Only the error's class and code are logged: a database error's text holds its SQL.
   */
  private async onFailed(job: Job<JobData, JobResult> | undefined, error: Error): Promise<void> {
    if (!job?.id) return;
    const code = (error as { code?: unknown }).code;
    this.logger.warn(
      `generation job ${job.id} failed (attempt ${job.attemptsMade}): ${error.name}${code ? ` ${String(code)}` : ''}`,
    );
    if (job.data.kind !== 'draft') return;
    // Retried attempts are waiting or delayed again; only a job that has given up is failed.
    if ((await this.queue.getJobState(job.id).catch(() => 'unknown')) !== 'failed') return;
    await this.drafts.markFailed(job.data.draftId, QuestionDraftMessages.failed).catch(() => undefined);
  }
}
