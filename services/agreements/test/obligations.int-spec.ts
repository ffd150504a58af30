/**
 * The payment schedule (docs/obligations.md), with real identity, templates, agreements, documents and the
 * gateway: Kari lends Ola 10 000 kr, paid back at 3 000 kr a month. Before signing the schedule is a preview
 * nobody can mark; once both signed, Ola marks an instalment «Betalt» and Kari confirms it «Mottatt». Checked
 * with SQL: the `payments` rows and the audit entries (chained, MACed, naming the payment). Refused: a visitor, someone not a party, the payer confirming, the payee marking, a
 * payment twice, a payment not in the schedule, a bad body. Then the reminder: with the agreements process sweeping
 * every second, the borrower of a loan whose first instalment falls due within the week is mailed once
 * (`payments.reminded_at`, the notifications service's `mails`), nobody else. A seal made after payments were
 * recorded seals the trail as it stood at the signatures.
 */
import type { AgreementQuestion, ObligationsView, Topic } from '@avtalt/contracts';
import { addMonths } from '@avtalt/logic';
import {
  eventually,
  fittingAnswers,
  pdfAttachment,
  pdfText,
  readyPdf,
  signWithPassword,
  TestClient,
  testDatabase,
  unique,
} from '@avtalt/service-kit/testing';
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

beforeAll(async () => {
  system = await startLoanSystem({
    database: 'it_obligations',
    redisDb: 13,
    ipPrefix: '10.46.0',
    agreementsEnv: { PAYMENT_REMINDER_SWEEP_SECONDS: '1', REVIEW_SWEEP_SECONDS: '0' },
  });
  ({ db, mails } = system);
}, 180_000);

afterAll(() => system?.stop());

it('makes a signed loan a schedule; the borrower marks an instalment paid, the lender confirms it, both in the trail', async () => {
  const [kari, ola, per] = [await user('Kari'), await user('Ola'), await user('Per')];
  const id = await startLoan(kari, 'Lån til bil', 'Kari låner Ola penger til bil.');
  await answerLoan(kari, id, 'self', '2026-01-15', '2026-12-31');
  await answerLoan(ola, id, 'other', '2026-01-15', '2026-12-31');

  // Finished but not signed: the schedule is a preview, and nothing can be marked yet.
  const preview = await ola.get<ObligationsView>(`/api/agreements/${id}/obligations`);
  expect(preview.status).toBe(200);
  expect(preview.body.status).toBe('not-signed');
  expect(
    preview.body.payments.map((p) => [p.id, p.dueDate, p.amount, p.payers[0].name, p.payees[0].name, p.mine]),
  ).toEqual([
    ['utbetaling-1', '2026-01-15', 10000, 'Kari Lån', 'Ola Lån', 'payee'],
    ['avdrag-1', '2026-02-15', 3000, 'Ola Lån', 'Kari Lån', 'payer'],
    ['avdrag-2', '2026-03-15', 3000, 'Ola Lån', 'Kari Lån', 'payer'],
    ['avdrag-3', '2026-04-15', 3000, 'Ola Lån', 'Kari Lån', 'payer'],
    ['avdrag-4', '2026-05-15', 1000, 'Ola Lån', 'Kari Lån', 'payer'],
  ]);
  expect((await ola.post(`/api/agreements/${id}/obligations/avdrag-1`, { step: 'paid' })).status).toBe(409);
  expect(preview.body.statement).toBeNull();
  expect((await ola.get(`/api/agreements/${id}/obligations/statement`)).status).toBe(409);

  for (const [i, p] of [kari, ola].entries())
    expect(
      (await p.put(`/api/agreements/${id}/party-details`, { birthDate: `198${i}-01-0${i + 1}` })).status,
    ).toBe(200);
  await signWithPassword(kari, id, PASSWORD);
  await signWithPassword(ola, id, PASSWORD);
  const active = (await kari.get<ObligationsView>(`/api/agreements/${id}/obligations`)).body;
  expect(active.status).toBe('active');
  expect(active.payments.find((p) => p.id === 'avdrag-1')).toMatchObject({ state: 'overdue', mine: 'payee' });
  expect(active.summaries.find((s) => s.ruleId === 'avdrag')).toEqual({
    ruleId: 'avdrag',
    label: 'Avdrag',
    // The topic's nynorsk and English, for a reader in those languages; the agreement keeps them (SQL below).
    labels: { nn: 'Avdrag', en: 'Instalment' },
    total: 10000,
    received: 0,
    remaining: 10000,
    payments: 4,
    openEnded: false,
  });

  expect(active.payments.find((p) => p.id === 'utbetaling-1')?.labels).toEqual({
    nn: 'Utbetaling av lånet',
    en: 'Payout of the loan',
  });
  const stored = await db.query(
    "select translations->'en'->'paymentLabels' as labels from agreements where id = $1",
    [id],
  );
  expect(stored.rows[0].labels).toEqual({
    utbetaling: 'Payout of the loan',
    avdrag: 'Instalment',
    tilbakebetaling: 'Repayment of the loan',
  });

  // Refused: a bad body or payment id, a visitor, someone not a party, the wrong side, a payment not in the schedule.
  const visitor = new TestClient(system.gateway.url);
  expect((await visitor.get(`/api/agreements/${id}/obligations`)).status).toBe(401);
  expect((await per.get(`/api/agreements/${id}/obligations`)).status).toBe(403);
  expect((await ola.post(`/api/agreements/${id}/obligations/avdrag-1`, { step: 'betalt' })).status).toBe(400);
  expect((await ola.post(`/api/agreements/${id}/obligations/AVDRAG 1`, { step: 'paid' })).status).toBe(400);
  expect((await ola.post(`/api/agreements/${id}/obligations/avdrag-9`, { step: 'paid' })).status).toBe(404);
  expect((await kari.post(`/api/agreements/${id}/obligations/avdrag-1`, { step: 'paid' })).status).toBe(403);
  expect((await ola.post(`/api/agreements/${id}/obligations/avdrag-1`, { step: 'received' })).status).toBe(
    403,
  );
  expect((await per.post(`/api/agreements/${id}/obligations/avdrag-1`, { step: 'paid' })).status).toBe(403);
  expect(Number((await db.query('select count(*) from payments')).rows[0].count)).toBe(0);

  const paid = await ola.post<ObligationsView>(`/api/agreements/${id}/obligations/avdrag-1`, {
    step: 'paid',
  });
  expect([paid.status, JSON.stringify(paid.body)]).toEqual([200, expect.stringContaining('"state":"paid"')]);
  expect((await ola.post(`/api/agreements/${id}/obligations/avdrag-1`, { step: 'paid' })).status).toBe(409);
  const received = await kari.post<ObligationsView>(`/api/agreements/${id}/obligations/avdrag-1`, {
    step: 'received',
  });
  expect(received.status).toBe(200);
  expect(received.body.payments.find((p) => p.id === 'avdrag-1')).toMatchObject({
    state: 'received',
    paid: { by: 'Ola Lån' },
    received: { by: 'Kari Lån' },
  });
  expect(received.body.summaries.find((s) => s.ruleId === 'avdrag')).toMatchObject({
    received: 3000,
    remaining: 7000,
  });
  expect((await kari.post(`/api/agreements/${id}/obligations/avdrag-1`, { step: 'received' })).status).toBe(
    409,
  );
  // The lender confirms the payout she made herself? No: she is its payer; Ola confirms he received it.
  expect(
    (await ola.post(`/api/agreements/${id}/obligations/utbetaling-1`, { step: 'received' })).status,
  ).toBe(200);

  // What was stored: one row per payment recorded, naming the participants.
  const rows = (
    await db.query(
      `select p.item_id, pb.user_name as paid_by, rb.user_name as received_by, p.paid_at is not null as paid
         from payments p left join participants pb on pb.id = p.paid_by left join participants rb on rb.id = p.received_by
        where p.agreement_id = $1 order by p.item_id`,
      [id],
    )
  ).rows;
  expect(rows).toEqual([
    { item_id: 'avdrag-1', paid_by: 'Ola Lån', received_by: 'Kari Lån', paid: true },
    { item_id: 'utbetaling-1', paid_by: null, received_by: 'Ola Lån', paid: false },
  ]);
  // The trail: after the signatures, the three records, chained and MACed.
  const trail = (
    await db.query(
      'select seq, kind, actor_name, details, prev_hash, hash, mac from audit_events where agreement_id = $1 order by seq',
      [id],
    )
  ).rows;
  const last = trail.slice(-3);
  expect(last.map((e) => [e.kind, e.actor_name, e.details.payment])).toEqual([
    ['payment-marked', 'Ola Lån', 'avdrag-1'],
    ['payment-confirmed', 'Kari Lån', 'avdrag-1'],
    ['payment-confirmed', 'Ola Lån', 'utbetaling-1'],
  ]);
  expect(last[0].details).toMatchObject({
    label: 'Avdrag 1 av 4',
    dueDate: '2026-02-15',
    amountOre: 300_000,
  });
  expect(trail[trail.length - 4].kind).toBe('signed');
  for (let i = 1; i < trail.length; i++) expect(trail[i].prev_hash).toBe(trail[i - 1].hash);
  for (const e of last) expect(e.mac).toMatch(/^[0-9a-f]{64}$/);

  // The statement: the same file for both parties, with what was paid, confirmed and what remains.
  expect(received.body.statement).toBe('Nedbetalingsoversikt');
  const statementPath = `/api/agreements/${id}/obligations/statement`;
  expect((await visitor.get(statementPath)).status).toBe(401);
  expect((await per.get(statementPath)).status).toBe(403);
  const forKari = await readyPdf(system.gateway.url, kari, statementPath);
  const forOla = await readyPdf(system.gateway.url, ola, statementPath);
  expect(forOla.equals(forKari)).toBe(true);
  const text = pdfText(forKari).replace(/[\s\u00a0\u202f]+/g, ' ');
  expect(text).toContain('Nedbetalingsoversikt');
  expect(text).toMatch(/Etter avtalen «Lån til bil \S+», signert \d+\. \S+ \d{4} av Kari Lån og Ola Lån/);
  expect(text).toContain('Utbetaling av lånet (1 betaling) 10 000 kr 10 000 kr 0 kr');
  expect(text).toContain('Avdrag (4 betalinger) 10 000 kr 3 000 kr 7 000 kr');
  // The table's cells wrap, so its rows are read a cell at a time: the instalment Kari confirmed, the others late.
  expect(text).toMatch(/15\. februar 2026 3 000 kr Ola Lån Mottatt \d+\. \S+ \d{4} \(bekreftet av/);
  expect(text).toMatch(/Kari Lån; markert betalt \d+\. \S+/);
  expect(text.match(/Forfalt/g)).toHaveLength(3);

  // A seal made after these records (documents behind, or sealing again) carries the trail as it stood at
  // the signatures: it ends with `signed`, without the payments, and does not fail for them. Made again here
  // by removing the stored seal once it exists.
  await readyPdf(system.gateway.url, kari, `/api/agreements/${id}/pdf`, 90_000);
  const documents = await testDatabase('it_obligations_documents');
  await documents.query('delete from sealed_documents where agreement_id = $1', [id]);
  await documents.end();
  const resealed = await readyPdf(system.gateway.url, ola, `/api/agreements/${id}/pdf`, 90_000);
  const embedded = JSON.parse(pdfAttachment(resealed, 'revisjonslogg.json').toString('utf8')) as {
    entries: { seq: number; hash: string }[];
  };
  expect(embedded.entries.map((e) => [e.seq, e.hash])).toEqual(
    trail.slice(0, -3).map((e) => [e.seq, e.hash]),
  );
  expect(trail[embedded.entries.length - 1].kind).toBe('signed');
}, 240_000);

it('carries what was recorded to the amended version where the payment is the same, and leaves a changed one behind', async () => {
  const [kari, ola] = [await user('Kari'), await user('Ola')];
  const v1 = await startLoan(kari, 'Lån til båt', 'Kari låner Ola penger til båt.');
  await answerLoan(kari, v1, 'self', '2026-01-15', '2026-12-31');
  await answerLoan(ola, v1, 'other', '2026-01-15', '2026-12-31');
  for (const [i, p] of [kari, ola].entries())
    expect(
      (await p.put(`/api/agreements/${v1}/party-details`, { birthDate: `198${i}-04-0${i + 1}` })).status,
    ).toBe(200);
  await signWithPassword(kari, v1, PASSWORD);
  await signWithPassword(ola, v1, PASSWORD);
  expect(
    (await ola.post(`/api/agreements/${v1}/obligations/utbetaling-1`, { step: 'received' })).status,
  ).toBe(200);
  expect((await ola.post(`/api/agreements/${v1}/obligations/avdrag-1`, { step: 'paid' })).status).toBe(200);

  // Kari proposes a smaller instalment: the payout stays the same, every instalment changes.
  const instalment = (await kari.get<AgreementQuestion[]>(`/api/agreements/${v1}/questions`)).body.find((q) =>
    q.text.startsWith('Hvor mye skal låntakeren betale i avdrag'),
  )!;
  const amended = await kari.post<{ id: string }>(`/api/agreements/${v1}/amendments`, {
    questionIds: [instalment.id],
  });
  expect(amended.status).toBe(201);
  const v2 = amended.body.id;
  for (const p of [kari, ola]) {
    const asked = (await p.get<AgreementQuestion[]>(`/api/agreements/${v2}/questions`)).body;
    const again = asked.find((q) => q.text === instalment.text)!;
    const res = await p.post(`/api/agreements/${v2}/answers`, {
      answers: fittingAnswers(asked, { [again.id]: 2500 }),
    });
    expect([res.status, JSON.stringify(res.body)]).toEqual([200, expect.any(String)]);
  }
  // Before the amendment is signed, version 2's schedule is a preview with nothing recorded.
  expect(
    (await db.query('select count(*)::int as n from payments where agreement_id = $1', [v2])).rows[0].n,
  ).toBe(0);
  await signWithPassword(kari, v2, PASSWORD);
  await signWithPassword(ola, v2, PASSWORD);

  const view = (await kari.get<ObligationsView>(`/api/agreements/${v2}/obligations`)).body;
  expect(view.status).toBe('active');
  expect(view.payments.find((p) => p.id === 'utbetaling-1')).toMatchObject({
    state: 'received',
    received: { by: 'Ola Lån' },
  });
  expect(view.payments.find((p) => p.id === 'avdrag-1')).toMatchObject({
    amount: 2500,
    paid: null,
    state: 'overdue',
  });
  // Stored on version 2 with its own participant as the author; version 1 keeps its records.
  const stored = (
    await db.query(
      `select p.agreement_id, p.item_id, r.agreement_id as author_agreement, r.user_name
         from payments p join participants r on r.id = p.received_by
        where p.agreement_id = any($1) order by p.agreement_id = $2 desc, p.item_id`,
      [[v1, v2], v1],
    )
  ).rows;
  expect(stored).toEqual([
    { agreement_id: v1, item_id: 'utbetaling-1', author_agreement: v1, user_name: 'Ola Lån' },
    { agreement_id: v2, item_id: 'utbetaling-1', author_agreement: v2, user_name: 'Ola Lån' },
  ]);
  expect(
    (await db.query('select item_id from payments where agreement_id = $1 and paid_at is not null', [v1]))
      .rows,
  ).toEqual([{ item_id: 'avdrag-1' }]);
}, 240_000);

/** A hybel let by `landlord` until notice, from `start`, 6 500 kr due on the 1st; each party's answers. */
async function startLease(landlord: TestClient, tenant: TestClient, start: string): Promise<string> {
  const topic = (await landlord.get<Topic[]>('/api/topics')).body.find(
    (t) => t.title === 'Utleie av hybel eller rom',
  )!;
  const id = (
    await landlord.post<{ id: string }>('/api/agreements', {
      topic: topic.id,
      title: `Hybel i Storgata ${unique()}`,
      description: 'Kari leier ut hybelen til Ola.',
    })
  ).body.id;
  for (const [p, who] of [
    [landlord, 'self'],
    [tenant, 'other'],
  ] as const) {
    const questions = (await p.get<AgreementQuestion[]>(`/api/agreements/${id}/questions`)).body;
    const byText = (start: string) => questions.find((q) => q.text.startsWith(start))!.id;
    const answers = fittingAnswers(questions, {
      [byText('Hvem av dere leier ut')]: who,
      [byText('Hvor mye er husleien per måned')]: 6500,
      [byText('Hvilken dag i måneden skal husleien betales')]: 1,
      [byText('Hvilken dato starter leieforholdet')]: start,
      [byText('Skal leieavtalen gjelde til en bestemt dato')]: 'Nei, den løper til den sies opp',
    });
    const res = await p.post(`/api/agreements/${id}/answers`, { answers });
    expect([res.status, JSON.stringify(res.body)]).toEqual([200, expect.any(String)]);
  }
  return id;
}

it('makes a hybel let until notice a running rent: due on its day each month, listed a year ahead, marked and confirmed', async () => {
  const [kari, ola] = [await user('Kari'), await user('Ola')];
  // Moved in on the 15th two months ago: the first rent fell due on the 1st after it.
  const start = `${addMonths(osloDay(), -2).slice(0, 8)}15`;
  const id = await startLease(kari, ola, start);
  for (const [i, p] of [kari, ola].entries())
    expect(
      (await p.put(`/api/agreements/${id}/party-details`, { birthDate: `198${i}-03-0${i + 1}` })).status,
    ).toBe(200);
  await signWithPassword(kari, id, PASSWORD);
  await signWithPassword(ola, id, PASSWORD);

  const view = (await ola.get<ObligationsView>(`/api/agreements/${id}/obligations`)).body;
  expect(view.status).toBe('active');
  const first = `${addMonths(start, 1).slice(0, 8)}01`;
  const dues = view.payments.map((p) => p.dueDate);
  expect(dues[0]).toBe(first);
  // Every month on the 1st, through twelve months after today.
  dues.forEach((due, k) => expect(due).toBe(addMonths(first, k)));
  expect(
    dues.at(-1)! <= addMonths(osloDay(), 12) && addMonths(dues.at(-1)!, 1) > addMonths(osloDay(), 12),
  ).toBe(true);
  expect(view.payments[0]).toMatchObject({
    id: 'husleie-1',
    label: 'Husleie',
    of: null,
    amount: 6500,
    payers: [{ name: 'Ola Lån' }],
    payees: [{ name: 'Kari Lån' }],
    mine: 'payer',
  });
  expect(view.summaries).toEqual([
    expect.objectContaining({ ruleId: 'husleie', openEnded: true, payments: dues.length }),
  ]);
  expect(view.statement).toBe('Betalingsoversikt');

  expect((await ola.post(`/api/agreements/${id}/obligations/husleie-1`, { step: 'paid' })).status).toBe(200);
  expect((await kari.post(`/api/agreements/${id}/obligations/husleie-1`, { step: 'received' })).status).toBe(
    200,
  );
  // A month beyond the listed year cannot be marked yet.
  expect(
    (await ola.post(`/api/agreements/${id}/obligations/husleie-${dues.length + 1}`, { step: 'paid' })).status,
  ).toBe(404);
  const trail = (
    await db.query(
      "select kind, details from audit_events where agreement_id = $1 and kind like 'payment-%' order by seq",
      [id],
    )
  ).rows;
  const month = [
    'januar',
    'februar',
    'mars',
    'april',
    'mai',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'desember',
  ][Number(first.slice(5, 7)) - 1];
  expect(trail.map((e) => [e.kind, e.details.payment, e.details.label, e.details.amountOre])).toEqual([
    ['payment-marked', 'husleie-1', `Husleie, ${month} ${first.slice(0, 4)}`, 650_000],
    ['payment-confirmed', 'husleie-1', `Husleie, ${month} ${first.slice(0, 4)}`, 650_000],
  ]);
  const text = pdfText(
    await readyPdf(system.gateway.url, kari, `/api/agreements/${id}/obligations/statement`),
  ).replace(/[\s\u00a0\u202f]+/g, ' ');
  expect(text).toContain('Betalingsoversikt');
  expect(text).toContain(
    `Husleie (${dues.length} betalinger vist) Løpende hver måned 6 500 kr Til avtalen avsluttes`,
  );
}, 240_000);

it('reminds the borrower, once and only him, of the instalment due within a week; not the lender, not the payments past or later', async () => {
  const [kari, ola] = [await user('Kari'), await user('Ola')];
  // Ola reads English: his reminder names the instalment as the topic's English does.
  expect((await ola.put('/api/auth/language', { language: 'en' })).status).toBe(200);
  const id = await startLoan(kari, 'Lån til sykkel', 'Kari låner Ola penger til sykkel.');
  // Paid out a month before the day after tomorrow: the first instalment falls due within the week.
  const payout = addMonths(osloDay(2), -1);
  await answerLoan(kari, id, 'self', payout, addMonths(payout, 6));
  await answerLoan(ola, id, 'other', payout, addMonths(payout, 6));
  for (const [i, p] of [kari, ola].entries())
    expect(
      (await p.put(`/api/agreements/${id}/party-details`, { birthDate: `198${i}-02-0${i + 1}` })).status,
    ).toBe(200);
  await signWithPassword(kari, id, PASSWORD);
  await signWithPassword(ola, id, PASSWORD);

  const reminded = await eventually(
    async () => {
      const rows = (
        await db.query('select item_id from payments where agreement_id = $1 and reminded_at is not null', [
          id,
        ])
      ).rows;
      return rows.length > 0 ? rows.map((r) => r.item_id) : undefined;
    },
    30_000,
    'the reminder',
  );
  expect(reminded).toEqual(['avdrag-1']);
  const olaId = (await ola.get<{ id: string }>('/api/auth/user')).body.id;
  const sent = await eventually(
    async () => {
      const rows = (
        await mails.query(
          "select recipient_user_id, subject from mails where agreement_id = $1 and kind = 'payment-due'",
          [id],
        )
      ).rows;
      return rows.length > 0 ? rows : undefined;
    },
    30_000,
    'the reminder mail',
  );
  expect(sent).toEqual([
    { recipient_user_id: olaId, subject: expect.stringMatching(/^Reminder: Instalment 1 of 4 is due /) },
  ]);
  // Later sweeps (every second) remind nobody again.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(
    Number(
      (await mails.query("select count(*) from mails where agreement_id = $1 and kind = 'payment-due'", [id]))
        .rows[0].count,
    ),
  ).toBe(1);
  expect(
    (await db.query('select item_id from payments where agreement_id = $1 and reminded_at is not null', [id]))
      .rows,
  ).toEqual([{ item_id: 'avdrag-1' }]);
  // A reminder is nothing anyone did: the trail does not record it.
  const kinds = (await db.query('select kind from audit_events where agreement_id = $1 order by seq', [id]))
    .rows;
  expect(kinds.at(-1)?.kind).toBe('signed');
}, 240_000);
