import type { SessionData } from 'express-session';
import type { RedisClient } from '../redis/redis.provider';
import { SESSION_TOUCH_INTERVAL_MS, ThrottledRedisStore } from './session-store';

/** The commands the store sends, recorded (only what touch/set/destroy use). */
function fakeRedis(down: () => boolean = () => false) {
  const commands: string[] = [];
  const client = {
    multi() {
      const queued: string[] = [];
      const chain = {
        expire(key: string, seconds: number) {
          queued.push(`EXPIRE ${key} ${seconds}`);
          return chain;
        },
        zAdd(key: string, { score, value }: { score: number; value: string }) {
          queued.push(`ZADD ${key} ${score} ${value}`);
          return chain;
        },
        async exec() {
          if (down()) throw new Error('redis down');
          commands.push(...queued);
          return queued.map(() => 1);
        },
      };
      return chain;
    },
    async set(key: string) {
      commands.push(`SET ${key}`);
      return 'OK';
    },
    async del(keys: string[]) {
      commands.push(`DEL ${keys.join(' ')}`);
      return keys.length;
    },
  };
  return { client: client as unknown as RedisClient, commands };
}

const userSession = { cookie: { originalMaxAge: 1000 }, userId: 'u1' } as unknown as SessionData;
const anonymousSession = { cookie: { originalMaxAge: 1000 }, anonymousId: 'a1' } as unknown as SessionData;

describe('ThrottledRedisStore', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('pushes the expiry of the session and of the user’s session index forward on the first touch', async () => {
    const { client, commands } = fakeRedis();
    const store = new ThrottledRedisStore(client, 3600, now);
    await store.touch('s1', userSession);
    expect(commands).toEqual(['EXPIRE sess:s1 3600', 'EXPIRE user-sessions:u1 3600']);
  });

  it('touches a visitor’s session and moves its end in the visitors’ set (its answers go after it)', async () => {
    const { client, commands } = fakeRedis();
    await new ThrottledRedisStore(client, 3600, now).touch('s2', anonymousSession);
    expect(commands).toEqual(['EXPIRE sess:s2 3600', `ZADD visitor-sessions ${1_000_000 + 3_600_000} a1`]);
  });

  it('notes a visitor’s session when it is saved, and a logged-in one’s not', async () => {
    const { client, commands } = fakeRedis();
    const store = new ThrottledRedisStore(client, 3600, now);
    await store.set('s1', anonymousSession);
    await store.set('s2', { ...anonymousSession, userId: 'u1' } as SessionData);
    expect(commands).toEqual([
      `ZADD visitor-sessions ${1_000_000 + 3_600_000} a1`,
      'SET sess:s1',
      'SET sess:s2',
    ]);
  });

  it('sends nothing for further touches within the interval, and touches again after it', async () => {
    const { client, commands } = fakeRedis();
    const store = new ThrottledRedisStore(client, 3600, now);
    await store.touch('s1', userSession);
    clock += SESSION_TOUCH_INTERVAL_MS - 1;
    const done = jest.fn();
    await store.touch('s1', userSession, done);
    expect(done).toHaveBeenCalledWith();
    expect(commands).toHaveLength(2);
    clock += 1;
    await store.touch('s1', userSession);
    expect(commands).toHaveLength(4);
  });

  it('tells onTouched of each touch that pushes the expiry forward, and of no other', async () => {
    const { client } = fakeRedis();
    const touched = jest.fn();
    const store = new ThrottledRedisStore(client, 3600, now, async () => undefined, touched);
    await store.touch('s1', userSession);
    clock += SESSION_TOUCH_INTERVAL_MS - 1;
    await store.touch('s1', userSession);
    expect(touched.mock.calls).toEqual([[userSession]]);
    await store.set('s2', anonymousSession);
    await store.touch('s2', anonymousSession);
    expect(touched).toHaveBeenCalledTimes(1);
    clock += 1;
    await store.touch('s1', userSession);
    expect(touched).toHaveBeenCalledTimes(2);
  });

  it('counts sessions separately', async () => {
    const { client, commands } = fakeRedis();
    const store = new ThrottledRedisStore(client, 3600, now);
    await store.touch('s1', userSession);
    await store.touch('s2', userSession);
    expect(commands).toEqual([
      'EXPIRE sess:s1 3600',
      'EXPIRE user-sessions:u1 3600',
      'EXPIRE sess:s2 3600',
      'EXPIRE user-sessions:u1 3600',
    ]);
  });

  it('needs no touch right after a save, and touches again after a destroy', async () => {
    const { client, commands } = fakeRedis();
    const store = new ThrottledRedisStore(client, 3600, now);
    await store.set('s1', userSession);
    await store.touch('s1', userSession);
    expect(commands).toEqual(['SET sess:s1']);
    await store.destroy('s1');
    await store.touch('s1', userSession);
    expect(commands).toEqual([
      'SET sess:s1',
      'DEL sess:s1',
      'EXPIRE sess:s1 3600',
      'EXPIRE user-sessions:u1 3600',
    ]);
  });

  it('reports a failed touch and tries again on the next one', async () => {
    let fail = true;
    const { client, commands } = fakeRedis(() => fail);
    const store = new ThrottledRedisStore(client, 3600, now);
    const done = jest.fn();
    await store.touch('s1', userSession, done);
    expect(done).toHaveBeenCalledWith(expect.any(Error));
    fail = false;
    await store.touch('s1', userSession);
    expect(commands).toEqual(['EXPIRE sess:s1 3600', 'EXPIRE user-sessions:u1 3600']);
  });
});

describe('ThrottledRedisStore, ending sessions', () => {
  it('tells the listener about a destroyed session after it is gone from Redis', async () => {
    const { client, commands } = fakeRedis();
    const seen: string[][] = [];
    const store = new ThrottledRedisStore(client, 3600, Date.now, async (ids) => {
      seen.push([...ids, `(after ${commands.join(', ')})`]);
    });
    const done = jest.fn();
    await store.destroy('s1', done);
    expect(seen).toEqual([['s1', '(after DEL sess:s1)']]);
    expect(done).toHaveBeenCalledWith();
  });

  it('destroys several sessions with one command and announces them together', async () => {
    const { client, commands } = fakeRedis();
    const listener = jest.fn(async () => undefined);
    await new ThrottledRedisStore(client, 3600, Date.now, listener).destroyAll(['s1', 's2']);
    expect(commands).toEqual(['DEL sess:s1 sess:s2']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(['s1', 's2']);
  });

  it('announces nothing when the session could not be destroyed, and reports the error', async () => {
    const { client } = fakeRedis();
    (client as unknown as { del: () => Promise<number> }).del = async () => {
      throw new Error('redis down');
    };
    const listener = jest.fn(async () => undefined);
    const done = jest.fn();
    await new ThrottledRedisStore(client, 3600, Date.now, listener).destroy('s1', done);
    expect(done).toHaveBeenCalledWith(expect.any(Error));
    expect(listener).not.toHaveBeenCalled();
  });
});
