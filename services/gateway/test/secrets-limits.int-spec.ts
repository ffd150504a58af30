/**
 * Security review L5, L6, L8 and M1 (docs/limits.md, "Secrets: passwords, addresses, resets"), each attack
 * as the review reproduced it, against two gateway processes sharing one Redis (every limit here must
 * hold over any number of gateways), identity as a real process and a NATS stand-in for notifications
 * that keeps every account mail asked for. What was stored is read with SQL (identity's database).
 */
import {
  ChatTexts,
  ErrorCode,
  IdentityRpc,
  Messages,
  NotificationsRpc,
  type ProfileReply,
  type User,
  UserMessages,
} from '@avtalt/contracts';
import {
  NotificationsStandIn,
  type ServiceProcess,
  TestClient,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import { createHash } from 'node:crypto';
import { connect as natsConnect, type NatsConnection } from 'nats';
import type { Client } from 'pg';
import { createClient } from 'redis';
import { type GatewayProcess, startGateway, startIdentity } from './support/system';
import { UpgradeRefused, WsTestClient } from './support/ws-client';

const REDIS_DB = 14;
const DATABASE = 'it_gateway_secrets_limits';
const ACCOUNT_LIMIT = 5;
const EMAIL_CHANGES = 5;
const RESETS_PER_CLIENT_AND_ADDRESS = 3;
const RESETS_PER_ADDRESS = 10;
const LIMITS = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: String(ACCOUNT_LIMIT),
  LOGIN_MAX_FAILURES_PER_IP: '4',
  REGISTER_MAX_PER_IP: '2',
  VERIFY_MAX_PER_IP: '2',
  WS_MAX_ANONYMOUS_SOCKETS_PER_IP: '2',
  EMAIL_CHANGE_MAX_PER_ACCOUNT: String(EMAIL_CHANGES),
  PASSWORD_RESET_MAX_PER_ADDRESS: String(RESETS_PER_CLIENT_AND_ADDRESS),
  PASSWORD_RESET_MAX_PER_ADDRESS_TOTAL: String(RESETS_PER_ADDRESS),
  PASSWORD_RESET_MAX_PER_IP: '10',
};
const PASSWORD = 'gammelt-passord';

let identity: ServiceProcess;
let gatewayA: GatewayProcess;
let gatewayB: GatewayProcess;
let notifications: NotificationsStandIn;
let db: Client;
let redis: ReturnType<typeof createClient>;
let nats: NatsConnection;
const sockets: WsTestClient[] = [];
let ip = 1;

/** A browser at an IPv4 address of its own, its requests taking turns between the two gateways. */
function client(address = `10.61.${Math.floor(ip / 250)}.${ip++ % 250}`): TestClient {
  return new TestClient([gatewayA.url, gatewayB.url], { 'x-forwarded-for': address });
}

interface Account {
  http: TestClient;
  user: User;
  email: string;
}

/** Registered (this browser becomes a known device of the account) and confirmed by the mailed link. */
async function confirmed(email = `sikker.${unique()}@example.no`): Promise<Account> {
  const http = client();
  const res = await http.post<User>('/api/auth/register', {
    firstName: 'Siri',
    lastName: 'Sikker',
    username: `s_${unique()}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  const token = await notifications.tokenFor(email, 'verify-email');
  expect((await http.post('/api/auth/verify-email', { token })).status).toBe(200);
  return { http, user: res.body, email };
}

const profile = (a: Account, email: string, currentPassword = PASSWORD) => ({
  firstName: 'Siri',
  lastName: 'Sikker',
  username: a.user.username,
  email,
  currentPassword,
});

const userRow = async (userId: string) =>
  (
    await db.query<{
      email: string;
      verified_email: string | null;
      pending_email: string | null;
      password_hash: string;
    }>('select email, verified_email, pending_email, password_hash from users where id = $1', [userId])
  ).rows[0];
const links = async (userId: string, purpose: string) =>
  (
    await db.query<{ email: string }>(
      'select email from account_tokens where user_id = $1 and purpose = $2 order by created_at',
      [userId, purpose],
    )
  ).rows.map((r) => r.email);

/** Identity's log lines that contain `text`, counted once the pipe has stopped delivering new ones. */
async function settledCount(text: string): Promise<number> {
  let last = -1;
  for (;;) {
    const now = identity.logs.filter((line) => line.includes(text)).length;
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

function statuses(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

beforeAll(async () => {
  redis = createClient({ url: `${testInfra().redisUrl}/${REDIS_DB}` });
  await redis.connect();
  await redis.flushDb();
  notifications = await NotificationsStandIn.start();
  identity = await startIdentity(DATABASE, { LOG_LEVEL: 'debug' });
  [gatewayA, gatewayB] = await Promise.all([startGateway(REDIS_DB, LIMITS), startGateway(REDIS_DB, LIMITS)]);
  db = await testDatabase(DATABASE);
  nats = await natsConnect({ servers: testInfra().natsUrl });
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  expect(notifications?.malformed ?? []).toEqual([]);
  await nats?.close();
  await redis?.quit();
  await db?.end();
  await Promise.all([gatewayA?.stop(), gatewayB?.stop()]);
  await identity?.stop();
  await notifications?.stop();
});

describe('address changes (review L5)', () => {
  it("another account's address and a free one get the same answer; nothing that could confirm the taken one is stored (SQL) or mailed", async () => {
    const a = await confirmed();
    // Both mask to t***@example.no, as an attacker would choose them to compare the answers.
    const owner = await confirmed(`tatt.${unique()}@example.no`);
    const free = `tfri.${unique()}@example.no`;
    const ownerBefore = await userRow(owner.user.id);

    const taken = await a.http.put<ProfileReply>('/api/auth/profile', profile(a, owner.email));
    const afterTaken = await userRow(a.user.id);
    const freed = await a.http.put<ProfileReply>('/api/auth/profile', profile(a, free));

    expect([taken.status, freed.status]).toEqual([200, 200]);
    // Byte for byte, but for the time of the change itself.
    const bytes = (text: string) => text.replace(/"updatedAt":"[^"]+"/, '"updatedAt":"…"');
    expect(bytes(taken.text)).toBe(bytes(freed.text));
    expect(taken.text.length).toBe(freed.text.length);
    expect(taken.body).toMatchObject({
      email: a.email,
      emailVerified: true,
      pendingEmailMasked: 't***@example.no',
      message: UserMessages.emailChangeLinkSent,
    });
    expect(taken.headers.get('content-length')).toBe(freed.headers.get('content-length'));

    // Taken: the account keeps its confirmed address; the other account is untouched; no change link was made
    // for the taken address (so the waiting address can never be confirmed), and no mail went to it.
    expect(afterTaken).toMatchObject({ email: a.email, verified_email: a.email });
    expect(await userRow(owner.user.id)).toEqual(ownerBefore);
    await notifications.tokenFor(free, 'email-change');
    await settledCount('address change asked for');
    expect(await links(a.user.id, 'change')).toEqual([free]);
    expect(notifications.mailsTo(owner.email).map((m) => m.kind)).toEqual(['verify-email']);
    expect(notifications.mailsTo(free, 'email-change')).toHaveLength(1);
  });

  it(`the ${EMAIL_CHANGES + 1}th new address in the window answers 429 in Norwegian and changes nothing (SQL)`, async () => {
    const a = await confirmed();
    for (let i = 1; i <= EMAIL_CHANGES; i += 1)
      expect(
        (await a.http.put('/api/auth/profile', profile(a, `ny${i}.${unique()}@example.no`))).status,
      ).toBe(200);
    const before = await userRow(a.user.id);
    const refused = await a.http.put('/api/auth/profile', {
      ...profile(a, `ny6.${unique()}@example.no`),
      firstName: 'Endret',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: ErrorCode.RateLimited, message: UserMessages.tooManyEmailChanges });
    expect(await userRow(a.user.id)).toEqual(before);
    // Names alone are no address change: still saved.
    const named = await a.http.put<User>('/api/auth/profile', {
      firstName: 'Endret',
      lastName: 'Sikker',
      username: a.user.username,
      email: a.email,
    });
    expect(named.status).toBe(200);
    expect(named.body.firstName).toBe('Endret');
  });

  it('a wrong password does not use up a change', async () => {
    const a = await confirmed();
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i += 1)
      expect(
        (await a.http.put('/api/auth/profile', profile(a, `feil${i}.${unique()}@example.no`, 'feil-passord')))
          .status,
      ).toBe(400);
    for (let i = 0; i < EMAIL_CHANGES; i += 1)
      expect(
        (await a.http.put('/api/auth/profile', profile(a, `rett${i}.${unique()}@example.no`))).status,
      ).toBe(200);
  });

  it(`100 new addresses at once over two gateways: at most ${EMAIL_CHANGES} are made (identity's log), the rest 429`, async () => {
    const a = await confirmed();
    const before = await settledCount(`address change asked for: user ${a.user.id}`);
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        a.http.put('/api/auth/profile', profile(a, `samtidig${i}.${unique()}@example.no`)),
      ),
    );
    const counts = statuses(burst);
    process.stdout.write(`100 address changes at once: ${JSON.stringify(counts)}\n`);
    expect(counts[200]).toBeGreaterThan(0);
    expect(counts[200]).toBeLessThanOrEqual(EMAIL_CHANGES);
    expect(counts[429]).toBe(100 - counts[200]);
    expect(new Set(burst.filter((r) => r.status === 429).map((r) => r.body.message))).toEqual(
      new Set([UserMessages.tooManyEmailChanges]),
    );
    expect((await settledCount(`address change asked for: user ${a.user.id}`)) - before).toBe(counts[200]);
    expect((await a.http.put('/api/auth/profile', profile(a, `senere.${unique()}@example.no`))).status).toBe(
      429,
    );
  });
});

describe('the current password draws on the login bucket (review M1)', () => {
  it(`100 wrong guesses at once over two gateways: at most ${ACCOUNT_LIMIT} are checked, the rest 429; then the login waits too`, async () => {
    const a = await confirmed();
    const before = await settledCount('current password checked');
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        a.http.put('/api/auth/password', { currentPassword: `gjett-${i}`, newPassword: 'nytt-passord-1' }),
      ),
    );
    const counts = statuses(burst);
    process.stdout.write(`100 wrong current passwords at once: ${JSON.stringify(counts)}\n`);
    expect(counts[400]).toBeGreaterThan(0);
    expect(counts[400]).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(counts[429]).toBe(100 - counts[400]);
    expect(burst.find((r) => r.status === 429)!.body.message).toBe(Messages.tooManyLoginAttempts);
    expect((await settledCount('current password checked')) - before).toBe(counts[400]);
    const hash = (await userRow(a.user.id)).password_hash;
    expect(
      (await a.http.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'nytt-passord-1' }))
        .status,
    ).toBe(429);
    expect((await client().post('/api/auth/login', { email: a.email, password: PASSWORD })).status).toBe(429);
    expect((await userRow(a.user.id)).password_hash).toBe(hash);
  });
});

describe('password reset (review L6)', () => {
  const reset = (http: TestClient, email: string, from?: string) =>
    http.post('/api/auth/password-reset', { email }, from ? { headers: { 'x-forwarded-for': from } } : {});

  it("a stranger's requests do not stop the owner's reset: another client, and the owner's own browser on the stranger's address, still get a link", async () => {
    const victim = await confirmed();
    const stranger = client('203.0.113.50');
    const asked = await Promise.all(Array.from({ length: 10 }, () => reset(stranger, victim.email)));
    expect(statuses(asked)).toEqual({
      202: RESETS_PER_CLIENT_AND_ADDRESS,
      429: 10 - RESETS_PER_CLIENT_AND_ADDRESS,
    });
    expect(asked.find((r) => r.status === 429)!.body).toEqual({
      code: ErrorCode.RateLimited,
      message: Messages.tooManyPasswordResets,
    });

    // From another browser on another address: its own bucket.
    expect((await reset(client(), victim.email)).status).toBe(202);
    // The owner's browser (it logged in here before), even behind the stranger's address: a bucket of its own.
    expect((await reset(victim.http, victim.email, '203.0.113.50')).status).toBe(202);
    await notifications.tokenFor(victim.email, 'password-reset', RESETS_PER_CLIENT_AND_ADDRESS + 2);
    expect((await links(victim.user.id, 'reset')).length).toBe(RESETS_PER_CLIENT_AND_ADDRESS + 2);
  });

  it(`100 strangers on 100 addresses at once, over two gateways: one address is sent at most ${RESETS_PER_ADDRESS} links, every answer is 202; the owner's new browser gets 202 and no mail, and a link in her mailbox works`, async () => {
    const victim = await confirmed();
    const asked = await Promise.all(
      Array.from({ length: 100 }, (_, i) => reset(client(`198.51.100.${i + 1}`), victim.email)),
    );
    expect(statuses(asked)).toEqual({ 202: 100 });
    for (const res of asked) expect(res.body).toEqual({ accepted: true });
    await notifications.tokenFor(victim.email, 'password-reset', RESETS_PER_ADDRESS);
    expect((await links(victim.user.id, 'reset')).length).toBe(RESETS_PER_ADDRESS);

    // The owner on a browser that never logged in (new phone, private window): the same answer, no new link.
    const fresh = await reset(client(), victim.email);
    expect([fresh.status, fresh.body]).toEqual([202, { accepted: true }]);
    // The owner's known browser is not held back: its mail is the next, and nothing else came in between.
    expect((await reset(victim.http, victim.email)).status).toBe(202);
    await notifications.tokenFor(victim.email, 'password-reset', RESETS_PER_ADDRESS + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notifications.mailsTo(victim.email, 'password-reset')).toHaveLength(RESETS_PER_ADDRESS + 1);
    expect((await links(victim.user.id, 'reset')).length).toBe(RESETS_PER_ADDRESS + 1);

    // While mails are held back a link the strangers caused is live: every one outlives the ceiling's window.
    const windowLeft = await redis.ttl(
      `password-reset:account:${createHash('sha256').update(victim.email.toLowerCase()).digest('hex')}`,
    );
    expect(windowLeft).toBeGreaterThan(0);
    const { rows } = await db.query<{ soonest: Date }>(
      `select min(expires_at) as soonest from account_tokens where user_id = $1 and purpose = 'reset' and used_at is null`,
      [victim.user.id],
    );
    expect(rows[0].soonest.getTime()).toBeGreaterThanOrEqual(Date.now() + (windowLeft - 1) * 1000);
    const token = await notifications.tokenFor(victim.email, 'password-reset', RESETS_PER_ADDRESS);
    expect(
      (await client().post('/api/auth/password-reset/confirm', { token, newPassword: 'nytt-eget-passord' }))
        .status,
    ).toBe(204);
    expect(
      (await client().post('/api/auth/login', { email: victim.email, password: 'nytt-eget-passord' })).status,
    ).toBe(200);
  });

  it("the owner's browser is limited too (its own bucket), and is no way round the limit for another address", async () => {
    const owner = await confirmed();
    const other = await confirmed();
    for (let i = 0; i < RESETS_PER_CLIENT_AND_ADDRESS; i += 1)
      expect((await reset(owner.http, owner.email)).status).toBe(202);
    expect((await reset(owner.http, owner.email)).status).toBe(429);
    // The device is known for the owner's address only: for another address it is any client.
    const forOther = await Promise.all(
      Array.from({ length: 5 }, () => reset(owner.http, other.email, '203.0.113.77')),
    );
    expect(statuses(forOther)).toEqual({
      202: RESETS_PER_CLIENT_AND_ADDRESS,
      429: 5 - RESETS_PER_CLIENT_AND_ADDRESS,
    });
  });
});

describe('every per-client limit counts an IPv6 caller by its /64 (review L8)', () => {
  const wrongLogin = (from: string) =>
    client(from).post('/api/auth/login', { email: `ingen.${unique()}@example.no`, password: 'feil-passord' });

  it('password reset: four addresses of one /64 share a bucket; another /64 has its own', async () => {
    const email = `v6.${unique()}@example.no`;
    for (const from of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:abcd::3'])
      expect((await client(from).post('/api/auth/password-reset', { email })).status).toBe(202);
    expect(
      (await client('2001:db8:5:6:ffff:ffff:ffff:ffff').post('/api/auth/password-reset', { email })).status,
    ).toBe(429);
    expect((await client('2001:db8:5:7::1').post('/api/auth/password-reset', { email })).status).toBe(202);
    expect(await redis.get('password-reset:client:2001:db8:5:6::/64')).toBe('3');
  });

  it('registration', async () => {
    const register = (from: string) =>
      client(from).post('/api/auth/register', {
        firstName: 'Ida',
        lastName: 'Ipv6',
        username: `v6_${unique()}`,
        email: `v6.${unique()}@example.no`,
        password: PASSWORD,
      });
    expect((await register('2001:db8:9:1::a')).status).toBe(201);
    expect((await register('2001:db8:9:1:1:2:3:b')).status).toBe(201);
    const third = await register('2001:db8:9:1::c');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(Messages.tooManyRegistrations);
    expect((await register('2001:db8:9:2::a')).status).toBe(201);
  });

  it('login failures', async () => {
    for (let i = 1; i <= 4; i += 1) expect((await wrongLogin(`2001:db8:7:1::${i}`)).status).toBe(401);
    expect((await wrongLogin('2001:db8:7:1:9::9')).status).toBe(429);
    expect((await wrongLogin('2001:db8:7:2::1')).status).toBe(401);
  });

  it('verification look-ups', async () => {
    const lookUp = (from: string) => client(from).get(`/api/verify/${'ab'.repeat(32)}`);
    // documents does not run here: what is not refused by the limit is 503.
    expect((await lookUp('2001:db8:8:1::1')).status).not.toBe(429);
    expect((await lookUp('2001:db8:8:1::2')).status).not.toBe(429);
    expect((await lookUp('2001:db8:8:1::3')).status).toBe(429);
    expect((await lookUp('2001:db8:8:2::1')).status).not.toBe(429);
  });

  it('sockets without a session (per gateway)', async () => {
    const open = async (from: string) => {
      const socket = await WsTestClient.connect(gatewayA.url, { forwardedFor: from });
      sockets.push(socket);
      return socket;
    };
    expect((await open('2001:db8:6:1::1')).isOpen).toBe(true);
    expect((await open('2001:db8:6:1::2')).isOpen).toBe(true);
    const refused = await open('2001:db8:6:1::3').then(
      () => new Error('the upgrade was accepted'),
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UpgradeRefused);
    expect((refused as UpgradeRefused).status).toBe(429);
    expect(JSON.parse((refused as UpgradeRefused).body)).toEqual({
      code: ErrorCode.RateLimited,
      message: ChatTexts.tooManySocketsFromAddress,
    });
    expect((await open('2001:db8:6:2::1')).isOpen).toBe(true);
  });
});

describe('GET /api/health (review L8)', () => {
  it('100 anonymous calls at once over two gateways cost at most a few checks; a second later it checks again', async () => {
    const checks = { identity: 0, notifications: 0 };
    const subscriptions = [
      nats.subscribe(IdentityRpc.health.subject, { callback: () => (checks.identity += 1) }),
      nats.subscribe(NotificationsRpc.health.subject, { callback: () => (checks.notifications += 1) }),
    ];
    await nats.flush();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const anonymous = new TestClient([gatewayA.url, gatewayB.url]);
      const started = Date.now();
      const burst = await Promise.all(Array.from({ length: 100 }, () => anonymous.get('/api/health')));
      const seconds = (Date.now() - started) / 1000;
      // Only identity and notifications run here: 503, the same answer to all.
      expect(new Set(burst.map((r) => r.text)).size).toBe(1);
      expect(burst[0].body.services).toMatchObject({ identity: 'ok', notifications: 'ok' });
      await nats.flush();
      process.stdout.write(
        `/api/health: 100 calls over two gateways in ${seconds.toFixed(1)} s asked identity ${checks.identity}, notifications ${checks.notifications} time(s)\n`,
      );
      // At most one check per gateway per second (a loaded machine stretches the burst over several seconds).
      const most = 2 * (Math.ceil(seconds) + 1);
      expect(checks.identity).toBeGreaterThanOrEqual(1);
      expect(checks.identity).toBeLessThanOrEqual(most);
      expect(checks.notifications).toBeLessThanOrEqual(most);

      await new Promise((resolve) => setTimeout(resolve, 1100));
      const seen = checks.identity;
      await anonymous.get('/api/health');
      await nats.flush();
      expect(checks.identity).toBe(seen + 1);
    } finally {
      for (const s of subscriptions) s.unsubscribe();
    }
  });
});
