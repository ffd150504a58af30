/**
 * The whole system under the supervisor `npm start` uses (scripts/lib/supervisor.mjs): one service is
 * killed; the other routes keep answering, the killed one answers 503 at once and then comes back; a
 * SIGTERM to the supervising process stops every process it started.
 */
import { freePort, repoRoot, testInfra, TestClient, unique } from '@avtalt/service-kit/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

let supervising: ChildProcess;
const lines: string[] = [];
let pids: Record<string, number> = {};
let http: TestClient;

/** Resolves with the first output line (so far or to come) that matches. */
function line(pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  const seen = lines.find((l) => pattern.test(l));
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no line ${pattern} within ${timeoutMs} ms:\n${lines.slice(-30).join('\n')}`)),
      timeoutMs,
    );
    const check = setInterval(() => {
      const found = lines.find((l) => pattern.test(l));
      if (found) {
        clearTimeout(timer);
        clearInterval(check);
        resolve(found);
      }
    }, 50);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  const infra = testInfra();
  const port = await freePort();
  const lib = (file: string) => JSON.stringify(path.join(repoRoot, 'scripts', 'lib', file));
  // What scripts/start.mjs does after install and build, on the test infrastructure.
  const program = `
    import { startSystem } from ${lib('system.mjs')};
    import { Supervisor } from ${lib('supervisor.mjs')};
    const supervisor = new Supervisor((m) => console.log('[avtalt] ' + m));
    process.on('SIGTERM', async () => {
      console.log('RUNNING ' + JSON.stringify(supervisor.pids()));
      await supervisor.stop();
      console.log('STOPPED');
      process.exit(0);
    });
    const infra = ${JSON.stringify(infra)};
    await startSystem(infra, { port: ${port}, databasePrefix: 'it_sup', quiet: true, supervisor, extraEnv: { LOG_LEVEL: 'warn' } });
    console.log('PIDS ' + JSON.stringify(supervisor.pids()));
  `;
  supervising = spawn(process.execPath, ['--input-type=module', '-e', program], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  readline.createInterface({ input: supervising.stdout! }).on('line', (l) => lines.push(l));
  readline.createInterface({ input: supervising.stderr! }).on('line', (l) => lines.push(l));
  pids = JSON.parse((await line(/^PIDS /, 90_000)).slice(5));
  http = new TestClient(`http://127.0.0.1:${port}`, { 'x-forwarded-for': '10.9.0.1' });
}, 120_000);

afterAll(async () => {
  if (supervising.exitCode === null) supervising.kill('SIGKILL');
  for (const pid of Object.values(pids)) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
});

it('restarts a killed service while the other routes keep answering, and stops everything on SIGTERM', async () => {
  const id = unique();
  expect(
    (
      await http.post('/api/auth/register', {
        firstName: 'Tone',
        lastName: 'Vakt',
        username: `tone_${id}`,
        email: `tone.${id}@example.no`,
        password: 'passord123',
      })
    ).status,
  ).toBe(201);
  const created = await http.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: 'Vaktliste',
    description: 'Hvem har vakt når.',
  });
  expect(created.status).toBe(201);
  const agreementUrl = `/api/agreements/${created.body.id}`;
  expect((await http.get(agreementUrl)).status).toBe(200);

  process.kill(pids.agreements, 'SIGKILL');
  await line(/agreements exited \(signal SIGKILL\); restarting in \d+ ms/);

  // The rest keeps serving: topics (templates), the session (identity), and the agreement route says 503 fast.
  expect((await http.get('/api/topics')).status).toBe(200);
  expect((await http.get('/api/auth/user')).status).toBe(200);
  const started = Date.now();
  const down = await http.get(agreementUrl);
  if (down.status !== 200) {
    expect(down.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
  }

  // The supervisor brings it back, and the agreement is there.
  await line(/agreements restarted \(restart 1\)/);
  const deadline = Date.now() + 30_000;
  let back = await http.get(agreementUrl);
  while (back.status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    back = await http.get(agreementUrl);
  }
  expect(back.status).toBe(200);
  expect(back.body.title).toBe('Vaktliste');

  supervising.kill('SIGTERM');
  await line(/^STOPPED$/);
  if (supervising.exitCode === null) await new Promise((resolve) => supervising.once('exit', resolve));
  const running: Record<string, number> = JSON.parse((await line(/^RUNNING /)).slice(8));
  expect(running.agreements).not.toBe(pids.agreements);
  expect(Object.entries(running).filter(([, pid]) => alive(pid))).toEqual([]);
  pids = running;
}, 120_000);
