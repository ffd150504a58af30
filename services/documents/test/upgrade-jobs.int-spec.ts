/**
 * After an upgrade, the jobs the release before queued in its hand-made BullMQ queues (names `render` and
 * `seal`, the payload as bare data) still run: the jobs kit maps their names to this release's definitions
 * `pdf.render.v1` and `pdf.seal.v1` (docs/long-work-as-jobs.md). A real documents process on a real
 * Postgres, Redis and NATS; agreements' seal source is answered by a responder of this test.
 */
import { AgreementsRpc, ErrorCode } from '@avtalt/contracts';
import { redisConnectionOptions } from '@avtalt/service-kit';
import {
  eventually,
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
} from '@avtalt/service-kit/testing';
import { Queue } from 'bullmq';
import { connect, type NatsConnection } from 'nats';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { PDF_QUEUE } from '../src/pdf/pdf-render.job';
import { SEAL_QUEUE, sealJobId } from '../src/seal/seal.job';

const REDIS_DB = 13;
const DATABASE = 'it_documents_upgrade';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-upgrade-'));

let documents: ServiceProcess;
let db: Client;
let nats: NatsConnection;
const queues: Queue[] = [];
/** The agreements documents asked for a seal source. */
const sealSourceAsked: unknown[] = [];

/** Agreements' seal source, refused as for an agreement that is not signed: the job fails for good at once. */
async function startSealSourceResponder(): Promise<void> {
  nats = await connect({ servers: testInfra().natsUrl, name: 'seal-source-responder' });
  nats.subscribe(AgreementsRpc.sealSource.subject, {
    queue: 'agreements',
    callback: (error, msg) => {
      if (error) return;
      const packet = JSON.parse(msg.string()) as { id: string; data: unknown };
      sealSourceAsked.push(packet.data);
      const err = { code: ErrorCode.NotFound, message: 'Fant ikke avtalen' };
      msg.respond(JSON.stringify({ id: packet.id, err, isDisposed: true }));
    },
  });
  await nats.flush();
}

function queue(name: string): Queue {
  const opened = new Queue(name, {
    connection: redisConnectionOptions(`${testInfra().redisUrl}/${REDIS_DB}`),
  });
  queues.push(opened);
  return opened;
}

beforeAll(async () => {
  await startSealSourceResponder();
  documents = await startBackendService('documents', {
    database: DATABASE,
    redisDb: REDIS_DB,
    env: { SIGNING_CERT_DIR: path.join(tmp, 'signing') },
  });
  db = await testDatabase(DATABASE);
}, 60_000);

afterAll(async () => {
  for (const opened of queues) await opened.close();
  await db?.end();
  await documents?.stop();
  await nats?.close();
  rmSync(tmp, { recursive: true, force: true });
});

it('renders and stores a PDF whose render job the release before queued (name `render`, bare data)', async () => {
  // A text of its own (the job id is the hash of title and HTML), so no job of an earlier run holds the id.
  const agreementId = randomUUID();
  const message = {
    agreementId,
    html: `<!doctype html><html><body><h1>Avtale</h1><p>Partene er enige (${agreementId}).</p></body></html>`,
    title: 'Avtale',
  };
  const hash = createHash('sha256').update(message.title).update('\u0000').update(message.html).digest('hex');
  const renders = queue(PDF_QUEUE);
  // As the hand-made queue added it before the upgrade.
  await renders.add(
    'render',
    { ...message, hash },
    {
      jobId: hash,
      attempts: 3,
      backoff: { type: 'fixed', delay: 500 },
      removeOnComplete: 500,
      removeOnFail: 500,
    },
  );

  const job = await eventually(
    async () => {
      // The state first: the job read after it is at least that far along.
      const state = await renders.getJobState(hash);
      if (state !== 'completed' && state !== 'failed') return undefined;
      return { state, failedReason: (await renders.getJob(hash))?.failedReason };
    },
    30_000,
    'the legacy render job settled',
  );
  expect(job).toEqual({ state: 'completed', failedReason: undefined });
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from pdfs p join pdf_agreements l on l.hash = p.hash where p.hash = $1 and l.agreement_id = $2 and substring(p.pdf from 1 for 5) = '%PDF-'::bytea",
    [hash, message.agreementId],
  );
  expect(rows[0].n).toBe(1);
});

it('runs a seal job the release before queued (name `seal`, bare data) as pdf.seal.v1: it asks agreements for the seal source', async () => {
  const agreementId = randomUUID();
  const id = sealJobId(agreementId);
  const seals = queue(SEAL_QUEUE);
  // As the hand-made queue added it: its own backoff strategy's name, which the kit runs as the definition's.
  await seals.add(
    'seal',
    { agreementId },
    { jobId: id, attempts: 2, backoff: { type: 'seal-capped' }, removeOnComplete: 100, removeOnFail: 100 },
  );

  const failed = await eventually(
    async () => {
      if ((await seals.getJobState(id)) !== 'failed') return undefined;
      return seals.getJob(id);
    },
    30_000,
    'the legacy seal job settled',
  );
  // The seal handler ran on the converted payload: agreements refused the source, so the job failed for
  // good on its first attempt (an unknown job name would fail with "no definition of job seal").
  expect(sealSourceAsked).toEqual([{ agreementId }]);
  expect(failed!.failedReason).toBe(`sealSource refused: ${ErrorCode.NotFound}`);
  expect(failed!.attemptsMade).toBe(1);
  const { rows } = await db.query('select 1 from sealed_documents where agreement_id = $1', [agreementId]);
  expect(rows).toHaveLength(0);
});
