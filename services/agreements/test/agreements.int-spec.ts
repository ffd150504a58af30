import type { Agreement, AgreementQuestion, AgreementSummary, Comparison } from '@avtalt/contracts';
import {
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { randomUUID } from 'node:crypto';

const REDIS_DB = 3;
let services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let gateway2: GatewayProcess;
let ip = 1;

function visitor(): TestClient {
  // Every test here runs against two agreements processes behind two gateways, requests alternating.
  return new TestClient([gateway.url, gateway2.url], {
    'x-forwarded-for': `10.3.${Math.floor(ip / 250)}.${ip++ % 250}`,
  });
}

async function user(): Promise<TestClient & { email: string }> {
  const http = visitor();
  const id = unique();
  const email = `deltaker.${id}@example.no`;
  const res = await http.post('/api/auth/register', {
    firstName: 'Siri',
    lastName: `Berg${id.slice(-4)}`,
    username: `siri_${id}`,
    email,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { email });
}

async function newAgreement(owner: TestClient, expectedParticipants?: number): Promise<string> {
  const res = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Avtale om planene ${unique()}`,
    description: 'Vi deler en seilbåt og båtplass.',
    ...(expectedParticipants ? { expectedParticipants } : {}),
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function questionIds(http: TestClient, id: string): Promise<string[]> {
  const res = await http.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`);
  expect(res.status).toBe(200);
  return res.body.map((q) => q.id);
}

/** Answers every question of the caller's round with Ja, except the given ones with Nei. */
async function answer(http: TestClient, id: string, no: string[] = []): Promise<Agreement> {
  const ids = await questionIds(http, id);
  const res = await http.post<Agreement>(`/api/agreements/${id}/answers`, {
    answers: Object.fromEntries(ids.map((q) => [q, !no.includes(q)])),
  });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  services = [
    await startBackendService('identity', { database: 'it_agreements_identity' }),
    await startBackendService('templates', { database: 'it_agreements_templates', redisDb: REDIS_DB }),
    // Every write is read back by the service itself and compared with what it cached (VERIFY_WRITES).
    await startBackendService('agreements', { database: 'it_agreements', env: { VERIFY_WRITES: 'true' } }),
    await startBackendService('agreements', { database: 'it_agreements', env: { VERIFY_WRITES: 'true' } }),
  ];
  gateway = await startGatewayProcess(REDIS_DB);
  gateway2 = await startGatewayProcess(REDIS_DB);
});

afterAll(async () => {
  await gateway2?.stop();
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
});

it('takes three participants through two rounds to a completed agreement', async () => {
  const [a, b, c] = [await user(), await user(), await user()];
  const id = await newAgreement(a, 3);
  const questions = await questionIds(a, id);
  expect(questions).toHaveLength(10);
  const [q1, q2] = questions;

  expect((await answer(a, id)).status).toBe('pending');
  expect((await answer(b, id, [q1])).status).toBe('in_progress');
  const afterC = await answer(c, id, [q2]);
  expect(afterC.status).toBe('in_progress');
  expect(afterC.participants.map((p) => p.hasResponded)).toEqual([true, true, true]);

  const round1 = (await a.get<Comparison>(`/api/agreements/${id}/comparison`)).body;
  expect(round1.currentRound).toBe(1);
  expect(round1.participants.filter((p) => p.isYou)).toHaveLength(1);
  expect(round1.questionAnswers.filter((q) => q.status === 'disagreed').map((q) => q.questionId)).toEqual([
    q1,
    q2,
  ]);
  expect(round1.questionAnswers.filter((q) => q.status === 'agreed')).toHaveLength(8);
  expect(round1.canStartNextRound).toBe(true);

  const next = await b.post<Agreement>(`/api/agreements/${id}/nextRound`);
  expect(next.status).toBe(200);
  expect(next.body.currentRound).toBe(2);
  expect(next.body.participants.every((p) => !p.hasResponded)).toBe(true);
  expect(await questionIds(c, id)).toEqual([q1, q2]);

  await answer(a, id);
  await answer(b, id);
  const done = await answer(c, id);
  expect(done.status).toBe('completed');
  const comparison = (await c.get<Comparison>(`/api/agreements/${id}/comparison`)).body;
  expect(comparison.questionAnswers.every((q) => q.status === 'agreed')).toBe(true);

  const late = await a.post(`/api/agreements/${id}/answers`, { answers: { [q1]: false } });
  expect(late.status).toBe(409);
  expect(late.body.message).toBe('Avtalen er avsluttet og tar ikke imot flere svar');
  const completed = (await a.get<AgreementSummary[]>('/api/agreements/completed')).body;
  expect(completed.map((x) => x.id)).toContain(id);
  expect((await a.get<AgreementSummary[]>('/api/agreements/active')).body.map((x) => x.id)).not.toContain(id);
});

it('allows declaring disagreement in round 1 only, and only for logged-in participants', async () => {
  const [a, b] = [await user(), await user()];
  const id = await newAgreement(a);
  const [q1] = await questionIds(a, id);
  await answer(a, id);
  await answer(b, id, [q1]);
  expect((await b.post(`/api/agreements/${id}/nextRound`)).status).toBe(200);
  const refused = await a.post(`/api/agreements/${id}/disagreement`);
  expect([refused.status, refused.body.code]).toEqual([409, 'ONLY_FIRST_ROUND']);
  expect(refused.body.message).toBe('Uenighet kan bare markeres i første runde');

  const other = await newAgreement(a);
  await answer(a, other);
  const anonymous = visitor();
  await answer(anonymous, other, [(await questionIds(anonymous, other))[0]]);
  // Visitors are asked to log in (401 LOGIN_REQUIRED), a logged-in stranger is refused (403 NOT_PARTICIPANT).
  const visitorRefused = await anonymous.post(`/api/agreements/${other}/disagreement`);
  expect([visitorRefused.status, visitorRefused.body.code]).toEqual([401, 'LOGIN_REQUIRED']);
  expect((await visitor().post(`/api/agreements/${other}/disagreement`)).status).toBe(401);
  const stranger = await (await user()).post(`/api/agreements/${other}/disagreement`);
  expect([stranger.status, stranger.body.code]).toEqual([403, 'NOT_PARTICIPANT']);
  const declared = await a.post<Agreement>(`/api/agreements/${other}/disagreement`);
  expect(declared.status).toBe(200);
  expect(declared.body.status).toBe('disagreement');
  expect((await a.get<AgreementSummary[]>('/api/agreements/completed')).body.map((x) => x.id)).toContain(
    other,
  );
});

it('ends in disagreement when the last allowed round closes with disagreements', async () => {
  const [a, b] = [await user(), await user()];
  const id = await newAgreement(a);
  const [q1] = await questionIds(a, id);
  for (let round = 1; round <= 5; round++) {
    await answer(a, id);
    const after = await answer(b, id, [q1]);
    if (round < 5) {
      expect(after.status).toBe('in_progress');
      expect((await a.post(`/api/agreements/${id}/nextRound`)).status).toBe(200);
    } else {
      expect(after.status).toBe('disagreement');
      const refused = await a.post(`/api/agreements/${id}/nextRound`);
      expect([refused.status, refused.body.code]).toEqual([409, 'AGREEMENT_CLOSED']);
    }
  }
  expect((await a.get<Agreement>(`/api/agreements/${id}`)).body).toMatchObject({
    currentRound: 5,
    maxRounds: 5,
    status: 'disagreement',
  });
});

it('refuses the next round while someone has not answered, and for visitors', async () => {
  const [a, b, c] = [await user(), await user(), await user()];
  const id = await newAgreement(a, 3);
  const [q1, q2] = await questionIds(a, id);
  await answer(a, id);
  await answer(b, id, [q1]);
  await answer(c, id, [q2]);
  expect((await a.post(`/api/agreements/${id}/nextRound`)).status).toBe(200);
  await answer(a, id);
  await answer(b, id);
  // C has not answered round 2 (a saved answer is only a draft).
  await c.post(`/api/agreements/${id}/questions/${q1}/answers`, { response: true });
  const waiting = await a.post(`/api/agreements/${id}/nextRound`);
  expect([waiting.status, waiting.body.code]).toEqual([409, 'ROUND_NOT_CLOSED']);
  expect(waiting.body.message).toBe('Alle deltakerne må svare før neste runde kan starte');
  const visitorRefused = await visitor().post(`/api/agreements/${id}/nextRound`);
  expect([visitorRefused.status, visitorRefused.body.code]).toEqual([401, 'LOGIN_REQUIRED']);
  const stranger = await (await user()).post(`/api/agreements/${id}/nextRound`);
  expect([stranger.status, stranger.body.code]).toEqual([403, 'NOT_PARTICIPANT']);
});

it('moves anonymous agreements and answers to the account at login', async () => {
  const anonymous = visitor();
  const id = await newAgreement(anonymous);
  await answer(anonymous, id);
  const before = (await anonymous.get<Agreement>(`/api/agreements/${id}`)).body;
  expect(before.viewer.anonymous).toBe(true);
  expect(before.isInitiator).toBe(true);
  expect(before.participants[0]).toMatchObject({ isAnonymous: true, userName: 'Deltaker 1', isYou: true });

  const account = await user();
  await account.post('/api/auth/logout');
  const login = await anonymous.post('/api/auth/login', { email: account.email, password: 'passord123' });
  expect(login.status).toBe(200);
  const after = (await anonymous.get<Agreement>(`/api/agreements/${id}`)).body;
  expect(after.viewer).toEqual({ id: login.body.id, anonymous: false });
  expect(after.isInitiator).toBe(true);
  expect(after.initiatorId).toBe(login.body.id);
  expect(after.participants[0]).toMatchObject({
    userId: login.body.id,
    isAnonymous: false,
    hasResponded: true,
    isYou: true,
  });
  expect((await anonymous.get<AgreementSummary[]>('/api/agreements/active')).body.map((x) => x.id)).toContain(
    id,
  );
});

it('lets only the initiator delete', async () => {
  const [a, b] = [await user(), await user()];
  const id = await newAgreement(a);
  const refused = await b.request('DELETE', `/api/agreements/${id}`);
  expect([refused.status, refused.body.code]).toEqual([403, 'NOT_INITIATOR']);
  expect(refused.body.message).toBe('Bare den som startet avtalen kan slette den');
  expect((await a.request('DELETE', `/api/agreements/${id}`)).status).toBe(204);
  expect((await a.get(`/api/agreements/${id}`)).status).toBe(404);
});

it('loses nothing and counts nothing twice when 50 participants submit at the same moment', async () => {
  const owner = await user();
  const id = await newAgreement(owner, 50);
  const ids = await questionIds(owner, id);
  const people = Array.from({ length: 50 }, () => visitor());
  const results = await Promise.all(
    people.map((p, i) =>
      p.post<Agreement>(`/api/agreements/${id}/answers`, {
        answers: Object.fromEntries(ids.map((q, k) => [q, (i + k) % 2 === 0])),
      }),
    ),
  );
  expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
  // A second submission from everyone replaces theirs instead of adding to it.
  const again = await Promise.all(
    people.slice(0, 10).map((p) => p.post(`/api/agreements/${id}/answers`, { answers: { [ids[0]]: true } })),
  );
  expect(again.map((r) => r.status)).toEqual(Array(10).fill(200));
  const comparison = (await owner.get<Comparison>(`/api/agreements/${id}/comparison`)).body;
  expect(comparison.participants).toHaveLength(50);
  expect(new Set(comparison.participants.map((p) => p.userId)).size).toBe(50);
  expect(comparison.participants.every((p) => p.hasResponded)).toBe(true);
  const first = comparison.questionAnswers.find((q) => q.questionId === ids[0])!;
  expect(first.answers.filter((a) => a.response !== null)).toHaveLength(50);
  const second = comparison.questionAnswers.find((q) => q.questionId === ids[1]);
  // The ten who re-submitted answered only the first question this time.
  expect(second?.answers.filter((a) => a.response !== null)).toHaveLength(40);
});

it('applies sets that arrive together one by one: a refused set stores nothing, the others are all kept', async () => {
  const owner = await user();
  const id = await newAgreement(owner, 50);
  const ids = await questionIds(owner, id);
  const people = Array.from({ length: 30 }, () => visitor());
  // Every third visitor includes a question that is not in the agreement: the whole set is refused.
  const results = await Promise.all(
    people.map((p, i) =>
      p.post<Agreement>(`/api/agreements/${id}/answers`, {
        answers: {
          ...Object.fromEntries(ids.map((q) => [q, i % 2 === 0])),
          ...(i % 3 === 0 ? { [randomUUID()]: true } : {}),
        },
      }),
    ),
  );
  expect(results.map((r) => r.status)).toEqual(people.map((_, i) => (i % 3 === 0 ? 400 : 200)));
  expect(
    results
      .filter((r) => r.status === 400)
      .every(
        (r) =>
          (r.body as unknown as { message: string }).message === 'Spørsmålet hører ikke til denne avtalen',
      ),
  ).toBe(true);
  // Each accepted caller gets the agreement with their own answers in it.
  for (const r of results.filter((x) => x.status === 200))
    expect(r.body.participants.some((p) => p.isYou && p.hasResponded)).toBe(true);
  const comparison = (await owner.get<Comparison>(`/api/agreements/${id}/comparison`)).body;
  expect(comparison.participants).toHaveLength(20);
  expect(comparison.participants.every((p) => p.hasResponded)).toBe(true);
  expect(
    comparison.questionAnswers.every((q) => q.answers.filter((a) => a.response !== null).length === 20),
  ).toBe(true);
});

describe('bad bodies are refused with 400 and store nothing', () => {
  it.each([
    ['an unknown question id', (q: string[]) => ({ answers: { [randomUUID()]: true, [q[0]]: true } })],
    ['a non-boolean answer', (q: string[]) => ({ answers: { [q[0]]: 'ja' } })],
    ['a missing map', () => ({})],
    ['a map that is not an object', () => ({ answers: [true, false] })],
    [
      'a huge map',
      () => ({ answers: Object.fromEntries(Array.from({ length: 600 }, () => [randomUUID(), true])) }),
    ],
    ['a key that is not a question id', () => ({ answers: { 'drop table': true } })],
  ])('%s', async (_label, body) => {
    const a = await user();
    const id = await newAgreement(a);
    const ids = await questionIds(a, id);
    const res = await a.post(`/api/agreements/${id}/answers`, body(ids));
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    const agreement = (await a.get<Agreement>(`/api/agreements/${id}`)).body;
    expect(agreement.participants).toHaveLength(0);
    const comparison = (await a.get<Comparison>(`/api/agreements/${id}/comparison`)).body;
    expect(comparison.questionAnswers.every((q) => q.answers.length === 0)).toBe(true);
  });

  it('validates the create body and path ids', async () => {
    const a = await user();
    const res = await a.post('/api/agreements', { topic: 'nei', title: '' });
    expect(res.status).toBe(400);
    expect((await a.get('/api/agreements/ikke-en-id')).status).toBe(400);
    expect((await a.get(`/api/agreements/${randomUUID()}`)).status).toBe(404);
  });
});

it('lets the initiator change the expected number of participants', async () => {
  const [a, b] = [await user(), await user()];
  const id = await newAgreement(a);
  expect(
    (await a.put<Agreement>(`/api/agreements/${id}/expected-participants`, { expectedParticipants: 4 })).body
      .expectedParticipants,
  ).toBe(4);
  expect(
    (await b.put(`/api/agreements/${id}/expected-participants`, { expectedParticipants: 3 })).status,
  ).toBe(403);
  expect(
    (await a.put(`/api/agreements/${id}/expected-participants`, { expectedParticipants: 1 })).status,
  ).toBe(400);
});

it('does not reopen a completed agreement by raising the expected number of participants', async () => {
  const [a, b] = [await user(), await user()];
  const id = await newAgreement(a);
  await answer(a, id);
  expect((await answer(b, id)).status).toBe('completed');
  const refused = await a.put(`/api/agreements/${id}/expected-participants`, { expectedParticipants: 3 });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('Avtalen er avsluttet og kan ikke åpnes igjen');
  expect((await a.get<Agreement>(`/api/agreements/${id}`)).body).toMatchObject({
    status: 'completed',
    expectedParticipants: 2,
  });
});

it('refuses unknown fields in every agreement body with 400 and stores nothing of it', async () => {
  const a = await user();
  const create = await a.post('/api/agreements', { topic: 'custom', title: 'Planene', isAdmin: true });
  expect([create.status, create.body.code, create.body.message]).toEqual([
    400,
    'VALIDATION_FAILED',
    'Ukjent felt: isAdmin',
  ]);
  const id = await newAgreement(a);
  const [q1] = await questionIds(a, id);
  const all = await a.post(`/api/agreements/${id}/answers`, {
    answers: { [q1]: true },
    userId: randomUUID(),
  });
  expect([all.status, all.body.message]).toEqual([400, 'Ukjent felt: userId']);
  const one = await a.post(`/api/agreements/${id}/questions/${q1}/answers`, { response: true, round: 3 });
  expect([one.status, one.body.message]).toEqual([400, 'Ukjent felt: round']);
  const expected = await a.put(`/api/agreements/${id}/expected-participants`, {
    expectedParticipants: 3,
    status: 'completed',
  });
  expect([expected.status, expected.body.message]).toEqual([400, 'Ukjent felt: status']);
  const stored = (await a.get<Agreement>(`/api/agreements/${id}`)).body;
  expect(stored).toMatchObject({ expectedParticipants: 2, participants: [] });
});

it('refuses text with control characters (NUL and the like) with a Norwegian 400, never a 500', async () => {
  const a = await user();
  const res = await a.post('/api/agreements', {
    topic: 'custom',
    title: 'Hyt\u0000ta',
    description: 'Vi deler.',
  });
  expect([res.status, res.body.code, res.body.message]).toEqual([
    400,
    'VALIDATION_FAILED',
    'Teksten inneholder ugyldige tegn (kontrolltegn)',
  ]);
  expect(res.body.details).toEqual([
    { path: 'title', message: 'Teksten inneholder ugyldige tegn (kontrolltegn)' },
  ]);
  const id = unique();
  const register = await visitor().post('/api/auth/register', {
    firstName: 'Nu\u0007l',
    lastName: 'Test',
    username: `nul_${id}`,
    email: `nul.${id}@example.no`,
    password: 'passord123',
  });
  expect([register.status, register.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  const english = await a.post('/api/agreements', { topic: 'custom', title: 'x'.repeat(201) });
  expect(english.body.message).toBe('Tittelen kan være høyst 200 tegn');
});
