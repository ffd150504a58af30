/**
 * Notifications' retention (docs/data-rights.md «Retention»): the service's module, built in this process on a
 * real database, sweeps with an injected time (`NotificationsRetention.sweep(now)`). Rows are written with SQL
 * dated from that time: mails decided more than MAIL_LOG_MONTHS (12) ago and unsubscribe links as old go, a
 * mail still queued stays whatever its age; a deleted agreement's state goes after a fortnight, a live one's
 * never. Checked with SQL, row by row.
 */
import { freePort } from '@avtalt/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_CONFIG } from '../src/config/notifications.config';
import { AgreementStateRepository } from '../src/events/agreement-state.repository';
import { MailRepository } from '../src/mail/mail.repository';
import { Database } from '../src/persistence/database.repository';
import { NotificationsRetention } from '../src/privacy/notifications-retention';
import { type InProcessNotifications, startInProcess } from './in-process';

let service: InProcessNotifications;

beforeAll(async () => {
  service = await startInProcess({
    database: 'it_notifications_retention',
    redisDb: 15,
    smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
    people: [],
  });
});

afterAll(async () => {
  await service?.close();
});

const NOW = new Date('2030-06-15T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000);

async function mail(state: string, createdAt: Date): Promise<string> {
  const id = randomUUID();
  await service.db.query(
    `insert into mails (id, kind, masked_recipient, subject, state, created_at) values ($1, 'invitation', 'k***@example.no', 'Kari inviterer deg', $2, $3)`,
    [id, state, createdAt],
  );
  return id;
}

async function token(createdAt: Date): Promise<string> {
  const hash = randomUUID().replace(/-/g, '').padEnd(64, '0');
  await service.db.query(
    `insert into unsubscribe_tokens (token_hash, kind, user_id, masked_email, created_at) values ($1, 'invitation', $2, 'k***@example.no', $3)`,
    [hash, randomUUID(), createdAt],
  );
  return hash;
}

async function state(status: string, updatedAt: Date): Promise<string> {
  const id = randomUUID();
  await service.db.query(
    `insert into agreement_states (agreement_id, round, status, title, updated_at) values ($1, 1, $2, '', $3)`,
    [id, status, updatedAt],
  );
  return id;
}

it('deletes exactly what is past its time', async () => {
  await mail('sent', daysBefore(400));
  await mail('failed', daysBefore(370));
  const keptMails = [
    await mail('sent', daysBefore(300)),
    // Still being sent: a mail is never dropped from the outbox by age.
    await mail('queued', daysBefore(400)),
  ];
  await token(daysBefore(366));
  const keptToken = await token(daysBefore(360));
  await state('deleted', daysBefore(15));
  const keptStates = [await state('deleted', daysBefore(13)), await state('open', daysBefore(2000))];

  const config = service.app.get(NOTIFICATIONS_CONFIG);
  expect(config.MAIL_LOG_MONTHS).toBe(12);
  const retention = new NotificationsRetention(
    service.app.get(Database),
    service.app.get(MailRepository),
    service.app.get(AgreementStateRepository),
    config,
  );
  const counts = await retention.sweep(NOW);
  expect(counts).toEqual({ mails: 2, unsubscribe_tokens: 1, agreement_states: 1 });

  const ids = async (query: string) => (await service.db.query(query)).rows.map((r) => Object.values(r)[0]);
  expect((await ids('select id from mails')).sort()).toEqual([...keptMails].sort());
  expect(await ids('select token_hash from unsubscribe_tokens')).toEqual([keptToken]);
  expect((await ids('select agreement_id from agreement_states')).sort()).toEqual([...keptStates].sort());
  // Swept again: nothing more to do.
  expect(await retention.sweep(NOW)).toEqual({ mails: 0, unsubscribe_tokens: 0, agreement_states: 0 });
});
