import { z } from 'zod';
import { defineJob } from './define-job';
import {
  bullJobOptions,
  DEFINED_BACKOFF,
  definedBackoffDelay,
  envelopeOf,
  failedForGood,
  jobEnvelope,
  payloadProblems,
  stalledIntervalMs,
} from './jobs.rules';

const noop = async () => undefined;

describe('job envelopes', () => {
  it('carries the payload and, when there is one, the origin of the request that queued it', () => {
    expect(jobEnvelope({ a: 1 })).toEqual({ payload: { a: 1 } });
    const origin = {
      requestId: 'req-1',
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    };
    expect(envelopeOf(jobEnvelope({ a: 1 }, origin))).toEqual({ payload: { a: 1 }, origin });
  });

  it('reads no envelope from data queued some other way, and keeps only the string fields of an origin', () => {
    expect(envelopeOf({ hash: 'abc' })).toBeUndefined();
    expect(envelopeOf('text')).toBeUndefined();
    expect(envelopeOf(null)).toBeUndefined();
    expect(envelopeOf({ payload: 1, origin: { requestId: 5, tracestate: 'k=v' } })).toEqual({
      payload: 1,
      origin: { tracestate: 'k=v' },
    });
    expect(envelopeOf({ payload: 1, origin: 'x' })).toEqual({ payload: 1 });
  });
});

describe('bullJobOptions', () => {
  it('passes attempts, a fixed or exponential backoff and what is kept', () => {
    const job = defineJob({
      id: 'a.b',
      version: 1,
      payload: z.object({}),
      handler: noop,
      options: { attempts: 2, backoff: { type: 'exponential', delayMs: 500 }, removeOnComplete: true },
    });
    expect(bullJobOptions(job.options)).toEqual({
      attempts: 2,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: true,
      removeOnFail: { age: 24 * 3600, count: 1000 },
    });
  });

  it('names the definition’s own backoff, which the worker computes from the job’s definition', () => {
    const delays = (attemptsMade: number) => attemptsMade * 100;
    const job = defineJob({
      id: 'a.b',
      version: 1,
      payload: z.object({}),
      handler: noop,
      options: { backoff: { type: 'custom', delayMs: delays } },
    });
    expect(bullJobOptions(job.options).backoff).toEqual({ type: DEFINED_BACKOFF });
    expect(definedBackoffDelay(job, 3)).toBe(300);
    // A job whose definition is gone (or not custom) still gets a delay rather than an error.
    expect(definedBackoffDelay(undefined, 3)).toBe(1000);
  });
});

describe('stalledIntervalMs', () => {
  it('looks for stalled jobs every half lock time, at least every second', () => {
    expect(stalledIntervalMs(30_000)).toBe(15_000);
    expect(stalledIntervalMs(1001)).toBe(1000);
    expect(stalledIntervalMs(500)).toBe(1000);
  });
});

describe('payloadProblems', () => {
  it('names where a payload does not match and zod’s code, never a value', () => {
    const schema = z.object({ mailId: z.uuid(), to: z.object({ name: z.string() }) });
    const parsed = schema.safeParse({ mailId: 'ola.nordmann@example.no', to: { name: 42 } });
    expect(parsed.success).toBe(false);
    const text = payloadProblems(parsed.error!);
    expect(text).toBe('mailId: invalid_format, to.name: invalid_type');
    expect(text).not.toContain('example.no');
  });

  it('says so for a payload that is not an object at all, and counts issues past five', () => {
    expect(payloadProblems(z.object({}).safeParse('x').error!)).toBe('(payload): invalid_type');
    const many = z.object(Object.fromEntries('abcdefg'.split('').map((k) => [k, z.string()])));
    expect(payloadProblems(many.safeParse({}).error!)).toMatch(/^a: invalid_type, .* and 2 more$/);
  });
});

describe('failedForGood', () => {
  it('is true once BullMQ gave the failed job a finishing time (no retry follows)', () => {
    expect(failedForGood({ finishedOn: 1_700_000_000_000 })).toBe(true);
    expect(failedForGood({})).toBe(false);
  });
});
