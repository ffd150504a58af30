/**
 * The notifications service as a real process — two of them at once, on one database and one Redis —
 * with identity, a real SMTP server (`smtp-server`, mails parsed with `mailparser`) and agreement events
 * published to JetStream as the agreements outbox publishes them. Every count is made at the SMTP
 * server (each mail id once) and in the service's database.
 */
import { NotificationsRpc } from '@avtalt/contracts';
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
import { publishActivity, publishDeleted, registerUser, sleep, type TestUser } from './support';

const DATABASE = 'it_notifications_activity';
const IDENTITY_DATABASE = 'it_notifications_activity_identity';
const REDIS_DB = 11;
const ORIGIN = 'https://avtalt.test';
const WINDOW_MS = 6000; // ANSWERED_DIGEST_MINUTES=0.1
// REMINDER_AFTER_HOURS=0.0007. Every reminder test waits a few multiples of it (the proofs that no further
// reminder comes); 2.5 s still leaves an answer published right after the round start seconds to be handled first.
const REMINDER_MS = 2520;

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

it("mails 'answered' at once to each other participant with an account, never to the one who answered, and gathers further answers in the window into one mail", async () => {
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

  // Two more answers inside Kari's window (Per, then the visitor): gathered, not mailed at once.
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: id,
    title,
    round: 1,
    actorParticipantId: per.participantId,
    participants: everyone({ ola: true, per: true }),
  });
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: id,
    title,
    round: 1,
    actorParticipantId: visitor.participantId,
    participants: everyone({ ola: true, per: true, vera: true }),
  });
  // Ola's window opened with Per's answer (his first mail), the visitor's answer is gathered for him.
  await got(id, ola, 'answered', 1);
  await sleep(1000);
  expect(mailsOf(id, kari, 'answered')).toHaveLength(1);
  const [, digest] = await got(id, kari, 'answered', 2, WINDOW_MS + 10_000);
  expect(digest.text).toContain('Per Testesen');
  expect(digest.text).toContain('Vera Besøk');
  expect(digest.parsed.subject).toBe(`Per Testesen og Vera Besøk har svart på «${title}»`);
  await got(id, ola, 'answered', 2, WINDOW_MS + 10_000);
  await sleep(WINDOW_MS + 1000);
  // Never the one who answered; one mail per window; each mail id received once.
  expect(mailsOf(id, kari, 'answered')).toHaveLength(2);
  expect(mailsOf(id, per, 'answered')).toHaveLength(2); // Ola's answer at once, the visitor's when that window ended (Per's own answer is never mailed to him)
  expect(mailsOf(id, ola, 'answered')).toHaveLength(2);
  expect(await rows(id, 'answered')).toEqual([{ state: 'sent', n: 6 }]);
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
  await sleep(REMINDER_MS + 1500);
  expect(mailsOf(id, kari, 'round-started')).toHaveLength(0);
  // Completion cancelled the reminders of round 2.
  expect(smtp.mails.filter((m) => m.kind === 'reminder' && m.text.includes(id))).toHaveLength(0);
  expect(await rows(id, 'completed')).toEqual([{ state: 'sent', n: 3 }]);
});

it('reminds those who have not answered after REMINDER_AFTER_HOURS, at most twice, and never someone who answered', async () => {
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
  await sleep(2 * REMINDER_MS + 1000);
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
  expect(await rows(id, 'reminder')).toEqual([{ state: 'sent', n: 4 }]);
});

it('sends no reminder once the participant answered, nor after the agreement was deleted', async () => {
  const answeredId = randomUUID();
  const deletedId = randomUUID();
  for (const id of [answeredId, deletedId])
    await publishActivity(nats, {
      kind: 'round-started',
      agreementId: id,
      title: 'Hagen',
      round: 1,
      actorParticipantId: null,
      participants: everyone(),
    });
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: answeredId,
    title: 'Hagen',
    round: 1,
    actorParticipantId: per.participantId,
    participants: everyone({ per: true }),
  });
  await publishDeleted(nats, deletedId);
  await got(answeredId, kari, 'reminder', 1, 15_000);
  await sleep(2 * REMINDER_MS + 1500);
  expect(mailsOf(answeredId, per, 'reminder')).toHaveLength(0);
  for (const user of [kari, ola, per]) expect(mailsOf(deletedId, user, 'reminder')).toHaveLength(0);
  expect((await db.query('select * from reminders where agreement_id = $1', [deletedId])).rowCount).toBe(0);
  expect(
    (await db.query('select status from agreement_states where agreement_id = $1', [deletedId])).rows,
  ).toEqual([{ status: 'deleted' }]);
  // The round-started mails of the deleted agreement stay in the log, without the agreement's title.
  expect(
    (
      await db.query("select count(*)::int as n from mails where agreement_id = $1 and subject <> ''", [
        deletedId,
      ])
    ).rows[0].n,
  ).toBe(0);
});

it('stops reminding a participant the initiator removed, also when the removal is handled before the round start, and mails nobody about it', async () => {
  const inOrder = randomUUID();
  const outOfOrder = randomUUID();
  const startedAt = new Date();
  const start = (id: string) =>
    publishActivity(nats, {
      kind: 'round-started',
      agreementId: id,
      title: 'Garasjen',
      round: 2,
      occurredAt: startedAt,
      actorParticipantId: kari.participantId,
      participants: everyone(),
    });
  const removal = (id: string) =>
    publishActivity(nats, {
      kind: 'participant-removed',
      agreementId: id,
      title: 'Garasjen',
      round: 2,
      occurredAt: new Date(startedAt.getTime() + 1000),
      actorParticipantId: kari.participantId,
      participants: everyone().filter((p) => p.user !== per),
      initiatorUserId: kari.userId,
    });
  await start(inOrder);
  await removal(inOrder);
  // Two replicas and redeliveries can hand events over out of order: the older round start comes last.
  await removal(outOfOrder);
  await start(outOfOrder);
  for (const id of [inOrder, outOfOrder]) {
    await got(id, ola, 'reminder', 1, 15_000);
    await got(id, kari, 'reminder', 1, 15_000);
  }
  await sleep(REMINDER_MS + 1000);
  for (const id of [inOrder, outOfOrder]) {
    expect(mailsOf(id, per, 'reminder')).toHaveLength(0);
    const stored = await db.query<{ user_id: string }>(
      'select user_id from reminders where agreement_id = $1',
      [id],
    );
    expect(stored.rows.map((r) => r.user_id).sort()).toEqual([kari.userId, ola.userId].sort());
    // The removal itself is not mailed: only the round's start, to the two others (Per too, before his removal).
    expect(
      (
        await db.query<{ kind: string; n: number }>(
          "select kind, count(*)::int as n from mails where agreement_id = $1 and kind <> 'reminder' group by kind",
          [id],
        )
      ).rows,
    ).toEqual([{ kind: 'round-started', n: 2 }]);
  }
});

it('tells the initiator who has not answered yet that someone answered (not listed as a participant)', async () => {
  const id = randomUUID();
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: id,
    title: 'Verkstedet',
    round: 1,
    actorParticipantId: ola.participantId,
    participants: [{ user: ola, answered: true }],
    initiatorUserId: kari.userId,
  });
  const [mail] = await got(id, kari, 'answered', 1);
  expect(mail.parsed.subject).toBe('Ola Testesen har svart på «Verkstedet»');
  await sleep(1000);
  expect(mailsOf(id, ola, 'answered')).toHaveLength(0);
  expect(
    (
      await db.query('select recipient_user_id from mails where agreement_id = $1 and kind = $2', [
        id,
        'answered',
      ])
    ).rows,
  ).toEqual([{ recipient_user_id: kari.userId }]);
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

it('mails nothing about an agreement to an address not confirmed — not later either — and mails it once it is confirmed', async () => {
  const una = await registerUser(nats, 'Una');
  const id = randomUUID();
  const title = 'Båten';
  const participants = (answered: { ola?: boolean; una?: boolean } = {}) => [
    { user: kari, answered: true },
    { user: ola, answered: answered.ola ?? false },
    { user: una, answered: answered.una ?? false },
  ];
  await publishActivity(nats, {
    kind: 'round-started',
    agreementId: id,
    title,
    round: 1,
    actorParticipantId: kari.participantId,
    participants: participants(),
  });
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: id,
    title,
    round: 1,
    actorParticipantId: kari.participantId,
    participants: participants(),
  });
  // Ola (confirmed) is told of both; both reminders of each fire (Una's count as given, without a mail).
  await got(id, ola, 'round-started', 1);
  await got(id, ola, 'answered', 1);
  await got(id, ola, 'reminder', 2, 20_000);
  await eventually(
    async () => {
      const {
        rows: [row],
      } = await db.query<{ sent: number }>(
        'select sent from reminders where agreement_id = $1 and round = 1 and user_id = $2',
        [id, una.userId],
      );
      return row?.sent === 2 ? true : undefined;
    },
    20_000,
    "Una's two reminders due",
  );
  await publishActivity(nats, {
    kind: 'answered',
    agreementId: id,
    title,
    round: 1,
    actorParticipantId: ola.participantId,
    participants: participants({ ola: true }),
  });
  await publishActivity(nats, {
    kind: 'disagreement-declared',
    agreementId: id,
    title,
    round: 1,
    actorParticipantId: kari.participantId,
    participants: participants({ ola: true }),
  });
  await got(id, ola, 'disagreement-declared', 1);
  await sleep(1500);

  // Not a row in the mail log for her (so no job and nothing to send later), and nothing at the SMTP server.
  const hers = await db.query(
    'select kind, state from mails where agreement_id = $1 and recipient_user_id = $2',
    [id, una.userId],
  );
  expect(hers.rows).toEqual([]);
  expect(mailsOf(id, una, 'round-started')).toHaveLength(0);
  expect(
    smtp.mails.filter((m) => m.rcptTo.includes(una.email) && (m.html.includes(id) || m.text.includes(id))),
  ).toHaveLength(0);
  const his = await db.query<{ kind: string; state: string; n: number }>(
    'select kind, state, count(*)::int as n from mails where agreement_id = $1 and recipient_user_id = $2 group by kind, state order by kind',
    [id, ola.userId],
  );
  expect(his.rows).toEqual([
    { kind: 'answered', state: 'sent', n: 1 },
    { kind: 'disagreement-declared', state: 'sent', n: 1 },
    { kind: 'reminder', state: 'sent', n: 2 },
    { kind: 'round-started', state: 'sent', n: 1 },
  ]);

  // Confirmed: the next mail about the agreement reaches her; the earlier ones are not sent after all.
  await confirmAddressForTests(IDENTITY_DATABASE, una.email);
  const other = randomUUID();
  await publishActivity(nats, {
    kind: 'round-started',
    agreementId: other,
    title,
    round: 1,
    actorParticipantId: kari.participantId,
    participants: participants(),
  });
  const [mail] = await got(other, una, 'round-started', 1);
  expect(mail.rcptTo).toEqual([una.email]);
  expect(
    (
      await db.query('select state from mails where agreement_id = $1 and recipient_user_id = $2', [
        other,
        una.userId,
      ])
    ).rows,
  ).toEqual([{ state: 'sent' }]);
  expect(
    (
      await db.query(
        'select count(*)::int as n from mails where agreement_id = $1 and recipient_user_id = $2',
        [id, una.userId],
      )
    ).rows,
  ).toEqual([{ n: 0 }]);
}, 60_000);

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
