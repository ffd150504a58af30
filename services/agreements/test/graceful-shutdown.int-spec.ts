/**
 * Graceful shutdown of a NATS service (docs/graceful-shutdown.md): agreements gets SIGTERM while answer
 * writes are in flight. Every write answered 2xx is stored, every one answered 503 is not, nothing else
 * comes back (no 500, nothing lost silently); the process exits 0 within its grace; the other replica
 * and a restarted one take the rest. Checked with SQL.
 */
import type { AgreementQuestion } from '@avtalt/contracts';
import {
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import type { Client } from 'pg';

const REDIS_DB = 11;
const DATABASE = 'it_shutdown_agreements';
const GRACE_MS = 8000;
const AGREEMENTS_ENV = { SHUTDOWN_GRACE_MS: String(GRACE_MS) };

let services: ServiceProcess[] = [];
let replicas: ServiceProcess[] = [];
let gateway: GatewayProcess;
let db: Client;

const startReplica = () => startBackendService('agreements', { database: DATABASE, env: AGREEMENTS_ENV });

beforeAll(async () => {
  services = [
    await startBackendService('identity', { database: 'it_shutdown_identity' }),
    await startBackendService('templates', {
      database: 'it_shutdown_templates',
      redisDb: REDIS_DB,
      env: { CUSTOM_TOPIC_QUESTIONS: '4' },
    }),
  ];
  replicas = [await startReplica(), await startReplica()];
  gateway = await startGatewayProcess(REDIS_DB);
  db = await testDatabase(DATABASE);
}, 90_000);

afterAll(async () => {
  await db?.end();
  await gateway?.stop();
  for (const replica of replicas) await replica.stop();
  for (const service of services.reverse()) await service.stop();
});

/** Resolves with the exit code and signal of a process once it has ended. */
function exited(process: ServiceProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const { child } = process;
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

it('stores every answer answered 2xx and none answered 503 when a replica gets SIGTERM mid-load; it exits 0 in its grace', async () => {
  const http = new TestClient(gateway.url, { 'x-forwarded-for': '10.20.0.1' });
  const id = unique();
  expect(
    (
      await http.post('/api/auth/register', {
        firstName: 'Ola',
        lastName: 'Stopp',
        username: `ola_${id}`,
        email: `ola.${id}@example.no`,
        password: 'passord123',
      })
    ).status,
  ).toBe(201);
  // 16 agreements of 4 questions: 64 distinct draft answers, each written by one request.
  const writes: Array<{ agreementId: string; questionId: string }> = [];
  for (let k = 0; k < 16; k++) {
    const created = await http.post<{ id: string }>('/api/agreements', {
      topic: 'custom',
      title: `Stopp ${k} ${unique()}`,
      description: 'Vi deler en båt.',
    });
    expect(created.status).toBe(201);
    const questions = await http.get<AgreementQuestion[]>(`/api/agreements/${created.body.id}/questions`);
    for (const q of questions.body) writes.push({ agreementId: created.body.id, questionId: q.id });
  }
  expect(writes).toHaveLength(64);
  const [victim] = replicas;
  const victimExit = exited(victim);

  const started = Date.now();
  let signalledAt = 0;
  const send = (w: { agreementId: string; questionId: string }) =>
    http.post(`/api/agreements/${w.agreementId}/questions/${w.questionId}/answers`, { response: true });
  const results = await Promise.all(
    writes.map(async (w) => {
      const res = await send(w);
      // SIGTERM once the first answers are back: the rest are in flight, some on this replica.
      if (signalledAt === 0) {
        signalledAt = Date.now();
        victim.child.kill('SIGTERM');
      }
      return { ...w, status: res.status };
    }),
  );

  // Only 2xx or 503: nothing failed in another way, nothing hung.
  expect(results.filter((r) => r.status !== 204 && r.status !== 503)).toEqual([]);
  const { rows } = await db.query<{ agreement_id: string; question_id: string }>(
    'select agreement_id, question_id from draft_answers where agreement_id = any($1::uuid[])',
    [[...new Set(writes.map((w) => w.agreementId))]],
  );
  const stored = new Set(rows.map((r) => `${r.agreement_id}/${r.question_id}`));
  for (const r of results)
    expect({ ...r, stored: stored.has(`${r.agreementId}/${r.questionId}`) }).toEqual({
      ...r,
      stored: r.status === 204,
    });

  // The stopped replica finished what it was handling and exited 0 within its grace.
  const exit = await victimExit;
  const stoppedMs = Date.now() - signalledAt;
  expect(exit).toEqual({ code: 0, signal: null });
  expect(stoppedMs).toBeLessThan(GRACE_MS);
  const drained = victim.logs.find((l) => l.includes('NATS intake drained; every handler finished'));
  expect(drained).toBeDefined();
  const handlingAtSignal = (JSON.parse(drained!) as { handlingAtSignal: number }).handlingAtSignal;
  expect(victim.logs.some((l) => l.includes('shut down cleanly'))).toBe(true);

  // A restarted replica (and the other one) serve the writes that were refused.
  replicas[0] = await startReplica();
  const refused = results.filter((r) => r.status === 503);
  for (const r of refused) expect((await send(r)).status).toBe(204);
  const after = await db.query<{ n: number }>(
    'select count(*)::int as n from draft_answers where agreement_id = any($1::uuid[])',
    [[...new Set(writes.map((w) => w.agreementId))]],
  );
  expect(after.rows[0].n).toBe(64);
  // What was measured (docs/graceful-shutdown.md).
  process.stdout.write(
    `graceful shutdown (agreements): ${results.length - refused.length} answered 204, ${refused.length} answered 503, ${handlingAtSignal} in flight on the stopped replica at SIGTERM, exit 0 after ${stoppedMs} ms; load took ${Date.now() - started} ms\n`,
  );
}, 90_000);
