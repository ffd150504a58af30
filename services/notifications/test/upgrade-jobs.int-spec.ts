/**
 * After an upgrade, the jobs the release before queued in its hand-made BullMQ queues (names `send`,
 * `reminder`, `digest`, the payload as bare data) still run: the jobs kit maps their names to this
 * release's definitions (docs/long-work-as-jobs.md). The service's providers run in this process on a real
 * Postgres and Redis, with a clock the test moves and an SMTP server of its own.
 */
import { redisConnectionOptions } from '@avtalt/service-kit';
import { eventually, freePort } from '@avtalt/service-kit/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { MAIL_QUEUE } from '../src/mail/mail-outbox.service';
import { TIMER_QUEUE } from '../src/timers/timer-queue';
import {
  activityEvent,
  type InProcessNotifications,
  type Person,
  person,
  startInProcess,
} from './in-process';
import { SmtpSink } from './smtp-sink';

const REMINDER_MS = 48 * 60 * 60_000;

const kari = person('Kari');
const ola = person('Ola');

let smtp: SmtpSink;
let service: InProcessNotifications;

beforeAll(async () => {
  smtp = await SmtpSink.start(await freePort());
  service = await startInProcess({
    database: 'it_notifications_upgrade',
    redisDb: 11,
    smtpUrl: smtp.url,
    people: [kari, ola],
  });
});

afterAll(async () => {
  await service?.close();
  await smtp?.stop();
});

const mailsTo = async (agreementId: string, user: Person, kind: string) =>
  (
    await service.db.query<{ id: string }>(
      'select id from mails where agreement_id = $1 and recipient_user_id = $2 and kind = $3',
      [agreementId, user.userId, kind],
    )
  ).rows;

it('fires a reminder job the release before queued (name `reminder`, bare data) after an upgrade', async () => {
  const id = randomUUID();
  await service.dispatcher.activity(
    activityEvent({
      kind: 'round-started',
      agreementId: id,
      title: 'Boden',
      round: 1,
      actorParticipantId: kari.participantId,
      participants: [
        { user: kari, answered: true },
        { user: ola, answered: false },
      ],
    }),
  );
  const [timer] = (
    await service.db.query<{ id: string }>('select id from timers where agreement_id = $1', [id])
  ).rows;
  // The job as the hand-made queue stored it, in place of the one this release scheduled; now due.
  const queue = new Queue(TIMER_QUEUE, { connection: redisConnectionOptions(service.redisUrl) });
  try {
    await queue.remove(timer.id);
    service.clock.advance(REMINDER_MS);
    const job = { type: 'reminder', agreementId: id, userId: ola.userId, round: 1, number: 1 };
    await queue.add('reminder', job, {
      jobId: timer.id,
      attempts: 160,
      backoff: { type: 'capped' },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
    await eventually(
      async () => ((await mailsTo(id, ola, 'reminder')).length === 1 ? true : undefined),
      20_000,
      'the legacy reminder fired',
    );
    // The mail's row is written inside the job; BullMQ removes the job only after it returns.
    await eventually(
      async () => ((await queue.getJob(timer.id)) ? undefined : true),
      20_000,
      'the job removed',
    );
  } finally {
    await queue.close();
  }
});

it('sends a mail job the release before queued (name `send`, bare data) after an upgrade', async () => {
  // Its row as the outbox wrote it, and its job as the hand-made queue stored it: the body is only there.
  const mailId = randomUUID();
  const subject = `Kode ${mailId.slice(0, 6)}`;
  await service.db.query(
    "insert into mails (id, kind, recipient_user_id, masked_recipient, subject, state) values ($1, 'signing-code', $2, 'o***@example.no', $3, 'queued')",
    [mailId, ola.userId, subject],
  );
  const queue = new Queue(MAIL_QUEUE, { connection: redisConnectionOptions(service.redisUrl) });
  try {
    const data = {
      mailId,
      to: ola.email,
      subject,
      html: '<p>Koden er 123456</p>',
      text: 'Koden er 123456',
      headers: { 'X-Avtalt-Mail-Id': mailId, 'X-Avtalt-Kind': 'signing-code' },
    };
    await queue.add('send', data, {
      jobId: mailId,
      attempts: 160,
      backoff: { type: 'capped' },
      removeOnComplete: true,
      removeOnFail: { age: 24 * 3600, count: 200 },
    });
    const state = await eventually(async () => {
      const row = (
        await service.db.query<{ state: string }>('select state from mails where id = $1', [mailId])
      ).rows[0];
      return row?.state === 'queued' ? undefined : row?.state;
    }, 20_000);
    expect(state).toBe('sent');
    expect(smtp.mails.filter((m) => m.mailId === mailId).map((m) => m.text.trim())).toEqual([
      'Koden er 123456',
    ]);
  } finally {
    await queue.close();
  }
});
