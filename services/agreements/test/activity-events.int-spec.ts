/**
 * `agreement.activity` (issue 17) is durable: written to the agreements outbox in the transaction of the
 * change, published to JetStream (docs/durable-events.md). A test consumer reads what the notifications
 * service will read; SQL shows the outbox emptied, or holding the events while they cannot be published.
 */
import {
  type Agreement,
  type AgreementActivityEvent,
  agreementActivityEventSchema,
  AgreementEventsStream,
  AgreementsSubjects,
  type User,
} from '@avtalt/contracts';
import {
  eventually,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import { AckPolicy, connect, DeliverPolicy, type ConsumerMessages, type NatsConnection } from 'nats';
import type { Client } from 'pg';

const REDIS_DB = 9;
const DATABASE = 'it_activity_agreements';
let services: ServiceProcess[] = [];
let agreements: ServiceProcess;
let gateway: GatewayProcess;
let db: Client;
let nc: NatsConnection;
let messages: ConsumerMessages;
const durable = `it_activity_${unique()}`;
/** Every `agreement.activity` event the test consumer received, in stream order. */
const received: AgreementActivityEvent[] = [];
let ip = 1;

const startAgreements = () =>
  startBackendService('agreements', { database: DATABASE, env: { VERIFY_WRITES: 'true' } });

async function user(firstName: string): Promise<TestClient & { user: User }> {
  const http = new TestClient(gateway.url, {
    'x-forwarded-for': `10.9.${Math.floor(ip / 250)}.${ip++ % 250}`,
  });
  const id = unique();
  const res = await http.post<User>('/api/auth/register', {
    firstName,
    lastName: `Hendelse${id.slice(-4)}`,
    username: `h_${id}`,
    email: `h.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { user: res.body });
}

async function newAgreement(owner: TestClient): Promise<{ id: string; title: string }> {
  const title = `Avtale om planene ${unique()}`;
  const res = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title,
    description: 'Vi deler en båt.',
  });
  expect(res.status).toBe(201);
  return { id: res.body.id, title };
}

/** Answers every question of the caller's round with Ja, or with Nei when `no`. */
async function answer(http: TestClient, id: string, no = false): Promise<Agreement> {
  const questions = (await http.get<{ id: string }[]>(`/api/agreements/${id}/questions`)).body;
  const res = await http.post<Agreement>(`/api/agreements/${id}/answers`, {
    answers: Object.fromEntries(questions.map((q) => [q.id, !no])),
  });
  expect(res.status).toBe(200);
  return res.body;
}

const eventsOf = (agreementId: string) => received.filter((e) => e.agreementId === agreementId);
const waitForEvents = (agreementId: string, n: number, what: string) =>
  eventually(
    async () => (eventsOf(agreementId).length >= n ? eventsOf(agreementId) : undefined),
    15_000,
    what,
  );
const outboxRows = async (agreementId: string) =>
  (
    await db.query<{ kind: string; attempts: number }>(
      "select payload->>'kind' as kind, attempts from outbox where payload->>'agreementId' = $1 order by seq",
      [agreementId],
    )
  ).rows;

beforeAll(async () => {
  services = [
    await startBackendService('identity', { database: 'it_activity_identity' }),
    await startBackendService('templates', {
      database: 'it_activity_templates',
      redisDb: REDIS_DB,
      env: { CUSTOM_TOPIC_QUESTIONS: '3' },
    }),
  ];
  agreements = await startAgreements();
  gateway = await startGatewayProcess(REDIS_DB);
  db = await testDatabase(DATABASE);
  // The test's own durable consumer, as the notifications service will have: every event, acknowledged.
  nc = await connect({ servers: testInfra().natsUrl });
  const jsm = await nc.jetstreamManager();
  await eventually(
    async () =>
      (await jsm.streams.info(AgreementEventsStream.name).catch(() => undefined)) ? true : undefined,
    10_000,
    'stream created by agreements',
  );
  await jsm.consumers.add(AgreementEventsStream.name, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.New,
    filter_subject: AgreementsSubjects.activity,
  });
  messages = await (await nc.jetstream().consumers.get(AgreementEventsStream.name, durable)).consume();
  void (async () => {
    for await (const m of messages) {
      // Every event must be what the contract says, exactly (strict schema).
      received.push(agreementActivityEventSchema.parse(m.json()));
      m.ack();
    }
  })();
});

afterAll(async () => {
  await messages?.close();
  if (nc) {
    const jsm = await nc.jetstreamManager();
    await jsm.consumers.delete(AgreementEventsStream.name, durable).catch(() => undefined);
    // Whatever happened in the restart test, the stream keeps both subjects for the tests after this one.
    await jsm.streams
      .update(AgreementEventsStream.name, { subjects: [...AgreementEventsStream.subjects] })
      .catch(() => undefined);
    await nc.close();
  }
  await db?.end();
  await gateway?.stop();
  await agreements?.stop();
  for (const service of services.reverse()) await service.stop();
});

it('two participants through a round: answered twice, then completed, with who answered; the outbox is emptied', async () => {
  const [ola, kari] = [await user('Ola'), await user('Kari')];
  const { id, title } = await newAgreement(ola);
  await answer(ola, id);
  const done = await answer(kari, id);
  expect(done.status).toBe('completed');
  const events = await waitForEvents(id, 3, 'three activity events');
  const pid = (u: User) => done.participants.find((p) => p.userId === u.id)!.id;
  expect(events.map((e) => [e.kind, e.actorParticipantId, e.round])).toEqual([
    ['answered', pid(ola.user), 1],
    ['answered', pid(kari.user), 1],
    ['completed', null, 1],
  ]);
  expect(events[0]).toMatchObject({ agreementId: id, title });
  expect(events[0].participants).toEqual([
    { participantId: pid(ola.user), userId: ola.user.id, name: `Ola ${ola.user.lastName}`, answered: true },
  ]);
  expect(events[2].participants).toEqual([
    { participantId: pid(ola.user), userId: ola.user.id, name: `Ola ${ola.user.lastName}`, answered: true },
    {
      participantId: pid(kari.user),
      userId: kari.user.id,
      name: `Kari ${kari.user.lastName}`,
      answered: true,
    },
  ]);
  expect(new Set(events.map((e) => e.eventId)).size).toBe(3);
  await eventually(
    async () => ((await outboxRows(id)).length === 0 ? true : undefined),
    10_000,
    'outbox emptied',
  );
});

it('a new round started by a participant: round-started with them as actor, nobody has answered it', async () => {
  const [ola, kari] = [await user('Ola'), await user('Kari')];
  const { id } = await newAgreement(ola);
  await answer(ola, id);
  await answer(kari, id, true);
  const next = await kari.post<Agreement>(`/api/agreements/${id}/nextRound`);
  expect(next.status).toBe(200);
  const events = await waitForEvents(id, 3, 'round-started');
  const started = events[2];
  expect(started).toMatchObject({
    kind: 'round-started',
    round: 2,
    actorParticipantId: next.body.participants.find((p) => p.userId === kari.user.id)!.id,
  });
  expect(started.participants.map((p) => [p.userId, p.answered])).toEqual([
    [ola.user.id, false],
    [kari.user.id, false],
  ]);
  await eventually(
    async () => ((await outboxRows(id)).length === 0 ? true : undefined),
    10_000,
    'outbox emptied',
  );
});

it('an event committed while it cannot be published survives a restart of agreements and is published after it', async () => {
  const [ola, kari] = [await user('Ola'), await user('Kari')];
  const { id } = await newAgreement(ola);
  await answer(ola, id);
  await waitForEvents(id, 1, 'first answer published');
  // JetStream stops taking agreement.activity (the stream no longer lists it): the relay's publish fails.
  const jsm = await nc.jetstreamManager();
  await jsm.streams.update(AgreementEventsStream.name, { subjects: [AgreementsSubjects.deleted] });
  expect((await answer(kari, id)).status).toBe('completed');
  // Committed with the answer: the events wait in the outbox, each tried at least once.
  const waiting = await eventually(
    async () => {
      const rows = await outboxRows(id);
      return rows.length === 2 && rows.every((r) => r.attempts >= 1) ? rows : undefined;
    },
    10_000,
    'events waiting in the outbox after a failed publish',
  );
  expect(waiting.map((r) => r.kind)).toEqual(['answered', 'completed']);
  // The process dies before it could publish them (no graceful stop).
  agreements.child.kill('SIGKILL');
  await new Promise((resolve) => agreements.child.once('exit', resolve));
  expect((await outboxRows(id)).map((r) => r.kind)).toEqual(['answered', 'completed']);
  expect(eventsOf(id).map((e) => e.kind)).toEqual(['answered']);
  // The new process brings the stream back to its subjects and publishes what it finds in the outbox.
  agreements = await startAgreements();
  const events = await waitForEvents(id, 3, 'events published after the restart');
  expect(events.map((e) => e.kind)).toEqual(['answered', 'answered', 'completed']);
  expect(events[1].actorParticipantId).not.toBe(events[0].actorParticipantId);
  await eventually(
    async () => ((await outboxRows(id)).length === 0 ? true : undefined),
    10_000,
    'outbox emptied',
  );
});

it("a visitor's answered waits for their name: none while they are «Deltaker 2», one naming them after they register (issue 34)", async () => {
  const ola = await user('Ola');
  const { id } = await newAgreement(ola);
  await answer(ola, id);
  // A second answer set keeps the agreement open (Nei against Ja): the held-back event is still news.
  const v = new TestClient(gateway.url, { 'x-forwarded-for': `10.9.${Math.floor(ip / 250)}.${ip++ % 250}` });
  const afterVisit = await answer(v, id, true);
  expect(afterVisit.status).toBe('in_progress');
  const visitorRow = afterVisit.participants.find((p) => p.isYou)!;
  expect(visitorRow.userName).toMatch(/^Deltaker \d+$/);
  await waitForEvents(id, 1, "Ola's answered");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(eventsOf(id).map((e) => [e.kind, e.actorParticipantId])).toEqual([
    ['answered', afterVisit.participants.find((p) => !p.isYou)!.id],
  ]);

  // The visitor registers in the same browser: their row becomes the account's, and the answered follows.
  const n = unique();
  const registered = await v.post<User>('/api/auth/register', {
    firstName: 'Vera',
    lastName: `Besøk${n.slice(-4)}`,
    username: `v_${n}`,
    email: `v.${n}@example.no`,
    password: 'passord123',
  });
  expect(registered.status).toBe(201);
  const events = await waitForEvents(id, 2, 'the held-back answered');
  expect(events[1]).toMatchObject({ kind: 'answered', round: 1, actorParticipantId: visitorRow.id });
  expect(events[1].participants.find((p) => p.participantId === visitorRow.id)).toEqual({
    participantId: visitorRow.id,
    userId: registered.body.id,
    name: `Vera Besøk${n.slice(-4)}`,
    answered: true,
  });
  await eventually(
    async () => ((await outboxRows(id)).length === 0 ? true : undefined),
    10_000,
    'outbox emptied',
  );
});
