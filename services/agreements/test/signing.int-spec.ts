/**
 * Signing with evidence (issue 18, docs/signing.md), through two gateways and two agreements processes
 * on one database, with every stored row checked with SQL:
 * - two parties sign at once on different processes → both signatures, status `signed`, one `signed`
 *   audit entry, a whole hash chain (created … completed, signature-added ×2, signed), the activity events
 *   `signature-added` ×2 and `signed` read from JetStream by a test durable consumer (and `signatures-voided`);
 * - the seal source documents asks for (the frozen text, the signers, the audit trail, the user ids);
 * - refusals: anonymous (401), a non-participant (403), a wrong code (422, then rate-limited 429 under
 *   parallel requests), a wrong password (422), a text that changed (409 TEXT_CHANGED), every change to
 *   a frozen agreement (409 AGREEMENT_FROZEN: answers, delete, party details), voiding once signed;
 * - the code limit under parallel requests (3 codes, then 429; only salted hashes stored);
 * - voiding: the text opens again; a sign racing a party-details change on the two processes leaves
 *   the signature on exactly the text with the stored details.
 * - issue 31: `textSha256` required (400, nothing stored); a code sent for another text (409
 *   TEXT_CHANGED); an unconfirmed address, no date of birth, under 18 (409, no code row, no signature);
 *   audit rows MACed (`mac`, `key_id`) with no IP address or browser in them; the seal source refused
 *   (409 AUDIT_TRAIL_INVALID) for a trail rewritten with SQL (later hashes recomputed by the documented
 *   rule) and for one cut at the start; a visitor's legal-text read stores nothing.
 * - issue 31 review: a trail that does not start with `created` (an agreement from before the trail, made
 *   with SQL) gets no code and no signature (409 AUDIT_TRAIL_INVALID, nothing stored, the view says why);
 *   nobody signs first while another party has no date of birth or is under 18 (409 PARTY_DETAILS_MISSING
 *   naming who must act, nothing stored; once given, signing works); `signature-added` records codeSentTo
 *   and emailConfirmed; the seal source refuses a valid trail copied in from another agreement and a
 *   signature row changed with SQL (409 AUDIT_TRAIL_INVALID).
 *
 * The one-time codes are taken from a stand-in for the notifications service's `sendSigningCode`
 * (a NATS responder checking the contract; libs/service-kit NotificationsStandIn): the real mail is
 * the seal slice's and is tested with the SMTP sink in services/notifications/test.
 */
import {
  type AgreementActivityEvent,
  agreementActivityEventSchema,
  AgreementEventsStream,
  AgreementsSubjects,
  auditCanonicalJson,
  type Agreement,
  type AgreementQuestion,
  type AuditEntry,
  MAX_SIGNING_ATTEMPTS,
  MAX_SIGNING_CODES,
  MAX_WRONG_SIGNING_PASSWORDS_PER_USER,
  partiesWithoutBirthDateText,
  sealSourceSchema,
  type SignaturesView,
  SigningMessages,
} from '@avtalt/contracts';
import {
  confirmAddressForTests,
  eventually,
  type GatewayProcess,
  NotificationsStandIn,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  TestClient,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import { AckPolicy, type ConsumerMessages, connect, DeliverPolicy, type NatsConnection } from 'nats';
import { createHash, randomUUID } from 'node:crypto';
import type { Client } from 'pg';

const REDIS_DB = 14;
const PASSWORD = 'passord123';
const services: ServiceProcess[] = [];
let gateways: GatewayProcess[] = [];
let db: Client;
let nats: NatsConnection;
let mail: NotificationsStandIn;
let ip = 1;
/** `agreement.activity` events read from JetStream by the test's own durable consumer (as notifications and documents read them). */
const durable = `it_signing_${unique()}`;
const received: AgreementActivityEvent[] = [];
let messages: ConsumerMessages | undefined;

type Person = TestClient & { name: string; userId: string };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A client whose requests alternate between the two gateways (and reach either agreements process through
 * NATS). Its address is confirmed (a test fixture: SQL on identity's database) unless `confirmed` is false.
 */
async function person(firstName: string, first = 0, confirmed = true): Promise<Person> {
  const http = new TestClient(
    first === 0 ? gateways.map((g) => g.url) : gateways.map((g) => g.url).reverse(),
    {
      'x-forwarded-for': `10.18.${Math.floor(ip / 250)}.${ip++ % 250}`,
      'user-agent': `Testleser/${firstName}`,
    },
  );
  const id = unique();
  const lastName = `Signer${id.slice(-4)}`;
  const res = await http.post<{ id: string }>('/api/auth/register', {
    firstName,
    lastName,
    username: `s_${id}`,
    email: `s.${id}@example.no`,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  if (confirmed) await confirmAddressForTests('it_signing_identity', `s.${id}@example.no`);
  return Object.assign(http, { name: `${firstName} ${lastName}`, userId: res.body.id });
}

/** A custom-topic agreement both answer alike, both give a date of birth: completed with its final text stored. */
async function completedAgreement(
  a: Person,
  b: Person,
  details: [object, object] = [{ birthDate: '1985-03-01' }, { birthDate: '1986-04-02' }],
): Promise<string> {
  const created = await a.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    // A title the offline generator reads no relation in: the bank's Ja/Nei questions, which this test answers
    // with Ja and Nei (a relation's typed questions are answered in custom-topic.int-spec.ts and the e2e).
    title: `Avtale om planene ${unique()}`,
    description: 'Vi deler en seilbåt og båtplass.',
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  for (const p of [a, b]) {
    const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
    const res = await p.post<Agreement>(`/api/agreements/${id}/answers`, {
      answers: Object.fromEntries(questions.map((q) => [q.id, true])),
    });
    expect(res.status).toBe(200);
  }
  expect((await a.put(`/api/agreements/${id}/party-details`, details[0])).status).toBe(200);
  const last = await b.put<Agreement>(`/api/agreements/${id}/party-details`, details[1]);
  expect(last.status).toBe(200);
  expect(last.body.status).toBe('completed');
  return id;
}

const view = async (p: TestClient, id: string) => p.get<SignaturesView>(`/api/agreements/${id}/signatures`);
/** The hash of the text the party reads now (what the browser sends with a signature). */
const textOf = async (p: TestClient, id: string) => (await view(p, id)).body.textSha256!;

async function signWithCode(p: Person, id: string, textSha256?: string) {
  const n = mail.signingCodes.filter((m) => m.userId === p.userId && m.agreementId === id).length + 1;
  const asked = await p.post<{ maskedEmail: string; expiresAt: string }>(
    `/api/agreements/${id}/signatures/code`,
  );
  expect(asked.status).toBe(202);
  const code = await mail.signingCodeFor(p.userId, id, n);
  return p.post<SignaturesView>(`/api/agreements/${id}/signatures`, {
    consent: true,
    code,
    textSha256: textSha256 ?? (await textOf(p, id)),
  });
}

/** Signs with the password (a wrong one when given) and the hash of the text read now. */
async function signWithPassword(p: Person, id: string, password = PASSWORD) {
  return p.post<SignaturesView>(`/api/agreements/${id}/signatures`, {
    consent: true,
    password,
    textSha256: await textOf(p, id),
  });
}

const signatures = async (id: string) =>
  (
    await db.query<{
      name: string;
      method: string;
      ip_address: string;
      user_agent: string;
      text_sha256: string;
      voided_at: Date | null;
    }>(
      'select name, method, ip_address, user_agent, text_sha256, voided_at from signatures where agreement_id = $1 order by signed_at, id',
      [id],
    )
  ).rows;
const agreementRow = async (id: string) =>
  (
    await db.query<{
      status: string;
      frozen_text: string | null;
      frozen_text_sha256: string | null;
      legal_text: string | null;
    }>('select status, frozen_text, frozen_text_sha256, legal_text from agreements where id = $1', [id])
  ).rows[0];
async function auditTrail(id: string): Promise<AuditEntry[]> {
  const { rows } = await db.query(
    `select seq, kind, occurred_at as "occurredAt", actor_name as "actorName", round, details, prev_hash as "prevHash", hash
       from audit_events where agreement_id = $1 order by seq`,
    [id],
  );
  return rows.map((r) => ({ ...r, occurredAt: new Date(r.occurredAt).toISOString() }));
}
/** The chain recomputed here, independently of the service's code: each hash over the previous one and the canonical JSON. */
function chainIsWhole(entries: AuditEntry[]): boolean {
  return entries.every((e, k) => {
    const prev = k === 0 ? null : entries[k - 1].hash;
    const { prevHash: _p, hash: _h, ...own } = e;
    return (
      e.seq === k + 1 && e.prevHash === prev && e.hash === sha256((prev ?? '') + auditCanonicalJson(own))
    );
  });
}

/** A request to an agreements subject as Nest sends it (documents asks `sealSource` like this). */
async function natsRequest(
  subject: string,
  data: unknown,
): Promise<{ response?: unknown; err?: { code: string } }> {
  const id = randomUUID();
  const msg = await nats.request(subject, JSON.stringify({ pattern: subject, data, id }), { timeout: 5000 });
  return msg.json();
}

beforeAll(async () => {
  mail = await NotificationsStandIn.start();
  services.push(await startBackendService('identity', { database: 'it_signing_identity' }));
  services.push(
    await startBackendService('templates', { database: 'it_signing_templates', redisDb: REDIS_DB }),
  );
  services.push(
    await startBackendService('documents', { database: 'it_signing_documents', redisDb: REDIS_DB }),
  );
  for (let k = 0; k < 2; k++)
    services.push(
      await startBackendService('agreements', {
        database: 'it_signing_agreements',
        env: { VERIFY_WRITES: 'true' },
      }),
    );
  gateways = [
    await startGatewayProcess(REDIS_DB, { REGISTER_MAX_PER_IP: '1000' }),
    await startGatewayProcess(REDIS_DB, { REGISTER_MAX_PER_IP: '1000' }),
  ];
  db = await testDatabase('it_signing_agreements');
  nats = await connect({ servers: testInfra().natsUrl });
  const jsm = await nats.jetstreamManager();
  await eventually(
    async () =>
      (await jsm.streams.info(AgreementEventsStream.name).catch(() => undefined)) ? true : undefined,
    10_000,
    'stream',
  );
  await jsm.consumers.add(AgreementEventsStream.name, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.New,
    filter_subject: AgreementsSubjects.activity,
  });
  messages = await (await nats.jetstream().consumers.get(AgreementEventsStream.name, durable)).consume();
  void (async () => {
    for await (const m of messages!) {
      received.push(agreementActivityEventSchema.parse(m.json()));
      m.ack();
    }
  })();
}, 120_000);

afterAll(async () => {
  await messages?.close();
  if (nats)
    await (
      await nats.jetstreamManager()
    ).consumers
      .delete(AgreementEventsStream.name, durable)
      .catch(() => undefined);
  await nats?.close();
  await db?.end();
  for (const g of gateways) await g.stop();
  for (const service of services.reverse()) await service.stop();
  await mail?.stop();
});

it('two parties sign at once on two processes: status signed, the text frozen, the audit trail whole, the seal source complete', async () => {
  const [kari, ola] = [await person('Kari', 0), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);

  const before = await view(kari, id);
  expect(before.status).toBe(200);
  expect(before.body).toMatchObject({
    enabled: true,
    status: 'unsigned',
    canSign: true,
    canVoid: false,
    pdfSha256: null,
    voidedAt: null,
  });
  const legalText = (await kari.get<{ html: string }>(`/api/agreements/${id}/legal-text`)).body.html;
  expect(before.body.textSha256).toBe(sha256(legalText));

  // Both at once, one on each gateway (and so on either agreements process).
  const [k, o] = await Promise.all([
    signWithCode(kari, id, before.body.textSha256!),
    ola.post<SignaturesView>(`/api/agreements/${id}/signatures`, {
      consent: true,
      password: PASSWORD,
      textSha256: before.body.textSha256,
    }),
  ]);
  expect([k.status, o.status]).toEqual([201, 201]);
  const after = await view(ola, id);
  expect(after.body.status).toBe('signed');
  expect(after.body.parties.map((p) => [p.name, p.method, p.signedAt !== null])).toEqual(
    expect.arrayContaining([
      [kari.name, 'email-code', true],
      [ola.name, 'password', true],
    ]),
  );
  expect(after.body).toMatchObject({ canSign: false, canVoid: false });

  // Stored: two signatures on the one frozen text, with the client facts; the code used once.
  const row = await agreementRow(id);
  expect(row.status).toBe('signed');
  expect(row.frozen_text).toBe(legalText);
  expect(row.frozen_text_sha256).toBe(sha256(legalText));
  const stored = await signatures(id);
  expect(stored.map((s) => [s.method, s.text_sha256, s.voided_at]).sort()).toEqual([
    ['email-code', sha256(legalText), null],
    ['password', sha256(legalText), null],
  ]);
  expect(stored.map((s) => s.user_agent).sort()).toEqual([`Testleser/Kari`, `Testleser/Ola`]);
  expect(stored.every((s) => /^10\.18\./.test(s.ip_address))).toBe(true);
  const codes = (await db.query('select code_hash, used_at from signing_codes where agreement_id = $1', [id]))
    .rows;
  expect(codes).toHaveLength(1);
  expect(codes[0].used_at).not.toBeNull();

  // The audit trail: every event, in order, chained.
  const trail = await auditTrail(id);
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
  expect(trail.filter((e) => e.kind === 'signature-added').map((e) => e.details.textSha256)).toEqual([
    sha256(legalText),
    sha256(legalText),
  ]);
  expect(chainIsWhole(trail)).toBe(true);

  // The activity events (signature-added ×2, signed) were written with the change and published (the relay empties the outbox).
  await eventually(
    async () =>
      (await db.query(`select 1 from outbox where payload->>'agreementId' = $1`, [id])).rows.length === 0
        ? true
        : undefined,
    10_000,
    'outbox emptied',
  );
  const published = await eventually(
    async () => {
      const mine = received.filter(
        (e) => e.agreementId === id && ['signature-added', 'signed'].includes(e.kind),
      );
      return mine.length >= 3 ? mine : undefined;
    },
    10_000,
    'signing events on JetStream',
  );
  expect(published.map((e) => e.kind)).toEqual(['signature-added', 'signature-added', 'signed']);
  const pids = (
    await db.query<{ id: string }>(
      'select participant_id as id from signatures where agreement_id = $1 order by signed_at, id',
      [id],
    )
  ).rows.map((r) => r.id);
  expect(published.slice(0, 2).map((e) => e.actorParticipantId)).toEqual(pids);
  expect(published[2].actorParticipantId).toBeNull();
  expect(published[2].participants.map((p) => p.userId).sort()).toEqual([kari.userId, ola.userId].sort());

  // What documents seals: the frozen text, both signers, the trail, both user ids.
  const source = await natsRequest('agreements.signatures.seal-source.v1', { agreementId: id });
  const parsed = sealSourceSchema.parse(source.response);
  expect(parsed.html).toBe(legalText);
  expect(parsed.signers.map((s) => s.name).sort()).toEqual([kari.name, ola.name].sort());
  expect(parsed.audit.map((e) => e.hash)).toEqual(trail.map((e) => e.hash));
  expect(parsed.userIds.sort()).toEqual([kari.userId, ola.userId].sort());

  // A signed agreement is listed with the completed ones, with its status.
  const listed = await kari.get<{ id: string; status: string }[]>('/api/agreements/completed');
  expect(listed.body.find((a) => a.id === id)?.status).toBe('signed');

  // Once signed: nothing changes it, nobody voids it, nobody deletes it.
  const voided = await kari.post(`/api/agreements/${id}/signatures/void`);
  expect(voided.status).toBe(409);
  expect(voided.body).toMatchObject({ message: SigningMessages.voidNotAllowed });
  const deleted = await kari.request('DELETE', `/api/agreements/${id}`);
  expect(deleted.status).toBe(409);
  expect(deleted.body).toMatchObject({ code: 'AGREEMENT_FROZEN' });
  expect((await agreementRow(id)).status).toBe('signed');
}, 60_000);

it('refuses a visitor (401), a non-participant (403), a wrong password (422) and a text that changed (409), storing nothing', async () => {
  const [kari, ola, per] = [await person('Kari'), await person('Ola', 1), await person('Per')];
  const id = await completedAgreement(kari, ola);
  const visitor = new TestClient(gateways[0].url, { 'x-forwarded-for': '10.18.250.1' });

  expect((await view(visitor, id)).status).toBe(401);
  expect(
    (
      await visitor.post(`/api/agreements/${id}/signatures`, {
        consent: true,
        password: 'x',
        textSha256: 'a'.repeat(64),
      })
    ).status,
  ).toBe(401);
  expect((await visitor.post(`/api/agreements/${id}/signatures/code`)).status).toBe(401);
  expect((await view(per, id)).status).toBe(403);
  expect(
    (
      await per.post(`/api/agreements/${id}/signatures`, {
        consent: true,
        password: PASSWORD,
        textSha256: 'a'.repeat(64),
      })
    ).status,
  ).toBe(403);
  expect((await per.post(`/api/agreements/${id}/signatures/code`)).status).toBe(403);

  // Bad bodies: 400 with the Norwegian message.
  const noConsent = await kari.post(`/api/agreements/${id}/signatures`, {
    consent: false,
    password: PASSWORD,
    textSha256: 'a'.repeat(64),
  });
  expect(noConsent.status).toBe(400);
  expect(noConsent.body).toMatchObject({ message: SigningMessages.consentRequired });
  const both = await kari.post(`/api/agreements/${id}/signatures`, {
    consent: true,
    password: PASSWORD,
    code: '123456',
    textSha256: 'a'.repeat(64),
  });
  expect(both.status).toBe(400);
  expect(
    (
      await kari.post(`/api/agreements/${id}/signatures`, {
        consent: true,
        code: '12ab',
        textSha256: 'a'.repeat(64),
      })
    ).status,
  ).toBe(400);

  const wrong = await signWithPassword(kari, id, 'feil-passord');
  expect(wrong.status).toBe(422);
  expect(wrong.body).toMatchObject({ code: 'INVALID_SIGNING_PROOF', message: SigningMessages.wrongPassword });
  const changed = await kari.post(`/api/agreements/${id}/signatures`, {
    consent: true,
    password: PASSWORD,
    textSha256: 'f'.repeat(64),
  });
  expect(changed.status).toBe(409);
  expect(changed.body).toMatchObject({ code: 'TEXT_CHANGED', message: SigningMessages.textChanged });
  expect(await signatures(id)).toEqual([]);
  expect((await agreementRow(id)).frozen_text).toBeNull();
  // The wrong password counted; the refused text did not.
  const { rows } = await db.query('select succeeded from signing_attempts where agreement_id = $1', [id]);
  expect(rows).toEqual([{ succeeded: false }]);
}, 60_000);

it('limits wrong codes and code requests under parallel requests (429), storing only salted hashes', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);

  // Code requests in parallel on both gateways: MAX_SIGNING_CODES get through.
  const requests = await Promise.all(
    Array.from({ length: 6 }, () => kari.post(`/api/agreements/${id}/signatures/code`)),
  );
  expect(requests.filter((r) => r.status === 202)).toHaveLength(MAX_SIGNING_CODES);
  const limited = requests.filter((r) => r.status === 429);
  expect(limited).toHaveLength(6 - MAX_SIGNING_CODES);
  expect(limited[0].body).toMatchObject({ message: SigningMessages.tooManyCodes });
  const { rows: codes } = await db.query('select * from signing_codes where agreement_id = $1', [id]);
  expect(codes).toHaveLength(MAX_SIGNING_CODES);
  const sent = mail.signingCodes.filter((m) => m.agreementId === id).map((m) => m.code);
  expect(sent).toHaveLength(MAX_SIGNING_CODES);
  for (const code of sent) expect(JSON.stringify(codes)).not.toContain(code);

  // Wrong codes in parallel: MAX_SIGNING_ATTEMPTS are checked (422), the rest refused (429).
  const text = await textOf(kari, id);
  const wrongCode = sent.includes('000000') ? '000001' : '000000';
  const attempts = await Promise.all(
    Array.from({ length: 9 }, () =>
      kari.post(`/api/agreements/${id}/signatures`, { consent: true, code: wrongCode, textSha256: text }),
    ),
  );
  expect(attempts.filter((r) => r.status === 422)).toHaveLength(MAX_SIGNING_ATTEMPTS);
  expect(attempts.filter((r) => r.status === 429)).toHaveLength(9 - MAX_SIGNING_ATTEMPTS);
  expect(attempts.find((r) => r.status === 422)?.body).toMatchObject({ message: SigningMessages.wrongCode });
  const { rows: counted } = await db.query(
    'select count(*)::int as n from signing_attempts where agreement_id = $1 and succeeded = false',
    [id],
  );
  expect(counted[0].n).toBe(MAX_SIGNING_ATTEMPTS);
  // Even the right code waits for the window now.
  const right = await kari.post(`/api/agreements/${id}/signatures`, {
    consent: true,
    code: sent[0],
    textSha256: text,
  });
  expect(right.status).toBe(429);
  expect(right.body).toMatchObject({ message: SigningMessages.tooManyAttempts });
  expect(await signatures(id)).toEqual([]);
  // Ola's limits are his own.
  expect((await signWithPassword(ola, id)).status).toBe(201);
}, 60_000);

it('the first signature freezes the text; voiding opens it; a sign racing a party-details change signs exactly the stored text', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);
  const first = await signWithPassword(kari, id);
  expect(first.status).toBe(201);
  expect(first.body).toMatchObject({ status: 'signing', canSign: false, canVoid: true });

  // Frozen: party details, answers and delete are refused with 409 AGREEMENT_FROZEN; nothing stored.
  const details = await ola.put(`/api/agreements/${id}/party-details`, { address: 'Storgata 1, 0150 Oslo' });
  expect(details.status).toBe(409);
  expect(details.body).toMatchObject({ code: 'AGREEMENT_FROZEN', message: SigningMessages.frozen });
  expect((await kari.request('DELETE', `/api/agreements/${id}`)).body).toMatchObject({
    code: 'AGREEMENT_FROZEN',
  });
  const { rows: address } = await db.query(
    'select address from participants where agreement_id = $1 and address is not null',
    [id],
  );
  expect(address).toEqual([]);

  // Ola read the frozen text; voiding it (Kari) opens it, clears it and tells everyone.
  const read = (await view(ola, id)).body.textSha256!;
  const voided = await kari.post<SignaturesView>(`/api/agreements/${id}/signatures/void`);
  expect(voided.status).toBe(200);
  expect(voided.body.voidedAt).not.toBeNull();
  expect((await signatures(id)).every((s) => s.voided_at !== null)).toBe(true);
  expect(await agreementRow(id)).toMatchObject({
    status: 'completed',
    frozen_text: null,
    frozen_text_sha256: null,
    legal_text: null,
  });
  expect((await auditTrail(id)).slice(-2).map((e) => e.kind)).toEqual([
    'signature-added',
    'signatures-voided',
  ]);
  const voidEvent = await eventually(
    async () => received.find((e) => e.agreementId === id && e.kind === 'signatures-voided'),
    10_000,
    'signatures-voided event',
  );
  expect(voidEvent.actorParticipantId).toBe(
    (
      await db.query('select id from participants where agreement_id = $1 and user_id = $2', [
        id,
        kari.userId,
      ])
    ).rows[0].id,
  );

  // Kari changes her details (text made again with them) while Ola, on the other process, signs.
  const [changed, signed] = await Promise.all([
    kari.put(`/api/agreements/${id}/party-details`, { address: 'Kirkeveien 2, 0368 Oslo' }),
    signWithPassword(ola, id),
  ]);
  // One of the two goes first; at least one of them is stored (both, when the details came first).
  expect([changed.status, signed.status]).toContain(signed.status === 201 ? 201 : 200);
  expect([201, 409]).toContain(signed.status);
  const row = await agreementRow(id);
  const { rows: kariRow } = await db.query(
    'select address from participants where agreement_id = $1 and user_id = $2',
    [id, kari.userId],
  );
  // Whichever came first, the signature is on the frozen text, and that text holds exactly the stored details.
  const active = (await signatures(id)).filter((s) => s.voided_at === null);
  expect(active).toHaveLength(signed.status === 201 ? 1 : 0);
  if (signed.status !== 201) {
    // Refused while the text was being made again from the new details: nothing frozen, the details stored.
    expect(row.frozen_text).toBeNull();
    expect(kariRow[0].address).toBe('Kirkeveien 2, 0368 Oslo');
    return;
  }
  expect(active[0].text_sha256).toBe(row.frozen_text_sha256);
  expect(sha256(row.frozen_text!)).toBe(row.frozen_text_sha256);
  if (changed.status === 200) {
    expect(kariRow[0].address).toBe('Kirkeveien 2, 0368 Oslo');
    expect(row.frozen_text).toContain('Kirkeveien 2');
  } else {
    expect(changed.status).toBe(409);
    expect(kariRow[0].address).toBeNull();
    expect(row.frozen_text).not.toContain('Kirkeveien 2');
  }
  // A signature on the text Ola read before the void: refused when the text is not that one any more.
  if (row.frozen_text_sha256 !== read) {
    const stale = await kari.post(`/api/agreements/${id}/signatures`, {
      consent: true,
      password: PASSWORD,
      textSha256: read,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'TEXT_CHANGED' });
  }
  expect(chainIsWhole(await auditTrail(id))).toBe(true);
}, 60_000);

it('a code request while notifications is down answers 503 and stores no code: it does not use up the limit', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);
  await mail.down();
  try {
    for (let k = 0; k < MAX_SIGNING_CODES + 1; k++) {
      const res = await kari.post(`/api/agreements/${id}/signatures/code`);
      expect(res.status).toBe(503);
    }
    // In parallel too: every request removes only its own row.
    const parallel = await Promise.all(
      [0, 1, 2].map(() => kari.post(`/api/agreements/${id}/signatures/code`)),
    );
    expect(parallel.map((r) => r.status)).toEqual([503, 503, 503]);
    expect(
      (await db.query('select count(*)::int as n from signing_codes where agreement_id = $1', [id])).rows[0]
        .n,
    ).toBe(0);
  } finally {
    mail.up();
  }
  // Back: the code is sent (202) and the one row stored is that code's.
  const asked = await kari.post(`/api/agreements/${id}/signatures/code`);
  expect(asked.status).toBe(202);
  expect(
    (
      await db.query(
        'select count(*)::int as n from signing_codes where agreement_id = $1 and user_id = $2',
        [id, kari.userId],
      )
    ).rows[0].n,
  ).toBe(1);
  const code = await mail.signingCodeFor(kari.userId, id, 1);
  expect(
    (
      await kari.post(`/api/agreements/${id}/signatures`, {
        consent: true,
        code,
        textSha256: await textOf(kari, id),
      })
    ).status,
  ).toBe(201);
}, 60_000);

it('limits wrong signing passwords per user over every agreement (429 past MAX_WRONG_SIGNING_PASSWORDS_PER_USER), under parallel requests', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  const ids = [
    await completedAgreement(kari, ola),
    await completedAgreement(kari, ola),
    await completedAgreement(kari, ola),
  ];
  const texts = new Map(await Promise.all(ids.map(async (id) => [id, await textOf(kari, id)] as const)));
  // 4 wrong passwords on each of three agreements at once: each agreement is under its own limit (5), the user is not.
  const perAgreement = 4;
  const answers = await Promise.all(
    ids.flatMap((id) =>
      Array.from({ length: perAgreement }, () =>
        kari.post(`/api/agreements/${id}/signatures`, {
          consent: true,
          password: 'feil-passord',
          textSha256: texts.get(id),
        }),
      ),
    ),
  );
  expect(answers.filter((r) => r.status === 422)).toHaveLength(MAX_WRONG_SIGNING_PASSWORDS_PER_USER);
  const limited = answers.filter((r) => r.status === 429);
  expect(limited).toHaveLength(ids.length * perAgreement - MAX_WRONG_SIGNING_PASSWORDS_PER_USER);
  expect(limited[0].body).toMatchObject({ code: 'RATE_LIMITED', message: SigningMessages.tooManyAttempts });
  const { rows } = await db.query(
    `select count(*)::int as n from signing_attempts where user_id = $1 and method = 'password' and succeeded = false`,
    [kari.userId],
  );
  expect(rows[0].n).toBe(MAX_WRONG_SIGNING_PASSWORDS_PER_USER);
  // Even the right password waits now, on any agreement; nothing signed.
  const right = await signWithPassword(kari, ids[2]);
  expect(right.status).toBe(429);
  for (const id of ids) expect(await signatures(id)).toEqual([]);
  // Ola's passwords are his own.
  expect((await signWithPassword(ola, ids[0])).status).toBe(201);
}, 90_000);

it('a visitor or a non-party asking for the signatures, a code, to sign or for the text does not make the final text (security review L9)', async () => {
  const [kari, ola, per] = [await person('Kari'), await person('Ola', 1), await person('Per')];
  const id = await completedAgreement(kari, ola);
  // Signed and voided: the stored final text is cleared (made again at the next request for it).
  expect((await signWithPassword(kari, id)).status).toBe(201);
  expect((await kari.post(`/api/agreements/${id}/signatures/void`)).status).toBe(200);
  expect((await agreementRow(id)).legal_text).toBeNull();
  const visitor = new TestClient(gateways[0].url, { 'x-forwarded-for': '10.18.251.9' });
  expect((await view(visitor, id)).status).toBe(401);
  expect((await visitor.post(`/api/agreements/${id}/signatures/code`)).status).toBe(401);
  expect((await view(per, id)).status).toBe(403);
  expect((await per.post(`/api/agreements/${id}/signatures/code`)).status).toBe(403);
  expect(
    (
      await per.post(`/api/agreements/${id}/signatures`, {
        consent: true,
        password: PASSWORD,
        textSha256: 'a'.repeat(64),
      })
    ).status,
  ).toBe(403);
  // Security review L9: anyone with the link reads the text, but a visitor's or a non-party's read is a
  // render that is not stored.
  for (const reader of [visitor, per]) {
    const read = await reader.get<{ html: string }>(`/api/agreements/${id}/legal-text`);
    expect(read.status).toBe(200);
    expect(read.body.html.length).toBeGreaterThan(0);
  }
  expect((await agreementRow(id)).legal_text).toBeNull();
  // So the parties' details are not fixed by a stranger's read: Ola changes his (was 409 detailsFixed).
  const changed = await ola.put<Agreement>(`/api/agreements/${id}/party-details`, {
    birthDate: '1985-03-01',
    address: 'Ny adresse 2, 0150 Oslo',
  });
  expect(changed.status).toBe(200);
  const { rows: olaRow } = await db.query(
    'select birth_date::text as birth_date, address from participants where agreement_id = $1 and user_id = $2',
    [id, ola.userId],
  );
  expect(olaRow).toEqual([{ birth_date: '1985-03-01', address: 'Ny adresse 2, 0150 Oslo' }]);
  // A party's request makes it, with the details as they are now.
  expect((await view(ola, id)).status).toBe(200);
  expect((await agreementRow(id)).legal_text).toContain('Ny adresse 2, 0150 Oslo');
}, 60_000);

it('GET /api/verify/{sha256}: 400 for a malformed hash, rate-limited per client IP (429) before documents is asked', async () => {
  const stranger = new TestClient(gateways[0].url, { 'x-forwarded-for': '10.18.252.7' });
  const bad = await stranger.get('/api/verify/not-a-hash');
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ message: SigningMessages.hashFormat });
  const answers: number[] = [];
  for (let k = 0; k < 31; k++) answers.push((await stranger.get(`/api/verify/${sha256(`fil ${k}`)}`)).status);
  // Unknown hashes: 404 from documents (503 while no documents process answers the subject); the 31st is refused.
  expect(answers.slice(0, 30).every((status) => status === 404 || status === 503)).toBe(true);
  expect(answers[30]).toBe(429);
  // Another address is not held back.
  expect(
    (
      await new TestClient(gateways[0].url, { 'x-forwarded-for': '10.18.252.8' }).get(
        `/api/verify/${sha256('x')}`,
      )
    ).status,
  ).not.toBe(429);
}, 60_000);

// ---- issue 31 -------------------------------------------------------------------------------------

/** Audit rows as stored, with their MAC columns. */
const auditRows = async (id: string) =>
  (
    await db.query<{
      seq: number;
      kind: string;
      details: Record<string, unknown>;
      mac: string | null;
      key_id: string | null;
    }>('select seq, kind, details, mac, key_id from audit_events where agreement_id = $1 order by seq', [id])
  ).rows;

/** Both sign (Kari with a code, Ola with the password): a signed agreement. */
async function signedAgreement(): Promise<{ id: string; kari: Person; ola: Person }> {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);
  expect((await signWithCode(kari, id)).status).toBe(201);
  expect((await signWithPassword(ola, id)).status).toBe(201);
  expect((await agreementRow(id)).status).toBe('signed');
  return { id, kari, ola };
}

it('a signature without textSha256 is 400 and stores nothing (no signature, no attempt)', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);
  const res = await kari.post(`/api/agreements/${id}/signatures`, { consent: true, password: PASSWORD });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ message: SigningMessages.textRequired });
  expect(await signatures(id)).toEqual([]);
  expect((await db.query('select 1 from signing_attempts where agreement_id = $1', [id])).rows).toEqual([]);
  expect((await agreementRow(id)).frozen_text).toBeNull();
}, 60_000);

it('a code is bound to the text it was sent for (409 TEXT_CHANGED for another) and to the masked address it went to', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);
  const first = await textOf(ola, id);
  const asked = await ola.post<{ maskedEmail: string }>(`/api/agreements/${id}/signatures/code`);
  expect(asked.status).toBe(202);
  const code = await mail.signingCodeFor(ola.userId, id, 1);
  const { rows: stored } = await db.query(
    'select text_sha256, sent_to from signing_codes where agreement_id = $1 and user_id = $2',
    [id, ola.userId],
  );
  expect(stored).toEqual([{ text_sha256: first, sent_to: asked.body.maskedEmail }]);
  // The text changes: Kari signs, voids, and gives an address (the text is made again with it).
  expect((await signWithPassword(kari, id)).status).toBe(201);
  expect((await kari.post(`/api/agreements/${id}/signatures/void`)).status).toBe(200);
  expect(
    (await kari.put(`/api/agreements/${id}/party-details`, { address: 'Kirkeveien 2, 0368 Oslo' })).status,
  ).toBe(200);
  const second = await textOf(ola, id);
  expect(second).not.toBe(first);
  const refused = await ola.post(`/api/agreements/${id}/signatures`, {
    consent: true,
    code,
    textSha256: second,
  });
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'TEXT_CHANGED', message: SigningMessages.textChanged });
  expect((await signatures(id)).filter((s) => s.voided_at === null)).toEqual([]);
  expect(
    (
      await db.query('select used_at from signing_codes where agreement_id = $1 and user_id = $2', [
        id,
        ola.userId,
      ])
    ).rows,
  ).toEqual([{ used_at: null }]);
  // A code for the new text signs; the signature keeps where the code went, and the view says so.
  const signed = await signWithCode(ola, id, second);
  expect(signed.status).toBe(201);
  const { rows: sig } = await db.query(
    'select code_sent_to, email_confirmed from signatures where agreement_id = $1 and user_id = $2 and voided_at is null',
    [id, ola.userId],
  );
  expect(sig).toEqual([{ code_sent_to: asked.body.maskedEmail, email_confirmed: true }]);
  const me = signed.body.parties.find((p) => p.isYou)!;
  expect(me.level).toEqual({
    method: 'email-code',
    emailConfirmed: true,
    codeSentTo: asked.body.maskedEmail,
  });
  expect(signed.body.yourEvidence).toMatchObject({
    ipAddress: expect.stringMatching(/^10\.18\./),
    userAgent: 'Testleser/Ola',
  });
  // Kari sees Ola's level, never his IP address or browser.
  const hers = await view(kari, id);
  expect(hers.body.yourEvidence).toBeNull();
  expect(JSON.stringify(hers.body)).not.toContain('Testleser/Ola');
}, 60_000);

it('an unconfirmed address gets no code and cannot sign by either method (409 EMAIL_NOT_CONFIRMED, nothing stored); the view says why', async () => {
  const [kari, ola] = [await person('Kari', 0, false), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);
  const seen = await view(kari, id);
  expect(seen.body).toMatchObject({
    canSign: false,
    signBlocker: { code: 'EMAIL_NOT_CONFIRMED', message: SigningMessages.emailNotConfirmed },
  });
  const text = seen.body.textSha256!;
  for (const res of [
    await kari.post(`/api/agreements/${id}/signatures/code`),
    await kari.post(`/api/agreements/${id}/signatures`, {
      consent: true,
      password: PASSWORD,
      textSha256: text,
    }),
    await kari.post(`/api/agreements/${id}/signatures`, { consent: true, code: '123456', textSha256: text }),
  ]) {
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message: SigningMessages.emailNotConfirmed,
    });
  }
  expect((await db.query('select 1 from signing_codes where agreement_id = $1', [id])).rows).toEqual([]);
  expect((await db.query('select 1 from signing_attempts where agreement_id = $1', [id])).rows).toEqual([]);
  expect(await signatures(id)).toEqual([]);
  expect(mail.signingCodes.filter((m) => m.agreementId === id)).toEqual([]);
}, 60_000);

it('capacity: no date of birth (409 BIRTH_DATE_REQUIRED) and under 18 on the signing day in Norway (409 UNDER_AGE) sign nothing and get no code', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  // Kari turns 18 tomorrow (the date in Norway); Ola gave an address only.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1));
  const almost18 = `${tomorrow.getUTCFullYear() - 18}-${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}-${String(tomorrow.getUTCDate()).padStart(2, '0')}`;
  const id = await completedAgreement(kari, ola, [
    { birthDate: almost18 },
    { address: 'Storgata 1, 0150 Oslo' },
  ]);
  const text = await textOf(kari, id);
  expect((await view(kari, id)).body).toMatchObject({
    canSign: false,
    signBlocker: { code: 'UNDER_AGE', message: SigningMessages.underAge },
  });
  expect((await view(ola, id)).body).toMatchObject({
    canSign: false,
    signBlocker: { code: 'BIRTH_DATE_REQUIRED', message: SigningMessages.birthDateRequired },
  });
  for (const [p, code, message] of [
    [kari, 'UNDER_AGE', SigningMessages.underAge],
    [ola, 'BIRTH_DATE_REQUIRED', SigningMessages.birthDateRequired],
  ] as const) {
    for (const res of [
      await p.post(`/api/agreements/${id}/signatures/code`),
      await p.post(`/api/agreements/${id}/signatures`, {
        consent: true,
        password: PASSWORD,
        textSha256: text,
      }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code, message });
    }
  }
  expect((await db.query('select 1 from signing_codes where agreement_id = $1', [id])).rows).toEqual([]);
  expect(await signatures(id)).toEqual([]);
}, 60_000);

it('audit entries carry a MAC and key id, and a keyed digest instead of the IP address and browser', async () => {
  const { id } = await signedAgreement();
  const rows = await auditRows(id);
  expect(rows.map((r) => r.kind)).toEqual([
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
  for (const r of rows) {
    expect(r.mac).toMatch(/^[0-9a-f]{64}$/);
    expect(r.key_id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  }
  const details = JSON.stringify(rows.map((r) => r.details));
  expect(details).not.toMatch(/10\.18\./);
  expect(details).not.toContain('Testleser');
  expect(
    rows
      .filter((r) => r.kind === 'signature-added')
      .every((r) => /^[0-9a-f]{64}$/.test(String(r.details.clientDigest))),
  ).toBe(true);
  // Review: each signature's entry records what the seal prints of it (checked against the rows at seal time).
  const { rows: sigRows } = await db.query(
    'select method, code_sent_to, email_confirmed from signatures where agreement_id = $1',
    [id],
  );
  expect(
    rows
      .filter((r) => r.kind === 'signature-added')
      .map((r) => [r.details.method, r.details.codeSentTo, r.details.emailConfirmed])
      .sort(),
  ).toEqual(sigRows.map((r) => [r.method, r.code_sent_to, r.email_confirmed]).sort());
  expect(sigRows.find((r) => r.method === 'email-code')!.code_sent_to).toMatch(/\*\*\*@example\.no$/);
  // The IP address and browser stay in the signatures table.
  expect(
    (await signatures(id)).every(
      (s) => /^10\.18\./.test(s.ip_address) && s.user_agent.startsWith('Testleser/'),
    ),
  ).toBe(true);
  // The seal source: signers with their level and no IP address or browser; the whole trail.
  const source = sealSourceSchema.parse(
    (await natsRequest('agreements.signatures.seal-source.v1', { agreementId: id })).response,
  );
  expect(source.signers.map((x) => x.level.method).sort()).toEqual(['email-code', 'password']);
  expect(source.signers.every((x) => x.level.emailConfirmed)).toBe(true);
  expect(source.signingNotes).toEqual([]);
  expect(JSON.stringify(source.signers)).not.toContain('Testleser');
  expect(source.audit.map((e) => e.mac)).toEqual(rows.map((r) => r.mac));
}, 60_000);

it('tampering with database access alone: an entry rewritten (later hashes recomputed by the documented rule) or the first entry deleted is refused at seal time (409 AUDIT_TRAIL_INVALID)', async () => {
  const { id } = await signedAgreement();
  // The documented rule: hash = sha256(prevHash + canonical JSON of the entry); recomputed from the
  // rewritten entry on, as someone with SQL access but without AUDIT_HMAC_KEY can.
  const trail = await auditTrail(id);
  const k = trail.findIndex((e) => e.kind === 'signature-added');
  let prevHash = trail[k - 1].hash;
  for (const e of trail.slice(k)) {
    const details =
      e.seq === trail[k].seq
        ? { ...e.details, method: e.details.method === 'password' ? 'email-code' : 'password' }
        : e.details;
    const { prevHash: _p, hash: _h, ...own } = { ...e, details };
    const hash = sha256(prevHash + auditCanonicalJson(own));
    await db.query(
      'update audit_events set details = $3, prev_hash = $4, hash = $5 where agreement_id = $1 and seq = $2',
      [id, e.seq, JSON.stringify(details), prevHash, hash],
    );
    prevHash = hash;
  }
  expect(chainIsWhole(await auditTrail(id))).toBe(true);
  const refused = await natsRequest('agreements.signatures.seal-source.v1', { agreementId: id });
  expect(refused.response).toBeUndefined();
  expect(refused.err).toMatchObject({ code: 'AUDIT_TRAIL_INVALID' });

  // A trail cut at the start (its `created` entry deleted).
  const { id: other } = await signedAgreement();
  expect(
    (await natsRequest('agreements.signatures.seal-source.v1', { agreementId: other })).response,
  ).toBeDefined();
  await db.query('delete from audit_events where agreement_id = $1 and seq = 1', [other]);
  const cut = await natsRequest('agreements.signatures.seal-source.v1', { agreementId: other });
  expect(cut.err).toMatchObject({ code: 'AUDIT_TRAIL_INVALID' });
}, 90_000);

// ---- issue 31 review -----------------------------------------------------------------------------

/** Everything a refused code request or signature must have left untouched. */
async function storedForSigning(id: string) {
  return {
    codes: (await db.query('select 1 from signing_codes where agreement_id = $1', [id])).rows.length,
    attempts: (await db.query('select 1 from signing_attempts where agreement_id = $1', [id])).rows.length,
    signatures: (await signatures(id)).length,
    audit: (await auditRows(id)).length,
    frozen: (await agreementRow(id)).frozen_text_sha256,
    mails: mail.signingCodes.filter((m) => m.agreementId === id).length,
  };
}

it('review: an agreement whose trail does not start with `created` (made before the trail, here with SQL) gets no code and no signature: 409 AUDIT_TRAIL_INVALID, nothing stored, the view says what to do', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);
  await db.query('delete from audit_events where agreement_id = $1 and seq = 1', [id]);
  const before = await storedForSigning(id);
  for (const p of [kari, ola]) {
    const seen = await view(p, id);
    expect(seen.body).toMatchObject({
      canSign: false,
      signBlocker: { code: 'AUDIT_TRAIL_INVALID', message: SigningMessages.auditTrailTooOld },
    });
  }
  const text = await textOf(kari, id);
  for (const res of [
    await kari.post(`/api/agreements/${id}/signatures/code`),
    await kari.post(`/api/agreements/${id}/signatures`, {
      consent: true,
      password: PASSWORD,
      textSha256: text,
    }),
    await ola.post(`/api/agreements/${id}/signatures`, { consent: true, code: '123456', textSha256: text }),
  ]) {
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'AUDIT_TRAIL_INVALID',
      message: SigningMessages.auditTrailTooOld,
    });
  }
  expect(await storedForSigning(id)).toEqual(before);
  expect(before).toMatchObject({ codes: 0, attempts: 0, signatures: 0, frozen: null, mails: 0 });
}, 60_000);

it('review: nobody signs first while another party has no date of birth or is under 18 (409 PARTY_DETAILS_MISSING naming who must act, nothing stored); once given, the first signature goes through', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  // Ola made the final text with an address only.
  const id = await completedAgreement(kari, ola, [
    { birthDate: '1985-03-01' },
    { address: 'Storgata 1, 0150 Oslo' },
  ]);
  const missing = partiesWithoutBirthDateText([ola.name]);
  expect((await view(kari, id)).body).toMatchObject({
    canSign: false,
    signBlocker: { code: 'PARTY_DETAILS_MISSING', message: missing },
  });
  expect((await view(ola, id)).body).toMatchObject({
    canSign: false,
    signBlocker: { code: 'BIRTH_DATE_REQUIRED', message: SigningMessages.birthDateRequired },
  });
  const before = await storedForSigning(id);
  const text = await textOf(kari, id);
  for (const res of [
    await kari.post(`/api/agreements/${id}/signatures/code`),
    await kari.post(`/api/agreements/${id}/signatures`, {
      consent: true,
      password: PASSWORD,
      textSha256: text,
    }),
  ]) {
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PARTY_DETAILS_MISSING', message: missing });
    expect(JSON.stringify(res.body)).not.toContain('1985');
  }
  expect(await storedForSigning(id)).toEqual(before);
  // The text is not frozen, so Ola can still give his date of birth; then Kari signs first.
  expect(
    (
      await ola.put(`/api/agreements/${id}/party-details`, {
        address: 'Storgata 1, 0150 Oslo',
        birthDate: '1986-04-02',
      })
    ).status,
  ).toBe(200);
  expect((await signWithPassword(kari, id)).status).toBe(201);
  expect((await signWithCode(ola, id)).status).toBe(201);
  expect((await agreementRow(id)).status).toBe('signed');

  // Another party under 18 (not named, no date shown): nobody signs first.
  const [per, pia] = [await person('Per'), await person('Pia', 1)];
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
  const minor = `${Number(today.slice(0, 4)) - 17}-01-01`;
  const young = await completedAgreement(per, pia, [{ birthDate: '1980-01-01' }, { birthDate: minor }]);
  expect((await view(per, young)).body).toMatchObject({
    canSign: false,
    signBlocker: { code: 'PARTY_DETAILS_MISSING', message: SigningMessages.partyUnderAge },
  });
  const refused = await per.post(`/api/agreements/${young}/signatures`, {
    consent: true,
    password: PASSWORD,
    textSha256: await textOf(per, young),
  });
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({
    code: 'PARTY_DETAILS_MISSING',
    message: SigningMessages.partyUnderAge,
  });
  expect(JSON.stringify(refused.body)).not.toContain(minor);
  expect(await signatures(young)).toEqual([]);
}, 90_000);

it('review: the seal source refuses a valid trail copied in from another agreement (the MAC names the agreement) and a signature row changed with SQL (409 AUDIT_TRAIL_INVALID)', async () => {
  const x = await signedAgreement();
  const y = await signedAgreement();
  for (const { id } of [x, y])
    expect(
      (await natsRequest('agreements.signatures.seal-source.v1', { agreementId: id })).response,
    ).toBeDefined();
  // Y's whole trail, MACs and all, put in place of X's.
  await db.query('delete from audit_events where agreement_id = $1', [x.id]);
  await db.query(
    `insert into audit_events (agreement_id, seq, kind, occurred_at, actor_name, round, details, prev_hash, hash, mac, key_id)
     select $1, seq, kind, occurred_at, actor_name, round, details, prev_hash, hash, mac, key_id from audit_events where agreement_id = $2`,
    [x.id, y.id],
  );
  expect(chainIsWhole(await auditTrail(x.id))).toBe(true);
  const copied = await natsRequest('agreements.signatures.seal-source.v1', { agreementId: x.id });
  expect(copied.response).toBeUndefined();
  expect(copied.err).toMatchObject({ code: 'AUDIT_TRAIL_INVALID' });

  // Y's signature row changed with SQL (where the code went): its entry no longer matches.
  await db.query(
    `update signatures set code_sent_to = 'x***@example.no' where agreement_id = $1 and method = 'email-code'`,
    [y.id],
  );
  const changed = await natsRequest('agreements.signatures.seal-source.v1', { agreementId: y.id });
  expect(changed.err).toMatchObject({ code: 'AUDIT_TRAIL_INVALID' });
}, 90_000);

it('SIGNING=off: no new codes or signatures (404 SIGNING_DISABLED), but an existing signature keeps the freeze and can be voided', async () => {
  const [kari, ola] = [await person('Kari'), await person('Ola', 1)];
  const id = await completedAgreement(kari, ola);
  const id2 = await completedAgreement(kari, ola);
  expect((await signWithPassword(kari, id2)).status).toBe(201);
  // Both agreements processes replaced by one with signing off.
  for (const service of services.filter((s) => s.name === 'agreements')) await service.stop();
  services.push(
    await startBackendService('agreements', {
      database: 'it_signing_agreements',
      env: { VERIFY_WRITES: 'true', SIGNING: 'off' },
    }),
  );
  const off = await view(kari, id);
  expect(off.status).toBe(200);
  expect(off.body).toMatchObject({ enabled: false, canSign: false, canVoid: false });
  for (const res of [
    await kari.post(`/api/agreements/${id}/signatures/code`),
    await kari.post(`/api/agreements/${id}/signatures`, {
      consent: true,
      password: PASSWORD,
      textSha256: 'a'.repeat(64),
    }),
    await ola.post(`/api/agreements/${id2}/signatures/code`),
    await ola.post(`/api/agreements/${id2}/signatures`, {
      consent: true,
      password: PASSWORD,
      textSha256: 'a'.repeat(64),
    }),
  ]) {
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'SIGNING_DISABLED', message: SigningMessages.disabled });
  }
  expect(await signatures(id)).toEqual([]);
  expect((await signatures(id2)).filter((s) => s.voided_at === null)).toHaveLength(1);

  // Kari's signature from before: the view shows it, the text stays frozen, and it can be voided.
  const signing = await view(ola, id2);
  expect(signing.body).toMatchObject({ enabled: false, status: 'signing', canSign: false, canVoid: true });
  const details = await ola.put(`/api/agreements/${id2}/party-details`, { address: 'Storgata 1, 0150 Oslo' });
  expect(details.status).toBe(409);
  expect(details.body).toMatchObject({ code: 'AGREEMENT_FROZEN' });
  const voided = await ola.post<SignaturesView>(`/api/agreements/${id2}/signatures/void`);
  expect(voided.status).toBe(200);
  expect((await signatures(id2)).every((s) => s.voided_at !== null)).toBe(true);
  expect(await agreementRow(id2)).toMatchObject({
    status: 'completed',
    frozen_text: null,
    frozen_text_sha256: null,
  });
  expect((await auditTrail(id2)).at(-1)?.kind).toBe('signatures-voided');
  // Nothing left to void: a plain 409, not SIGNING_DISABLED.
  expect((await ola.post(`/api/agreements/${id2}/signatures/void`)).status).toBe(409);
}, 60_000);
