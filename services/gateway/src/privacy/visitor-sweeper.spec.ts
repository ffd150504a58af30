import { PrivacyRpc } from '@avtalt/contracts';
import type { GatewayConfig } from '../config/gateway.config';
import type { RedisClient } from '../redis/redis.provider';
import type { RpcService } from '../rpc/rpc.service';
import { VISITOR_SESSIONS_KEY } from './visitor-sessions';
import { VisitorSweeper } from './visitor-sweeper';

const A = '3f2b8c1e-5d4a-4c7b-9e1f-0a2b3c4d5e6f';
const B = '7c6d5e4f-3a2b-4c1d-8e9f-a0b1c2d3e4f5';

/** A sorted set in memory, with the three commands the sweeper uses. */
function fakeRedis(entries: Record<string, number>) {
  const set = new Map(Object.entries(entries));
  const client = {
    async zRangeByScore(key: string, min: number, max: number, { LIMIT }: { LIMIT: { count: number } }) {
      expect(key).toBe(VISITOR_SESSIONS_KEY);
      return [...set]
        .filter(([, score]) => score >= min && score <= max)
        .sort((a, b) => a[1] - b[1])
        .slice(0, LIMIT.count)
        .map(([id]) => id);
    },
    async zRem(_key: string, ids: string[]) {
      for (const id of ids) set.delete(id);
      return ids.length;
    },
  };
  return { client: client as unknown as RedisClient, set };
}

const NOW = 10_000_000_000;
const config = { VISITOR_SWEEP_SECONDS: 0 } as GatewayConfig;

describe('VisitorSweeper', () => {
  it('hands over the visitors whose session ended more than five minutes ago, then drops them', async () => {
    const { client, set } = fakeRedis({ [A]: NOW - 6 * 60_000, [B]: NOW - 60_000, later: NOW + 1 });
    const request = jest.fn(async () => ({ queued: 1 }));
    const handed = await new VisitorSweeper(client, { request } as unknown as RpcService, config).sweep(NOW);
    expect(handed).toBe(1);
    expect(request).toHaveBeenCalledWith(PrivacyRpc.forgetVisitors, { anonymousIds: [A] });
    expect([...set.keys()].sort()).toEqual([B, 'later'].sort());
  });

  it('keeps them when privacy does not answer, so the next sweep hands them over again', async () => {
    const { client, set } = fakeRedis({ [A]: 0 });
    const request = jest.fn(async () => {
      throw new Error('503');
    });
    const sweeper = new VisitorSweeper(client, { request } as unknown as RpcService, config);
    await expect(sweeper.sweep(NOW)).rejects.toThrow('503');
    expect(set.has(A)).toBe(true);
  });

  it('drops what is not a visitor id without asking (it could only block the sweep)', async () => {
    const { client, set } = fakeRedis({ 'not-an-id': 0, [A]: 1 });
    const request = jest.fn(async () => ({ queued: 1 }));
    await new VisitorSweeper(client, { request } as unknown as RpcService, config).sweep(NOW);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(PrivacyRpc.forgetVisitors, { anonymousIds: [A] });
    expect(set.size).toBe(0);
  });
});
