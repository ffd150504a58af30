/**
 * The jobs kit against a real Redis (docs/long-work-as-jobs.md): a failed attempt is retried with the
 * definition's backoff; a job whose worker died is taken up again (stalled-job recovery); a worker
 * stopped while a job runs finishes it and takes no other; a payload that does not match is refused on
 * enqueue and fails at once in the worker; a job queued by plain BullMQ under a legacy name runs as its
 * definition; the handler runs in the request that queued the job.
 */
import { Queue, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineJob, JobFailedForGood, type JobLog, JobQueue, jobEnvelope } from '../src/jobs';
import { redisConnectionOptions } from '../src/redis-options';
import { currentRequestId, currentTrace, runInRequest } from '../src/request-context';
import { eventually, testInfra } from '../src/testing/test-env';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const payload = z.object({ key: z.string().min(1) });
const open: { close(): Promise<void> }[] = [];

function recordingLog(): JobLog & { lines: string[] } {
  const lines: string[] = [];
  const line = (message: string) => void lines.push(message);
  return { lines, log: line, warn: line, error: line };
}

/** A queue of its own per test, so tests (and earlier runs) never share jobs. */
function queueName(): string {
  return `it-jobs-${randomUUID()}`;
}

function rawQueue(name: string): Queue {
  const queue = new Queue(name, { connection: redisConnectionOptions(testInfra().redisUrl) });
  open.push(queue);
  return queue;
}

async function started(queue: JobQueue): Promise<JobQueue> {
  open.push(queue);
  await queue.start();
  return queue;
}

afterEach(async () => {
  for (const closable of open.splice(0).reverse()) await closable.close();
});

it('retries a failed attempt after the definition’s backoff, and keeps the result of the one that worked', async () => {
  const attempts: number[] = [];
  const delays: number[] = [];
  const flaky = defineJob({
    id: 'it.flaky',
    version: 1,
    payload,
    handler: async ({ key }, context) => {
      attempts.push(context.attempt);
      if (context.attempt < 3) throw new Error(`not yet (${context.attempt})`);
      return { key, attempt: context.attempt };
    },
    options: {
      attempts: 3,
      backoff: {
        type: 'custom',
        delayMs: (attemptsMade) => {
          delays.push(attemptsMade);
          return 50 * attemptsMade;
        },
      },
    },
  });
  const logger = recordingLog();
  const queue = await started(
    new JobQueue({ name: queueName(), redisUrl: testInfra().redisUrl, jobs: [flaky], logger }),
  );
  await queue.enqueue(flaky, { key: 'k1' }, { jobId: 'flaky-1' });

  const done = await eventually(async () => {
    const job = await queue.find(flaky, 'flaky-1');
    return job?.state === 'completed' ? job : undefined;
  });
  expect(done).toEqual({
    id: 'flaky-1',
    name: 'it.flaky.v1',
    state: 'completed',
    result: { key: 'k1', attempt: 3 },
    attemptsMade: 3,
  });
  expect(attempts).toEqual([1, 2, 3]);
  expect(delays).toEqual([1, 2]);
  expect(logger.lines.filter((l) => l.includes('failed'))).toHaveLength(2);
  // Queued again under the same id while kept: nothing new runs.
  await queue.enqueue(flaky, { key: 'k1' }, { jobId: 'flaky-1' });
  await new Promise((r) => setTimeout(r, 300));
  expect(attempts).toEqual([1, 2, 3]);
});

it('fails a job for good on JobFailedForGood or its last attempt, and calls onFailed once', async () => {
  const failedFor: string[] = [];
  const doomed = defineJob({
    id: 'it.doomed',
    version: 1,
    payload,
    handler: async ({ key }) => {
      if (key === 'gone') throw new JobFailedForGood('the agreement is gone');
      throw new Error('still down');
    },
    options: { attempts: 2, backoff: { type: 'fixed', delayMs: 20 } },
    onFailed: ({ key }) => void failedFor.push(key),
  });
  const queue = await started(
    new JobQueue({
      name: queueName(),
      redisUrl: testInfra().redisUrl,
      jobs: [doomed],
      logger: recordingLog(),
    }),
  );
  await queue.enqueue(doomed, { key: 'gone' }, { jobId: 'gone' });
  await queue.enqueue(doomed, { key: 'down' }, { jobId: 'down' });

  await eventually(async () => ((await queue.counts('failed')).failed === 2 ? true : undefined));
  expect((await queue.find(doomed, 'gone'))?.attemptsMade).toBe(1);
  expect((await queue.find(doomed, 'down'))?.attemptsMade).toBe(2);
  await eventually(async () => (failedFor.length === 2 ? true : undefined));
  expect(failedFor.sort()).toEqual(['down', 'gone']);
  const stats = await queue.stats();
  expect(stats.failed.map((f) => f.failedReason).sort()).toEqual(['still down', 'the agreement is gone']);
});

it('refuses a payload that does not match: enqueue throws, and a worker fails such a job at once', async () => {
  let ran = 0;
  const job = defineJob({
    id: 'it.checked',
    version: 1,
    payload,
    handler: async () => void ran++,
    options: { attempts: 3 },
  });
  const name = queueName();
  const logger = recordingLog();
  const queue = await started(new JobQueue({ name, redisUrl: testInfra().redisUrl, jobs: [job], logger }));

  await expect(queue.enqueue(job, { key: '' })).rejects.toThrow('does not match its schema');
  expect((await queue.counts('waiting', 'delayed', 'failed', 'completed', 'active')).waiting).toBe(0);

  // Queued by something that bypassed the check (an older release, a hand-made job): three attempts
  // allowed, one used, the handler never called, no value of the payload in the log or the reason.
  const raw = rawQueue(name);
  await raw.add(job.name, jobEnvelope({ key: 42, email: 'ola@example.no' }), { jobId: 'bad', attempts: 3 });
  const failed = await eventually(async () => {
    const found = await queue.find(job, 'bad');
    return found?.state === 'failed' ? found : undefined;
  });
  expect(failed.attemptsMade).toBe(1);
  expect(ran).toBe(0);
  expect((await raw.getJob('bad'))?.failedReason).toBe(
    'payload does not match it.checked.v1: key: invalid_type',
  );
  expect(logger.lines.join('\n')).not.toContain('example.no');
});

it('runs a job the release before queued with plain BullMQ under a legacy name, retried by its definition', async () => {
  const ran: { payload: unknown; attempt: number }[] = [];
  const delays: number[] = [];
  const send = defineJob({
    id: 'it.send',
    version: 2,
    payload,
    handler: async (converted, context) => {
      ran.push({ payload: converted, attempt: context.attempt });
      if (context.attempt === 1) throw new Error('SMTP 451');
      return 'sent';
    },
    options: { attempts: 3, backoff: { type: 'custom', delayMs: (made) => (delays.push(made), 50) } },
    legacy: { names: ['send'], payload: (raw) => ({ key: (raw as { mailId: string }).mailId }) },
  });
  const name = queueName();
  const logger = recordingLog();
  const queue = await started(new JobQueue({ name, redisUrl: testInfra().redisUrl, jobs: [send], logger }));

  // As the old code queued it: its own name, raw data, its own options (a backoff type of its own name).
  const raw = rawQueue(name);
  await raw.add('send', { mailId: 'm-1' }, { jobId: 'm-1', attempts: 3, backoff: { type: 'capped' } });
  await raw.add('digest', { mailId: 'm-2' }, { jobId: 'm-2', attempts: 3 });

  const done = await eventually(async () => {
    const found = await queue.find(send, 'm-1');
    return found?.state === 'completed' ? found : undefined;
  });
  expect(done).toMatchObject({ name: 'send', attemptsMade: 2, result: 'sent' });
  expect((await raw.getJob('m-1'))?.returnvalue).toBe('sent');
  expect(ran).toEqual([
    { payload: { key: 'm-1' }, attempt: 1 },
    { payload: { key: 'm-1' }, attempt: 2 },
  ]);
  expect(delays).toEqual([1]);

  // A name no definition takes over still fails at once.
  const unknown = await eventually(async () => {
    const job = await raw.getJob('m-2');
    return (await job?.getState()) === 'failed' ? job : undefined;
  });
  expect(unknown.attemptsMade).toBe(1);
  expect(unknown.failedReason).toBe(`no definition of job digest in queue ${name}`);
});

it('takes up a job whose worker died holding it, once its lock expired (stalled-job recovery)', async () => {
  const name = queueName();
  const ran: string[] = [];
  const job = defineJob({
    id: 'it.stalled',
    version: 1,
    payload,
    handler: async ({ key }) => void ran.push(key),
  });
  const raw = rawQueue(name);
  await raw.add(job.name, jobEnvelope({ key: 'orphan' }), { jobId: 'orphan', attempts: 3 });

  // A worker takes the job and dies: it never finishes and stops renewing its lock.
  let taken!: () => void;
  const active = new Promise<void>((resolve) => (taken = resolve));
  const dying = new Worker(
    name,
    () => {
      taken();
      return new Promise(() => undefined);
    },
    { connection: redisConnectionOptions(testInfra().redisUrl), lockDuration: 1000, stalledInterval: 500 },
  );
  await active;
  expect(await raw.getJobState('orphan')).toBe('active');
  await dying.close(true);

  const queue = await started(
    new JobQueue({
      name,
      redisUrl: testInfra().redisUrl,
      jobs: [job],
      lockMs: 1000,
      maxStalledCount: 2,
      logger: recordingLog(),
    }),
  );
  const done = await eventually(async () => {
    const found = await queue.find(job, 'orphan');
    return found?.state === 'completed' ? found : undefined;
  });
  expect(done.state).toBe('completed');
  expect(ran).toEqual(['orphan']);
});

it('stopped while a job runs: finishes and completes it, and takes no other', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const ran: string[] = [];
  const job = defineJob({
    id: 'it.slow',
    version: 1,
    payload,
    handler: async ({ key }) => {
      ran.push(key);
      if (key === 'first') await held;
      return key;
    },
  });
  const queue = await started(
    new JobQueue({ name: queueName(), redisUrl: testInfra().redisUrl, jobs: [job], logger: recordingLog() }),
  );
  await queue.enqueue(job, { key: 'first' }, { jobId: 'first' });
  await eventually(async () => ((await queue.find(job, 'first'))?.state === 'active' ? true : undefined));
  await queue.enqueue(job, { key: 'second' }, { jobId: 'second' });

  let stopped = false;
  const stopping = queue.stopWorker().then(() => (stopped = true));
  await new Promise((r) => setTimeout(r, 500));
  expect(stopped).toBe(false); // waits for the running job
  release();
  await stopping;

  expect(await queue.find(job, 'first')).toMatchObject({ state: 'completed', result: 'first' });
  expect((await queue.find(job, 'second'))?.state).toBe('waiting');
  expect(ran).toEqual(['first']);
});

it('runs the handler in the request that queued the job: its request id and trace', async () => {
  const seen: { requestId?: string; traceId?: string }[] = [];
  const job = defineJob({
    id: 'it.traced',
    version: 1,
    payload,
    handler: async () => void seen.push({ requestId: currentRequestId(), traceId: currentTrace()?.traceId }),
  });
  const queue = await started(
    new JobQueue({ name: queueName(), redisUrl: testInfra().redisUrl, jobs: [job], logger: recordingLog() }),
  );
  await runInRequest(
    { requestId: 'req-jobs-1', trace: { traceId: TRACE, spanId: '00f067aa0ba902b7', sampled: true } },
    () => queue.enqueue(job, { key: 'k' }),
  );
  await eventually(async () => (seen.length === 1 ? true : undefined));
  expect(seen).toEqual([{ requestId: 'req-jobs-1', traceId: TRACE }]);
});
