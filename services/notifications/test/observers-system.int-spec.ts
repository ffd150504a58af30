/**
 * Observers (docs/observers.md) and guardians (docs/guardians.md), the whole system: REAL identity, templates, agreements,
 * documents, chat, notifications and gateway processes and a real SMTP server. A party invites a lawyer by
 * address; the mail reaches that address; only the account whose confirmed address it is can accept;
 * the observer then reads the agreement, the comparison and the final text, and every write they try —
 * answering, details, rounds, negotiation, invitations, signing, the discussion — is refused with 403 and
 * changes nothing (checked with SQL). The limit of observers holds under 100 parallel invitations. A party under
 * 18 invites their guardian, who accepts and signs with them: the agreement is sealed only after the guardian's
 * signature, and the sealed PDF names both.
 * It lives here because the SMTP server and its helpers are the notifications tests'.
 */
import {
  type Agreement,
  type AgreementQuestion,
  ErrorCode,
  MAX_OBSERVERS,
  type SignaturesView,
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
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { postInChat } from './chat-socket';
import { SmtpSink } from './smtp-sink';

const REDIS_DB = 8;
const DATABASE = 'it_observers_system';
const PASSWORD = 'passord123';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'avtalt-observers-'));
const services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let smtp: SmtpSink;
let agreementsDb: Client;
let chatDb: Client;

type Person = TestClient & { name: string; email: string };
let ip = 1;

async function register(firstName: string, lastName: string, confirmed = true): Promise<Person> {
  const http = new TestClient(gateway.url, { 'x-forwarded-for': `10.41.0.${ip++}` });
  const email = `${firstName.toLowerCase()}.${unique()}@example.no`;
  const res = await http.post('/api/auth/register', {
    firstName,
    lastName,
    username: `obs_${unique()}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  if (confirmed) await confirmAddressForTests(`${DATABASE}_identity`, email);
  return Object.assign(http, { name: `${firstName} ${lastName}`, email });
}

async function answer(p: Person, id: string): Promise<number> {
  const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  return (await p.post(`/api/agreements/${id}/answers`, { answers: fittingAnswers(questions) })).status;
}

async function newAgreement(p: Person): Promise<string> {
  const created = await p.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Samboere ${unique()}`,
    description: 'Vi flytter sammen og deler utgifter og innbo.',
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** What the agreement's rows are (the observer must change none of them). */
async function rowCounts(id: string): Promise<Record<string, number>> {
  const { rows } = await agreementsDb.query(
    `select (select count(*)::int from participants where agreement_id = $1) as participants,
            (select count(*)::int from answers where agreement_id = $1) as answers,
            (select count(*)::int from draft_answers where agreement_id = $1) as drafts,
            (select count(*)::int from signatures where agreement_id = $1) as signatures,
            (select count(*)::int from observers where agreement_id = $1) as observers`,
    [id],
  );
  const chat = await chatDb.query('select count(*)::int as n from chat_messages where agreement_id = $1', [
    id,
  ]);
  return { ...rows[0], chat: chat.rows[0].n };
}

beforeAll(async () => {
  smtp = await SmtpSink.start(await freePort());
  services.push(
    await startBackendService('identity', { database: `${DATABASE}_identity`, env: { ADMIN_EMAILS: '' } }),
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
  services.push(await startBackendService('chat', { database: `${DATABASE}_chat` }));
  services.push(
    await startBackendService('notifications', {
      database: DATABASE,
      redisDb: REDIS_DB,
      env: { SMTP_URL: smtp.url, APP_ORIGIN: 'https://avtalt.test', MAIL_BACKOFF_MS: '500' },
    }),
  );
  gateway = await startGatewayProcess(REDIS_DB);
  agreementsDb = await testDatabase(`${DATABASE}_agreements`);
  chatDb = await testDatabase(`${DATABASE}_chat`);
}, 120_000);

afterAll(async () => {
  await agreementsDb?.end();
  await chatDb?.end();
  await gateway?.stop();
  for (const s of [...services].reverse()) await s.stop();
  await smtp?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('a party invites a lawyer, who accepts with the confirmed address and reads, but every write is 403 and changes nothing', async () => {
  const kari = await register('Kari', 'Nordmann');
  const ola = await register('Ola', 'Nordmann');
  const anne = await register('Anne', 'Advokat');
  const per = await register('Per', 'Fremmed');
  const id = await newAgreement(kari);
  expect(await answer(kari, id)).toBe(200);

  // Someone who does not take part may not invite; a visitor is asked to log in.
  expect((await ola.post(`/api/agreements/${id}/observers`, { email: anne.email })).status).toBe(403);
  const visitor = new TestClient(gateway.url, { 'x-forwarded-for': '10.41.9.1' });
  expect((await visitor.post(`/api/agreements/${id}/observers`, { email: anne.email })).status).toBe(401);
  const bad = await kari.post<{ code: string; message: string }>(`/api/agreements/${id}/observers`, {
    email: 'ikke en adresse',
  });
  expect([bad.status, bad.body.code]).toEqual([400, ErrorCode.ValidationFailed]);

  const invited = await kari.post<Agreement>(`/api/agreements/${id}/observers`, {
    email: anne.email.toUpperCase(),
  });
  expect(invited.status).toBe(201);
  expect(invited.body.observers).toEqual([
    expect.objectContaining({ status: 'invited', email: anne.email, name: null, canRemove: true }),
  ]);
  // Invited already: nothing new (and nothing told of who else was invited).
  expect((await kari.post(`/api/agreements/${id}/observers`, { email: anne.email })).status).toBe(201);
  const stored = await agreementsDb.query(
    'select email, user_id, invited_by_name from observers where agreement_id = $1',
    [id],
  );
  expect(stored.rows).toEqual([{ email: anne.email, user_id: null, invited_by_name: kari.name }]);

  // The invitation reaches the address, with the page where it is accepted.
  const mail = await eventually(
    async () => smtp.to(anne.email, 'observer-invitation')[0],
    20_000,
    'invitation mail',
  );
  expect(mail.parsed.subject).toContain('observatør');
  expect(mail.text).toContain(`https://avtalt.test/avtale/${id}/observator`);
  expect(mail.text).toContain(kari.name);

  // Only the account whose confirmed address was invited accepts.
  expect((await per.post(`/api/agreements/${id}/observers/accept`)).status).toBe(404);
  const unconfirmed = await register('Anne', 'Uten', false);
  expect((await unconfirmed.post(`/api/agreements/${id}/observers/accept`)).status).toBe(403);
  const accepted = await anne.post<Agreement>(`/api/agreements/${id}/observers/accept`);
  expect(accepted.status).toBe(200);
  expect(accepted.body).toMatchObject({ youAreObserver: true });
  expect(accepted.body.observers).toEqual([
    expect.objectContaining({ status: 'active', name: anne.name, email: null, isYou: true }),
  ]);
  expect(
    (
      await agreementsDb.query('select user_id is not null as bound from observers where agreement_id = $1', [
        id,
      ])
    ).rows,
  ).toEqual([{ bound: true }]);
  // Everyone taking part sees the observer by name; the address only the one who invited.
  expect((await kari.get<Agreement>(`/api/agreements/${id}`)).body.observers).toEqual([
    expect.objectContaining({ name: anne.name, email: anne.email }),
  ]);

  // Ola joins and the agreement completes; the observer reads it all.
  expect(await answer(ola, id)).toBe(200);
  await kari.put(`/api/agreements/${id}/party-details`, { birthDate: '1985-04-12' });
  await ola.put(`/api/agreements/${id}/party-details`, { birthDate: '1982-11-03' });
  const seen = await eventually(
    async () => {
      const res = await anne.get<Agreement>(`/api/agreements/${id}`);
      return res.body.legalText ? res.body : undefined;
    },
    20_000,
    'the final text',
  );
  expect(seen.status).toBe('completed');
  expect(seen.participants.map((p) => p.userName).sort()).toEqual([kari.name, ola.name].sort());
  expect(seen.legalText).not.toContain('1985'); // the parties' dates of birth are theirs
  expect((await anne.get(`/api/agreements/${id}/comparison`)).status).toBe(200);

  // Every write the observer tries is refused and changes nothing.
  const before = await rowCounts(id);
  const questions = (await anne.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  const textSha256 = (await kari.get<SignaturesView>(`/api/agreements/${id}/signatures`)).body.textSha256!;
  const writes: [string, () => Promise<{ status: number; body: unknown }>][] = [
    ['answers', () => anne.post(`/api/agreements/${id}/answers`, { answers: fittingAnswers(questions) })],
    [
      'one answer',
      () =>
        anne.post(`/api/agreements/${id}/questions/${questions[0]!.id}/answers`, {
          response: fittingAnswers(questions)[questions[0]!.id],
        }),
    ],
    ['details', () => anne.put(`/api/agreements/${id}/party-details`, { birthDate: '1970-01-01' })],
    ['next round', () => anne.post(`/api/agreements/${id}/nextRound`)],
    ['disagreement', () => anne.post(`/api/agreements/${id}/disagreement`)],
    [
      'importance',
      () => anne.put(`/api/agreements/${id}/questions/${questions[0]!.id}/importance`, { important: true }),
    ],
    ['invitations', () => anne.post(`/api/agreements/${id}/invitations`, { emails: ['x@example.no'] })],
    ['observers', () => anne.post(`/api/agreements/${id}/observers`, { email: 'x@example.no' })],
    ['signing code', () => anne.post(`/api/agreements/${id}/signatures/code`)],
    [
      'signature',
      () => anne.post(`/api/agreements/${id}/signatures`, { consent: true, textSha256, password: PASSWORD }),
    ],
    ['void', () => anne.post(`/api/agreements/${id}/signatures/void`)],
    ['delete', () => anne.request('DELETE', `/api/agreements/${id}`)],
  ];
  for (const [what, write] of writes) {
    const res = await write();
    expect([what, res.status]).toEqual([what, 403]);
  }
  expect(await postInChat(anne, gateway.url, id, 'Jeg er advokat')).toMatchObject({
    type: 'error',
    code: ErrorCode.ObserverReadOnly,
  });
  // A party still writes in the discussion, which the observer reads.
  expect(await postInChat(kari, gateway.url, id, 'Hei Anne')).toMatchObject({ type: 'message' });
  expect(await rowCounts(id)).toEqual({ ...before, chat: before.chat + 1 });

  // Ola did not invite her and cannot remove her; Kari can.
  const observerId = seen.observers![0]!.id;
  expect((await ola.request('DELETE', `/api/agreements/${id}/observers/${observerId}`)).status).toBe(403);
  const removed = await kari.request<Agreement>('DELETE', `/api/agreements/${id}/observers/${observerId}`);
  expect([removed.status, removed.body.observers]).toEqual([200, []]);
  expect((await rowCounts(id)).observers).toBe(0);
  expect((await anne.get<Agreement>(`/api/agreements/${id}`)).body.youAreObserver).toBe(false);
}, 120_000);

it(`keeps to ${MAX_OBSERVERS} observers under 100 parallel invitations`, async () => {
  const kari = await register('Kari', 'Grense');
  const id = await newAgreement(kari);
  const results = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      kari.post(`/api/agreements/${id}/observers`, { email: `observator.${i}.${unique()}@example.no` }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OBSERVERS);
  expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
  expect((await rowCounts(id)).observers).toBe(MAX_OBSERVERS);
}, 120_000);

it('the initiator requires a code by mail: a password signature is refused and changes nothing, a code signs; BankID cannot be required without a broker', async () => {
  const kari = await register('Kari', 'Krav');
  const ola = await register('Ola', 'Krav');
  const id = await newAgreement(kari);
  expect(await answer(kari, id)).toBe(200);
  expect(await answer(ola, id)).toBe(200);
  await kari.put(`/api/agreements/${id}/party-details`, { birthDate: '1985-04-12' });
  await ola.put(`/api/agreements/${id}/party-details`, { birthDate: '1982-11-03' });

  const noBroker = await kari.put<{ code: string }>(`/api/agreements/${id}/signature-level`, {
    level: 'eid',
  });
  expect([noBroker.status, noBroker.body.code]).toEqual([409, ErrorCode.Conflict]);
  expect((await ola.put(`/api/agreements/${id}/signature-level`, { level: 'email-code' })).status).toBe(403);
  expect((await kari.put(`/api/agreements/${id}/signature-level`, { level: 'bankid' })).status).toBe(400);
  const set = await kari.put<Agreement>(`/api/agreements/${id}/signature-level`, { level: 'email-code' });
  expect([set.status, set.body.requiredSignatureLevel]).toEqual([200, 'email-code']);
  const stored = await agreementsDb.query('select required_signature_level from agreements where id = $1', [
    id,
  ]);
  expect(stored.rows).toEqual([{ required_signature_level: 'email-code' }]);

  const view = await eventually(
    async () => {
      const res = await ola.get<SignaturesView>(`/api/agreements/${id}/signatures`);
      return res.body.textSha256 ? res.body : undefined;
    },
    20_000,
    'the text to sign',
  );
  expect(view.requiredLevel).toBe('email-code');
  const byPassword = await ola.post<{ code: string }>(`/api/agreements/${id}/signatures`, {
    consent: true,
    password: PASSWORD,
    textSha256: view.textSha256,
  });
  expect([byPassword.status, byPassword.body.code]).toEqual([409, ErrorCode.SignatureLevelRequired]);
  expect((await rowCounts(id)).signatures).toBe(0);

  expect((await ola.post(`/api/agreements/${id}/signatures/code`)).status).toBe(202);
  const mail = await eventually(
    async () => smtp.to(ola.email, 'signing-code').find((m) => m.html.includes(id) || m.text.includes(id)),
    30_000,
    'code mail',
  );
  const code = /<p[^>]*>\s*(\d{6})\s*<\/p>/.exec(mail.html)?.[1];
  const signed = await ola.post(`/api/agreements/${id}/signatures`, {
    consent: true,
    code,
    textSha256: view.textSha256,
  });
  expect(signed.status).toBe(201);
  const rows = await agreementsDb.query('select method from signatures where agreement_id = $1', [id]);
  expect(rows.rows).toEqual([{ method: 'email-code' }]);
  // Once someone has signed, the requirement stands.
  expect((await kari.put(`/api/agreements/${id}/signature-level`, { level: 'password' })).status).toBe(409);
}, 120_000);

async function download(p: Person, url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(gateway.url + url, {
    headers: { cookie: p.cookieHeader },
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const guardianBody = { relation: 'parent', birthDate: '1976-02-14', declaration: true };

async function signWithPassword(p: Person, id: string): Promise<{ status: number; body: { code?: string } }> {
  const view = (await p.get<SignaturesView>(`/api/agreements/${id}/signatures`)).body;
  return p.post(`/api/agreements/${id}/signatures`, {
    consent: true,
    password: PASSWORD,
    textSha256: view.textSha256,
  });
}

it('a party under 18 takes part with her guardian: nobody signs before the guardian accepted, the agreement is signed only with the guardian’s signature, and the sealed PDF names both', async () => {
  const ola = await register('Ola', 'Utleier');
  const siri = await register('Siri', 'Ung');
  const mona = await register('Mona', 'Ung');
  const per = await register('Per', 'Fremmed');
  const id = await newAgreement(ola);
  expect(await answer(ola, id)).toBe(200);
  expect(await answer(siri, id)).toBe(200);
  await ola.put(`/api/agreements/${id}/party-details`, { birthDate: '1982-11-03' });
  await siri.put(`/api/agreements/${id}/party-details`, { birthDate: '2010-05-01' });

  // Without a guardian: Siri is told to invite one, and Ola cannot sign first (the text would freeze).
  const siriView = await eventually(
    async () => {
      const res = await siri.get<SignaturesView>(`/api/agreements/${id}/signatures`);
      return res.body.textSha256 ? res.body : undefined;
    },
    20_000,
    'the text to sign',
  );
  expect(siriView.canSign).toBe(false);
  expect(siriView.signBlocker?.code).toBe(ErrorCode.UnderAge);
  expect((await signWithPassword(ola, id)).body.code).toBe(ErrorCode.PartyDetailsMissing);

  // Only the party under 18 invites a guardian.
  expect((await ola.post(`/api/agreements/${id}/guardian`, { email: mona.email })).status).toBe(409);
  expect((await per.post(`/api/agreements/${id}/guardian`, { email: mona.email })).status).toBe(403);
  const invited = await siri.post<Agreement>(`/api/agreements/${id}/guardian`, { email: mona.email });
  expect(invited.status).toBe(201);
  expect(invited.body.guardians).toEqual([
    expect.objectContaining({ status: 'invited', email: mona.email, partyName: siri.name, canRemove: true }),
  ]);
  const mail = await eventually(
    async () => smtp.to(mona.email, 'guardian-invitation')[0],
    20_000,
    'guardian invitation mail',
  );
  expect(mail.text).toContain(`https://avtalt.test/avtale/${id}/verge`);
  expect(mail.text).toContain(siri.name);

  // Accepting: the invited confirmed address, the relation, the date of birth and the declaration.
  expect((await per.post(`/api/agreements/${id}/guardian/accept`, guardianBody)).status).toBe(404);
  const noDeclaration = await mona.post<{ code: string }>(`/api/agreements/${id}/guardian/accept`, {
    ...guardianBody,
    declaration: false,
  });
  expect([noDeclaration.status, noDeclaration.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
  const accepted = await mona.post<Agreement>(`/api/agreements/${id}/guardian/accept`, guardianBody);
  expect(accepted.status).toBe(200);
  expect(accepted.body.guardians).toEqual([
    expect.objectContaining({
      status: 'active',
      name: mona.name,
      isYou: true,
      email: null,
      relation: 'parent',
    }),
  ]);
  const stored = await agreementsDb.query(
    'select user_id is not null as bound, relation, birth_date::text as born from guardians where agreement_id = $1',
    [id],
  );
  expect(stored.rows).toEqual([{ bound: true, relation: 'parent', born: '1976-02-14' }]);

  // The text names the guardian; she reads it as a party does (she signs that very text).
  const text = await eventually(
    async () => {
      const res = await mona.get<Agreement>(`/api/agreements/${id}`);
      return res.body.legalText?.includes(mona.name) ? res.body.legalText : undefined;
    },
    20_000,
    'a text naming the guardian',
  );
  expect(text).toContain('verge');
  expect(text).toContain('1982'); // Ola's date of birth: the parties' details are hers to read
  const outsiders = (await per.get<Agreement>(`/api/agreements/${id}`)).body.legalText ?? '';
  expect(outsiders).not.toContain('1976');

  // A guardian never answers.
  const questions = (await mona.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  expect(
    (await mona.post(`/api/agreements/${id}/answers`, { answers: fittingAnswers(questions) })).status,
  ).toBe(403);

  // Both parties sign: not yet signed, the guardian is missing.
  expect((await signWithPassword(ola, id)).status).toBe(201);
  expect((await signWithPassword(siri, id)).status).toBe(201);
  const status = async () =>
    (await agreementsDb.query('select status from agreements where id = $1', [id])).rows[0].status;
  expect(await status()).toBe('completed');
  // Once someone signed, the guardian cannot be removed.
  const guardianId = accepted.body.guardians![0]!.id;
  expect((await siri.request('DELETE', `/api/agreements/${id}/guardians/${guardianId}`)).status).toBe(409);

  const monaView = (await mona.get<SignaturesView>(`/api/agreements/${id}/signatures`)).body;
  expect(monaView.canSign).toBe(true);
  expect(monaView.parties.map((p) => [p.name, p.role ?? 'party', p.signedAt !== null])).toEqual([
    [ola.name, 'party', true],
    [siri.name, 'party', true],
    [mona.name, 'guardian', false],
  ]);
  expect((await signWithPassword(mona, id)).status).toBe(201);
  expect(await status()).toBe('signed');
  const signatures = await agreementsDb.query(
    'select name, role from signatures where agreement_id = $1 and voided_at is null order by signed_at',
    [id],
  );
  expect(signatures.rows).toEqual([
    { name: ola.name, role: 'party' },
    { name: siri.name, role: 'party' },
    { name: mona.name, role: 'guardian' },
  ]);

  // The sealed PDF, for the guardian too, names the guardian in the text and on the evidence page.
  const pdf = await eventually(
    async () => {
      const res = await download(mona, `/api/agreements/${id}/pdf`);
      return res.status === 200 ? res.bytes : undefined;
    },
    60_000,
    'the sealed PDF',
  );
  const target = path.join(tmp, 'guardian.pdf');
  writeFileSync(target, pdf);
  const pdfText = execFileSync('pdftotext', [target, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(pdfText).toContain(`${mona.name}, verge for ${siri.name}`);
  expect(pdfText).toContain('representert ved verge');
}, 180_000);

it('an observer who took part as a visitor and logs in becomes a party, and observing ends (one account is never both)', async () => {
  const kari = await register('Kari', 'Besøk');
  const anne = await register('Anne', 'Besøk');
  const id = await newAgreement(kari);
  expect(await answer(kari, id)).toBe(200);
  expect((await kari.post(`/api/agreements/${id}/observers`, { email: anne.email })).status).toBe(201);
  expect((await anne.post(`/api/agreements/${id}/observers/accept`)).status).toBe(200);

  // The same person, in another browser, joins by the link without logging in and answers.
  const visitor = new TestClient(gateway.url, { 'x-forwarded-for': '10.41.9.2' });
  const questions = (await visitor.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
  expect(
    (await visitor.post(`/api/agreements/${id}/answers`, { answers: fittingAnswers(questions) })).status,
  ).toBe(200);
  const login = await visitor.post('/api/auth/login', { email: anne.email, password: PASSWORD });
  expect(login.status).toBe(200);

  const seen = (await anne.get<Agreement>(`/api/agreements/${id}`)).body;
  expect(seen.youAreObserver).toBe(false);
  expect(seen.participants.find((p) => p.isYou)).toMatchObject({ userName: anne.name, isAnonymous: false });
  const rows = await agreementsDb.query(
    `select (select count(*)::int from observers where agreement_id = $1) as observers,
            (select count(*)::int from participants where agreement_id = $1 and is_anonymous) as visitors`,
    [id],
  );
  expect(rows.rows).toEqual([{ observers: 0, visitors: 0 }]);
  // And she now writes as the party she is.
  expect(await postInChat(anne, gateway.url, id, 'Nå er jeg med')).toMatchObject({ type: 'message' });
}, 120_000);
