/**
 * Graceful shutdown of the documents service (docs/graceful-shutdown.md): SIGTERM while a real Chromium
 * render job runs. The running renders finish and are stored before the exit (Chromium is closed only
 * after the workers, and Playwright's own SIGTERM handler is off); the job still waiting is completed by
 * the next documents process. No job is marked failed; every PDF row exists (SQL).
 */
import { DocumentsRpc } from '@avtalt/contracts';
import { createNatsClient, redisConnectionOptions, rpcRequest } from '@avtalt/service-kit';
import {
  eventually,
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { PDF_QUEUE } from '../src/pdf/pdf-render.job';

const REDIS_DB = 14;
const DATABASE = 'it_documents_shutdown';
const GRACE_MS = 20_000;

let documents: ServiceProcess;
let nats: ClientProxy;
let db: Client;
let queue: Queue;

const startDocuments = () =>
  startBackendService('documents', {
    database: DATABASE,
    redisDb: REDIS_DB,
    env: { PDF_CONCURRENCY: '2', SHUTDOWN_GRACE_MS: String(GRACE_MS) },
  });

/** A long legal text (many pages), so a render takes a noticeable moment. */
function longHtml(): string {
  const rows = Array.from(
    { length: 400 },
    (_, n) => `<tr><td>§ ${n + 1}</td><td>Partene er enige om punkt ${n + 1} (${unique()}).</td></tr>`,
  ).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Avtale</title></head><body><h1>Avtale</h1><table>${rows}</table></body></html>`;
}

beforeAll(async () => {
  documents = await startDocuments();
  db = await testDatabase(DATABASE);
  nats = createNatsClient(testInfra().natsUrl, 'documents-shutdown-test');
  queue = new Queue(PDF_QUEUE, { connection: redisConnectionOptions(`${testInfra().redisUrl}/${REDIS_DB}`) });
}, 60_000);

afterAll(async () => {
  await queue?.close();
  await nats?.close();
  await db?.end();
  await documents?.stop();
});

it('finishes the running PDF renders before exiting 0, and the next process completes the waiting one; none failed', async () => {
  const exitCode = new Promise<number | string | null>((resolve) =>
    documents.child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  // Three jobs, two workers: two render, one waits.
  const hashes: string[] = [];
  for (let k = 0; k < 3; k++) {
    const reply = await rpcRequest(nats, DocumentsRpc.requestPdf, {
      agreementId: randomUUID(),
      html: longHtml(),
      title: `Avtale ${k}`,
    });
    expect(reply.status).toBe('pending');
    hashes.push(reply.hash);
  }
  await eventually(
    async () => ((await queue.getJobState(hashes[0])) === 'active' ? true : undefined),
    15_000,
    'a render running',
  );
  const statesAtSignal = await Promise.all(hashes.map((h) => queue.getJobState(h)));
  const signalledAt = Date.now();
  documents.child.kill('SIGTERM');
  const exit = await exitCode;
  const stoppedMs = Date.now() - signalledAt;

  const stored = async () =>
    new Set(
      (await db.query<{ hash: string }>('select hash from pdfs where hash = any($1)', [hashes])).rows.map(
        (r) => r.hash,
      ),
    );
  const storedAtExit = await stored();
  // Every render that was running at SIGTERM is stored and its job completed, not failed.
  const running = hashes.filter((_, n) => statesAtSignal[n] === 'active');
  expect(running.length).toBeGreaterThanOrEqual(1);
  for (const hash of running) {
    expect(storedAtExit.has(hash)).toBe(true);
    expect(await queue.getJobState(hash)).toBe('completed');
  }
  expect(documents.logs.some((l) => /Chromium disconnected/.test(l))).toBe(false);
  expect(exit).toBe(0);
  expect(stoppedMs).toBeLessThan(GRACE_MS);

  documents = await startDocuments();
  await eventually(
    async () => ((await stored()).size === hashes.length ? true : undefined),
    30_000,
    'every PDF stored',
  );
  // The row is written by the job before BullMQ marks it completed, so the last state is awaited, not sampled.
  const settled = async () => {
    const states = await Promise.all(
      hashes.map(async (hash) => {
        const job = (await queue.getJob(hash))!;
        return { hash, state: await job.getState(), failedReason: job.failedReason ?? null };
      }),
    );
    return states.every((s) => s.state === 'completed' || s.state === 'failed') ? states : undefined;
  };
  const final = await eventually(settled, 15_000, 'every job settled');
  expect(final).toEqual(hashes.map((hash) => ({ hash, state: 'completed', failedReason: null })));
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from pdfs where hash = any($1) and substring(pdf from 1 for 5) = '%PDF-'::bytea",
    [hashes],
  );
  expect(rows[0].n).toBe(hashes.length);
  process.stdout.write(
    `graceful shutdown (documents): ${running.length} render(s) running at SIGTERM finished and stored before exit 0 after ${stoppedMs} ms; ${hashes.length - storedAtExit.size} completed by the next process\n`,
  );
}, 90_000);
