import { IdentityRpc, type RpcReply } from '@avtalt/contracts';
import { createNatsClient, rpcRequest } from '@avtalt/service-kit';
import {
  NotificationsStandIn,
  type ServiceProcess,
  startBackendService,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { Client } from 'pg';

/**
 * The admin role (docs/admin-role.md): granted only to a verified, allow-listed address, revoked when
 * the address changes or leaves ADMIN_EMAILS, every change in `admin_role_events`.
 */
const DATABASE = 'it_identity_admin_role';
const BOSS = 'sjef@avtalt.test';
const OPS = 'drift@avtalt.test';
let identity: ServiceProcess;
let notifications: NotificationsStandIn;
let nats: ClientProxy;
let db: Client;

function start(adminEmails: string): Promise<ServiceProcess> {
  return startBackendService('identity', { database: DATABASE, env: { ADMIN_EMAILS: adminEmails } });
}

function call<K extends keyof typeof IdentityRpc>(
  name: K,
  payload: unknown,
): Promise<RpcReply<(typeof IdentityRpc)[K]>> {
  return rpcRequest(nats, IdentityRpc[name], payload as never);
}

function registration(email = `per.${unique()}@example.no`) {
  return { firstName: 'Per', lastName: 'Olsen', username: `per_${unique()}`, email, password: 'passord123' };
}

function profile(user: { firstName: string; lastName: string; username: string }, email: string) {
  return { firstName: user.firstName, lastName: user.lastName, username: user.username, email };
}

async function events(
  userId: string,
): Promise<{ action: string; reason: string; actor_id: string | null }[]> {
  const result = await db.query(
    'select action, reason, actor_id from admin_role_events where user_id = $1 order by id',
    [userId],
  );
  return result.rows;
}

async function stored(
  userId: string,
): Promise<{ email: string; verified_email: string | null; is_admin: boolean }> {
  const result = await db.query('select email, verified_email, is_admin from users where id = $1', [userId]);
  return result.rows[0];
}

/**
 * Fixture: the account's current address confirmed, as following its confirmation link would (the link
 * itself is tested in account-links.int-spec.ts); registration no longer confirms it (issue 17).
 */
async function confirm(userId: string): Promise<void> {
  await db.query('update users set verified_email = email, email_verified_at = now() where id = $1', [
    userId,
  ]);
}

beforeAll(async () => {
  notifications = await NotificationsStandIn.start();
  identity = await start(`${BOSS},${OPS}`);
  nats = createNatsClient(testInfra().natsUrl, 'identity-admin-test');
  await nats.connect();
  db = new Client({ connectionString: `${testInfra().postgresBase}/${DATABASE}` });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await nats?.close();
  await identity?.stop();
  await notifications?.stop();
});

/**
 * Issue 31: an address change as the account makes it: asked for with the password, then confirmed by the
 * link mailed to the new address (the stand-in keeps the token).
 */
async function changeAddress(
  user: { id: string; firstName: string; lastName: string; username: string; password: string },
  email: string,
) {
  const n = notifications.mailsTo(email, 'email-change').length + 1;
  await call('updateProfile', { ...profile(user, email), userId: user.id, currentPassword: user.password });
  return call('verifyEmail', {
    token: await notifications.tokenFor(email, 'email-change', n),
    userId: user.id,
  });
}

it('does not count the registration address as verified (issue 17: a confirmation link does)', async () => {
  const input = registration(BOSS);
  const user = await call('register', input);
  expect(user.emailVerified).toBe(false);
  const row = await db.query('select verified_email, email_verified_at from users where id = $1', [user.id]);
  expect(row.rows[0]).toEqual({ verified_email: null, email_verified_at: null });
  // Allow-listed, but not confirmed: no admin.
  await expect(call('promoteAdmin', { callerId: user.id, email: BOSS })).rejects.toMatchObject({
    code: 'FORBIDDEN',
    message: 'E-postadressen er ikke bekreftet og kan ikke gis administratortilgang',
  });
  await db.query('delete from users where id = $1', [user.id]);
});

it("refuses an allow-listed address asked for by a profile change: it is never the account's without its link (F3)", async () => {
  const input = registration();
  const mallory = await call('register', input);
  await confirm(mallory.id);
  const changed = await call('updateProfile', {
    ...profile(input, BOSS.toUpperCase()),
    userId: mallory.id,
    currentPassword: input.password,
  });
  expect(changed.email).toBe(input.email);
  expect(await stored(mallory.id)).toEqual({
    email: input.email,
    verified_email: input.email,
    is_admin: false,
  });

  await expect(call('promoteAdmin', { callerId: mallory.id, email: BOSS })).rejects.toMatchObject({
    code: 'FORBIDDEN',
    message: 'Du må være innlogget som brukeren med denne e-postadressen',
  });
  expect(await stored(mallory.id)).toMatchObject({ is_admin: false });
  expect(await events(mallory.id)).toEqual([]);
  await expect(call('promoteAdmin', { callerId: mallory.id, email: input.email })).rejects.toMatchObject({
    code: 'FORBIDDEN',
    message: 'Denne e-postadressen kan ikke gis administratortilgang',
  });
  await call('cancelEmailChange', { userId: mallory.id });
  // The operator can still register the allow-listed address and become admin.
  const boss = await call('register', registration(BOSS));
  await confirm(boss.id);
  expect((await call('promoteAdmin', { callerId: boss.id, email: BOSS })).isAdmin).toBe(true);
  expect(await events(boss.id)).toEqual([{ action: 'granted', reason: 'setup', actor_id: boss.id }]);
});

it("revokes the role when an admin's e-mail changes, even to another allowed address, and logs it by id only", async () => {
  const input = registration(OPS);
  const ops = await call('register', input);
  await confirm(ops.id);
  const account = { ...input, id: ops.id };
  expect((await call('promoteAdmin', { callerId: ops.id, email: OPS })).isAdmin).toBe(true);
  // Same address, other fields: the role stays.
  expect(
    (await call('updateProfile', { ...profile(input, OPS), firstName: 'Pål', userId: ops.id })).isAdmin,
  ).toBe(true);
  // Asked for only: the role stays until the new address is confirmed.
  const other = `annen.${unique()}@example.no`;
  expect(
    (
      await call('updateProfile', {
        ...profile(input, other),
        userId: ops.id,
        currentPassword: input.password,
      })
    ).isAdmin,
  ).toBe(true);
  const moved = await call('verifyEmail', {
    token: await notifications.tokenFor(other, 'email-change'),
    userId: ops.id,
  });
  expect(moved.isAdmin).toBe(false);
  expect(await stored(ops.id)).toMatchObject({ is_admin: false, verified_email: other });
  expect((await call('getUser', { userId: ops.id })).isAdmin).toBe(false);

  // Back on the allow-listed address (confirmed by its link): the role is not restored by itself …
  expect((await changeAddress(account, OPS)).isAdmin).toBe(false);
  // … set-up must be asked for again, and works.
  expect((await call('promoteAdmin', { callerId: ops.id, email: OPS })).isAdmin).toBe(true);
  expect(await events(ops.id)).toEqual([
    { action: 'granted', reason: 'setup', actor_id: ops.id },
    { action: 'revoked', reason: 'email_changed', actor_id: ops.id },
    { action: 'granted', reason: 'setup', actor_id: ops.id },
  ]);
  const logLines = identity.logs.filter((line) => line.includes('admin role'));
  expect(
    logLines.some((line) => line.includes(`admin role revoked: user ${ops.id}, reason email_changed`)),
  ).toBe(true);
  expect(logLines.join('\n')).not.toMatch(/@/);
  // Leaves the next test a known state: confirmed OPS, address elsewhere and no role (as an address changed before issue 31).
  await db.query('update users set email = $1, is_admin = false where id = $2', [
    `ops.${unique()}@example.no`,
    ops.id,
  ]);
});

it('lets an admin promote another account only when its verified address is allow-listed', async () => {
  const boss = (await db.query('select id from users where email = $1', [BOSS])).rows[0].id as string;
  const kari = await call('register', registration());
  await expect(call('promoteAdmin', { callerId: boss, email: kari.email })).rejects.toMatchObject({
    code: 'FORBIDDEN',
  });
  // A non-admin cannot even learn whether the address has an account.
  await expect(call('promoteAdmin', { callerId: kari.id, email: BOSS })).rejects.toMatchObject({
    code: 'FORBIDDEN',
    message: 'Du må være innlogget som brukeren med denne e-postadressen',
  });
  await expect(
    call('promoteAdmin', { callerId: boss, email: `ingen.${unique()}@avtalt.test` }),
  ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  const ops = await db.query('select id from users where verified_email = $1', [OPS]);
  const opsId = ops.rows[0].id as string;
  await db.query('update users set email = $1 where id = $2', [OPS, opsId]);
  expect((await call('promoteAdmin', { callerId: boss, email: OPS })).isAdmin).toBe(true);
  expect((await events(opsId)).at(-1)).toEqual({ action: 'granted', reason: 'setup', actor_id: boss });
  expect((await events(kari.id)).length).toBe(0);
});

it('never reports a flag whose address is not allowed, and revokes it when read', async () => {
  const user = await call('register', registration());
  await confirm(user.id);
  // A flag left over from before (e.g. granted by an admin under the old rules).
  await db.query('update users set is_admin = true where id = $1', [user.id]);
  expect((await call('getUser', { userId: user.id })).isAdmin).toBe(false);
  expect(await stored(user.id)).toMatchObject({ is_admin: false });
  expect(await events(user.id)).toEqual([{ action: 'revoked', reason: 'email_not_listed', actor_id: null }]);
  // Read again (and concurrently): nothing more to revoke, no duplicate events.
  await db.query('update users set is_admin = true where id = $1', [user.id]);
  await Promise.all(Array.from({ length: 5 }, () => call('getUser', { userId: user.id })));
  expect((await events(user.id)).filter((e) => e.action === 'revoked')).toHaveLength(2);
});

it('revokes at start-up every admin whose address has left ADMIN_EMAILS', async () => {
  const boss = (await db.query('select id from users where email = $1', [BOSS])).rows[0].id as string;
  const ops = (await db.query('select id from users where email = $1', [OPS])).rows[0].id as string;
  expect(await stored(boss)).toMatchObject({ is_admin: true });
  expect(await stored(ops)).toMatchObject({ is_admin: true });

  await identity.stop();
  identity = await start(OPS);
  // Revoked before the service answers anything, not only when read.
  expect(await stored(boss)).toMatchObject({ is_admin: false });
  expect((await events(boss)).at(-1)).toEqual({
    action: 'revoked',
    reason: 'email_not_listed',
    actor_id: null,
  });
  expect(await stored(ops)).toMatchObject({ is_admin: true });
  expect(
    identity.logs.some((line) =>
      line.includes(`admin role revoked: user ${boss}, reason email_not_listed, by system`),
    ),
  ).toBe(true);
  expect((await call('getUser', { userId: boss })).isAdmin).toBe(false);
  expect((await call('getUser', { userId: ops })).isAdmin).toBe(true);
  await expect(call('promoteAdmin', { callerId: boss, email: BOSS })).rejects.toMatchObject({
    message: 'Denne e-postadressen kan ikke gis administratortilgang',
  });
});
