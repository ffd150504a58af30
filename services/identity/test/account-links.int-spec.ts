/**
 * Identity's single-use links over NATS (issue 17, docs/password-reset-and-address-confirmation.md), with
 * the notifications service stood in for by a real NATS responder (checked against the contract) and the
 * stored rows read with SQL. The HTTP side, sessions and timing: services/gateway/test/account-mail.int-spec.ts.
 */
import { IdentityRpc, type RpcReply, UserMessages } from '@avtalt/contracts';
import { createNatsClient, rpcRequest } from '@avtalt/service-kit';
import {
  eventually,
  NotificationsStandIn,
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { createHash } from 'node:crypto';
import type { Client } from 'pg';

const DATABASE = 'it_identity_account_links';
let identity: ServiceProcess;
let notifications: NotificationsStandIn;
let nats: ClientProxy;
let db: Client;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
function call<K extends keyof typeof IdentityRpc>(
  name: K,
  payload: unknown,
): Promise<RpcReply<(typeof IdentityRpc)[K]>> {
  return rpcRequest(nats, IdentityRpc[name], payload as never);
}
const registration = (email = `lenke.${unique()}@example.no`) => ({
  firstName: 'Lene',
  lastName: 'Lenke',
  username: `l_${unique()}`,
  email,
  password: 'passord123',
});

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

it('stores only the SHA-256 of each token; a reset uses up every reset link of the account', async () => {
  const input = registration();
  const user = await call('register', input);
  expect(user.emailVerified).toBe(false);
  const verifyToken = await notifications.tokenFor(input.email, 'verify-email');
  // Issue 31: reset links go to a confirmed address only; the registration link confirms it.
  expect((await call('verifyEmail', { token: verifyToken, userId: user.id })).emailVerified).toBe(true);
  for (let k = 0; k < 3; k++)
    expect(await call('requestPasswordReset', { email: input.email })).toEqual({ accepted: true });
  const resetTokens = await Promise.all(
    [1, 2, 3].map((n) => notifications.tokenFor(input.email, 'password-reset', n)),
  );
  const rows = (
    await db.query('select token_hash, purpose, used_at from account_tokens where user_id = $1', [user.id])
  ).rows;
  expect(rows.map((r) => r.token_hash).sort()).toEqual([...resetTokens, verifyToken].map(sha256).sort());
  const everything = JSON.stringify((await db.query('select * from account_tokens')).rows);
  for (const token of [...resetTokens, verifyToken]) expect(everything).not.toContain(token);

  expect(await call('resetPassword', { token: resetTokens[1], newPassword: 'helt-nytt-1' })).toEqual({
    userId: user.id,
  });
  const after = (
    await db.query("select purpose, used_at from account_tokens where user_id = $1 and purpose = 'reset'", [
      user.id,
    ])
  ).rows;
  expect(after.every((r) => r.used_at !== null)).toBe(true);
  for (const token of [resetTokens[0], resetTokens[2]]) {
    await expect(call('resetPassword', { token, newPassword: 'enda-nyere-2' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: UserMessages.linkInvalid,
    });
  }
  expect(
    (await db.query('select verified_email from users where id = $1', [user.id])).rows[0].verified_email,
  ).toBe(input.email);
  expect((await call('verifyCredentials', { email: input.email, password: 'helt-nytt-1' })).id).toBe(user.id);
  // A verify link is no reset link, and the other way round.
  await expect(
    call('resetPassword', { token: verifyToken, newPassword: 'feil-formaal-1' }),
  ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
});

it('sends no reset link to an address that is not confirmed, and answers the same', async () => {
  const input = registration();
  const user = await call('register', input);
  await notifications.tokenFor(input.email, 'verify-email');
  expect(await call('requestPasswordReset', { email: input.email })).toEqual({ accepted: true });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(notifications.mailsTo(input.email, 'password-reset')).toEqual([]);
  expect(
    (
      await db.query(
        "select count(*)::int as n from account_tokens where user_id = $1 and purpose = 'reset'",
        [user.id],
      )
    ).rows[0].n,
  ).toBe(0);
});

it('counts confirmation links per account in the database: of 8 requests at once, 4 more pass (5 an hour with the registration one)', async () => {
  const input = registration();
  const user = await call('register', input);
  await notifications.tokenFor(input.email, 'verify-email');
  const results = await Promise.allSettled(
    Array.from({ length: 8 }, () => call('requestEmailVerification', { userId: user.id })),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
  for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
    expect(r.reason).toMatchObject({ code: 'RATE_LIMITED', message: UserMessages.verificationTooMany });
  }
  const n = (
    await db.query(
      "select count(*)::int as n from account_tokens where user_id = $1 and purpose = 'verify'",
      [user.id],
    )
  ).rows[0].n;
  expect(n).toBe(5);
  expect(notifications.mailsTo(input.email, 'verify-email')).toHaveLength(5);
});

/** Fixture: the registration address confirmed by its link. */
async function confirmedUser() {
  const input = registration();
  const user = await call('register', input);
  await call('verifyEmail', {
    token: await notifications.tokenFor(input.email, 'verify-email'),
    userId: user.id,
  });
  return { input, user };
}

const stored = async (userId: string) =>
  (
    await db.query<{
      email: string;
      verified_email: string | null;
      pending_email: string | null;
      password_hash: string;
    }>('select email, verified_email, pending_email, password_hash from users where id = $1', [userId])
  ).rows[0];

it('issue 31: a new address needs the current password; without it or with a wrong one nothing changes', async () => {
  const { input, user } = await confirmedUser();
  const before = await stored(user.id);
  const moved = `flytt.${unique()}@example.no`;
  const change = {
    userId: user.id,
    firstName: 'Endret',
    lastName: 'Lenke',
    username: input.username,
    email: moved,
  };
  await expect(call('updateProfile', change)).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
    message: UserMessages.currentPasswordForEmail,
  });
  await expect(call('updateProfile', { ...change, currentPassword: 'feil-passord' })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
    message: UserMessages.wrongCurrentPassword,
  });
  await expect(
    call('changePassword', {
      userId: user.id,
      currentPassword: 'feil-passord',
      newPassword: 'nytt-passord-1',
    }),
  ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: UserMessages.wrongCurrentPassword });
  expect(await stored(user.id)).toEqual(before);
  expect((await call('getUser', { userId: user.id })).firstName).toBe('Lene');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(notifications.mailsTo(moved)).toEqual([]);
});

it('issue 31: the old address stays until the link to the new one is followed; the old one is told, masked', async () => {
  const { input, user } = await confirmedUser();
  const moved = `flytt.${unique()}@example.no`;
  const changed = await call('updateProfile', {
    userId: user.id,
    firstName: 'Lene',
    lastName: 'Lenke',
    username: input.username,
    email: moved,
    currentPassword: input.password,
  });
  expect(changed).toMatchObject({
    email: input.email,
    emailVerified: true,
    pendingEmailMasked: 'f***@example.no',
  });
  expect(await stored(user.id)).toMatchObject({
    email: input.email,
    verified_email: input.email,
    pending_email: moved,
  });
  const confirmToken = await notifications.tokenFor(moved, 'email-change');
  const stopToken = await notifications.tokenFor(input.email, 'email-change-notice');
  expect(notifications.mailsTo(input.email, 'email-change-notice')[0]).toMatchObject({
    newEmailMasked: 'f***@example.no',
    userId: user.id,
  });
  expect(JSON.stringify(notifications.mailsTo(input.email))).not.toContain(moved);
  const tokens = (
    await db.query(
      'select purpose, email, token_hash from account_tokens where user_id = $1 and purpose in ($2, $3) order by purpose',
      [user.id, 'change', 'stop'],
    )
  ).rows;
  expect(tokens).toEqual([
    { purpose: 'change', email: moved, token_hash: sha256(confirmToken) },
    { purpose: 'stop', email: input.email, token_hash: sha256(stopToken) },
  ]);
  // Meanwhile everything goes to the confirmed address: contacts name it, a reset goes there.
  expect((await call('contacts', { userIds: [user.id] })).contacts[0]).toMatchObject({
    email: input.email,
    emailVerified: true,
  });
  expect(await call('requestPasswordReset', { email: moved })).toEqual({ accepted: true });
  expect(await call('requestPasswordReset', { email: input.email })).toEqual({ accepted: true });
  await notifications.tokenFor(input.email, 'password-reset');
  expect(notifications.mailsTo(moved, 'password-reset')).toEqual([]);
  // The stop link is no confirmation; another account cannot confirm; the account itself can.
  await expect(call('verifyEmail', { token: stopToken, userId: user.id })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
  });
  const other = await call('register', registration());
  await expect(call('verifyEmail', { token: confirmToken, userId: other.id })).rejects.toMatchObject({
    code: 'FORBIDDEN',
  });
  const verified = await call('verifyEmail', { token: confirmToken, userId: user.id });
  expect(verified).toMatchObject({
    id: user.id,
    email: moved,
    emailVerified: true,
    pendingEmailMasked: null,
  });
  expect(await stored(user.id)).toMatchObject({ email: moved, verified_email: moved, pending_email: null });
  expect((await call('contacts', { userIds: [user.id] })).contacts[0]).toMatchObject({
    email: moved,
    emailVerified: true,
  });
  // The old address's links are used up with the change, so the old address is told that it went through
  // (review of issue 31): the new address masked and when, no link, no full address.
  await expect(call('stopEmailChange', { token: stopToken })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
    message: UserMessages.linkInvalid,
  });
  const told = await eventually(
    async () => notifications.mailsTo(input.email, 'email-changed')[0],
    10_000,
    'email-changed mail',
  );
  expect(told).toEqual({
    kind: 'email-changed',
    userId: user.id,
    email: input.email,
    firstName: 'Lene',
    language: 'nb',
    newEmailMasked: 'f***@example.no',
    changedAt: expect.any(String),
  });
  const { email_verified_at } = (
    await db.query<{ email_verified_at: Date }>('select email_verified_at from users where id = $1', [
      user.id,
    ])
  ).rows[0];
  expect(told.kind === 'email-changed' && new Date(told.changedAt).getTime()).toBe(
    email_verified_at.getTime(),
  );
  expect(notifications.mailsTo(moved, 'email-changed')).toEqual([]);
  expect((await call('verifyCredentials', { email: moved, password: input.password })).id).toBe(user.id);
  await expect(call('requestEmailVerification', { userId: user.id })).rejects.toMatchObject({
    code: 'CONFLICT',
    message: UserMessages.emailAlreadyVerified,
  });
  // Changing the name only sends nothing.
  const mails = notifications.mails.length;
  await call('updateProfile', {
    userId: user.id,
    firstName: 'Lena',
    lastName: 'Lenke',
    username: input.username,
    email: moved,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(notifications.mails.length).toBe(mails);
});

it('issue 31: the stop link from the notice ends the change, and its confirmation link no longer works', async () => {
  const { input, user } = await confirmedUser();
  const moved = `stopp.${unique()}@example.no`;
  await call('updateProfile', {
    userId: user.id,
    firstName: 'Lene',
    lastName: 'Lenke',
    username: input.username,
    email: moved,
    currentPassword: input.password,
  });
  const confirmToken = await notifications.tokenFor(moved, 'email-change');
  const stopToken = await notifications.tokenFor(input.email, 'email-change-notice');
  expect(await call('stopEmailChange', { token: stopToken })).toEqual({ userId: user.id });
  expect(await stored(user.id)).toMatchObject({
    email: input.email,
    verified_email: input.email,
    pending_email: null,
  });
  await expect(call('verifyEmail', { token: confirmToken, userId: user.id })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
    message: UserMessages.linkInvalid,
  });
  await expect(call('stopEmailChange', { token: stopToken })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
  });
  expect((await call('getUser', { userId: user.id })).pendingEmailMasked).toBeNull();
});

it('issue 31: a replaced waiting address uses up its links, so a link for X does not work again after X → Y → X', async () => {
  const { input, user } = await confirmedUser();
  const x = `x.${unique()}@example.no`;
  const y = `y.${unique()}@example.no`;
  const ask = (email: string) =>
    call('updateProfile', {
      userId: user.id,
      firstName: 'Lene',
      lastName: 'Lenke',
      username: input.username,
      email,
      currentPassword: input.password,
    });
  await ask(x);
  const firstX = await notifications.tokenFor(x, 'email-change');
  const firstStop = await notifications.tokenFor(input.email, 'email-change-notice');
  await ask(y);
  const yToken = await notifications.tokenFor(y, 'email-change');
  await notifications.tokenFor(input.email, 'email-change-notice', 2);
  // Replacing X used up X's change link and the first stop link (SQL), and Y's are the only live ones.
  const live = async () =>
    (
      await db.query<{ purpose: string; email: string }>(
        "select purpose, email from account_tokens where user_id = $1 and purpose in ('change', 'stop') and used_at is null order by purpose",
        [user.id],
      )
    ).rows;
  expect(await live()).toEqual([
    { purpose: 'change', email: y },
    { purpose: 'stop', email: input.email },
  ]);
  await ask(x);
  await notifications.tokenFor(x, 'email-change', 2);
  await notifications.tokenFor(input.email, 'email-change-notice', 3);
  expect(await stored(user.id)).toMatchObject({ email: input.email, pending_email: x });
  // X waits again, but its first link stays used: only the link mailed now confirms it. Y's link is dead too.
  await expect(call('verifyEmail', { token: firstX, userId: user.id })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
    message: UserMessages.linkInvalid,
  });
  await expect(call('verifyEmail', { token: yToken, userId: user.id })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
    message: UserMessages.linkInvalid,
  });
  await expect(call('stopEmailChange', { token: firstStop })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
    message: UserMessages.linkInvalid,
  });
  expect(await stored(user.id)).toMatchObject({ email: input.email, pending_email: x });
  // Asking for the same waiting address again keeps its links (nothing was replaced).
  await ask(x);
  await notifications.tokenFor(x, 'email-change', 3);
  expect((await live()).filter((l) => l.purpose === 'change')).toEqual([
    { purpose: 'change', email: x },
    { purpose: 'change', email: x },
  ]);
  // Withdrawn: every change and stop link is used up.
  await call('cancelEmailChange', { userId: user.id });
  expect(await live()).toEqual([]);
  await expect(
    call('verifyEmail', { token: await notifications.tokenFor(x, 'email-change', 3), userId: user.id }),
  ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
});

it('issue 31: an old address that was never confirmed is not told of the change', async () => {
  const input = registration();
  const user = await call('register', input);
  const moved = `ubekreftet.${unique()}@example.no`;
  await call('updateProfile', {
    userId: user.id,
    firstName: 'Lene',
    lastName: 'Lenke',
    username: input.username,
    email: moved,
    currentPassword: input.password,
  });
  expect(
    await call('verifyEmail', {
      token: await notifications.tokenFor(moved, 'email-change'),
      userId: user.id,
    }),
  ).toMatchObject({ email: moved, emailVerified: true });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(notifications.mailsTo(input.email, 'email-changed')).toEqual([]);
  expect(notifications.mailsTo(input.email, 'email-change-notice')).toEqual([]);
});

it('issue 31: an address another account has is answered the same, gets no link, and cannot be taken', async () => {
  const { input, user } = await confirmedUser();
  const owner = await confirmedUser();
  const taken = await call('updateProfile', {
    userId: user.id,
    firstName: 'Lene',
    lastName: 'Lenke',
    username: input.username,
    email: owner.input.email,
    currentPassword: input.password,
  });
  expect(taken).toMatchObject({
    email: input.email,
    emailVerified: true,
    pendingEmailMasked: 'l***@example.no',
  });
  await notifications.tokenFor(input.email, 'email-change-notice');
  // 'Send again' answers the same and sends nothing either.
  expect(await call('requestEmailVerification', { userId: user.id })).toEqual({ accepted: true });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(notifications.mailsTo(owner.input.email, 'email-change')).toEqual([]);
  expect(
    (
      await db.query(
        "select count(*)::int as n from account_tokens where user_id = $1 and purpose = 'change'",
        [user.id],
      )
    ).rows[0].n,
  ).toBe(0);
  // Withdrawn by the account itself; a second withdrawal is 409.
  expect((await call('cancelEmailChange', { userId: user.id })).pendingEmailMasked).toBeNull();
  await expect(call('cancelEmailChange', { userId: user.id })).rejects.toMatchObject({
    code: 'CONFLICT',
    message: UserMessages.noEmailChange,
  });
  expect(await stored(user.id)).toMatchObject({ email: input.email, pending_email: null });
});

it('issue 31: a confirmation link whose address was taken by another account meanwhile is refused with 409, nothing changed', async () => {
  const { input, user } = await confirmedUser();
  const moved = `kapp.${unique()}@example.no`;
  await call('updateProfile', {
    userId: user.id,
    firstName: 'Lene',
    lastName: 'Lenke',
    username: input.username,
    email: moved,
    currentPassword: input.password,
  });
  const confirmToken = await notifications.tokenFor(moved, 'email-change');
  await call('register', registration(moved));
  await expect(call('verifyEmail', { token: confirmToken, userId: user.id })).rejects.toMatchObject({
    code: 'CONFLICT',
    message: UserMessages.emailTaken,
  });
  expect(await stored(user.id)).toMatchObject({
    email: input.email,
    verified_email: input.email,
    pending_email: moved,
  });
});

it('a reset by the confirmed address stops a waiting change', async () => {
  const { input, user } = await confirmedUser();
  const moved = `tilbake.${unique()}@example.no`;
  await call('updateProfile', {
    userId: user.id,
    firstName: 'Lene',
    lastName: 'Lenke',
    username: input.username,
    email: moved,
    currentPassword: input.password,
  });
  const confirmToken = await notifications.tokenFor(moved, 'email-change');
  await call('requestPasswordReset', { email: input.email });
  await call('resetPassword', {
    token: await notifications.tokenFor(input.email, 'password-reset'),
    newPassword: 'eier-igjen-1',
  });
  expect(await stored(user.id)).toMatchObject({ email: input.email, pending_email: null });
  await expect(call('verifyEmail', { token: confirmToken, userId: user.id })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
  });
});

it("asks for every account mail in the account's language (docs/languages.md, «Mails»)", async () => {
  const { input, user } = await confirmedUser();
  // A new account is bokmål: its confirmation link was asked for in it.
  expect(notifications.mailsTo(input.email, 'verify-email')[0]).toMatchObject({ language: 'nb' });
  await call('setLanguage', { userId: user.id, language: 'nn' });
  await call('requestPasswordReset', { email: input.email });
  await notifications.tokenFor(input.email, 'password-reset');
  expect(notifications.mailsTo(input.email, 'password-reset')[0]).toMatchObject({ language: 'nn' });

  await call('setLanguage', { userId: user.id, language: 'en' });
  const moved = `spraak.${unique()}@example.no`;
  await call('updateProfile', {
    userId: user.id,
    firstName: 'Lene',
    lastName: 'Lenke',
    username: input.username,
    email: moved,
    currentPassword: input.password,
  });
  await call('verifyEmail', { token: await notifications.tokenFor(moved, 'email-change'), userId: user.id });
  const told = await eventually(
    async () => notifications.mailsTo(input.email, 'email-changed')[0],
    10_000,
    'email-changed mail',
  );
  expect(
    [
      notifications.mailsTo(moved, 'email-change')[0],
      notifications.mailsTo(input.email, 'email-change-notice')[0],
      told,
    ].map((m) => m.language),
  ).toEqual(['en', 'en', 'en']);
});
