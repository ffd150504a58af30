// Helpers shared by scripts/start.mjs and scripts/test.mjs: install, build, supervised processes
// with prefixed logs, and waiting for health. Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../../infra/local/infra.mjs';

export { repoRoot };

const quietEnv = {
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? 'false',
};

export function say(message) {
  process.stdout.write(`[avtalt] ${message}\n`);
}

function runOrFail(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...quietEnv, ...options.env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** Installs npm packages when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const lock = path.join(repoRoot, 'package-lock.json');
  const installed = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const stale =
    !existsSync(installed) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000);
  if (!stale) return;
  say('installing npm packages');
  // `npm install` honours package-lock.json. Not `npm ci`: npm 11 leaves other platforms' optional
  // packages (e.g. @swc/core-darwin-arm64) out of the lock file and `npm ci` then refuses it.
  runOrFail('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds every project through Nx (cached: a second run rebuilds only what changed). */
export function buildAll() {
  say('building');
  runOrFail('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
}

const COLORS = [36, 35, 33, 32, 34, 31];
const LEVEL_COLORS = { trace: 90, debug: 90, info: 32, warn: 33, error: 31, fatal: 31 };

/** A readable line from a pino JSON line, for terminals. */
function pretty(line) {
  try {
    const { level, time, msg, service, pid, hostname, context, ...rest } = JSON.parse(line);
    void time;
    void service;
    void pid;
    void hostname;
    const extras = Object.entries(rest)
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(' ');
    return `\x1b[${LEVEL_COLORS[level] ?? 0}m${String(level).toUpperCase().padEnd(5)}\x1b[0m ${context ? `(${context}) ` : ''}${msg ?? ''} ${extras ? `\x1b[90m${extras}\x1b[0m` : ''}`;
  } catch {
    return line;
  }
}

let colorIndex = 0;

/**
 * A file for the log lines of one process when `AVTALT_LOG_DIR` is set (`npm test` sets it and scans
 * the files for secrets and personal data at the end, see log-scan.mjs); otherwise undefined.
 */
export function processLogFile(name, pid, dir = process.env.AVTALT_LOG_DIR) {
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return createWriteStream(path.join(dir, `${name.replace(/[^A-Za-z0-9_#-]/g, '_')}.${pid}.log`), {
    flags: 'a',
  });
}

/**
 * Starts `node <entry>` with a name; its output is prefixed with the name (and pretty-printed on a
 * terminal, or kept as JSON lines otherwise) and, under `npm test`, written to a log file.
 */
export function startNodeProcess(name, entry, env, { quiet = false } = {}) {
  const child = spawn(process.execPath, [entry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logFile = processLogFile(name, child.pid, env.AVTALT_LOG_DIR ?? process.env.AVTALT_LOG_DIR);
  // 'close': after the last output line (an 'exit' may come before it).
  if (logFile) {
    logFile.on('error', () => undefined); // a full disk must not fail a test that is about something else
    child.once('close', () => logFile.end());
  }
  const color = COLORS[colorIndex++ % COLORS.length];
  const tty = process.stdout.isTTY;
  const prefix = tty ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;
  const recent = [];
  const onLine = (line) => {
    recent.push(line);
    if (recent.length > 100) recent.shift();
    logFile?.write(`${line}\n`);
    if (!quiet) process.stdout.write(`${prefix}${tty ? pretty(line) : line}\n`);
  };
  readline.createInterface({ input: child.stdout }).on('line', onLine);
  readline.createInterface({ input: child.stderr }).on('line', onLine);
  child.name = name;
  child.recentLogs = () => recent.join('\n');
  return child;
}

/**
 * Sends SIGTERM (or the child's `stopSignal`), then SIGKILL after a grace period: by default the processes' own SHUTDOWN_GRACE_MS (25 s
 * unless set; within it they finish the work in flight and exit by themselves, docs/graceful-shutdown.md)
 * plus 5 s, so npm start never cuts a drain short.
 */
export function stopProcess(child, graceMs = shutdownGraceMs() + 5000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // A process may ask for another stop signal (nginx: SIGQUIT, its graceful stop).
    child.kill(child.stopSignal ?? 'SIGTERM');
  });
}

/** The SHUTDOWN_GRACE_MS the processes get (the same default as libs/service-kit/src/shutdown.rules.ts). */
function shutdownGraceMs() {
  const ms = Number(process.env.SHUTDOWN_GRACE_MS);
  return Number.isInteger(ms) && ms >= 1000 ? ms : 25_000;
}

/** Polls a URL until it answers 200, failing early when one of `children` dies. */
export async function waitForHealthy(url, children = [], timeoutMs = 90_000) {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const dead = children.find((c) => c.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited with code ${dead.exitCode}:\n${dead.recentLogs()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      last = `${res.status} ${await res.text()}`;
      if (res.ok) return;
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} not healthy after ${timeoutMs / 1000} s (last: ${last})`);
}

/** Runs a command, resolving with its exit code (output inherited). */
export function runCommand(command, args, { env = {}, cwd = repoRoot } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...quietEnv, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
