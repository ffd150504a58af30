import { ErrorCode, Messages } from '@avtalt/contracts';
import {
  eventually,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { PrivateRedis } from './support/private-redis';
import { UpgradeRefused, WsTestClient } from './support/ws-client';

/**
 * Redis down (F8.4): a gateway whose Redis is a redis-server of this test's own, killed or frozen.
 * Requests that need the session answer 503 within seconds (they hung before), health says so, and
 * sessions work again once Redis is back. Defaults throughout (REDIS_COMMAND_TIMEOUT_MS 2000).
 */
const LIMIT_MS = 3000;
const PASSWORD = 'passord123';

let identity: ServiceProcess;
let gateway: GatewayProcess;
let redis: PrivateRedis;
let ip = 1;

function browser(): TestClient {
  return new TestClient(gateway.url, { 'x-forwarded-for': `10.8.0.${ip++}` });
}

async function register(): Promise<TestClient & { email: string }> {
  const http = browser();
  const id = unique();
  const email = `redis.${id}@example.no`;
  const res = await http.post('/api/auth/register', {
    firstName: 'Rune',
    lastName: 'Dal',
    username: `redis_${id}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { email });
}

interface Timed {
  status: number;
  body: unknown;
  ms: number;
}

/** One request with a cookie, timed; gives up (status 0) after 10 s, which no answer here may need. */
async function timed(method: string, path: string, cookie?: string, body?: unknown): Promise<Timed> {
  const started = Date.now();
  try {
    const res = await fetch(gateway.url + path, {
      method,
      headers: {
        origin: gateway.url,
        'x-forwarded-for': '10.8.1.1',
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, ms: Date.now() - started };
  } catch {
    return { status: 0, body: 'no answer within 10 s', ms: Date.now() - started };
  }
}

const unavailable = { code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable };

beforeAll(async () => {
  redis = await PrivateRedis.start();
  identity = await startBackendService('identity', { database: 'it_redis_outage_identity' });
  gateway = await startGatewayProcess(10, { REDIS_URL: redis.url });
});

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
  await redis?.stop();
});

describe('Redis killed', () => {
  it('answers 503 within seconds while Redis is down, never hangs or 500s, and works again when it is back', async () => {
    const user = await register();
    const cookie = user.cookieHeader;
    expect((await timed('GET', '/api/auth/user', cookie)).status).toBe(200);

    await redis.kill();
    // Several in a row: the first ones used to fail one way (500) and the next ones hang.
    for (let i = 0; i < 5; i += 1) {
      const res = await timed('GET', '/api/auth/user', cookie);
      expect(res).toEqual({ status: 503, body: unavailable, ms: expect.any(Number) });
      expect(res.ms).toBeLessThan(LIMIT_MS);
    }
    // The login limits are in Redis too; the logout needs the session.
    const login = await timed('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(503);
    expect(login.ms).toBeLessThan(LIMIT_MS);
    const logout = await timed('POST', '/api/auth/logout', cookie);
    expect(logout.status).toBe(503);
    expect(logout.ms).toBeLessThan(LIMIT_MS);
    // A WebSocket with a session cookie is refused with 503, not left waiting.
    const started = Date.now();
    const upgrade = await WsTestClient.connect(gateway.url, { cookie }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(upgrade).toBeInstanceOf(UpgradeRefused);
    expect((upgrade as UpgradeRefused).status).toBe(503);
    expect(JSON.parse((upgrade as UpgradeRefused).body)).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(LIMIT_MS);
    // Health names Redis; a request without a session does not need Redis at all.
    const health = await timed('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'down', redis: 'down' });
    expect((await timed('GET', '/api/auth/user')).status).toBe(401);

    await redis.startProcess();
    // The session was written to the AOF: the same cookie works again, without logging in.
    const back = await eventually(
      async () => {
        const res = await timed('GET', '/api/auth/user', cookie);
        return res.status === 200 ? res : undefined;
      },
      10_000,
      'the session works again',
    );
    expect(back.body).toMatchObject({ email: user.email });
    expect(
      (await timed('POST', '/api/auth/login', undefined, { email: user.email, password: PASSWORD })).status,
    ).toBe(200);
    // Every failure was a 503 the gateway expected: no "unexpected error" (500) was logged.
    expect(gateway.logs.filter((line) => /unexpected error|"status":500/.test(line))).toEqual([]);
  });
});

describe('Redis frozen', () => {
  it('answers 503 within seconds while Redis does not answer (SIGSTOP), and works again after SIGCONT', async () => {
    const user = await register();
    const cookie = user.cookieHeader;
    redis.freeze();
    try {
      const res = await timed('GET', '/api/auth/user', cookie);
      expect(res).toEqual({ status: 503, body: unavailable, ms: expect.any(Number) });
      expect(res.ms).toBeLessThan(LIMIT_MS);
      const login = await timed('POST', '/api/auth/login', undefined, {
        email: user.email,
        password: PASSWORD,
      });
      expect(login.status).toBe(503);
      expect(login.ms).toBeLessThan(LIMIT_MS);
    } finally {
      redis.thaw();
    }
    const back = await eventually(
      async () => {
        const res = await timed('GET', '/api/auth/user', cookie);
        return res.status === 200 ? res : undefined;
      },
      10_000,
      'the session works again',
    );
    expect(back.ms).toBeLessThan(LIMIT_MS);
    expect(gateway.logs.filter((line) => /unexpected error|"status":500/.test(line))).toEqual([]);
  });
});
