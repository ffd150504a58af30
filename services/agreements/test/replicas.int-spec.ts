/**
 * The agreements service as an operator who scales it runs it: two processes on one database and NATS
 * (the queue group spreads requests over both), behind two gateways. Every test reads what was stored
 * with SQL, not only what the API answered, and some restart or kill a replica between writes.
 */
import type { Agreement, AgreementQuestion, Comparison, Topic } from '@avtalt/contracts';
import { answersForLogic, computePath } from '@avtalt/logic';
import {
  fittingAnswer,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import type { Client } from 'pg';

const REDIS_DB = 6;
const DATABASE = 'it_replicas_agreements';
const AGREEMENTS_ENV = { LOG_LEVEL: 'debug' };

let services: ServiceProcess[] = [];
let replicas: ServiceProcess[] = [];
let gateways: GatewayProcess[] = [];
let db: Client;
let ip = 1;

const startReplica = () => startBackendService('agreements', { database: DATABASE, env: AGREEMENTS_ENV });

/** A browser behind a load balancer: its requests alternate between the two gateways. */
function visitor(): TestClient {
  return new TestClient(
    gateways.map((g) => g.url),
    { 'x-forwarded-for': `10.6.${Math.floor(ip / 250)}.${ip++ % 250}` },
  );
}

async function user(): Promise<TestClient> {
  const http = visitor();
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName: 'Ola',
    lastName: `Replika${id.slice(-4)}`,
    username: `ola_${id}`,
    email: `ola.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return http;
}

async function newAgreement(owner: TestClient, body: Record<string, unknown> = {}): Promise<string> {
  const res = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Avtale om planene ${unique()}`,
    description: 'Vi deler en båt.',
    ...body,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function questions(http: TestClient, id: string): Promise<AgreementQuestion[]> {
  const res = await http.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`);
  expect(res.status).toBe(200);
  return res.body;
}

async function submit(
  http: TestClient,
  id: string,
  answers: Record<string, boolean | string | number>,
): Promise<Agreement> {
  const res = await http.post<Agreement>(`/api/agreements/${id}/answers`, { answers });
  expect(res.status).toBe(200);
  return res.body;
}

const me = (agreement: Agreement) => agreement.participants.find((p) => p.isYou)!;

/** The answers stored for one participant (by user id) in a round, read with SQL. */
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

/** The drafts (answers saved one at a time, not submitted) of one caller in the current rounds, read with SQL. */
async function storedDrafts(agreementId: string, ownerId: string): Promise<Record<string, boolean>> {
  const { rows } = await db.query<{ question_id: string; response: boolean }>(
    'select question_id, response from draft_answers where agreement_id = $1 and owner_id = $2',
    [agreementId, ownerId],
  );
  return Object.fromEntries(rows.map((r) => [r.question_id, r.response]));
}

const allOf = (ids: string[], response: boolean) => Object.fromEntries(ids.map((q) => [q, response]));

beforeAll(async () => {
  services = [
    await startBackendService('identity', { database: 'it_replicas_identity' }),
    await startBackendService('templates', {
      database: 'it_replicas_templates',
      redisDb: REDIS_DB,
      // Four questions per custom topic, as in the measurement that found the lost answers.
      env: { LOG_LEVEL: 'debug', CUSTOM_TOPIC_QUESTIONS: '4' },
    }),
  ];
  // One after the other would hide a migration race; both at once is how an orchestrator starts them.
  const first = startReplica();
  await new Promise((resolve) => setTimeout(resolve, 200));
  replicas = await Promise.all([first, startReplica()]);
  gateways = [await startGatewayProcess(REDIS_DB), await startGatewayProcess(REDIS_DB)];
  db = await testDatabase(DATABASE);
});

afterAll(async () => {
  await db?.end();
  for (const gateway of gateways) await gateway.stop();
  for (const replica of replicas) await replica.stop();
  for (const service of services.reverse()) await service.stop();
});

it('stores every one of eight alternating answer sets (all Ja, all Nei) sent through two gateways to two replicas', async () => {
  const ola = await user();
  const id = await newAgreement(ola);
  const ids = (await questions(ola, id)).map((q) => q.id);
  expect(ids).toHaveLength(4);
  for (let k = 0; k < 8; k++) {
    const set = allOf(ids, k % 2 === 0);
    const agreement = await submit(ola, id, set);
    expect(await storedAnswers(id, me(agreement).userId)).toEqual(set);
    // Read back through the other gateway (and whichever replica the queue group picks).
    expect((await questions(ola, id)).map((q) => q.yourAnswer)).toEqual(ids.map((q) => set[q]));
  }
});

it('deletes a skipped answer and updates a changed one, whichever replica loaded the rows', async () => {
  const ola = await user();
  const id = await newAgreement(ola);
  const ids = (await questions(ola, id)).map((q) => q.id);
  const userId = me(await submit(ola, id, allOf(ids, true))).userId;
  // Both replicas read the agreement, so each has its rows cached.
  await Promise.all(Array.from({ length: 6 }, () => ola.get(`/api/agreements/${id}/comparison`)));
  const skipped = { [ids[0]]: false, [ids[1]]: true, [ids[2]]: false };
  await submit(ola, id, skipped);
  expect(await storedAnswers(id, userId)).toEqual(skipped);
  const { rows } = await db.query('select count(*)::int as n from submissions where agreement_id = $1', [id]);
  expect(rows[0].n).toBe(1);
});

it('reads its own write through either replica, every time', async () => {
  const [ola, kari] = [await user(), await user()];
  const id = await newAgreement(ola, { expectedParticipants: 3 });
  const ids = (await questions(ola, id)).map((q) => q.id);
  await submit(kari, id, allOf(ids, true));
  for (let k = 0; k < 6; k++) {
    const set = Object.fromEntries(ids.map((q, n) => [q, (n + k) % 2 === 0]));
    const olaId = me(await submit(ola, id, set)).userId;
    // Twelve readers at once, spread over both gateways and both replicas: none sees the old answers.
    const comparisons = await Promise.all(
      Array.from({ length: 12 }, () => kari.get<Comparison>(`/api/agreements/${id}/comparison`)),
    );
    for (const { status, body } of comparisons) {
      expect(status).toBe(200);
      const olaAnswer = (q: string) =>
        body.questionAnswers.find((row) => row.questionId === q)?.answers.find((a) => a.userId === olaId)
          ?.response;
      expect(ids.map(olaAnswer)).toEqual(ids.map((q) => set[q]));
    }
    expect(await storedAnswers(id, olaId)).toEqual(set);
  }
});

it('removes an answer that a changed earlier answer hides, through the set and one answer at a time', async () => {
  const ola = await user();
  const topics = (await ola.get<Topic[]>('/api/topics')).body;
  // A topic with a yes/no question that a Ja to another yes/no question shows (Samboeravtale has typed ones only since issue 15).
  const topic = topics.find((t) => t.title === 'Ferie sammen')!;
  expect(topic).toBeDefined();
  const id = await newAgreement(ola, { topic: topic.id, title: 'Planer for Ola og Kari' });
  const all = await questions(ola, id);
  const rules = all.flatMap((q) => q.rules);
  const typeOf = new Map(all.map((q) => [q.id, q.type]));
  // A yes/no question shown by a Ja to a yes/no question (the catalogue also has typed ones).
  const shown = rules.find(
    (r) => r.action === 'show' && r.value === true && typeOf.get(r.questionId) === 'yes_no',
  )!;
  expect(shown).toBeDefined();
  const logicQuestions = all.map((q) => ({
    id: q.id,
    type: q.type,
    order: q.order,
    required: q.required,
    options: q.options,
    format: q.format,
  }));
  const fillers = Object.fromEntries(all.map((q) => [q.id, fittingAnswer(q)]));
  /** Every question on the path the answers take, answered as `answers` says (a filler otherwise). */
  const onPath = (answers: Record<string, boolean>) => {
    const path = computePath(
      logicQuestions,
      rules,
      answersForLogic(logicQuestions, { ...fillers, ...answers }),
    ).path;
    return Object.fromEntries(path.map((q) => [q, answers[q] ?? fillers[q]]));
  };

  const withHidden = onPath({ [shown.sourceQuestionId]: true });
  expect(withHidden[shown.questionId]).toBe(true);
  const userId = me(await submit(ola, id, withHidden)).userId;
  expect(await storedAnswers(id, userId)).toEqual(withHidden);

  // The source answered Nei: the dependent question leaves the path and its stored answer goes.
  const without = onPath({ [shown.sourceQuestionId]: false });
  expect(without[shown.questionId]).toBeUndefined();
  await submit(ola, id, without);
  expect(await storedAnswers(id, userId)).toEqual(without);

  // One answer at a time (drafts, which replace the submitted set only when it is submitted): Ja
  // brings the question back, it is answered, then Nei removes it again.
  const one = (questionId: string, response: boolean) =>
    ola.post(`/api/agreements/${id}/questions/${questionId}/answers`, { response });
  expect((await one(shown.sourceQuestionId, true)).status).toBe(204);
  expect((await one(shown.questionId, false)).status).toBe(204);
  expect((await storedDrafts(id, userId))[shown.questionId]).toBe(false);
  expect((await one(shown.sourceQuestionId, false)).status).toBe(204);
  const drafts = await storedDrafts(id, userId);
  expect(drafts[shown.questionId]).toBeUndefined();
  expect(drafts[shown.sourceQuestionId]).toBe(false);
  // An answer to the hidden question is refused and nothing is stored.
  const refused = await one(shown.questionId, true);
  expect(refused.status).toBe(400);
  expect(await storedDrafts(id, userId)).toEqual(drafts);
  // The submitted set was never touched by the drafts.
  expect(await storedAnswers(id, userId)).toEqual(without);
});

it('writes correctly after both replicas restarted between two writes (rows loaded from the database)', async () => {
  const ola = await user();
  const id = await newAgreement(ola);
  const ids = (await questions(ola, id)).map((q) => q.id);
  const userId = me(await submit(ola, id, allOf(ids, true))).userId;

  for (const replica of replicas) await replica.stop();
  replicas = [await startReplica(), await startReplica()];

  const changed = { [ids[0]]: false, [ids[1]]: true, [ids[3]]: false };
  const agreement = await submit(ola, id, changed);
  expect(me(agreement).hasResponded).toBe(true);
  expect(await storedAnswers(id, userId)).toEqual(changed);
  expect((await questions(ola, id)).map((q) => q.yourAnswer)).toEqual([false, true, null, false]);
});

it('stores the sets of 50 participants answering at once across both replicas', async () => {
  const ola = await user();
  const id = await newAgreement(ola, { expectedParticipants: 50 });
  const ids = (await questions(ola, id)).map((q) => q.id);
  const people = Array.from({ length: 50 }, (_, n) => ({
    http: visitor(),
    set: Object.fromEntries(ids.map((q, k) => [q, ((n >> k) & 1) === 1])),
  }));
  const results = await Promise.all(
    people.map(({ http, set }) => http.post<Agreement>(`/api/agreements/${id}/answers`, { answers: set })),
  );
  expect(results.map((r) => r.status)).toEqual(people.map(() => 200));
  const { rows } = await db.query(
    `select (select count(*)::int from participants where agreement_id = $1) as participants,
            (select count(*)::int from submissions where agreement_id = $1) as submissions,
            (select count(*)::int from answers where agreement_id = $1) as answers`,
    [id],
  );
  expect(rows[0]).toEqual({ participants: 50, submissions: 50, answers: 200 });
  for (const [n, { set }] of people.entries())
    expect(await storedAnswers(id, me(results[n].body).userId)).toEqual(set);
  // A 51st is refused in Norwegian, and nothing of it is stored.
  const late = await visitor().post(`/api/agreements/${id}/answers`, { answers: people[0].set });
  expect([late.status, late.body.code, late.body.message]).toEqual([
    409,
    'AGREEMENT_FULL',
    'Avtalen har allerede 50 deltakere, som er det meste en avtale kan ha',
  ]);
  expect(
    (await db.query('select count(*)::int as n from participants where agreement_id = $1', [id])).rows[0].n,
  ).toBe(50);
  // 'Deltaker 1' … 'Deltaker 50', each once: newcomers of one batch are numbered in turn.
  const names = await db.query<{ user_name: string }>(
    'select user_name from participants where agreement_id = $1',
    [id],
  );
  expect(new Set(names.rows.map((r) => r.user_name)).size).toBe(50);
});

it('keeps every answered set whole when a replica is killed in the middle of a burst', async () => {
  const ola = await user();
  const id = await newAgreement(ola, { expectedParticipants: 50 });
  const ids = (await questions(ola, id)).map((q) => q.id);
  const people = Array.from({ length: 40 }, (_, n) => ({
    http: visitor(),
    set: Object.fromEntries(ids.map((q, k) => [q, ((n >> k) & 1) === 0])),
  }));
  const burst = Promise.all(
    people.map(({ http, set }) => http.post<Agreement>(`/api/agreements/${id}/answers`, { answers: set })),
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  replicas[0].child.kill('SIGKILL');
  const results = await burst;
  replicas[0] = await startReplica();
  const answered = results.filter((r) => r.status === 200);
  expect(answered.length).toBeGreaterThan(0);
  for (const r of results) expect([200, 503]).toContain(r.status);
  // Every 200 is stored whole; nothing is stored half: each participant has all four answers or none.
  for (const [n, r] of results.entries())
    if (r.status === 200) expect(await storedAnswers(id, me(r.body).userId)).toEqual(people[n].set);
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from answers where agreement_id = $1 group by participant_id',
    [id],
  );
  expect(rows.every((row) => row.n === 4)).toBe(true);
  // The restarted replica (empty cache) and the other one keep writing correctly.
  const late = visitor();
  const set = allOf(ids, true);
  const agreement = await submit(late, id, set);
  expect(await storedAnswers(id, me(agreement).userId)).toEqual(set);
  await submit(late, id, allOf(ids, false));
  expect(await storedAnswers(id, me(agreement).userId)).toEqual(allOf(ids, false));
});

it('carries the request id of an HTTP request into the log lines of every service that handles it', async () => {
  const ola = await user();
  const requestId = `test-${unique()}`;
  const created = await ola.post<{ id: string }>(
    '/api/agreements',
    { topic: 'custom', title: 'Sporbar avtale', description: 'Følg forespørselen.' },
    { headers: { 'x-request-id': requestId } },
  );
  expect(created.status).toBe(201);
  expect(created.headers.get('x-request-id')).toBe(requestId);
  const linesWith = (logs: string[]) => logs.filter((line) => line.includes(`"requestId":"${requestId}"`));
  // gateway → templates (question draft job started and read) → agreements (create) → templates (the
  // finished draft): each logs the request under its id.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(
    gateways.flatMap((g) => linesWith(g.logs)).some((line) => line.includes('"path":"/api/agreements"')),
  ).toBe(true);
  expect(
    replicas
      .flatMap((r) => linesWith(r.logs))
      .some((line) => line.includes('"subject":"agreements.agreements.create.v1"')),
  ).toBe(true);
  expect(
    linesWith(services[1].logs).some((line) => line.includes('"subject":"templates.drafts.start.v1"')),
  ).toBe(true);
  expect(
    linesWith(services[1].logs).some((line) => line.includes('"subject":"templates.drafts.get.v1"')),
  ).toBe(true);
  // An id that is not a plain token is replaced, never echoed or logged.
  const odd = await ola.get(`/api/agreements/${created.body.id}`, {
    headers: { 'x-request-id': 'bad id with spaces' },
  });
  expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

it('lets exactly as many join as expected when strangers answer at once through two gateways and two replicas', async () => {
  const ola = await user();
  const id = await newAgreement(ola, { expectedParticipants: 3 });
  const ids = (await questions(ola, id)).map((q) => q.id);
  await submit(ola, id, allOf(ids, true));
  // Eight visitors submit the whole round at the same moment; two seats are left.
  const strangers = Array.from({ length: 8 }, () => visitor());
  const answers = await Promise.all(
    // They answer Nei where Ola answered Ja, so the round ends in disagreement, not in a finished agreement.
    strangers.map((s) =>
      s.post<{ code?: string }>(`/api/agreements/${id}/answers`, { answers: allOf(ids, false) }),
    ),
  );
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
  for (const refused of answers.filter((a) => a.status === 409))
    expect(refused.body.code).toBe('AGREEMENT_FULL');
  const { rows } = await db.query<{ participants: string; answered: string }>(
    `select (select count(*) from participants where agreement_id = $1) as participants,
            (select count(distinct participant_id) from answers where agreement_id = $1) as answered`,
    [id],
  );
  expect(rows[0]).toEqual({ participants: '3', answered: '3' });
});

it("sends a kept comparison only while it is the caller's: a private mark changes the marker's bytes and nobody else's, on both gateways", async () => {
  const [ola, kari] = [await user(), await user()];
  const id = await newAgreement(ola, { expectedParticipants: 2 });
  const ids = (await questions(ola, id)).map((q) => q.id);
  // They disagree on the first question: the round closes disputed and negotiation opens.
  await submit(ola, id, allOf(ids, true));
  await submit(kari, id, { ...allOf(ids, true), [ids[0]]: false });
  const raw = async (http: TestClient) => {
    const res = await http.get(`/api/agreements/${id}/comparison`);
    expect(res.status).toBe(200);
    return res.text;
  };
  const version = async () =>
    (await db.query<{ version: string }>('select version::text from agreements where id = $1', [id])).rows[0]
      .version;
  // Each client alternates between the gateways: two reads, one through each (the second from kept bytes).
  const karisBefore = [await raw(kari), await raw(kari)];
  const olasBefore = [await raw(ola), await raw(ola)];
  expect(karisBefore[1]).toBe(karisBefore[0]);
  expect(olasBefore[1]).toBe(olasBefore[0]);
  const before = await version();

  const marked = await ola.put(`/api/agreements/${id}/questions/${ids[0]}/concession`, { canAccept: true });
  expect(marked.status).toBe(200);
  // Stored, and the version moved (the mark's trigger): every replica's next read sees it.
  const { rows } = await db.query(
    `select m.can_accept from point_marks m join participants p on p.id = m.participant_id
      where m.agreement_id = $1 and m.question_id = $2 and p.user_id = $3`,
    [id, ids[0], me((await ola.get<Agreement>(`/api/agreements/${id}`)).body).userId],
  );
  expect(rows).toEqual([{ can_accept: true }]);
  expect(BigInt(await version())).toBeGreaterThan(BigInt(before));

  // Kari's answer is the same bytes as before, through either gateway; Ola's shows his mark on both.
  expect([await raw(kari), await raw(kari)]).toEqual(karisBefore);
  for (const text of [await raw(ola), await raw(ola)]) {
    expect(text).not.toBe(olasBefore[0]);
    const row = (JSON.parse(text) as Comparison).questionAnswers.find((r) => r.questionId === ids[0]);
    expect(row?.negotiation?.yourMarks).toMatchObject({ canAccept: true });
  }
});
