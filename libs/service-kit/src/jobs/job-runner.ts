import { DelayedError, UnrecoverableError } from 'bullmq';
import { errorText } from '../error-summary.rules';
import { metrics } from '../metrics';
import { isSaneRequestId, runInRequest } from '../request-context';
import { endSpan, runInSpan, startServerSpan } from '../tracing';
import { parseTraceparent, saneTracestate } from '../tracing.rules';
import type { JobContext, JobDefinition } from './define-job';
import { envelopeOf, failedForGood, type JobEnvelope, payloadProblems } from './jobs.rules';

/**
 * A job that must not be tried again: throw it from a handler when another attempt cannot help (the
 * thing to work on is gone, its input was refused for good). The job fails at once and its
 * definition's `onFailed` runs.
 */
export class JobFailedForGood extends UnrecoverableError {}

/** Where the kit reports what happens to jobs (Nest's Logger fits). Never given payloads: ids and names only. */
export interface JobLog {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** The part of a BullMQ job a worker's processor reads. */
export interface RunnableJob {
  id?: string;
  name: string;
  data: unknown;
  attemptsMade: number;
  opts: { attempts?: number };
  finishedOn?: number;
  moveToDelayed(timestamp: number, token?: string): Promise<void>;
}

/**
 * Runs the jobs of one queue: finds a job's definition by its name, checks the payload against the
 * definition's schema, and runs the handler in the request that queued the job (its request id, and a
 * span continuing its trace), measuring how long it took.
 */
export class JobRunner {
  private readonly definitions: ReadonlyMap<string, JobDefinition>;

  constructor(
    private readonly queue: string,
    definitions: readonly JobDefinition[],
    private readonly logger: JobLog,
  ) {
    const byName = new Map<string, JobDefinition>();
    for (const definition of definitions) {
      // A legacy name is looked up like a definition's own, so it may belong to one definition only.
      for (const name of [definition.name, ...(definition.legacy?.names ?? [])]) {
        if (byName.has(name)) throw new Error(`queue ${queue}: job ${name} listed twice`);
        byName.set(name, definition);
      }
    }
    this.definitions = byName;
  }

  /** The definition that runs jobs of this BullMQ name: its own name, or one of its legacy names. */
  definition(name: string): JobDefinition | undefined {
    return this.definitions.get(name);
  }

  /**
   * The envelope of a job for its definition: the stored one, or for a job under a legacy name (raw data,
   * queued by the release before) its converted payload without an origin. Undefined when neither fits.
   */
  private envelope(definition: JobDefinition, job: RunnableJob): JobEnvelope | undefined {
    if (job.name === definition.name || !definition.legacy) return envelopeOf(job.data);
    try {
      return { payload: definition.legacy.payload(job.data) };
    } catch {
      return undefined;
    }
  }

  /** BullMQ's processor: one attempt of `job`. */
  async run(job: RunnableJob, token?: string): Promise<unknown> {
    const definition = this.definitions.get(job.name);
    // Both refusals are logged by `failed` (the job's id and name, and this message: no value of the payload).
    if (!definition)
      throw new JobFailedForGood(`no definition of job ${job.name.slice(0, 100)} in queue ${this.queue}`);
    const envelope = this.envelope(definition, job);
    const parsed = definition.payload.safeParse(envelope?.payload);
    if (!parsed.success) {
      const legacy = job.name !== definition.name;
      const problems = envelope
        ? payloadProblems(parsed.error)
        : legacy
          ? 'legacy data not converted'
          : 'not a job envelope';
      throw new JobFailedForGood(`payload does not match ${job.name}: ${problems}`);
    }
    const origin = envelope?.origin ?? {};
    const trace = startServerSpan(
      `process job ${definition.name}`,
      parseTraceparent(origin.traceparent),
      saneTracestate(origin.tracestate),
      {
        'messaging.system': 'bullmq',
        'messaging.operation.name': 'process',
        'messaging.destination.name': this.queue,
        'avtalt.job.name': definition.name,
        'avtalt.job.attempt': job.attemptsMade + 1,
      },
    );
    const requestId = isSaneRequestId(origin.requestId) ? origin.requestId : undefined;
    const started = process.hrtime.bigint();
    const observe = (outcome: 'completed' | 'failed' | 'postponed') =>
      metrics
        .jobDuration()
        .observe(
          { queue: this.queue, job: definition.name, outcome },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
    return runInRequest({ requestId, trace }, () =>
      runInSpan(trace, async () => {
        try {
          const result = await definition.handler(parsed.data, this.context(job, token));
          observe('completed');
          endSpan(trace);
          return result;
        } catch (error) {
          const postponed = error instanceof DelayedError;
          observe(postponed ? 'postponed' : 'failed');
          endSpan(trace, postponed ? undefined : 'JOB_FAILED');
          throw error;
        }
      }),
    );
  }

  /**
   * After an attempt failed (BullMQ's worker `failed` event): a log line with the job's id, name and
   * attempt and the error's summary; when the job failed for good, its definition's `onFailed`.
   */
  async failed(job: RunnableJob | undefined, error: Error): Promise<void> {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const final = failedForGood(job);
    this.logger.warn(
      `${this.where(job)} attempt ${job.attemptsMade}/${attempts} failed${final ? ' for good' : ''}: ${errorText(error)}`,
    );
    const definition = this.definitions.get(job.name);
    if (!final || !definition?.onFailed) return;
    const parsed = definition.payload.safeParse(this.envelope(definition, job)?.payload);
    if (!parsed.success) return;
    try {
      await definition.onFailed(parsed.data, error);
    } catch (hookError) {
      this.logger.error(`${this.where(job)}: onFailed threw: ${errorText(hookError)}`);
    }
  }

  private context(job: RunnableJob, token: string | undefined): JobContext {
    const attempts = job.opts.attempts ?? 1;
    return {
      jobId: String(job.id ?? ''),
      attempt: job.attemptsMade + 1,
      attempts,
      lastAttempt: job.attemptsMade + 1 >= attempts,
      postpone: async (delayMs: number): Promise<never> => {
        await job.moveToDelayed(Date.now() + Math.max(0, delayMs), token);
        throw new DelayedError();
      },
    };
  }

  private where(job: RunnableJob): string {
    return `${this.queue} job ${String(job.id ?? '?')} (${job.name.slice(0, 100)})`;
  }
}
