/**
 * The 'answered' windows and the reminders, driven by the clock: the service's providers run in this
 * process on a real Postgres and Redis with a clock the test moves forward, and the test runs the due
 * timers itself (`TimersService.runDue`) instead of waiting for their delayed jobs
 * (`activity.int-spec.ts` proves that path with real processes). Mails are counted in the mail log.
 */
import type { AgreementActivityKind } from '@avtalt/contracts';
import { randomUUID } from 'node:crypto';
import { eventually, freePort } from '@avtalt/service-kit/testing';
import {
  activityEvent,
  type InProcessNotifications,
  type Person,
  person,
  startInProcess,
} from './in-process';
import { RECENT_CONTACT_MS } from '../src/events/contacts';
import { SmtpSink } from './smtp-sink';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The defaults: ANSWERED_DIGEST_MINUTES=10, REMINDER_AFTER_HOURS=48. */
const WINDOW_MS = 10 * MINUTE;
const REMINDER_MS = 48 * HOUR;

const kari = person('Kari');
const ola = person('Ola');
const per = person('Per');
const una = person('Una', false);
const nina = person('Nina', true, 'nn');
const emma = person('Emma', true, 'en');
const visitor = { participantId: randomUUID(), name: 'Vera Besøk', userId: null };

let smtp: SmtpSink;
let service: InProcessNotifications;

beforeAll(async () => {
  smtp = await SmtpSink.start(await freePort());
  service = await startInProcess({
    database: 'it_notifications_timers',
    redisDb: 11,
    smtpUrl: smtp.url,
    people: [kari, ola, per, una, nina, emma],
  });
});

/** Each test starts with no timer due: what an earlier one left is fired (and what that schedules). */
beforeEach(async () => {
  while ((await later(10 * REMINDER_MS)).length > 0);
});

afterAll(async () => {
  await service?.close();
  await smtp?.stop();
});

const everyone = (answered: Partial<Record<'kari' | 'ola' | 'per' | 'vera', boolean>> = {}) => [
  { user: kari, answered: answered.kari ?? false },
  { user: ola, answered: answered.ola ?? false },
  { user: per, answered: answered.per ?? false },
  { user: visitor, answered: answered.vera ?? false },
];
const handle = (event: Parameters<typeof activityEvent>[0]) =>
  service.dispatcher.activity(activityEvent(event));
/** One event of `kind` about the agreement, handled at once. */
const on = (
  kind: AgreementActivityKind,
  agreementId: string,
  title: string,
  round: number,
  actorParticipantId: string | null,
  participants: Parameters<typeof activityEvent>[0]['participants'],
) => handle({ kind, agreementId, title, round, actorParticipantId, participants });
const later = async (ms: number) => {
  service.clock.advance(ms);
  return service.timers.runDue();
};
const mails = async (agreementId: string) =>
  (
    await service.db.query<{ kind: string; recipient_user_id: string; subject: string }>(
      'select kind, recipient_user_id, subject from mails where agreement_id = $1 order by created_at, id',
      [agreementId],
    )
  ).rows;
const mailsTo = async (agreementId: string, user: Person, kind: string) =>
  (await mails(agreementId)).filter((m) => m.kind === kind && m.recipient_user_id === user.userId);
const timersOf = async (agreementId: string, kind: 'digest' | 'reminder' = 'reminder') =>
  (await service.db.query('select id from timers where agreement_id = $1 and kind = $2', [agreementId, kind]))
    .rowCount;

it("mails 'answered' at once, gathers the answers inside the person's window and mails them together when it ends", async () => {
  const id = randomUUID();
  const title = 'Felles hytte';
  const answered = (actor: { participantId: string }, done: Parameters<typeof everyone>[0]) =>
    handle({
      kind: 'answered',
      agreementId: id,
      title,
      round: 1,
      actorParticipantId: actor.participantId,
      participants: everyone(done),
    });
  await answered(ola, { ola: true });
  expect((await mailsTo(id, kari, 'answered')).map((m) => m.subject)).toEqual([
    `Ola Testesen har svart på «${title}»`,
  ]);
  expect(await mailsTo(id, per, 'answered')).toHaveLength(1);
  expect(await mailsTo(id, ola, 'answered')).toHaveLength(0);

  service.clock.advance(MINUTE);
  await answered(per, { ola: true, per: true });
  service.clock.advance(MINUTE);
  await answered(visitor, { ola: true, per: true, vera: true });
  // Ola's window opened with Per's answer (his first mail); the rest waits for the windows' ends.
  expect(await mailsTo(id, ola, 'answered')).toHaveLength(1);
  expect(await mailsTo(id, kari, 'answered')).toHaveLength(1);
  expect(await service.timers.runDue()).toEqual([]);

  const outcomes = await later(WINDOW_MS);
  expect(outcomes.sort()).toEqual(['digest of 1', 'digest of 1', 'digest of 2']);
  expect((await mailsTo(id, kari, 'answered')).map((m) => m.subject)).toEqual([
    `Ola Testesen har svart på «${title}»`,
    `Per Testesen og Vera Besøk har svart på «${title}»`,
  ]);
  expect((await mailsTo(id, ola, 'answered'))[1].subject).toBe(`Vera Besøk har svart på «${title}»`);
  expect((await mailsTo(id, per, 'answered'))[1].subject).toBe(`Vera Besøk har svart på «${title}»`);
  // Nothing is left to gather: no window timer, and no mail however long one waits.
  expect(await timersOf(id, 'digest')).toBe(0);
  expect(await later(10 * WINDOW_MS)).toEqual([]);
  expect((await mails(id)).filter((m) => m.kind === 'answered')).toHaveLength(6);
});

it("asks identity for the addresses of 'answered' once a burst (RECENT_CONTACT_MS), and mails nothing to an unconfirmed address", async () => {
  const id = randomUUID();
  const answered = (actor: { participantId: string }, done: Parameters<typeof everyone>[0]) =>
    handle({
      kind: 'answered',
      agreementId: id,
      title: 'Felles båt',
      round: 1,
      actorParticipantId: actor.participantId,
      participants: everyone(done),
    });
  const lookups = () => service.contactLookups.splice(0).flat().sort();
  lookups();
  await answered(ola, { ola: true });
  expect(lookups()).toEqual([kari.userId, per.userId].sort());
  await answered(per, { ola: true, per: true });
  // Kari's address was asked a moment ago: only Ola's is asked.
  expect(lookups()).toEqual([ola.userId]);
  for (let k = 0; k < 5; k++) await answered(visitor, { ola: true, per: true, vera: true });
  expect(lookups()).toEqual([]);
  expect((await mails(id)).filter((m) => m.kind === 'answered')).toHaveLength(3);
  // After RECENT_CONTACT_MS identity is asked again.
  service.clock.advance(RECENT_CONTACT_MS);
  await answered(visitor, { ola: true, per: true, vera: true });
  expect(lookups()).toEqual([kari.userId, ola.userId, per.userId].sort());

  // Una's address is not confirmed: asked once for the burst, and never mailed or gathered for.
  const other = randomUUID();
  for (let k = 0; k < 2; k++)
    await handle({
      kind: 'answered',
      agreementId: other,
      title: 'Felles hytte',
      round: 1,
      actorParticipantId: ola.participantId,
      participants: [
        { user: ola, answered: true },
        { user: una, answered: false },
      ],
    });
  expect(lookups()).toEqual([una.userId]);
  expect(await mails(other)).toEqual([]);
  expect(await timersOf(other, 'digest')).toBe(0);
});

it('reminds those who have not answered after REMINDER_AFTER_HOURS, at most twice, and never someone who answered', async () => {
  const id = randomUUID();
  await on('round-started', id, 'Ferien', 1, kari.participantId, everyone());
  await on('answered', id, 'Ferien', 1, ola.participantId, everyone({ ola: true }));
  expect(await later(REMINDER_MS - MINUTE)).toEqual([]);
  expect(await later(MINUTE)).toEqual(['reminder 1 sent', 'reminder 1 sent']);
  expect((await mailsTo(id, per, 'reminder')).map((m) => m.subject)).toEqual([
    'Påminnelse: svar på «Ferien»',
  ]);
  expect(await later(REMINDER_MS)).toEqual(['reminder 2 sent', 'reminder 2 sent']);
  expect(await later(10 * REMINDER_MS)).toEqual([]);
  for (const user of [kari, per]) expect(await mailsTo(id, user, 'reminder')).toHaveLength(2);
  expect(await mailsTo(id, ola, 'reminder')).toHaveLength(0);
  const stored = await service.db.query<{ user_id: string; answered: boolean; sent: number }>(
    'select user_id, answered, sent from reminders where agreement_id = $1',
    [id],
  );
  expect(stored.rows).toEqual(
    expect.arrayContaining([
      { user_id: ola.userId, answered: true, sent: 0 },
      { user_id: per.userId, answered: false, sent: 2 },
      { user_id: kari.userId, answered: false, sent: 2 },
    ]),
  );
  expect(stored.rows).toHaveLength(3);
});

it('a changed answer writes no reminder row and cancels nothing: only a first answer can leave reminders waiting', async () => {
  const id = randomUUID();
  await on('round-started', id, 'Garasjen', 1, null, everyone());
  await on('answered', id, 'Garasjen', 1, per.participantId, everyone({ per: true }));
  const rows = async () =>
    (
      await service.db.query<{ user_id: string; answered: boolean; version: string }>(
        'select user_id, answered, xmin::text as version from reminders where agreement_id = $1 order by user_id',
        [id],
      )
    ).rows;
  const before = await rows();
  expect(before.find((r) => r.user_id === per.userId)?.answered).toBe(true);
  const timersBefore = await timersOf(id);
  // Per changes his answer: the same event again, with a new id.
  await on('answered', id, 'Garasjen', 1, per.participantId, everyone({ per: true }));
  expect(await rows()).toEqual(before);
  expect(await timersOf(id)).toBe(timersBefore);
  await later(REMINDER_MS);
  expect(await mailsTo(id, kari, 'reminder')).toHaveLength(1);
  expect(await mailsTo(id, per, 'reminder')).toHaveLength(0);
});

it('mails a new round and the completion, after which no reminder is due', async () => {
  const id = randomUUID();
  await on('round-started', id, 'Bilen', 2, kari.participantId, everyone());
  expect((await mailsTo(id, ola, 'round-started')).map((m) => m.subject)).toEqual(['Ny runde i «Bilen»']);
  expect(await mailsTo(id, per, 'round-started')).toHaveLength(1);
  expect(await mailsTo(id, kari, 'round-started')).toHaveLength(0);
  expect(await timersOf(id)).toBe(3);
  await on('completed', id, 'Bilen', 2, null, everyone({ kari: true, ola: true, per: true, vera: true }));
  for (const user of [kari, ola, per]) expect(await mailsTo(id, user, 'completed')).toHaveLength(1);
  expect(await timersOf(id)).toBe(0);
  expect(await later(3 * REMINDER_MS)).toEqual([]);
  expect((await mails(id)).filter((m) => m.kind === 'reminder')).toHaveLength(0);
});

it('sends no reminder once the participant answered, nor after the agreement was deleted', async () => {
  const answeredId = randomUUID();
  const deletedId = randomUUID();
  for (const id of [answeredId, deletedId]) await on('round-started', id, 'Hagen', 1, null, everyone());
  await on('answered', answeredId, 'Hagen', 1, per.participantId, everyone({ per: true }));
  await service.dispatcher.deleted({
    eventId: randomUUID(),
    agreementId: deletedId,
    occurredAt: new Date().toISOString(),
  });
  expect(await timersOf(deletedId)).toBe(0);
  await later(REMINDER_MS);
  await later(REMINDER_MS);
  expect(await mailsTo(answeredId, kari, 'reminder')).toHaveLength(2);
  expect(await mailsTo(answeredId, per, 'reminder')).toHaveLength(0);
  expect((await mails(deletedId)).filter((m) => m.kind === 'reminder')).toHaveLength(0);
  expect(
    (await service.db.query('select 1 from reminders where agreement_id = $1', [deletedId])).rowCount,
  ).toBe(0);
  expect(
    (await service.db.query('select status from agreement_states where agreement_id = $1', [deletedId])).rows,
  ).toEqual([{ status: 'deleted' }]);
  // The round-started mails of the deleted agreement stay in the log, without the agreement's title.
  expect((await mails(deletedId)).map((m) => [m.kind, m.subject])).toEqual([
    ['round-started', ''],
    ['round-started', ''],
    ['round-started', ''],
  ]);
});

it('stops reminding a participant the initiator removed, also when the removal is handled before the round start, and mails nobody about it', async () => {
  const inOrder = randomUUID();
  const outOfOrder = randomUUID();
  const startedAt = new Date();
  const start = (id: string) =>
    handle({
      kind: 'round-started',
      agreementId: id,
      title: 'Garasjen',
      round: 2,
      occurredAt: startedAt,
      actorParticipantId: kari.participantId,
      participants: everyone(),
    });
  const removal = (id: string) =>
    handle({
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
  await later(REMINDER_MS);
  for (const id of [inOrder, outOfOrder]) {
    for (const user of [kari, ola]) expect(await mailsTo(id, user, 'reminder')).toHaveLength(1);
    expect(await mailsTo(id, per, 'reminder')).toHaveLength(0);
    const stored = await service.db.query<{ user_id: string }>(
      'select user_id from reminders where agreement_id = $1',
      [id],
    );
    expect(stored.rows.map((r) => r.user_id).sort()).toEqual([kari.userId, ola.userId].sort());
    // The removal itself is not mailed: only the round's start, to the two others (Per too, before his removal).
    expect((await mails(id)).filter((m) => m.kind !== 'reminder').map((m) => m.kind)).toEqual([
      'round-started',
      'round-started',
    ]);
  }
});

it('tells the initiator who has not answered yet that someone answered (not listed as a participant)', async () => {
  const id = randomUUID();
  await handle({
    kind: 'answered',
    agreementId: id,
    title: 'Verkstedet',
    round: 1,
    actorParticipantId: ola.participantId,
    participants: [{ user: ola, answered: true }],
    initiatorUserId: kari.userId,
  });
  expect((await mails(id)).map((m) => [m.kind, m.recipient_user_id, m.subject])).toEqual([
    ['answered', kari.userId, 'Ola Testesen har svart på «Verkstedet»'],
  ]);
});

it('mails nothing about an agreement to an address not confirmed — not later either — and mails it once it is confirmed', async () => {
  const id = randomUUID();
  const title = 'Båten';
  const participants = (answered: { ola?: boolean } = {}) => [
    { user: kari, answered: true },
    { user: ola, answered: answered.ola ?? false },
    { user: una, answered: false },
  ];
  await on('round-started', id, title, 1, kari.participantId, participants());
  await on('answered', id, title, 1, kari.participantId, participants());
  // Both reminders of each come due; Una's count as given, without a mail.
  expect((await later(REMINDER_MS)).sort()).toEqual([
    'reminder 1 not sent: address not confirmed',
    'reminder 1 sent',
  ]);
  expect((await later(REMINDER_MS)).sort()).toEqual([
    'reminder 2 not sent: address not confirmed',
    'reminder 2 sent',
  ]);
  const row = await service.db.query('select sent from reminders where agreement_id = $1 and user_id = $2', [
    id,
    una.userId,
  ]);
  expect(row.rows).toEqual([{ sent: 2 }]);
  await on('answered', id, title, 1, ola.participantId, participants({ ola: true }));
  await on('disagreement-declared', id, title, 1, kari.participantId, participants({ ola: true }));
  await later(10 * WINDOW_MS);

  // Not a row in the mail log for her (so no job and nothing to send later).
  expect((await mails(id)).filter((m) => m.recipient_user_id === una.userId)).toEqual([]);
  const his = (await mails(id))
    .filter((m) => m.recipient_user_id === ola.userId)
    .map((m) => m.kind)
    .sort();
  expect(his).toEqual(['answered', 'disagreement-declared', 'reminder', 'reminder', 'round-started']);

  // Confirmed: the next mail about an agreement reaches her; the earlier ones are not sent after all.
  una.confirmed = true;
  const other = randomUUID();
  await on('round-started', other, title, 1, kari.participantId, participants());
  expect(await mailsTo(other, una, 'round-started')).toHaveLength(1);
  expect((await mails(id)).filter((m) => m.recipient_user_id === una.userId)).toEqual([]);
});

it('fires a timer at most once: fired again (a redelivered job), it finds its work done', async () => {
  const id = randomUUID();
  await handle({
    kind: 'round-started',
    agreementId: id,
    title: 'Loftet',
    round: 1,
    actorParticipantId: kari.participantId,
    participants: [
      { user: kari, answered: true },
      { user: ola, answered: false },
    ],
  });
  const [timer] = (
    await service.db.query<{ id: string }>('select id from timers where agreement_id = $1', [id])
  ).rows;
  expect(await later(REMINDER_MS)).toEqual(['reminder 1 sent']);
  const job = { type: 'reminder' as const, agreementId: id, userId: ola.userId, round: 1, number: 1 };
  expect(await service.timers.fire(timer.id, job)).toBe('already sent');
  expect(await mailsTo(id, ola, 'reminder')).toHaveLength(1);
});

it("writes each mail in its reader's language, and an invitation to a bare address in the inviter's", async () => {
  const id = randomUUID();
  const title = 'Båten <felles>';
  await on('disagreement-declared', id, title, 1, kari.participantId, [
    { user: kari, answered: true },
    { user: nina, answered: true },
    { user: emma, answered: true },
  ]);
  // Stored as sent: the subject in the mail log is the reader's.
  expect((await mailsTo(id, nina, 'disagreement-declared')).map((m) => m.subject)).toEqual([
    `Usemje i «${title}»`,
  ]);
  expect((await mailsTo(id, emma, 'disagreement-declared')).map((m) => m.subject)).toEqual([
    `Disagreement in “${title}”`,
  ]);
  const received = (who: Person | string, kind: string) =>
    eventually(
      async () => smtp.to(typeof who === 'string' ? who : who.email, kind)[0],
      15_000,
      `${kind} to ${typeof who === 'string' ? who : who.firstName}`,
    );
  const toNina = await received(nina, 'disagreement-declared');
  expect(toNina.html).toContain('<html lang="nn">');
  expect(toNina.text).toContain(`Kari Testesen har erklært usemje i avtalen «${title}».`);
  expect(toNina.text).toContain('\nAvtalt · Vi les ikkje svar på denne e-posten.');
  const toEmma = await received(emma, 'disagreement-declared');
  expect(toEmma.html).toContain('<html lang="en">');
  expect(toEmma.text).toContain(`Kari Testesen has declared disagreement in the agreement “${title}”.`);
  expect(toEmma.text).toContain('\nUnsubscribe: https://avtalt.test/avmeld#');

  // The invited address may belong to nobody: the mail is in the language of the party who invited.
  const observer = `observator.${randomUUID().slice(0, 8)}@example.no`;
  await handle({
    kind: 'observer-invited',
    agreementId: id,
    title,
    round: 1,
    actorParticipantId: emma.participantId,
    invitee: { email: observer, invitedBy: emma.name },
    participants: [{ user: emma, answered: true }],
  });
  const invited = await received(observer, 'observer-invitation');
  expect(invited.parsed.subject).toBe(`Read along as an observer: ${title}`);
  expect(invited.html).toContain('<html lang="en">');
  expect(invited.text).toContain(`Emma Testesen has invited you as an observer to the agreement “${title}”`);
});

it('hands every mail it decided to SMTP, each once', async () => {
  await eventually(
    async () =>
      (await service.db.query("select 1 from mails where state = 'queued'")).rowCount === 0
        ? true
        : undefined,
    30_000,
    'no mail left queued',
  );
  const sent = await service.db.query<{ id: string }>("select id from mails where state = 'sent'");
  expect(sent.rowCount).toBeGreaterThan(20);
  expect(smtp.mails.map((m) => m.mailId).sort()).toEqual(sent.rows.map((r) => r.id).sort());
});
