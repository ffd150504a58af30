/**
 * Issue 16 'A group can always finish; answers not biased': a stranger cannot join a full or finished
 * agreement, and a blind round hides answers until the last one has answered. Real identity, templates,
 * agreements and gateway processes on real Postgres, Redis and NATS; every test reads what was stored
 * with SQL (docs/blind-rounds-and-finishing.md).
 */
import type { Agreement, AgreementQuestion, Comparison } from '@avtalt/contracts';
import {
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import type { Client } from 'pg';

// Test files run one after another (--runInBand) and each gateway starts on a flushed Redis database.
const REDIS_DB = 11;
const DATABASE = 'it_group_agreements';

let services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let db: Client;
let ip = 1;

function visitor(): TestClient {
  return new TestClient(gateway.url, { 'x-forwarded-for': `10.16.${Math.floor(ip / 250)}.${ip++ % 250}` });
}

async function user(firstName: string): Promise<TestClient & { id: string }> {
  const http = visitor();
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName,
    lastName: `Hansen${id.slice(-4)}`,
    username: `gruppe_${id}`,
    email: `gruppe.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { id: res.body.id as string });
}

async function newAgreement(owner: TestClient, expectedParticipants: number): Promise<string> {
  const res = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Avtale om helgene ${unique()}`,
    description: 'Vi deler en hytte.',
    expectedParticipants,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function questionIds(http: TestClient, id: string): Promise<string[]> {
  const res = await http.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`);
  expect(res.status).toBe(200);
  return res.body.map((q) => q.id);
}

/** Submits Ja to every question of the caller's round, Nei to those in `no`; returns the HTTP result. */
async function submit(http: TestClient, id: string, no: string[] = []) {
  const ids = await questionIds(http, id);
  return http.post<Agreement>(`/api/agreements/${id}/answers`, {
    answers: Object.fromEntries(ids.map((q) => [q, !no.includes(q)])),
  });
}

async function comparison(http: TestClient, id: string): Promise<Comparison> {
  const res = await http.get<Comparison>(`/api/agreements/${id}/comparison`);
  expect(res.status).toBe(200);
  return res.body;
}

async function viewerId(http: TestClient, id: string): Promise<string> {
  return (await http.get<Agreement>(`/api/agreements/${id}`)).body.viewer.id;
}

/** What is stored for one caller: participant rows, answers and drafts. */
async function storedFor(
  agreementId: string,
  userId: string,
): Promise<{ participants: number; answers: number; drafts: number }> {
  const { rows } = await db.query<{ participants: number; answers: number; drafts: number }>(
    `select (select count(*)::int from participants where agreement_id = $1 and user_id = $2) as participants,
            (select count(*)::int from answers a join participants p on p.id = a.participant_id where a.agreement_id = $1 and p.user_id = $2) as answers,
            (select count(*)::int from draft_answers where agreement_id = $1 and owner_id = $2) as drafts`,
    [agreementId, userId],
  );
  return rows[0];
}

const storedAgreement = async (id: string) =>
  (
    await db.query<{ status: string; blind: boolean; current_round: number }>(
      'select status, blind, current_round from agreements where id = $1',
      [id],
    )
  ).rows[0];

beforeAll(async () => {
  services = [
    await startBackendService('identity', { database: 'it_group_identity' }),
    await startBackendService('templates', {
      database: 'it_group_templates',
      redisDb: REDIS_DB,
      env: { CUSTOM_TOPIC_QUESTIONS: '4' },
    }),
    await startBackendService('agreements', { database: DATABASE, env: { VERIFY_WRITES: 'true' } }),
  ];
  gateway = await startGatewayProcess(REDIS_DB);
  db = await testDatabase(DATABASE);
});

afterAll(async () => {
  await db?.end();
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
});

describe('a stranger cannot join a full or finished agreement (review D3)', () => {
  it('refuses a stranger once as many as expected have joined, stores nothing of theirs, and lets them in when the initiator raises the number', async () => {
    const [ola, kari] = [await user('Ola'), await user('Kari')];
    const id = await newAgreement(ola, 2);
    const [q1] = await questionIds(ola, id);
    expect((await submit(ola, id)).status).toBe(200);
    expect((await submit(kari, id, [q1])).status).toBe(200);
    expect((await storedAgreement(id)).status).toBe('in_progress');

    const stranger = visitor();
    const strangerId = await viewerId(stranger, id);
    const refused = await submit(stranger, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'AGREEMENT_FULL',
      message:
        'Avtalen har allerede alle deltakerne. Be den som startet avtalen om å øke antallet hvis du skal være med.',
    });
    const draft = await stranger.post(`/api/agreements/${id}/questions/${q1}/answers`, { response: true });
    expect(draft.status).toBe(409);
    expect(await storedFor(id, strangerId)).toEqual({ participants: 0, answers: 0, drafts: 0 });

    // Those who joined keep answering; the initiator lets one more in.
    expect((await submit(kari, id, [q1])).status).toBe(200);
    expect(
      (await ola.put(`/api/agreements/${id}/expected-participants`, { expectedParticipants: 3 })).status,
    ).toBe(200);
    expect((await submit(stranger, id)).status).toBe(200);
    expect((await storedFor(id, strangerId)).participants).toBe(1);
  });

  it('refuses a stranger on a completed agreement and stores nothing of theirs', async () => {
    const [ola, kari] = [await user('Ola'), await user('Kari')];
    const id = await newAgreement(ola, 2);
    expect((await submit(ola, id)).status).toBe(200);
    expect((await submit(kari, id)).status).toBe(200);
    expect((await storedAgreement(id)).status).toBe('completed');
    const stranger = await user('Per');
    const refused = await submit(stranger, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'AGREEMENT_CLOSED' });
    expect(await storedFor(id, stranger.id)).toEqual({ participants: 0, answers: 0, drafts: 0 });
  });
});

describe('blind rounds (issue 16)', () => {
  it('only the initiator sets it (403 otherwise, 400 for a bad body), and it is stored on the agreement', async () => {
    const [ola, kari] = [await user('Ola'), await user('Kari')];
    const id = await newAgreement(ola, 3);
    expect((await storedAgreement(id)).blind).toBe(false);
    expect((await submit(kari, id)).status).toBe(200);

    const notInitiator = await kari.put<Agreement>(`/api/agreements/${id}/blind`, { blind: true });
    expect(notInitiator.status).toBe(403);
    expect(notInitiator.body).toMatchObject({
      code: 'NOT_INITIATOR',
      message: 'Bare den som startet avtalen kan skjule svarene',
    });
    expect((await visitor().put(`/api/agreements/${id}/blind`, { blind: true })).status).toBe(403);
    const bad = await ola.put(`/api/agreements/${id}/blind`, { blind: 'ja' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Velg om svarene skal skjules til alle har svart (true eller false)');
    expect((await storedAgreement(id)).blind).toBe(false);

    const set = await ola.put<Agreement>(`/api/agreements/${id}/blind`, { blind: true });
    expect(set.status).toBe(200);
    expect(set.body.blind).toBe(true);
    expect((await storedAgreement(id)).blind).toBe(true);
    expect((await ola.put<Agreement>(`/api/agreements/${id}/blind`, { blind: false })).body.blind).toBe(
      false,
    );
    expect((await storedAgreement(id)).blind).toBe(false);
  });

  it('hides the answers, statuses and counts from another participant until the last one answers', async () => {
    const [ola, kari, per] = [await user('Ola'), await user('Kari'), await user('Per')];
    const id = await newAgreement(ola, 3);
    expect((await ola.put(`/api/agreements/${id}/blind`, { blind: true })).status).toBe(200);
    const [q1] = await questionIds(ola, id);
    expect((await submit(ola, id, [q1])).status).toBe(200);
    expect((await submit(kari, id)).status).toBe(200);

    // Kari sees who has answered and her own answers, nobody else's, and no status.
    const hidden = await comparison(kari, id);
    expect(hidden.answersHidden).toBe(true);
    expect(hidden.participants.map((p) => p.hasResponded)).toEqual([true, true]);
    const olaColumn = hidden.questionAnswers.map((row) => row.answers.find((a) => a.userId === ola.id)!);
    expect(olaColumn.map((a) => [a.response, a.display])).toEqual(olaColumn.map(() => [null, '']));
    expect(
      hidden.questionAnswers.map((row) => row.answers.find((a) => a.userId === kari.id)!.response),
    ).toEqual(hidden.questionAnswers.map(() => true));
    expect(new Set(hidden.questionAnswers.map((row) => row.status))).toEqual(new Set(['pending']));
    // Per, still answering, gets no answer of the others to count (the badges come from the comparison).
    expect(
      (await comparison(per, id)).questionAnswers
        .flatMap((row) => row.answers.map((a) => a.response))
        .filter((r) => r !== null),
    ).toEqual([]);
    // Nobody can start a round on answers nobody has seen.
    expect((await ola.post(`/api/agreements/${id}/nextRound`)).status).toBe(409);
    // The answers are stored all the same.
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from answers where agreement_id = $1 and round = 1',
      [id],
    );
    expect(rows[0].n).toBe(8);

    expect((await submit(per, id)).status).toBe(200);
    const shown = await comparison(kari, id);
    expect(shown.answersHidden).toBe(false);
    const row1 = shown.questionAnswers.find((row) => row.questionId === q1)!;
    expect(row1.status).toBe('disagreed');
    expect(row1.answers.find((a) => a.userId === ola.id)!.response).toBe(false);
    expect((await storedAgreement(id)).blind).toBe(true);
    expect((await ola.post(`/api/agreements/${id}/nextRound`)).status).toBe(200);
  });
});
