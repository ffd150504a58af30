import { CHAT_MAX_LENGTH, CHAT_RATE_LIMIT, ChatTexts, type AgreementQuestion } from '@avtalt/contracts';
import {
  eventually,
  freePort,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Client } from 'pg';
import WebSocket from 'ws';
import { WsTestClient } from './ws-client';

/**
 * The chat connection end to end: real `ws` clients on two gateway processes, the chat, agreements,
 * templates and identity services on the test run's Postgres, Redis and NATS.
 */
const REDIS_DB = 5;
const CHAT_DB = 'it_chat';
let services: ServiceProcess[] = [];
let gateway: GatewayProcess;
let gateway2: GatewayProcess;
const sockets: WsTestClient[] = [];
let ip = 1;

function visitor(base = gateway.url): TestClient {
  return new TestClient(base, { 'x-forwarded-for': `10.5.${Math.floor(ip / 250)}.${ip++ % 250}` });
}

async function user(firstName = 'Siri'): Promise<TestClient & { id: string; name: string }> {
  const http = visitor();
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName,
    lastName: `Berg${id.slice(-4)}`,
    username: `chat_${id}`,
    email: `chat.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { id: res.body.id as string, name: `${firstName} Berg${id.slice(-4)}` });
}

async function newAgreement(owner: TestClient): Promise<string> {
  const res = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Avtale om helgene ${unique()}`,
    description: 'Vi deler en hytte på fjellet.',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function connect(http: TestClient | null, base = gateway.url): Promise<WsTestClient> {
  const socket = await WsTestClient.connect(base, { cookie: http?.cookieHeader });
  sockets.push(socket);
  return socket;
}

async function joined(http: TestClient, agreementId: string, base = gateway.url): Promise<WsTestClient> {
  const socket = await connect(http, base);
  socket.send({ type: 'join', agreementId, userId: 'x', userName: 'x' });
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
  services = [
    await startBackendService('identity', { database: 'it_chat_identity' }),
    await startBackendService('templates', { database: 'it_chat_templates', redisDb: REDIS_DB }),
    await startBackendService('agreements', { database: 'it_chat_agreements' }),
    await startBackendService('chat', { database: CHAT_DB }),
  ];
  gateway = await startGatewayProcess(REDIS_DB);
  // A second replica sharing the session store, with a fast heartbeat for the dead-connection test.
  gateway2 = await startGatewayProcess(REDIS_DB, { WS_HEARTBEAT_MS: '300' }, await freePort());
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await gateway2?.stop();
  await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
});

it('answers a join with the latest 100 messages, oldest first', async () => {
  const a = await user();
  const id = await newAgreement(a);
  const base = Date.now() - 200_000;
  for (let i = 0; i < 105; i += 1) {
    await sql(
      `insert into chat_messages (id, agreement_id, user_id, user_name, content, created_at) values ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), id, a.id, a.name, `melding ${i}`, new Date(base + i * 1000)],
    );
  }
  const socket = await connect(a);
  socket.send({ type: 'join', agreementId: id, userId: a.id, userName: a.name });
  const history = await socket.next('history');
  expect(history.messages).toHaveLength(100);
  expect(history.messages[0].content).toBe('melding 5');
  expect(history.messages[99].content).toBe('melding 104');
  expect(history.messages[0]).toMatchObject({ agreementId: id, userId: a.id, userName: a.name });
});

it('delivers a message to every socket in the room, the sender included, and to no other room', async () => {
  const [a, b] = [await user('Anne'), await user('Bjørn')];
  const room = await newAgreement(a);
  const other = await newAgreement(a);
  const [a1, a2, b1] = [await joined(a, room), await joined(a, room), await joined(b, room)];
  const elsewhere = await joined(b, other);

  a1.send({ type: 'message', agreementId: room, content: '  Skal vi dele strømmen likt?  ' });
  const received = await Promise.all([a1, a2, b1].map((s) => s.next('message')));
  for (const frame of received) {
    expect(frame.message).toMatchObject({
      agreementId: room,
      userId: a.id,
      userName: a.name,
      content: 'Skal vi dele strømmen likt?',
    });
  }
  expect(new Set(received.map((f) => f.message.id)).size).toBe(1);
  expect(await elsewhere.collect('message')).toEqual([]);

  // Order is kept: a burst from two people arrives in the same order everywhere.
  for (let i = 0; i < 5; i += 1)
    (i % 2 ? b1 : a1).send({ type: 'message', agreementId: room, content: `nr ${i}` });
  const seen = async (s: WsTestClient) => {
    const contents: string[] = [];
    for (let i = 0; i < 5; i += 1) contents.push((await s.next('message')).message.content);
    return contents;
  };
  const [ca, cb] = await Promise.all([seen(a2), seen(b1)]);
  expect(ca).toEqual(cb);
  const rejoined = await joined(b, room);
  expect(rejoined.frames[0].type).toBe('history');
});

it('takes the author from the session, whatever the frame claims', async () => {
  const [a, b] = [await user('Anne'), await user('Bjørn')];
  const room = await newAgreement(a);
  const socket = await joined(b, room);
  socket.send({
    type: 'message',
    agreementId: room,
    content: 'Hei',
    userId: a.id,
    userName: 'Administrator',
  });
  const { message } = await socket.next('message');
  expect(message).toMatchObject({ userId: b.id, userName: b.name });
  const rows = await sql<{ user_id: string; user_name: string }>(
    'select user_id, user_name from chat_messages where id = $1',
    [message.id],
  );
  expect(rows).toEqual([{ user_id: b.id, user_name: b.name }]);
});

it('lets an anonymous socket follow agreement updates but not join the chat or post', async () => {
  const [a, b] = [await user('Anne'), await user('Bjørn')];
  const room = await newAgreement(a);
  const member = await joined(a, room);
  const anonymous = await connect(null);
  anonymous.send({ type: 'join', agreementId: room, userId: a.id, userName: a.name });
  expect(await anonymous.next('error')).toMatchObject({
    code: 'LOGIN_REQUIRED',
    message: ChatTexts.loginRequired,
  });
  anonymous.send({ type: 'message', agreementId: room, content: 'Hei fra en fremmed', userId: a.id });
  expect((await anonymous.next('error')).message).toBe(ChatTexts.loginRequired);

  member.send({ type: 'message', agreementId: room, content: 'Bare for deltakere' });
  await member.next('message');
  expect(await anonymous.collect('message')).toEqual([]);
  expect(anonymous.frames.some((f) => f.type === 'history')).toBe(false);

  // B answers: both sockets in the room hear that the agreement changed.
  const questions = await b.get<AgreementQuestion[]>(`/api/agreements/${room}/questions`);
  const answer = await b.post(`/api/agreements/${room}/answers`, {
    answers: Object.fromEntries(questions.body.map((q) => [q.id, true])),
  });
  expect(answer.status).toBe(200);
  expect(await member.next('agreement_updated')).toEqual({ type: 'agreement_updated', agreementId: room });
  expect(await anonymous.next('agreement_updated')).toEqual({ type: 'agreement_updated', agreementId: room });
});

it('closes the socket of a session that has ended; it gets no chat afterwards', async () => {
  const [a, b] = [await user('Anne'), await user('Bjørn')];
  const room = await newAgreement(a);
  const socketA = await joined(a, room);
  const socketB = await joined(b, room);
  expect((await b.post('/api/auth/logout')).status).toBeLessThan(300);
  // The gateway says why and closes it (4401); services/gateway/test/ws-session.int-spec.ts has the details.
  expect(await socketB.next('error')).toEqual({
    type: 'error',
    code: 'LOGIN_REQUIRED',
    message: ChatTexts.sessionEnded,
  });
  await eventually(
    async () => (socketB.socket.readyState === WebSocket.CLOSED ? true : undefined),
    3000,
    'socket closed',
  );
  socketA.send({ type: 'message', agreementId: room, content: 'Bare for innloggede' });
  await socketA.next('message');
  expect(await socketB.collect('message')).toEqual([]);
  const [{ count }] = await sql<{ count: string }>(
    'select count(*) from chat_messages where agreement_id = $1',
    [room],
  );
  expect(Number(count)).toBe(1);
});

it('refuses an agreement that does not exist', async () => {
  const a = await user();
  const socket = await connect(a);
  socket.send({ type: 'join', agreementId: randomUUID() });
  expect((await socket.next('error')).message).toBe(ChatTexts.agreementNotFound);
  socket.send({ type: 'message', agreementId: randomUUID(), content: 'Hei' });
  expect((await socket.next('error')).message).toBe(ChatTexts.notJoined);
});

it(`allows ${CHAT_RATE_LIMIT} messages per 10 seconds per user, across sockets`, async () => {
  const a = await user();
  const room = await newAgreement(a);
  const [s1, s2] = [await joined(a, room), await joined(a, room)];
  for (let i = 0; i < CHAT_RATE_LIMIT; i += 1)
    (i % 2 ? s2 : s1).send({ type: 'message', agreementId: room, content: `melding ${i}` });
  for (let i = 0; i < CHAT_RATE_LIMIT; i += 1) await s1.next('message');
  s2.send({ type: 'message', agreementId: room, content: 'en for mye' });
  expect((await s2.next('error')).message).toBe(ChatTexts.rateLimited);
  const [{ count }] = await sql<{ count: string }>(
    'select count(*) from chat_messages where agreement_id = $1',
    [room],
  );
  expect(Number(count)).toBe(CHAT_RATE_LIMIT);
});

it('answers every bad frame with an error in Norwegian and keeps the connection usable', async () => {
  const a = await user();
  const room = await newAgreement(a);
  const socket = await joined(a, room);
  const bad: [unknown, string][] = [
    ['dette er ikke json', ChatTexts.notJson],
    ['[]', ChatTexts.invalidFrame],
    [{ type: 'dance', agreementId: room }, ChatTexts.unknownType],
    [{ agreementId: room, content: 'uten type' }, ChatTexts.unknownType],
    [{ type: 'join' }, ChatTexts.invalidAgreementId],
    [{ type: 'join', agreementId: 'ikke-en-id' }, ChatTexts.invalidAgreementId],
    [{ type: 'message', agreementId: room }, ChatTexts.invalidFrame],
    [{ type: 'message', agreementId: room, content: '   \n  ' }, ChatTexts.empty],
    [{ type: 'message', agreementId: room, content: 'x'.repeat(CHAT_MAX_LENGTH + 1) }, ChatTexts.tooLong],
    [{ type: 'message', agreementId: room, content: 'x'.repeat(200_000) }, ChatTexts.frameTooLarge],
  ];
  for (const [frame, message] of bad) {
    socket.send(frame);
    expect((await socket.next('error')).message).toBe(message);
  }
  socket.socket.send(Buffer.from([0xde, 0xad]), { binary: true });
  expect((await socket.next('error')).message).toBe(ChatTexts.notJson);

  socket.send({ type: 'message', agreementId: room, content: 'x'.repeat(CHAT_MAX_LENGTH) });
  expect((await socket.next('message')).message.content).toHaveLength(CHAT_MAX_LENGTH);
  const [{ count }] = await sql<{ count: string }>(
    'select count(*) from chat_messages where agreement_id = $1',
    [room],
  );
  expect(Number(count)).toBe(1);
});

it('delivers a message sent through one gateway to a socket on another', async () => {
  const [a, b] = [await user('Anne'), await user('Bjørn')];
  const room = await newAgreement(a);
  // B's session (made through gateway 1) is valid on gateway 2: the store is shared.
  const onSecond = await joined(b, room, gateway2.url);
  const onFirst = await joined(a, room, gateway.url);
  onFirst.send({ type: 'message', agreementId: room, content: 'Over til deg på den andre siden' });
  expect((await onSecond.next('message')).message).toMatchObject({
    content: 'Over til deg på den andre siden',
    userId: a.id,
  });
  onSecond.send({ type: 'message', agreementId: room, content: 'Mottatt!' });
  expect((await onFirst.next('message', (f) => f.message.content === 'Mottatt!')).message.userId).toBe(b.id);

  // An answer given through gateway 2 reaches the socket on gateway 1 too.
  const questions = await b.get<AgreementQuestion[]>(`/api/agreements/${room}/questions`);
  await b.post(`/api/agreements/${room}/answers`, {
    answers: Object.fromEntries(questions.body.map((q) => [q.id, false])),
  });
  await onFirst.next('agreement_updated');
});

it('refuses the upgrade from a foreign origin', async () => {
  const a = await user();
  await expect(
    WsTestClient.connect(gateway.url, { cookie: a.cookieHeader, origin: 'https://evil.example' }),
  ).rejects.toThrow('upgrade refused: 403');
  await expect(
    WsTestClient.connect(gateway.url, { cookie: a.cookieHeader, origin: gateway.url }),
  ).resolves.toBeDefined();
});

it('drops a connection that stops answering heartbeats', async () => {
  // A hand-made client that completes the handshake and then never answers a ping.
  const url = new URL(gateway2.url);
  const socket = net.connect(Number(url.port), url.hostname);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  socket.write(
    `GET /ws HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  const start = Date.now();
  const end = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), 5000))]);
  expect(received).toContain('101 Switching Protocols');
  expect(end).toBeGreaterThan(0);
  expect(end - start).toBeLessThan(3000);
});

it('forgets the discussion of a deleted agreement', async () => {
  const a = await user();
  const room = await newAgreement(a);
  const socket = await joined(a, room);
  socket.send({ type: 'message', agreementId: room, content: 'Dette forsvinner' });
  await socket.next('message');
  expect((await a.request('DELETE', `/api/agreements/${room}`)).status).toBeLessThan(300);
  await socket.next('agreement_updated');
  for (let i = 0; i < 50; i += 1) {
    const [{ count }] = await sql<{ count: string }>(
      'select count(*) from chat_messages where agreement_id = $1',
      [room],
    );
    if (Number(count) === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(await sql('select id from chat_messages where agreement_id = $1', [room])).toEqual([]);
  const late = await connect(a);
  late.send({ type: 'join', agreementId: room });
  expect((await late.next('error')).message).toBe(ChatTexts.agreementNotFound);
});
