/**
 * Invitations and account mails through the real notifications process: agreements is asked whether
 * the caller takes part (the agreement is made through the gateway, as a user would), the daily limit
 * holds under parallel requests, an address that unsubscribed is skipped, and the mails arrive at a real
 * SMTP server.
 */
import {
  type Caller,
  ErrorCode,
  IdentityRpc,
  NotificationMessages,
  NotificationsRpc,
} from '@avtalt/contracts';
import { createNatsClient, DomainError, rpcRequest } from '@avtalt/service-kit';
import {
  confirmAddressForTests,
  eventually,
  type GatewayProcess,
  TestClient,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { SmtpSink } from './smtp-sink';
import { type MailingSystem, startMailingSystem } from './support';

const ORIGIN = 'https://avtalt.test';
let system: MailingSystem;
let smtp: SmtpSink;
let gateway: GatewayProcess;
let nats: ClientProxy;
let db: Client;
let ip = 1;

beforeAll(async () => {
  system = await startMailingSystem({
    name: 'invitations',
    redisDb: 12,
    origin: ORIGIN,
    notificationsEnv: { MAX_INVITATIONS_PER_USER_PER_DAY: '25' },
  });
  ({ smtp, gateway, db } = system);
  nats = createNatsClient(testInfra().natsUrl, 'notifications-invitations-test');
});

afterAll(async () => {
  await nats?.close();
  await system?.stop();
});

/**
 * A registered user with a confirmed address (only such an account may invite, issue 32) in a browser of
 * their own, and the caller the gateway would send for them.
 */
async function user(firstName: string): Promise<{ http: TestClient; caller: Caller; email: string }> {
  const http = new TestClient(gateway.url, {
    'x-forwarded-for': `10.17.${Math.floor(ip / 250)}.${ip++ % 250}`,
  });
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName,
    lastName: 'Inviter',
    username: `${firstName.toLowerCase()}_${id}`,
    email: `${firstName.toLowerCase()}.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  await confirmAddressForTests(
    'it_notifications_invitations_identity',
    `${firstName.toLowerCase()}.${id}@example.no`,
  );
  return {
    http,
    caller: { id: res.body.id, anonymous: false, name: `${firstName} Inviter` },
    email: `${firstName.toLowerCase()}.${id}@example.no`,
  };
}

async function agreement(owner: TestClient, title: string): Promise<string> {
  const created = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title,
    description: 'Vi lager en avtale.',
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

const invite = (caller: Caller, agreementId: string, emails: string[]) =>
  rpcRequest(nats, NotificationsRpc.sendInvitations, { caller, agreementId, body: { emails } });
const invitationRows = async (agreementId: string) =>
  (
    await db.query<{ n: number }>(
      "select count(*)::int as n from mails where agreement_id = $1 and kind = 'invitation'",
      [agreementId],
    )
  ).rows[0].n;
const address = () => `venn.${unique()}@example.no`;

it('lets a participant send the share link: one mail per address, the spec’s share text, who invited and the link', async () => {
  const kari = await user('Kari');
  const id = await agreement(kari.http, 'Felles <båt>');
  const [a, b] = [address(), address()];
  const reply = await invite(kari.caller, id, [a, b, a.toUpperCase(), ` ${b} `]);
  expect(reply).toEqual({ queued: 2, skipped: 0, remainingToday: 18 });
  for (const to of [a, b]) {
    const [mail] = await eventually(
      async () => (smtp.to(to, 'invitation').length ? smtp.to(to, 'invitation') : undefined),
      15_000,
      'invitation',
    );
    expect(mail.parsed.subject).toBe('Bli med på en avtale: Felles <båt>');
    expect(mail.text).toContain('Kari Inviter har invitert deg');
    expect(mail.text).toContain('Bli med på en avtale: Felles <båt>');
    expect(mail.html).toContain('Bli med på en avtale: Felles &lt;båt&gt;');
    expect(mail.html).toContain(`href="${ORIGIN}/avtale/${id}"`);
    expect(mail.rcptTo).toEqual([to]);
    expect(mail.raw).not.toContain(to === a ? b : a);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(smtp.to(a, 'invitation')).toHaveLength(1);
  expect(await invitationRows(id)).toBe(2);
  // The log holds masked addresses only.
  const stored = await db.query<{ masked_recipient: string }>(
    'select masked_recipient from mails where agreement_id = $1',
    [id],
  );
  expect(stored.rows.every((r) => r.masked_recipient === 'v***@example.no')).toBe(true);
});

it("writes the invitation in the inviter's language: the address may belong to nobody", async () => {
  const nora = await user('Nora');
  await rpcRequest(nats, IdentityRpc.setLanguage, { userId: nora.caller.id, language: 'nn' });
  const id = await agreement(nora.http, 'Felles naust');
  const to = address();
  expect(await invite(nora.caller, id, [to])).toMatchObject({ queued: 1 });
  const [mail] = await eventually(
    async () => (smtp.to(to, 'invitation').length ? smtp.to(to, 'invitation') : undefined),
    15_000,
    'invitation in nynorsk',
  );
  expect(mail.parsed.subject).toBe('Bli med på ein avtale: Felles naust');
  expect(mail.html).toContain('<html lang="nn">');
  expect(mail.text).toContain('Nora Inviter har invitert deg til å lage ein avtale saman i Avtalt.');
  expect(mail.text).toContain('\nMeld deg av: ');
  const logged = await db.query<{ subject: string }>(
    "select subject from mails where agreement_id = $1 and kind = 'invitation'",
    [id],
  );
  expect(logged.rows).toEqual([{ subject: 'Bli med på ein avtale: Felles naust' }]);
});

it('refuses someone who does not take part in the agreement', async () => {
  const kari = await user('Kari');
  const stranger = await user('Sindre');
  const id = await agreement(kari.http, 'Planene');
  const error = await invite(stranger.caller, id, [address()]).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({
    code: ErrorCode.NotParticipant,
    message: NotificationMessages.invitationNotParticipant,
  });
  expect(await invitationRows(id)).toBe(0);
});

it('sends at most 20 invitations per agreement per day, also under parallel requests', async () => {
  const kari = await user('Kari');
  const id = await agreement(kari.http, 'Dugnaden');
  const results = await Promise.allSettled(
    Array.from({ length: 10 }, () => invite(kari.caller, id, [address(), address(), address()])),
  );
  const ok = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(ok).toHaveLength(6);
  expect(refused).toHaveLength(4);
  for (const r of refused)
    expect(r.reason).toMatchObject({
      code: ErrorCode.RateLimited,
      message: NotificationMessages.invitationDailyLimit,
    });
  expect(await invitationRows(id)).toBe(18);
  expect(await invite(kari.caller, id, [address(), address()])).toMatchObject({
    queued: 2,
    remainingToday: 0,
  });
  await expect(invite(kari.caller, id, [address()])).rejects.toMatchObject({ code: ErrorCode.RateLimited });
  expect(await invitationRows(id)).toBe(20);
  await eventually(
    async () =>
      smtp.mails.filter((m) => m.kind === 'invitation' && m.text.includes(id)).length === 20
        ? true
        : undefined,
    20_000,
    '20 invitations delivered',
  );
});

it('limits one account’s invitations per day over all its agreements, also when requests for two agreements arrive at once', async () => {
  // This file's notifications process allows 25 per account (MAX_INVITATIONS_PER_USER_PER_DAY) and 20 per agreement.
  const kari = await user('Kari');
  const [a, b] = [await agreement(kari.http, 'Båt'), await agreement(kari.http, 'Bil')];
  const results = await Promise.allSettled(
    Array.from({ length: 10 }, (_, i) =>
      invite(kari.caller, i % 2 ? a : b, [address(), address(), address()]),
    ),
  );
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
  expect(refused).toHaveLength(2);
  for (const r of refused)
    expect(r.reason).toMatchObject({
      code: ErrorCode.RateLimited,
      message: NotificationMessages.invitationSenderDailyLimit,
    });
  const counted = async () =>
    (
      await db.query<{ n: number }>(
        "select count(*)::int as n from mails where sender_user_id = $1 and kind = 'invitation'",
        [kari.caller.id],
      )
    ).rows[0].n;
  expect(await counted()).toBe(24);
  expect(await invite(kari.caller, a, [address()])).toMatchObject({ queued: 1, remainingToday: 0 });
  await expect(invite(kari.caller, b, [address()])).rejects.toMatchObject({
    message: NotificationMessages.invitationSenderDailyLimit,
  });
  expect(await counted()).toBe(25);
});

it('skips an address that unsubscribed from invitations through its link', async () => {
  const kari = await user('Kari');
  const id = await agreement(kari.http, 'Sameiet');
  const to = address();
  await invite(kari.caller, id, [to]);
  const [mail] = await eventually(
    async () => (smtp.to(to, 'invitation').length ? smtp.to(to, 'invitation') : undefined),
    15_000,
    'invitation',
  );
  const token = /\/avmeld#([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
  expect(await rpcRequest(nats, NotificationsRpc.unsubscribe, { token })).toEqual({
    kind: 'invitation',
    maskedEmail: 'v***@example.no',
    unsubscribed: true,
  });
  const hash = createHash('sha256').update(to).digest('hex');
  expect(
    (await db.query('select kind from suppressed_addresses where email_hash = $1', [hash])).rows,
  ).toEqual([{ kind: 'invitation' }]);

  const other = await agreement(kari.http, 'Sameiet 2');
  expect(await invite(kari.caller, other, [to.toUpperCase(), address()])).toEqual({
    queued: 1,
    skipped: 1,
    remainingToday: 19,
  });
  expect(await invitationRows(other)).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(smtp.to(to, 'invitation')).toHaveLength(1);
  // An unknown token is refused with the Norwegian message.
  await expect(
    rpcRequest(nats, NotificationsRpc.describeUnsubscribe, { token: randomBytes(32).toString('base64url') }),
  ).rejects.toMatchObject({
    code: ErrorCode.NotFound,
    message: NotificationMessages.unsubscribeInvalid,
  });
});

it("skips invitations to the address of an account that turned 'Invitasjoner' off, and sends them again once it is on", async () => {
  const kari = await user('Kari');
  const ola = await user('Ola');
  const hash = createHash('sha256').update(ola.email).digest('hex');
  const suppressed = async () =>
    (
      await db.query("select 1 from suppressed_addresses where email_hash = $1 and kind = 'invitation'", [
        hash,
      ])
    ).rowCount;
  expect(
    await rpcRequest(nats, NotificationsRpc.setPreferences, {
      userId: ola.caller.id,
      body: { invitation: false },
    }),
  ).toMatchObject({ invitation: false, answered: true });
  expect(await suppressed()).toBe(1);
  const id = await agreement(kari.http, 'Dugnaden');
  const friend = address();
  expect(await invite(kari.caller, id, [ola.email.toUpperCase(), friend])).toMatchObject({
    queued: 1,
    skipped: 1,
  });
  await eventually(
    async () => (smtp.to(friend, 'invitation').length ? true : undefined),
    15_000,
    'invitation to the friend',
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(smtp.to(ola.email, 'invitation')).toHaveLength(0);
  expect(
    (
      await db.query("select masked_recipient from mails where agreement_id = $1 and kind = 'invitation'", [
        id,
      ])
    ).rows,
  ).toEqual([{ masked_recipient: 'v***@example.no' }]);

  await rpcRequest(nats, NotificationsRpc.setPreferences, {
    userId: ola.caller.id,
    body: { invitation: true },
  });
  expect(await suppressed()).toBe(0);
  expect(await invite(kari.caller, id, [ola.email])).toMatchObject({ queued: 1, skipped: 0 });
  await eventually(
    async () => (smtp.to(ola.email, 'invitation').length ? true : undefined),
    15_000,
    'invitation to Ola',
  );
});

it('mails the account links identity asks for, with the token in the fragment and no unsubscribe', async () => {
  const to = `konto.${unique()}@example.no`;
  const userId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  expect(
    await rpcRequest(nats, NotificationsRpc.sendAccountMail, {
      kind: 'password-reset',
      userId,
      email: to,
      firstName: 'Kari',
      token,
    }),
  ).toEqual({ queued: true });
  expect(
    await rpcRequest(nats, NotificationsRpc.sendAccountMail, {
      kind: 'verify-email',
      userId,
      email: to,
      firstName: 'Kari',
      token,
    }),
  ).toEqual({ queued: true });
  const [reset] = await eventually(
    async () => (smtp.to(to, 'password-reset').length ? smtp.to(to, 'password-reset') : undefined),
    15_000,
    'reset mail',
  );
  const [verify] = await eventually(
    async () => (smtp.to(to, 'verify-email').length ? smtp.to(to, 'verify-email') : undefined),
    15_000,
    'verify mail',
  );
  expect(reset.html).toContain(`href="${ORIGIN}/tilbakestill-passord#${token}"`);
  expect(reset.text).toContain('én gang og virker i én time');
  expect(verify.html).toContain(`href="${ORIGIN}/bekreft-epost#${token}"`);
  for (const mail of [reset, verify]) {
    expect(mail.parsed.headerLines.some((h) => h.key.startsWith('list-unsubscribe'))).toBe(false);
    expect(mail.text).not.toContain('Meld deg av');
  }
  // The row is marked sent just after SMTP accepted the mail.
  const rows = await eventually(
    async () => {
      const r = await db.query<{ kind: string; state: string; recipient_user_id: string }>(
        'select kind, state, recipient_user_id from mails where recipient_user_id = $1 order by kind',
        [userId],
      );
      return r.rows.every((row) => row.state === 'sent') ? r : undefined;
    },
    10_000,
    'account mails marked sent',
  );
  expect(rows.rows).toEqual([
    { kind: 'password-reset', state: 'sent', recipient_user_id: userId },
    { kind: 'verify-email', state: 'sent', recipient_user_id: userId },
  ]);
  // Bodies (and so tokens) are never stored.
  const dump = await db.query("select string_agg(t::text, '|') as all from (select * from mails) t");
  expect(dump.rows[0].all).not.toContain(token);
  expect(dump.rows[0].all).not.toContain(to);
  for (const line of system.services.find((s) => s.name === 'notifications')!.logs) {
    expect(line).not.toContain(token);
    expect(line).not.toContain('@example.no');
  }
});

it('reports the send queue as documents does', async () => {
  const stats = await rpcRequest(nats, NotificationsRpc.queueStats, {});
  expect(stats.queue).toBe('mail-send');
  expect(stats.counts).toEqual(
    expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number) }),
  );
  const health = await rpcRequest(nats, NotificationsRpc.health, {});
  expect(health).toEqual({ service: 'notifications', status: 'ok', database: 'ok' });
});

it("finds a mail in the log by the whole address the admin types (an invitation's exact address), by a part of the masked one, and pages through it", async () => {
  const kari = await user('Kari');
  const id = await agreement(kari.http, 'Loggsøk');
  const [a, b] = [address(), address()];
  expect(await invite(kari.caller, id, [a, b])).toMatchObject({ queued: 2 });
  const list = (query: Record<string, unknown>) =>
    rpcRequest(nats, NotificationsRpc.listMails, { query: { limit: 50, offset: 0, ...query } });

  const byAddress = await list({ q: ` ${a.toUpperCase()} ` });
  expect(byAddress.total).toBe(1);
  expect(byAddress.mails).toEqual([
    expect.objectContaining({ kind: 'invitation', agreementId: id, maskedRecipient: 'v***@example.no' }),
  ]);
  expect(JSON.stringify(byAddress)).not.toContain(a);
  // Another whole address of the same masked form finds none of them: invitations are compared by their hash.
  expect((await list({ q: `venn.${unique()}@example.no` })).total).toBe(0);

  const byAgreement = await list({ q: id.slice(0, 13) });
  expect(byAgreement.total).toBe(2);
  expect(new Set(byAgreement.mails.map((mail) => mail.agreementId))).toEqual(new Set([id]));

  // Pages: the whole log newest first, the second page starting where the first ended.
  const first = await list({ limit: 1 });
  const second = await list({ limit: 1, offset: 1 });
  const both = await list({ limit: 2 });
  expect(first.total).toBe(both.total);
  expect([...first.mails, ...second.mails].map((mail) => mail.id)).toEqual(both.mails.map((mail) => mail.id));
  expect((await list({ offset: both.total })).mails).toEqual([]);
});
