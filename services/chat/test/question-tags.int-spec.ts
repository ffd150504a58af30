/**
 * Issue 19 (docs/negotiation.md): a chat message may be tagged with one of the agreement's questions (the
 * discussion of a disputed row). Real `ws` clients, a real gateway, identity and chat processes on the test
 * run's Postgres, Redis and NATS.
 *
 * The agreements service's half — `exists` answering `questionExists` — is written in another slice, so in
 * this file a responder of the test answers `AgreementsRpc.exists` on NATS the way Nest's transport does:
 * each request checked against the contract's request schema, each reply against its reply schema. It
 * knows a few agreements and their questions. Everything else is the real thing: what chat stores is read
 * with SQL, what the browsers get is read off their sockets.
 */
import { AgreementsRpc, ChatTexts, ErrorCode } from '@avtalt/contracts';
import {
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { Client } from 'pg';
import { WsTestClient } from './ws-client';

const REDIS_DB = 5;
const CHAT_DB = 'it_chat_question_tags';
let services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let nats: NatsConnection;
const sockets: WsTestClient[] = [];
let ip = 1;

/** The agreements the responder knows: agreement id → its question ids. */
const agreements = new Map<string, Set<string>>();
/** `exists` requests received (checked against the contract). */
const existsRequests: { agreementId: string; userId?: string; questionId?: string }[] = [];
const contractViolations: string[] = [];

async function startResponder(): Promise<void> {
  nats = await connect({ servers: testInfra().natsUrl, name: 'agreements-exists-responder' });
  nats.subscribe(AgreementsRpc.exists.subject, {
    queue: 'agreements',
    callback: (error, msg) => {
      if (error) return;
      const packet = JSON.parse(msg.string()) as { id: string; data: unknown };
      const request = AgreementsRpc.exists.request.safeParse(packet.data);
      if (!request.success) {
        contractViolations.push(`exists request: ${request.error.message}`);
        msg.respond(
          JSON.stringify({
            id: packet.id,
            err: { code: ErrorCode.ValidationFailed, message: 'contract' },
            isDisposed: true,
          }),
        );
        return;
      }
      existsRequests.push(request.data);
      const questions = agreements.get(request.data.agreementId);
      const response = {
        exists: questions !== undefined,
        ...(request.data.questionId
          ? { questionExists: questions?.has(request.data.questionId) ?? false }
          : {}),
      };
      const reply = AgreementsRpc.exists.reply.safeParse(response);
      if (!reply.success) contractViolations.push(`exists reply: ${reply.error.message}`);
      msg.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
    },
  });
  await nats.flush();
}

async function user(firstName = 'Siri'): Promise<TestClient & { id: string; name: string }> {
  const http = new TestClient(gateway.url, { 'x-forwarded-for': `10.19.0.${ip++}` });
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName,
    lastName: `Berg${id.slice(-4)}`,
    username: `tag_${id}`,
    email: `tag.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { id: res.body.id as string, name: `${firstName} Berg${id.slice(-4)}` });
}

/** An agreement the responder knows, with two questions. */
function newAgreement(): { id: string; questions: [string, string] } {
  const id = randomUUID();
  const questions: [string, string] = [randomUUID(), randomUUID()];
  agreements.set(id, new Set(questions));
  return { id, questions };
}

async function joined(http: TestClient, agreementId: string): Promise<WsTestClient> {
  const socket = await WsTestClient.connect(gateway.url, { cookie: http.cookieHeader });
  sockets.push(socket);
  socket.send({ type: 'join', agreementId });
  await socket.next('history');
  return socket;
}

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: `${testInfra().postgresBase}/${CHAT_DB}` });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await startResponder();
  services = [
    await startBackendService('identity', { database: 'it_chat_question_tags_identity' }),
    // No cache of existing agreements: every post asks, so the requests can be counted.
    await startBackendService('chat', { database: CHAT_DB, env: { AGREEMENT_EXISTS_CACHE_MS: '0' } }),
  ];
  gateway = await startGatewayProcess(REDIS_DB);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
  await nats?.close();
});

afterEach(() => expect(contractViolations).toEqual([]));

it('stores a message tagged with one of the agreement’s questions and delivers it with the tag, live and in the history', async () => {
  const [a, b] = [await user('Anne'), await user('Bjørn')];
  const { id: room, questions } = newAgreement();
  const [sa, sb] = [await joined(a, room), await joined(b, room)];

  sa.send({
    type: 'message',
    agreementId: room,
    content: 'Kan vi dele husleien 60/40?',
    questionId: questions[1],
  });
  const delivered = await Promise.all([sa.next('message'), sb.next('message')]);
  for (const frame of delivered) {
    expect(frame.message).toMatchObject({
      agreementId: room,
      userId: a.id,
      content: 'Kan vi dele husleien 60/40?',
      questionId: questions[1],
    });
  }
  // Chat asked agreements about this very question, and whether its author may write.
  expect(existsRequests.at(-1)).toEqual({ agreementId: room, userId: a.id, questionId: questions[1] });

  // A message about the agreement as a whole has no tag.
  sb.send({ type: 'message', agreementId: room, content: 'Og strømmen?' });
  expect((await sa.next('message')).message).toMatchObject({ content: 'Og strømmen?', questionId: null });

  const stored = await sql<{ content: string; question_id: string | null; user_id: string }>(
    'select content, question_id, user_id from chat_messages where agreement_id = $1 order by seq',
    [room],
  );
  expect(stored).toEqual([
    { content: 'Kan vi dele husleien 60/40?', question_id: questions[1], user_id: a.id },
    { content: 'Og strømmen?', question_id: null, user_id: b.id },
  ]);

  // Someone joining later gets the tags in the history.
  const later = await WsTestClient.connect(gateway.url, { cookie: b.cookieHeader });
  sockets.push(later);
  later.send({ type: 'join', agreementId: room });
  const history = await later.next('history');
  expect(history.messages.map((m) => [m.content, m.questionId])).toEqual([
    ['Kan vi dele husleien 60/40?', questions[1]],
    ['Og strømmen?', null],
  ]);
});

it('refuses a question that is not the agreement’s (another agreement’s, or unknown) and stores nothing', async () => {
  const a = await user();
  const { id: room } = newAgreement();
  const other = newAgreement();
  const socket = await joined(a, room);

  for (const questionId of [other.questions[0], randomUUID()]) {
    socket.send({ type: 'message', agreementId: room, content: 'Om et annet spørsmål', questionId });
    expect(await socket.next('error')).toMatchObject({
      code: ErrorCode.ValidationFailed,
      message: ChatTexts.invalidQuestionId,
    });
  }
  // Not an id at all: refused by the gateway before it reaches chat.
  const asked = existsRequests.length;
  socket.send({ type: 'message', agreementId: room, content: 'Feil id', questionId: 'spørsmål-1' });
  expect((await socket.next('error')).message).toBe(ChatTexts.invalidQuestionId);
  expect(existsRequests.length).toBe(asked);

  expect(await sql('select 1 from chat_messages where agreement_id = $1', [room])).toEqual([]);
  expect(await socket.collect('message')).toEqual([]);

  // The connection stays usable.
  socket.send({ type: 'message', agreementId: room, content: 'Hei' });
  expect((await socket.next('message')).message.content).toBe('Hei');
});
