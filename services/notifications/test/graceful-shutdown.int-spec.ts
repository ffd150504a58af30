/**
 * Graceful shutdown of the notifications service (docs/graceful-shutdown.md): SIGTERM mid-batch while a
 * slow, real SMTP server (`smtp-server`, parsed with `mailparser`) is receiving. The mails being sent are
 * finished, the rest stay queued and go out after a restart: every mail reaches SMTP exactly once, none
 * is marked failed, each took one attempt (the `mails` rows, read with SQL).
 */
import { createNatsClient } from '@avtalt/service-kit';
import {
  eventually,
  freePort,
  type ServiceProcess,
  startBackendService,
  testDatabase,
  testInfra,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { Client } from 'pg';
import { SmtpSink } from './smtp-sink';
import { registerUser } from './support';

const DATABASE = 'it_notifications_shutdown';
const REDIS_DB = 13;
const MAILS = 12;
const GRACE_MS = 10_000;

let smtp: SmtpSink;
let identity: ServiceProcess;
let notifications: ServiceProcess;
let nats: ClientProxy;
let db: Client;

const startNotifications = () =>
  startBackendService('notifications', {
    database: DATABASE,
    redisDb: REDIS_DB,
    env: {
      SMTP_URL: smtp.url,
      APP_ORIGIN: 'https://avtalt.test',
      MAIL_BACKOFF_MS: '500',
      MAIL_CONCURRENCY: '2',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    },
  });

beforeAll(async () => {
  smtp = await SmtpSink.start(await freePort());
  identity = await startBackendService('identity', { database: `${DATABASE}_identity` });
  notifications = await startNotifications();
  nats = createNatsClient(testInfra().natsUrl, 'shutdown-test');
  db = await testDatabase(DATABASE);
}, 60_000);

afterAll(async () => {
  await db?.end();
  await nats?.close();
  await notifications?.stop();
  await identity?.stop();
  await smtp?.stop();
});

it('sends every mail of a batch exactly once across a SIGTERM and a restart, none failed, one attempt each', async () => {
  // Each mail takes 400 ms at the SMTP server, two at a time: the batch of 12 takes ~2.4 s.
  smtp.replyDelayMs = 400;
  const exitCode = new Promise<number | string | null>((resolve) =>
    notifications.child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  // Twelve registrations, each queuing its address-confirmation mail.
  await Promise.all(Array.from({ length: MAILS }, (_, n) => registerUser(nats, `Post${n}`)));
  await eventually(
    async () => (smtp.mails.length >= 2 ? true : undefined),
    15_000,
    'the first mails at SMTP',
  );
  const signalledAt = Date.now();
  notifications.child.kill('SIGTERM');
  const exit = await exitCode;
  const stoppedMs = Date.now() - signalledAt;
  const atStop = await db.query<{ state: string; n: number }>(
    'select state, count(*)::int as n from mails group by state',
  );
  const sentAtStop = atStop.rows.find((r) => r.state === 'sent')?.n ?? 0;
  // What SMTP received before the exit is exactly what is marked sent: no mail half-sent.
  expect(sentAtStop).toBe(smtp.mails.length);
  expect(atStop.rows.find((r) => r.state === 'failed')).toBeUndefined();
  expect(sentAtStop).toBeLessThan(MAILS); // the stop really came mid-batch
  expect(exit).toBe(0);
  expect(stoppedMs).toBeLessThan(GRACE_MS);

  notifications = await startNotifications();
  await eventually(
    async () => {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from mails where state = 'sent'",
      );
      return rows[0].n === MAILS ? true : undefined;
    },
    30_000,
    'every mail sent after the restart',
  );
  const { rows } = await db.query<{ id: string; state: string; attempts: number }>(
    'select id, state, attempts from mails',
  );
  expect(rows).toHaveLength(MAILS);
  expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  // Exactly once at SMTP: one received mail per row, no id twice.
  const received = smtp.mails.map((m) => m.mailId).sort();
  expect(received).toEqual(rows.map((r) => r.id).sort());
  process.stdout.write(
    `graceful shutdown (notifications): ${sentAtStop}/${MAILS} mails sent before exit 0 after ${stoppedMs} ms, the rest after the restart; ${received.length} received, no duplicate\n`,
  );
}, 90_000);
