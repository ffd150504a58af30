/**
 * Test helpers for integration tests: the infrastructure that scripts/test.mjs started, running
 * built services as real processes, and an HTTP client with a cookie jar.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';
import { natsUserOf } from '../nats-permissions';

export * from './prometheus-text';

export interface TestInfra {
  postgresBase: string;
  redisUrl: string;
  natsUrl: string;
  /**
   * When this run's NATS has a user per service (`TEST_NATS_AUTH`, written by scripts/lib/nats-auth.mjs;
   * docs/nats-permissions.md): each service's user and password, as `startInfra` returns them (so a test
   * that hands this object to scripts/lib/system.mjs starts every process as its own user too). Test
   * clients that send no credentials are the tests' all-permissions user.
   */
  natsUsers?: TestNatsCredentials['users'];
}

export interface TestNatsCredentials {
  users: Record<string, { user: string; password: string }>;
  test?: { user: string; password: string };
}

let natsAuth: { file: string; credentials: TestNatsCredentials } | undefined;
function readNatsAuth(file: string): TestNatsCredentials {
  if (natsAuth?.file !== file)
    natsAuth = { file, credentials: JSON.parse(readFileSync(file, 'utf8')) as TestNatsCredentials };
  return natsAuth.credentials;
}

/** The infrastructure of this test run; integration tests run through `npm test`. */
export function testInfra(): TestInfra {
  const { TEST_POSTGRES_BASE, TEST_REDIS_URL, TEST_NATS_URL, TEST_NATS_AUTH } = process.env;
  if (!TEST_POSTGRES_BASE || !TEST_REDIS_URL || !TEST_NATS_URL) {
    throw new Error(
      'Integration tests need TEST_POSTGRES_BASE, TEST_REDIS_URL and TEST_NATS_URL: run them with `npm test -- --only=int`.',
    );
  }
  return {
    postgresBase: TEST_POSTGRES_BASE,
    redisUrl: TEST_REDIS_URL,
    natsUrl: TEST_NATS_URL,
    ...(TEST_NATS_AUTH ? { natsUsers: readNatsAuth(TEST_NATS_AUTH).users } : {}),
  };
}

/**
 * `NATS_USER` and `NATS_PASSWORD` of a service process (its own user) when this run's NATS has users;
 * none otherwise. A service without a user there would be refused its subjects, so that is an error.
 */
export function testNatsCredentialsEnv(
  service: string,
  infra: TestInfra = testInfra(),
): Record<string, string> {
  if (!infra.natsUsers) return {};
  const own = infra.natsUsers[service];
  if (!own)
    throw new Error(
      `no NATS user for ${service} in TEST_NATS_AUTH (libs/service-kit/src/nats-permissions.ts)`,
    );
  return { NATS_USER: own.user, NATS_PASSWORD: own.password };
}

export const repoRoot = path.resolve(__dirname, '../../../..');

let auditKey: string | undefined;
/**
 * The audit MAC key every agreements process of this test file gets (issue 31): `AUDIT_HMAC_KEY` of the
 * run (`npm test` makes one), else one made for this jest process. A tamper test that plays an operator
 * holding the key re-MACs with it.
 */
export function testAuditKey(): string {
  auditKey ??= process.env.AUDIT_HMAC_KEY ?? `test:${randomBytes(32).toString('base64')}`;
  return auditKey;
}

/**
 * The ports free ports are picked from: below the kernel's ephemeral range (Linux's
 * net.ipv4.ip_local_port_range, 32768–60999 by default), so that no outgoing connection of the processes
 * started meanwhile can take one as its local end before its server listens, and above the fixed ports
 * `npm start` uses. infra/local/processes.mjs picks the same way (it runs before `npm install`).
 */
function pickablePorts(): { from: number; to: number } {
  let low = 32768;
  try {
    low =
      Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // Not Linux: 32768 is below macOS's and Windows' ephemeral ranges too.
  }
  return { from: 20000, to: Math.min(low, 32768) - 1 };
}

function listenOn(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(undefined) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * `count` distinct free ports, each held open until all are chosen: asking freePort() several times may
 * give the same port twice, which CI once saw as the mail catcher's SMTP and web ports colliding.
 */
export async function freePorts(count: number): Promise<number[]> {
  const { from, to } = pickablePorts();
  const servers: net.Server[] = [];
  try {
    while (servers.length < count) {
      const port = to > from ? from + Math.floor(Math.random() * (to - from + 1)) : 0;
      const server = await listenOn(port);
      if (server) servers.push(server);
    }
    return servers.map((server) => (server.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
      ),
    );
  }
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * How long a service process may take to start. A guard against a process that never gets ready, not a
 * measure: `npm test` runs two integration shards at once (docs/testing.md), and on a two-core machine
 * shared with other runs a start took over 30 s (a documents process in CI-like load).
 */
const START_TIMEOUT_MS = 75_000;

/**
 * Starts `services/<name>/dist/main.js` and resolves when a log line matches `readyWhen`. Its lines are
 * kept in `logs` and, when `AVTALT_LOG_DIR` is set (`npm test`), written to a file there, which the run
 * scans for secrets and personal data at the end (scripts/lib/log-scan.mjs).
 */
export function startServiceProcess(
  name: string,
  env: Record<string, string>,
  readyWhen: RegExp,
  timeoutMs = START_TIMEOUT_MS,
): Promise<ServiceProcess> {
  const entry = path.join(repoRoot, 'services', name, 'dist', 'main.js');
  // Only agreements keeps the audit MAC key (issue 31), as in npm start (scripts/lib/services.mjs); NATS
  // credentials are only the ones `env` gives (each process its own service's user, docs/nats-permissions.md).
  const {
    AUDIT_HMAC_KEY: _key,
    AUDIT_HMAC_OLD_KEYS: _oldKeys,
    NATS_USER: _natsUser,
    NATS_PASSWORD: _natsPassword,
    ...inherited
  } = process.env;
  const audit = name === 'agreements' ? { AUDIT_HMAC_KEY: testAuditKey() } : {};
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    // METRICS_PORT=0: every process of every test file gets a free operations port (docs/metrics.md).
    env: { ...inherited, LOG_LEVEL: 'info', METRICS_PORT: '0', ...audit, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const logDir = process.env.AVTALT_LOG_DIR;
  if (logDir) mkdirSync(logDir, { recursive: true });
  const logFile = logDir
    ? createWriteStream(path.join(logDir, `int-${name}.${child.pid}.log`), { flags: 'a' })
    : undefined;
  // 'close': after the last output line (an 'exit' may come before it).
  if (logFile) {
    logFile.on('error', () => undefined); // a full disk must not fail a test that is about something else
    child.once('close', () => logFile.end());
  }
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name} not ready within ${timeoutMs} ms:\n${logs.join('\n')}`));
    }, timeoutMs);
    const onLine = (line: string): void => {
      logs.push(line);
      logFile?.write(`${line}\n`);
      if (readyWhen.test(line)) {
        clearTimeout(timer);
        resolve({ name, child, logs, stop });
      }
    };
    readline.createInterface({ input: child.stdout! }).on('line', onLine);
    readline.createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${logs.join('\n')}`));
    });
  });
}

/**
 * The URL of a process's operations endpoint (`/metrics`, `/livez`, `/readyz`), read from the log line
 * it writes when it listens (with METRICS_PORT=0 the port is chosen at start). Needs LOG_LEVEL info.
 */
export function metricsUrlOf(service: ServiceProcess): string {
  for (const line of service.logs) {
    const match = /"metricsPort":(\d+)/.exec(line);
    if (match) return `http://127.0.0.1:${match[1]}`;
  }
  throw new Error(
    `${service.name} logged no operations endpoint (METRICS_PORT=off, or LOG_LEVEL above info?)`,
  );
}

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/**
 * A tiny HTTP client with a cookie jar, like one browser. Given several base URLs (gateway replicas),
 * it sends its requests to them in turn, as a load balancer would.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  private readonly baseUrls: string[];
  private turn = 0;

  constructor(
    baseUrl: string | string[],
    private readonly defaultHeaders: Record<string, string> = {},
  ) {
    this.baseUrls = Array.isArray(baseUrl) ? baseUrl : [baseUrl];
  }

  /** The base URL the next request goes to. */
  get baseUrl(): string {
    return this.baseUrls[this.turn % this.baseUrls.length];
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    options: { headers?: Record<string, string>; raw?: string; redirect?: 'manual' | 'follow' } = {},
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let payload: string | undefined = options.raw;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    } else if (payload !== undefined && !headers['content-type']) {
      headers['content-type'] = 'application/json';
    }
    const base = this.baseUrls[this.turn++ % this.baseUrls.length];
    const res = await fetch(base + url, {
      method,
      headers,
      body: payload,
      redirect: options.redirect ?? 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }

  get<T = any>(url: string, options?: { headers?: Record<string, string> }) {
    return this.request<T>('GET', url, undefined, options);
  }
  post<T = any>(url: string, body?: unknown, options?: { headers?: Record<string, string>; raw?: string }) {
    return this.request<T>('POST', url, body, options);
  }
  put<T = any>(url: string, body?: unknown, options?: { headers?: Record<string, string> }) {
    return this.request<T>('PUT', url, body, options);
  }
}

let counter = 0;
/** A unique suffix for e-mails and usernames within a run. */
export function unique(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}

export interface StartOptions {
  /** The service's own database (created on start). */
  database?: string;
  /** Redis database number, so test files do not share rate limits, sessions or queues. */
  redisDb?: number;
  env?: Record<string, string>;
}

const freshDatabases = new Set<string>();

/** Drops a test database the first time this test process uses it, so a re-run starts clean. */
async function freshDatabase(database: string): Promise<void> {
  if (freshDatabases.has(database)) return;
  freshDatabases.add(database);
  const client = new Client({ connectionString: `${testInfra().postgresBase}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Starts a backend service process against the test infrastructure; resolves once it listens on NATS. */
export async function startBackendService(
  name: string,
  { database, redisDb = 0, env = {} }: StartOptions = {},
): Promise<ServiceProcess> {
  const infra = testInfra();
  if (database) await freshDatabase(database);
  return startServiceProcess(
    name,
    {
      NATS_URL: infra.natsUrl,
      // The documents printer (DOCUMENTS_ROLE=printer) has a NATS user of its own.
      ...testNatsCredentialsEnv(natsUserOf(name, env), infra),
      REDIS_URL: `${infra.redisUrl}/${redisDb}`,
      ...(database ? { DATABASE_URL: `${infra.postgresBase}/${database}` } : {}),
      ...env,
    },
    /service listening on NATS/,
  );
}

export type GatewayProcess = ServiceProcess & { url: string; port: number };

const freshRedisDbs = new Set<number>();

/** Empties a Redis database the first time this test process uses it (sessions, rate limits of a former run). */
function freshRedisDb(db: number): Promise<void> {
  if (freshRedisDbs.has(db)) return Promise.resolve();
  freshRedisDbs.add(db);
  const url = new URL(testInfra().redisUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () =>
      socket.write(`SELECT ${db}\r\nFLUSHDB\r\n`),
    );
    let replies = '';
    socket.on('data', (chunk) => {
      replies += chunk.toString();
      if ((replies.match(/\r\n/g) ?? []).length >= 2) {
        socket.end();
        if (/^-/m.test(replies)) reject(new Error(`Redis: ${replies}`));
        else resolve();
      }
    });
    socket.on('error', reject);
  });
}

/** Tries at starting a gateway on a port of its own before a port taken meanwhile fails the test. */
const GATEWAY_START_ATTEMPTS = 3;

/**
 * Starts a gateway process on a free (or the given) port; resolves once it listens. A free port is only
 * free when it is chosen: before the process listens, another one (the other shard's tests, an outgoing
 * connection's ephemeral port) can take it, and the gateway exits with EADDRINUSE (seen once in CI).
 * Then it is started again on another free port; a port the caller chose is not changed.
 */
export async function startGatewayProcess(
  redisDb: number,
  env: Record<string, string> = {},
  port?: number,
): Promise<GatewayProcess> {
  const infra = testInfra();
  if (port === undefined) await freshRedisDb(redisDb);
  for (let attempt = 1; ; attempt += 1) {
    const chosen = port ?? (await freePort());
    try {
      const gateway = await startServiceProcess(
        'gateway',
        {
          NATS_URL: infra.natsUrl,
          ...testNatsCredentialsEnv('gateway', infra),
          REDIS_URL: `${infra.redisUrl}/${redisDb}`,
          PORT: String(chosen),
          TRUST_PROXY: 'loopback',
          // Test files register many users, start many custom topics and open many comparisons from one
          // address; a test of a limit sets its own.
          REGISTER_MAX_PER_IP: '100000',
          QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP: '100000',
          QUESTION_DRAFTS_MAX_PER_USER: '100000',
          COMPARISON_RENDERS_PER_IP: '100000',
          ...env,
        },
        /gateway listening/,
      );
      return Object.assign(gateway, { url: `http://127.0.0.1:${chosen}`, port: chosen });
    } catch (error) {
      const taken = /EADDRINUSE/.test(error instanceof Error ? error.message : String(error));
      if (port !== undefined || !taken || attempt >= GATEWAY_START_ATTEMPTS) throw error;
    }
  }
}

/** A connected pg client on a test database, for checking with SQL what a service stored. */
export async function testDatabase(database: string): Promise<Client> {
  const client = new Client({ connectionString: `${testInfra().postgresBase}/${database}` });
  await client.connect();
  return client;
}

/**
 * TEST FIXTURE, not the product's path: marks the account's current address as confirmed by SQL on
 * the identity database (`database`, the one its identity process was started with), as following the
 * confirmation link would (issue 17: registration no longer counts the address as confirmed, and admin
 * set-up needs a confirmed address). For tests about something else that promote an admin. The real
 * path — the link from the mail, `POST /api/auth/verify-email` — is tested in
 * services/gateway/test/account-mail.int-spec.ts (and, with the notifications service and an SMTP
 * server, in its own tests). Fails when no account has the address.
 */
export async function confirmAddressForTests(database: string, email: string): Promise<void> {
  const client = await testDatabase(database);
  try {
    const { rowCount } = await client.query(
      'update users set verified_email = email, email_verified_at = now() where email = lower($1)',
      [email],
    );
    if (rowCount !== 1)
      throw new Error(`confirmAddressForTests: no account with that address in ${database}`);
  } finally {
    await client.end();
  }
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface PrivatePostgres {
  /** `postgres://avtalt:avtalt@127.0.0.1:<port>`: append `/<database>`. */
  postgresBase: string;
  /** `pg_ctl stop -m immediate` (default): every connection is cut at once, like a crash. */
  stop(mode?: 'immediate' | 'fast'): void;
  /** Starts the stopped cluster again on the same port and data. */
  start(): void;
  /** Stops it and removes its data. */
  destroy(): void;
}

/**
 * A Postgres cluster of the test's own (in a temporary directory, on a free port), for tests that stop
 * the database under running services without touching the shared test infrastructure. As root the
 * cluster belongs to the `postgres` user (Postgres refuses to run as root), as infra/local/infra.mjs does.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = versions
    .map((v) => path.join('/usr/lib/postgresql', v, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  if (!bin) throw new Error('Postgres binaries not found under /usr/lib/postgresql');
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-pg-'));
  const data = path.join(dir, 'data');
  mkdirSync(data);
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  const run = (tool: string, args: string[]): void => {
    const [command, all] = root
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const result = spawnSync(command, all, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', [
    '-D',
    data,
    '-U',
    'avtalt',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-instructions',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    run('pg_ctl', ['start', '-D', data, '-w', '-l', path.join(dir, 'postgres.log'), '-o', options]);
  const stop = (mode: 'immediate' | 'fast' = 'immediate') =>
    run('pg_ctl', ['stop', '-D', data, '-m', mode, '-w']);
  start();
  return {
    postgresBase: `postgres://avtalt:avtalt@127.0.0.1:${port}`,
    stop,
    start,
    destroy() {
      if (existsSync(path.join(data, 'postmaster.pid'))) stop('immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
