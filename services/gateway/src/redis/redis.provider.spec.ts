import { createClient } from 'redis';
import { failFast, type RedisClient } from './redis.provider';
import { RedisUnavailableError } from './redis-errors';

/** A client whose transactions answer when `answer` says so (never, by default), like a frozen Redis. */
function fakeClient(ready: boolean, answer: () => Promise<unknown[]> = () => new Promise(() => undefined)) {
  const executed: string[] = [];
  const client = {
    isReady: ready,
    async sendCommand(args: string[]) {
      executed.push(args.join(' '));
      return answer();
    },
    multi() {
      return {
        exec: async () => {
          executed.push('exec');
          return answer();
        },
        execAsPipeline: async () => {
          executed.push('pipeline');
          return answer();
        },
      };
    },
  };
  failFast(client as unknown as RedisClient, 50);
  return { client: client as unknown as RedisClient, executed };
}

describe('failFast', () => {
  it('refuses a command at once while the connection is down', async () => {
    const { client, executed } = fakeClient(false);
    await expect(client.sendCommand(['GET', 'sess:1'])).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(executed).toEqual([]);
  });

  it('gives up on a command written to a Redis that does not answer', async () => {
    const { client, executed } = fakeClient(true);
    const started = Date.now();
    await expect(client.sendCommand(['GET', 'sess:1'])).rejects.toThrow('Redis did not answer in time');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(executed).toEqual(['GET sess:1']);
  });

  it('refuses a transaction at once while the connection is down, without queueing it', async () => {
    const { client, executed } = fakeClient(false);
    const started = Date.now();
    await expect(client.multi().exec()).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(client.multi().execAsPipeline()).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(Date.now() - started).toBeLessThan(40);
    expect(executed).toEqual([]);
  });

  it('gives up on a transaction Redis does not answer within the command timeout', async () => {
    const { client } = fakeClient(true);
    const started = Date.now();
    await expect(client.multi().exec()).rejects.toThrow('Redis did not answer in time');
    await expect(client.multi().execAsPipeline()).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('passes an answer through unchanged', async () => {
    const { client } = fakeClient(true, async () => [1, 'OK']);
    await expect(client.multi().exec()).resolves.toEqual([1, 'OK']);
  });

  it('does not leave a late failure unhandled', async () => {
    const { client } = fakeClient(
      true,
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 80)),
    );
    await expect(client.multi().exec()).rejects.toBeInstanceOf(RedisUnavailableError);
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('bounds the commands and transactions of a real node-redis client (its methods go through an inner client)', async () => {
    const client = createClient({ url: 'redis://127.0.0.1:1', disableOfflineQueue: true });
    failFast(client, 50);
    await expect(client.get('sess:1')).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(client.multi().expire('sess:1', 10).exec()).rejects.toBeInstanceOf(RedisUnavailableError);
  });
});
