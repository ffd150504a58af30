import { ChatTexts, ErrorCode, WS_CLOSE_SESSION_ENDED } from '@avtalt/contracts';
import {
  eventually,
  freePort,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import { createClient } from 'redis';
import { UpgradeRefused, WsTestClient } from './support/ws-client';

/**
 * WebSockets end with their session (F7) and are capped per session and per address (F14): real `ws`
 * clients against three gateway processes sharing one Redis and NATS. A and B beat only once a minute,
 * so whatever closes a socket on them within seconds is the session ending itself (or its announcement
 * over NATS), never the heartbeat; C beats every 300 ms, for expiry.
 */
const REDIS_DB = 8;
const CHAT_DB = 'it_ws_session_chat';
const PASSWORD = 'passord123';
const SLOW_BEAT = { WS_HEARTBEAT_MS: '60000' };

let services: ServiceProcess[] = [];
let gatewayA: GatewayProcess;
let gatewayB: GatewayProcess;
let gatewayC: GatewayProcess;
let redis: ReturnType<typeof createClient>;
const sockets: WsTestClient[] = [];
let ip = 1;

type User = TestClient & { id: string; email: string };

function browser(base = gatewayA.url): TestClient {
  return new TestClient(base, { 'x-forwarded-for': `10.9.${Math.floor(ip / 250)}.${ip++ % 250}` });
}

async function register(): Promise<User> {
  const http = browser();
  const id = unique();
  const email = `ws.${id}@example.no`;
  const res = await http.post('/api/auth/register', {
    firstName: 'Tone',
    lastName: 'Vik',
    username: `ws_${id}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return Object.assign(http, { id: res.body.id as string, email });
}

/** A second session of the same account (another browser — or a thief who copied the cookie). */
async function anotherSession(user: User): Promise<TestClient> {
  const http = browser();
  expect((await http.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  return http;
}

/** The session id inside the signed cookie `s:<id>.<signature>`. */
function sessionId(http: TestClient): string {
  const cookie = decodeURIComponent(http.cookie('avtalt.sid') ?? '');
  const match = /^s:([^.]+)\./.exec(cookie);
  if (!match) throw new Error(`no session cookie: ${cookie}`);
  return match[1];
}

async function newAgreement(owner: TestClient): Promise<string> {
  const res = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title: `Felles bil ${unique()}`,
    description: 'Vi deler en bil og fordeler utgifter, kjøring og vedlikehold.',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function connect(http: TestClient | null, base: string, forwardedFor?: string): Promise<WsTestClient> {
  const socket = await WsTestClient.connect(base, { cookie: http?.cookieHeader, forwardedFor });
  sockets.push(socket);
  return socket;
}

async function joined(http: TestClient, agreementId: string, base: string): Promise<WsTestClient> {
  const socket = await connect(http, base);
  socket.send({ type: 'join', agreementId });
  await socket.next('history');
  return socket;
}

async function refusal(
  http: TestClient | null,
  base: string,
  forwardedFor?: string,
): Promise<UpgradeRefused> {
  const error = await connect(http, base, forwardedFor).then(
    () => new Error('the upgrade was accepted'),
    (e: unknown) => e,
  );
  if (!(error instanceof UpgradeRefused)) throw error;
  return error;
}

async function storedMessages(agreementId: string): Promise<string[]> {
  const db = await testDatabase(CHAT_DB);
  try {
    const { rows } = await db.query<{ content: string }>(
      'select content from chat_messages where agreement_id = $1 order by created_at',
      [agreementId],
    );
    return rows.map((r) => r.content);
  } finally {
    await db.end();
  }
}

function expectEndedBySession(socket: WsTestClient): void {
  expect(socket.closeInfo).toMatchObject({ code: WS_CLOSE_SESSION_ENDED, reason: ChatTexts.sessionEnded });
  expect(socket.frames.at(-1)).toEqual({
    type: 'error',
    code: ErrorCode.LoginRequired,
    message: ChatTexts.sessionEnded,
  });
}

beforeAll(async () => {
  services = [
    await startBackendService('identity', { database: 'it_ws_session_identity' }),
    await startBackendService('templates', { database: 'it_ws_session_templates', redisDb: REDIS_DB }),
    await startBackendService('agreements', { database: 'it_ws_session_agreements' }),
    await startBackendService('chat', { database: CHAT_DB }),
  ];
  gatewayA = await startGatewayProcess(REDIS_DB, { ...SLOW_BEAT, WS_MAX_ANONYMOUS_SOCKETS_PER_IP: '3' });
  gatewayB = await startGatewayProcess(REDIS_DB, SLOW_BEAT, await freePort());
  gatewayC = await startGatewayProcess(REDIS_DB, { WS_HEARTBEAT_MS: '300' }, await freePort());
  redis = createClient({ url: `${testInfra().redisUrl}/${REDIS_DB}` });
  await redis.connect();
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await redis?.quit();
  for (const gateway of [gatewayC, gatewayB, gatewayA]) await gateway?.stop();
  for (const service of services.reverse()) await service.stop();
});

describe('a socket ends with its session', () => {
  it('closes the socket at logout (4401, Norwegian reason), and it receives no chat message after the logout', async () => {
    const [anne, bjorn] = [await register(), await register()];
    const room = await newAgreement(anne);
    const anneSocket = await joined(anne, room, gatewayA.url);
    const bjornSocket = await joined(bjorn, room, gatewayA.url);
    const sid = sessionId(anne);

    expect((await anne.post('/api/auth/logout')).status).toBe(204);
    await anneSocket.waitClosed(2000);
    expectEndedBySession(anneSocket);

    const framesAtLogout = anneSocket.frames.length;
    const start = bjornSocket.frames.length;
    bjornSocket.send({ type: 'message', agreementId: room, content: 'Sagt etter utloggingen' });
    await bjornSocket.next('message', (f) => f.message.content === 'Sagt etter utloggingen', { from: start });
    expect(await storedMessages(room)).toContain('Sagt etter utloggingen');
    expect(anneSocket.frames.length).toBe(framesAtLogout);
    expect(anneSocket.frames.filter((f) => f.type === 'message')).toEqual([]);
    // What Redis holds: the session is gone, and so is the socket's place in the session's count.
    expect(await redis.exists(`sess:${sid}`)).toBe(0);
    await eventually(
      async () => ((await redis.zCard(`ws-sockets:${sid}`)) === 0 ? true : undefined),
      3000,
      'lease released',
    );
  });

  it('closes the socket on another gateway when the session logs out on this one (NATS announcement)', async () => {
    const [anne, bjorn] = [await register(), await register()];
    const room = await newAgreement(anne);
    const onB = await joined(anne, room, gatewayB.url);
    const bjornOnB = await joined(bjorn, room, gatewayB.url);

    const loggedOutAt = Date.now();
    expect((await anne.post('/api/auth/logout')).status).toBe(204);
    const closed = await onB.waitClosed(3000);
    expectEndedBySession(onB);
    // B's heartbeat is a minute away: only the announcement can have closed it this soon.
    expect(closed.at - loggedOutAt).toBeLessThan(2000);

    const start = bjornOnB.frames.length;
    bjornOnB.send({ type: 'message', agreementId: room, content: 'Etter utlogging på A' });
    await bjornOnB.next('message', (f) => f.message.content === 'Etter utlogging på A', { from: start });
    expect(onB.frames.filter((f) => f.type === 'message')).toEqual([]);
  });

  it('a password change closes the other session’s socket at once, and the current session’s socket stays', async () => {
    const anne = await register();
    const other = await anotherSession(anne);
    const room = await newAgreement(anne);
    const current = await joined(anne, room, gatewayA.url);
    const otherSocket = await joined(other, room, gatewayB.url);

    const res = await anne.put('/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: 'nytt-passord-1',
    });
    expect(res.status).toBe(204);
    await otherSocket.waitClosed(3000);
    expectEndedBySession(otherSocket);

    expect(current.isOpen).toBe(true);
    const start = current.frames.length;
    current.send({ type: 'message', agreementId: room, content: 'Fortsatt innlogget' });
    await current.next('message', (f) => f.message.content === 'Fortsatt innlogget', { from: start });
    expect(await storedMessages(room)).toEqual(['Fortsatt innlogget']);
    expect(otherSocket.frames.filter((f) => f.type === 'message')).toEqual([]);
    expect(await redis.exists(`sess:${sessionId(other)}`)).toBe(0);
    expect(await redis.exists(`sess:${sessionId(anne)}`)).toBe(1);
  });

  it('a socket opened with a stolen cookie reads no other room after the password change (F7)', async () => {
    const victim = await register();
    const thief = await anotherSession(victim);
    const [room, secret] = [await newAgreement(victim), await newAgreement(victim)];
    const victimSocket = await joined(victim, secret, gatewayA.url);
    victimSocket.send({ type: 'message', agreementId: secret, content: 'Hemmelig' });
    await victimSocket.next('message');
    const stolen = await joined(thief, room, gatewayB.url);

    expect(
      (await victim.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'nytt-passord-2' }))
        .status,
    ).toBe(204);
    await stolen.waitClosed(3000);
    expectEndedBySession(stolen);
    expect(stolen.frames.filter((f) => f.type === 'history' && f.agreementId === secret)).toEqual([]);

    // A new socket with the stolen cookie is only an anonymous visitor: no history, no chat.
    const again = await connect(thief, gatewayB.url);
    again.send({ type: 'join', agreementId: secret });
    expect(await again.next('error')).toEqual({
      type: 'error',
      code: ErrorCode.LoginRequired,
      message: ChatTexts.loginRequired,
    });
    expect(again.frames.filter((f) => f.type === 'history')).toEqual([]);
  });

  it('checks the session again on join: one that vanished without an announcement ends the socket, no history', async () => {
    const anne = await register();
    const [room, other] = [await newAgreement(anne), await newAgreement(anne)];
    const socket = await joined(anne, room, gatewayB.url);
    // Gone from Redis behind the gateways' backs (as an expiry would be), and B's heartbeat is far away.
    expect(await redis.del(`sess:${sessionId(anne)}`)).toBe(1);

    const start = socket.frames.length;
    socket.send({ type: 'join', agreementId: other });
    await socket.waitClosed(2000);
    expectEndedBySession(socket);
    expect(socket.frames.slice(start).filter((f) => f.type === 'history')).toEqual([]);
  });

  it('closes a socket whose session expired in Redis within a heartbeat; anonymous and other sockets stay', async () => {
    const [anne, bjorn] = [await register(), await register()];
    const room = await newAgreement(anne);
    const expiring = await joined(anne, room, gatewayC.url);
    const staying = await joined(bjorn, room, gatewayC.url);
    const visitor = await connect(browser(gatewayC.url), gatewayC.url);
    visitor.send({ type: 'join', agreementId: room });
    await visitor.next('error');

    const sid = sessionId(anne);
    expect(await redis.pExpire(`sess:${sid}`, 200)).toBe(1);
    const expiresAt = Date.now() + 200;
    const closed = await expiring.waitClosed(3000);
    expectEndedBySession(expiring);
    // C beats every 300 ms: closed by the first or second beat after the key expired.
    expect(closed.at - expiresAt).toBeLessThan(1200);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(staying.isOpen).toBe(true);
    expect(visitor.isOpen).toBe(true);
    expect(await redis.exists(`sess:${sid}`)).toBe(0);
  });
});

describe('sockets are capped', () => {
  it('refuses the sixth socket of one session on any gateway, and a closed socket frees its place', async () => {
    const anne = await register();
    const sid = sessionId(anne);
    const open = [
      await connect(anne, gatewayA.url),
      await connect(anne, gatewayA.url),
      await connect(anne, gatewayA.url),
      await connect(anne, gatewayB.url),
      await connect(anne, gatewayB.url),
    ];
    expect(await redis.zCard(`ws-sockets:${sid}`)).toBe(5);

    for (const base of [gatewayA.url, gatewayB.url]) {
      const refused = await refusal(anne, base);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({
        code: ErrorCode.RateLimited,
        message: ChatTexts.tooManySockets,
      });
    }
    expect(await redis.zCard(`ws-sockets:${sid}`)).toBe(5);
    // Another session of the same account has its own count.
    await connect(await anotherSession(anne), gatewayA.url);

    open[3].terminate();
    await eventually(
      async () => ((await redis.zCard(`ws-sockets:${sid}`)) === 4 ? true : undefined),
      3000,
      'place given back',
    );
    const sixth = await connect(anne, gatewayB.url);
    expect(sixth.isOpen).toBe(true);
    expect(await redis.zCard(`ws-sockets:${sid}`)).toBe(5);
  });

  it('refuses sockets without a session beyond the cap per address (3 on this gateway)', async () => {
    for (let i = 0; i < 3; i += 1) await connect(null, gatewayA.url, '198.51.100.20');
    const refused = await refusal(null, gatewayA.url, '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      code: ErrorCode.RateLimited,
      message: ChatTexts.tooManySocketsFromAddress,
    });
    // Another address is not affected.
    expect((await connect(null, gatewayA.url, '198.51.100.21')).isOpen).toBe(true);
  });

  it('tells a socket in 20 rooms in Norwegian that it follows too many agreements', async () => {
    const anne = await register();
    const rooms: string[] = [];
    for (let i = 0; i < 21; i += 1) rooms.push(await newAgreement(anne));
    const socket = await connect(anne, gatewayA.url);
    for (const room of rooms.slice(0, 20)) {
      const start = socket.frames.length;
      socket.send({ type: 'join', agreementId: room });
      await socket.next('history', (f) => f.agreementId === room, { from: start });
    }
    const start = socket.frames.length;
    socket.send({ type: 'join', agreementId: rooms[20] });
    expect(await socket.next('error', () => true, { from: start })).toEqual({
      type: 'error',
      code: ErrorCode.Conflict,
      message: ChatTexts.tooManyRooms,
    });
    expect(ChatTexts.tooManyRooms).not.toBe(ChatTexts.invalidFrame);
  });
});
