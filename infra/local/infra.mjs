#!/usr/bin/env node
// Local infrastructure without Docker: Postgres, Redis (AOF) and NATS (JetStream) on loopback, and on
// request a mail catcher (maildev: SMTP plus a web inbox with a JSON API, docs/local-infrastructure.md).
// Uses only Node's built-ins so it can run before `npm install` (maildev, an npm package, is started as
// a process from node_modules and so needs `npm install` first).
//
//   node infra/local/infra.mjs            start, print the connection URLs, stop on Ctrl-C
//                                         (the mail catcher too when INFRA_SMTP_PORT or INFRA_MAIL_WEB_PORT is set)
//   import { startInfra } from './infra.mjs'   used by scripts/start.mjs and scripts/test.mjs
//
// When run as root and a binary is missing, it runs `apt-get update` once and installs the Debian
// packages. Postgres refuses to run as root, so as root its cluster is owned by the `postgres` user.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeNatsCredentials, writeNatsAuth } from '../../scripts/lib/nats-auth.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');

/** Ports used by `npm start`; `npm test` picks free ports of its own. */
export const defaultPorts = Object.freeze({
  postgres: Number(process.env.INFRA_PG_PORT ?? 5532),
  redis: Number(process.env.INFRA_REDIS_PORT ?? 6479),
  nats: Number(process.env.INFRA_NATS_PORT ?? 4322),
  smtp: Number(process.env.INFRA_SMTP_PORT ?? 1025),
  mailWeb: Number(process.env.INFRA_MAIL_WEB_PORT ?? 1080),
});

/** `npm run infra` starts the mail catcher only when asked for it with one of its ports. */
export const mailCatcherAsked = () => Boolean(process.env.INFRA_SMTP_PORT || process.env.INFRA_MAIL_WEB_PORT);

export const DB_USER = 'avtalt';
export const DB_PASSWORD = 'avtalt';

const APT_PACKAGES = {
  postgres: 'postgresql',
  redis: 'redis-server',
  nats: 'nats-server',
  chromium: 'chromium',
  font: 'fonts-dejavu-core',
  pdftotext: 'poppler-utils',
  nginx: 'nginx',
};

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function log(message) {
  process.stdout.write(`[infra] ${message}\n`);
}

function which(binary) {
  const result = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function fontPresent() {
  return [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  ].some((f) => existsSync(f));
}

/** The nginx binary (the reverse proxy of scaled mode, docs/scaled-mode.md), or null. */
export function nginxBinary() {
  return which('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
}

/**
 * What is missing, as Debian package names. nginx only with `{ nginx: true }`: `npm start` needs it
 * for more than one gateway, and the test runner for the reverse-proxy test.
 */
export function missingPackages({ nginx = false } = {}) {
  const missing = [];
  if (nginx && !nginxBinary()) missing.push(APT_PACKAGES.nginx);
  if (!postgresBinDir()) missing.push(APT_PACKAGES.postgres);
  if (!which('redis-server')) missing.push(APT_PACKAGES.redis);
  if (!which('nats-server')) missing.push(APT_PACKAGES.nats);
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push(APT_PACKAGES.chromium);
  if (!fontPresent()) missing.push(APT_PACKAGES.font);
  if (!which('pdftotext')) missing.push(APT_PACKAGES.pdftotext);
  return missing;
}

const POLICY_RC_D = '/usr/sbin/policy-rc.d';

/**
 * Debian's nginx package starts the system's nginx (port 80, /etc/nginx) when installed. We never use
 * that one, and where port 80 is taken its failed start would fail the install: while apt-get runs, a
 * policy-rc.d (Debian's switch for "do not start services from package scripts") refuses to start
 * nginx. Only when the machine has none of its own (Docker images have one that refuses everything);
 * removed again afterwards.
 */
function withoutSystemNginxStart(run) {
  if (existsSync(POLICY_RC_D)) return run();
  writeFileSync(
    POLICY_RC_D,
    '#!/bin/sh\n# written by avtalt infra/local/infra.mjs while apt-get runs; removed after\n[ "$1" = nginx ] && exit 101\nexit 0\n',
    { mode: 0o755 },
  );
  try {
    return run();
  } finally {
    rmSync(POLICY_RC_D, { force: true });
  }
}

/**
 * Installs missing Debian packages when root (one `apt-get update`, one `apt-get install`); `nginx: true`
 * adds nginx to what must be there.
 */
export function ensurePackages({ nginx = false } = {}) {
  const missing = missingPackages({ nginx });
  if (missing.length === 0) return;
  if (!isRoot) {
    throw new Error(
      `Missing system packages: ${missing.join(' ')}. Install them (e.g. sudo apt-get install -y ${missing.join(' ')}) and run again.`,
    );
  }
  log(`installing ${missing.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  withoutSystemNginxStart(() => {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
  });
  const still = missingPackages({ nginx });
  if (still.length) throw new Error(`apt-get did not provide: ${still.join(' ')}`);
}

/**
 * Resolves with `count` distinct free loopback TCP ports, each held open until all are chosen (asking
 * freePort() several times may give one port twice: the kernel can hand a just-closed port out again).
 */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      server.unref();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(
      servers.map(
        (server) => new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
      ),
    );
  }
}

/** Resolves with a free loopback TCP port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Sends a line and waits for a reply that matches (used for Redis PING and NATS INFO). */
function probe(port, send, expect) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let data = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.on('connect', () => send && socket.write(send));
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (expect.test(data)) done(true);
    });
  });
}

async function waitFor(name, check, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not become ready within ${timeoutMs / 1000} s`);
}

/** Runs a command as the postgres user when we are root (Postgres refuses root). */
function asPostgres(command, args) {
  return isRoot
    ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] }
    : { command, args };
}

function runSync(command, args) {
  const cmd = asPostgres(command, args);
  const result = spawnSync(cmd.command, cmd.args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function ownByPostgres(dir) {
  if (!isRoot) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
}

/** Every ancestor of the data directory must be traversable by the postgres user. */
function makeTraversable(dir) {
  if (!isRoot) return;
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    try {
      const mode = Number.parseInt(
        execFileSync('stat', ['-c', '%a', current], { encoding: 'utf8' }).trim(),
        8,
      );
      if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    } catch {
      // best effort
    }
    current = path.dirname(current);
  }
}

function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  const logs = [];
  const keep = (chunk) => {
    logs.push(chunk.toString());
    if (logs.length > 200) logs.shift();
    if (process.env.INFRA_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.recentLogs = () => logs.join('');
  return child;
}

function stopProcess(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

async function startPostgres(dataDir, port) {
  const bin = postgresBinDir();
  const pgData = path.join(dataDir, 'postgres');
  const socketDir = path.join(dataDir, 'run');
  mkdirSync(socketDir, { recursive: true });
  ownByPostgres(socketDir);
  makeTraversable(pgData);
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    log(`creating Postgres cluster in ${pgData}`);
    mkdirSync(pgData, { recursive: true });
    ownByPostgres(pgData);
    const pwfile = path.join(socketDir, 'pwfile');
    writeFileSync(pwfile, `${DB_PASSWORD}\n`, { mode: 0o600 });
    ownByPostgres(pwfile);
    runSync(path.join(bin, 'initdb'), [
      '-D',
      pgData,
      '-U',
      DB_USER,
      `--pwfile=${pwfile}`,
      '--auth-host=scram-sha-256',
      '--auth-local=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-instructions',
    ]);
    rmSync(pwfile, { force: true });
  }
  // A cluster left running by a killed run: stop it so this run owns it.
  if (existsSync(path.join(pgData, 'postmaster.pid'))) {
    spawnSync(
      asPostgres(path.join(bin, 'pg_ctl'), ['stop', '-D', pgData, '-m', 'fast', '-w']).command,
      asPostgres(path.join(bin, 'pg_ctl'), ['stop', '-D', pgData, '-m', 'fast', '-w']).args,
      { stdio: 'ignore' },
    );
  }
  const fast =
    process.env.INFRA_EPHEMERAL === '1'
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : [];
  const cmd = asPostgres(path.join(bin, 'postgres'), [
    '-D',
    pgData,
    '-p',
    String(port),
    '-k',
    socketDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
    ...fast,
  ]);
  const child = startProcess('postgres', cmd.command, cmd.args);
  await waitFor(
    'Postgres',
    async () => {
      if (!(await portOpen(port))) return false;
      return (
        spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', DB_USER])
          .status === 0
      );
    },
    child,
  ).catch((error) => {
    throw new Error(`${error.message}\n${child.recentLogs()}`);
  });
  return { child, stop: () => stopProcess(child, 'SIGINT') };
}

async function startRedis(dataDir, port) {
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const child = startProcess('redis', which('redis-server'), [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--save',
    '',
    '--daemonize',
    'no',
    '--protected-mode',
    'yes',
    '--maxmemory-policy',
    'noeviction',
  ]);
  await waitFor('Redis', () => probe(port, 'PING\r\n', /\+PONG/), child).catch((error) => {
    throw new Error(`${error.message}\n${child.recentLogs()}`);
  });
  return { child, stop: () => stopProcess(child) };
}

/**
 * NATS with JetStream on loopback. With `auth` (`'strict'` or `'test'`) it runs with one user per service,
 * each allowed only its own subjects, and new passwords (scripts/lib/nats-auth.mjs, docs/nats-permissions.md);
 * `'test'` adds the integration tests' all-permissions user, which clients without credentials become.
 */
async function startNats(dataDir, port, auth = false) {
  const dir = path.join(dataDir, 'nats');
  mkdirSync(dir, { recursive: true });
  const credentials = auth ? makeNatsCredentials({ testUser: auth === 'test' }) : undefined;
  const files = credentials
    ? writeNatsAuth(path.join(dataDir, 'nats-auth'), credentials, { anonymousIsTestUser: auth === 'test' })
    : undefined;
  const config = files ? ['-c', files.configFile] : [];
  const child = startProcess('nats', which('nats-server'), [
    ...config,
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '-js',
    '-sd',
    dir,
  ]);
  await waitFor('NATS', () => probe(port, null, /^INFO /), child).catch((error) => {
    throw new Error(`${error.message}\n${child.recentLogs()}`);
  });
  return { child, stop: () => stopProcess(child), credentials, credentialsFile: files?.credentialsFile };
}

const MAILDEV_BIN = path.join(repoRoot, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

/**
 * The mail catcher: maildev (an npm devDependency, pure JavaScript) with SMTP on `smtpPort` and its web
 * inbox and JSON API (`GET /api/email`) on `webPort`, both on 127.0.0.1 only. Mails are kept as .eml
 * files under `dataDir/mail` (so `npm start` keeps them between runs), at most 1000.
 */
async function startMailCatcher(dataDir, smtpPort, webPort) {
  if (!existsSync(MAILDEV_BIN))
    throw new Error('The mail catcher (maildev) is not installed: run `npm install` first.');
  const dir = path.join(dataDir, 'mail');
  mkdirSync(dir, { recursive: true });
  const child = startProcess(
    'maildev',
    process.execPath,
    [
      MAILDEV_BIN,
      '--smtp',
      String(smtpPort),
      '--ip',
      '127.0.0.1',
      '--web',
      String(webPort),
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      dir,
      '--max-emails',
      '1000',
    ],
    { cwd: dir },
  );
  const healthy = async () => {
    try {
      return (
        (await fetch(`http://127.0.0.1:${webPort}/api/healthz`, { signal: AbortSignal.timeout(1000) })).ok &&
        (await portOpen(smtpPort))
      );
    } catch {
      return false;
    }
  };
  await waitFor('Mail catcher (maildev)', healthy, child).catch((error) => {
    throw new Error(`${error.message}\n${child.recentLogs()}`);
  });
  return { child, stop: () => stopProcess(child) };
}

/**
 * Starts Postgres, Redis and NATS with their data under `dataDir` and returns the connection URLs
 * plus a `stop()` that ends them. With `mail: true` it also starts the mail catcher on `ports.smtp` and
 * `ports.mailWeb` and returns `smtpUrl` and `mailInboxUrl`. With `nginx: true` it makes sure nginx is
 * installed (scaled mode's reverse proxy; started by scripts/lib/reverse-proxy.mjs). A second start on the same directory reuses the data.
 * `natsAuth` (`'strict'`: `npm start`; `'test'`: `npm test`) gives NATS a user per service with new
 * passwords: `natsUsers` (for scripts/lib/services.mjs) and `natsCredentialsFile` (TEST_NATS_AUTH) are
 * returned. Without it NATS takes anyone, as every caller that does not ask expects.
 */
export async function startInfra({
  dataDir = path.join(repoRoot, '.data'),
  ports = defaultPorts,
  mail = false,
  nginx = false,
  natsAuth = false,
} = {}) {
  ensurePackages({ nginx });
  mkdirSync(dataDir, { recursive: true });
  const started = [];
  let nats;
  const stop = async () => {
    await Promise.all(started.splice(0).map((s) => s.stop()));
  };
  try {
    started.push(await startPostgres(dataDir, ports.postgres));
    started.push(await startRedis(dataDir, ports.redis));
    nats = await startNats(dataDir, ports.nats, natsAuth);
    started.push(nats);
    if (mail) started.push(await startMailCatcher(dataDir, ports.smtp, ports.mailWeb));
  } catch (error) {
    await stop();
    throw error;
  }
  const postgresBase = `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${ports.postgres}`;
  return {
    dataDir,
    ports,
    postgresBase,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    natsUrl: `nats://127.0.0.1:${ports.nats}`,
    ...(nats.credentials
      ? { natsUsers: nats.credentials.users, natsCredentialsFile: nats.credentialsFile }
      : {}),
    ...(mail
      ? { smtpUrl: `smtp://127.0.0.1:${ports.smtp}`, mailInboxUrl: `http://localhost:${ports.mailWeb}` }
      : {}),
    stop,
  };
}

/** Reads a JSON file, or undefined. */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const infra = await startInfra({
    mail: mailCatcherAsked(),
    nginx: process.env.INFRA_NGINX === '1',
    natsAuth: process.env.INFRA_NATS_AUTH === '1' ? 'test' : false,
  });
  log(
    `Postgres ${infra.postgresBase}  Redis ${infra.redisUrl}  NATS ${infra.natsUrl}  (data in ${infra.dataDir})`,
  );
  if (infra.natsCredentialsFile)
    log(
      `NATS users: TEST_NATS_AUTH=${infra.natsCredentialsFile} (each service's user and password in that file)`,
    );
  if (infra.smtpUrl) log(`Mail catcher: SMTP ${infra.smtpUrl}  inbox ${infra.mailInboxUrl}`);
  log('running; Ctrl-C stops');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await infra.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
