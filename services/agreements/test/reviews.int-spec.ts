/**
 * The review of a signed agreement (docs/reviews.md), with real identity, templates, two agreements processes
 * sweeping every second, notifications, documents and the gateway. Kari lends Ola money; the last instalment
 * falls due in five days, so once both have signed the sweep gives the loan that date (`final-payment`) and, as it
 * is within two weeks, both parties are asked once — not once per process — whether it still applies (the
 * notifications service's `mails`, read with SQL). Ola records «Avtalen gjelder fortsatt»: the next review is a year
 * on, in the audit trail (chained, MACed) and told to Kari. Kari sets a date of her own: the parties are asked
 * again for that date. Refused: a visitor, someone not a party, dates in the past or too far ahead, an unsigned
 * agreement.
 */
import type { ReviewView } from '@avtalt/contracts';
import { addMonths } from '@avtalt/logic';
import { eventually, signWithPassword, TestClient } from '@avtalt/service-kit/testing';
import type { Client } from 'pg';
import {
  answerLoan,
  LOAN_PASSWORD as PASSWORD,
  type LoanSystem,
  osloDay,
  startLoan,
  startLoanSystem,
} from './loan-system';

let system: LoanSystem;
let db: Client;
let mails: Client;
const user = (firstName: string) => system.user(firstName);

/** A loan from Kari to Ola paid out on `payout`, 3 000 kr a month (four instalments), answered by both. */
async function loan(kari: TestClient, ola: TestClient, payout: string): Promise<string> {
  const id = await startLoan(kari, 'Lån til båt', 'Kari låner Ola penger til båt.');
  await answerLoan(kari, id, 'self', payout, addMonths(payout, 6));
  await answerLoan(ola, id, 'other', payout, addMonths(payout, 6));
  return id;
}

const reviewMails = async (id: string) =>
  (
    await mails.query(
      'select recipient_user_id as "to", kind, subject from mails where agreement_id = $1 and kind in ($2, $3) order by created_at, recipient_user_id',
      [id, 'review-due', 'review'],
    )
  ).rows as { to: string; kind: string; subject: string }[];

beforeAll(async () => {
  // Two agreements processes on one database, both sweeping every second: the writer's lock asks once.
  system = await startLoanSystem({
    database: 'it_reviews',
    redisDb: 12,
    ipPrefix: '10.47.0',
    agreementsEnv: { PAYMENT_REMINDER_SWEEP_SECONDS: '0', REVIEW_SWEEP_SECONDS: '1' },
    agreementsProcesses: 2,
  });
  ({ db, mails } = system);
}, 180_000);

afterAll(() => system?.stop());

it('asks both parties once when the review is near, records «Avtalen gjelder fortsatt» and a date of their own', async () => {
  const [kari, ola, per] = [await user('Kari'), await user('Ola'), await user('Per')];
  // The fourth instalment (1 000 kr) falls due in five days.
  const lastDue = osloDay(5);
  const id = await loan(kari, ola, addMonths(lastDue, -4));
  const path = `/api/agreements/${id}/review`;

  // Not signed: nothing to review, nothing to set.
  expect((await kari.get<ReviewView>(path)).body).toMatchObject({ status: 'not-signed', reviewOn: null });
  expect((await kari.put(path, { reviewOn: osloDay(30) })).status).toBe(409);

  for (const [i, p] of [kari, ola].entries())
    expect(
      (await p.put(`/api/agreements/${id}/party-details`, { birthDate: `198${i}-03-0${i + 1}` })).status,
    ).toBe(200);
  await signWithPassword(kari, id, PASSWORD);
  await signWithPassword(ola, id, PASSWORD);

  // The sweep gives the loan its last instalment's date, and asks both parties (once, though two processes sweep).
  const planned = await eventually(
    async () =>
      (
        await db.query(
          'select review_on::text as review_on, reason, set_by, reminded_on::text as reminded_on from reviews where agreement_id = $1 and reminded_on is not null',
          [id],
        )
      ).rows[0],
    30_000,
    'the review row',
  );
  expect(planned).toEqual({
    review_on: lastDue,
    reason: 'final-payment',
    set_by: null,
    reminded_on: lastDue,
  });
  const kariId = (await kari.get<{ id: string }>('/api/auth/user')).body.id;
  const olaId = (await ola.get<{ id: string }>('/api/auth/user')).body.id;
  const asked = await eventually(
    async () => ((await reviewMails(id)).length >= 2 ? reviewMails(id) : undefined),
    30_000,
    'the review mails',
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await reviewMails(id)).toEqual(asked);
  expect(asked.map((m) => [m.to, m.kind]).sort()).toEqual(
    [
      [kariId, 'review-due'],
      [olaId, 'review-due'],
    ].sort(),
  );
  expect(asked[0].subject).toMatch(/^Tid for å se over avtalen «Lån til båt /);
  const view = (await ola.get<ReviewView>(path)).body;
  expect(view).toEqual({
    agreementId: id,
    status: 'active',
    reviewOn: lastDue,
    reason: 'final-payment',
    setBy: null,
    confirmed: null,
    mayAct: true,
  });

  // Refused: a visitor, someone not a party, dates that are not dates, not after today, or more than ten years ahead.
  expect((await new TestClient(system.gateway.url).get(path)).status).toBe(401);
  expect((await per.get(path)).status).toBe(403);
  expect((await per.post(`${path}/confirm`)).status).toBe(403);
  expect((await kari.put(path, { reviewOn: '2027-02-30' })).status).toBe(400);
  expect((await kari.put(path, { reviewOn: 'i morgen' })).status).toBe(400);
  expect((await kari.put(path, { reviewOn: osloDay(0) })).status).toBe(400);
  expect((await kari.put(path, { reviewOn: addMonths(osloDay(0), 121) })).status).toBe(400);
  expect((await kari.put(path, { reviewOn: osloDay(30), extra: 1 })).status).toBe(400);

  // Ola: «Avtalen gjelder fortsatt» — the next review a year on, in the trail, and Kari is told.
  const confirmed = await ola.post<ReviewView>(`${path}/confirm`);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toMatchObject({
    reviewOn: addMonths(osloDay(0), 12),
    reason: 'confirmed',
    setBy: 'Ola Lån',
    confirmed: { by: 'Ola Lån' },
  });
  const trail = (
    await db.query(
      'select kind, actor_name, details, prev_hash, hash, mac from audit_events where agreement_id = $1 order by seq',
      [id],
    )
  ).rows;
  expect(trail.at(-1)).toMatchObject({
    kind: 'review-confirmed',
    actor_name: 'Ola Lån',
    details: { reviewOn: addMonths(osloDay(0), 12) },
  });
  expect(trail.at(-1).prev_hash).toBe(trail.at(-2).hash);
  expect(trail.at(-1).mac).toMatch(/^[0-9a-f]{64}$/);
  const told = await eventually(
    async () => (await reviewMails(id)).find((m) => m.kind === 'review'),
    30_000,
    'the mail to Kari',
  );
  expect(told).toEqual({
    to: kariId,
    kind: 'review',
    subject: 'Ola Lån har bekreftet at avtalen gjelder fortsatt',
  });

  // Kari sets a date in ten days: stored as hers, in the trail, and both are asked again for that date.
  const set = await kari.put<ReviewView>(path, { reviewOn: osloDay(10) });
  expect(set.body).toMatchObject({ reviewOn: osloDay(10), reason: 'set', setBy: 'Kari Lån' });
  const row = (
    await db.query(
      `select r.review_on::text as review_on, p.user_name as set_by, c.user_name as confirmed_by
         from reviews r left join participants p on p.id = r.set_by left join participants c on c.id = r.confirmed_by
        where r.agreement_id = $1`,
      [id],
    )
  ).rows[0];
  expect(row).toEqual({ review_on: osloDay(10), set_by: 'Kari Lån', confirmed_by: 'Ola Lån' });
  await eventually(
    async () =>
      (await reviewMails(id)).filter((m) => m.kind === 'review-due').length === 4 ? true : undefined,
    30_000,
    'the second round of review mails',
  );
  const kinds = (await db.query('select kind from audit_events where agreement_id = $1 order by seq', [id]))
    .rows;
  expect(kinds.slice(-2).map((r) => r.kind)).toEqual(['review-confirmed', 'review-date-set']);
}, 240_000);
