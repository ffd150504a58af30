import type { ClientProxy } from '@nestjs/microservices';
import { z } from 'zod';
import { DurableConsumer, streamWaitDelay } from './jetstream';

/** What the server answers for a stream that does not exist (nats.js puts it in `api_error`). */
const streamNotFound = () =>
  Object.assign(new Error('stream not found'), {
    code: '404',
    api_error: { code: 404, err_code: 10059, description: 'stream not found' },
  });

/**
 * A NATS connection whose stream appears at the `appearsAt`-th look (never when 0), recording what the
 * consumer asks of JetStream. Only the calls `DurableConsumer` makes.
 */
function fakeNats(appearsAt: number) {
  const calls: string[] = [];
  let looks = 0;
  let closed = false;
  const messages = {
    close: async () => {
      closed = true;
    },
    // Delivers nothing; ends when closed.
    [Symbol.asyncIterator]: () => ({
      next: async (): Promise<IteratorResult<never>> => {
        while (!closed) await new Promise((resolve) => setTimeout(resolve, 10));
        return { done: true, value: undefined };
      },
    }),
  };
  const nc = {
    jetstreamManager: async () => ({
      streams: {
        info: async (name: string) => {
          looks += 1;
          calls.push(`stream.info ${name}`);
          if (appearsAt === 0 || looks < appearsAt) throw streamNotFound();
          return { config: { name } };
        },
        add: async () => calls.push('stream.add'),
        update: async () => calls.push('stream.update'),
      },
      consumers: {
        info: async () => {
          throw new Error('consumer not found');
        },
        add: async (stream: string, config: { durable_name: string }) =>
          calls.push(`consumer.add ${stream} ${config.durable_name}`),
        update: async () => calls.push('consumer.update'),
      },
    }),
    jetstream: () => ({ consumers: { get: async () => ({ consume: async () => messages }) } }),
  };
  const client = { connect: async () => undefined, unwrap: () => nc } as unknown as ClientProxy;
  return { client, calls, looks: () => looks };
}

function consumer() {
  const lines: string[] = [];
  const logger = {
    log: (m: string) => lines.push(`log ${m}`),
    warn: (m: string) => lines.push(`warn ${m}`),
    error: (m: string) => lines.push(`error ${m}`),
  };
  const durable = new DurableConsumer({
    stream: { name: 'AGREEMENT_EVENTS', subjects: ['agreement.deleted'] },
    durable: 'chat',
    subject: 'agreement.deleted',
    schema: z.object({ agreementId: z.string() }),
    handle: async () => undefined,
    logger,
  });
  return { durable, lines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (timers run late on a busy machine), at most 10 s. */
async function until(check: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 10_000; !check(); await sleep(20))
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
}

describe('streamWaitDelay', () => {
  it('looks again after 0.5 s, 1 s, 2 s, 4 s, then every 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(streamWaitDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe('DurableConsumer and a stream that does not exist yet', () => {
  it('never creates or updates the stream (only its publisher may): it starts, says so once, and consumes once the stream is there', async () => {
    const nats = fakeNats(3);
    const { durable, lines } = consumer();
    await durable.start(nats.client);
    expect(lines).toEqual([
      'warn chat: stream AGREEMENT_EVENTS does not exist yet (its publisher creates it); consuming once it does',
    ]);
    // Looks again 0.5 s and 1.5 s after the start: the third look finds it.
    await until(() => nats.calls.length === 4);
    expect(nats.calls).toEqual([
      'stream.info AGREEMENT_EVENTS',
      'stream.info AGREEMENT_EVENTS',
      'stream.info AGREEMENT_EVENTS',
      'consumer.add AGREEMENT_EVENTS chat',
    ]);
    expect(lines).toEqual([
      'warn chat: stream AGREEMENT_EVENTS does not exist yet (its publisher creates it); consuming once it does',
      'log chat: stream AGREEMENT_EVENTS is there; consuming',
    ]);
    await durable.stop();
  });

  it('stops waiting at once when the service shuts down', async () => {
    const nats = fakeNats(0);
    const { durable, lines } = consumer();
    await durable.start(nats.client);
    await until(() => nats.looks() === 2);
    const looks = nats.looks();
    // The next look is a second away: stop does not wait for it.
    const started = Date.now();
    await durable.stop();
    expect(Date.now() - started).toBeLessThan(900);
    await sleep(1200);
    expect(nats.looks()).toBe(looks);
    expect(nats.calls.filter((call) => !call.startsWith('stream.info'))).toEqual([]);
    expect(lines).toHaveLength(1);
  });

  it('attaches at once when the stream exists', async () => {
    const nats = fakeNats(1);
    const { durable, lines } = consumer();
    await durable.start(nats.client);
    expect(nats.calls).toEqual(['stream.info AGREEMENT_EVENTS', 'consumer.add AGREEMENT_EVENTS chat']);
    expect(lines).toEqual([]);
    await durable.stop();
  });
});
