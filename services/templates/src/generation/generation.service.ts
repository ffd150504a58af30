import { ErrorCode, TemplateMessages, type GeneratedQuestion, type QuestionTemplate, type QueueStats } from '@avtalt/contracts';
import { DomainError, queueStats, redisConnectionOptions } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { TEMPLATES_CONFIG, type TemplatesConfig } from '../config/templates.config';
import { QuestionTemplateEntity } from '../questions/question-template.entity';
import { QuestionsService } from '../questions/questions.service';
import { loadTopicSnapshot } from '../questions/topic-snapshot';
import { LogicRuleEntity } from '../rules/logic-rule.entity';
import { GenerationError, QUESTION_GENERATOR, type GenerationInput, type QuestionGenerator } from './question-generator.port';

export const GENERATION_QUEUE = 'question-generation';
/** A model may be slow; the request waits at most this long for its job. */
export const GENERATION_WAIT_MS = 90_000;

type JobData = { kind: 'regenerate'; topicId: string; count: number } | { kind: 'draft'; input: GenerationInput };
type JobResult = { ok: true; questions: GeneratedQuestion[] } | { ok: false; message: string; details: string };

/**
 * Question generation runs as BullMQ jobs, so a slow model never ties up a request handler: the
 * handler enqueues and waits (bounded) for the worker's result.
 */
@Injectable()
export class GenerationService implements OnModuleInit, OnModuleDestroy {
  private queue!: Queue<JobData, JobResult>;
  private events!: QueueEvents;
  private worker!: Worker<JobData, JobResult>;

  constructor(
    @Inject(TEMPLATES_CONFIG) private readonly config: TemplatesConfig,
    @Inject(QUESTION_GENERATOR) private readonly generator: QuestionGenerator,
    private readonly em: EntityManager,
    private readonly questions: QuestionsService,
  ) {}

  async onModuleInit(): Promise<void> {
    const connection = redisConnectionOptions(this.config.REDIS_URL);
    this.queue = new Queue(GENERATION_QUEUE, { connection });
    this.events = new QueueEvents(GENERATION_QUEUE, { connection });
    this.worker = new Worker(GENERATION_QUEUE, (job) => this.process(job), { connection, concurrency: this.config.GENERATION_CONCURRENCY });
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady(), this.worker.waitUntilReady()]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.events?.close();
    await this.queue?.close();
  }

  /** Replaces the topic's templates and rules with `count` generated questions, in one transaction. */
  async regenerate(topicId: string, count: number): Promise<QuestionTemplate[]> {
    await loadTopicSnapshot(this.em.fork(), topicId); // 404 before queueing
    await this.run({ kind: 'regenerate', topicId, count });
    return this.questions.list(topicId);
  }

  /** Questions for a custom topic that has no templates (agreements of topic 'custom'). */
  async draft(input: GenerationInput): Promise<GeneratedQuestion[]> {
    return this.run({ kind: 'draft', input });
  }

  stats(): Promise<QueueStats> {
    return queueStats(this.queue);
  }

  private async run(data: JobData): Promise<GeneratedQuestion[]> {
    const job = await this.queue.add(data.kind, data, { removeOnComplete: 200, removeOnFail: 200 });
    let result: JobResult;
    try {
      result = await job.waitUntilFinished(this.events, GENERATION_WAIT_MS);
    } catch (error) {
      throw new DomainError(ErrorCode.UpstreamFailed, TemplateMessages.generationFailed, error instanceof Error ? error.message : undefined);
    }
    if (!result.ok) throw new DomainError(ErrorCode.UpstreamFailed, result.message, result.details);
    return result.questions;
  }

  private async process(job: Job<JobData, JobResult>): Promise<JobResult> {
    try {
      if (job.data.kind === 'draft') return { ok: true, questions: await this.generator.generate(job.data.input) };
      const { topicId, count } = job.data;
      const topic = await loadTopicSnapshot(this.em.fork(), topicId).then((s) => s.topic);
      const generated = await this.generator.generate({ title: topic.title, description: topic.description, count });
      await this.em.fork().transactional(async (em) => {
        await loadTopicSnapshot(em, topicId, true);
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
      return { ok: true, questions: generated };
    } catch (error) {
      if (error instanceof GenerationError) return { ok: false, message: error.message, details: error.details };
      if (error instanceof DomainError) return { ok: false, message: error.message, details: '' };
      throw error;
    }
  }
}
