/**
 * Scaled mode (docs/scaled-mode.md): the system as `npm start` runs it with AVTALT_REPLICAS=gateway=2
 * — real nginx (scripts/lib/reverse-proxy.mjs) on the public port in front of two gateway
 * processes on internal ports, under the supervisor. Requests reach both gateways (their own /metrics
 * count them), a session made through one works through the other, a WebSocket opened through nginx
 * hears a change made through the other gateway, nginx never resends a POST to the second gateway when
 * the first dies with it, the next requests answer through the survivor, a client-sent X-Forwarded-For
 * does not move a rate limit off the client's real address, and a killed nginx is restarted.
 */
import {
  eventually,
  freePort,
  parsePrometheusText,
  repoRoot,
  sampleSum,
  TestClient,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createClient } from 'redis';
import { WsTestClient } from './support/ws-client';

const REDIS_DB = 3;
const PASSWORD = 'passord123';
const PREFIX = 'it_rp';

let supervising: ChildProcess;
const lines: string[] = [];
let pids: Record<string, number> = {};
let port: number;
let base: string;
/** The gateways' internal addresses (gateway#1, gateway#2), behind nginx. */
let gatewayUrls: string[] = [];
let redis: ReturnType<typeof createClient>;
const sockets: WsTestClient[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-reverse-proxy-'));

/** Resolves with the first output line (so far or to come) that matches. */
function line(pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  return eventually(
    async () => lines.find((l) => pattern.test(l)),
    timeoutMs,
    `a line ${pattern}:\n${lines.slice(-30).join('\n')}`,
  );
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Each gateway's operations endpoint, from the line it logs when it listens (`[gateway#1] {…"metricsPort":…}`). */
function metricsUrl(name: 'gateway#1' | 'gateway#2'): string {
  const found = lines
    .map((l) => new RegExp(`^\\[${name}\\] .*"metricsPort":(\\d+)`).exec(l))
    .filter(Boolean)
    .at(-1);
  if (!found) throw new Error(`${name} logged no metrics port`);
  return `http://127.0.0.1:${found[1]}/metrics`;
}

async function metric(
  name: 'gateway#1' | 'gateway#2',
  series: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const res = await fetch(metricsUrl(name));
  return sampleSum(parsePrometheusText(await res.text()), series, labels);
}

const requests = (name: 'gateway#1' | 'gateway#2', method: string, route: string): Promise<number> =>
  metric(name, 'avtalt_http_request_duration_seconds_count', { method, route });

type User = TestClient & { id: string; email: string };

/** A browser talking to nginx only (the public address), sending an X-Forwarded-For of its own choosing. */
function browser(): TestClient {
  return new TestClient(base, { 'x-forwarded-for': '10.66.0.1' });
}

async function register(): Promise<User> {
  const http = browser();
  const id = unique();
  const email = `rp.${id}@example.no`;
  const res = await http.post('/api/auth/register', {
    firstName: 'Rita',
    lastName: 'Proxy',
    username: `rp_${id}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { id: res.body.id as string, email });
}

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  redis = createClient({ url: `${testInfra().redisUrl}/${REDIS_DB}` });
  await redis.connect();
  await redis.flushDb();
  const infra = { ...testInfra(), redisUrl: `${testInfra().redisUrl}/${REDIS_DB}`, dataDir };
  const lib = (file: string) => JSON.stringify(path.join(repoRoot, 'scripts', 'lib', file));
  // What scripts/start.mjs does after install and build, with AVTALT_REPLICAS=gateway=2.
  const program = `
    import { startSystem } from ${lib('system.mjs')};
    import { replicaCounts } from ${lib('services.mjs')};
    import { Supervisor } from ${lib('supervisor.mjs')};
    const supervisor = new Supervisor((m) => console.log('[avtalt] ' + m));
    process.on('SIGTERM', async () => {
      console.log('RUNNING ' + JSON.stringify(supervisor.pids()));
      await supervisor.stop();
      console.log('STOPPED');
      process.exit(0);
    });
    const system = await startSystem(${JSON.stringify(infra)}, {
      port: ${port}, databasePrefix: '${PREFIX}', supervisor, replicas: replicaCounts('gateway=2'),
      extraEnv: { LOG_LEVEL: 'info', LOGIN_MAX_FAILURES_PER_IP: '4', REGISTER_MAX_PER_IP: '1000' },
      quiet: false,
    });
    console.log('PROXIED ' + system.proxied);
    console.log('URLS ' + JSON.stringify(system.urls));
    console.log('PIDS ' + JSON.stringify(supervisor.pids()));
    // Again whenever a process was restarted (a new pid), for the tests that kill one a second time.
    let printed = JSON.stringify(supervisor.pids());
    setInterval(() => {
      const now = JSON.stringify(supervisor.pids());
      if (now !== printed) console.log('PIDS NOW ' + (printed = now));
    }, 200).unref();
  `;
  // The services' lines go to the test's own buffer (metrics ports, restarts), not to jest's output.
  supervising = spawn(process.execPath, ['--input-type=module', '-e', program], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  readline.createInterface({ input: supervising.stdout! }).on('line', (l) => lines.push(l));
  readline.createInterface({ input: supervising.stderr! }).on('line', (l) => lines.push(l));
  pids = JSON.parse((await line(/^PIDS /, 120_000)).slice(5));
  gatewayUrls = JSON.parse((await line(/^URLS /)).slice(5));
}, 150_000);

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await redis?.quit();
  // The supervisor stops what runs now (a restarted gateway has a pid the start did not print).
  if (supervising && supervising.exitCode === null) {
    const exited = new Promise((resolve) => supervising.once('exit', resolve));
    supervising.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (supervising.exitCode === null) supervising.kill('SIGKILL');
    const running = lines.filter((l) => l.startsWith('RUNNING ')).at(-1);
    if (running) pids = { ...pids, ...JSON.parse(running.slice(8)) };
  }
  for (const pid of Object.values(pids)) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('runs nginx on the public port in front of two gateways on internal ports', async () => {
  expect(await line(/^PROXIED /)).toBe('PROXIED true');
  expect(Object.keys(pids).sort()).toEqual(
    [
      'agreements',
      'chat',
      'documents',
      'gateway#1',
      'gateway#2',
      'identity',
      'nginx',
      'notifications',
      'privacy',
      'templates',
    ].sort(),
  );
  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(200);
  // nginx, not the gateway, answers a body above the gateway's limit — in the gateway's format.
  const tooLarge = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'x'.repeat(200_000) }),
  });
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Forespørselen er for stor' });
});

it('spreads requests over both gateways, and a session made through one works through the other', async () => {
  const user = await register();
  const before = [
    await requests('gateway#1', 'GET', '/api/auth/user'),
    await requests('gateway#2', 'GET', '/api/auth/user'),
  ];
  for (let i = 0; i < 8; i++) {
    const me = await user.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  }
  const after = [
    await requests('gateway#1', 'GET', '/api/auth/user'),
    await requests('gateway#2', 'GET', '/api/auth/user'),
  ];
  const served = after.map((n, i) => n - before[i]);
  expect(served[0]).toBeGreaterThan(0);
  expect(served[1]).toBeGreaterThan(0);
  expect(served[0] + served[1]).toBe(8);
  // Stored: the one account in identity, the one session in the shared Redis.
  const db = await testDatabase(`${PREFIX}_identity`);
  try {
    const { rows } = await db.query('select id from users where email = $1', [user.email]);
    expect(rows).toEqual([{ id: user.id }]);
  } finally {
    await db.end();
  }
  const sid = /^s:([^.]+)\./.exec(decodeURIComponent(user.cookie('avtalt.sid') ?? ''))?.[1];
  expect(await redis.exists(`sess:${sid}`)).toBe(1);
});

it('delivers a change made through one gateway to a WebSocket opened through nginx on the other', async () => {
  const anne = await register();
  const created = await anne.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Planene ${unique()}`,
    description: 'Vi deler hytta og fordeler uker, vask og vedlikehold.',
  });
  expect(created.status).toBe(201);
  const room = created.body.id;
  const socket = await WsTestClient.connect(base, { cookie: anne.cookieHeader });
  sockets.push(socket);
  socket.send({ type: 'join', agreementId: room });
  await socket.next('history');
  // Which gateway nginx gave the socket: the one whose gauge counts it.
  const open = [
    await metric('gateway#1', 'avtalt_ws_connections'),
    await metric('gateway#2', 'avtalt_ws_connections'),
  ];
  expect(open[0] + open[1]).toBe(1);
  const other = open[0] === 1 ? 'gateway#2' : 'gateway#1';
  // The change goes to the other gateway's own internal address (the same session cookie, kept in Redis).
  const direct = new TestClient(gatewayUrls[other === 'gateway#1' ? 0 : 1]);
  const blind = await direct.request(
    'PUT',
    `/api/agreements/${room}/blind`,
    { blind: true },
    { headers: { cookie: anne.cookieHeader } },
  );
  expect(blind.status).toBe(200);
  expect(await socket.next('agreement_updated')).toEqual({ type: 'agreement_updated', agreementId: room });
  const db = await testDatabase(`${PREFIX}_agreements`);
  try {
    const { rows } = await db.query('select blind from agreements where id = $1', [room]);
    expect(rows).toEqual([{ blind: true }]);
  } finally {
    await db.end();
  }
  // least_conn counts an open WebSocket as a busy connection: closed, so the next test starts even.
  socket.socket.close();
  await socket.waitClosed();
});

it('counts a rate limit against the real client address, whatever X-Forwarded-For the client sends', async () => {
  // Four failed logins (LOGIN_MAX_FAILURES_PER_IP=4), each claiming another address.
  for (let i = 1; i <= 4; i++) {
    const res = await new TestClient(base, { 'x-forwarded-for': `10.77.0.${i}` }).post('/api/auth/login', {
      email: `ingen.${unique()}@example.no`,
      password: 'feil-passord',
    });
    expect(res.status).toBe(401);
  }
  const fifth = await new TestClient(base, { 'x-forwarded-for': '10.77.0.99' }).post('/api/auth/login', {
    email: `ingen.${unique()}@example.no`,
    password: 'feil-passord',
  });
  expect(fifth.status).toBe(429);
  // What Redis holds: one bucket, for 127.0.0.1 (the address nginx saw), none for the claimed ones.
  const keys = await redis.keys('login-fail:ip:*');
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.every((k) => k.startsWith('login-fail:ip:127.0.0.1'))).toBe(true);
});

it('never resends a POST to the other gateway when the one that has it dies; the next requests answer through the survivor', async () => {
  const user = await register();
  const before = [
    await requests('gateway#1', 'POST', '/api/auth/register'),
    await requests('gateway#2', 'POST', '/api/auth/register'),
  ];
  // identity paused: each registration waits in a gateway. least_conn gives the second to the other gateway.
  process.kill(pids.identity, 'SIGSTOP');
  const emails = [`rp.a.${unique()}@example.no`, `rp.b.${unique()}@example.no`];
  const registering = emails.map(async (email, i) => {
    await new Promise((r) => setTimeout(r, i * 300));
    return browser().post('/api/auth/register', {
      firstName: 'Rita',
      lastName: 'Proxy',
      username: `rp_${unique()}`,
      email,
      password: PASSWORD,
    });
  });
  await new Promise((r) => setTimeout(r, 900));
  process.kill(pids['gateway#1'], 'SIGKILL');
  await line(/gateway#1 exited \(signal SIGKILL\)/);
  process.kill(pids.identity, 'SIGCONT');
  const answers = await Promise.all(registering);
  // The POST on gateway#1 is answered 502 by nginx, not passed on; the other one is registered.
  expect(answers.map((a) => a.status).sort()).toEqual([201, 502]);
  const after = await requests('gateway#2', 'POST', '/api/auth/register');
  expect(after - before[1]).toBe(1);

  // Right away (the supervisor restarts gateway#1 after 500 ms and more): every request answers.
  for (let i = 0; i < 6; i++) expect((await user.get('/api/auth/user')).status).toBe(200);
  // A POST too: nginx leaves gateway#1 out for a while after its failure (writes are never passed on).
  for (let i = 0; i < 2; i++) {
    const created = await user.post('/api/agreements', {
      topic: 'custom',
      title: `Etter krasjet ${i}`,
      description: 'Laget mens den ene gatewayen var nede.',
    });
    expect(created.status).toBe(201);
  }
  const registered = emails[answers.findIndex((a) => a.status === 201)];
  const db = await testDatabase(`${PREFIX}_identity`);
  try {
    const { rows } = await db.query('select count(*)::int as n from users where email = $1', [registered]);
    expect(rows).toEqual([{ n: 1 }]);
  } finally {
    await db.end();
  }
  await line(/gateway#1 restarted/);
});

it('never resends a PUT either (nginx itself would): the one on the gateway that dies is answered 502 and applied at most once', async () => {
  // gateway#1 is back (the previous test waited for its restart); both gateways serve again.
  await eventually(
    async () =>
      (await fetch(`${gatewayUrls[0]}/api/health`).catch(() => undefined))?.status === 200 ? true : undefined,
    60_000,
    'gateway#1 healthy',
  );
  const restarts = () => lines.filter((l) => /gateway#1 restarted/.test(l)).length;
  const restartsBefore = restarts();
  // gateway#1's pid now: from the latest list printed after a restart (the previous test killed it), or the first.
  const gateway1 = await eventually(
    async () => {
      const latest = lines.filter((l) => l.startsWith('PIDS NOW ')).at(-1);
      const pid = latest
        ? (JSON.parse(latest.slice(9)) as Record<string, number>)['gateway#1']
        : pids['gateway#1'];
      return pid && alive(pid) ? pid : undefined;
    },
    30_000,
    'a running gateway#1',
  );
  const users = [await register(), await register()];
  const usernames = await Promise.all(
    users.map(async (user) => (await user.get<{ username: string }>('/api/auth/user')).body.username),
  );
  // nginx left gateway#1 out after the previous test killed it (fail_timeout): wait until it serves again.
  const served = await requests('gateway#1', 'GET', '/api/health');
  await eventually(
    async () => {
      await fetch(`${base}/api/health`);
      return (await requests('gateway#1', 'GET', '/api/health').catch(() => served)) > served
        ? true
        : undefined;
    },
    30_000,
    'gateway#1 serving through nginx again',
  );
  const before = await requests('gateway#2', 'PUT', '/api/auth/profile');
  process.kill(pids.identity, 'SIGSTOP');
  const names = [`Putt${unique()}`, `Putt${unique()}`];
  const updating = users.map(async (user, i) => {
    await new Promise((r) => setTimeout(r, i * 300));
    return user.put('/api/auth/profile', {
      firstName: names[i],
      lastName: 'Proxy',
      username: usernames[i],
      email: user.email,
    });
  });
  await new Promise((r) => setTimeout(r, 1200));
  process.kill(gateway1, 'SIGKILL');
  process.kill(pids.identity, 'SIGCONT');
  const answers = await Promise.all(updating);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 502]);
  // gateway#2 was asked for exactly its own PUT: the other one was not passed on.
  expect((await requests('gateway#2', 'PUT', '/api/auth/profile')) - before).toBe(1);
  await eventually(
    async () => (restarts() > restartsBefore ? true : undefined),
    30_000,
    'gateway#1 restarted again',
  );
});

it('restarts a killed nginx, and stopping the supervisor stops nginx with everything else', async () => {
  const current = JSON.parse((await line(/^PIDS /)).slice(5)) as Record<string, number>;
  process.kill(current.nginx, 'SIGKILL');
  await line(/nginx exited \(signal SIGKILL\)/);
  await line(/nginx restarted \(restart 1\)/);
  await eventually(
    async () =>
      (await fetch(`${base}/api/health`).catch(() => undefined))?.status === 200 ? true : undefined,
    15_000,
    'nginx back',
  );

  supervising.kill('SIGTERM');
  await line(/^STOPPED$/, 30_000);
  if (supervising.exitCode === null) await new Promise((resolve) => supervising.once('exit', resolve));
  const running: Record<string, number> = JSON.parse((await line(/^RUNNING /)).slice(8));
  expect(running.nginx).not.toBe(current.nginx);
  expect(Object.entries(running).filter(([, pid]) => alive(pid))).toEqual([]);
  pids = running;
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
}, 60_000);
