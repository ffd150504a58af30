/**
 * The notifications service as a real process — two of them at once, on one database and one Redis —
 * with identity, a real SMTP server (`smtp-server`, mails parsed with `mailparser`) and agreement events
 * published to JetStream as the agreements outbox publishes them. Every count is made at the SMTP
 * server (each mail id once) and in the service's database. What the windows and reminders decide over
 * time is tested with a clock the test moves (`activity-timers.int-spec.ts`); here one case proves that
 * the delayed jobs fire them on time.
 */
import { IdentityRpc, NotificationsRpc } from '@avtalt/contracts';
import { createNatsClient, rpcRequest } from '@avtalt/service-kit';
import {
  confirmAddressForTests,
  eventually,
  freePort,
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { SmtpSink } from './smtp-sink';
import { publishActivity, registerUser, sleep, type TestUser } from './support';

const DATABASE = 'it_notifications_activity';
const IDENTITY_DATABASE = 'it_notifications_activity_identity';
const REDIS_DB = 11;
const ORIGIN = 'https://avtalt.test';
// REMINDER_AFTER_HOURS=0.0007 (2.5 s): an answer published right after the round start is still handled
// seconds before the first reminder is due.

let smtp: SmtpSink;
let identity: ServiceProcess;
let notifications: ServiceProcess[] = [];
let nats: ClientProxy;
let db: Client;
let kari: TestUser, ola: TestUser, per: TestUser;
const visitor = { participantId: randomUUID(), name: 'Vera Besøk', userId: null };

/** Every notifications process of the file (also the ones stopped), for their logs. */
const started: ServiceProcess[] = [];
const startNotifications = () =>
  startBackendService('notifications', {
    database: DATABASE,
    redisDb: REDIS_DB,
    env: {
      SMTP_URL: smtp.url,
      APP_ORIGIN: ORIGIN,
      ANSWERED_DIGEST_MINUTES: '0.1',
      REMINDER_AFTER_HOURS: '0.0007',
      MAIL_BACKOFF_MS: '500',
      MAIL_ATTEMPTS: '20',
    },
  }).then((p) => {
    started.push(p);
    return p;
  });

beforeAll(async () => {
  smtp = await SmtpSink.start(await freePort());
  identity = await startBackendService('identity', { database: IDENTITY_DATABASE });
  // Two processes: every mail below must still be sent once.
  notifications = [await startNotifications(), await startNotifications()];
  nats = createNatsClient(testInfra().natsUrl, 'notifications-test');
  db = await testDatabase(DATABASE);
  [kari, ola, per] = [
    await registerUser(nats, 'Kari'),
    await registerUser(nats, 'Ola'),
    await registerUser(nats, 'Per'),
  ];
  // Issue 34: mail about an agreement goes to confirmed addresses only (the last test is about the others).
  for (const user of [kari, ola, per]) await confirmAddressForTests(IDENTITY_DATABASE, user.email);
});

afterAll(async () => {
  await db?.end();
  await nats?.close();
  for (const p of notifications) await p.stop();
  await identity?.stop();
  await smtp?.stop();
});

const everyone = (answered: Partial<Record<'kari' | 'ola' | 'per' | 'vera', boolean>> = {}) => [
  { user: kari, answered: answered.kari ?? false },
  { user: ola, answered: answered.ola ?? false },
  { user: per, answered: answered.per ?? false },
  { user: visitor, answered: answered.vera ?? false },
];
const mailsOf = (agreementId: string, user: TestUser, kind: string) =>
  smtp.to(user.email, kind).filter((m) => m.html.includes(agreementId) || m.text.includes(agreementId));
const got = (agreementId: string, user: TestUser, kind: string, n: number, timeoutMs = 15_000) =>
  eventually(
    async () => (mailsOf(agreementId, user, kind).length >= n ? mailsOf(agreementId, user, kind) : undefined),
    timeoutMs,
    `${n} ${kind} mail(s) to ${user.name.split(' ')[0]}`,
  );
const rows = async (agreementId: string, kind: string) =>
  (
    await db.query<{ state: string; n: number }>(
      'select state, count(*)::int as n from mails where agreement_id = $1 and kind = $2 group by state',
      [agreementId, kind],
    )
  ).rows;

/** Waits until the mail log holds `n` mails of `kind` about the agreement, all sent (SMTP's reply stored). */
const allSent = (agreementId: string, kind: string, n: number) =>
  eventually(
    async () => {
      const found = await rows(agreementId, kind);
      return found.length === 1 && found[0].state === 'sent' && found[0].n === n ? found : undefined;
    },
    15_000,
    `${n} ${kind} mails sent`,
  );

it("mails 'answered' at once to each other participant with an account, never to the one who answered", async () => {
  const id = randomUUID();
  const title = 'Felles hytte <på> fjellet & sjøen';
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: id,
    title,
    round: 1,
    actorParticipantId: ola.participantId,
    participants: everyone({ ola: true }),
  });
  const [toKari] = await got(id, kari, 'answered', 1);
  const [toPer] = await got(id, per, 'answered', 1);
  expect(toKari.parsed.subject).toBe(`Ola Testesen har svart på «${title}»`);
  expect(toKari.html).toContain(`href="${ORIGIN}/avtale/${id}/sammenligning"`);
  expect(toKari.text).toContain(`${ORIGIN}/avtale/${id}/sammenligning`);
  expect(toKari.html).toContain('Felles hytte &lt;på&gt; fjellet &amp; sjøen');
  expect(toPer.rcptTo).toEqual([per.email]);

  // Never the one who answered.
  await allSent(id, 'answered', 2);
  expect(mailsOf(id, ola, 'answered')).toHaveLength(0);
});

it('mails a new round (link to the questions) and the completion (link to the result)', async () => {
  const id = randomUUID();
  await publishActivity(nats, {
    kind: 'round-started',
    agreementId: id,
    title: 'Bilen',
    round: 2,
    actorParticipantId: kari.participantId,
    participants: everyone(),
  });
  for (const user of [ola, per]) {
    const [mail] = await got(id, user, 'round-started', 1);
    expect(mail.parsed.subject).toBe('Ny runde i «Bilen»');
    expect(mail.html).toContain(`href="${ORIGIN}/avtale/${id}/sporsmal"`);
  }
  await publishActivity(nats, {
    kind: 'completed',
    agreementId: id,
    title: 'Bilen',
    round: 2,
    actorParticipantId: null,
    participants: everyone({ kari: true, ola: true, per: true, vera: true }),
  });
  for (const user of [kari, ola, per]) {
    const [mail] = await got(id, user, 'completed', 1);
    expect(mail.html).toContain(`href="${ORIGIN}/avtale/${id}/ferdig"`);
  }
  expect(mailsOf(id, kari, 'round-started')).toHaveLength(0);
  // Completion cancelled the reminders of round 2 (their timers are gone).
  expect((await db.query('select 1 from timers where agreement_id = $1', [id])).rowCount).toBe(0);
  await allSent(id, 'completed', 3);
});

it('reminds through the delayed jobs of the timer queue, on time, twice, and never someone who answered', async () => {
  const id = randomUUID();
  await publishActivity(nats, {
    kind: 'round-started',
    agreementId: id,
    title: 'Ferien',
    round: 1,
    actorParticipantId: kari.participantId,
    participants: everyone(),
  });
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: id,
    title: 'Ferien',
    round: 1,
    actorParticipantId: ola.participantId,
    participants: everyone({ ola: true }),
  });
  const [first, second] = await got(id, per, 'reminder', 2, 20_000);
  expect(first.parsed.subject).toBe('Påminnelse: svar på «Ferien»');
  expect(first.html).toContain(`href="${ORIGIN}/avtale/${id}/sporsmal"`);
  expect(second.text).toContain('siste påminnelse');
  await got(id, kari, 'reminder', 2, 20_000);
  // Not before its time: the first reminder's job was delayed REMINDER_AFTER_HOURS from the round start.
  const gap = await db.query<{ ms: number }>(
    "select extract(epoch from min(created_at) filter (where kind = 'reminder') - min(created_at) filter (where kind = 'round-started')) * 1000 as ms from mails where agreement_id = $1",
    [id],
  );
  expect(Number(gap.rows[0].ms)).toBeGreaterThanOrEqual(2000);
  const timersLeft = async () =>
    (await db.query('select 1 from timers where agreement_id = $1', [id])).rowCount;
  await eventually(async () => ((await timersLeft()) === 0 ? true : undefined), 10_000, 'no timer left');
  expect(mailsOf(id, per, 'reminder')).toHaveLength(2);
  expect(mailsOf(id, kari, 'reminder')).toHaveLength(2);
  expect(mailsOf(id, ola, 'reminder')).toHaveLength(0);
  const stored = await db.query<{ user_id: string; answered: boolean; sent: number }>(
    'select user_id, answered, sent from reminders where agreement_id = $1 order by sent',
    [id],
  );
  expect(stored.rows).toEqual(
    expect.arrayContaining([
      { user_id: ola.userId, answered: true, sent: 0 },
      { user_id: per.userId, answered: false, sent: 2 },
      { user_id: kari.userId, answered: false, sent: 2 },
    ]),
  );
  await allSent(id, 'reminder', 4);
});

it("turns a kind off through the List-Unsubscribe link's token, and the next such mail is not sent", async () => {
  const id = randomUUID();
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: id,
    title: 'Båten',
    round: 1,
    actorParticipantId: kari.participantId,
    participants: everyone({ kari: true }),
  });
  const [mail] = await got(id, per, 'answered', 1);
  // Raw header lines (mailparser turns List-* headers into an object of its own).
  const header = (key: string) =>
    mail.parsed.headerLines
      .find((h) => h.key === key)
      ?.line.replace(/\r?\n[ \t]+/g, ' ')
      .replace(/^[^:]+:\s*/, '');
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const listUnsubscribe = String(header('list-unsubscribe'));
  const match = new RegExp(`^<${ORIGIN}/api/unsubscribe/([A-Za-z0-9_-]{43})>$`).exec(listUnsubscribe);
  expect(match).not.toBeNull();
  const token = match![1];
  expect(mail.html).toContain(`href="${ORIGIN}/avmeld#${token}"`);
  // Only the token's SHA-256 is stored.
  expect((await db.query('select 1 from unsubscribe_tokens where token_hash = $1', [token])).rowCount).toBe(
    0,
  );

  const described = await rpcRequest(nats, NotificationsRpc.describeUnsubscribe, { token });
  expect(described).toEqual({ kind: 'answered', maskedEmail: `p***@example.no`, unsubscribed: false });
  expect(await rpcRequest(nats, NotificationsRpc.unsubscribe, { token })).toEqual({
    kind: 'answered',
    maskedEmail: 'p***@example.no',
    unsubscribed: true,
  });
  const prefs = await db.query('select kind, enabled from preferences where user_id = $1', [per.userId]);
  expect(prefs.rows).toEqual([{ kind: 'answered', enabled: false }]);
  expect(await rpcRequest(nats, NotificationsRpc.getPreferences, { userId: per.userId })).toMatchObject({
    answered: false,
    reminder: true,
  });

  const next = randomUUID();
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: next,
    title: 'Båten 2',
    round: 1,
    actorParticipantId: kari.participantId,
    participants: everyone({ kari: true }),
  });
  await got(next, ola, 'answered', 1);
  await sleep(1500);
  expect(mailsOf(next, per, 'answered')).toHaveLength(0);
  // Other kinds still come.
  await publishActivity(nats, {
    kind: 'completed',
    agreementId: next,
    title: 'Båten 2',
    round: 1,
    actorParticipantId: null,
    participants: everyone({ kari: true, ola: true, per: true, vera: true }),
  });
  await got(next, per, 'completed', 1);
  await rpcRequest(nats, NotificationsRpc.setPreferences, { userId: per.userId, body: { answered: true } });
});

/** While SMTP was stopped (mails made then, e.g. a reminder of an earlier test, take more attempts). */
const smtpDown = { from: new Date(0), to: new Date(0) };
it('keeps mails while SMTP is down and delivers each exactly once when it is back', async () => {
  smtpDown.from = new Date(Date.now() - 5000);
  await smtp.stop();
  const id = randomUUID();
  await publishActivity(nats, {
    kind: 'completed',
    agreementId: id,
    title: 'Nabolaget',
    round: 1,
    actorParticipantId: null,
    participants: everyone({ kari: true, ola: true, per: true, vera: true }),
  });
  // Failed attempts are counted with SMTP's reason while the mails wait.
  const waiting = await eventually(
    async () => {
      const r = await db.query<{ attempts: number; last_error: string | null; state: string }>(
        "select attempts, last_error, state from mails where agreement_id = $1 and kind = 'completed'",
        [id],
      );
      return r.rowCount === 3 && r.rows.every((m) => m.attempts >= 2 && m.last_error) ? r.rows : undefined;
    },
    20_000,
    'failed attempts recorded',
  );
  expect(waiting.every((m) => m.state === 'queued')).toBe(true);
  const listed = await rpcRequest(nats, NotificationsRpc.listMails, {
    query: { state: 'queued', limit: 50 },
  });
  expect(listed.mails.filter((m) => m.agreementId === id)).toHaveLength(3);
  expect(listed.mails.every((m) => /^.\*\*\*@/.test(m.maskedRecipient))).toBe(true);
  expect(listed.counts.queued).toBeGreaterThanOrEqual(3);
  expect(JSON.stringify(listed)).not.toContain('@example.no>');

  await smtp.start();
  smtpDown.to = new Date();
  for (const user of [kari, ola, per]) await got(id, user, 'completed', 1, 40_000);
  await sleep(3000);
  const received = smtp.mails.filter((m) => m.kind === 'completed' && m.text.includes(id));
  expect(received).toHaveLength(3);
  expect(new Set(received.map((m) => m.mailId)).size).toBe(3);
  const stored = await db.query<{
    id: string;
    state: string;
    sent_at: Date | null;
    smtp_message_id: string | null;
  }>("select id, state, sent_at, smtp_message_id from mails where agreement_id = $1 and kind = 'completed'", [
    id,
  ]);
  expect(stored.rows.map((r) => r.id).sort()).toEqual(received.map((m) => m.mailId).sort());
  expect(stored.rows.every((r) => r.state === 'sent' && r.sent_at && r.smtp_message_id)).toBe(true);
});

it('sends a mail of an event that happened while the service was down', async () => {
  for (const p of notifications) await p.stop();
  const id = randomUUID();
  await publishActivity(nats, {
    kind: 'disagreement-declared',
    agreementId: id,
    title: 'Arven',
    round: 1,
    actorParticipantId: kari.participantId,
    participants: everyone({ kari: true }),
  });
  notifications = [await startNotifications(), await startNotifications()];
  const [mail] = await got(id, ola, 'disagreement-declared', 1);
  expect(mail.html).toContain(`href="${ORIGIN}/avtale/${id}/sammenligning"`);
  expect(mail.text).toContain('Kari Testesen har erklært uenighet');
  await got(id, per, 'disagreement-declared', 1);
  expect(mailsOf(id, kari, 'disagreement-declared')).toHaveLength(0);
});

it("writes each person's mails in the language their account has in identity, account mails too", async () => {
  const nils = await registerUser(nats, 'Nils');
  const emma = await registerUser(nats, 'Emma');
  for (const user of [nils, emma]) await confirmAddressForTests(IDENTITY_DATABASE, user.email);
  await rpcRequest(nats, IdentityRpc.setLanguage, { userId: nils.userId, language: 'nn' });
  await rpcRequest(nats, IdentityRpc.setLanguage, { userId: emma.userId, language: 'en' });
  const id = randomUUID();
  await publishActivity(nats, {
    kind: 'round-started',
    agreementId: id,
    title: 'Naustet',
    round: 2,
    actorParticipantId: kari.participantId,
    participants: [
      { user: kari, answered: false },
      { user: nils, answered: false },
    ],
  });
  const [started] = await got(id, nils, 'round-started', 1);
  expect(started.parsed.subject).toBe('Ny runde i «Naustet»');
  expect(started.html).toContain('<html lang="nn">');
  expect(started.text).toContain('Hei Nils,\n\nRunde 2 av avtalen «Naustet» har starta.\n');
  expect(started.text).toContain('\nAvtalt · Vi les ikkje svar på denne e-posten.');
  // A reminder is decided when its timer fires, in the language identity gives then.
  const [reminder] = await got(id, nils, 'reminder', 1);
  expect(reminder.parsed.subject).toBe('Påminning: svar på «Naustet»');
  expect(
    (
      await db.query(
        'select subject from mails where agreement_id = $1 and kind = $2 and recipient_user_id = $3',
        [id, 'reminder', nils.userId],
      )
    ).rows,
  ).toEqual([{ subject: 'Påminning: svar på «Naustet»' }]);

  // Identity sends the account's language with an account mail.
  await rpcRequest(nats, IdentityRpc.requestPasswordReset, { email: emma.email });
  const [reset] = await eventually(
    async () =>
      smtp.to(emma.email, 'password-reset').length ? smtp.to(emma.email, 'password-reset') : undefined,
    15_000,
    'the reset mail to Emma',
  );
  expect(reset.parsed.subject).toBe('Reset your Avtalt password');
  expect(reset.html).toContain('<html lang="en">');
  expect(reset.text).toContain(
    'Hi Emma,\n\nWe received a request to reset the password of your Avtalt account.\n',
  );
});

it('sent every mail once, to one recipient, without anyone else’s address, and logged no address', () => {
  expect(smtp.mails.length).toBeGreaterThan(20);
  const ids = smtp.mails.map((m) => m.mailId);
  expect(new Set(ids).size).toBe(ids.length);
  const addresses = [kari, ola, per].map((u) => u.email);
  for (const mail of smtp.mails) {
    expect(mail.rcptTo).toHaveLength(1);
    expect(mail.to.split(',')).toEqual(mail.rcptTo);
    expect(mail.parsed.cc).toBeUndefined();
    for (const other of addresses.filter((a) => a !== mail.rcptTo[0])) expect(mail.raw).not.toContain(other);
  }
  for (const p of notifications)
    for (const line of p.logs) for (const address of addresses) expect(line).not.toContain(address);
});

it('sent each mail at its first attempt while SMTP was up (a job waits for its row to commit without using an attempt)', async () => {
  const stored = await db.query<{ attempts: number; n: number }>(
    "select attempts, count(*)::int as n from mails where state = 'sent' and created_at not between $1 and $2 group by attempts",
    [smtpDown.from, smtpDown.to],
  );
  expect(stored.rows).toEqual([{ attempts: 1, n: expect.any(Number) }]);
  expect(stored.rows[0].n).toBeGreaterThan(20);
  // Nor did a send job use an attempt waiting for its row's commit or for another worker's claim.
  const waited = started
    .flatMap((p) => p.logs)
    .filter((l) => /not committed yet|claimed by another worker/.test(l));
  expect(waited).toEqual([]);
  // The test before waits only for Una's last mail; the others of that event may still be on their way.
  await eventually(
    async () =>
      (await db.query("select 1 from mails where state = 'queued'")).rowCount === 0 ? true : undefined,
    15_000,
    'no mail left queued',
  );
});
