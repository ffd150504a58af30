/**
 * `npm start` as an operator runs it: the real command, on its own data directory and ports. Ctrl-C
 * (SIGINT) or SIGTERM sent to the npm process (not to the node child) stops every process it started —
 * infrastructure and services — and nothing answers on its port afterwards.
 */
import { freePorts, repoRoot } from '@avtalt/service-kit/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every process below `root`, read from /proc (pid → parent pid). */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may contain spaces and parentheses: fields after the last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    for (const [child, parent] of parentOf) {
      if (parent === pid) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

let npm: ChildProcess | undefined;
let started: number[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-npm-start-'));

afterAll(() => {
  if (npm && npm.exitCode === null) npm.kill('SIGKILL');
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it.each(['SIGINT', 'SIGTERM'] as const)(
  'stops every process it started when the npm process gets %s',
  async (signal) => {
    // Distinct ports, all chosen at once (freePort() twice may give one port twice).
    const [port, mailWebPort, pgPort, redisPort, natsPort, smtpPort] = await freePorts(6);
    const { SMTP_URL: _ownSmtp, ...inherited } = process.env;
    const env = {
      ...inherited,
      PORT: String(port),
      AVTALT_DATA_DIR: path.join(dataDir, signal),
      INFRA_PG_PORT: String(pgPort),
      INFRA_REDIS_PORT: String(redisPort),
      INFRA_NATS_PORT: String(natsPort),
      INFRA_SMTP_PORT: String(smtpPort),
      INFRA_MAIL_WEB_PORT: String(mailWebPort),
      AVTALT_REPLICAS: '',
      // Free operations ports: another system on this machine may hold the defaults (docs/metrics.md).
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
    };
    const child = spawn('npm', ['start'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    npm = child;
    const lines: string[] = [];
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start not ready:\n${lines.slice(-30).join('\n')}`)),
        150_000,
      );
      const onLine = (line: string): void => {
        lines.push(line);
        if (/Avtalt kjører på/.test(line)) {
          clearTimeout(timer);
          resolve();
        }
      };
      readline.createInterface({ input: child.stdout! }).on('line', onLine);
      readline.createInterface({ input: child.stderr! }).on('line', onLine);
      child.once('exit', (code) =>
        reject(new Error(`npm start exited (${code}):\n${lines.slice(-30).join('\n')}`)),
      );
    });
    await ready;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    // The mail catcher runs too, and its inbox is printed next to the app's address.
    expect(
      lines.some((line) =>
        line.includes(`E-post som sendes, havner i innboksen på http://localhost:${mailWebPort}`),
      ),
    ).toBe(true);
    const inbox = await fetch(`http://127.0.0.1:${mailWebPort}/api/email`);
    expect(inbox.status).toBe(200);
    expect(Array.isArray(await inbox.json())).toBe(true);

    started = descendants(child.pid!);
    // node scripts/start.mjs, postgres, redis, nats, maildev, five services and the gateway at least.
    expect(started.length).toBeGreaterThanOrEqual(10);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    await exited;

    const deadline = Date.now() + 20_000;
    while (started.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(started.filter(alive)).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${mailWebPort}/api/email`)).rejects.toThrow();
  },
  200_000,
);
