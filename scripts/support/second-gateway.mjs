#!/usr/bin/env node
/**
 * Starts one more gateway beside a running `npm start`, on another port and serving another frontend
 * build, with the running gateway's environment (its NATS user, Redis, mail): both then serve the same
 * system, so `scripts/lighthouse.mjs --compare` can measure two builds in alternation.
 *
 *   node scripts/support/second-gateway.mjs --port 8091 --dist /tmp/build-before [--of 8090]
 *
 * `--of`: the port of the running gateway whose environment is copied (default 8080). Linux only (reads
 * /proc/<pid>/environ); the process runs detached, its output in /tmp/avtalt-gateway-<port>.log; stop it
 * with the pid it prints.
 */
import { execFileSync, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = arg('port');
const dist = arg('dist');
const of = arg('of', '8080');
if (!port || !dist) {
  console.error('usage: second-gateway.mjs --port 8091 --dist path/to/frontend/dist [--of 8080]');
  process.exit(2);
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const entry = path.join(repoRoot, 'services', 'gateway', 'dist', 'main.js');
const environOf = (pid) => {
  try {
    return Object.fromEntries(
      readFileSync(`/proc/${pid}/environ`, 'utf8')
        .split('\0')
        .filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  } catch {
    return null;
  }
};
const pids = execFileSync('pgrep', ['-f', entry], { encoding: 'utf8' }).split('\n').filter(Boolean);
const running = pids.map(environOf).find((env) => env?.PORT === of);
if (!running) {
  console.error(`no gateway of ${entry} listens on port ${of}`);
  process.exit(1);
}
const env = { ...running, PORT: port, FRONTEND_DIST: path.resolve(dist), METRICS_PORT: 'off' };
const log = openSync(`/tmp/avtalt-gateway-${port}.log`, 'w');
const child = spawn(process.execPath, [entry], {
  cwd: repoRoot,
  env,
  stdio: ['ignore', log, log],
  detached: true,
});
child.unref();
console.log(`gateway on http://localhost:${port} serving ${env.FRONTEND_DIST}: pid ${child.pid}`);
