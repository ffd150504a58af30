import { z } from 'zod';
import { defineJob } from './define-job';
import { JobQueue } from './job-queue';

// Redis is not needed for what is refused before anything is sent; the behaviour against a real Redis
// (retries, stalled jobs, shutdown, validation in the worker) is in test/job-queue.int-spec.ts.
const render = defineJob({
  id: 'pdf.render',
  version: 1,
  payload: z.object({ hash: z.string().length(64) }),
  handler: async () => undefined,
});
const other = defineJob({
  id: 'pdf.other',
  version: 1,
  payload: z.object({}),
  handler: async () => undefined,
});
const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };
const queue = () =>
  new JobQueue({ name: 'pdf-render', redisUrl: 'redis://127.0.0.1:1', jobs: [render], logger: silent });

describe('JobQueue.enqueue', () => {
  it('throws on a payload that does not match the schema (a programming error), naming the job', async () => {
    const error = await queue()
      .enqueue(render, { hash: 'short' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('job pdf.render.v1: the payload does not match its schema');
    expect((error as Error).cause).toBeInstanceOf(z.ZodError);
  });

  it('throws on a job the queue does not carry', async () => {
    await expect(queue().enqueue(other, {})).rejects.toThrow(
      'queue pdf-render does not carry job pdf.other.v1',
    );
  });

  it('throws when used before start()', async () => {
    await expect(queue().enqueue(render, { hash: 'a'.repeat(64) })).rejects.toThrow(
      'queue pdf-render used before start()',
    );
    await expect(queue().stats()).rejects.toThrow('used before start()');
  });

  it('stops and closes without having started (a service whose jobs are switched off)', async () => {
    const unstarted = queue();
    await expect(unstarted.stopWorker()).resolves.toBeUndefined();
    await expect(unstarted.close()).resolves.toBeUndefined();
  });
});
