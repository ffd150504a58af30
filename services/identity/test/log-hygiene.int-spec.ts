/**
 * Logs without secrets (security review F9): a database error on a write that carries an e-mail address
 * and a password hash is logged under the errorId the user sees, as a summary — class, SQLSTATE, where —
 * without the statement, the e-mail address or the hash. The log scan `npm test` runs over every
 * service's log (scripts/lib/log-scan.mjs) finds nothing in these logs, and does find such an error
 * logged the way it was before (pino's standard serializer: the driver's message with the statement).
 */
import {
  eventually,
  type GatewayProcess,
  repoRoot,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  TestClient,
  testDatabase,
  unique,
} from '@avtalt/service-kit/testing';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import pino from 'pino';

const DATABASE = 'it_identity_logs';
const REDIS_DB = 15;
/** Registrations and profile changes with this first name fail in the database (a trigger below). */
const PROBE = 'Loggprøve';

let identity: ServiceProcess;
let gateway: GatewayProcess;
let db: Client;
let scratch: string;
let ip = 1;

const client = () => new TestClient(gateway.url, { 'x-forwarded-for': `10.15.0.${ip++}` });
const newUser = (firstName = 'Lise') => {
  const id = unique();
  return {
    firstName,
    lastName: 'Logg',
    username: `lise_${id}`,
    email: `lise.${id}@example.no`,
    password: 'passord123',
  };
};

function scan(dir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'lib', 'log-scan.mjs'), dir], {
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** The service's log lines (JSON) that carry this errorId. */
const linesWith = (service: ServiceProcess, errorId: string) =>
  service.logs
    .filter((line) => line.includes(errorId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  identity = await startBackendService('identity', { database: DATABASE });
  gateway = await startGatewayProcess(REDIS_DB);
  db = await testDatabase(DATABASE);
  // A failure inside Postgres for a write that carries an e-mail address and a password hash.
  await db.query(`create or replace function refuse_probe() returns trigger language plpgsql as $$
    begin
      if new.first_name = '${PROBE}' then raise exception 'provosert feil for loggtesten'; end if;
      return new;
    end $$`);
  await db.query(
    'create or replace trigger refuse_probe before insert or update on users for each row execute function refuse_probe()',
  );
  scratch = mkdtempSync(path.join(os.tmpdir(), 'avtalt-logscan-'));
}, 60_000);

afterAll(async () => {
  await db?.end();
  await gateway?.stop();
  await identity?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

it('logs a failed registration under the errorId the user gets, without the statement, e-mail or hash', async () => {
  const user = newUser(PROBE);
  const res = await client().post('/api/auth/register', user);
  expect(res.status).toBe(500);
  expect(res.body).toEqual({
    code: 'INTERNAL',
    message: 'Noe gikk galt. Prøv igjen senere.',
    errorId: expect.any(String),
  });
  const [line] = await eventually(async () => {
    const found = linesWith(identity, res.body.errorId);
    return found.length > 0 ? found : undefined;
  });
  expect(line).toMatchObject({
    level: 'error',
    msg: 'unexpected error in message handler',
    err: { type: 'DriverException', code: 'P0001', message: 'database error P0001' },
  });
  // The gateway logs the same id (the one the user reports), not one of its own. Its line comes through
  // the process's stdout, which may be read after the answer (a busy CI machine).
  await eventually(async () => (linesWith(gateway, res.body.errorId).length > 0 ? true : undefined));
  expect(linesWith(gateway, res.body.errorId)).toEqual([
    expect.objectContaining({ msg: 'unexpected error in a service' }),
  ]);
  const logs = [...identity.logs, ...gateway.logs].join('\n');
  expect(logs).not.toContain(user.email);
  expect(logs).not.toContain('$argon2');
  expect(logs).not.toMatch(/insert into/i);
  expect((await db.query('select 1 from users where email = $1', [user.email])).rowCount).toBe(0);
});

it('logs a failed profile change (an UPDATE with the e-mail address) the same way', async () => {
  const user = newUser();
  const http = client();
  expect((await http.post('/api/auth/register', user)).status).toBe(201);
  const res = await http.put('/api/auth/profile', {
    firstName: PROBE,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
  });
  expect(res.status).toBe(500);
  await eventually(async () => (linesWith(identity, res.body.errorId).length > 0 ? true : undefined));
  const logs = [...identity.logs, ...gateway.logs].join('\n');
  expect(logs).not.toContain(user.email);
  expect(logs).not.toMatch(/update "?users"? set/i);
});

it('passes the log scan, which finds the same error logged the way it was before', async () => {
  writeFileSync(path.join(scratch, 'identity.log'), `${identity.logs.join('\n')}\n`);
  writeFileSync(path.join(scratch, 'gateway.log'), `${gateway.logs.join('\n')}\n`);
  const clean = scan(scratch);
  expect(clean.output).toContain('0 lines with secrets or personal data');
  expect(clean.status).toBe(0);

  // The same failing INSERT, its error logged with pino's standard serializer (what the services did).
  const user = newUser(PROBE);
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';
  const error = await db
    .query(
      `insert into users values (gen_random_uuid(), '${PROBE}', 'Logg', '${user.username}', '${user.email}', '${hash}', null, false, now(), now())`,
    )
    .then(
      () => undefined,
      (e: Error) =>
        Object.assign(e, {
          message: `insert into "users" (… "email", "password_hash") values ('${user.email}', '${hash}') - ${e.message}`,
        }),
    );
  expect(error).toBeDefined();
  const before: string[] = [];
  pino({}, { write: (line: string) => void before.push(line) }).error(
    { err: error },
    'unexpected error in message handler',
  );
  writeFileSync(path.join(scratch, 'identity-before.log'), before.join(''));
  const caught = scan(scratch);
  expect(caught.status).toBe(1);
  expect(caught.output).toContain('identity-before.log:1: password hash (line not shown)');
  expect(caught.output).not.toContain(user.email);
  expect(caught.output).not.toContain('argon2id$v');
});
