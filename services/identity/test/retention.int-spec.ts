/**
 * Identity's retention (docs/data-rights.md «Retention»): the real identity process, sweeping every second,
 * deletes the account links that expired more than 30 days ago and eID requests and proofs older than a day
 * — spent or not — and keeps everything younger (checked with SQL). The rows are written with SQL, dated back.
 */
import { IdentityRpc } from '@avtalt/contracts';
import { createNatsClient, rpcRequest } from '@avtalt/service-kit';
import {
  eventually,
  type ServiceProcess,
  startBackendService,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

const DATABASE = 'it_identity_retention';
let identity: ServiceProcess;
let nats: ClientProxy;
let db: Client;

beforeAll(async () => {
  identity = await startBackendService('identity', {
    database: DATABASE,
    env: { ADMIN_EMAILS: '', RETENTION_SWEEP_SECONDS: '1' },
  });
  nats = createNatsClient(testInfra().natsUrl, 'identity-retention-test');
  await nats.connect();
  db = new Client({ connectionString: `${testInfra().postgresBase}/${DATABASE}` });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await nats?.close();
  await identity?.stop();
});

const DAY = "interval '1 day'";

it('deletes links 30 days after they expired and eID logins after a day, and keeps the younger ones', async () => {
  const user = await rpcRequest(nats, IdentityRpc.register, {
    firstName: 'Rita',
    lastName: 'Lagring',
    username: `ret_${unique()}`,
    email: `rita.${unique()}@example.no`,
    password: 'passord123',
  });
  const link = async (expiredDaysAgo: number, used: boolean) => {
    const id = randomUUID();
    await db.query(
      `insert into account_tokens (id, token_hash, purpose, user_id, email, expires_at, used_at, created_at)
       values ($1, $2, 'reset', $3, 'rita@example.no', now() - $4 * ${DAY}, $5, now() - ($4 + 1) * ${DAY})`,
      [id, randomUUID().replace(/-/g, '').padEnd(64, '0'), user.id, expiredDaysAgo, used ? new Date() : null],
    );
    return id;
  };
  const request = async (hoursOld: number) => {
    const state = randomUUID();
    await db.query(
      `insert into eid_requests (state, user_id, nonce, code_verifier, purpose, created_at, expires_at)
       values ($1, $2, 'n', 'v', '{}'::jsonb, now() - $3 * interval '1 hour', now() - $3 * interval '1 hour' + interval '10 minutes')`,
      [state, user.id, hoursOld],
    );
    return state;
  };
  const proof = async (hoursOld: number, used: boolean) => {
    const id = randomUUID();
    await db.query(
      `insert into eid_proofs (id, user_id, purpose, name, issuer, subject_sha256, method, broker, claims_sha256,
                               authenticated_at, created_at, used_at)
       values ($1, $2, '{}'::jsonb, 'Rita Lagring', 'https://broker.test', $3, 'BankID', 'Testmegler', $3,
               now() - $4 * interval '1 hour', now() - $4 * interval '1 hour', $5)`,
      [id, user.id, 'a'.repeat(64), hoursOld, used ? new Date() : null],
    );
    return id;
  };
  const oldLinks = [await link(31, true), await link(40, false)];
  const youngLinks = [await link(29, true), await link(-1, false)];
  const oldRequest = await request(25);
  const youngRequest = await request(1);
  const oldProofs = [await proof(25, true), await proof(30, false)];
  const youngProof = await proof(2, true);

  const left = async (table: string, column: string, ids: string[]) =>
    (await db.query(`select ${column} from ${table} where ${column} = any($1)`, [ids])).rowCount;
  await eventually(
    async () =>
      (await left('account_tokens', 'id', oldLinks)) === 0 &&
      (await left('eid_requests', 'state', [oldRequest])) === 0 &&
      (await left('eid_proofs', 'id', oldProofs)) === 0
        ? true
        : undefined,
    20_000,
    'the old links and eID logins deleted',
  );
  expect(await left('account_tokens', 'id', youngLinks)).toBe(2);
  expect(await left('eid_requests', 'state', [youngRequest])).toBe(1);
  expect(await left('eid_proofs', 'id', [youngProof])).toBe(1);
  // The log says how many, never whose.
  const logs = identity.logs.join('\n');
  expect(logs).toMatch(/retention: \d+ account_tokens, \d+ eid_requests, \d+ eid_proofs deleted/);
  expect(logs).not.toContain('Rita');
}, 60_000);
