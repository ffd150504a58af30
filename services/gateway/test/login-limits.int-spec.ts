/**
 * Login and registration limits under concurrency (F4, F10, F15 of the security review) and known
 * devices (docs/sessions-and-login.md), against real Redis, NATS, Postgres and service processes.
 */
import {
  type ServiceProcess,
  TestClient,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import { createHash } from 'node:crypto';
import type { Client } from 'pg';
import { createClient } from 'redis';
import { type GatewayProcess, startGateway, startIdentity } from './support/system';

const REDIS_DB = 9;
const DATABASE = 'it_gateway_login_limits';
const REGISTER_MAX_PER_IP = 3;
const PASSWORD = 'hemmelig123';

let identity: ServiceProcess;
let gateway: GatewayProcess;
let db: Client;
let redis: ReturnType<typeof createClient>;

/** Each client is a browser at an address of its own (the gateway trusts X-Forwarded-For from loopback). */
let ipCounter = 0;
function client(ip?: string): TestClient {
  const address = ip ?? `10.${40 + Math.floor(ipCounter / 250)}.${ipCounter % 250}.1`;
  ipCounter += 1;
  return new TestClient(gateway.url, { 'x-forwarded-for': address });
}

async function registered(): Promise<{ email: string; http: TestClient }> {
  const id = unique();
  const email = `kari.${id}@example.no`;
  const http = client();
  const res = await http.post('/api/auth/register', {
    firstName: 'Kari',
    lastName: 'Nordmann',
    username: `kari_${id}`,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return { email, http };
}

const login = (http: TestClient, email: string, password: string) =>
  http.post('/api/auth/login', { email, password });

/** How many times identity has checked a password so far (its debug line names nobody). */
function verifications(): number {
  return identity.logs.filter((line) => line.includes('credentials checked')).length;
}

async function settledVerifications(): Promise<number> {
  // Log lines travel through a pipe: wait until the count stops moving.
  let last = -1;
  for (;;) {
    const now = verifications();
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function statuses(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Locks the account through the shared account bucket, from strangers' browsers. */
async function lockOut(email: string): Promise<void> {
  const attempts = await Promise.all(
    Array.from({ length: 10 }, () => login(client(), email, 'feil-passord')),
  );
  expect(statuses(attempts)).toEqual({ 401: 5, 429: 5 });
  expect((await login(client(), email, PASSWORD)).status).toBe(429);
}

beforeAll(async () => {
  identity = await startIdentity(DATABASE, { ADMIN_EMAILS: '', LOG_LEVEL: 'debug' });
  gateway = await startGateway(REDIS_DB, { REGISTER_MAX_PER_IP: String(REGISTER_MAX_PER_IP) });
  db = await testDatabase(DATABASE);
  redis = createClient({ url: `${testInfra().redisUrl}/${REDIS_DB}` });
  await redis.connect();
});

afterAll(async () => {
  await redis?.quit();
  await db?.end();
  await gateway?.stop();
  await identity?.stop();
});

describe('login limits under concurrency (F4)', () => {
  it('checks at most 5 of 200 concurrent wrong passwords for one account; the rest get 429 unchecked, then even the right one', async () => {
    const { email } = await registered();
    const before = await settledVerifications();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => login(client(), email, 'feil-passord')),
    );
    const counts = statuses(burst);
    expect(counts).toEqual({ 401: 5, 429: 195 });
    expect(await settledVerifications()).toBe(before + 5);
    const locked = burst.find((r) => r.status === 429)!;
    expect(locked.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'For mange innloggingsforsøk. Prøv igjen senere.',
    });

    const fresh = await login(client(), email, PASSWORD);
    expect(fresh.status).toBe(429);
    expect(await settledVerifications()).toBe(before + 5);
  });

  it('checks at most 20 of 200 concurrent attempts from one address across different accounts', async () => {
    const ip = '10.99.0.1';
    const before = await settledVerifications();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => login(client(ip), `spray.${unique()}@example.no`, 'feil-passord')),
    );
    expect(statuses(burst)).toEqual({ 401: 20, 429: 180 });
    expect(await settledVerifications()).toBe(before + 20);
  });

  it('gives a success its IP unit back and clears the account count', async () => {
    const { email } = await registered();
    const ip = '10.99.0.2';
    for (let i = 0; i < 4; i++) expect((await login(client(ip), email, 'feil-passord')).status).toBe(401);
    expect((await login(client(ip), email, PASSWORD)).status).toBe(200);
    const accountKey = `login-fail:account:${createHash('sha256').update(email).digest('hex')}`;
    expect(await redis.get(accountKey)).toBeNull();
    expect(await redis.get(`login-fail:ip:${ip}`)).toBe('4');
  });
});

describe('known devices (F10)', () => {
  it('lets a browser that logged in before log in while strangers have locked the account; a new browser gets 429', async () => {
    const { email } = await registered();
    const laptop = client();
    const first = await login(laptop, email, PASSWORD);
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('avtalt.device='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=7776000/);
    const token = laptop.cookie('avtalt.device')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored, bound to the user.
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const keys = await redis.keys(`login-device:${tokenHash}:*`);
    expect(keys).toHaveLength(1);
    expect(await redis.get(keys[0])).toBe(first.body.id);
    expect(await redis.ttl(keys[0])).toBeGreaterThan(89 * 24 * 3600);
    expect((await redis.keys(`*${token}*`)).length).toBe(0);
    expect((await laptop.post('/api/auth/logout')).status).toBe(204);

    await lockOut(email);
    const back = await login(laptop, email, PASSWORD);
    expect(back.status).toBe(200);
    expect(back.body.email).toBe(email);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    // The known device keeps its token.
    expect(laptop.cookie('avtalt.device')).toBe(token);
    expect((await login(client(), email, PASSWORD)).status).toBe(429);
  });

  it('lets a known device log in from an address that others have locked', async () => {
    const { email } = await registered();
    const ip = '10.99.0.3';
    const laptop = client(ip);
    expect((await login(laptop, email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 20; i++) await login(client(ip), `spray.${unique()}@example.no`, 'feil-passord');
    const { email: neighbour } = await registered();
    expect((await login(client(ip), neighbour, PASSWORD)).status).toBe(429);
    expect((await login(laptop, email, PASSWORD)).status).toBe(200);
  });

  it("gives a known device a bucket of its own that others' failures do not fill, and its own failures do", async () => {
    const { email } = await registered();
    const laptop = client();
    expect((await login(laptop, email, PASSWORD)).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 10 }, () => login(laptop, email, 'feil-passord')));
    expect(statuses(burst)).toEqual({ 401: 5, 429: 5 });
    expect((await login(laptop, email, PASSWORD)).status).toBe(429);
    // The shared account bucket was not touched by the device's failures.
    expect((await login(client(), email, PASSWORD)).status).toBe(200);
  });

  it("does not count a device known for one's own account as known for another account", async () => {
    const { email: victim } = await registered();
    const { email: own, http: attacker } = await registered();
    expect((await login(attacker, own, PASSWORD)).status).toBe(200);
    await lockOut(victim);
    expect((await login(attacker, victim, PASSWORD)).status).toBe(429);
  });

  it('forgets the other devices when the password changes', async () => {
    const { email } = await registered();
    const laptop = client();
    const phone = client();
    expect((await login(laptop, email, PASSWORD)).status).toBe(200);
    expect((await login(phone, email, PASSWORD)).status).toBe(200);
    expect(
      (await phone.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'nyttpassord1' }))
        .status,
    ).toBe(204);
    await lockOut(email);
    expect((await login(laptop, email, 'nyttpassord1')).status).toBe(429);
    expect((await login(phone, email, 'nyttpassord1')).status).toBe(200);
  });
});

describe('registration limit (F15)', () => {
  const body = (email = `ny.${unique()}@example.no`) => ({
    firstName: 'Ny',
    lastName: 'Bruker',
    username: `ny_${unique()}`,
    email,
    password: PASSWORD,
  });

  it(`allows ${REGISTER_MAX_PER_IP} registration attempts per address and window (refused ones count), then 429 without storing`, async () => {
    const ip = '10.98.0.1';
    const { email: taken } = await registered();
    expect((await client(ip).post('/api/auth/register', body())).status).toBe(201);
    expect((await client(ip).post('/api/auth/register', body(taken))).status).toBe(409);
    // A malformed body is answered 400 before the limit and does not count.
    expect((await client(ip).post('/api/auth/register', { email: 'x' })).status).toBe(400);
    expect((await client(ip).post('/api/auth/register', body())).status).toBe(201);
    const refusedEmail = `for.mange.${unique()}@example.no`;
    const refused = await client(ip).post('/api/auth/register', body(refusedEmail));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'For mange registreringer fra denne adressen. Prøv igjen senere.',
    });
    expect(
      (await db.query('select count(*)::int as n from users where email = $1', [refusedEmail])).rows[0].n,
    ).toBe(0);
    // Another address is not affected.
    expect((await client('10.98.0.2').post('/api/auth/register', body())).status).toBe(201);
  });

  it('holds under 20 concurrent registrations from one address', async () => {
    const ip = '10.98.0.3';
    const prefix = `samtidig.${unique()}`;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client(ip).post('/api/auth/register', body(`${prefix}.${i}@example.no`)),
      ),
    );
    expect(statuses(burst)).toEqual({ 201: REGISTER_MAX_PER_IP, 429: 20 - REGISTER_MAX_PER_IP });
    const stored = await db.query('select count(*)::int as n from users where email like $1', [
      `${prefix}.%`,
    ]);
    expect(stored.rows[0].n).toBe(REGISTER_MAX_PER_IP);
  });
});
