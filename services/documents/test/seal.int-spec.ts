/**
 * Sealing a signed agreement (issue 18), against real Postgres, Redis, NATS (JetStream) and Chromium.
 *
 * NOTE: this test answers `AgreementsRpc.sealSource` itself on NATS with valid `sealSourceSchema`
 * messages (and publishes the `signed` activity event to JetStream as the agreements outbox does), so the
 * documents slice is tested without the agreements service's signing. The whole system (agreements
 * signing → documents sealing → notifications) is tested end to end at the merge.
 *
 * Issue 31: the evidence (level sentences, head, signing notes, no IP/UA), a trail that does not hold or is
 * cut at the start is refused (nothing sealed), an RFC 3161 timestamp from a local openssl TSA (./tsa.ts)
 * checked with `openssl ts -verify` and pdfsig, and the offline verifier (`node scripts/verify-pdf.mjs`)
 * spawned on the real sealed PDFs.
 */
import {
  type AgreementActivityEvent,
  agreementActivityEventSchema,
  AgreementEventsStream,
  AgreementsRpc,
  AgreementsSubjects,
  AUDIT_RECEIPT_FORMAT,
  type AuditEntry,
  type AuditReceipt,
  auditCanonicalJson,
  DocumentEventsStream,
  documentSealedEventSchema,
  DocumentsRpc,
  ErrorCode,
  type SealSource,
  sealSourceSchema,
  signerLevelText,
  SigningMessages,
} from '@avtalt/contracts';
import { createNatsClient, DomainError, ensureStream, natsConnection, rpcRequest } from '@avtalt/service-kit';
import {
  eventually,
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from 'nats';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { PDFDocument } from 'pdf-lib';
import { sealPdf } from '../src/seal/pades.sealer';
import { sealAttachments } from '../src/seal/seal.rules';
import { DEV_COMMON_NAME, DEV_P12_PASSPHRASE, generateDevelopmentP12 } from '../src/seal/signing-certificate';
import { OID } from '../src/verify/cms';
import { NOT_OUR_SEAL, readSeal } from '../src/verify/seal-check';
import { opensslVerifyToken, startTestTsa, type TestTsa } from './tsa';

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

const MAC_KEY = 'seal-int-test-audit-key';
const repoRoot = path.resolve(__dirname, '..', '..', '..');

type RawEntry = Omit<AuditEntry, 'prevHash' | 'hash' | 'mac' | 'keyId'>;

/** Hashes and MACs a trail as agreements writes it (and as an operator with the key could write it again). */
function chainOf(raw: readonly RawEntry[]): AuditEntry[] {
  const audit: AuditEntry[] = [];
  for (const entry of raw) {
    const prevHash = audit.length ? audit[audit.length - 1].hash : null;
    const hash = sha(Buffer.from((prevHash ?? '') + auditCanonicalJson(entry), 'utf8'));
    audit.push({
      ...entry,
      prevHash,
      hash,
      mac: createHmac('sha256', MAC_KEY).update(hash).digest('hex'),
      keyId: 'int-1',
    });
  }
  return audit;
}

const LOAN_NOTES = [
  {
    id: 'lan-ikke-eksigibelt',
    title: 'Lånet kan ikke kreves inn uten søksmål',
    text: 'En låneavtale signert i Avtalt er ikke tvangsgrunnlag. Et gjeldsbrev med to vitner kan være det.',
    source: 'tvangsfullbyrdelsesloven § 7-2 bokstav a',
  },
];

/**
 * A frozen legal text, signers who signed it and a hash-chained, MACed audit trail, as agreements gives them.
 * `breakAt`: that entry's text changed after it was written (its hash kept). `cutStart`: the first entries
 * missing (the rest hashed as written). `rewriteAt`: that entry changed and everything after it rehashed and
 * re-MACed (an operator with database access and the key); `agreementId` then keeps the original's id.
 */
function makeSource({
  title = `Samboeravtale ${randomUUID().slice(0, 8)}`,
  breakAt,
  cutStart,
  rewriteAt,
  agreementId = randomUUID(),
  script = '',
}: {
  title?: string;
  breakAt?: number;
  cutStart?: number;
  rewriteAt?: number;
  agreementId?: string;
  script?: string;
} = {}): SealSource {
  const html = `<!doctype html>\n<html lang="nb"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>Kari Nordmann og Ola Åsheim deler utgiftene til bolig likt. Særeie: båten.</p></main>${script}</body></html>`;
  const textSha256 = sha(Buffer.from(html, 'utf8'));
  const start = Date.UTC(2027, 1, 1, 9, 0);
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  const signers = [
    {
      name: 'Kari Nordmann',
      signedAt: at(30),
      method: 'email-code' as const,
      level: { method: 'email-code' as const, emailConfirmed: true, codeSentTo: 'k***@example.no' },
      textSha256,
    },
    {
      name: 'Ola Åsheim',
      signedAt: at(45),
      method: 'password' as const,
      level: { method: 'password' as const, emailConfirmed: true, codeSentTo: null },
      textSha256,
    },
  ];
  let raw: RawEntry[] = [
    { seq: 1, kind: 'created', occurredAt: at(0), actorName: 'Kari Nordmann', round: 1, details: {} },
    { seq: 2, kind: 'joined', occurredAt: at(5), actorName: 'Ola Åsheim', round: 1, details: {} },
    {
      seq: 3,
      kind: 'round-submitted',
      occurredAt: at(10),
      actorName: 'Kari Nordmann',
      round: 1,
      details: {},
    },
    { seq: 4, kind: 'round-submitted', occurredAt: at(12), actorName: 'Ola Åsheim', round: 1, details: {} },
    { seq: 5, kind: 'completed', occurredAt: at(12), actorName: null, round: 1, details: {} },
    ...signers.map((s, i) => ({
      seq: 6 + i,
      kind: 'signature-added' as const,
      occurredAt: s.signedAt,
      actorName: s.name,
      round: 1,
      details: {
        method: s.method,
        textSha256,
        emailConfirmed: true,
        clientDigest: sha(`${s.name} 10.20.30.4${i}`),
      },
    })),
    { seq: 8, kind: 'signed', occurredAt: at(45), actorName: null, round: 1, details: {} },
  ];
  if (rewriteAt) raw = raw.map((e) => (e.seq === rewriteAt ? { ...e, actorName: 'Noen Andre' } : e));
  let audit = chainOf(raw);
  // A trail changed after it was written (the entry's text, its hash kept).
  if (breakAt) audit[breakAt - 1] = { ...audit[breakAt - 1], actorName: 'Noen Andre' };
  if (cutStart) audit = audit.slice(cutStart);
  return sealSourceSchema.parse({
    agreementId,
    title,
    fileName: 'Samboeravtale',
    html,
    textSha256,
    signers,
    audit,
    userIds: [randomUUID(), randomUUID()],
    signingNotes: LOAN_NOTES,
  });
}

/** The receipt a party got by mail after the first `upTo` entries (contracts auditReceiptSchema). */
function receiptOf(source: SealSource, upTo: number): AuditReceipt {
  const entries = source.audit.slice(0, upTo).map((e) => ({ seq: e.seq, hash: e.hash }));
  return {
    format: AUDIT_RECEIPT_FORMAT,
    agreementId: source.agreementId,
    title: source.title,
    issuedAt: new Date().toISOString(),
    head: entries[entries.length - 1],
    entries,
  };
}

/** `node scripts/verify-pdf.mjs …` as anyone would run it: its exit code and output. */
function verifier(args: string[]): { status: number | null; out: string } {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'verify-pdf.mjs'), ...args], {
    encoding: 'utf8',
    cwd: tmp,
    timeout: 60_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
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
    participants: source.signers.map((s, i) => ({
      participantId: randomUUID(),
      userId: source.userIds[i],
      name: s.name,
      answered: true,
    })),
    initiatorUserId: source.userIds[0],
    occurredAt: new Date().toISOString(),
  });
  await ensureStream(nc, AgreementEventsStream);
  await nc.jetstream().publish(AgreementsSubjects.activity, JSON.stringify(event), { msgID: event.eventId });
  return event;
}

/** A 503 of an RPC becomes "not yet" in a polling loop; any other error fails the test. */
function retryUnavailable(error: unknown): undefined {
  if (error instanceof DomainError && error.code === ErrorCode.ServiceUnavailable) return undefined;
  throw error;
}

/**
 * Asks for the sealed PDF until it is ready (the gateway's 202 + Retry-After loop). A 503 (the request
 * timed out while the process sealed on a busy machine) is asked again, as the web app does.
 */
async function sealedPdf(agreementId: string, timeoutMs = 60_000): Promise<Buffer> {
  return eventually(
    async () => {
      const reply = await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId }).catch(retryUnavailable);
      if (reply === undefined) return undefined;
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

/**
 * PDF/A-3B, checked with poppler and pdf-lib (no validator is packaged for this machine; docs/sealed-pdf.md):
 * the XMP identification (`pdfinfo -meta`) agreeing with the Info dictionary, every font embedded (`pdffonts`),
 * the sRGB output intent, the file identifier, and each embedded file in `/AF` with its relationship.
 */
function expectPdfA3(target: string, title: string): void {
  const xmp = execFileSync('pdfinfo', ['-meta', target], { encoding: 'utf8' });
  expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
  expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
  const info = execFileSync('pdfinfo', [target], { encoding: 'utf8' });
  expect(info).toMatch(new RegExp(`^Title:\\s+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
  expect(info).toMatch(/^Producer:\s+Avtalt$/m);
  const fonts = execFileSync('pdffonts', [target], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(fonts.length).toBeGreaterThan(0);
  // Columns: name, type, encoding, emb, sub, uni, object ID: every font embedded.
  for (const line of fonts) expect(line).toMatch(/\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/);
  const raw = readFileSync(target, 'latin1');
  expect(raw).toMatch(/\/S\s*\/GTS_PDFA1/);
  expect(raw).toMatch(/\/OutputConditionIdentifier\s*\(sRGB IEC61966-2\.1\)/);
  expect(raw).toMatch(/\/ID\s*\[\s*<[0-9A-Fa-f]+>\s*<[0-9A-Fa-f]+>\s*\]/);
  const relationships = [...raw.matchAll(/\/AFRelationship\s*\/(\w+)/g)].map((m) => m[1]).sort();
  expect(relationships).toEqual(['Data', 'Source', 'Supplement']);
  expect(raw).toMatch(/\/AF\s*\[\s*\d+ 0 R\s+\d+ 0 R\s+\d+ 0 R\s*\]/);
}

/** `pdfsig` (poppler-utils) on the file: its report and whether the signature validates. */
function pdfsig(target: string): { report: string; valid: boolean } {
  const result = spawnSync('pdfsig', [target], { encoding: 'utf8' });
  const report = `${result.stdout}${result.stderr}`;
  return { report, valid: /Signature Validation: Signature is Valid\./.test(report) };
}

const pdfText = (target: string) =>
  execFileSync('pdftotext', ['-layout', target, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

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
          : {
              id: packet.id,
              err: { code: ErrorCode.NotFound, message: 'Fant ikke avtalen' },
              isDisposed: true,
            };
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
  // Failed jobs of a former run on the same Redis database are not this test's.
  const failedBefore = (await rpcRequest(nats, DocumentsRpc.sealQueueStats, {})).counts.failed;
  const source = makeSource();
  sources.set(source.agreementId, source);
  const event = await publishSigned(source);
  const pdf = await sealedPdf(source.agreementId);

  // Stored (SQL): one row, its hash is the PDF's, the signers and recipients as agreements gave them.
  const { rows } = await db.query(
    'select sha256, pdf, title, file_name, signers, user_ids, event_id, published_at from sealed_documents where agreement_id = $1',
    [source.agreementId],
  );
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
  for (const signer of source.signers) expect(text).toContain(signer.name);
  // Issue 31: what each signature proved, in the one sentence; the IP address and browser only as «registrert».
  expect(text).toContain(
    'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med engangskode sendt til k***@example.no.',
  );
  expect(text).toContain(
    'Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med passord.',
  );
  expect(text).toContain('IP-adresse og nettleser registrert');
  expect(text).not.toMatch(/10\.20\.30\.4\d/);
  // The topic's signing notes and the trail's head, in full.
  expect(text).toContain('Hva signaturen ikke gjør');
  expect(text).toContain('Lånet kan ikke kreves inn uten søksmål');
  expect(text).toContain('Kilde: tvangsfullbyrdelsesloven § 7-2 bokstav a');
  expect(text).toContain('Hendelse nr. 8, SHA-256');
  expect(text).toContain('Seglet har ikke tidsstempel fra en uavhengig tjeneste');
  expect(text).toContain('Engangskode sendt på e-post');
  expect(text).toContain('Passord');
  expect(text).toContain('1. februar 2027 kl. 10:30:00');
  expect(text.replace(/\s/g, '')).toContain(source.textSha256);
  expect(text).toContain('Hendelseslogg');
  expect(text).toContain('Kjeden av hash-verdier er hel');
  expect(text).toContain('Maskinlesbar revisjonslogg');
  // The trail is attached to the sealed PDF as JSON, each entry's exact hashed text with its hashes.
  const attachedPath = path.join(tmp, `revisjonslogg-${source.agreementId}.json`);
  // pdfdetach lists the embedded files in name order (the PDF's name tree is sorted).
  const listed = execFileSync('pdfdetach', ['-list', target], { encoding: 'utf8' });
  expect(listed).toContain('3 embedded files');
  for (const name of ['1: avtaletekst.html', '2: avtalt-segl.json', '3: revisjonslogg.json'])
    expect(listed).toContain(name);
  execFileSync('pdfdetach', ['-save', '3', '-o', attachedPath, target]);
  const attached = JSON.parse(readFileSync(attachedPath, 'utf8'));
  expect(attached.entries).toEqual(
    source.audit.map((e) => ({
      seq: e.seq,
      prevHash: e.prevHash,
      canonicalJson: auditCanonicalJson(e),
      hash: e.hash,
      mac: e.mac,
      keyId: 'int-1',
    })),
  );
  const summaryPath = path.join(tmp, `segl-${source.agreementId}.json`);
  execFileSync('pdfdetach', ['-save', '2', '-o', summaryPath, target]);
  expect(JSON.parse(readFileSync(summaryPath, 'utf8'))).toMatchObject({
    format: 'avtalt-segl/1',
    head: { seq: 8, hash: source.audit[7].hash },
    textSha256: source.textSha256,
    timestamped: false,
  });
  expectPdfA3(target, source.title);
  const textPath = path.join(tmp, `tekst-${source.agreementId}.html`);
  execFileSync('pdfdetach', ['-save', '1', '-o', textPath, target]);
  expect(sha(readFileSync(textPath))).toBe(source.textSha256);
  for (const e of attached.entries)
    expect(sha(Buffer.from((e.prevHash ?? '') + e.canonicalJson, 'utf8'))).toBe(e.hash);
  for (const label of [
    'Avtalen ble opprettet',
    'Ble med i avtalen',
    'Sendte inn svarene sine',
    'Avtalen ble ferdig',
    'Signerte avtalen',
    'Alle parter har signert',
  ])
    expect(text).toContain(label);
  for (const entry of source.audit) expect(text.replace(/\s/g, '')).toContain(entry.hash);

  // document.sealed published once, with the stored event id, and marked published.
  const events = await eventually(async () => {
    const stored = await storedSealedEvents(source.agreementId);
    return stored.length > 0 ? stored : undefined;
  });
  expect(events).toEqual([
    {
      eventId: rows[0].event_id,
      agreementId: source.agreementId,
      title: source.title,
      pdfSha256: rows[0].sha256,
      userIds: source.userIds,
      occurredAt: expect.any(String),
    },
  ]);
  await eventually(async () =>
    (
      await db.query('select published_at from sealed_documents where agreement_id = $1', [
        source.agreementId,
      ])
    ).rows[0].published_at
      ? true
      : undefined,
  );

  // The same event delivered again (or a second request) seals nothing new.
  await publishSigned(source);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(
    (
      await db.query('select count(*)::int as n from sealed_documents where agreement_id = $1', [
        source.agreementId,
      ])
    ).rows[0].n,
  ).toBe(1);
  expect(await storedSealedEvents(source.agreementId)).toHaveLength(1);

  // The offline verifier on the real sealed PDF: exit 0, every check named; a copy with one flipped byte: exit 1.
  const offline = verifier([target]);
  expect(offline.status).toBe(0);
  expect(offline.out).toContain('✓ Seglet holder');
  expect(offline.out).toContain('ℹ Seglet har ikke tidsstempel fra en uavhengig tjeneste');
  expect(offline.out).toContain('✓ Revisjonsloggen henger sammen: 8 hendelser fra nr. 1');
  expect(offline.out).toContain(
    `✓ Hodet på signatursiden er loggens siste hendelse: 8:${source.audit[7].hash}.`,
  );
  expect(offline.out).toContain('Resultat: Alt stemmer.');
  expect(offline.out).toContain(
    'Kari Nordmann, signert 1. februar 2027 kl. 10:30 (norsk tid): Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med engangskode sendt til k***@example.no.',
  );
  const json = JSON.parse(verifier([target, '--json', '--head', `8:${source.audit[7].hash}`]).out);
  expect(json).toMatchObject({
    valid: true,
    agreementId: source.agreementId,
    head: { seq: 8, hash: source.audit[7].hash },
    firstChangedSeq: null,
  });
  const flipped = Buffer.from(pdf);
  flipped[Math.floor(flipped.length / 3)] ^= 0x01;
  const refusedCopy = verifier([file('flipped.pdf', flipped)]);
  expect(refusedCopy.status).toBe(1);
  expect(refusedCopy.out).toContain('✗ Seglet holder ikke');
  expect(refusedCopy.out).toContain('Resultat: Noe stemmer ikke');

  // The same checks over NATS (what /verifiser shows for a chosen file).
  const checked = await rpcRequest(nats, DocumentsRpc.verifyPdf, { pdfBase64: pdf.toString('base64') });
  expect(checked).toMatchObject({ valid: true, title: source.title, head: { seq: 8 }, timestamp: null });
  expect(checked.checks.map((c) => [c.id, c.status])).toEqual([
    ['seal', 'ok'],
    ['timestamp', 'info'],
    ['trail', 'ok'],
    ['head', 'ok'],
    ['text', 'ok'],
  ]);
  expect(checked.signers.map((s) => s.levelText)).toEqual(
    source.signers.map((s) => signerLevelText(s.level)),
  );
  expect(
    (await rpcRequest(nats, DocumentsRpc.verifyPdf, { pdfBase64: flipped.toString('base64') })).valid,
  ).toBe(false);
  const notPdf = await rpcRequest(nats, DocumentsRpc.verifyPdf, {
    pdfBase64: Buffer.from('hei').toString('base64'),
  }).catch((e: unknown) => e);
  expect([(notPdf as DomainError).code, (notPdf as DomainError).message]).toEqual([
    ErrorCode.ValidationFailed,
    'Filen er ikke en PDF.',
  ]);

  // The seal is held against documents' own certificate, the one GET /api/verify/certificate publishes.
  const ours = await rpcRequest(nats, DocumentsRpc.sealCertificate, {});
  expect(ours.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(checked.certificateSha256).toBe(ours.sha256);
  expect(checked.checks[0].message).toContain(
    'filen er ikke endret siden denne Avtalt-tjenesten forseglet den',
  );
  // The script without --cert-sha256 prints the certificate and tells the reader to compare; with it, it checks.
  expect(offline.out).toContain(`SHA-256-fingeravtrykk: ${ours.sha256}`);
  expect(offline.out).toContain('Sammenlign fingeravtrykket over med det');
  const pinned = verifier([target, '--cert-sha256', ours.sha256.toUpperCase()]);
  expect([pinned.status, pinned.out.includes('Resultat: Alt stemmer.')]).toEqual([0, true]);
  const otherPin = verifier([target, '--cert-sha256', 'ab'.repeat(32)]);
  expect([otherPin.status, otherPin.out.includes(`✗ ${NOT_OUR_SEAL}`)]).toEqual([1, true]);
  expect(verifier([target, '--cert-sha256', 'abc']).status).toBe(1);
  // A forger's seal (a fresh certificate with our name, a correct trail and text): /verifiser's check fails it.
  const forger = {
    p12: generateDevelopmentP12(),
    passphrase: DEV_P12_PASSPHRASE,
    commonName: DEV_COMMON_NAME,
    fingerprint: '',
    origin: 'test',
  };
  const blank = await PDFDocument.create();
  blank.addPage();
  const forgedAt = new Date();
  const forged = await sealPdf(
    await blank.save(),
    forger,
    forgedAt,
    sealAttachments(source, forgedAt, false),
    null,
  );
  const forgedCheck = await rpcRequest(nats, DocumentsRpc.verifyPdf, {
    pdfBase64: forged.toString('base64'),
  });
  expect(forgedCheck.valid).toBe(false);
  expect(forgedCheck.checks[0]).toMatchObject({
    id: 'seal',
    status: 'failed',
    message: expect.stringContaining(
      `${NOT_OUR_SEAL}: det er laget med sertifikatet «CN=${DEV_COMMON_NAME}, O=Avtalt, C=NO»`,
    ),
  });
  expect(forgedCheck.certificateSha256).not.toBe(ours.sha256);
  expect(forgedCheck.checks.filter((c) => c.id !== 'seal').every((c) => c.status !== 'failed')).toBe(true);
  // Crafted bytes after a PDF header: failed checks, never an error.
  const crafted = await rpcRequest(nats, DocumentsRpc.verifyPdf, {
    pdfBase64: Buffer.from(
      `%PDF-1.7\n/ByteRange [0 10 20 40] /Contents <3082ffff00>\n${'x'.repeat(30)}`,
    ).toString('base64'),
  });
  expect([crafted.valid, crafted.checks[0].status]).toEqual([false, 'failed']);

  // The admin queue view's numbers for the seal queue: its completed job is counted.
  const stats = await rpcRequest(nats, DocumentsRpc.sealQueueStats, {});
  expect(stats.queue).toBe('pdf-seal');
  expect(stats.counts).toMatchObject({
    completed: expect.any(Number),
    failed: failedBefore,
    waiting: 0,
    active: 0,
  });
  expect(stats.counts.completed).toBeGreaterThanOrEqual(1);
}, 90_000);

it('verifies the sealed file by its SHA-256, and rejects a copy with one byte changed (pdfsig too)', async () => {
  const source = makeSource();
  sources.set(source.agreementId, source);
  await publishSigned(source);
  const pdf = await sealedPdf(source.agreementId);

  const verified = await rpcRequest(nats, DocumentsRpc.verify, { sha256: sha(pdf) });
  expect(verified.title).toBe(source.title);
  expect(verified.signers).toEqual(
    source.signers.map((s) => ({ name: s.name, signedAt: s.signedAt, method: s.method, level: s.level })),
  );
  expect(Date.parse(verified.sealedAt)).toBeGreaterThan(Date.now() - 120_000);

  // One byte in the middle of the signed content changed.
  const changed = Buffer.from(pdf);
  const at = Math.floor(changed.length / 3);
  changed[at] = changed[at] ^ 0x01;
  const refused = await rpcRequest(nats, DocumentsRpc.verify, { sha256: sha(changed) }).catch(
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(DomainError);
  expect([(refused as DomainError).code, (refused as DomainError).message]).toEqual([
    ErrorCode.NotFound,
    SigningMessages.verifyNotFound,
  ]);
  const check = pdfsig(file('changed.pdf', changed));
  expect(check.valid).toBe(false);
  expect(check.report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);

  // A malformed hash is a validation error, not a 500.
  const malformed = await rpcRequest(nats, DocumentsRpc.verify, { sha256: 'abc' } as never).catch(
    (error: unknown) => error,
  );
  expect((malformed as DomainError).code).toBe(ErrorCode.ValidationFailed);
}, 90_000);

it('refuses to seal a trail whose chain breaks or that is cut at the start: the job fails, nothing is stored, the log names no person', async () => {
  const broken = makeSource({ breakAt: 4 });
  const cut = makeSource({ cutStart: 2 });
  for (const source of [broken, cut]) {
    sources.set(source.agreementId, source);
    await publishSigned(source);
  }
  for (const source of [broken, cut]) {
    const line = await eventually(
      async () =>
        documents!.logs.find(
          (l) => l.includes(`seal job seal-${source.agreementId}`) && l.includes('audit trail refused'),
        ),
      60_000,
      'refusal logged',
    );
    expect(line).not.toMatch(/Kari|Ola|Noen Andre|Nordmann/);
  }
  expect(
    documents!.logs.find((l) => l.includes(broken.agreementId) && l.includes('audit trail refused')),
  ).toContain('broken at 4');
  expect(
    documents!.logs.find((l) => l.includes(cut.agreementId) && l.includes('audit trail refused')),
  ).toContain('first seq 3');
  const { rows } = await db.query(
    'select count(*)::int as n from sealed_documents where agreement_id = any($1)',
    [[broken.agreementId, cut.agreementId]],
  );
  expect(rows[0].n).toBe(0);
  expect(await storedSealedEvents(broken.agreementId)).toEqual([]);
  // Failed for good (not retried for a day): the queue says so.
  const stats = await rpcRequest(nats, DocumentsRpc.sealQueueStats, {});
  expect(stats.counts.failed).toBeGreaterThanOrEqual(2);
  sources.delete(broken.agreementId);
  sources.delete(cut.agreementId);
}, 90_000);

it('a trail rewritten and re-MACed with the key before sealing: the offline verifier, given a receipt from before, names the first entry that differs', async () => {
  const original = makeSource();
  const before = receiptOf(original, 7);
  // The operator changes entry 4 in the database and recomputes every later hash and MAC with AUDIT_HMAC_KEY.
  const rewritten = makeSource({ rewriteAt: 4, agreementId: original.agreementId, title: original.title });
  expect(rewritten.audit.slice(0, 3).map((e) => e.hash)).toEqual(
    original.audit.slice(0, 3).map((e) => e.hash),
  );
  expect(rewritten.audit[3].hash).not.toBe(original.audit[3].hash);
  sources.set(rewritten.agreementId, rewritten);
  await publishSigned(rewritten);
  const target = file('rewritten.pdf', await sealedPdf(rewritten.agreementId));
  const receiptFile = path.join(tmp, 'kvittering.json');
  writeFileSync(receiptFile, JSON.stringify(before));
  // Alone the PDF holds (the chain was recomputed, the seal is Avtalt's): the receipt is what shows it.
  expect(verifier([target]).status).toBe(0);
  const checked = verifier([target, '--receipt', receiptFile]);
  expect(checked.status).toBe(1);
  expect(checked.out).toContain('✗ Oppføring 4 er endret etter at kvitteringen ble sendt.');
  const json = JSON.parse(verifier([target, '--receipt', receiptFile, '--json']).out);
  expect([json.valid, json.firstChangedSeq]).toEqual([false, 4]);
  const head = verifier([target, '--head', `7:${original.audit[6].hash}`]);
  expect(head.status).toBe(1);
  expect(head.out).toContain('Oppføring 7 stemmer ikke med hodet du fikk');
}, 90_000);

it('with TSA_URL: the seal carries an RFC 3161 timestamp (openssl ts -verify, pdfsig, the verifier) and long-term validation data with an archive timestamp (PDF/A-3B still); a TSA that does not answer fails the job until it does', async () => {
  const tsa: TestTsa = await startTestTsa();
  await documents!.stop();
  documents = await startDocuments({ TSA_URL: tsa.url, TSA_TIMEOUT_MS: '1000' });
  try {
    const source = makeSource();
    sources.set(source.agreementId, source);
    await publishSigned(source);
    const pdf = await sealedPdf(source.agreementId);
    const target = file('timestamped.pdf', pdf);
    const report = pdfsig(target);
    expect(report.valid).toBe(true);
    // Long-term validation: the seal over its own revision, an archive timestamp over the whole file.
    expect(report.report).toMatch(
      /Signature #1:[\s\S]*ETSI\.CAdES\.detached[\s\S]*Not total document signed/,
    );
    expect(report.report).toMatch(
      /Signature #2:[\s\S]*Arkivtidsstempel 1[\s\S]*Avtalt test-TSA[\s\S]*Total document signed/,
    );
    expect(pdf.toString('latin1')).toMatch(/\/DSS \d+ 0 R/);
    expect(tsa.crlRequests).toBeGreaterThan(0);
    expectPdfA3(target, source.title);
    const seal = readSeal(pdf);
    if ('problem' in seal) throw new Error(seal.problem);
    const signer = seal.data.signerInfos[0];
    const token = signer.unsignedAttributes.get(OID.signatureTimeStampToken)?.[0];
    expect(token).toBeDefined();
    const verified = opensslVerifyToken(tsa, token!, signer.signature);
    expect(verified.output).toContain('Verification: OK');
    expect(pdfText(target)).toContain(
      `Seglet har et tidsstempel (RFC 3161) fra tidsstempeltjenesten ${new URL(tsa.url).host}`,
    );
    const offline = verifier([target]);
    expect(offline.status).toBe(0);
    expect(offline.out).toContain('✓ Tidsstempel (RFC 3161) fra «CN=Avtalt test-TSA, O=Avtalt test»');
    expect(offline.out).toContain(
      '✓ Langtidsbevaring: etter seglet er bare valideringsdata (3 sertifikater og 1 sperrelister) og ett arkivtidsstempel lagt til.',
    );

    // The TSA stops answering in time: the job fails and is retried, nothing is sealed without the timestamp.
    tsa.delayMs = 3000;
    const late = makeSource();
    sources.set(late.agreementId, late);
    await publishSigned(late);
    await eventually(
      async () =>
        documents!.logs.find(
          (l) =>
            l.includes(`seal job seal-${late.agreementId}`) && l.includes('did not answer within 1000 ms'),
        ),
      60_000,
      'TSA timeout logged',
    );
    expect(
      (
        await db.query('select count(*)::int as n from sealed_documents where agreement_id = $1', [
          late.agreementId,
        ])
      ).rows[0].n,
    ).toBe(0);
    tsa.delayMs = 0;
    const sealedLate = await sealedPdf(late.agreementId, 60_000);
    expect(verifier([file('late.pdf', sealedLate), '--json']).out).toContain(
      '"authority": "CN=Avtalt test-TSA, O=Avtalt test"',
    );
  } finally {
    await documents!.stop();
    documents = await startDocuments();
    await tsa.stop();
  }
}, 150_000);

it('renews the archive timestamp before its certificate expires: a new revision starting with the old file, found by either SHA-256; not stored while the TSA signs with the same certificate', async () => {
  const first = await startTestTsa();
  let second: TestTsa | undefined;
  await documents!.stop();
  documents = await startDocuments({ TSA_URL: first.url, TSA_TIMEOUT_MS: '2000' });
  try {
    const source = makeSource();
    sources.set(source.agreementId, source);
    await publishSigned(source);
    const original = await sealedPdf(source.agreementId);
    const [sealedRow] = (
      await db.query('select archive_expires_at from sealed_documents where agreement_id = $1', [
        source.agreementId,
      ])
    ).rows;
    // The test TSA's certificate lives two days: far inside ARCHIVE_RENEW_DAYS, so the archive is due.
    expect(Date.parse(sealedRow.archive_expires_at) - Date.now()).toBeLessThan(3 * 86_400_000);

    // A TSA with a new certificate (a later notAfter), and a sweep every second.
    second = await startTestTsa();
    await documents!.stop();
    documents = await startDocuments({
      TSA_URL: second.url,
      TSA_TIMEOUT_MS: '2000',
      ARCHIVE_SWEEP_SECONDS: '1',
      ARCHIVE_RETRY_SECONDS: '1',
    });
    const revisionOf = async () =>
      (
        await db.query(
          'select revision, sha256, pdf, expires_at from archive_revisions where agreement_id = $1 order by revision',
          [source.agreementId],
        )
      ).rows;
    const [revision] = await eventually(
      async () => ((await revisionOf()).length > 0 ? revisionOf() : undefined),
      30_000,
      'archive revision',
    );
    expect(revision.revision).toBe(1);
    expect(Buffer.from(revision.pdf).subarray(0, original.length).equals(original)).toBe(true);
    expect(revision.sha256).toBe(sha(revision.pdf));
    expect(Date.parse(revision.expires_at)).toBeGreaterThan(Date.parse(sealedRow.archive_expires_at));
    const target = file('renewed.pdf', Buffer.from(revision.pdf));
    expect(pdfsig(target).report).toMatch(
      /Signature #3:[\s\S]*Arkivtidsstempel 2[\s\S]*Total document signed/,
    );
    const offline = verifier([target]);
    expect(offline.status).toBe(0);
    expect(offline.out).toContain('og 2 arkivtidsstempler lagt til');

    // A download gives the newest revision; /verifiser finds the agreement by either file's SHA-256.
    expect(await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: source.agreementId })).toEqual({
      status: 'ready',
      sha256: revision.sha256,
    });
    expect(sha(await sealedPdf(source.agreementId))).toBe(revision.sha256);
    for (const hash of [sha(original), revision.sha256])
      expect((await rpcRequest(nats, DocumentsRpc.verify, { sha256: hash })).title).toBe(source.title);

    // Further sweeps get timestamps from the same certificate: nothing more is stored, the try is recorded.
    const requests = second.requests;
    await eventually(async () => second!.requests > requests + 2 || undefined, 20_000, 'more renewal tries');
    expect(await revisionOf()).toHaveLength(1);
    const [checked] = (
      await db.query('select archive_checked_at from sealed_documents where agreement_id = $1', [
        source.agreementId,
      ])
    ).rows;
    expect(checked.archive_checked_at).not.toBeNull();
  } finally {
    await documents!.stop();
    documents = await startDocuments();
    await first.stop();
    await second?.stop();
  }
}, 150_000);

it('answers pending and queues the seal when asked before the event, and NOT_FOUND for an agreement that is not signed', async () => {
  const source = makeSource();
  sources.set(source.agreementId, source);
  expect(await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId: source.agreementId })).toEqual({
    status: 'pending',
  });
  await sealedPdf(source.agreementId);

  // sealedDigest alone queues the seal job too (no event, no sealedPdf call), then answers the stored hash.
  const digestOnly = makeSource();
  sources.set(digestOnly.agreementId, digestOnly);
  expect(await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: digestOnly.agreementId })).toEqual({
    status: 'pending',
  });
  const ready = await eventually(
    async () => {
      const reply = await rpcRequest(nats, DocumentsRpc.sealedDigest, {
        agreementId: digestOnly.agreementId,
      });
      return reply.status === 'ready' ? reply : undefined;
    },
    60_000,
    'sealed digest',
  );
  const stored = await db.query('select sha256, pdf from sealed_documents where agreement_id = $1', [
    digestOnly.agreementId,
  ]);
  expect(ready.sha256).toBe(sha(stored.rows[0].pdf));

  const unsigned = randomUUID();
  const refused = await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId: unsigned }).catch(
    (error: unknown) => error,
  );
  expect((refused as DomainError).code).toBe(ErrorCode.NotFound);
  const refusedDigest = await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: unsigned }).catch(
    (error: unknown) => error,
  );
  expect((refusedDigest as DomainError).code).toBe(ErrorCode.NotFound);
  expect(
    (await db.query('select count(*)::int as n from sealed_documents where agreement_id = $1', [unsigned]))
      .rows[0].n,
  ).toBe(0);
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
  expect(
    (
      await db.query('select count(*)::int as n from sealed_documents where agreement_id = $1', [
        source.agreementId,
      ])
    ).rows[0].n,
  ).toBe(0);

  documents = await startDocuments();
  // The stalled job is taken up again after its lock (PDF_LOCK_MS = 3 s) ran out.
  const pdf = await sealedPdf(source.agreementId, 60_000);
  expect(pdfsig(file('restarted.pdf', pdf)).valid).toBe(true);
  const { rows } = await db.query(
    'select sha256, event_id, published_at from sealed_documents where agreement_id = $1',
    [source.agreementId],
  );
  expect(rows).toHaveLength(1);
  await eventually(async () =>
    (await storedSealedEvents(source.agreementId)).length > 0 ? true : undefined,
  );
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
  const published = async () =>
    (
      await db.query('select published_at from sealed_documents where agreement_id = $1', [
        source.agreementId,
      ])
    ).rows[0]?.published_at
      ? true
      : undefined;
  await eventually(published);
  // As if the job had run out of attempts while NATS was away: stored, not published.
  await db.query('update sealed_documents set published_at = null where agreement_id = $1', [
    source.agreementId,
  ]);
  await documents!.stop();
  documents = await startDocuments();
  await eventually(published, 20_000, 'published again');
  const { rows } = await db.query('select event_id from sealed_documents where agreement_id = $1', [
    source.agreementId,
  ]);
  // Published again with the same id within JetStream's duplicate window: stored once.
  expect((await storedSealedEvents(source.agreementId)).map((e) => e.eventId)).toEqual([rows[0].event_id]);
}, 90_000);

/** Command lines of every process below `pid` (Playwright starts Chromium as a child of the node process). */
function descendants(pid: number): string[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] }));
  const found: string[] = [];
  const walk = (parent: number) => {
    for (const row of rows.filter((r) => r.ppid === parent)) {
      found.push(row.args);
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}

/** A script that would replace the text of the first paragraph if it ran while the PDF is printed. */
const SCRIPT = `<script>document.querySelector('p').textContent = 'Endret av et skript';</script>`;

it('security review L7: with PDF_PRINTER=nats the process with the seal key runs no browser; a printer process prints with JavaScript off', async () => {
  await documents!.stop();
  // A printer is never given the key: it refuses to start with it in its environment.
  const keyed = await startBackendService('documents', {
    env: { DOCUMENTS_ROLE: 'printer', SIGNING_CERT_DIR: certDir },
  }).catch((error: Error) => error);
  expect(keyed).toBeInstanceOf(Error);
  expect((keyed as Error).message).toMatch(/exited with 1/);
  expect((keyed as Error).message).toContain('must not have the seal key');
  // Production with signing on does not start with its own browser (the key would sit next to it).
  const ownBrowser = await startDocuments({
    NODE_ENV: 'production',
    SIGNING_P12: path.join(certDir, 'avtalt-utvikling.p12'),
    SIGNING_P12_PASSPHRASE: DEV_P12_PASSPHRASE,
  }).catch((error: Error) => error);
  expect(ownBrowser).toBeInstanceOf(Error);
  expect((ownBrowser as Error).message).toContain('needs PDF_PRINTER=nats and a printer process');
  const printer = await startBackendService('documents', { env: { DOCUMENTS_ROLE: 'printer' } });
  documents = await startDocuments({ PDF_PRINTER: 'nats' });
  try {
    // A seal: the frozen text carries a script that would change its words.
    const source = makeSource({ script: SCRIPT });
    sources.set(source.agreementId, source);
    await publishSigned(source);
    const pdf = await sealedPdf(source.agreementId);
    const target = file('printer-sealed.pdf', pdf);
    expect(pdfsig(target).valid).toBe(true);
    const text = pdfText(target);
    expect(text).toContain('Kari Nordmann og Ola Åsheim deler utgiftene til bolig likt');
    expect(text).not.toContain('Endret av et skript');
    const { rows } = await db.query('select sha256 from sealed_documents where agreement_id = $1', [
      source.agreementId,
    ]);
    expect(rows).toEqual([{ sha256: sha(pdf) }]);

    // A PDF of a legal text (the render queue) goes through the printer too, script and all.
    const html = `<!doctype html><html lang="nb"><head><meta charset="utf-8"></head><body><p>Teksten slik den står</p>${SCRIPT}</body></html>`;
    const rendered = await eventually(
      async () => {
        const reply = await rpcRequest(nats, DocumentsRpc.requestPdf, {
          agreementId: randomUUID(),
          html,
          title: 'Skripttest',
        }).catch(retryUnavailable);
        return reply?.status === 'ready' ? Buffer.from(reply.pdfBase64, 'base64') : undefined;
      },
      60_000,
      'rendered PDF',
    );
    const renderedText = pdfText(file('printer-rendered.pdf', rendered));
    expect(renderedText).toContain('Teksten slik den står');
    expect(renderedText).not.toContain('Endret av et skript');
    // Chromium ran under the printer, never under the process that sealed.
    expect(descendants(printer.child.pid!).some((args) => /chrom/i.test(args))).toBe(true);
    expect(descendants(documents.child.pid!).filter((args) => /chrom/i.test(args))).toEqual([]);
  } finally {
    await documents.stop();
    await printer.stop();
    documents = await startDocuments();
  }
}, 180_000);

it('two processes starting at once with no certificate end with the same one', async () => {
  const dir = path.join(tmp, 'race');
  const both = await Promise.all([0, 1].map(() => startDocuments({ SIGNING_CERT_DIR: dir })));
  try {
    const fingerprints = await Promise.all(
      both.map((p) =>
        eventually(
          async () =>
            p.logs
              .map((line) => /signing certificate generated.*SHA-256 ([0-9a-f]{64})/.exec(line)?.[1])
              .find(Boolean),
          10_000,
          'certificate log line',
        ),
      ),
    );
    expect(fingerprints[0]).toBe(fingerprints[1]);
    expect(readdirSync(dir)).toEqual(['avtalt-utvikling.p12']);
  } finally {
    for (const p of both) await p.stop();
  }
}, 60_000);

it('refuses to start in production without SIGNING_P12; SIGNING=off seals nothing new but serves and verifies the sealed PDFs', async () => {
  await documents!.stop();
  const refused = await startDocuments({
    NODE_ENV: 'production',
    SIGNING_CERT_DIR: path.join(tmp, 'prod'),
  }).catch((error: Error) => error);
  expect(refused).toBeInstanceOf(Error);
  expect((refused as Error).message).toMatch(/exited with 1/);
  expect((refused as Error).message).toContain(
    'NODE_ENV=production needs the platform certificate: set SIGNING_P12',
  );
  expect(existsSync(path.join(tmp, 'prod'))).toBe(false);

  documents = await startDocuments({ SIGNING: 'off', NODE_ENV: 'production' });
  // Answering (a loaded machine may make a fresh process slow to take its first request).
  await eventually(
    () =>
      rpcRequest(nats, DocumentsRpc.health, {})
        .then(() => true)
        .catch(() => undefined),
    20_000,
    'documents healthy',
  );
  // A PDF sealed before signing was turned off (an earlier test's, read with SQL) is still served and verified.
  const { rows: sealed } = await db.query(
    'select agreement_id, sha256, title, pdf from sealed_documents where published_at is not null order by sealed_at limit 1',
  );
  expect(sealed).toHaveLength(1);
  const served = await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId: sealed[0].agreement_id });
  expect(served).toMatchObject({ status: 'ready', sha256: sealed[0].sha256 });
  expect(
    Buffer.compare(Buffer.from((served as { pdfBase64: string }).pdfBase64, 'base64'), sealed[0].pdf),
  ).toBe(0);
  expect(await rpcRequest(nats, DocumentsRpc.verify, { sha256: sealed[0].sha256 })).toMatchObject({
    title: sealed[0].title,
  });
  // An unknown hash is still "not matching" (404 NOT_FOUND), never SIGNING_DISABLED.
  const unknown = await rpcRequest(nats, DocumentsRpc.verify, { sha256: 'a'.repeat(64) }).catch(
    (e: unknown) => e,
  );
  expect([(unknown as DomainError).code, (unknown as DomainError).message]).toEqual([
    ErrorCode.NotFound,
    SigningMessages.verifyNotFound,
  ]);
  // Nothing new is sealed: an agreement without a sealed PDF gets SIGNING_DISABLED, and no row.
  const unsealed = randomUUID();
  const notSealed = await rpcRequest(nats, DocumentsRpc.sealedPdf, { agreementId: unsealed }).catch(
    (e: unknown) => e,
  );
  expect([(notSealed as DomainError).code, (notSealed as DomainError).message]).toEqual([
    ErrorCode.SigningDisabled,
    SigningMessages.disabled,
  ]);
  expect(
    (await db.query('select count(*)::int as n from sealed_documents where agreement_id = $1', [unsealed]))
      .rows[0].n,
  ).toBe(0);
  const unsealedDigest = await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: unsealed }).catch(
    (e: unknown) => e,
  );
  expect((unsealedDigest as DomainError).code).toBe(ErrorCode.SigningDisabled);
  expect(await rpcRequest(nats, DocumentsRpc.sealedDigest, { agreementId: sealed[0].agreement_id })).toEqual({
    status: 'ready',
    sha256: sealed[0].sha256,
  });
  const stats = await rpcRequest(nats, DocumentsRpc.sealQueueStats, {}).catch((e: unknown) => e);
  expect((stats as DomainError).code).toBe(ErrorCode.SigningDisabled);
  // No certificate now: none is published, and /verifiser shows no file's seal as this service's.
  const certificate = await rpcRequest(nats, DocumentsRpc.sealCertificate, {}).catch((e: unknown) => e);
  expect((certificate as DomainError).code).toBe(ErrorCode.SigningDisabled);
  const checkedOff = await rpcRequest(nats, DocumentsRpc.verifyPdf, {
    pdfBase64: Buffer.from(sealed[0].pdf).toString('base64'),
  });
  expect([
    checkedOff.valid,
    checkedOff.checks[0].status,
    checkedOff.checks[0].message.startsWith(NOT_OUR_SEAL),
  ]).toEqual([false, 'failed', true]);
}, 60_000);
