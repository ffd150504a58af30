/**
 * JobQueueOwner in a real Nest application against a real Redis: the queue and its worker start when the
 * application initialises; on close the worker stops in the destroy phase (the running job finishes, no
 * queued one is taken) while the queue still takes jobs after it, and the queue's connection closes last,
 * on application shutdown. An owner that does not start its queue (its feature off) closes without error.
 */
import { type BeforeApplicationShutdown, Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineJob, type JobLog, JobQueue, JobQueueOwner } from '../src/jobs';
import { redisConnectionOptions } from '../src/redis-options';
import { eventually, testInfra } from '../src/testing/test-env';

const QUEUE_NAME = Symbol('QUEUE_NAME');
const HOLD = Symbol('HOLD');
const quiet: JobLog = { log: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs `it.hold` jobs; the one keyed `held` waits for the test to let it go. */
interface Hold {
  ran: string[];
  released: Promise<void>;
}

@Injectable()
class HoldingOwner extends JobQueueOwner {
  readonly hold;
  protected readonly jobs: JobQueue;

  constructor(@Inject(QUEUE_NAME) name: string, @Inject(HOLD) state: Hold) {
    super();
    this.hold = defineJob({
      id: 'it.hold',
      version: 1,
      payload: z.object({ key: z.string() }),
      handler: async ({ key }) => {
        state.ran.push(key);
        if (key === 'held') await state.released;
        return key;
      },
    });
    this.jobs = new JobQueue({ name, redisUrl: testInfra().redisUrl, jobs: [this.hold], logger: quiet });
  }

  enqueue(key: string): Promise<void> {
    return this.jobs.enqueue(this.hold, { key }, { jobId: key });
  }
}

/**
 * Between the destroy phase and application shutdown (Nest's beforeApplicationShutdown): what the owner's
 * worker left, and whether its queue still takes a job.
 */
@Injectable()
class Witness implements BeforeApplicationShutdown {
  seen: { heldState?: string; queued?: boolean } = {};

  constructor(
    @Inject(QUEUE_NAME) private readonly name: string,
    private readonly owner: HoldingOwner,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    const raw = new Queue(this.name, { connection: redisConnectionOptions(testInfra().redisUrl) });
    try {
      this.seen.heldState = await (await raw.getJob('held'))?.getState();
      this.seen.queued = await this.owner.enqueue('queued-while-stopping').then(
        () => true,
        () => false,
      );
    } finally {
      await raw.close();
    }
  }
}

/** A feature switched off: it never starts its queue. */
@Injectable()
class IdleOwner extends HoldingOwner {
  override async onModuleInit(): Promise<void> {}
}

async function application(owner: typeof HoldingOwner, name: string, state: Hold) {
  @Module({
    providers: [
      { provide: HoldingOwner, useClass: owner },
      Witness,
      { provide: QUEUE_NAME, useValue: name },
      { provide: HOLD, useValue: state },
    ],
  })
  class TestModule {}
  const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  return { app, owner: app.get(HoldingOwner), witness: app.get(Witness) };
}

const opened: { close(): Promise<unknown> }[] = [];

afterEach(async () => {
  for (const closable of opened.splice(0).reverse()) await closable.close();
});

function holding(): Hold & { release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { ran: [], released, release };
}

it('starts on init; on close stops the worker first (its job finishes, no new one) and closes the queue last', async () => {
  const name = `it-owner-${randomUUID()}`;
  const state = holding();
  const { app, owner, witness } = await application(HoldingOwner, name, state);
  const raw = new Queue(name, { connection: redisConnectionOptions(testInfra().redisUrl) });
  opened.push(raw);

  await owner.enqueue('held');
  await eventually(async () => (state.ran.includes('held') ? true : undefined), 10_000, 'the job started');

  let closed = false;
  const closing = app.close().then(() => (closed = true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(closed).toBe(false); // the worker waits for its running job
  state.release();
  await closing;

  // The destroy phase ended with the job done and the worker stopped; the queue was still open after it.
  expect(witness.seen).toEqual({ heldState: 'completed', queued: true });
  expect(await (await raw.getJob('queued-while-stopping'))?.getState()).toBe('waiting');
  expect(state.ran).toEqual(['held']);
  await expect(owner.enqueue('after-shutdown')).rejects.toThrow();
});

it('an owner that does not start its queue initialises and closes without connecting', async () => {
  const state = holding();
  const { app, owner } = await application(IdleOwner, `it-owner-${randomUUID()}`, state);

  await expect(owner.enqueue('never')).rejects.toThrow(/used before start\(\)/);
  await app.close();
  expect(state.ran).toEqual([]);
});
