/**
 * Issue 20, metrics of the notifications service: mails sent and failed attempts are counted as the
 * mails table records them (SQL), and its mail queue is read on scrape (docs/metrics.md). A real SMTP
 * server receives the mails; it is stopped for a while to make attempts fail.
 */
import {
  eventually,
  metricsUrlOf,
  parsePrometheusText,
  type PromSample,
  sampleSum,
  TestClient,
  unique,
} from '@avtalt/service-kit/testing';
import { type MailingSystem, startMailingSystem } from './support';

let system: MailingSystem;
let ip = 1;

beforeAll(async () => {
  system = await startMailingSystem({ name: 'metrics', redisDb: 2, origin: 'https://avtalt.test' });
});

afterAll(async () => {
  await system?.stop();
});

const notifications = () => system.services.find((s) => s.name === 'notifications')!;

async function scrape(): Promise<PromSample[]> {
  const res = await fetch(`${metricsUrlOf(notifications())}/metrics`);
  expect(res.status).toBe(200);
  return parsePrometheusText(await res.text());
}

async function register(): Promise<void> {
  const http = new TestClient(system.gateway.url, { 'x-forwarded-for': `10.21.0.${ip++}` });
  const id = unique();
  const res = await http.post('/api/auth/register', {
    firstName: 'Post',
    lastName: 'Teller',
    username: `post_${id}`,
    email: `post.${id}@example.no`,
    password: 'passord123',
  });
  expect(res.status).toBe(201);
}

async function stored(): Promise<{ sent: number; attempts: number; failedAttempts: number }> {
  const { rows } = await system.db.query<{ sent: number; attempts: number }>(
    "select count(*) filter (where state = 'sent')::int as sent, coalesce(sum(attempts), 0)::int as attempts from mails",
  );
  const { sent, attempts } = rows[0];
  return { sent, attempts, failedAttempts: attempts - sent };
}

it('counts the mails sent as the mails table records them, with the mail queue read on scrape', async () => {
  await register();
  await eventually(async () => ((await stored()).sent === 1 ? true : undefined), 20_000, 'first mail sent');
  expect(system.smtp.mails).toHaveLength(1);
  const samples = await scrape();
  expect(sampleSum(samples, 'avtalt_mails_sent_total', { service: 'notifications' })).toBe(1);
  expect(sampleSum(samples, 'avtalt_mails_failed_total', { service: 'notifications' })).toBe(0);
  expect(sampleSum(samples, 'avtalt_queue_jobs', { queue: 'mail-send', state: 'waiting' })).toBe(0);
  expect(sampleSum(samples, 'avtalt_queue_job_failures_total', { queue: 'mail-send' })).toBe(0);
});

it('counts each failed attempt while the SMTP server is away, then the mail sent when it is back', async () => {
  await system.smtp.stop();
  await register();
  await eventually(
    async () => ((await stored()).failedAttempts >= 1 ? true : undefined),
    20_000,
    'an attempt failed',
  );
  await system.smtp.start();
  await eventually(async () => ((await stored()).sent === 2 ? true : undefined), 30_000, 'second mail sent');
  const { failedAttempts } = await stored();
  const samples = await scrape();
  expect(sampleSum(samples, 'avtalt_mails_sent_total')).toBe(2);
  expect(sampleSum(samples, 'avtalt_mails_failed_total')).toBe(failedAttempts);
  expect(sampleSum(samples, 'avtalt_queue_job_failures_total', { queue: 'mail-send' })).toBe(failedAttempts);
});
