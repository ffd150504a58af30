import type { z } from 'zod';
import type { RequestOrigin } from '../request-context';
import type { JobDefinition, JobKeep, JobOptions } from './define-job';

/**
 * The pure parts of the jobs kit (docs/long-work-as-jobs.md): what is stored with a job, the BullMQ
 * options a definition's options become, and what a log line may say about a payload that does not match.
 */

/**
 * What a job carries in Redis: the payload, and who queued it (request id and W3C trace context), so
 * the worker's log lines and spans join the request that caused the work.
 */
export interface JobEnvelope {
  payload: unknown;
  origin?: RequestOrigin;
}

/** The envelope of `payload` queued now by the request `origin` (left out when there is none). */
export function jobEnvelope(payload: unknown, origin: RequestOrigin = {}): JobEnvelope {
  return Object.keys(origin).length > 0 ? { payload, origin } : { payload };
}

/** The envelope in a job's data, or undefined when the data is not one (a job queued some other way). */
export function envelopeOf(data: unknown): JobEnvelope | undefined {
  if (typeof data !== 'object' || data === null || !('payload' in data)) return undefined;
  const { payload, origin } = data as { payload: unknown; origin?: unknown };
  if (typeof origin !== 'object' || origin === null) return { payload };
  const { requestId, traceparent, tracestate } = origin as Record<string, unknown>;
  const sane: RequestOrigin = {};
  if (typeof requestId === 'string') sane.requestId = requestId;
  if (typeof traceparent === 'string') sane.traceparent = traceparent;
  if (typeof tracestate === 'string') sane.tracestate = tracestate;
  return { payload, origin: sane };
}

/** The `backoff.type` of jobs whose definition computes its own delays (the worker's backoff strategy). */
export const DEFINED_BACKOFF = 'job-definition';

/** The options BullMQ takes when a job of these options is queued. */
export interface BullJobOptions {
  attempts: number;
  backoff: { type: string; delay?: number };
  removeOnComplete: JobKeep;
  removeOnFail: JobKeep;
}

export function bullJobOptions(options: Required<JobOptions>): BullJobOptions {
  const { backoff } = options;
  return {
    attempts: options.attempts,
    backoff:
      backoff.type === 'custom' ? { type: DEFINED_BACKOFF } : { type: backoff.type, delay: backoff.delayMs },
    removeOnComplete: options.removeOnComplete,
    removeOnFail: options.removeOnFail,
  };
}

/** The fallback wait when a job names a custom backoff its definition no longer has. */
const FALLBACK_DELAY_MS = 1000;

/** The wait before the next attempt of a job with a custom backoff (`attemptsMade` ≥ 1). */
export function definedBackoffDelay(definition: JobDefinition | undefined, attemptsMade: number): number {
  const backoff = definition?.options.backoff;
  return backoff?.type === 'custom' ? Math.max(0, backoff.delayMs(attemptsMade)) : FALLBACK_DELAY_MS;
}

/**
 * How often a worker looks for jobs whose worker died (their lock expired): half the lock time, at
 * least a second, so a stalled job is taken up again within one and a half lock times.
 */
export function stalledIntervalMs(lockMs: number): number {
  return Math.max(1000, Math.floor(lockMs / 2));
}

/**
 * Where a payload does not match its schema, for a log line: the paths and zod's issue codes, never a
 * value (a payload may hold an address or a name). At most five issues.
 */
export function payloadProblems(error: z.ZodError): string {
  const issues = error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.map((part) => (typeof part === 'symbol' ? '?' : String(part))).join('.');
    return `${where || '(payload)'}: ${issue.code}`;
  });
  const more = error.issues.length > 5 ? ` and ${error.issues.length - 5} more` : '';
  return `${issues.join(', ')}${more}`;
}

/** A failed attempt's job has failed for good when BullMQ gave it a finishing time (no retry follows). */
export function failedForGood(job: { finishedOn?: number }): boolean {
  return typeof job.finishedOn === 'number';
}
