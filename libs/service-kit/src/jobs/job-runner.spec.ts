import { DelayedError } from 'bullmq';
import { z } from 'zod';
import { metricsRegistry } from '../metrics';
import { currentOrigin, currentRequestId, currentTrace, runInRequest } from '../request-context';
import { defineJob, type JobContext } from './define-job';
import { JobFailedForGood, JobRunner, type RunnableJob } from './job-runner';
import { jobEnvelope } from './jobs.rules';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

function recordingLog() {
  const lines: string[] = [];
  const line = (message: string) => void lines.push(message);
  return { lines, log: line, warn: line, error: line };
}

function fakeJob(name: string, data: unknown, overrides: Partial<RunnableJob> = {}) {
  const moved: number[] = [];
  const job: RunnableJob = {
    id: 'job-1',
    name,
    data,
    attemptsMade: 0,
    opts: { attempts: 3 },
    moveToDelayed: async (timestamp) => void moved.push(timestamp),
    ...overrides,
  };
  return { job, moved };
}

function setUp(onFailed?: (payload: { to: string; count: number }, error: Error) => Promise<void>) {
  const seen: { payload: unknown; context: JobContext; requestId?: string; traceId?: string }[] = [];
  const send = defineJob({
    id: 'mail.send',
    version: 1,
    payload: z.object({ to: z.string(), count: z.number().default(1) }),
    handler: async (payload, context) => {
      seen.push({ payload, context, requestId: currentRequestId(), traceId: currentTrace()?.traceId });
      if (payload.to === 'later') return context.postpone(5000);
      if (payload.to === 'boom') throw new Error('SMTP 451');
      return `sent ${payload.count}`;
    },
    ...(onFailed ? { onFailed } : {}),
  });
  const logger = recordingLog();
  return { runner: new JobRunner('mail-send', [send], logger), send, seen, logger };
}

describe('JobRunner.run', () => {
  it('hands the handler the parsed payload (defaults applied) and returns its result', async () => {
    const { runner, seen } = setUp();
    const { job } = fakeJob('mail.send.v1', jobEnvelope({ to: 'a' }));
    await expect(runner.run(job)).resolves.toBe('sent 1');
    expect(seen[0].payload).toEqual({ to: 'a', count: 1 });
    expect(seen[0].context).toMatchObject({ jobId: 'job-1', attempt: 1, attempts: 3, lastAttempt: false });
  });

  it('runs the handler in the request that queued the job: its request id, and a span in its trace', async () => {
    const { runner, seen } = setUp();
    const origin = runInRequest(
      { requestId: 'req-7', trace: { traceId: TRACE, spanId: PARENT, sampled: true } },
      currentOrigin,
    );
    await runner.run(fakeJob('mail.send.v1', jobEnvelope({ to: 'a' }, origin)).job);
    expect(seen[0].requestId).toBe('req-7');
    expect(seen[0].traceId).toBe(TRACE);
    // Queued outside any request: a trace of its own, no request id.
    await runner.run(fakeJob('mail.send.v1', jobEnvelope({ to: 'b' })).job);
    expect(seen[1].requestId).toBeUndefined();
    expect(seen[1].traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[1].traceId).not.toBe(TRACE);
  });

  it('fails a payload that does not match its schema for good, without running it or logging its values', async () => {
    const { runner, seen, logger } = setUp();
    const { job } = fakeJob('mail.send.v1', jobEnvelope({ to: 'ola@example.no', count: 'many' }));
    const error = await runner.run(job).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailedForGood);
    expect((error as Error).message).toBe('payload does not match mail.send.v1: count: invalid_type');
    expect(seen).toEqual([]);
    // What BullMQ's `failed` event then logs.
    await runner.failed({ ...job, attemptsMade: 1, finishedOn: Date.now() }, error as Error);
    expect(logger.lines).toEqual([
      'mail-send job job-1 (mail.send.v1) attempt 1/3 failed for good: JobFailedForGood: payload does not match mail.send.v1: count: invalid_type',
    ]);
    expect(logger.lines.join('\n')).not.toContain('example.no');
  });

  it('fails data that is no envelope, and a job no definition here knows (an older version), for good', async () => {
    const { runner, seen } = setUp();
    await expect(runner.run(fakeJob('mail.send.v1', { to: 'a' }).job)).rejects.toThrow(
      'payload does not match mail.send.v1: not a job envelope',
    );
    await expect(runner.run(fakeJob('mail.send.v0', jobEnvelope({ to: 'a' })).job)).rejects.toThrow(
      JobFailedForGood,
    );
    expect(seen).toEqual([]);
  });

  it('postpones a job without using an attempt: moved to delayed, then the worker is told so', async () => {
    const { runner } = setUp();
    const { job, moved } = fakeJob('mail.send.v1', jobEnvelope({ to: 'later' }), { attemptsMade: 2 });
    const before = Date.now();
    await expect(runner.run(job, 'token-1')).rejects.toBeInstanceOf(DelayedError);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toBeGreaterThanOrEqual(before + 5000);
  });

  it('counts each attempt by queue, job and outcome', async () => {
    const { runner } = setUp();
    await runner.run(fakeJob('mail.send.v1', jobEnvelope({ to: 'a' })).job);
    await runner.run(fakeJob('mail.send.v1', jobEnvelope({ to: 'boom' })).job).catch(() => undefined);
    const text = await metricsRegistry.metrics();
    expect(text).toMatch(
      /avtalt_job_duration_seconds_count\{[^}]*queue="mail-send",job="mail.send.v1",outcome="completed"\} \d+/,
    );
    expect(text).toMatch(/avtalt_job_duration_seconds_count\{[^}]*outcome="failed"\} \d+/);
  });

  it('refuses two definitions of one name in a queue', () => {
    const { send } = setUp();
    expect(() => new JobRunner('q', [send, send], recordingLog())).toThrow(/listed twice/);
  });
});

describe('JobRunner.failed', () => {
  it('logs each failed attempt and calls onFailed once the job has failed for good', async () => {
    const calls: { payload: unknown; message: string }[] = [];
    const { runner, logger } = setUp(
      async (payload, error) => void calls.push({ payload, message: error.message }),
    );
    const data = jobEnvelope({ to: 'boom', count: 2 });
    await runner.failed(fakeJob('mail.send.v1', data, { attemptsMade: 1 }).job, new Error('SMTP 451'));
    expect(calls).toEqual([]);
    await runner.failed(
      fakeJob('mail.send.v1', data, { attemptsMade: 3, finishedOn: Date.now() }).job,
      new Error('SMTP 451'),
    );
    expect(calls).toEqual([{ payload: { to: 'boom', count: 2 }, message: 'SMTP 451' }]);
    expect(logger.lines).toEqual([
      'mail-send job job-1 (mail.send.v1) attempt 1/3 failed: Error: SMTP 451',
      'mail-send job job-1 (mail.send.v1) attempt 3/3 failed for good: Error: SMTP 451',
    ]);
  });

  it('does not call onFailed for a payload that did not match, and logs a throwing onFailed', async () => {
    const { runner, logger } = setUp(async () => {
      throw new Error('database away');
    });
    const done = { attemptsMade: 1, finishedOn: Date.now() };
    await runner.failed(fakeJob('mail.send.v1', jobEnvelope({ count: 'x' }), done).job, new Error('bad'));
    expect(logger.lines).toHaveLength(1);
    await runner.failed(fakeJob('mail.send.v1', jobEnvelope({ to: 'a' }), done).job, new Error('bad'));
    expect(logger.lines[2]).toBe('mail-send job job-1 (mail.send.v1): onFailed threw: Error: database away');
  });
});

describe('JobRunner with legacy names', () => {
  // The release before queued `send` with the bare address as data; the definition's payload is an object.
  function legacySetUp(onFailed?: (payload: { to: string }, error: Error) => Promise<void>) {
    const seen: { payload: unknown; requestId?: string }[] = [];
    const send = defineJob({
      id: 'mail.send',
      version: 1,
      payload: z.object({ to: z.string().min(1) }),
      handler: async (payload) => {
        seen.push({ payload, requestId: currentRequestId() });
        return `sent ${payload.to}`;
      },
      legacy: {
        names: ['send'],
        payload: (raw) => {
          if (typeof raw !== 'string') throw new Error('not an address');
          return { to: raw };
        },
      },
      ...(onFailed ? { onFailed } : {}),
    });
    const logger = recordingLog();
    return { runner: new JobRunner('mail-send', [send], logger), send, seen, logger };
  }

  it('runs a job under a legacy name with its raw data converted, as its definition', async () => {
    const { runner, seen, send } = legacySetUp();
    await expect(runner.run(fakeJob('send', 'ola@example.no').job)).resolves.toBe('sent ola@example.no');
    expect(seen).toEqual([{ payload: { to: 'ola@example.no' }, requestId: undefined }]);
    expect(runner.definition('send')).toBe(send);
    // Its own name still takes the envelope.
    await expect(runner.run(fakeJob('mail.send.v1', jobEnvelope({ to: 'kari' })).job)).resolves.toBe(
      'sent kari',
    );
  });

  it('fails a legacy job for good when the conversion throws or its result does not match the schema', async () => {
    const { runner, seen, logger } = legacySetUp();
    await expect(runner.run(fakeJob('send', 42).job)).rejects.toThrow(
      new JobFailedForGood('payload does not match send: legacy data not converted'),
    );
    const error = await runner.run(fakeJob('send', '').job).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailedForGood);
    expect((error as Error).message).toBe('payload does not match send: to: too_small');
    expect(seen).toEqual([]);
    expect(logger.lines).toEqual([]);
  });

  it('still fails a name that is neither the definition’s nor a legacy one at once', async () => {
    const { runner, seen } = legacySetUp();
    await expect(runner.run(fakeJob('digest', 'ola@example.no').job)).rejects.toThrow(
      'no definition of job digest in queue mail-send',
    );
    expect(seen).toEqual([]);
  });

  it('calls onFailed with the converted payload of a legacy job that failed for good', async () => {
    const calls: unknown[] = [];
    const { runner } = legacySetUp(async (payload) => void calls.push(payload));
    await runner.failed(
      fakeJob('send', 'ola@example.no', { attemptsMade: 3, finishedOn: Date.now() }).job,
      new Error('x'),
    );
    expect(calls).toEqual([{ to: 'ola@example.no' }]);
  });

  it('refuses a legacy name that another definition of the queue has', () => {
    const { send } = legacySetUp();
    const other = defineJob({
      id: 'mail.digest',
      version: 1,
      payload: z.object({}),
      handler: async () => undefined,
      legacy: { names: ['send'], payload: () => ({}) },
    });
    expect(() => new JobRunner('q', [send, other], recordingLog())).toThrow('queue q: job send listed twice');
  });
});
