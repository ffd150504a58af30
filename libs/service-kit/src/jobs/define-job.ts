import type { z } from 'zod';

/** What a handler knows about the attempt it runs in. */
export interface JobContext {
  /** The job's id in its queue: the one given when it was queued, or one BullMQ numbered. */
  readonly jobId: string;
  /** This attempt, 1 for the first. */
  readonly attempt: number;
  /** The attempts the job has in all. */
  readonly attempts: number;
  /** Whether a throw now fails the job for good. */
  readonly lastAttempt: boolean;
  /**
   * Runs the job again after `delayMs` without using an attempt, for work that cannot be done yet (a row
   * not committed, a lock another worker holds). Never resolves: it throws the signal that tells the
   * worker the job was moved, so `return context.postpone(…)` ends the handler.
   */
  postpone(delayMs: number): Promise<never>;
}

/** The wait before the next attempt of a job whose attempt threw. */
export type JobBackoff =
  | { type: 'fixed'; delayMs: number }
  /** `delayMs`, then twice that, four times … */
  | { type: 'exponential'; delayMs: number }
  /** Milliseconds before the next attempt, from the attempts made so far (1 after the first). */
  | { type: 'custom'; delayMs: (attemptsMade: number) => number };

/** Finished jobs Redis keeps: `true` none, `false` all, a count, or an age in seconds (and a count). */
export type JobKeep = boolean | number | { age: number; count?: number } | { count: number };

export interface JobOptions {
  /** Attempts in all, the first included (default 3). A payload that fails its schema gets one only. */
  attempts?: number;
  /** Default: a fixed second. */
  backoff?: JobBackoff;
  /** Completed jobs kept (default a day, at most 1000): a job's result is read from it while kept. */
  removeOnComplete?: JobKeep;
  /** Failed jobs kept (default a day, at most 1000), for the admin's queue view. */
  removeOnFail?: JobKeep;
}

const DEFAULT_OPTIONS: Required<JobOptions> = {
  attempts: 3,
  backoff: { type: 'fixed', delayMs: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600, count: 1000 },
};

/**
 * A kind of background job: its id and version, the zod schema of its payload, and what a worker does
 * with it. Made by {@link defineJob}, run by a `JobQueue` that lists it.
 *
 * `handler` and `onFailed` are methods so that a definition of a particular payload can be listed among
 * definitions of others (method parameters are compared both ways).
 */
export interface JobDefinition<P = unknown, R = unknown> {
  /** Dotted, stable name of what the job does: `pdf.render`. */
  readonly id: string;
  /** Raised whenever the payload's shape changes: a queued job of the old shape keeps its own definition. */
  readonly version: number;
  /** The BullMQ job name, `<id>.v<version>`: what a worker looks a job's definition up by. */
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly options: Required<JobOptions>;
  /**
   * Does the work; its result is stored with the completed job. Runs in the request context of whoever
   * queued the job (request id and trace). A throw is an attempt that failed: tried again while
   * attempts are left, unless it is a `JobFailedForGood`.
   */
  handler(payload: P, context: JobContext): Promise<R>;
  /**
   * Called once when the job has failed for good (its last attempt threw, it threw `JobFailedForGood`,
   * or it stalled too often), so the state of the thing it worked on can say so. Not called for a
   * payload that did not match the schema.
   */
  onFailed?(payload: P, error: Error): Promise<void> | void;
  /** Jobs of the release before, queued under other names with raw data, that this definition runs. */
  readonly legacy?: LegacyJobs;
}

/**
 * The jobs a definition takes over from code that queued them without the kit: BullMQ names it no longer
 * queues under, and how such a job's raw data becomes this definition's payload (checked against the
 * schema afterwards, like any payload). Kept until no job of those names can be left in Redis.
 */
export interface LegacyJobs {
  readonly names: readonly string[];
  /** The payload of a legacy job's data; a throw fails the job at once, like a payload that does not match. */
  payload(raw: unknown): unknown;
}

/** What {@link defineJob} takes. */
export interface JobSpec<S extends z.ZodType, R> {
  id: string;
  version: number;
  payload: S;
  handler: (payload: z.output<S>, context: JobContext) => Promise<R>;
  options?: JobOptions;
  onFailed?: (payload: z.output<S>, error: Error) => Promise<void> | void;
  legacy?: LegacyJobs;
}

/** The BullMQ job name of a job id and version: `pdf.render.v1`. */
export function jobName(id: string, version: number): string {
  return `${id}.v${version}`;
}

const ID = /^[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)*$/;

/**
 * Defines a job. The payload schema is checked when the job is queued (a payload that does not match
 * is a programming error: `enqueue` throws) and again when a worker takes it (a payload that does not
 * match fails the job at once, without a retry). Define it where its handler's dependencies are, e.g.
 * as a field of the Nest service that does the work:
 *
 * ```ts
 * readonly render = defineJob({
 *   id: 'pdf.render', version: 1, payload: pdfRenderPayload,
 *   handler: (payload) => this.render(payload),
 *   options: { attempts: 3, backoff: { type: 'fixed', delayMs: 500 } },
 * });
 * ```
 */
export function defineJob<S extends z.ZodType, R>(spec: JobSpec<S, R>): JobDefinition<z.output<S>, R> {
  if (!ID.test(spec.id)) throw new Error(`job id ${JSON.stringify(spec.id)}: lower-case words and dots only`);
  if (!Number.isInteger(spec.version) || spec.version < 1)
    throw new Error(`job ${spec.id}: the version is a whole number from 1`);
  const options = { ...DEFAULT_OPTIONS, ...spec.options };
  if (!Number.isInteger(options.attempts) || options.attempts < 1)
    throw new Error(`job ${spec.id}: attempts is a whole number from 1`);
  const name = jobName(spec.id, spec.version);
  if (spec.legacy?.names.includes(name)) throw new Error(`job ${name}: a legacy name is not its own name`);
  return {
    id: spec.id,
    version: spec.version,
    name,
    // zod cannot show a schema parameter to be a schema of its own output type; it is one by definition.
    payload: spec.payload as z.ZodType<z.output<S>>,
    options,
    handler: spec.handler,
    ...(spec.onFailed ? { onFailed: spec.onFailed } : {}),
    ...(spec.legacy ? { legacy: spec.legacy } : {}),
  };
}
