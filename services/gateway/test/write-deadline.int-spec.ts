/**
 * A write answered 503 is never applied (security review F8.3): a service that is frozen (SIGSTOP)
 * while a write waits for it answers 503 within the RPC time limit, and once it runs again (SIGCONT)
 * the write is not applied later — neither when its message arrives after the caller gave up (refused
 * on arrival), nor when it arrives just before (refused at commit). A retry applies it exactly once.
 * Everything is checked with SQL in the services' databases.
 *
 * Create through the gateway still waits 95 s in this tree (custom topics generate questions inside the
 * RPC), so create is sent as the gateway sends it — `rpcRequest` with a deadline — but with a 2 s limit.
 */
import { AgreementMessages, AgreementsRpc, type AgreementQuestion, type Topic } from '@avtalt/contracts';
import { createNatsClient, rpcRequest } from '@avtalt/service-kit';
import {
  fittingAnswer,
  fittingAnswers,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { Client } from 'pg';

const REDIS_DB = 10;
/** The gateway's RPC limit in this file (RPC_TIMEOUT_MS), shorter than the default 5 s to keep it quick. */
const RPC_TIMEOUT_MS = 2000;

let identity: ServiceProcess;
let templates: ServiceProcess;
let agreements: ServiceProcess;
let gateway: GatewayProcess;
let identityDb: Client;
let agreementsDb: Client;
let nats: ClientProxy;
let topic: Topic;
let ip = 1;

const client = () => new TestClient(gateway.url, { 'x-forwarded-for': `10.13.0.${ip++}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function registered() {
  const http = client();
  const id = unique();
  const user = {
    firstName: 'Frida',
    lastName: 'Frys',
    username: `frida_${id}`,
    email: `frida.${id}@example.no`,
    password: 'passord123',
  };
  const res = await http.post<{ id: string }>('/api/auth/register', user);
  expect(res.status).toBe(201);
  return { http, user, id: res.body.id };
}

/**
 * Freezes a service, sends `request`, and lets the service run again `resumeAfterMs` after the request
 * was sent (or once the answer came, when that is earlier). Resolves with the answer and its time.
 */
async function whileFrozen<T>(
  service: ServiceProcess,
  resumeAfterMs: number | 'after-answer',
  request: () => Promise<T>,
) {
  service.child.kill('SIGSTOP');
  const started = Date.now();
  const resume =
    resumeAfterMs === 'after-answer'
      ? undefined
      : setTimeout(() => service.child.kill('SIGCONT'), resumeAfterMs);
  try {
    const answer = await request();
    return { answer, ms: Date.now() - started };
  } finally {
    clearTimeout(resume);
    service.child.kill('SIGCONT');
  }
}

/** Lines the service logged since `from` (its log array index). */
const logsSince = (service: ServiceProcess, from: number) => service.logs.slice(from).join('\n');

beforeAll(async () => {
  identity = await startBackendService('identity', { database: 'it_deadline_identity' });
  templates = await startBackendService('templates', {
    database: 'it_deadline_templates',
    redisDb: REDIS_DB,
  });
  agreements = await startBackendService('agreements', {
    database: 'it_deadline_agreements',
    env: { VERIFY_WRITES: 'true' },
  });
  gateway = await startGatewayProcess(REDIS_DB, { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) });
  identityDb = await testDatabase('it_deadline_identity');
  agreementsDb = await testDatabase('it_deadline_agreements');
  nats = createNatsClient(testInfra().natsUrl, 'deadline-test');
  const topics = await client().get<Topic[]>('/api/topics');
  expect(topics.status).toBe(200);
  topic = topics.body[0];
}, 120_000);

afterAll(async () => {
  for (const service of [identity, templates, agreements]) service?.child.kill('SIGCONT');
  await nats?.close();
  await identityDb?.end();
  await agreementsDb?.end();
  await gateway?.stop();
  for (const service of [agreements, templates, identity]) await service?.stop();
});

describe('answers while the agreements service is frozen', () => {
  async function agreementWithQuestions() {
    const owner = await registered();
    const created = await owner.http.post<{ id: string }>('/api/agreements', {
      topic: topic.id,
      title: `Frys ${unique()}`,
    });
    expect(created.status).toBe(201);
    const questions = await owner.http.get<AgreementQuestion[]>(
      `/api/agreements/${created.body.id}/questions`,
    );
    expect(questions.status).toBe(200);
    const answers = fittingAnswers(questions.body);
    return {
      owner,
      agreementId: created.body.id,
      answers,
      firstQuestion: questions.body[0].id,
      firstAnswer: fittingAnswer(questions.body[0]),
    };
  }

  const stored = async (agreementId: string) => {
    const { rows } = await agreementsDb.query<{
      participants: number;
      answers: number;
      submissions: number;
      drafts: number;
    }>(
      `select (select count(*)::int from participants where agreement_id = $1) as participants,
              (select count(*)::int from answers where agreement_id = $1) as answers,
              (select count(*)::int from submissions where agreement_id = $1) as submissions,
              (select count(*)::int from draft_answers where agreement_id = $1) as drafts`,
      [agreementId],
    );
    return rows[0];
  };

  it('answers 503 within the RPC limit and does not store the answer set once the service runs again; a retry stores it once', async () => {
    const { owner, agreementId, answers } = await agreementWithQuestions();
    const before = await stored(agreementId);
    const mark = agreements.logs.length;
    const { answer, ms } = await whileFrozen(agreements, 'after-answer', () =>
      owner.http.post(`/api/agreements/${agreementId}/answers`, { answers }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Tjenesten er midlertidig utilgjengelig',
    });
    expect(ms).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(RPC_TIMEOUT_MS + 1000);
    // The service runs again and finds the message in its socket: it must not apply it now.
    await sleep(2000);
    expect(await stored(agreementId)).toEqual(before);
    expect(logsSince(agreements, mark)).toContain('message refused: its caller stopped waiting');
    const retry = await owner.http.post(`/api/agreements/${agreementId}/answers`, { answers });
    expect(retry.status).toBe(200);
    expect(await stored(agreementId)).toEqual({
      participants: before.participants + 1,
      answers: before.answers + Object.keys(answers).length,
      submissions: before.submissions + 1,
      drafts: before.drafts,
    });
  });

  it('does not commit a single answer whose message arrives just before the caller gives up', async () => {
    const { owner, agreementId, firstQuestion, firstAnswer } = await agreementWithQuestions();
    const before = await stored(agreementId);
    const mark = agreements.logs.length;
    // Resumed 300 ms before the gateway gives up: the message is handled, but too late to commit.
    const { answer } = await whileFrozen(agreements, RPC_TIMEOUT_MS - 300, () =>
      owner.http.post(`/api/agreements/${agreementId}/questions/${firstQuestion}/answers`, {
        response: firstAnswer,
      }),
    );
    expect(answer.status).toBe(503);
    await sleep(1500);
    expect(await stored(agreementId)).toEqual(before);
    expect(logsSince(agreements, mark)).toContain('write not committed: its caller stops waiting');
    const retry = await owner.http.post(`/api/agreements/${agreementId}/questions/${firstQuestion}/answers`, {
      response: firstAnswer,
    });
    expect(retry.status).toBe(204);
    // A single answer is the caller's draft (docs/participants-and-drafts.md): stored once, as a draft.
    const { rows } = await agreementsDb.query('select response from draft_answers where agreement_id = $1', [
      agreementId,
    ]);
    expect(rows).toEqual([{ response: firstAnswer }]);
  });

  it('answers 503 to party details while the service is frozen and does not store them later; a retry stores them once', async () => {
    const { owner, agreementId, answers } = await agreementWithQuestions();
    expect((await owner.http.post(`/api/agreements/${agreementId}/answers`, { answers })).status).toBe(200);
    const details = async () =>
      (
        await agreementsDb.query(
          'select birth_date::text as "birthDate", address from participants where agreement_id = $1',
          [agreementId],
        )
      ).rows;
    expect(await details()).toEqual([{ birthDate: null, address: null }]);
    const route = `/api/agreements/${agreementId}/party-details`;
    // The gateway reads the body itself: a bad one is a 400 at once, without the (frozen) service.
    const bad = await whileFrozen(agreements, 'after-answer', () =>
      owner.http.put(route, { birthDate: '', address: null }),
    );
    expect([bad.answer.status, bad.answer.body.code, bad.answer.body.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      AgreementMessages.detailsRequired,
    ]);
    expect(bad.ms).toBeLessThan(1000);

    const mark = agreements.logs.length;
    const { answer, ms } = await whileFrozen(agreements, 'after-answer', () =>
      owner.http.put(route, { birthDate: '17.05.1985' }),
    );
    expect(answer.status).toBe(503);
    expect(ms).toBeLessThan(RPC_TIMEOUT_MS + 1000);
    await sleep(2000);
    expect(await details()).toEqual([{ birthDate: null, address: null }]);
    expect(logsSince(agreements, mark)).toContain('message refused: its caller stopped waiting');
    const retry = await owner.http.put(route, { birthDate: '17.05.1985' });
    expect([retry.status, retry.body.yourDetails]).toEqual([200, { birthDate: '1985-05-17', address: null }]);
    expect(await details()).toEqual([{ birthDate: '1985-05-17', address: null }]);
  });

  it('does not create an agreement whose caller gave up; a retry creates exactly one', async () => {
    const owner = await registered();
    const title = `Frossen opprettelse ${unique()}`;
    const message = {
      caller: { id: owner.id, name: 'Frida Frys', anonymous: false },
      body: { topic: topic.id, title },
    };
    const count = async () =>
      (
        await agreementsDb.query<{ n: number }>(
          'select count(*)::int as n from agreements where title = $1',
          [title],
        )
      ).rows[0].n;
    const { answer } = await whileFrozen(agreements, 'after-answer', () =>
      rpcRequest(nats, AgreementsRpc.create, message, { timeoutMs: RPC_TIMEOUT_MS }).then(
        () => 'created',
        (error: { code?: string }) => error.code,
      ),
    );
    expect(answer).toBe('SERVICE_UNAVAILABLE');
    await sleep(2000);
    expect(await count()).toBe(0);
    await expect(
      rpcRequest(nats, AgreementsRpc.create, message, { timeoutMs: RPC_TIMEOUT_MS }),
    ).resolves.toEqual({ id: expect.any(String) });
    expect(await count()).toBe(1);
  });
});

describe('account changes while the identity service is frozen', () => {
  const lastNameOf = async (userId: string) =>
    (await identityDb.query<{ last_name: string }>('select last_name from users where id = $1', [userId]))
      .rows[0].last_name;

  it('answers 503 to a profile change and does not apply it once the service runs again; a retry applies it', async () => {
    const { http, user, id } = await registered();
    const profile = {
      firstName: user.firstName,
      lastName: 'Endret',
      username: user.username,
      email: user.email,
    };
    const { answer, ms } = await whileFrozen(identity, 'after-answer', () =>
      http.put('/api/auth/profile', profile),
    );
    expect(answer.status).toBe(503);
    expect(ms).toBeLessThan(RPC_TIMEOUT_MS + 1000);
    await sleep(2000);
    expect(await lastNameOf(id)).toBe('Frys');
    expect((await http.put('/api/auth/profile', profile)).status).toBe(200);
    expect(await lastNameOf(id)).toBe('Endret');
  });

  it('rolls back a profile change that reaches its commit just before the caller gives up', async () => {
    const { http, user, id } = await registered();
    const mark = identity.logs.length;
    const profile = {
      firstName: user.firstName,
      lastName: 'Sent',
      username: user.username,
      email: user.email,
    };
    const { answer } = await whileFrozen(identity, RPC_TIMEOUT_MS - 300, () =>
      http.put('/api/auth/profile', profile),
    );
    expect(answer.status).toBe(503);
    await sleep(1500);
    expect(await lastNameOf(id)).toBe('Frys');
    expect(logsSince(identity, mark)).toContain('write not committed: its caller stops waiting');
  });

  it('does not register an account whose registration was answered 503; a retry registers it once', async () => {
    const http = client();
    const id = unique();
    const user = {
      firstName: 'Rune',
      lastName: 'Retry',
      username: `rune_${id}`,
      email: `rune.${id}@example.no`,
      password: 'passord123',
    };
    const count = async () =>
      (
        await identityDb.query<{ n: number }>('select count(*)::int as n from users where username = $1', [
          user.username,
        ])
      ).rows[0].n;
    const { answer } = await whileFrozen(identity, 'after-answer', () =>
      http.post('/api/auth/register', user),
    );
    expect(answer.status).toBe(503);
    await sleep(2000);
    expect(await count()).toBe(0);
    expect((await http.post('/api/auth/register', user)).status).toBe(201);
    expect(await count()).toBe(1);
  });
});
