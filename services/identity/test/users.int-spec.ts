import { IdentityRpc, type RpcReply } from '@avtalt/contracts';
import { createNatsClient, DomainError, rpcRequest } from '@avtalt/service-kit';
import { type ServiceProcess, startBackendService, testInfra, unique } from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { Client } from 'pg';
import { migrations } from '../src/migrations';

const DATABASE = 'it_identity_users';
let identity: ServiceProcess;
let nats: ClientProxy;
let db: Client;

function start(): Promise<ServiceProcess> {
  return startBackendService('identity', { database: DATABASE, env: { ADMIN_EMAILS: '' } });
}

/** Sends a message as another service would; payloads may be malformed on purpose (the callee validates). */
function call<K extends keyof typeof IdentityRpc>(
  name: K,
  payload: unknown,
): Promise<RpcReply<(typeof IdentityRpc)[K]>> {
  return rpcRequest(nats, IdentityRpc[name], payload as never);
}

beforeAll(async () => {
  identity = await start();
  nats = createNatsClient(testInfra().natsUrl, 'identity-test');
  await nats.connect();
  db = new Client({ connectionString: `${testInfra().postgresBase}/${DATABASE}` });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await nats?.close();
  await identity?.stop();
});

const registration = () => {
  const id = unique();
  return {
    firstName: 'Per',
    lastName: 'Olsen',
    username: `Per_${id}`,
    email: `Per.${id}@Example.NO`,
    password: 'passord123',
  };
};

it('stores the e-mail in lower case and the password as an argon2id hash with OWASP parameters', async () => {
  const input = registration();
  const user = await call('register', input);
  expect(user.email).toBe(input.email.toLowerCase());
  const row = await db.query('select email, password_hash from users where id = $1', [user.id]);
  expect(row.rows[0].email).toBe(input.email.toLowerCase());
  expect(row.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
});

it('verifies credentials and refuses a wrong password with INVALID_CREDENTIALS', async () => {
  const input = registration();
  await call('register', input);
  const user = await call('verifyCredentials', { email: input.email, password: input.password });
  expect(user.username).toBe(input.username);
  await expect(
    call('verifyCredentials', { email: input.email, password: 'galt-passord' }),
  ).rejects.toMatchObject({
    code: 'INVALID_CREDENTIALS',
    message: 'Ugyldig e-post eller passord',
  });
});

it('validates every message with the contract schema', async () => {
  const error = await call('register', { firstName: 'P' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
  await expect(call('getUser', { userId: 'not-a-uuid' })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
  });
  await expect(call('getUser', { userId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
    code: 'NOT_FOUND',
  });
});

it('keeps usernames unique regardless of case, also under concurrent registration', async () => {
  const base = registration();
  const attempts = await Promise.allSettled(
    Array.from({ length: 5 }, (_, i) =>
      call('register', {
        ...base,
        username: i % 2 ? base.username.toUpperCase() : base.username,
        email: `n${i}.${base.email}`,
      }),
    ),
  );
  expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
  for (const failed of attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected')) {
    expect(failed.reason).toMatchObject({ code: 'CONFLICT', message: 'Brukernavnet er allerede i bruk' });
  }
});

it('answers its health subject and reuses the database on restart (migrations run once)', async () => {
  expect(await call('health', {})).toEqual({ service: 'identity', status: 'ok', database: 'ok' });
  const input = registration();
  const user = await call('register', input);
  await identity.stop();
  identity = await start();
  expect((await call('getUser', { userId: user.id })).email).toBe(input.email.toLowerCase());
  const applied = await db.query('select count(*)::int as n from mikro_orm_migrations');
  expect(applied.rows[0].n).toBe(migrations.length);
});

it('gives the notifications service the current address, confirmation state and name of known accounts only', async () => {
  const a = await call('register', registration());
  const b = await call('register', registration());
  const unknown = '00000000-0000-4000-8000-000000000001';
  const { contacts } = await call('contacts', { userIds: [a.id, b.id, a.id, unknown] });
  expect(contacts.map((c) => c.userId).sort()).toEqual([a.id, b.id].sort());
  const row = await db.query('select email, first_name from users where id = $1', [a.id]);
  expect(contacts.find((c) => c.userId === a.id)).toMatchObject({
    email: row.rows[0].email,
    firstName: row.rows[0].first_name,
    lastName: 'Olsen',
  });
  await expect(call('contacts', { userIds: [] })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
});
