/**
 * Sealing a signed agreement (issue 18), against real Postgres, Redis, NATS (JetStream) and Chromium.
 *
 * NOTE: this test answers `AgreementsRpc.sealSource` itself on NATS with valid `sealSourceSchema`
 * messages (and publishes the `signed` activity event to JetStream as the agreements outbox does), so the
 * documents slice is tested without the agreements service's signing. The whole system (agreements
 * signing → documents sealing → notifications) is tested end to end at the merge.
 */
import {
  type AgreementActivityEvent,
  agreementActivityEventSchema,
  AgreementEventsStream,
  AgreementsRpc,
  AgreementsSubjects,
  type AuditEntry,
  auditCanonicalJson,
  DocumentEventsStream,
  documentSealedEventSchema,
  DocumentsRpc,
  ErrorCode,
  type SealSource,
  sealSourceSchema,
  SigningMessages,
} from '@avtalt/contracts';
import { createNatsClient, DomainError, ensureStream, natsConnection, rpcRequest } from '@avtalt/service-kit';
import { eventually, type ServiceProcess, startBackendService, testDatabase, testInfra } from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from 'nats';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';

const REDIS_DB = 14;
const DATABASE = 'it_documents_seal';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-seal-'));
const certDir = path.join(tmp, 'signing');
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

let documents: ServiceProcess | undefined;
let db: Client;
let nats: ClientProxy;
let nc: NatsConnection;
let answering: Subscription;
/** What this test answers on `sealSource`, per agreement (missing → NOT_FOUND, as agreements would). */
const sources = new Map<string, SealSource>();
const asked: string[] = [];
/** Runs when sealSource is asked, before the answer (e.g. to kill documents mid-job). Returns false to not answer. */
let beforeAnswer: (agreementId: string) => Promise<boolean> = async () => true;

function startDocuments(env: Record<string, string> = {}): Promise<ServiceProcess> {
  return startBackendService('documents', {
    database: DATABASE,
    redisDb: REDIS_DB,
    env: { PDF_LOCK_MS: '3000', SIGNING_CERT_DIR: certDir, ...env },
  });
}

/** A frozen legal text, signers who signed it and a hash-chained audit trail, as agreements gives them. */
function makeSource({ title = `Samboeravtale ${randomUUID().slice(0, 8)}`, breakAt }: { title?: string; breakAt?: number } = {}): SealSource {
  const agreementId = randomUUID();
  const html = `<!doctype html>\n<html lang="nb"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>Kari Nordmann og Ola Åsheim deler utgiftene til bolig likt. Særeie: båten.</p></main></body></html>`;
  const textSha256 = sha(Buffer.from(html, 'utf8'));
  const start = Date.UTC(2027, 1, 1, 9, 0);
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  const signers = [
    { name: 'Kari Nordmann', signedAt: at(30), method: 'email-code' as const, ipAddress: '10.20.30.40', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', textSha256 },
    { name: 'Ola Åsheim', signedAt: at(45), method: 'password' as const, ipAddress: '10.20.30.41', userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1', textSha256 },
  ];
  const raw: Omit<AuditEntry, 'prevHash' | 'hash'>[] = [
    { seq: 1, kind: 'created', occurredAt: at(0), actorName: 'Kari Nordmann', round: 1, details: {} },
    { seq: 2, kind: 'joined', occurredAt: at(5), actorName: 'Ola Åsheim', round: 1, details: {} },
    { seq: 3, kind: 'round-submitted', occurredAt: at(10), actorName: 'Kari Nordmann', round: 1, details: {} },
    { seq: 4, kind: 'round-submitted', occurredAt: at(12), actorName: 'Ola Åsheim', round: 1, details: {} },
    { seq: 5, kind: 'completed', occurredAt: at(12), actorName: null, round: 1, details: {} },
    ...signers.map((s, i) => ({
      seq: 6 + i,
      kind: 'signature-added' as const,
      occurredAt: s.signedAt,
      actorName: s.name,
      round: 1,
      details: { method: s.method, ipAddress: s.ipAddress, userAgent: s.userAgent, textSha256 },
    })),
    { seq: 8, kind: 'signed', occurredAt: at(45), actorName: null, round: 1, details: {} },
  ];
  const audit: AuditEntry[] = [];
  for (const entry of raw) {
    const prevHash = audit.length ? audit[audit.length - 1].hash : null;
    audit.push({ ...entry, prevHash, hash: sha(Buffer.from((prevHash ?? '') + auditCanonicalJson(entry), 'utf8')) });
  }
  // A trail changed after it was written (the entry's text, its hash kept): the PDF must say so.
  if (breakAt) audit[breakAt - 1] = { ...audit[breakAt - 1], actorName: 'Noen Andre' };
  return sealSourceSchema.parse({ agreementId, title, fileName: 'Samboeravtale', html, textSha256, signers, audit, userIds: [randomUUID(), randomUUID()] });
}

/** The `signed` activity event, published to JetStream exactly as the agreements outbox relay does. */
async function publishSigned(source: SealSource): Promise<AgreementActivityEvent> {
  const event = agreementActivityEventSchema.parse({
    eventId: randomUUID(),
    kind: 'signed',
    agreementId: source.agreementId,
    title: source.title,
    round: 1,
    actorParticipantId: null,
    participants: source.signers.map((s, i) => ({ participantId: randomUUID(), userId: source.userIds[i], name: s.name, answered: true })),
    initiatorUserId: source.userIds[0],
    occurredAt: new Date().toISOString(),
  });
  await ensureStream(nc, AgreementEventsStream);
  await nc.jetstream().publish(AgreementsSubjects.activity, JSON.stringify(event), { msgID: event.eventId });
  return event;
}

/** Asks for the sealed PDF until it is ready (the gateway's 202 + Retry-After loop). */
async function sealedPdf(agreementId: string, timeoutMs = 60_000): Promise<Buffer> {
  return eventually(
    async () => {
      const reply = await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId });
      if (reply.status !== 'ready') return undefined;
      expect(reply.sha256).toBe(sha(Buffer.from(reply.pdfBase64, 'base64')));
      return Buffer.from(reply.pdfBase64, 'base64');
    },
    timeoutMs,
    'sealed PDF',
  );
}

/** Every `document.sealed` event stored in JetStream for the agreement (duplicates would show here). */
async function storedSealedEvents(agreementId: string) {
  const jsm = await nc.jetstreamManager();
  const info = await jsm.streams.info(DocumentEventsStream.name);
  const events = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const message = await jsm.streams.getMessage(DocumentEventsStream.name, { seq }).catch(() => undefined);
    if (!message) continue;
    const event = documentSealedEventSchema.parse(message.json());
    if (event.agreementId === agreementId) events.push(event);
  }
  return events;
}

function file(name: string, bytes: Buffer): string {
  const target = path.join(tmp, name);
  writeFileSync(target, bytes);
  return target;
}

/** `pdfsig` (poppler-utils) on the file: its report and whether the signature validates. */
function pdfsig(target: string): { report: string; valid: boolean } {
  const result = spawnSync('pdfsig', [target], { encoding: 'utf8' });
  const report = `${result.stdout}${result.stderr}`;
  return { report, valid: /Signature Validation: Signature is Valid\./.test(report) };
}

const pdfText = (target: string) => execFileSync('pdftotext', ['-layout', target, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

beforeAll(async () => {
  nats = createNatsClient(testInfra().natsUrl, 'documents-seal-test');
  nc = await natsConnection(nats);
  // Stands in for agreements' sealSource (see the NOTE at the top).
  answering = nc.subscribe(AgreementsRpc.sealSource.subject, {
    callback: (_error, message) => {
      void (async () => {
        const packet = JSON.parse(message.string()) as { id: string; data: { agreementId: string } };
        asked.push(packet.data.agreementId);
        if (!(await beforeAnswer(packet.data.agreementId))) return;
        const source = sources.get(packet.data.agreementId);
        const reply = source
          ? { id: packet.id, response: source, isDisposed: true }
          : { id: packet.id, err: { code: ErrorCode.NotFound, message: 'Fant ikke avtalen' }, isDisposed: true };
        message.respond(JSON.stringify(reply));
      })();
    },
  });
  documents = await startDocuments();
  db = await testDatabase(DATABASE);
}, 60_000);

afterAll(async () => {
  answering?.unsubscribe();
  await db?.end();
  await documents?.stop();
  await nats?.close();
  rmSync(tmp, { recursive: true, force: true });
});

it('seals a signed agreement: stored once, pdfsig reports the seal valid, the signature page and audit trail are in it', async () => {
  const source = makeSource();
  sources.set(source.agreementId, source);
  const event = await publishSigned(source);
  const pdf = await sealedPdf(source.agreementId);

  // Stored (SQL): one row, its hash is the PDF's, the signers and recipients as agreements gave them.
  const { rows } = await db.query('select sha256, pdf, title, file_name, signers, user_ids, event_id, published_at from sealed_documents where agreement_id = $1', [source.agreementId]);
  expect(rows).toHaveLength(1);
  expect(rows[0].sha256).toBe(sha(rows[0].pdf));
  expect(Buffer.compare(rows[0].pdf, pdf)).toBe(0);
  expect([rows[0].title, rows[0].file_name]).toEqual([source.title, 'Samboeravtale']);
  expect(rows[0].signers).toEqual(source.signers);
  expect(rows[0].user_ids).toEqual(source.userIds);
  expect(rows[0].event_id).not.toBe(event.eventId);
  // The lighter RPC the signatures view uses: only the hash, equal to the sha256 of the bytes sealedPdf returns.
  const digest = await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: source.agreementId });
  expect(digest).toEqual({ status: 'ready', sha256: sha(pdf) });
  expect(Object.keys(digest)).toEqual(['status', 'sha256']);

  const target = file('sealed.pdf', pdf);
  const check = pdfsig(target);
  expect(check.report).toContain('Signature Validation: Signature is Valid.');
  expect(check.report).toContain('Avtalt (utviklingssertifikat)');
  expect(check.report).toContain('ETSI.CAdES.detached');
  expect(check.report).toContain('Total document signed');

  const text = pdfText(target);
  expect(text).toContain('Kari Nordmann og Ola Åsheim deler utgiftene');
  expect(text).toContain('Signaturside');
  for (const signer of source.signers) {
    expect(text).toContain(signer.name);
    expect(text).toContain(signer.ipAddress);
  }
  expect(text).toContain('Engangskode sendt på e-post');
  expect(text).toContain('Passord');
  expect(text).toContain('1. februar 2027 kl. 10:30:00');
  expect(text.replace(/\s/g, '')).toContain(source.textSha256);
  expect(text).toContain('Hendelseslogg');
  expect(text).toContain('Kjeden av hash-verdier er hel');
  expect(text).toContain('Maskinlesbar revisjonslogg');
  // The trail is attached to the sealed PDF as JSON, each entry's exact hashed text with its hashes.
  const attachedPath = path.join(tmp, `revisjonslogg-${source.agreementId}.json`);
  expect(execFileSync('pdfdetach', ['-list', target], { encoding: 'utf8' })).toContain('1: revisjonslogg.json');
  execFileSync('pdfdetach', ['-save', '1', '-o', attachedPath, target]);
  const attached = JSON.parse(readFileSync(attachedPath, 'utf8'));
  expect(attached.entries).toEqual(source.audit.map((e) => ({ seq: e.seq, prevHash: e.prevHash, canonicalJson: auditCanonicalJson(e), hash: e.hash })));
  for (const e of attached.entries) expect(sha(Buffer.from((e.prevHash ?? '') + e.canonicalJson, 'utf8'))).toBe(e.hash);
  for (const label of ['Avtalen ble opprettet', 'Ble med i avtalen', 'Sendte inn svarene sine', 'Avtalen ble ferdig', 'Signerte avtalen', 'Alle parter har signert'])
    expect(text).toContain(label);
  for (const entry of source.audit) expect(text.replace(/\s/g, '')).toContain(entry.hash);

  // document.sealed published once, with the stored event id, and marked published.
  const events = await eventually(async () => {
    const stored = await storedSealedEvents(source.agreementId);
    return stored.length > 0 ? stored : undefined;
  });
  expect(events).toEqual([
    { eventId: rows[0].event_id, agreementId: source.agreementId, title: source.title, pdfSha256: rows[0].sha256, userIds: source.userIds, occurredAt: expect.any(String) },
  ]);
  await eventually(async () => ((await db.query('select published_at from sealed_documents where agreement_id = $1', [source.agreementId])).rows[0].published_at ? true : undefined));

  // The same event delivered again (or a second request) seals nothing new.
  await publishSigned(source);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await db.query('select count(*)::int as n from sealed_documents where agreement_id = $1', [source.agreementId])).rows[0].n).toBe(1);
  expect(await storedSealedEvents(source.agreementId)).toHaveLength(1);

  // The admin queue view's numbers for the seal queue: its completed job is counted.
  const stats = await rpcRequest(nats, DocumentsRpc.sealQueueStats, {});
  expect(stats.queue).toBe('pdf-seal');
  expect(stats.counts).toMatchObject({ completed: expect.any(Number), failed: 0, waiting: 0, active: 0 });
  expect(stats.counts.completed).toBeGreaterThanOrEqual(1);
}, 90_000);

it('verifies the sealed file by its SHA-256, and rejects a copy with one byte changed (pdfsig too)', async () => {
  const source = makeSource();
  sources.set(source.agreementId, source);
  await publishSigned(source);
  const pdf = await sealedPdf(source.agreementId);

  const verified = await rpcRequest(nats, DocumentsRpc.verify, { sha256: sha(pdf) });
  expect(verified.title).toBe(source.title);
  expect(verified.signers).toEqual(source.signers.map((s) => ({ name: s.name, signedAt: s.signedAt, method: s.method })));
  expect(Date.parse(verified.sealedAt)).toBeGreaterThan(Date.now() - 120_000);

  // One byte in the middle of the signed content changed.
  const changed = Buffer.from(pdf);
  const at = Math.floor(changed.length / 3);
  changed[at] = changed[at] ^ 0x01;
  const refused = await rpcRequest(nats, DocumentsRpc.verify, { sha256: sha(changed) }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(DomainError);
  expect([(refused as DomainError).code, (refused as DomainError).message]).toEqual([ErrorCode.NotFound, SigningMessages.verifyNotFound]);
  const check = pdfsig(file('changed.pdf', changed));
  expect(check.valid).toBe(false);
  expect(check.report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);

  // A malformed hash is a validation error, not a 500.
  const malformed = await rpcRequest(nats, DocumentsRpc.verify, { sha256: 'abc' } as never).catch((error: unknown) => error);
  expect((malformed as DomainError).code).toBe(ErrorCode.ValidationFailed);
}, 90_000);

it('says in the PDF when the audit trail was changed after it was written (the chain check)', async () => {
  const source = makeSource({ breakAt: 4 });
  sources.set(source.agreementId, source);
  await publishSigned(source);
  const text = pdfText(file('broken.pdf', await sealedPdf(source.agreementId)));
  expect(text).toContain('Kjeden av hash-verdier stemmer ikke fra hendelse 4');
  expect(text).toContain('Noen Andre');
  expect(text).toContain('(stemmer ikke)');
  expect(text).not.toContain('Kjeden av hash-verdier er hel');
}, 90_000);

it('answers pending and queues the seal when asked before the event, and NOT_FOUND for an agreement that is not signed', async () => {
  const source = makeSource();
  sources.set(source.agreementId, source);
  expect(await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId: source.agreementId })).toEqual({ status: 'pending' });
  await sealedPdf(source.agreementId);

  // sealedDigest alone queues the seal job too (no event, no sealedPdf call), then answers the stored hash.
  const digestOnly = makeSource();
  sources.set(digestOnly.agreementId, digestOnly);
  expect(await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: digestOnly.agreementId })).toEqual({ status: 'pending' });
  const ready = await eventually(async () => {
    const reply = await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: digestOnly.agreementId });
    return reply.status === 'ready' ? reply : undefined;
  }, 60_000, 'sealed digest');
  const stored = await db.query('select sha256, pdf from sealed_documents where agreement_id = $1', [digestOnly.agreementId]);
  expect(ready.sha256).toBe(sha(stored.rows[0].pdf));

  const unsigned = randomUUID();
  const refused = await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId: unsigned }).catch((error: unknown) => error);
  expect((refused as DomainError).code).toBe(ErrorCode.NotFound);
  const refusedDigest = await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: unsigned }).catch((error: unknown) => error);
  expect((refusedDigest as DomainError).code).toBe(ErrorCode.NotFound);
  expect((await db.query('select count(*)::int as n from sealed_documents where agreement_id = $1', [unsigned])).rows[0].n).toBe(0);
}, 90_000);

it('ends with one sealed document and one event when documents is killed in the middle of a seal job', async () => {
  const source = makeSource();
  sources.set(source.agreementId, source);
  let killed = false;
  beforeAnswer = async (agreementId) => {
    if (agreementId !== source.agreementId || killed) return true;
    killed = true;
    // The job is running (it asked for the source): the process dies without answering or cleaning up.
    documents!.child.kill('SIGKILL');
    await new Promise((resolve) => documents!.child.once('exit', resolve));
    return false;
  };
  await publishSigned(source);
  await eventually(async () => (killed ? true : undefined), 30_000, 'seal job started');
  expect((await db.query('select count(*)::int as n from sealed_documents where agreement_id = $1', [source.agreementId])).rows[0].n).toBe(0);

  documents = await startDocuments();
  // The stalled job is taken up again after its lock (PDF_LOCK_MS = 3 s) ran out.
  const pdf = await sealedPdf(source.agreementId, 60_000);
  expect(pdfsig(file('restarted.pdf', pdf)).valid).toBe(true);
  const { rows } = await db.query('select sha256, event_id, published_at from sealed_documents where agreement_id = $1', [source.agreementId]);
  expect(rows).toHaveLength(1);
  await eventually(async () => ((await storedSealedEvents(source.agreementId)).length > 0 ? true : undefined));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const events = await storedSealedEvents(source.agreementId);
  expect(events.map((e) => [e.eventId, e.pdfSha256])).toEqual([[rows[0].event_id, rows[0].sha256]]);
  expect(asked.filter((id) => id === source.agreementId).length).toBeGreaterThanOrEqual(2);
  beforeAnswer = async () => true;
}, 120_000);

it('publishes at the next start a sealed PDF whose event was not published, and JetStream keeps one event', async () => {
  const source = makeSource();
  sources.set(source.agreementId, source);
  await publishSigned(source);
  await sealedPdf(source.agreementId);
  const published = async () => ((await db.query('select published_at from sealed_documents where agreement_id = $1', [source.agreementId])).rows[0]?.published_at ? true : undefined);
  await eventually(published);
  // As if the job had run out of attempts while NATS was away: stored, not published.
  await db.query('update sealed_documents set published_at = null where agreement_id = $1', [source.agreementId]);
  await documents!.stop();
  documents = await startDocuments();
  await eventually(published, 20_000, 'published again');
  const { rows } = await db.query('select event_id from sealed_documents where agreement_id = $1', [source.agreementId]);
  // Published again with the same id within JetStream's duplicate window: stored once.
  expect((await storedSealedEvents(source.agreementId)).map((e) => e.eventId)).toEqual([rows[0].event_id]);
}, 90_000);

it('two processes starting at once with no certificate end with the same one', async () => {
  const dir = path.join(tmp, 'race');
  const both = await Promise.all([0, 1].map(() => startDocuments({ SIGNING_CERT_DIR: dir })));
  try {
    const fingerprints = await Promise.all(
      both.map((p) => eventually(async () => p.logs.map((line) => /signing certificate generated.*SHA-256 ([0-9a-f]{64})/.exec(line)?.[1]).find(Boolean), 10_000, 'certificate log line')),
    );
    expect(fingerprints[0]).toBe(fingerprints[1]);
    expect(readdirSync(dir)).toEqual(['avtalt-utvikling.p12']);
  } finally {
    for (const p of both) await p.stop();
  }
}, 60_000);

it('refuses to start in production without SIGNING_P12; SIGNING=off seals nothing new but serves and verifies the sealed PDFs', async () => {
  await documents!.stop();
  const refused = await startDocuments({ NODE_ENV: 'production', SIGNING_CERT_DIR: path.join(tmp, 'prod') }).catch((error: Error) => error);
  expect(refused).toBeInstanceOf(Error);
  expect((refused as Error).message).toMatch(/exited with 1/);
  expect((refused as Error).message).toContain('NODE_ENV=production needs the platform certificate: set SIGNING_P12');
  expect(existsSync(path.join(tmp, 'prod'))).toBe(false);

  documents = await startDocuments({ SIGNING: 'off', NODE_ENV: 'production' });
  // Answering (a loaded machine may make a fresh process slow to take its first request).
  await eventually(() => rpcRequest(nats, DocumentsRpc.health, {}).then(() => true).catch(() => undefined), 20_000, 'documents healthy');
  // A PDF sealed before signing was turned off (an earlier test's, read with SQL) is still served and verified.
  const { rows: sealed } = await db.query('select agreement_id, sha256, title, pdf from sealed_documents where published_at is not null order by sealed_at limit 1');
  expect(sealed).toHaveLength(1);
  const served = await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId: sealed[0].agreement_id });
  expect(served).toMatchObject({ status: 'ready', sha256: sealed[0].sha256 });
  expect(Buffer.compare(Buffer.from((served as { pdfBase64: string }).pdfBase64, 'base64'), sealed[0].pdf)).toBe(0);
  expect(await rpcRequest(nats, DocumentsRpc.verify, { sha256: sealed[0].sha256 })).toMatchObject({ title: sealed[0].title });
  // An unknown hash is still "not matching" (404 NOT_FOUND), never SIGNING_DISABLED.
  const unknown = await rpcRequest(nats, DocumentsRpc.verify, { sha256: 'a'.repeat(64) }).catch((e: unknown) => e);
  expect([(unknown as DomainError).code, (unknown as DomainError).message]).toEqual([ErrorCode.NotFound, SigningMessages.verifyNotFound]);
  // Nothing new is sealed: an agreement without a sealed PDF gets SIGNING_DISABLED, and no row.
  const unsealed = randomUUID();
  const notSealed = await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId: unsealed }).catch((e: unknown) => e);
  expect([(notSealed as DomainError).code, (notSealed as DomainError).message]).toEqual([ErrorCode.SigningDisabled, SigningMessages.disabled]);
  expect((await db.query('select count(*)::int as n from sealed_documents where agreement_id = $1', [unsealed])).rows[0].n).toBe(0);
  const unsealedDigest = await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: unsealed }).catch((e: unknown) => e);
  expect((unsealedDigest as DomainError).code).toBe(ErrorCode.SigningDisabled);
  expect(await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: sealed[0].agreement_id })).toEqual({ status: 'ready', sha256: sealed[0].sha256 });
  const stats = await rpcRequest(nats, DocumentsRpc.sealQueueStats, {}).catch((e: unknown) => e);
  expect((stats as DomainError).code).toBe(ErrorCode.SigningDisabled);
}, 60_000);
