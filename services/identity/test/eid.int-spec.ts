import { IdentityRpc, type RpcReply } from '@avtalt/contracts';
import { createNatsClient, rpcRequest } from '@avtalt/service-kit';
import {
  loginAtOidcProvider,
  type OidcProviderProcess,
  type ServiceProcess,
  startBackendService,
  startOidcProviderProcess,
  testInfra,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

// Signing with national eID: identity against a real OpenID Connect provider (oidc-provider, run
// locally as a BankID broker would answer), the whole authorization code flow, and what is stored.
const DATABASE = 'it_identity_eid';
const REDIRECT = 'http://127.0.0.1:9/api/eid/callback';
let provider: OidcProviderProcess;
let identity: ServiceProcess;
let nats: ClientProxy;
let db: Client;

const call = <K extends keyof typeof IdentityRpc>(name: K, payload: unknown) =>
  rpcRequest(nats, IdentityRpc[name], payload as never) as Promise<RpcReply<(typeof IdentityRpc)[K]>>;

const purpose = () => ({
  kind: 'signature' as const,
  agreementId: randomUUID(),
  textSha256: 'a'.repeat(64),
});

/** Starts a login for `userId` and goes through the provider as `person`: the callback's parameters. */
async function logIn(userId: string, forPurpose = purpose(), person = 'kari') {
  const { authorizationUrl } = await call('eidStart', { userId, purpose: forPurpose });
  const back = await loginAtOidcProvider(authorizationUrl, person);
  return {
    purpose: forPurpose,
    state: back.searchParams.get('state')!,
    code: back.searchParams.get('code')!,
    iss: back.searchParams.get('iss') ?? undefined,
  };
}

beforeAll(async () => {
  provider = await startOidcProviderProcess(REDIRECT);
  identity = await startBackendService('identity', {
    database: DATABASE,
    env: { ADMIN_EMAILS: '', ...provider.env, EID_BROKER_NAME: 'Testmegler' },
  });
  nats = createNatsClient(testInfra().natsUrl, 'identity-test');
  await nats.connect();
  db = new Client({ connectionString: `${testInfra().postgresBase}/${DATABASE}` });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await nats?.close();
  await identity?.stop();
  await provider?.stop();
});

it('says eID is offered, and by whom', async () => {
  await expect(call('eidStatus', {})).resolves.toEqual({
    available: true,
    method: 'BankID',
    broker: 'Testmegler',
  });
});

it('starts a login with state, nonce and PKCE, keeping only what the exchange needs', async () => {
  const userId = randomUUID();
  const { authorizationUrl } = await call('eidStart', { userId, purpose: purpose() });
  const url = new URL(authorizationUrl);
  expect(url.origin).toBe(provider.issuer);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  // A fresh login for every signature, whatever session the person has at the broker.
  expect(url.searchParams.get('prompt')).toBe('login');
  expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  const { rows } = await db.query(
    'select state, nonce, code_verifier, extract(epoch from expires_at - created_at)::int as ttl from eid_requests where user_id = $1',
    [userId],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].state).toBe(url.searchParams.get('state'));
  expect(rows[0].nonce).toBe(url.searchParams.get('nonce'));
  // The verifier stays here: the browser sees only its challenge.
  expect(authorizationUrl).not.toContain(rows[0].code_verifier);
  // Ten minutes to finish the login at the broker.
  expect(Math.abs(rows[0].ttl - 600)).toBeLessThan(5);
});

it('exchanges the code once, for the user who started it, and keeps the verified name, birth date and level', async () => {
  const userId = randomUUID();
  const back = await logIn(userId);
  // Another account cannot finish someone else's login, and does not use it up.
  await expect(
    call('eidComplete', { userId: randomUUID(), state: back.state, code: back.code, iss: back.iss }),
  ).rejects.toMatchObject({ code: 'INVALID_SIGNING_PROOF' });
  const { proofId, purpose: forPurpose } = await call('eidComplete', {
    userId,
    state: back.state,
    code: back.code,
    iss: back.iss,
  });
  expect(forPurpose).toEqual(back.purpose);
  await expect(
    call('eidComplete', { userId, state: back.state, code: back.code, iss: back.iss }),
  ).rejects.toMatchObject({ code: 'INVALID_SIGNING_PROOF' });
  const { rows } = await db.query(
    `select name, to_char(birth_date, 'YYYY-MM-DD') as birth_date, acr, issuer, subject_sha256, claims_sha256, used_at
       from eid_proofs where id = $1`,
    [proofId],
  );
  expect(rows[0]).toMatchObject({
    name: 'Kari Nordmann',
    birth_date: '1985-04-12',
    acr: 'urn:signicat:oidc:method:nbid',
    issuer: provider.issuer,
    used_at: null,
  });
  expect(rows[0].subject_sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(rows[0].claims_sha256).toMatch(/^[0-9a-f]{64}$/);
  // The subject itself is not kept anywhere.
  const { rows: dump } = await db.query(
    'select row_to_json(p)::text as json from eid_proofs p where id = $1',
    [proofId],
  );
  expect(dump[0].json).not.toContain('"kari"');
});

it('spends a proof once, only for its purpose, and only one of many racing requests', async () => {
  const userId = randomUUID();
  const back = await logIn(userId, purpose(), 'ola');
  const { proofId } = await call('eidComplete', {
    userId,
    state: back.state,
    code: back.code,
    iss: back.iss,
  });
  await expect(
    call('eidConsume', { userId, proofId, purpose: { ...back.purpose, textSha256: 'b'.repeat(64) } }),
  ).rejects.toMatchObject({ code: 'INVALID_SIGNING_PROOF' });
  await expect(
    call('eidConsume', { userId: randomUUID(), proofId, purpose: back.purpose }),
  ).rejects.toMatchObject({ code: 'INVALID_SIGNING_PROOF' });
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, () => call('eidConsume', { userId, proofId, purpose: back.purpose })),
  );
  const spent = results.filter((r) => r.status === 'fulfilled');
  expect(spent).toHaveLength(1);
  expect((spent[0] as PromiseFulfilledResult<unknown>).value).toMatchObject({
    name: 'Ola Nordmann',
    birthDate: '1982-11-03',
    acr: 'urn:signicat:oidc:method:nbid',
    method: 'BankID',
    broker: 'Testmegler',
  });
  const { rows } = await db.query('select used_at from eid_proofs where id = $1', [proofId]);
  expect(rows[0].used_at).not.toBeNull();
});

it('refuses a forged or replayed code, and an unknown state, without storing a proof', async () => {
  const userId = randomUUID();
  const back = await logIn(userId);
  await expect(
    call('eidComplete', { userId, state: back.state, code: `${back.code}x`, iss: back.iss }),
  ).rejects.toMatchObject({ code: 'INVALID_SIGNING_PROOF' });
  await expect(
    call('eidComplete', { userId, state: 'x'.repeat(43), code: back.code, iss: back.iss }),
  ).rejects.toMatchObject({ code: 'INVALID_SIGNING_PROOF' });
  const { rows } = await db.query('select count(*)::int as n from eid_proofs where user_id = $1', [userId]);
  expect(rows[0].n).toBe(0);
});

it('validates every eID message with the contract', async () => {
  await expect(call('eidStart', { userId: randomUUID(), purpose: { kind: 'login' } })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
  });
  await expect(call('eidComplete', { userId: randomUUID(), state: 'kort', code: 'x' })).rejects.toMatchObject(
    {
      code: 'VALIDATION_FAILED',
    },
  );
});
