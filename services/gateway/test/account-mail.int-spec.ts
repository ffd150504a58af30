/**
 * Issue 17, accounts by e-mail, through the gateway (docs/password-reset-and-address-confirmation.md):
 * 'Glemt passord?' and the confirmation of addresses. Identity and the gateway run as real processes; the
 * notifications service is stood in for by a real NATS responder that checks each account-mail request
 * against the contract and keeps the token the mail's link would carry. What was stored is read with SQL
 * (identity's database) and from Redis (sessions, known devices).
 */
import { Messages, type User, UserMessages } from '@avtalt/contracts';
import {
  eventually,
  NotificationsStandIn,
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

const REDIS_DB = 10;
const DATABASE = 'it_gateway_account_mail';
const ADMIN_EMAIL = 'postsjef@avtalt.test';
let identity: ServiceProcess;
let gateway: GatewayProcess;
let notifications: NotificationsStandIn;
let db: Client;
let redis: ReturnType<typeof createClient>;
let ip = 1;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
function client(): TestClient {
  return new TestClient(gateway.url, { 'x-forwarded-for': `10.17.${Math.floor(ip / 250)}.${ip++ % 250}` });
}

async function registered(
  email = `glemsk.${unique()}@example.no`,
): Promise<{ http: TestClient; user: User; email: string; password: string }> {
  const http = client();
  const password = 'gammelt-passord';
  const res = await http.post<User>('/api/auth/register', {
    firstName: 'Glenn',
    lastName: 'Glemsk',
    username: `g_${unique()}`,
    email,
    password,
  });
  expect(res.status).toBe(201);
  return { http, user: res.body, email, password };
}

/** Issue 31: reset links go to a confirmed address only; the registration link confirms it, as its owner does. */
async function confirmed(email?: string): Promise<Awaited<ReturnType<typeof registered>>> {
  const account = await registered(email);
  const token = await notifications.tokenFor(account.email, 'verify-email');
  expect((await account.http.post('/api/auth/verify-email', { token })).status).toBe(200);
  return account;
}

async function login(email: string, password: string): Promise<TestClient & { status: number }> {
  const http = client();
  const res = await http.post('/api/auth/login', { email, password });
  return Object.assign(http, { status: res.status });
}

const tokens = async (userId: string) =>
  (
    await db.query<{
      token_hash: string;
      purpose: string;
      email: string;
      used_at: Date | null;
      expires_at: Date;
      created_at: Date;
    }>(
      'select token_hash, purpose, email, used_at, expires_at, created_at from account_tokens where user_id = $1 order by created_at',
      [userId],
    )
  ).rows;
const userRow = async (userId: string) =>
  (
    await db.query<{
      email: string;
      verified_email: string | null;
      password_hash: string;
      is_admin: boolean;
    }>('select email, verified_email, password_hash, is_admin from users where id = $1', [userId])
  ).rows[0];

beforeAll(async () => {
  notifications = await NotificationsStandIn.start();
  identity = await startIdentity(DATABASE, { ADMIN_EMAILS: ADMIN_EMAIL });
  // Identity's own link limits are tested here, so the gateway's limit of address changes is raised
  // (it has its own test: secrets-limits.int-spec.ts).
  gateway = await startGateway(REDIS_DB, {
    PASSWORD_RESET_MAX_PER_ADDRESS: '3',
    PASSWORD_RESET_MAX_PER_ADDRESS_TOTAL: '3',
    PASSWORD_RESET_MAX_PER_IP: '10',
    EMAIL_CHANGE_MAX_PER_ACCOUNT: '20',
  });
  db = await testDatabase(DATABASE);
  redis = createClient({ url: `${testInfra().redisUrl}/${REDIS_DB}` });
  await redis.connect();
});

afterAll(async () => {
  expect(notifications?.malformed ?? []).toEqual([]);
  await redis?.quit();
  await db?.end();
  await gateway?.stop();
  await identity?.stop();
  await notifications?.stop();
});

describe('password reset', () => {
  it('end to end: the link from the mail sets the password once, ends every session and forgets every device', async () => {
    const { http: first, user, email, password } = await confirmed();
    const second = await login(email, password);
    expect(second.status).toBe(200);
    expect((await redis.sMembers(`login-devices:user:${user.id}`)).length).toBeGreaterThanOrEqual(1);
    expect((await redis.sMembers(`user-sessions:${user.id}`)).length).toBe(2);

    const asked = await client().post('/api/auth/password-reset', { email: email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ accepted: true });
    const token = await notifications.tokenFor(email, 'password-reset');
    const mail = notifications.mailsTo(email, 'password-reset')[0];
    expect(mail).toMatchObject({ userId: user.id, firstName: 'Glenn' });

    // Stored: the SHA-256 only, for an hour, for this address.
    const [stored] = (await tokens(user.id)).filter((t) => t.purpose === 'reset');
    expect(stored.token_hash).toBe(sha256(token));
    expect(JSON.stringify(await tokens(user.id))).not.toContain(token);
    expect(stored.email).toBe(email);
    const lifetime = stored.expires_at.getTime() - stored.created_at.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);
    expect(stored.used_at).toBeNull();

    const before = await userRow(user.id);
    expect(before.verified_email).toBe(email);
    const reset = await client().post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'nytt-passord-1',
    });
    expect(reset.status).toBe(204);

    const after = await userRow(user.id);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(after.verified_email).toBe(email);
    expect((await tokens(user.id)).find((t) => t.token_hash === sha256(token))!.used_at).toBeInstanceOf(Date);
    // Every session ended (both), every known device forgotten.
    expect((await first.get('/api/auth/user')).status).toBe(401);
    expect((await second.get('/api/auth/user')).status).toBe(401);
    expect(await redis.exists(`user-sessions:${user.id}`)).toBe(0);
    expect(await redis.exists(`login-devices:user:${user.id}`)).toBe(0);
    for (const key of await redis.keys('login-device:*')) expect(await redis.get(key)).not.toBe(user.id);

    expect((await login(email, password)).status).toBe(401);
    const fresh = await login(email, 'nytt-passord-1');
    expect(fresh.status).toBe(200);
    expect((await fresh.get<User>('/api/auth/user')).body.emailVerified).toBe(true);

    // Single use.
    const again = await client().post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'tredje-passord',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(UserMessages.linkInvalid);
    expect((await login(email, 'nytt-passord-1')).status).toBe(200);
  });

  it('a link used twice at once changes the password once; the other answer is 400', async () => {
    const { user, email } = await confirmed();
    expect((await client().post('/api/auth/password-reset', { email })).status).toBe(202);
    const token = await notifications.tokenFor(email, 'password-reset');
    const answers = await Promise.all(
      ['samtidig-en-1', 'samtidig-to-2'].map((newPassword) =>
        client().post('/api/auth/password-reset/confirm', { token, newPassword }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
    const won = answers[0].status === 204 ? 'samtidig-en-1' : 'samtidig-to-2';
    expect((await login(email, won)).status).toBe(200);
    expect((await tokens(user.id)).filter((t) => t.purpose === 'reset' && t.used_at !== null)).toHaveLength(
      1,
    );
  });

  it('an expired link is refused (400), and a new reset uses up the older links', async () => {
    const { user, email } = await confirmed();
    for (let n = 1; n <= 2; n++)
      expect((await client().post('/api/auth/password-reset', { email })).status).toBe(202);
    const older = await notifications.tokenFor(email, 'password-reset', 1);
    const newer = await notifications.tokenFor(email, 'password-reset', 2);
    await db.query(
      "update account_tokens set expires_at = now() - interval '1 second' where token_hash = $1",
      [sha256(newer)],
    );
    const expired = await client().post('/api/auth/password-reset/confirm', {
      token: newer,
      newPassword: 'for-sent-123',
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'VALIDATION_FAILED', message: UserMessages.linkInvalid });
    expect(
      (await client().post('/api/auth/password-reset/confirm', { token: older, newPassword: 'rett-tid-123' }))
        .status,
    ).toBe(204);
    // Using one reset link used up the others of the account.
    expect(
      (await tokens(user.id)).filter((t) => t.purpose === 'reset').every((t) => t.used_at !== null),
    ).toBe(true);
  });

  it('a link sent to an address the account no longer has does not reset the password', async () => {
    const { http, user, email, password } = await confirmed();
    expect((await client().post('/api/auth/password-reset', { email })).status).toBe(202);
    const token = await notifications.tokenFor(email, 'password-reset');
    const movedTo = `flyttet.${unique()}@example.no`;
    const moved = await http.put('/api/auth/profile', {
      firstName: 'Glenn',
      lastName: 'Glemsk',
      username: user.username,
      email: movedTo,
      currentPassword: password,
    });
    expect(moved.status).toBe(200);
    expect(
      (
        await http.post('/api/auth/verify-email', {
          token: await notifications.tokenFor(movedTo, 'email-change'),
        })
      ).status,
    ).toBe(200);
    expect(
      (await client().post('/api/auth/password-reset/confirm', { token, newPassword: 'skal-ikke-virke' }))
        .status,
    ).toBe(400);
  });

  it('sends no link to an address that is not confirmed, and answers the same (issue 31)', async () => {
    const { email } = await registered();
    await notifications.tokenFor(email, 'verify-email');
    const asked = await client().post('/api/auth/password-reset', { email });
    expect([asked.status, asked.text]).toEqual([202, '{"accepted":true}']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notifications.mailsTo(email, 'password-reset')).toEqual([]);
  });

  it('answers a known and an unknown address the same, in about the same time; only the known one gets a mail', async () => {
    const { email } = await confirmed();
    const unknown = `ingen.${unique()}@example.no`;
    const timed = async (address: string) => {
      const started = performance.now();
      const res = await client().post('/api/auth/password-reset', { email: address });
      return { status: res.status, body: res.text, ms: performance.now() - started };
    };
    const known: number[] = [];
    const nobody: number[] = [];
    // Three per address (the per-address limit), alternating.
    for (let k = 0; k < 3; k++) {
      const a = await timed(email);
      const b = await timed(unknown);
      expect([a.status, a.body]).toEqual([202, '{"accepted":true}']);
      expect([b.status, b.body]).toEqual([a.status, a.body]);
      known.push(a.ms);
      nobody.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1];
    // The known address's token and mail are made after the answer: both answers wait for the same steps.
    expect(Math.abs(median(known) - median(nobody))).toBeLessThan(50);
    process.stdout.write(
      `password-reset timing (median of 3, ms): known ${median(known).toFixed(1)}, unknown ${median(nobody).toFixed(1)}\n`,
    );
    await notifications.tokenFor(email, 'password-reset', 3);
    expect(notifications.mailsTo(unknown)).toEqual([]);
    // The fourth for one address (each from another client: the mail ceiling over all clients) is answered as
    // always, known or not, and sends nothing: nobody is refused, the mailbox gets no more.
    const past = [
      await client().post('/api/auth/password-reset', { email }),
      await client().post('/api/auth/password-reset', { email: unknown }),
    ];
    expect(past.map((r) => [r.status, r.text])).toEqual([
      [202, '{"accepted":true}'],
      [202, '{"accepted":true}'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notifications.mailsTo(email, 'password-reset')).toHaveLength(3);
    expect(notifications.mailsTo(unknown)).toEqual([]);
    const hashedKeys = await redis.keys('password-reset:account:*');
    expect(hashedKeys.join(' ')).not.toContain('@');
  });

  it('is limited per client address too', async () => {
    const http = client();
    const statuses: number[] = [];
    for (let k = 0; k < 11; k++)
      statuses.push(
        (await http.post('/api/auth/password-reset', { email: `mange.${unique()}@example.no` })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers 503 for every address alike while notifications is down', async () => {
    const { email } = await registered();
    await notifications.down();
    try {
      const known = await client().post('/api/auth/password-reset', { email });
      const unknown = await client().post('/api/auth/password-reset', {
        email: `ingen.${unique()}@example.no`,
      });
      expect([known.status, unknown.status]).toEqual([503, 503]);
      expect(known.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: Messages.serviceUnavailable });
      expect(unknown.body).toEqual(known.body);
      // No link went out, so the address's mail ceiling gives its unit back (it must never hold mails back
      // while no live link is in the mailbox); the client's own buckets keep theirs.
      expect(await redis.get(`password-reset:account:${sha256(email.toLowerCase())}`)).toBeNull();
    } finally {
      notifications.up();
    }
  });

  it('refuses bad bodies with 400 and Norwegian messages', async () => {
    const http = client();
    const noEmail = await http.post('/api/auth/password-reset', { email: 'ikke-en-adresse' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe(UserMessages.email);
    const badToken = await http.post('/api/auth/password-reset/confirm', {
      token: 'kort',
      newPassword: 'langt-nok-1',
    });
    expect(badToken.status).toBe(400);
    expect(badToken.body.message).toBe(UserMessages.linkInvalid);
    const unknownToken = await http.post('/api/auth/password-reset/confirm', {
      token: 'A'.repeat(43),
      newPassword: 'langt-nok-1',
    });
    expect(unknownToken.status).toBe(400);
    expect(unknownToken.body.message).toBe(UserMessages.linkInvalid);
    const short = await http.post('/api/auth/password-reset/confirm', {
      token: 'A'.repeat(43),
      newPassword: 'kort',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(UserMessages.newPassword);
    const someone = await registered();
    expect((await someone.http.post('/api/auth/verify-email', {})).status).toBe(400);
  });
});

describe('address confirmation', () => {
  it('registration: the address is unconfirmed until the link from the mail is followed (once)', async () => {
    const { http, user, email } = await registered();
    expect(user.emailVerified).toBe(false);
    expect((await userRow(user.id)).verified_email).toBeNull();
    const token = await notifications.tokenFor(email, 'verify-email');
    const [stored] = await tokens(user.id);
    expect(stored).toMatchObject({ purpose: 'verify', email, token_hash: sha256(token), used_at: null });

    // Only the account itself may confirm: logged out 401, logged in as another account 403 (and the link stays usable).
    expect((await client().post('/api/auth/verify-email', { token })).status).toBe(401);
    const stranger = await registered();
    const foreign = await stranger.http.post('/api/auth/verify-email', { token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(UserMessages.linkOtherAccount);
    expect((await userRow(user.id)).verified_email).toBeNull();
    const verified = await http.post<User>('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ id: user.id, email, emailVerified: true });
    expect((await userRow(user.id)).verified_email).toBe(email);
    expect((await http.get<User>('/api/auth/user')).body.emailVerified).toBe(true);
    const again = await http.post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(UserMessages.linkInvalid);
    // Confirmed: no new link.
    const resend = await http.post('/api/auth/verify-email/resend');
    expect(resend.status).toBe(409);
    expect(resend.body.message).toBe(UserMessages.emailAlreadyVerified);
  });

  it('an address change: the confirmed address stays until the link to the new one is followed; a link sent to the old address does not confirm it', async () => {
    const { http, user, email, password } = await registered();
    // A second link to the old address, left unused.
    expect((await http.post('/api/auth/verify-email/resend')).status).toBe(202);
    const oldToken = await notifications.tokenFor(email, 'verify-email', 2);
    expect(
      (
        await http.post('/api/auth/verify-email', {
          token: await notifications.tokenFor(email, 'verify-email', 1),
        })
      ).status,
    ).toBe(200);

    const newEmail = `ny.${unique()}@example.no`;
    const moved = await http.put<User>('/api/auth/profile', {
      firstName: 'Glenn',
      lastName: 'Glemsk',
      username: user.username,
      email: newEmail,
      currentPassword: password,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ email, emailVerified: true, pendingEmailMasked: 'n***@example.no' });
    expect(await userRow(user.id)).toMatchObject({ email, verified_email: email });
    const newToken = await notifications.tokenFor(newEmail, 'email-change');
    // The notice to the old address is its own request to notifications: it may come after the link.
    await eventually(
      async () => notifications.mailsTo(email, 'email-change-notice')[0],
      10_000,
      'the notice to the old address',
    );
    expect(notifications.mailsTo(email, 'email-change-notice')).toHaveLength(1);

    const ok = await http.post<User>('/api/auth/verify-email', { token: newToken });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await userRow(user.id)).toMatchObject({ email: newEmail, verified_email: newEmail });

    // The unused link to the old address belongs to an address the account no longer has.
    const stale = await http.post('/api/auth/verify-email', { token: oldToken });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(UserMessages.linkInvalid);
    expect(await userRow(user.id)).toMatchObject({ email: newEmail, verified_email: newEmail });
  });

  it('a new link on request (logged in only), a few per hour', async () => {
    expect((await client().post('/api/auth/verify-email/resend')).status).toBe(401);
    const { http, email } = await registered();
    await notifications.tokenFor(email, 'verify-email', 1);
    // Registration sent the first of five this hour.
    for (let k = 2; k <= 5; k++) expect((await http.post('/api/auth/verify-email/resend')).status).toBe(202);
    await notifications.tokenFor(email, 'verify-email', 5);
    const sixth = await http.post('/api/auth/verify-email/resend');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(UserMessages.verificationTooMany);
    expect(notifications.mailsTo(email, 'verify-email')).toHaveLength(5);
  });

  it('counts every confirmation link toward the hourly limits: asking for an address again and again sends no more than five, to one address from any accounts', async () => {
    const { http, user, email, password } = await registered();
    await notifications.tokenFor(email, 'verify-email', 1);
    const target = `offer.${unique()}@example.no`;
    const profile = (address: string) =>
      http.put('/api/auth/profile', {
        firstName: 'Glenn',
        lastName: 'Glemsk',
        username: user.username,
        email: address,
        currentPassword: password,
      });
    // Registration's link plus four changes to the target reach the account's limit; further changes are saved, but mail nothing.
    for (let k = 0; k < 6; k++) expect((await profile(target)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      notifications.mailsTo(target, 'email-change').length +
        notifications.mailsTo(email, 'verify-email').length,
    ).toBe(5);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from account_tokens where user_id = $1 and purpose in ('verify', 'change')`,
      [user.id],
    );
    expect(rows[0].n).toBe(5);
    expect(
      identity.logs.some((l) =>
        l.includes(`email-change mail for user ${user.id} not sent: hourly limit reached`),
      ),
    ).toBe(true);

    // Other accounts taking turns with one address: five links to it per hour, whichever account asks.
    const victim = `offer2.${unique()}@example.no`;
    for (let k = 0; k < 7; k++) {
      const other = await registered();
      expect(
        (
          await other.http.put('/api/auth/profile', {
            firstName: 'Glenn',
            lastName: 'Glemsk',
            username: other.user.username,
            email: victim,
            currentPassword: other.password,
          })
        ).status,
      ).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notifications.mailsTo(victim, 'email-change')).toHaveLength(5);
  });

  it('registration succeeds while notifications is down; the warning names the user id only; a new link can be asked for later', async () => {
    await notifications.down();
    let registeredWhileDown: Awaited<ReturnType<typeof registered>>;
    try {
      registeredWhileDown = await registered();
      const { user } = registeredWhileDown;
      const line = await (async () => {
        for (let k = 0; k < 50; k++) {
          const found = identity.logs.find((l) =>
            l.includes(`verify-email mail for user ${user.id} not sent`),
          );
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return undefined;
      })();
      expect(line).toBeDefined();
      expect(line).not.toContain('@');
      // The link that could not be sent is not kept.
      expect(await tokens(user.id)).toEqual([]);
      const resend = await registeredWhileDown.http.post('/api/auth/verify-email/resend');
      expect(resend.status).toBe(503);
    } finally {
      notifications.up();
    }
    const { http, email } = registeredWhileDown;
    expect((await http.post('/api/auth/verify-email/resend')).status).toBe(202);
    await notifications.tokenFor(email, 'verify-email');
  });

  it('admin set-up is refused until the allow-listed address is confirmed by its link', async () => {
    const { http, user } = await registered(ADMIN_EMAIL);
    const refused = await http.post('/api/admin/setup', { email: ADMIN_EMAIL });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(UserMessages.adminEmailNotVerified);
    expect((await userRow(user.id)).is_admin).toBe(false);
    const token = await notifications.tokenFor(ADMIN_EMAIL, 'verify-email');
    expect((await http.post('/api/auth/verify-email', { token })).status).toBe(200);
    const granted = await http.post<User>('/api/admin/setup', { email: ADMIN_EMAIL });
    expect(granted.status).toBe(200);
    expect(granted.body.isAdmin).toBe(true);
    expect((await userRow(user.id)).is_admin).toBe(true);
  });

  it('never logs a token or an address', () => {
    const logs = [...identity.logs, ...gateway.logs].join('\n');
    for (const mail of notifications.mails) {
      // The email-changed notice (issue 31 review) has no token; its address is checked all the same.
      if ('token' in mail) {
        expect(logs).not.toContain(mail.token);
        expect(logs).not.toContain(sha256(mail.token));
      }
      expect(logs).not.toContain(mail.email);
    }
  });
});
