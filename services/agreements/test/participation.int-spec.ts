/**
 * Who takes part (security review F6, F11): saved answers are drafts that join nobody, the initiator
 * removes someone who does not answer, and names as long as registration allows. Two agreements
 * processes behind two gateways; every test reads what was stored with SQL.
 */
import type { Agreement, AgreementQuestion, AgreementSummary, Comparison } from '@avtalt/contracts';
import {
  eventually,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';

const REDIS_DB = 11;
const DATABASE = 'it_participation_agreements';
const AGREEMENTS_ENV = { VERIFY_WRITES: 'true' };

let services: ServiceProcess[] = [];
let replicas: ServiceProcess[] = [];
let gateways: GatewayProcess[] = [];
let db: Client;
let ip = 1;

const startReplica = () => startBackendService('agreements', { database: DATABASE, env: AGREEMENTS_ENV });

function visitor(): TestClient {
  return new TestClient(
    gateways.map((g) => g.url),
    { 'x-forwarded-for': `10.11.${Math.floor(ip / 250)}.${ip++ % 250}` },
  );
}

type Account = TestClient & { email: string; id: string };

async function user(firstName = 'Siri', lastName = `Berg${unique().slice(-4)}`): Promise<Account> {
  const http = visitor();
  const id = unique();
  const email = `deltaker.${id}@example.no`;
  const res = await http.post('/api/auth/register', {
    firstName,
    lastName,
    username: `siri_${id}`,
    email,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { email, id: res.body.id as string });
}

async function newAgreement(owner: TestClient, expectedParticipants = 2): Promise<string> {
  const res = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    // A title the offline generator reads no relation in: the bank's Ja/Nei questions, which this test answers
    // with Ja and Nei (a relation's typed questions are answered in custom-topic.int-spec.ts and the e2e).
    title: `Avtale om planene ${unique()}`,
    description: 'Vi deler en seilbåt og båtplass.',
    expectedParticipants,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function questions(http: TestClient, id: string): Promise<AgreementQuestion[]> {
  const res = await http.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Answers every question of the caller's round with Ja, except the given ones with Nei. */
async function answer(http: TestClient, id: string, no: string[] = []): Promise<Agreement> {
  const ids = (await questions(http, id)).map((q) => q.id);
  const res = await http.post<Agreement>(`/api/agreements/${id}/answers`, {
    answers: Object.fromEntries(ids.map((q) => [q, !no.includes(q)])),
  });
  expect(res.status).toBe(200);
  return res.body;
}

const saveOne = (http: TestClient, id: string, questionId: string, response: boolean) =>
  http.post(`/api/agreements/${id}/questions/${questionId}/answers`, { response });

/** The caller's id as the server sees it (a user id, or the visitor's anonymous id). */
async function viewerId(http: TestClient, id: string): Promise<string> {
  return (await http.get<Agreement>(`/api/agreements/${id}`)).body.viewer.id;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  return (await db.query<{ n: number }>(sql, params)).rows[0].n;
}

async function storedDrafts(agreementId: string, ownerId: string): Promise<Record<string, boolean>> {
  const { rows } = await db.query<{ question_id: string; response: boolean }>(
    'select question_id, response from draft_answers where agreement_id = $1 and owner_id = $2',
    [agreementId, ownerId],
  );
  return Object.fromEntries(rows.map((r) => [r.question_id, r.response]));
}

async function storedAnswers(
  agreementId: string,
  userId: string,
  round = 1,
): Promise<Record<string, boolean>> {
  const { rows } = await db.query<{ question_id: string; response: boolean }>(
    `select a.question_id, a.response from answers a join participants p on p.id = a.participant_id
      where a.agreement_id = $1 and p.user_id = $2 and a.round = $3`,
    [agreementId, userId, round],
  );
  return Object.fromEntries(rows.map((r) => [r.question_id, r.response]));
}

async function storedAgreement(
  id: string,
): Promise<{ status: string; version: string; current_round: number }> {
  return (
    await db.query('select status, version::text as version, current_round from agreements where id = $1', [
      id,
    ])
  ).rows[0];
}

const participantUsers = async (agreementId: string) =>
  (
    await db.query<{ user_id: string }>(
      'select user_id from participants where agreement_id = $1 order by joined_at',
      [agreementId],
    )
  ).rows.map((r) => r.user_id);

beforeAll(async () => {
  services = [
    await startBackendService('identity', { database: 'it_participation_identity' }),
    await startBackendService('templates', {
      database: 'it_participation_templates',
      redisDb: REDIS_DB,
      env: { CUSTOM_TOPIC_QUESTIONS: '4' },
    }),
  ];
  replicas = await Promise.all([startReplica(), startReplica()]);
  gateways = [await startGatewayProcess(REDIS_DB), await startGatewayProcess(REDIS_DB)];
  db = await testDatabase(DATABASE);
});

afterAll(async () => {
  await db?.end();
  for (const gateway of gateways) await gateway.stop();
  for (const replica of replicas) await replica.stop();
  for (const service of services.reverse()) await service.stop();
});

describe('saved answers are drafts (F6)', () => {
  it('a stranger who saves one answer joins nobody: two who agree complete, and the next round is not held up', async () => {
    const [a, c] = [await user(), await user()];
    const stranger = visitor();
    const id = await newAgreement(a);
    const [q1] = (await questions(a, id)).map((q) => q.id);
    expect((await saveOne(stranger, id, q1, false)).status).toBe(204);
    const strangerId = await viewerId(stranger, id);
    expect(await storedDrafts(id, strangerId)).toEqual({ [q1]: false });
    expect(await participantUsers(id)).toEqual([]);

    await answer(a, id);
    const done = await answer(c, id);
    expect(done.status).toBe('completed');
    expect(done.participants.map((p) => p.userId)).toEqual([a.id, c.id]);
    expect((await storedAgreement(id)).status).toBe('completed');
    expect(await participantUsers(id)).toEqual([a.id, c.id]);

    // Disagreeing, the two start the next round although the stranger never submitted.
    const other = await newAgreement(a);
    const [p1] = (await questions(a, other)).map((q) => q.id);
    expect((await saveOne(stranger, other, p1, true)).status).toBe(204);
    await answer(a, other);
    await answer(c, other, [p1]);
    const comparison = (await a.get<Comparison>(`/api/agreements/${other}/comparison`)).body;
    expect(comparison.canStartNextRound).toBe(true);
    expect(comparison.participants).toHaveLength(2);
    const next = await a.post<Agreement>(`/api/agreements/${other}/nextRound`);
    expect([next.status, next.body.currentRound]).toEqual([200, 2]);
    expect((await storedAgreement(other)).current_round).toBe(2);
    // The round the stranger drafted in is over: their drafts of it are gone.
    expect(await storedDrafts(other, strangerId)).toEqual({});
  });

  it('shows the caller their drafts as yourAnswer, counts them nowhere, keeps them over restarts and turns them into answers on submit', async () => {
    const a = await user();
    const id = await newAgreement(a);
    const ids = (await questions(a, id)).map((q) => q.id);
    const v = visitor();
    const before = await storedAgreement(id);
    expect((await saveOne(v, id, ids[0], true)).status).toBe(204);
    expect((await saveOne(v, id, ids[1], false)).status).toBe(204);
    const vId = await viewerId(v, id);
    expect(await storedDrafts(id, vId)).toEqual({ [ids[0]]: true, [ids[1]]: false });
    // The agreement's rows, and so its version and every cached read, are untouched.
    expect(await storedAgreement(id)).toEqual(before);
    expect(await count('select count(*)::int as n from answers where agreement_id = $1', [id])).toBe(0);
    expect((await questions(v, id)).map((q) => q.yourAnswer)).toEqual([true, false, null, null]);
    expect((await questions(a, id)).map((q) => q.yourAnswer)).toEqual([null, null, null, null]);
    expect((await v.get<Agreement>(`/api/agreements/${id}`)).body.participants).toEqual([]);
    const comparison = (await a.get<Comparison>(`/api/agreements/${id}/comparison`)).body;
    expect(comparison.participants).toEqual([]);
    expect(comparison.questionAnswers.every((row) => row.answers.length === 0)).toBe(true);

    // Both replicas restart (empty caches): the drafts are still there.
    for (const replica of replicas) await replica.stop();
    replicas = [await startReplica(), await startReplica()];
    expect((await questions(v, id)).map((q) => q.yourAnswer)).toEqual([true, false, null, null]);

    const set = { [ids[0]]: true, [ids[1]]: false, [ids[2]]: true, [ids[3]]: true };
    const submitted = await v.post<Agreement>(`/api/agreements/${id}/answers`, { answers: set });
    expect(submitted.status).toBe(200);
    expect(await storedAnswers(id, vId)).toEqual(set);
    expect(await storedDrafts(id, vId)).toEqual({});
    expect(await participantUsers(id)).toEqual([vId]);

    // A participant's saved answer is a draft too: the submitted set stays until they submit again.
    expect((await saveOne(v, id, ids[0], false)).status).toBe(204);
    expect(await storedAnswers(id, vId)).toEqual(set);
    expect(await storedDrafts(id, vId)).toEqual({ ...set, [ids[0]]: false });
    expect((await questions(v, id)).map((q) => q.yourAnswer)).toEqual([false, false, true, true]);
    const shown = (await a.get<Comparison>(`/api/agreements/${id}/comparison`)).body;
    expect(shown.questionAnswers.find((row) => row.questionId === ids[0])?.answers[0].response).toBe(true);
    await v.post(`/api/agreements/${id}/answers`, { answers: { ...set, [ids[0]]: false } });
    expect(await storedAnswers(id, vId)).toEqual({ ...set, [ids[0]]: false });
    expect(await storedDrafts(id, vId)).toEqual({});
  });

  it("moves a visitor's drafts to the account at login and deletes them with the agreement", async () => {
    const a = await user();
    const id = await newAgreement(a);
    const [q1] = (await questions(a, id)).map((q) => q.id);
    const v = visitor();
    await saveOne(v, id, q1, false);
    const anonymousId = await viewerId(v, id);
    const account = await user();
    await account.post('/api/auth/logout');
    expect((await v.post('/api/auth/login', { email: account.email, password: 'passord123' })).status).toBe(
      200,
    );
    expect(await storedDrafts(id, anonymousId)).toEqual({});
    expect(await storedDrafts(id, account.id)).toEqual({ [q1]: false });
    expect((await questions(v, id))[0].yourAnswer).toBe(false);
    // The account is answering it: the dashboard lists it, without the names of those taking part (issue 34).
    const card = (await v.get<AgreementSummary[]>('/api/agreements/active')).body.find((x) => x.id === id);
    expect(card).toBeDefined();
    expect(card?.waitingFor).toBeUndefined();
    expect(
      (await a.get<AgreementSummary[]>('/api/agreements/active')).body.find((x) => x.id === id)?.waitingFor,
    ).toEqual([]);

    expect((await a.request('DELETE', `/api/agreements/${id}`)).status).toBe(204);
    expect(await count('select count(*)::int as n from draft_answers where agreement_id = $1', [id])).toBe(0);
  });
});

describe('removing a participant who does not answer', () => {
  it('lets the initiator remove someone who has not answered round 2; the round is decided without them', async () => {
    const [a, b, c] = [await user(), await user(), await user()];
    const id = await newAgreement(a, 3);
    const [q1] = (await questions(a, id)).map((q) => q.id);
    await answer(a, id);
    await answer(b, id);
    await answer(c, id, [q1]);
    expect((await a.post(`/api/agreements/${id}/nextRound`)).status).toBe(200);
    await answer(a, id);
    const waiting = await answer(b, id);
    expect(waiting.status).toBe('in_progress');
    const cId = waiting.participants.find((p) => p.userId === c.id)!.id;
    const bId = waiting.participants.find((p) => p.userId === b.id)!.id;
    const aId = waiting.participants.find((p) => p.userId === a.id)!.id;
    // Issue 34: the dashboard names whom the round waits for, to those taking part.
    const cName = waiting.participants.find((p) => p.userId === c.id)!.userName;
    for (const who of [a, b, c]) {
      const card = (await who.get<AgreementSummary[]>('/api/agreements/active')).body.find(
        (x) => x.id === id,
      );
      expect(card?.waitingFor).toEqual([cName]);
    }
    // Only the initiator sees who may be removed.
    const forA = (await a.get<Comparison>(`/api/agreements/${id}/comparison`)).body;
    expect(forA.participants.map((p) => [p.userId, p.canRemove])).toEqual([
      [a.id, false],
      [b.id, false],
      [c.id, true],
    ]);
    expect(
      (await b.get<Comparison>(`/api/agreements/${id}/comparison`)).body.participants.some(
        (p) => p.canRemove,
      ),
    ).toBe(false);

    const refusals: [TestClient, string, number, string, string][] = [
      [b, cId, 403, 'NOT_INITIATOR', 'Bare den som startet avtalen kan fjerne deltakere'],
      [visitor(), cId, 403, 'NOT_INITIATOR', 'Bare den som startet avtalen kan fjerne deltakere'],
      [a, aId, 409, 'CONFLICT', 'Du kan ikke fjerne deg selv fra avtalen'],
      [a, bId, 409, 'ALREADY_RESPONDED', 'Deltakeren har allerede svart i denne runden og kan ikke fjernes'],
      [a, randomUUID(), 404, 'NOT_FOUND', 'Fant ikke deltakeren i avtalen'],
    ];
    for (const [who, participantId, status, code, message] of refusals) {
      const res = await who.request('DELETE', `/api/agreements/${id}/participants/${participantId}`);
      expect([res.status, res.body.code, res.body.message]).toEqual([status, code, message]);
    }
    expect(
      await count(
        'select count(*)::int as n from participants where agreement_id = $1 and removed_in_round is not null',
        [id],
      ),
    ).toBe(0);
    expect((await a.request('DELETE', `/api/agreements/${id}/participants/ikke-en-id`)).status).toBe(400);

    const removed = await a.request<Agreement>('DELETE', `/api/agreements/${id}/participants/${cId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.participants.map((p) => p.userId)).toEqual([a.id, b.id]);
    // Two left, three expected: nobody can join after round 1, so the two who agree complete it.
    expect(removed.body.status).toBe('completed');
    const { rows } = await db.query('select removed_in_round from participants where id = $1', [cId]);
    expect(rows[0].removed_in_round).toBe(2);
    // Round 1 keeps them: their answers stay, and the round's results with them.
    expect(Object.keys(await storedAnswers(id, c.id, 1))).toHaveLength(4);
    const late = await c.post(`/api/agreements/${id}/answers`, { answers: { [q1]: true } });
    // Completed by the removal, so a late answer is refused as closed (an open agreement refuses the removed
    // person with 403 'Du er fjernet…', see rounds.rules.spec.ts).
    expect([late.status, late.body.code]).toEqual([409, 'AGREEMENT_CLOSED']);
    expect(
      await count(
        'select count(*)::int as n from answers where agreement_id = $1 and participant_id = $2 and round = 2',
        [id, cId],
      ),
    ).toBe(0);
    expect((await c.get<AgreementSummary[]>('/api/agreements/active')).body.map((x) => x.id)).not.toContain(
      id,
    );
    expect((await storedAgreement(id)).status).toBe('completed');
  });

  it('completes at once when everyone left agrees and enough remain', async () => {
    const [a, b, c] = [await user(), await user(), await user()];
    // Three expected: once two have joined, a third could not (issue 16, a full agreement).
    const id = await newAgreement(a, 3);
    const [q1] = (await questions(a, id)).map((q) => q.id);
    await answer(a, id);
    await answer(c, id, [q1]);
    await answer(b, id);
    expect((await b.post(`/api/agreements/${id}/nextRound`)).status).toBe(200);
    await answer(a, id);
    const waiting = await answer(b, id);
    const cId = waiting.participants.find((p) => p.userId === c.id)!.id;
    const removed = await a.request<Agreement>('DELETE', `/api/agreements/${id}/participants/${cId}`);
    expect([removed.status, removed.body.status]).toEqual([200, 'completed']);
    expect((await storedAgreement(id)).status).toBe('completed');
  });
});

it('accepts the longest names registration allows: create, answer and anonymous work moved at login (F11)', async () => {
  const firstName = 'Å'.repeat(100);
  const lastName = 'Ø'.repeat(100);
  const fullName = `${firstName} ${lastName}`;
  const long = await user(firstName, lastName);
  const own = await newAgreement(long);
  const answered = await answer(long, own);
  expect(answered.participants[0].userName).toBe(fullName);
  expect(
    (await db.query('select initiator_name from agreements where id = $1', [own])).rows[0].initiator_name,
  ).toBe(fullName);

  // A visitor starts and answers an agreement, drafts on another, then logs in as the long-named user.
  const v = visitor();
  const started = await newAgreement(v);
  const visitorId = await viewerId(v, started);
  await answer(v, started);
  const other = await newAgreement(await user());
  const [q1] = (await questions(v, other)).map((q) => q.id);
  await saveOne(v, other, q1, true);
  await long.post('/api/auth/logout');
  const login = await v.post('/api/auth/login', { email: long.email, password: 'passord123' });
  expect(login.status).toBe(200);
  const { rows } = await db.query<{ user_id: string; user_name: string; is_anonymous: boolean }>(
    'select user_id, user_name, is_anonymous from participants where agreement_id = $1',
    [started],
  );
  expect(rows).toEqual([{ user_id: long.id, user_name: fullName, is_anonymous: false }]);
  expect(
    (await db.query('select initiator_id, initiator_name from agreements where id = $1', [started])).rows[0],
  ).toEqual({
    initiator_id: long.id,
    initiator_name: fullName,
  });
  expect(await storedDrafts(other, long.id)).toEqual({ [q1]: true });
  expect(await count('select count(*)::int as n from participants where user_id = $1', [visitorId])).toBe(0);
  const active = (await v.get<AgreementSummary[]>('/api/agreements/active')).body.map((x) => x.id);
  expect(active).toEqual(expect.arrayContaining([own, started, other]));
});

it('turns participant rows that never submitted (saved answers of the old version) into drafts, and completes what they held open', async () => {
  const [a, c] = [await user(), await user()];
  const id = await newAgreement(a);
  const [q1] = (await questions(a, id)).map((q) => q.id);
  await answer(a, id);
  await answer(c, id);
  // The database as the previous version left it: a stranger's row with one saved answer, no
  // submission, and the agreement held in progress by it.
  for (const replica of replicas) await replica.stop();
  const strangerId = randomUUID();
  // That version also stored answers as booleans and had no typed question fields (the migrations
  // after it run again too).
  // Nor the legal document's columns (issue 15).
  await db.query(`alter table answers alter column response type boolean using (response = 'true'::jsonb);
    alter table agreement_questions drop column format, drop column option_clauses, drop column clause_template,
      drop column section, drop column fact, drop column party_roles;
    alter table agreements drop column document;
    alter table participants drop column birth_date, drop column address`);
  await db.query(
    'drop table agreement_rechecks; drop table draft_answers; alter table participants drop column removed_in_round',
  );
  await db.query(
    `delete from mikro_orm_migrations where name in ('Migration20261201090000DraftAnswers', 'Migration20261215090000TypedAnswers', 'Migration20261220090000LegalDocument')`,
  );
  const legacy = randomUUID();
  await db.query(
    `insert into participants (id, agreement_id, user_id, user_name, is_anonymous, joined_at) values ($1, $2, $3, 'Deltaker 3', true, now())`,
    [legacy, id, strangerId],
  );
  await db.query(
    `insert into answers (id, agreement_id, participant_id, question_id, round, response, answered_at) values ($1, $2, $3, $4, 1, false, now())`,
    [randomUUID(), id, legacy, q1],
  );
  await db.query(`update agreements set status = 'in_progress', legal_text = null where id = $1`, [id]);

  replicas = await Promise.all([startReplica(), startReplica()]);
  expect(await participantUsers(id)).toEqual([a.id, c.id]);
  expect(await storedDrafts(id, strangerId)).toEqual({ [q1]: false });
  // Each replica decides the marked agreements again through its writer at start-up.
  await eventually(
    async () => ((await storedAgreement(id)).status === 'completed' ? true : undefined),
    15_000,
    'completed',
  );
  await eventually(async () =>
    (await count('select count(*)::int as n from agreement_rechecks', [])) === 0 ? true : undefined,
  );
  expect((await a.get<Agreement>(`/api/agreements/${id}`)).body.status).toBe('completed');
  // The old rows read as the defaults: no document settings, no subjects, facts or roles, no details.
  expect((await db.query('select document from agreements where id = $1', [id])).rows).toEqual([
    { document: null },
  ]);
  const { rows: copied } = await db.query(
    'select distinct section, fact, party_roles from agreement_questions where agreement_id = $1',
    [id],
  );
  expect(copied).toEqual([{ section: null, fact: false, party_roles: null }]);
  const { rows: details } = await db.query(
    'select distinct birth_date, address from participants where agreement_id = $1',
    [id],
  );
  expect(details).toEqual([{ birth_date: null, address: null }]);
  // The final text waits for the parties' details: nothing stored, 409 naming both.
  expect((await db.query('select legal_text from agreements where id = $1', [id])).rows).toEqual([
    { legal_text: null },
  ]);
  expect((await a.get(`/api/agreements/${id}/legal-text`)).body.code).toBe('PARTY_DETAILS_MISSING');
});
