/**
 * Issue 32, security review M4: Avtalt-branded mail with an attacker's text to any address. Reproduced as the
 * review did, through the gateway, with the mails read in the local mail catcher (maildev) as a person reads
 * them: an unconfirmed account cannot invite (403, nothing stored or sent) until it follows its confirmation
 * link; a title with line breaks stored before the contracts refused them arrives on one line; and one
 * address gets at most MAX_INVITATIONS_PER_RECIPIENT_PER_DAY invitations a day from all senders together,
 * under 100 parallel requests from ten accounts handled by two notifications processes.
 */
import { ErrorCode, MAX_INVITATIONS_PER_RECIPIENT_PER_DAY, NotificationMessages } from '@avtalt/contracts';
import {
  confirmAddressForTests,
  eventually,
  type ServiceProcess,
  startBackendService,
  TestClient,
  testDatabase,
  testInfra,
  unique,
} from '@avtalt/service-kit/testing';
import type { Client } from 'pg';
import { type CaughtMail, MailCatcher } from './mail-catcher';
import { type MailingSystem, startMailingSystem, sleep } from './support';

const ORIGIN = 'https://avtalt.test';
const NAME = 'abuse';
const REDIS_DB = 14;
let catcher: MailCatcher;
let system: MailingSystem;
let secondNotifications: ServiceProcess;
let db: Client;
let agreementsDb: Client;

beforeAll(async () => {
  catcher = await MailCatcher.start();
  const notificationsEnv = { SMTP_URL: catcher.smtpUrl, APP_ORIGIN: ORIGIN, MAIL_BACKOFF_MS: '500' };
  system = await startMailingSystem({ name: NAME, redisDb: REDIS_DB, origin: ORIGIN, notificationsEnv });
  db = system.db;
  // A second replica on the same database and queue: the caps must hold across processes.
  secondNotifications = await startBackendService('notifications', {
    redisDb: REDIS_DB,
    env: { ...notificationsEnv, DATABASE_URL: `${testInfra().postgresBase}/it_notifications_${NAME}` },
  });
  agreementsDb = await testDatabase(`it_notifications_${NAME}_agreements`);
}, 180_000);

afterAll(async () => {
  await agreementsDb?.end();
  await secondNotifications?.stop();
  await system?.stop();
  await catcher?.stop();
});

interface Account {
  http: TestClient;
  id: string;
  email: string;
}

/** Registers through the gateway, as the review's step 1 (no confirmation needed to get an account). */
async function register(firstName: string): Promise<Account> {
  const http = new TestClient(system.gateway.url);
  const id = unique();
  const email = `${firstName.toLowerCase()}.${id}@example.no`;
  const res = await http.post<{ id: string }>('/api/auth/register', {
    firstName,
    lastName: 'Avsender',
    username: `${firstName.toLowerCase()}_${id}`,
    email,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
  return { http, id: res.body.id, email };
}

async function agreement(owner: TestClient, title = 'Felles hytte'): Promise<string> {
  const created = await owner.post<{ id: string }>('/api/agreements', {
    topic: 'custom',
    title,
    description: 'Vi lager en avtale.',
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

const invite = (account: Account, agreementId: string, emails: string[]) =>
  account.http.post(`/api/agreements/${agreementId}/invitations`, { emails });

async function waitForMail(to: string, subject: RegExp): Promise<CaughtMail> {
  const [mail] = await eventually(
    async () => {
      const found = await catcher.to(to, subject);
      return found.length ? found : undefined;
    },
    20_000,
    `mail to ${to}`,
  );
  return mail;
}

const rows = async (where: string, params: unknown[]) =>
  (
    await db.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from mails where ${where} group by state order by state`,
      params,
    )
  ).rows;

it('refuses an unconfirmed account with 403 in Norwegian and stores and sends nothing; once its link is followed, the invitation goes', async () => {
  const kari = await register('Kari');
  const id = await agreement(kari.http);
  const victim = `offer.${unique()}@example.no`;

  const refused = await invite(kari, id, [victim, `offer2.${unique()}@example.no`]);
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({
    code: ErrorCode.Forbidden,
    message: NotificationMessages.invitationEmailNotConfirmed,
  });
  expect(await rows('agreement_id = $1 or sender_user_id = $2', [id, kari.id])).toEqual([]);
  expect(
    (await db.query('select 1 from unsubscribe_tokens where masked_email = $1', ['o***@example.no']))
      .rowCount,
  ).toBe(0);

  // The confirmation mail identity sent at registration, followed as its owner would.
  const confirmation = await waitForMail(kari.email, /Bekreft e-postadressen/);
  const token = /\/bekreft-epost#([A-Za-z0-9_-]+)/.exec(confirmation.text)?.[1];
  expect(token).toBeDefined();
  expect((await kari.http.post('/api/auth/verify-email', { token })).status).toBe(200);
  await sleep(1500);
  expect(await catcher.to(victim)).toEqual([]);

  const sent = await invite(kari, id, [victim]);
  expect(sent.status).toBe(202);
  expect(sent.body).toEqual({ queued: 1, skipped: 0, remainingToday: 19 });
  const mail = await waitForMail(victim, /Bli med på en avtale/);
  expect(mail.text).toContain('Kari Avsender har invitert deg');
  await eventually(
    async () => ((await rows('agreement_id = $1', [id]))[0]?.state === 'sent' ? true : undefined),
    10_000,
    'invitation marked sent',
  );
  expect(await rows('agreement_id = $1', [id])).toEqual([{ state: 'sent', n: 1 }]);
});

it('shows a title with line breaks, stored before the contracts refused them, on one line in the subject, the text and the HTML', async () => {
  const ola = await register('Ola');
  await confirmAddressForTests(`it_notifications_${NAME}_identity`, ola.email);
  const id = await agreement(ola.http);
  // The review's title (step 2), written straight into agreements' table as a row from before the fix.
  const phishing =
    'Kontoen din er sperret.\nLogg inn på https://evil.example/bank\r\n\r\nHilsen Banken\u2028Kundeservice';
  const updated = await agreementsDb.query('update agreements set title = $1 where id = $2', [phishing, id]);
  expect(updated.rowCount).toBe(1);
  const to = `mottaker.${unique()}@example.no`;
  expect((await invite(ola, id, [to])).status).toBe(202);

  const mail = await waitForMail(to, /Bli med på en avtale/);
  const folded = 'Kontoen din er sperret. Logg inn på https://evil.example/bank Hilsen Banken Kundeservice';
  expect(mail.subject).toBe(`Bli med på en avtale: ${folded}`);
  const lines = mail.text.split(/\r?\n/);
  expect(lines).toContain(`Bli med på en avtale: ${folded}`);
  for (const start of ['Logg inn', 'Hilsen Banken', 'Kundeservice'])
    expect(lines.filter((line) => line.trimStart().startsWith(start))).toEqual([]);
  expect(mail.text).not.toMatch(/[\u2028\u2029\v\f\u0085]/);
  expect(mail.html).toContain(`Bli med på en avtale: ${folded}`);
  expect(mail.html).not.toMatch(/sperret\.\s*[\r\n]|bank\s*[\r\n]/);
  // The log's subject (what admins see) is the folded one too.
  expect(
    (await db.query<{ subject: string }>('select subject from mails where agreement_id = $1', [id])).rows,
  ).toEqual([{ subject: `Bli med på en avtale: ${folded}` }]);
});

it(`delivers at most ${MAX_INVITATIONS_PER_RECIPIENT_PER_DAY} of 100 parallel invitations from ten accounts to one address, and tells no sender which were held back`, async () => {
  const senders = await Promise.all(
    Array.from({ length: 10 }, (_, i) => register(`Avsender${String.fromCharCode(65 + i)}`)),
  );
  for (const sender of senders)
    await confirmAddressForTests(`it_notifications_${NAME}_identity`, sender.email);
  const agreements = await Promise.all(senders.map((sender) => agreement(sender.http, 'Dugnad')));
  const victim = `mange.${unique()}@example.no`;

  const replies = await Promise.all(
    Array.from({ length: 100 }, (_, k) =>
      invite(senders[k % 10], agreements[k % 10], [victim]).then((reply) => ({ sender: k % 10, reply })),
    ),
  );
  // Every sender sees the same answer whether its invitation went or was held back. On a loaded machine a
  // few requests pass the 5 s deadline while they wait for their agreement's lock: 503 means not done, and
  // nothing of them is stored (checked below).
  const accepted = replies.filter(({ reply }) => reply.status === 202);
  for (const { reply } of replies) expect([202, 503]).toContain(reply.status);
  expect(accepted.length).toBeGreaterThanOrEqual(50);
  for (const { reply } of accepted) expect(reply.body).toMatchObject({ queued: 1, skipped: 0 });
  for (let s = 0; s < 10; s += 1) {
    const left = accepted
      .filter((a) => a.sender === s)
      .map(({ reply }) => (reply.body as { remainingToday: number }).remainingToday);
    expect(new Set(left).size).toBe(left.length);
    for (const n of left) expect(n).toBeGreaterThanOrEqual(10);
  }

  // SQL: at most the cap queued or sent, the rest withheld; every accepted request stored once, nothing else.
  const hashed = "recipient_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') and kind = 'invitation'";
  const states = await eventually(
    async () => {
      const found = await rows(hashed, [victim]);
      return found.some((s) => s.state === 'queued') ? undefined : found;
    },
    20_000,
    'no invitation still queued',
  );
  const count = (state: string) => states.find((s) => s.state === state)?.n ?? 0;
  expect(states.map((s) => s.state).filter((s) => s !== 'sent' && s !== 'withheld')).toEqual([]);
  expect(count('sent') + count('withheld')).toBe(accepted.length);
  // A request refused at its deadline gives its unit back, so the cap is reached exactly when all were accepted.
  if (accepted.length === 100) expect(count('sent')).toBe(MAX_INVITATIONS_PER_RECIPIENT_PER_DAY);
  expect(count('sent')).toBeGreaterThanOrEqual(1);
  expect(count('sent')).toBeLessThanOrEqual(MAX_INVITATIONS_PER_RECIPIENT_PER_DAY);
  const perSender = await db.query<{ sender_user_id: string; n: number }>(
    `select sender_user_id, count(*)::int as n from mails where ${hashed} group by sender_user_id`,
    [victim],
  );
  for (const row of perSender.rows) {
    const s = senders.findIndex((sender) => sender.id === row.sender_user_id);
    expect(row.n).toBe(accepted.filter((a) => a.sender === s).length);
  }

  // The catcher got exactly what the log says was sent, and nothing more comes.
  await eventually(
    async () => ((await catcher.to(victim)).length >= count('sent') ? true : undefined),
    20_000,
    'capped invitations delivered',
  );
  await sleep(2000);
  expect(await catcher.to(victim, /Bli med på en avtale/)).toHaveLength(count('sent'));

  // Another address from the same senders still gets its invitation: the cap is per address.
  const friend = `venn.${unique()}@example.no`;
  expect((await invite(senders[0], agreements[0], [friend])).status).toBe(202);
  await waitForMail(friend, /Bli med på en avtale/);
}, 120_000);
