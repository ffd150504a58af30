/**
 * Signing with evidence, the whole system (issue 18): REAL identity, templates, agreements, documents,
 * notifications and gateway processes and a real SMTP server (smtp-sink.ts) — no stand-ins. Two people
 * register, complete a custom-topic agreement, each asks for a one-time code (read from the mail the SMTP
 * server received) and signs through the gateway. Then, checked on what was stored (SQL) and served:
 * - status `signed` in the agreements database;
 * - `GET /api/agreements/:id/pdf` serves the sealed PDF (202 while it is sealed, then 200 application/pdf);
 * - `pdfsig` says "Signature is Valid"; `pdftotext` shows both signers' names and the text hash;
 * - `GET /api/verify/{sha256 of the bytes}` → 200 with both names; one byte changed → 404;
 * - the signatures view's `pdfSha256` (documents' `sealedDigest`) is the sha256 of the bytes;
 * - each party's 'signed-document' mail carries the PDF byte for byte;
 * - the audit trail rows (created, round-submitted ×2, completed, signature-added ×2, signed) form a
 *   hash chain recomputed here with `auditCanonicalJson`;
 * - issue 31: both confirm their addresses first (the link mailed to them); at each signature each party is
 *   mailed the trail's head and a receipt whose entries are the stored rows' hashes up to that signature,
 *   and the offline verifier (`node scripts/verify-pdf.mjs`) accepts the sealed PDF with each receipt;
 * - the admin queue view lists documents' seal queue `pdf-seal` with the finished job.
 *
 * It lives here because the SMTP server and its helpers are the notifications tests' (a relative import
 * from another project's test folder is refused by the module-boundary lint).
 */
import {
  type AgreementQuestion,
  auditCanonicalJson,
  type AuditEntry,
  type AuditReceipt,
  auditReceiptSchema,
  type QueueStats,
  type SignaturesView,
  type Verification,
} from '@avtalt/contracts';
import {
  confirmAddressForTests,
  eventually,
  fittingAnswers,
  freePort,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { type ReceivedMail, SmtpSink } from './smtp-sink';

const REDIS_DB = 6;
const DATABASE = 'it_signing_system';
const ORIGIN = 'https://avtalt.test';
const PASSWORD = 'passord123';
const ADMIN_EMAIL = `admin.${unique()}@example.no`;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-signing-system-'));
const services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let smtp: SmtpSink;
let agreementsDb: Client;

type Person = TestClient & { name: string; email: string; userId: string; forwardedFor: string };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
let ip = 1;

async function register(
  firstName: string,
  lastName: string,
  email = `${firstName.toLowerCase()}.${unique()}@example.no`,
): Promise<Person> {
  const forwardedFor = `10.19.0.${ip++}`;
  const http = new TestClient(gateway.url, {
    'x-forwarded-for': forwardedFor,
    'user-agent': `Systemtest/${firstName}`,
  });
  const res = await http.post<{ id: string }>('/api/auth/register', {
    firstName,
    lastName,
    username: `sys_${unique()}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { name: `${firstName} ${lastName}`, email, userId: res.body.id, forwardedFor });
}

/** Confirms the address with the link registration mailed to it, logged in as that account (issue 31: only a confirmed address signs). */
async function confirmAddress(p: Person): Promise<void> {
  const mail = await eventually(
    async () => smtp.to(p.email, 'verify-email')[0],
    30_000,
    `confirmation link to ${p.name}`,
  );
  const token = /\/bekreft-epost#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  const res = await p.post<{ emailVerified: boolean }>('/api/auth/verify-email', { token });
  expect([res.status, res.body.emailVerified]).toEqual([200, true]);
}

/** The receipt a mail carries (its JSON attachment), checked against the contract, and the head its text names. */
function receiptIn(mail: ReceivedMail): AuditReceipt {
  const file = mail.parsed.attachments.find((a) => a.contentType === 'application/json');
  expect(file?.filename).toMatch(/^avtalt-kvittering-\d+\.json$/);
  const receipt = auditReceiptSchema.parse(JSON.parse(file!.content.toString('utf8')));
  expect(mail.text).toContain(
    `Revisjonsloggen står nå på oppføring ${receipt.head.seq} med kontrollsum ${receipt.head.hash}.`,
  );
  return receipt;
}

/** The PDF route's bytes as they are (TestClient reads bodies as text). */
async function download(
  p: Person,
  url: string,
): Promise<{ status: number; type: string | null; retryAfter: string | null; bytes: Buffer }> {
  const res = await fetch(gateway.url + url, {
    headers: { cookie: p.cookieHeader, 'x-forwarded-for': p.forwardedFor },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    retryAfter: res.headers.get('retry-after'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** Asks for a code, reads it from the mail the SMTP server received, signs with it. */
async function signWithMailedCode(p: Person, id: string, textSha256: string) {
  const asked = await p.post(`/api/agreements/${id}/signatures/code`);
  expect(asked.status).toBe(202);
  const mail = await eventually(
    async () => smtp.to(p.email, 'signing-code').find((m) => m.html.includes(id) || m.text.includes(id)),
    30_000,
    `code mail to ${p.name}`,
  );
  const code = /<p[^>]*>\s*(\d{6})\s*<\/p>/.exec(mail.html)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(mail.text).toContain(code!);
  return p.post<SignaturesView>(`/api/agreements/${id}/signatures`, { consent: true, code, textSha256 });
}

function file(name: string, bytes: Buffer): string {
  const target = path.join(tmp, name);
  writeFileSync(target, bytes);
  return target;
}

beforeAll(async () => {
  smtp = await SmtpSink.start(await freePort());
  services.push(
    await startBackendService('identity', {
      database: `${DATABASE}_identity`,
      env: { ADMIN_EMAILS: ADMIN_EMAIL },
    }),
  );
  services.push(
    await startBackendService('templates', {
      database: `${DATABASE}_templates`,
      redisDb: REDIS_DB,
      env: { CUSTOM_TOPIC_QUESTIONS: '3' },
    }),
  );
  services.push(await startBackendService('agreements', { database: `${DATABASE}_agreements` }));
  services.push(
    await startBackendService('documents', {
      database: `${DATABASE}_documents`,
      redisDb: REDIS_DB,
      env: { SIGNING_CERT_DIR: path.join(tmp, 'signing') },
    }),
  );
  services.push(
    await startBackendService('notifications', {
      database: DATABASE,
      redisDb: REDIS_DB,
      env: { SMTP_URL: smtp.url, APP_ORIGIN: ORIGIN, MAIL_BACKOFF_MS: '500' },
    }),
  );
  gateway = await startGatewayProcess(REDIS_DB);
  agreementsDb = await testDatabase(`${DATABASE}_agreements`);
}, 120_000);

afterAll(async () => {
  await agreementsDb?.end();
  await gateway?.stop();
  for (const s of [...services].reverse()) await s.stop();
  await smtp?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('two people sign with mailed codes: sealed PDF served, valid, verifiable, mailed byte for byte, with the whole audit trail', async () => {
  const started = Date.now();
  const kari = await register('Kari', 'Systemsen');
  const ola = await register('Ola', 'Helheim');
  await confirmAddress(kari);
  await confirmAddress(ola);

  // A custom-topic agreement both answer alike, both give a date of birth → completed.
  const created = await kari.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Samboere ${unique()}`,
    description: 'Vi flytter sammen og deler utgifter og innbo.',
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  for (const p of [kari, ola]) {
    const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
    expect(
      (await p.post(`/api/agreements/${id}/answers`, { answers: fittingAnswers(questions) })).status,
    ).toBe(200);
  }
  expect((await kari.put(`/api/agreements/${id}/party-details`, { birthDate: '1985-03-01' })).status).toBe(
    200,
  );
  const completed = await ola.put<{ status: string }>(`/api/agreements/${id}/party-details`, {
    birthDate: '1986-04-02',
  });
  expect(completed.body.status).toBe('completed');

  // Both sign with a code from their mailbox.
  const before = await kari.get<SignaturesView>(`/api/agreements/${id}/signatures`);
  expect(before.body).toMatchObject({ enabled: true, status: 'unsigned', canSign: true, pdfSha256: null });
  const textSha256 = before.body.textSha256!;
  expect((await signWithMailedCode(kari, id, textSha256)).status).toBe(201);
  expect((await signWithMailedCode(ola, id, textSha256)).status).toBe(201);
  const row = (
    await agreementsDb.query('select status, frozen_text_sha256 from agreements where id = $1', [id])
  ).rows[0];
  expect(row).toEqual({ status: 'signed', frozen_text_sha256: textSha256 });
  const signedAt = Date.now();

  // The sealed PDF, served once documents has sealed it (202 + Retry-After until then).
  const first = await download(kari, `/api/agreements/${id}/pdf`);
  expect([200, 202]).toContain(first.status);
  if (first.status === 202) {
    expect(JSON.parse(first.bytes.toString('utf8'))).toMatchObject({ status: 'pending' });
    expect(first.retryAfter).toMatch(/^\d+$/);
  }
  const pdf = await eventually(
    async () => {
      const res = await download(kari, `/api/agreements/${id}/pdf`);
      if (res.status === 202) return undefined;
      expect([res.status, res.type]).toEqual([200, 'application/pdf']);
      return res.bytes;
    },
    45_000,
    'sealed PDF served',
  );
  const sealedAfterMs = Date.now() - signedAt;
  const hash = sha256(pdf);
  expect((await download(ola, `/api/agreements/${id}/pdf`)).bytes.equals(pdf)).toBe(true);

  // pdfsig validates the seal; the text shows both signers and the text hash.
  const target = file('signed.pdf', pdf);
  const check = spawnSync('pdfsig', [target], { encoding: 'utf8' });
  expect(`${check.stdout}${check.stderr}`).toContain('Signature Validation: Signature is Valid.');
  const text = execFileSync('pdftotext', ['-layout', target, '-'], { encoding: 'utf8' });
  expect(text.replace(/\s+/g, ' ')).toContain(kari.name);
  expect(text.replace(/\s+/g, ' ')).toContain(ola.name);
  expect(text.replace(/\s/g, '')).toContain(textSha256);

  // Verification: the file's hash → both names; one byte changed → 404.
  const anyone = new TestClient(gateway.url, { 'x-forwarded-for': '10.19.1.1' });
  const verified = await anyone.get<Verification>(`/api/verify/${hash}`);
  expect(verified.status).toBe(200);
  expect(verified.body.signers.map((s) => s.name).sort()).toEqual([kari.name, ola.name].sort());
  const changed = Buffer.from(pdf);
  changed[Math.floor(changed.length / 2)] ^= 0x01;
  expect((await anyone.get(`/api/verify/${sha256(changed)}`)).status).toBe(404);

  // The signatures view's hash (documents' sealedDigest) is the hash of the served bytes.
  const after = await ola.get<SignaturesView>(`/api/agreements/${id}/signatures`);
  expect(after.body).toMatchObject({ status: 'signed', pdfSha256: hash });

  // Each party's 'signed-document' mail carries the same PDF.
  for (const p of [kari, ola]) {
    const mail = await eventually(
      async () => smtp.to(p.email, 'signed-document').find((m) => m.text.includes(hash)),
      30_000,
      `signed-document mail to ${p.name}`,
    );
    expect(mail.parsed.attachments).toHaveLength(1);
    expect(mail.parsed.attachments[0].contentType).toBe('application/pdf');
    expect(Buffer.compare(mail.parsed.attachments[0].content, pdf)).toBe(0);
  }

  // The audit trail (SQL): every event, its chain recomputed here.
  const { rows } = await agreementsDb.query(
    `select seq, kind, occurred_at as "occurredAt", actor_name as "actorName", round, details, prev_hash as "prevHash", hash
       from audit_events where agreement_id = $1 order by seq`,
    [id],
  );
  const trail: AuditEntry[] = rows.map((r) => ({ ...r, occurredAt: new Date(r.occurredAt).toISOString() }));
  expect(trail.map((e) => e.kind)).toEqual([
    'created',
    'joined',
    'round-submitted',
    'joined',
    'round-submitted',
    'completed',
    'signature-added',
    'signature-added',
    'signed',
  ]);
  expect(trail.filter((e) => e.kind === 'signature-added').map((e) => e.actorName)).toEqual([
    kari.name,
    ola.name,
  ]);
  trail.forEach((e, k) => {
    const prev = k === 0 ? null : trail[k - 1].hash;
    const { prevHash: _p, hash: _h, ...own } = e;
    expect([e.seq, e.prevHash, e.hash]).toEqual([
      k + 1,
      prev,
      sha256((prev ?? '') + auditCanonicalJson(own)),
    ]);
  });
  for (const e of trail) expect(text.replace(/\s/g, '')).toContain(e.hash);

  // Issue 31, the receipts: at Kari's signature she and Ola got the trail up to it (seq 7); at the last
  // one, `signed` gave both the whole trail (seq 9). Each receipt's entries are the stored hashes.
  const stored = trail.map((e) => ({ seq: e.seq, hash: e.hash }));
  const receiptsOf = async (p: Person, count: number) =>
    eventually(
      async () => {
        const mails = smtp
          .to(p.email)
          .filter(
            (m) =>
              m.parsed.attachments.some((a) => a.contentType === 'application/json') && m.text.includes(id),
          );
        return mails.length >= count
          ? mails.map(receiptIn).sort((x, y) => x.head.seq - y.head.seq)
          : undefined;
      },
      30_000,
      `${count} receipts to ${p.name}`,
    );
  const [kariFirst, kariLast] = await receiptsOf(kari, 2);
  const [olaFirst, olaLast] = await receiptsOf(ola, 2);
  for (const first of [kariFirst, olaFirst]) {
    expect(first.entries).toEqual(stored.slice(0, 7));
    expect(first.head).toEqual(stored[6]);
    expect(first.agreementId).toBe(id);
  }
  expect(kariLast.entries).toEqual(stored);
  expect(olaLast).toEqual(kariLast);
  expect(smtp.to(kari.email, 'audit-receipt').filter((m) => m.text.includes(id))).toHaveLength(2);
  expect(smtp.to(ola.email, 'signature-added').filter((m) => m.text.includes(id))).toHaveLength(1);
  // The offline verifier, given the PDF and a receipt as a party keeps them: everything holds.
  for (const [name, receipt] of [
    ['kari-first', kariFirst],
    ['ola-last', olaLast],
  ] as const) {
    const receiptFile = file(`${name}.json`, Buffer.from(JSON.stringify(receipt)));
    const verifier = spawnSync(
      process.execPath,
      [path.join(__dirname, '../../../scripts/verify-pdf.mjs'), target, '--receipt', receiptFile],
      { encoding: 'utf8' },
    );
    expect({ status: verifier.status, stderr: verifier.stderr }).toEqual({ status: 0, stderr: '' });
  }

  // The admin queue view lists the seal queue next to the PDF queue, with this finished job.
  const admin = await register('Admin', 'Vakt', ADMIN_EMAIL);
  await confirmAddressForTests(`${DATABASE}_identity`, ADMIN_EMAIL);
  expect((await admin.post('/api/admin/setup', { email: ADMIN_EMAIL })).status).toBe(200);
  const queues = (await admin.get<{ queues: QueueStats[] }>('/api/admin/queues')).body.queues;
  expect(queues.map((q) => q.queue)).toEqual([
    'pdf-render',
    'pdf-seal',
    'question-generation',
    expect.any(String),
  ]);
  expect(queues[1].counts.completed).toBeGreaterThanOrEqual(1);

  console.log(
    `signing-system: first /pdf answer ${first.status}; sealed PDF ${pdf.length} bytes served ${sealedAfterMs} ms after the last signature; whole scenario ${Date.now() - started} ms`,
  );
}, 90_000);
