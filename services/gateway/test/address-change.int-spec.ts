/**
 * Issue 31 (security review H1, M1, L5; docs/password-reset-and-address-confirmation.md): an address change
 * proves control, and codes, reset links and account mails go only to the confirmed address. Identity,
 * notifications and the gateway run as real processes; notifications sends through SMTP to a real server
 * here (`smtp-server`, parsed with `mailparser`), so every assertion about who got what reads the mails
 * that arrived. What was stored is read with SQL (identity's database).
 */
import {
  DocumentEventsStream,
  DocumentsSubjects,
  documentSealedEventSchema,
  ErrorCode,
  Messages,
  NotificationsRpc,
  SigningMessages,
  type User,
  UserMessages,
} from '@avtalt/contracts';
import { createNatsClient, ensureStream, natsConnection, rpcRequest } from '@avtalt/service-kit';
import {
  eventually,
  freePort,
  type ServiceProcess,
  startBackendService,
  TestClient,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { type ParsedMail, simpleParser } from 'mailparser';
import { createHash, randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { type GatewayProcess, startGateway, startIdentity } from './support/system';

const DATABASE = 'it_gateway_address_change';
const GATEWAY_REDIS_DB = 7;
const NOTIFICATIONS_REDIS_DB = 8;
const ORIGIN = 'https://avtalt.test';
const ACCOUNT_LIMIT = 5;

interface Mail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

/** The SMTP server notifications sends to: every mail that arrived, by recipient and Avtalt's kind header. */
class Inbox {
  readonly mails: Mail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    this.port = await freePort();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed: ParsedMail) => {
            for (const rcpt of session.envelope.rcptTo) {
              this.mails.push({
                to: rcpt.address.toLowerCase(),
                kind: String(parsed.headers.get('x-avtalt-kind') ?? ''),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
              });
            }
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  to(email: string, kind?: string): Mail[] {
    return this.mails.filter((m) => m.to === email.toLowerCase() && (kind === undefined || m.kind === kind));
  }

  /** Waits for the `n`-th mail of `kind` to `email`. */
  async nth(email: string, kind: string, n = 1): Promise<Mail> {
    return eventually(async () => this.to(email, kind)[n - 1], 30_000, `${kind} mail #${n} to the address`);
  }
}

/** The token of the link in a mail (fragment of /bekreft-epost, /tilbakestill-passord or /stopp-epostendring). */
function tokenIn(mail: Mail, page: string): string {
  const token = new RegExp(`/${page}#([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const inbox = new Inbox();
let identity: ServiceProcess;
let notifications: ServiceProcess;
let gateway: GatewayProcess;
let nats: ClientProxy;
let db: Client;
let notificationsDb: Client;
let ip = 1;

function client(): TestClient {
  return new TestClient(gateway.url, { 'x-forwarded-for': `10.31.${Math.floor(ip / 250)}.${ip++ % 250}` });
}

interface Account {
  http: TestClient;
  user: User;
  email: string;
  password: string;
}

async function registered(): Promise<Account> {
  const http = client();
  const email = `nina.${unique()}@example.no`;
  const password = 'gammelt-passord';
  const res = await http.post<User>('/api/auth/register', {
    firstName: 'Nina',
    lastName: 'Flytter',
    username: `n_${unique()}`,
    email,
    password,
  });
  expect(res.status).toBe(201);
  return { http, user: res.body, email, password };
}

/** An account whose registration address is confirmed by the link mailed to it, as its owner does. */
async function confirmed(): Promise<Account> {
  const account = await registered();
  const token = tokenIn(await inbox.nth(account.email, 'verify-email'), 'bekreft-epost');
  expect((await account.http.post('/api/auth/verify-email', { token })).status).toBe(200);
  return account;
}

const profile = (a: Account, email: string, currentPassword?: string) => ({
  firstName: 'Nina',
  lastName: 'Flytter',
  username: a.user.username,
  email,
  ...(currentPassword === undefined ? {} : { currentPassword }),
});

const userRow = async (userId: string) =>
  (
    await db.query<{
      email: string;
      verified_email: string | null;
      pending_email: string | null;
      password_hash: string;
      first_name: string;
      updated_at: Date;
    }>(
      'select email, verified_email, pending_email, password_hash, first_name, updated_at from users where id = $1',
      [userId],
    )
  ).rows[0];

/** Asks notifications for a signing code for the account, as agreements does. */
const signingCode = (userId: string, code = '482915') =>
  rpcRequest(nats, NotificationsRpc.sendSigningCode, {
    userId,
    agreementId: randomUUID(),
    agreementTitle: 'Hytteavtale',
    code,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  });

const checked = () => identity.logs.filter((line) => line.includes('current password checked')).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

beforeAll(async () => {
  await inbox.start();
  identity = await startIdentity(DATABASE, { LOG_LEVEL: 'debug' });
  notifications = await startBackendService('notifications', {
    database: `${DATABASE}_notifications`,
    redisDb: NOTIFICATIONS_REDIS_DB,
    env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, APP_ORIGIN: ORIGIN, MAIL_BACKOFF_MS: '500' },
  });
  gateway = await startGateway(GATEWAY_REDIS_DB, { LOGIN_MAX_FAILURES_PER_ACCOUNT: String(ACCOUNT_LIMIT) });
  nats = createNatsClient(testInfra().natsUrl, 'gateway-address-change-test');
  await nats.connect();
  db = await testDatabase(DATABASE);
  notificationsDb = await testDatabase(`${DATABASE}_notifications`);
});

afterAll(async () => {
  await notificationsDb?.end();
  await db?.end();
  await nats?.close();
  await gateway?.stop();
  await notifications?.stop();
  await identity?.stop();
  await inbox.stop();
});

describe('asking for a new address', () => {
  it('without the current password, or with a wrong one, is refused with 400 and changes nothing (SQL)', async () => {
    const a = await confirmed();
    const before = await userRow(a.user.id);
    const target = `ny.${unique()}@example.no`;

    const missing = await a.http.put('/api/auth/profile', { ...profile(a, target), firstName: 'Endret' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: UserMessages.currentPasswordForEmail,
    });
    const empty = await a.http.put('/api/auth/profile', { ...profile(a, target, ''), firstName: 'Endret' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(UserMessages.currentPasswordForEmail);

    const wrong = await a.http.put('/api/auth/profile', {
      ...profile(a, target, 'feil-passord'),
      firstName: 'Endret',
    });
    const wrongOnPassword = await a.http.put('/api/auth/password', {
      currentPassword: 'feil-passord',
      newPassword: 'nytt-passord-1',
    });
    expect(wrong.status).toBe(400);
    expect([wrong.status, wrong.body.message]).toEqual([
      wrongOnPassword.status,
      wrongOnPassword.body.message,
    ]);
    expect(wrong.body.message).toBe(UserMessages.wrongCurrentPassword);

    expect(await userRow(a.user.id)).toEqual(before);
    await settle();
    expect(inbox.to(target)).toEqual([]);
    expect(inbox.to(a.email, 'email-change-notice')).toEqual([]);
  });

  it(`100 wrong passwords at once: at most ${ACCOUNT_LIMIT} are checked, the rest answer 429; the right one too, until the window ends`, async () => {
    const a = await confirmed();
    const before = checked();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        a.http.put('/api/auth/profile', profile(a, `gjett.${i}.${unique()}@example.no`, `feil-${i}`)),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - statuses.filter((s) => s === 400).length);
    // Each is also a new address: the limit of address changes (review L5) may answer first; a wrong password
    // gives its unit back, so what stops the guessing in the end is the login bucket.
    for (const r of burst.filter((r) => r.status === 429))
      expect([Messages.tooManyLoginAttempts, UserMessages.tooManyEmailChanges]).toContain(r.body.message);
    expect(checked() - before).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    // The limit is the account's login limit: the right password, here and at the login, waits for the window.
    expect(
      (await a.http.put('/api/auth/profile', profile(a, `riktig.${unique()}@example.no`, a.password))).status,
    ).toBe(429);
    expect((await client().post('/api/auth/login', { email: a.email, password: a.password })).status).toBe(
      429,
    );
    expect((await userRow(a.user.id)).pending_email).toBeNull();
  });

  it('PUT /api/auth/password has the same limit (review M1)', async () => {
    const a = await confirmed();
    const before = checked();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        a.http.put('/api/auth/password', { currentPassword: `feil-${i}`, newPassword: 'nytt-passord-1' }),
      ),
    );
    const wrong = burst.filter((r) => r.status === 400).length;
    expect(wrong).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(100 - wrong);
    expect(checked() - before).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(
      (await a.http.put('/api/auth/password', { currentPassword: a.password, newPassword: 'nytt-passord-1' }))
        .status,
    ).toBe(429);
  });

  it('a right password counts no failure: a change with it works after a wrong try', async () => {
    const a = await confirmed();
    expect(
      (await a.http.put('/api/auth/profile', profile(a, `en.${unique()}@example.no`, 'feil-passord'))).status,
    ).toBe(400);
    const target = `to.${unique()}@example.no`;
    expect((await a.http.put('/api/auth/profile', profile(a, target, a.password))).status).toBe(200);
    expect((await userRow(a.user.id)).pending_email).toBe(target);
  });
});

describe('while a change waits', () => {
  it('the old, confirmed address keeps getting signing codes, reset links and account mails; the new one only its link; after confirming, the new one gets them', async () => {
    const a = await confirmed();
    const target = `ventende.${unique()}@example.no`;
    const asked = await a.http.put<User>('/api/auth/profile', profile(a, target, a.password));
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      email: a.email,
      emailVerified: true,
      pendingEmailMasked: `v***@example.no`,
    });
    expect(await userRow(a.user.id)).toMatchObject({
      email: a.email,
      verified_email: a.email,
      pending_email: target,
    });
    expect((await a.http.get<User>('/api/auth/user')).body.pendingEmailMasked).toBe('v***@example.no');

    // The old address is told, the new address masked, with a stop link; the new one gets its confirmation link.
    const notice = await inbox.nth(a.email, 'email-change-notice');
    expect(notice.text).toContain('v***@example.no');
    expect(notice.text).not.toContain(target);
    tokenIn(notice, 'stopp-epostendring');
    const confirmMail = await inbox.nth(target, 'email-change');

    // A signing code goes to the confirmed address.
    const code = await signingCode(a.user.id, '731904');
    expect(code.maskedEmail).toBe('n***@example.no');
    const codeMail = await inbox.nth(a.email, 'signing-code');
    expect(codeMail.text).toContain('731904');
    // A reset asked for either address: the link goes to the confirmed one only, and the answers are the same.
    const resetNew = await client().post('/api/auth/password-reset', { email: target });
    const resetOld = await client().post('/api/auth/password-reset', { email: a.email });
    expect([resetNew.status, resetNew.text]).toEqual([202, resetOld.text]);
    await inbox.nth(a.email, 'password-reset');
    await settle();
    expect(inbox.to(target).map((m) => m.kind)).toEqual(['email-change']);

    // Confirmed by its link, as the account: from now on the new address gets everything, the old one nothing.
    const token = tokenIn(confirmMail, 'bekreft-epost');
    const done = await a.http.post<User>('/api/auth/verify-email', { token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email: target, emailVerified: true, pendingEmailMasked: null });
    expect(await userRow(a.user.id)).toMatchObject({
      email: target,
      verified_email: target,
      pending_email: null,
    });
    // Whoever confirmed knew the password and the stop link is used up by the change: the old address is told
    // that it went through (review of issue 31), masked, with what to do; it is the last mail it gets.
    const changed = await inbox.nth(a.email, 'email-changed');
    expect(changed.text).toContain('E-postadressen til kontoen din i Avtalt ble endret til v***@example.no ');
    expect(changed.text).toContain('«Glemt passord?» hjelper deg ikke nå');
    expect(changed.text).not.toContain(target);
    expect(changed.text).not.toMatch(/#[A-Za-z0-9_-]{43}/);
    expect(inbox.to(target, 'email-changed')).toEqual([]);
    const oldCount = inbox.to(a.email).length;
    expect((await signingCode(a.user.id, '550218')).maskedEmail).toBe('v***@example.no');
    expect((await inbox.nth(target, 'signing-code')).text).toContain('550218');
    expect((await client().post('/api/auth/password-reset', { email: target })).status).toBe(202);
    await inbox.nth(target, 'password-reset');
    expect((await client().post('/api/auth/password-reset', { email: a.email })).status).toBe(202);
    await settle();
    expect(inbox.to(a.email)).toHaveLength(oldCount);
    // The stop link of the old address no longer works.
    expect(
      (await client().post('/api/auth/email-change/stop', { token: tokenIn(notice, 'stopp-epostendring') }))
        .status,
    ).toBe(400);
    expect((await client().post('/api/auth/login', { email: target, password: a.password })).status).toBe(
      200,
    );
  });

  it('the stop link mailed to the old address cancels the change and ends every session of the account', async () => {
    const a = await confirmed();
    const target = `stopp.${unique()}@example.no`;
    expect((await a.http.put('/api/auth/profile', profile(a, target, a.password))).status).toBe(200);
    const confirmMail = await inbox.nth(target, 'email-change');
    const stopToken = tokenIn(await inbox.nth(a.email, 'email-change-notice'), 'stopp-epostendring');

    const stopped = await client().post('/api/auth/email-change/stop', { token: stopToken });
    expect(stopped.status).toBe(204);
    expect(await userRow(a.user.id)).toMatchObject({
      email: a.email,
      verified_email: a.email,
      pending_email: null,
    });
    expect((await a.http.get('/api/auth/user')).status).toBe(401);
    // The confirmation link of the stopped change does nothing now, even logged in again.
    const again = client();
    expect((await again.post('/api/auth/login', { email: a.email, password: a.password })).status).toBe(200);
    const late = await again.post('/api/auth/verify-email', { token: tokenIn(confirmMail, 'bekreft-epost') });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(UserMessages.linkInvalid);
    expect((await userRow(a.user.id)).email).toBe(a.email);
    expect((await client().post('/api/auth/email-change/stop', { token: stopToken })).status).toBe(400);
  });

  it('the account may withdraw it, or have the link sent again to the new address (not to the old)', async () => {
    const a = await confirmed();
    const target = `igjen.${unique()}@example.no`;
    expect((await a.http.put('/api/auth/profile', profile(a, target, a.password))).status).toBe(200);
    await inbox.nth(target, 'email-change');
    expect((await a.http.post('/api/auth/verify-email/resend')).status).toBe(202);
    await inbox.nth(target, 'email-change', 2);
    const withdrawn = await a.http.request<User>('DELETE', '/api/auth/email-change');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.pendingEmailMasked).toBeNull();
    expect((await userRow(a.user.id)).pending_email).toBeNull();
    const none = await a.http.request('DELETE', '/api/auth/email-change');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(UserMessages.noEmailChange);
    // Nothing waits: the address is confirmed, so there is nothing to send again.
    expect((await a.http.post('/api/auth/verify-email/resend')).status).toBe(409);
  });

  it("another account's address is answered exactly like a free one (review L5); no link goes to it", async () => {
    const a = await confirmed();
    const owner = await confirmed();
    const taken = await a.http.put<User>('/api/auth/profile', profile(a, owner.email, a.password));
    const b = await confirmed();
    const free = await b.http.put<User>(
      '/api/auth/profile',
      profile(b, `fri.${unique()}@example.no`, b.password),
    );
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(free.body).sort());
    expect(taken.body).toMatchObject({
      email: a.email,
      emailVerified: true,
      pendingEmailMasked: 'n***@example.no',
    });
    await inbox.nth(a.email, 'email-change-notice');
    await settle();
    expect(inbox.to(owner.email, 'email-change')).toEqual([]);
    expect((await userRow(owner.user.id)).email).toBe(owner.email);
  });
});

describe('the sealed PDF', () => {
  it('is mailed to a confirmed address only: not to a waiting new one, not to an unconfirmed one', async () => {
    const a = await confirmed();
    const target = `ventende.${unique()}@example.no`;
    expect((await a.http.put('/api/auth/profile', profile(a, target, a.password))).status).toBe(200);
    await inbox.nth(target, 'email-change');
    const u = await registered();
    // Published as documents publishes it once a signed agreement is sealed.
    const event = documentSealedEventSchema.parse({
      eventId: randomUUID(),
      agreementId: randomUUID(),
      title: 'Hytteavtale',
      pdfSha256: createHash('sha256').update('forseglet').digest('hex'),
      userIds: [a.user.id, u.user.id],
      occurredAt: new Date().toISOString(),
    });
    const nc = await natsConnection(nats);
    await ensureStream(nc, DocumentEventsStream);
    await nc.jetstream().publish(DocumentsSubjects.sealed, JSON.stringify(event), { msgID: event.eventId });
    // The mail is decided when the event is handled (the PDF itself is fetched from documents when sent,
    // which does not run here): one row, for the confirmed account, to its confirmed address.
    const rows = await eventually(
      async () => {
        const { rows } = await notificationsDb.query<{ recipient_user_id: string; masked_recipient: string }>(
          `select recipient_user_id, masked_recipient from mails where kind = 'signed-document' and agreement_id = $1`,
          [event.agreementId],
        );
        return rows.length > 0 ? rows : undefined;
      },
      30_000,
      'the signed-document mail',
    );
    await settle();
    const { rows: all } = await notificationsDb.query(
      `select recipient_user_id, masked_recipient from mails where kind = 'signed-document' and agreement_id = $1`,
      [event.agreementId],
    );
    expect(all).toEqual(rows);
    expect(rows).toEqual([{ recipient_user_id: a.user.id, masked_recipient: 'n***@example.no' }]);
    expect(inbox.to(target).map((m) => m.kind)).toEqual(['email-change']);
    expect(inbox.to(u.email).map((m) => m.kind)).toEqual(['verify-email']);
  });
});

describe('an account whose only address is unconfirmed', () => {
  it('gets no signing code (409) and no reset link (202 all the same)', async () => {
    const a = await registered();
    await inbox.nth(a.email, 'verify-email');
    await expect(signingCode(a.user.id)).rejects.toMatchObject({
      code: ErrorCode.EmailNotConfirmed,
      message: SigningMessages.emailNotConfirmed,
    });
    const reset = await client().post('/api/auth/password-reset', { email: a.email });
    expect(reset.status).toBe(202);
    expect(reset.body).toEqual({ accepted: true });
    await settle();
    expect(inbox.to(a.email).map((m) => m.kind)).toEqual(['verify-email']);
    const { rows } = await db.query(
      `select count(*)::int as n from account_tokens where user_id = $1 and purpose = 'reset'`,
      [a.user.id],
    );
    expect(rows[0].n).toBe(0);
  });
});

it('never logs a token, a code or an address', () => {
  const logs = [...identity.logs, ...notifications.logs, ...gateway.logs].join('\n');
  expect(logs).not.toMatch(/[a-z0-9._-]+@example\.no/);
  for (const mail of inbox.mails) {
    for (const token of mail.text.match(/#[A-Za-z0-9_-]{43}/g) ?? [])
      expect(logs).not.toContain(token.slice(1));
  }
  expect(logs).not.toContain('731904');
});
