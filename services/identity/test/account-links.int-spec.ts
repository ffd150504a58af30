/**
 * Identity's single-use links over NATS (issue 17, docs/password-reset-and-address-confirmation.md), with
 * the notifications service stood in for by a real NATS responder (checked against the contract) and the
 * stored rows read with SQL. The HTTP side, sessions and timing: services/gateway/test/account-mail.int-spec.ts.
 */
import { IdentityRpc, type RpcReply, UserMessages } from '@avtalt/contracts';
import { createNatsClient, rpcRequest } from '@avtalt/service-kit';
import { NotificationsStandIn, type ServiceProcess, startBackendService, testDatabase, testInfra, unique } from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { createHash } from 'node:crypto';
import type { Client } from 'pg';

const DATABASE = 'it_identity_account_links';
let identity: ServiceProcess;
let notifications: NotificationsStandIn;
let nats: ClientProxy;
let db: Client;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
function call<K extends keyof typeof IdentityRpc>(name: K, payload: unknown): Promise<RpcReply<(typeof IdentityRpc)[K]>> {
  return rpcRequest(nats, IdentityRpc[name], payload as never);
}
const registration = (email = `lenke.${unique()}@example.no`) => ({ firstName: 'Lene', lastName: 'Lenke', username: `l_${unique()}`, email, password: 'passord123' });

beforeAll(async () => {
  notifications = await NotificationsStandIn.start();
  identity = await startBackendService('identity', { database: DATABASE });
  nats = createNatsClient(testInfra().natsUrl, 'identity-links-test');
  await nats.connect();
  db = await testDatabase(DATABASE);
});

afterAll(async () => {
  expect(notifications?.malformed ?? []).toEqual([]);
  await db?.end();
  await nats?.close();
  await identity?.stop();
  await notifications?.stop();
});

it('stores only the SHA-256 of each token; a reset uses up every reset link of the account and confirms the address', async () => {
  const input = registration();
  const user = await call('register', input);
  expect(user.emailVerified).toBe(false);
  for (let k = 0; k < 3; k++) expect(await call('requestPasswordReset', { email: input.email })).toEqual({ accepted: true });
  const resetTokens = await Promise.all([1, 2, 3].map((n) => notifications.tokenFor(input.email, 'password-reset', n)));
  const verifyToken = await notifications.tokenFor(input.email, 'verify-email');
  const rows = (await db.query('select token_hash, purpose, used_at from account_tokens where user_id = $1', [user.id])).rows;
  expect(rows.map((r) => r.token_hash).sort()).toEqual([...resetTokens, verifyToken].map(sha256).sort());
  const everything = JSON.stringify((await db.query('select * from account_tokens')).rows);
  for (const token of [...resetTokens, verifyToken]) expect(everything).not.toContain(token);

  expect(await call('resetPassword', { token: resetTokens[1], newPassword: 'helt-nytt-1' })).toEqual({ userId: user.id });
  const after = (await db.query("select purpose, used_at from account_tokens where user_id = $1 and purpose = 'reset'", [user.id])).rows;
  expect(after.every((r) => r.used_at !== null)).toBe(true);
  for (const token of [resetTokens[0], resetTokens[2]]) {
    await expect(call('resetPassword', { token, newPassword: 'enda-nyere-2' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: UserMessages.linkInvalid });
  }
  expect((await db.query('select verified_email from users where id = $1', [user.id])).rows[0].verified_email).toBe(input.email);
  expect((await call('verifyCredentials', { email: input.email, password: 'helt-nytt-1' })).id).toBe(user.id);
  // A verify link is no reset link, and the other way round.
  await expect(call('resetPassword', { token: verifyToken, newPassword: 'feil-formaal-1' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
});

it('counts confirmation links per account in the database: of 8 requests at once, 4 more pass (5 an hour with the registration one)', async () => {
  const input = registration();
  const user = await call('register', input);
  await notifications.tokenFor(input.email, 'verify-email');
  const results = await Promise.allSettled(Array.from({ length: 8 }, () => call('requestEmailVerification', { userId: user.id })));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
  for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
    expect(r.reason).toMatchObject({ code: 'RATE_LIMITED', message: UserMessages.verificationTooMany });
  }
  const n = (await db.query("select count(*)::int as n from account_tokens where user_id = $1 and purpose = 'verify'", [user.id])).rows[0].n;
  expect(n).toBe(5);
  expect(notifications.mailsTo(input.email, 'verify-email')).toHaveLength(5);
});

it('confirms only the address a link was sent to, while it is the account\'s; an address change sends a link to the new one', async () => {
  const input = registration();
  const user = await call('register', input);
  const first = await notifications.tokenFor(input.email, 'verify-email');
  const moved = `flytt.${unique()}@example.no`;
  const changed = await call('updateProfile', { userId: user.id, firstName: 'Lene', lastName: 'Lenke', username: input.username, email: moved });
  expect(changed.emailVerified).toBe(false);
  await expect(call('verifyEmail', { token: first, userId: user.id })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: UserMessages.linkInvalid });
  const second = await notifications.tokenFor(moved, 'verify-email');
  const verified = await call('verifyEmail', { token: second, userId: user.id });
  expect(verified).toMatchObject({ id: user.id, email: moved, emailVerified: true });
  const row = (await db.query('select verified_email, email_verified_at from users where id = $1', [user.id])).rows[0];
  expect(row.verified_email).toBe(moved);
  expect(row.email_verified_at).toBeInstanceOf(Date);
  await expect(call('requestEmailVerification', { userId: user.id })).rejects.toMatchObject({ code: 'CONFLICT', message: UserMessages.emailAlreadyVerified });
  // Changing the name only sends nothing.
  const mails = notifications.mails.length;
  await call('updateProfile', { userId: user.id, firstName: 'Lena', lastName: 'Lenke', username: input.username, email: moved });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(notifications.mails.length).toBe(mails);
});
