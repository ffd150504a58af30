/**
 * The signing mails (issue 18) with real processes: identity, documents (sealing with its generated
 * development certificate and Chromium), notifications, and a real SMTP server (`smtp-server`, parsed
 * with `mailparser`). Agreement events are published to JetStream as the agreements outbox does.
 *
 * NOTE: agreements' signing is not started here. This test answers `AgreementsRpc.sealSource` itself on
 * NATS with a valid `sealSourceSchema` message, so documents seals a real PDF and publishes the real
 * `document.sealed` event that notifications mails. The whole system is tested end to end at the merge.
 */
import {
  type AgreementActivityEvent,
  AgreementsRpc,
  AUDIT_RECEIPT_FORMAT,
  type AuditEntry,
  auditCanonicalJson,
  auditReceiptSchema,
  ErrorCode,
  IdentityRpc,
  MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR,
  NotificationMessages,
  NotificationsRpc,
  type SealSource,
  sealSourceSchema,
} from '@avtalt/contracts';
import { createNatsClient, natsConnection, rpcRequest } from '@avtalt/service-kit';
import {
  eventually,
  freePort,
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { Subscription } from 'nats';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { type ReceivedMail, SmtpSink } from './smtp-sink';
import { publishActivity, registerUser, sleep, type TestUser } from './support';

const DATABASE = 'it_notifications_signing';
const REDIS_DB = 13;
const ORIGIN = 'https://avtalt.test';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-signing-mails-'));
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

let smtp: SmtpSink;
const processes: ServiceProcess[] = [];
let notifications: ServiceProcess;
let documents: ServiceProcess;
let nats: ClientProxy;
let db: Client;
let documentsDb: Client;
let answering: Subscription;
let kari: TestUser, ola: TestUser, per: TestUser, siv: TestUser;
const sources = new Map<string, SealSource>();

beforeAll(async () => {
  smtp = await SmtpSink.start(await freePort());
  processes.push(await startBackendService('identity', { database: `${DATABASE}_identity` }));
  documents = await startDocuments();
  notifications = await startNotifications();
  nats = createNatsClient(testInfra().natsUrl, 'notifications-signing-test');
  const nc = await natsConnection(nats);
  // Stands in for agreements' sealSource (see the NOTE at the top).
  answering = nc.subscribe(AgreementsRpc.sealSource.subject, {
    callback: (_error, message) => {
      const packet = JSON.parse(message.string()) as { id: string; data: { agreementId: string } };
      const source = sources.get(packet.data.agreementId);
      message.respond(
        JSON.stringify(
          source
            ? { id: packet.id, response: source, isDisposed: true }
            : { id: packet.id, err: { code: 'NOT_FOUND', message: 'Fant ikke avtalen' }, isDisposed: true },
        ),
      );
    },
  });
  db = await testDatabase(DATABASE);
  documentsDb = await testDatabase(`${DATABASE}_documents`);
  [kari, ola, per] = [
    await registerUser(nats, 'Kari'),
    await registerUser(nats, 'Ola'),
    await registerUser(nats, 'Per'),
  ];
  siv = await registerUser(nats, 'Siv');
  // Kari, Ola and Siv confirm their addresses; Per does not (issue 31: receipts only to a confirmed
  // address; issue 34: no mail at all about an agreement to an address not confirmed).
  await confirm(kari);
  await confirm(ola);
  await confirm(siv);
}, 90_000);

afterAll(async () => {
  answering?.unsubscribe();
  await db?.end();
  await documentsDb?.end();
  await nats?.close();
  for (const p of [notifications, documents, ...processes.reverse()]) await p?.stop();
  await smtp?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const startDocuments = () =>
  startBackendService('documents', {
    database: `${DATABASE}_documents`,
    redisDb: REDIS_DB,
    env: { SIGNING_CERT_DIR: path.join(tmp, 'signing') },
  });
const startNotifications = () =>
  startBackendService('notifications', {
    database: DATABASE,
    redisDb: REDIS_DB,
    env: { SMTP_URL: smtp.url, APP_ORIGIN: ORIGIN, MAIL_BACKOFF_MS: '500', MAIL_ATTEMPTS: '20' },
  });

/** Waits for `count` mails of `kind` to the user about the agreement, then a moment for any extra one. */
async function got(agreementId: string, user: TestUser, kind: string, count: number) {
  const of = () =>
    smtp.to(user.email, kind).filter((m) => m.html.includes(agreementId) || m.text.includes(agreementId));
  await eventually(
    async () => (of().length >= count ? true : undefined),
    30_000,
    `${count} ${kind} mail(s) to ${user.name}`,
  );
  await sleep(800);
  return of();
}

const party = (user: TestUser) => ({ user, answered: true });

/** Confirms an account's address as its owner does: the link identity mails, followed as that account. */
async function confirm(user: TestUser): Promise<void> {
  await rpcRequest(nats, IdentityRpc.requestEmailVerification, { userId: user.userId });
  const mail = await eventually(
    async () => smtp.to(user.email, 'verify-email').at(-1),
    30_000,
    `confirmation link to ${user.name}`,
  );
  const token = /\/bekreft-epost#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  const confirmed = await rpcRequest(nats, IdentityRpc.verifyEmail, { userId: user.userId, token: token! });
  expect(confirmed.emailVerified).toBe(true);
}

/** `count` entries of an audit trail as agreements reports them ({seq, hash}, oldest first). */
const trail = (agreementId: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ seq: i + 1, hash: sha(`${agreementId}/${i + 1}`) }));

/** The mail names the head of the event's trail and carries its receipt: the JSON parses with the contract and lists the event's entries. */
function expectReceipt(mail: ReceivedMail, event: AgreementActivityEvent): void {
  const entries = event.auditHashes!;
  const head = entries[entries.length - 1];
  expect(mail.text).toContain(
    `Revisjonsloggen står nå på oppføring ${head.seq} med kontrollsum ${head.hash}.`,
  );
  expect(mail.text).toContain(
    `Kvitteringen ligger ved som avtalt-kvittering-${head.seq}.json. Ta vare på den`,
  );
  expect(mail.parsed.attachments).toHaveLength(1);
  const [file] = mail.parsed.attachments;
  expect(file.filename).toBe(`avtalt-kvittering-${head.seq}.json`);
  expect(file.contentType).toBe('application/json');
  const receipt = auditReceiptSchema.parse(JSON.parse(file.content.toString('utf8')));
  expect(receipt).toEqual({
    format: AUDIT_RECEIPT_FORMAT,
    agreementId: event.agreementId,
    title: event.title,
    issuedAt: event.occurredAt,
    head,
    entries,
  });
}

it('mails the signing code at once: code in the mail only, not in the log, the subject or the service logs', async () => {
  const agreementId = randomUUID();
  const code = '083142';
  const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const reply = await rpcRequest(nats, NotificationsRpc.sendSigningCode, {
    userId: kari.userId,
    agreementId,
    agreementTitle: 'Samboeravtale <b>',
    code,
    expiresAt,
  });
  expect(reply.queued).toBe(true);
  expect(reply.maskedEmail).toMatch(/^k\*\*\*@example\.no$/);
  const [mail] = await got(agreementId, kari, 'signing-code', 1);
  expect(mail.rcptTo).toEqual([kari.email]);
  expect(mail.parsed.subject).toBe('Koden din for å signere «Samboeravtale <b>»');
  expect(mail.text).toContain(code);
  expect(mail.html).toContain(`>${code}</p>`);
  expect(mail.html).toContain('Samboeravtale &lt;b&gt;');
  expect(mail.text).toContain('kan brukes én gang');
  expect(mail.parsed.headers.get('list-unsubscribe')).toBeUndefined();
  // Stored: a sent row with a masked address; the code is in no column of any row of the log.
  const { rows } = await db.query(
    'select kind, state, masked_recipient, subject, agreement_id from mails where agreement_id = $1',
    [agreementId],
  );
  expect(rows).toEqual([
    {
      kind: 'signing-code',
      state: 'sent',
      masked_recipient: reply.maskedEmail,
      subject: 'Koden din for å signere «Samboeravtale <b>»',
      agreement_id: agreementId,
    },
  ]);
  const anywhere = await db.query(
    "select count(*)::int as n from mails m where m::text like '%' || $1 || '%'",
    [code],
  );
  expect(anywhere.rows[0].n).toBe(0);
  expect(notifications.logs.some((line) => line.includes(code))).toBe(false);
  expect(notifications.logs.some((line) => line.includes(kari.email))).toBe(false);
}, 60_000);

it(`mails one account at most ${MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR} signing codes an hour over all its agreements, also under 30 parallel requests; the rest 429 and nothing stored`, async () => {
  const anne = await registerUser(nats, 'Anne');
  await confirm(anne);
  const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const results = await Promise.allSettled(
    Array.from({ length: 30 }, () =>
      rpcRequest(nats, NotificationsRpc.sendSigningCode, {
        userId: anne.userId,
        agreementId: randomUUID(),
        agreementTitle: 'Lån',
        code: '123456',
        expiresAt,
      }),
    ),
  );
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(
    MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR,
  );
  expect(refused).toHaveLength(30 - MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR);
  for (const r of refused)
    expect(r.reason).toMatchObject({
      code: ErrorCode.RateLimited,
      message: NotificationMessages.signingCodeRecipientLimit,
    });
  const stored = await db.query<{ n: number }>(
    "select count(*)::int as n from mails where kind = 'signing-code' and recipient_user_id = $1",
    [anne.userId],
  );
  expect(stored.rows[0].n).toBe(MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR);
  await eventually(
    async () =>
      smtp.to(anne.email, 'signing-code').length >= MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR
        ? true
        : undefined,
    30_000,
    'the allowed codes',
  );
  await sleep(1000);
  expect(smtp.to(anne.email, 'signing-code')).toHaveLength(MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR);
}, 60_000);

it('tells the parties who have not signed that someone signed, and everyone but the voider that the signatures were voided', async () => {
  const agreementId = randomUUID();
  const title = 'Felles hytte';
  const participants = [party(kari), party(ola), party(siv)];
  await publishActivity(nats, {
    kind: 'signature-added',
    agreementId,
    title,
    round: 1,
    actorParticipantId: kari.participantId,
    participants,
  });
  const [toOla] = await got(agreementId, ola, 'signature-added', 1);
  await got(agreementId, siv, 'signature-added', 1);
  expect(toOla.parsed.subject).toBe(`Kari Testesen har signert «${title}»`);
  expect(toOla.html).toContain(`href="${ORIGIN}/avtale/${agreementId}/ferdig"`);
  expect(smtp.to(kari.email, 'signature-added').filter((m) => m.text.includes(agreementId))).toHaveLength(0);

  // Ola signs: only Siv, who has not signed, is told (not Kari, who has).
  await publishActivity(nats, {
    kind: 'signature-added',
    agreementId,
    title,
    round: 1,
    actorParticipantId: ola.participantId,
    participants,
  });
  const toSiv = await got(agreementId, siv, 'signature-added', 2);
  expect(toSiv[1].parsed.subject).toBe(`Ola Testesen har signert «${title}»`);
  expect(smtp.to(kari.email, 'signature-added').filter((m) => m.text.includes(agreementId))).toHaveLength(0);
  expect(smtp.to(ola.email, 'signature-added').filter((m) => m.text.includes(agreementId))).toHaveLength(1);
  const { rows: signers } = await db.query(
    'select user_id from agreement_signers where agreement_id = $1 order by user_id',
    [agreementId],
  );
  expect(signers.map((r) => r.user_id).sort()).toEqual([kari.userId, ola.userId].sort());

  // Siv voids: Kari and Ola are told, Siv is not; the recorded signatures are gone.
  await publishActivity(nats, {
    kind: 'signatures-voided',
    agreementId,
    title,
    round: 1,
    actorParticipantId: siv.participantId,
    participants,
  });
  const [toKari] = await got(agreementId, kari, 'signatures-voided', 1);
  await got(agreementId, ola, 'signatures-voided', 1);
  expect(toKari.text).toContain(`Siv Testesen har annullert signaturene på avtalen «${title}».`);
  expect(smtp.to(siv.email, 'signatures-voided').filter((m) => m.text.includes(agreementId))).toHaveLength(0);
  expect(
    (
      await db.query('select count(*)::int as n from agreement_signers where agreement_id = $1', [
        agreementId,
      ])
    ).rows[0].n,
  ).toBe(0);
  const { rows } = await db.query(
    "select kind, count(*)::int as n from mails where agreement_id = $1 and state = 'sent' group by kind order by kind",
    [agreementId],
  );
  expect(rows).toEqual([
    { kind: 'signature-added', n: 3 },
    { kind: 'signatures-voided', n: 2 },
  ]);
}, 60_000);

it('gives every party with a confirmed address, the signer too, the audit head and a receipt at every signature; the last on `signed`; none to an unconfirmed address', async () => {
  const source = makeSource([kari, ola, per]);
  sources.set(source.agreementId, source);
  const { agreementId, title } = source;
  const participants = [party(kari), party(ola), party(per)];
  const mine = (user: TestUser, kind: string) =>
    smtp.to(user.email, kind).filter((m) => m.text.includes(agreementId));

  // Kari signs first: Kari gets a receipt of her own, Ola the 'har signert' mail with it, Per (unconfirmed) nothing (issue 34).
  const first = await publishActivity(nats, {
    kind: 'signature-added',
    agreementId,
    title,
    round: 1,
    actorParticipantId: kari.participantId,
    participants,
    auditHashes: trail(agreementId, 3),
  });
  const [toKari] = await got(agreementId, kari, 'audit-receipt', 1);
  expect(toKari.parsed.subject).toBe(`Kvittering: du har signert «${title}»`);
  expectReceipt(toKari, first);
  const [toOla] = await got(agreementId, ola, 'signature-added', 1);
  expect(toOla.parsed.subject).toBe(`Kari Testesen har signert «${title}»`);
  expectReceipt(toOla, first);
  expect(mine(kari, 'signature-added')).toHaveLength(0);

  // Ola signs: Kari (signed before) and Ola (the signer) get receipts of their own; Per still nothing.
  const second = await publishActivity(nats, {
    kind: 'signature-added',
    agreementId,
    title,
    round: 1,
    actorParticipantId: ola.participantId,
    participants,
    auditHashes: trail(agreementId, 4),
  });
  const toKari2 = (await got(agreementId, kari, 'audit-receipt', 2))[1];
  expect(toKari2.parsed.subject).toBe(`Kvittering: Ola Testesen har signert «${title}»`);
  expectReceipt(toKari2, second);
  const [toOla2] = await got(agreementId, ola, 'audit-receipt', 1);
  expect(toOla2.parsed.subject).toBe(`Kvittering: du har signert «${title}»`);
  expectReceipt(toOla2, second);
  expect(mine(per, 'signature-added')).toHaveLength(0);

  // Per signs last: agreements commits the signature and `signed` together; the final head goes to everyone once, on `signed`.
  await publishActivity(nats, {
    kind: 'signature-added',
    agreementId,
    title,
    round: 1,
    actorParticipantId: per.participantId,
    participants,
    auditHashes: trail(agreementId, 5),
  });
  const signed = await publishActivity(nats, {
    kind: 'signed',
    agreementId,
    title,
    round: 1,
    actorParticipantId: null,
    participants,
    auditHashes: trail(agreementId, 6),
  });
  for (const [user, count] of [
    [kari, 3],
    [ola, 2],
  ] as const) {
    const last = (await got(agreementId, user, 'audit-receipt', count))[count - 1];
    expect(last.parsed.subject).toBe(`Kvittering: «${title}» er signert av alle`);
    expect(last.text).toContain('Den forseglede PDF-en kommer i en egen e-post.');
    expectReceipt(last, signed);
  }
  await got(agreementId, kari, 'signed-document', 1);
  expect(mine(per, 'audit-receipt')).toHaveLength(0);
  expect(mine(kari, 'audit-receipt')).toHaveLength(3);
  expect(mine(ola, 'audit-receipt')).toHaveLength(2);

  // The log: each mail sent once, to whom it says.
  const { rows } = await db.query(
    "select kind, recipient_user_id as user, count(*)::int as n from mails where agreement_id = $1 and kind in ('audit-receipt', 'signature-added') and state = 'sent' group by 1, 2",
    [agreementId],
  );
  const count = (kind: string, user: TestUser) =>
    rows.find((r) => r.kind === kind && r.user === user.userId)?.n ?? 0;
  expect([count('audit-receipt', kari), count('audit-receipt', ola), count('audit-receipt', per)]).toEqual([
    3, 2, 0,
  ]);
  expect([
    count('signature-added', kari),
    count('signature-added', ola),
    count('signature-added', per),
  ]).toEqual([0, 1, 0]);
  // Not held for later either: no row of any kind for Per's unconfirmed address.
  expect(
    (
      await db.query(
        'select count(*)::int as n from mails where agreement_id = $1 and recipient_user_id = $2',
        [agreementId, per.userId],
      )
    ).rows,
  ).toEqual([{ n: 0 }]);
}, 180_000);

it('mails every party the sealed PDF on document.sealed: attached, byte for byte the stored sealed document, with its SHA-256 and /verifiser', async () => {
  const source = makeSource([kari, ola]);
  sources.set(source.agreementId, source);
  // The last signature: agreements' outbox publishes `signed`; documents seals and publishes document.sealed.
  await publishActivity(nats, {
    kind: 'signed',
    agreementId: source.agreementId,
    title: source.title,
    round: 1,
    actorParticipantId: null,
    participants: [party(kari), party(ola)],
  });
  const stored = await eventually(
    async () =>
      (
        await documentsDb.query(
          'select pdf, sha256, published_at from sealed_documents where agreement_id = $1',
          [source.agreementId],
        )
      ).rows[0]?.published_at
        ? (
            await documentsDb.query('select pdf, sha256 from sealed_documents where agreement_id = $1', [
              source.agreementId,
            ])
          ).rows[0]
        : undefined,
    60_000,
    'sealed document',
  );
  for (const user of [kari, ola]) {
    const [mail] = await got(source.agreementId, user, 'signed-document', 1);
    expect(mail.parsed.subject).toBe(`«${source.title}» er signert av alle`);
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toBe('Samboeravtale.pdf');
    expect(Buffer.compare(attachment.content, stored.pdf)).toBe(0);
    expect(sha(attachment.content)).toBe(stored.sha256);
    expect(mail.text).toContain(`SHA-256 av PDF-en: ${stored.sha256}`);
    expect(mail.html).toContain(`href="${ORIGIN}/verifiser"`);
  }
  expect(smtp.to(per.email, 'signed-document')).toHaveLength(0);
  const { rows } = await db.query(
    "select recipient_user_id, state, attempts from mails where agreement_id = $1 and kind = 'signed-document' order by recipient_user_id",
    [source.agreementId],
  );
  expect(rows.map((r) => r.recipient_user_id).sort()).toEqual([kari.userId, ola.userId].sort());
  expect(rows.every((r) => r.state === 'sent')).toBe(true);
}, 120_000);

it('fetches the PDF when the mail is sent: documents away → the attempt fails and is retried, then the mail goes with the PDF', async () => {
  const source = makeSource([kari, ola]);
  sources.set(source.agreementId, source);
  // notifications down while documents seals and publishes; then documents down when notifications comes back.
  await notifications.stop();
  await publishActivity(nats, {
    kind: 'signed',
    agreementId: source.agreementId,
    title: source.title,
    round: 1,
    actorParticipantId: null,
    participants: [party(kari), party(ola)],
  });
  const stored = await eventually(
    async () =>
      (
        await documentsDb.query(
          'select pdf, sha256 from sealed_documents where agreement_id = $1 and published_at is not null',
          [source.agreementId],
        )
      ).rows[0],
    60_000,
    'sealed and published',
  );
  await documents.stop();
  notifications = await startNotifications();
  const failing = await eventually(
    async () => {
      const { rows } = await db.query(
        "select state, attempts, last_error from mails where agreement_id = $1 and kind = 'signed-document'",
        [source.agreementId],
      );
      return rows.length === 2 && rows.every((r) => r.attempts >= 2 && r.last_error) ? rows : undefined;
    },
    30_000,
    'failed attempts while documents is away',
  );
  expect(failing.every((r) => r.state === 'queued')).toBe(true);
  expect(
    smtp.to(kari.email, 'signed-document').filter((m) => m.text.includes(source.agreementId)),
  ).toHaveLength(0);

  documents = await startDocuments();
  for (const user of [kari, ola]) {
    const [mail] = await got(source.agreementId, user, 'signed-document', 1);
    expect(Buffer.compare(mail.parsed.attachments[0].content, stored.pdf)).toBe(0);
  }
  const { rows } = await db.query(
    "select state, last_error from mails where agreement_id = $1 and kind = 'signed-document'",
    [source.agreementId],
  );
  expect(rows).toEqual([
    { state: 'sent', last_error: null },
    { state: 'sent', last_error: null },
  ]);
}, 180_000);

/** A signed agreement as agreements gives it to documents (frozen text, signers, a hash-chained trail from its creation to `signed`). */
function makeSource(users: TestUser[], agreementId: string = randomUUID()): SealSource {
  const html =
    '<!doctype html><html lang="nb"><head><meta charset="utf-8"></head><body><h1>Samboeravtale</h1><p>Vi deler alt likt.</p></body></html>';
  const textSha256 = sha(Buffer.from(html, 'utf8'));
  const signers = users.map((u, i) => ({
    name: u.name,
    signedAt: new Date(Date.now() - (2 - i) * 60_000).toISOString(),
    method: 'email-code' as const,
    level: { method: 'email-code' as const, emailConfirmed: true, codeSentTo: `${u.email[0]}***@example.no` },
    textSha256,
  }));
  const created = {
    seq: 1,
    kind: 'created' as const,
    occurredAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    actorName: users[0].name,
    round: null,
    details: {},
  };
  const audit: AuditEntry[] = [
    { ...created, prevHash: null, hash: sha(Buffer.from(auditCanonicalJson(created), 'utf8')) },
  ];
  for (const s of signers) {
    const entry = {
      seq: audit.length + 1,
      kind: 'signature-added' as const,
      occurredAt: s.signedAt,
      actorName: s.name,
      round: 1,
      details: { method: s.method, textSha256 },
    };
    const prevHash = audit[audit.length - 1].hash;
    audit.push({ ...entry, prevHash, hash: sha(Buffer.from(prevHash + auditCanonicalJson(entry), 'utf8')) });
  }
  // The seal takes only a whole trail: from `created` at 1 to `signed` (docs/sealed-pdf.md).
  const done = {
    seq: audit.length + 1,
    kind: 'signed' as const,
    occurredAt: new Date().toISOString(),
    actorName: null,
    round: 1,
    details: { signers: users.length, textSha256 },
  };
  audit.push({
    ...done,
    prevHash: audit[audit.length - 1].hash,
    hash: sha(Buffer.from(audit[audit.length - 1].hash + auditCanonicalJson(done), 'utf8')),
  });
  return sealSourceSchema.parse({
    agreementId,
    title: `Samboeravtale ${randomUUID().slice(0, 6)}`,
    fileName: 'Samboeravtale',
    html,
    textSha256,
    signers,
    audit,
    userIds: users.map((u) => u.userId),
    signingNotes: [],
  });
}
