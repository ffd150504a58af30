import type { QueueStats } from '@avtalt/contracts';
import { Logger } from '@nestjs/common';
import { type JobType, Queue, Worker } from 'bullmq';
import { watchQueue } from '../metrics-hooks';
import { queueStats } from '../queue-stats';
import { redisConnectionOptions } from '../redis-options';
import { currentOrigin } from '../request-context';
import type { JobDefinition } from './define-job';
import { type JobLog, JobRunner } from './job-runner';
import { bullJobOptions, definedBackoffDelay, jobEnvelope, stalledIntervalMs } from './jobs.rules';

export interface JobQueueOptions {
  /** The BullMQ queue's name (the `queue` label of its metrics, the admin's queue view). */
  name: string;
  /** The service's `REDIS_URL`. */
  redisUrl: string;
  /** The jobs this queue carries; its worker runs each by its definition. */
  jobs: readonly JobDefinition[];
  /** Jobs one process runs at once (default 1). */
  concurrency?: number;
  /**
   * How long a worker holds a job without renewing its lock before another worker may take it up as
   * stalled (its process died). Default 30 s. Work that blocks the event loop longer than this would
   * be taken up twice, so the lock is longer than the longest such stretch.
   */
  lockMs?: number;
  /** How often a job may stall before it fails for good (default 1). */
  maxStalledCount?: number;
  /** Where failures are reported (default: a Nest Logger named after the queue). */
  logger?: JobLog;
}

/** Where a job stands: BullMQ's states, `unknown` for one it no longer knows. */
export type JobState =
  'waiting' | 'prioritized' | 'delayed' | 'active' | 'waiting-children' | 'completed' | 'failed' | 'unknown';

/** The states in which a job still runs or will. */
export const PENDING_JOB_STATES: readonly JobState[] = [
  'waiting',
  'prioritized',
  'delayed',
  'active',
  'waiting-children',
];

/** A job as {@link JobQueue.find} gives it. */
export interface FoundJob<R> {
  id: string;
  /** The BullMQ job name, `<id>.v<version>` of its definition. */
  name: string;
  state: JobState;
  /** What the handler returned, once completed. */
  result: R | undefined;
  attemptsMade: number;
}

export interface EnqueueOptions {
  /**
   * The job's id. Queueing an id that is already queued, running or kept after finishing does nothing,
   * so an id derived from what the job works on queues it once.
   */
  jobId?: string;
  /** BullMQ takes every job without a priority first, then those with one, lowest number first. */
  priority?: number;
  /** Run it no sooner than this many milliseconds from now. */
  delayMs?: number;
}

/**
 * One BullMQ queue and its worker, owning their lifecycle (docs/long-work-as-jobs.md):
 *
 * - {@link start} connects both (from `REDIS_URL`), with the concurrency, the lock and stalled-job
 *   check, each job's retries and backoff, and the queue's metrics (`watchQueue`, `avtalt_job_duration_seconds`);
 * - {@link enqueue} checks the payload against its definition's schema (a mismatch throws) and stores
 *   it with the request id and trace of the caller, which the handler then runs in;
 * - shutdown in the order of docs/graceful-shutdown.md: {@link stopWorker} from the service's
 *   `onModuleDestroy` (no new job; the running ones finish and are completed), then {@link close} from
 *   its `onApplicationShutdown` (the queue's connection, once nothing of the process uses it).
 */
export class JobQueue {
  readonly name: string;
  private readonly runner: JobRunner;
  private queue: Queue | undefined;
  private worker: Worker | undefined;

  constructor(private readonly options: JobQueueOptions) {
    this.name = options.name;
    this.runner = new JobRunner(
      options.name,
      options.jobs,
      options.logger ?? new Logger(`jobs ${options.name}`),
    );
  }

  /** Connects the queue and starts the worker; resolves once both are ready. */
  async start(): Promise<void> {
    if (this.queue) return;
    const connection = redisConnectionOptions(this.options.redisUrl);
    const lockMs = this.options.lockMs ?? 30_000;
    this.queue = new Queue(this.name, { connection });
    this.worker = new Worker(this.name, (job, token) => this.runner.run(job, token), {
      connection,
      concurrency: this.options.concurrency ?? 1,
      lockDuration: lockMs,
      stalledInterval: stalledIntervalMs(lockMs),
      maxStalledCount: this.options.maxStalledCount ?? 1,
      settings: {
        backoffStrategy: (attemptsMade, _type, _error, job) =>
          definedBackoffDelay(job ? this.runner.definition(job.name) : undefined, attemptsMade),
      },
    });
    this.worker.on('failed', (job, error) => void this.runner.failed(job, error));
    watchQueue(this.queue, this.worker);
    await Promise.all([this.queue.waitUntilReady(), this.worker.waitUntilReady()]);
  }

  /**
   * Queues a job. The payload must match the definition's schema: a mismatch is a mistake in the
   * caller's code, so it throws (nothing is queued).
   */
  async enqueue<P>(definition: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<void> {
    const { name, data, opts } = this.prepare(definition, payload, options);
    await this.started().add(name, data, opts);
  }

  /** Queues several jobs of one definition in one round trip (each payload checked first). */
  async enqueueMany<P>(
    definition: JobDefinition<P>,
    jobs: readonly { payload: P; options?: EnqueueOptions }[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    const prepared = jobs.map((job) => this.prepare(definition, job.payload, job.options ?? {}));
    await this.started().addBulk(prepared);
  }

  /**
   * The job with this id (undefined when there is none, or it was removed), with its state and, when it
   * is a completed job of `definition` (under its name or one of its legacy names: such a job ran as it),
   * its result. A job of another definition under the id (one queued by an older version) is found too,
   * without a result: it still holds the id.
   */
  async find<R>(definition: JobDefinition<unknown, R>, jobId: string): Promise<FoundJob<R> | undefined> {
    const queue = this.started();
    // The state first, then the job: read after its state, the job is at least that far along, so a
    // completed or failed one has its result, attempts and reason (the other way round they may lag).
    const state = (await queue.getJobState(jobId)) as JobState;
    const job = await queue.getJob(jobId);
    if (!job) return undefined;
    return {
      id: jobId,
      name: job.name,
      state,
      result:
        this.runner.definition(job.name) === definition ? (job.returnvalue as R | undefined) : undefined,
      attemptsMade: job.attemptsMade,
    };
  }

  /** Removes a job unless a worker holds it; whether it did. */
  async remove(jobId: string): Promise<boolean> {
    return (
      (await this.started()
        .remove(jobId)
        .catch(() => 0)) === 1
    );
  }

  /** Job counts of the states asked for (BullMQ's names: waiting, prioritized, delayed, active, …). */
  async counts(...states: JobType[]): Promise<Record<string, number>> {
    return this.started().getJobCounts(...states);
  }

  /** Job counts and the latest failures, for the admin's queue view. */
  async stats(): Promise<QueueStats> {
    return queueStats(this.started());
  }

  /**
   * Shutdown, first step (`onModuleDestroy`): takes no new job and waits for the running ones, which
   * complete (or fail) as usual. A job longer than the shutdown grace is cut by the exit; its lock then
   * expires and another worker takes it up.
   */
  async stopWorker(): Promise<void> {
    await this.worker?.close();
  }

  /** Shutdown, second step (`onApplicationShutdown`): closes the queue's connection. */
  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }

  private prepare<P>(definition: JobDefinition<P>, payload: P, options: EnqueueOptions) {
    if (this.runner.definition(definition.name) !== definition)
      throw new Error(`queue ${this.name} does not carry job ${definition.name}`);
    const checked = definition.payload.safeParse(payload);
    if (!checked.success)
      throw new Error(`job ${definition.name}: the payload does not match its schema`, {
        cause: checked.error,
      });
    return {
      name: definition.name,
      data: jobEnvelope(checked.data, currentOrigin()),
      opts: {
        ...bullJobOptions(definition.options),
        ...(options.jobId !== undefined ? { jobId: options.jobId } : {}),
        ...(options.priority !== undefined ? { priority: options.priority } : {}),
        ...(options.delayMs !== undefined ? { delay: Math.max(0, options.delayMs) } : {}),
      },
    };
  }

  private started(): Queue {
    if (!this.queue) throw new Error(`queue ${this.name} used before start()`);
    return this.queue;
  }
}
