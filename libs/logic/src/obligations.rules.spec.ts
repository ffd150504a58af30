import {
  type ObligationRule,
  obligationSchedule,
  remapObligations,
  type ScheduleAnswer,
} from './obligations.rules';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

const questions = [
  { id: 'lender', format: 'party' },
  { id: 'principal', format: 'amount' },
  { id: 'payout', format: 'date' },
  { id: 'how', format: null },
  { id: 'last', format: 'date' },
  { id: 'instalment', format: 'amount' },
];

const LOAN: ObligationRule[] = [
  {
    kind: 'once',
    id: 'utbetaling',
    label: 'Utbetaling av lånet',
    amount: 'principal',
    due: 'payout',
    payer: { question: 'lender', side: 'chosen' },
    payee: { question: 'lender', side: 'others' },
  },
  {
    kind: 'monthly-until-paid',
    id: 'avdrag',
    label: 'Avdrag',
    amount: 'instalment',
    total: 'principal',
    from: 'payout',
    until: 'last',
    payer: { question: 'lender', side: 'others' },
    payee: { question: 'lender', side: 'chosen' },
  },
  {
    kind: 'once',
    id: 'tilbakebetaling',
    label: 'Tilbakebetaling av lånet',
    amount: 'principal',
    due: 'last',
    payer: { question: 'lender', side: 'others' },
    payee: { question: 'lender', side: 'chosen' },
    when: { question: 'how', equals: 'Alt på én gang' },
  },
];

const TODAY = '2027-01-10';

/** Answers as Bjørn gave them (he is B; 'self' is him). */
const agreed = (values: Record<string, unknown>, parties = [A, B]): Map<string, ScheduleAnswer> =>
  new Map(
    Object.entries(values).map(([id, response]) => [
      id,
      { response, party: { selfId: B, participantIds: parties } },
    ]),
  );

describe('obligationSchedule', () => {
  it('makes a loan with monthly instalments the payout and instalments until paid, the last what remains', () => {
    const schedule = obligationSchedule(
      LOAN,
      questions,
      agreed({
        lender: 'other',
        principal: 10000,
        payout: '2027-01-31',
        how: 'Med faste månedlige avdrag',
        last: '2027-06-30',
        instalment: 3000,
      }),
      [A, B],
      TODAY,
    );
    expect(schedule.map((p) => [p.id, p.dueDate, p.amountOre, p.payerIds, p.payeeIds])).toEqual([
      ['utbetaling-1', '2027-01-31', 1_000_000, [A], [B]],
      // The month's last day where the month is shorter (as the value check counts them).
      ['avdrag-1', '2027-02-28', 300_000, [B], [A]],
      ['avdrag-2', '2027-03-31', 300_000, [B], [A]],
      ['avdrag-3', '2027-04-30', 300_000, [B], [A]],
      ['avdrag-4', '2027-05-31', 100_000, [B], [A]],
    ]);
    expect(schedule.filter((p) => p.ruleId === 'avdrag').map((p) => `${p.n}/${p.of}`)).toEqual([
      '1/4',
      '2/4',
      '3/4',
      '4/4',
    ]);
  });

  it('makes a loan paid back at once one repayment on the last date, and no instalments without their amount', () => {
    const schedule = obligationSchedule(
      LOAN,
      questions,
      agreed({
        lender: 'self',
        principal: '25 000',
        payout: '1.3.2027',
        how: 'Alt på én gang',
        last: '1.3.2028',
      }),
      [A, B],
      TODAY,
    );
    expect(schedule.map((p) => [p.id, p.dueDate, p.amountOre, p.payerIds, p.payeeIds])).toEqual([
      ['utbetaling-1', '2027-03-01', 2_500_000, [B], [A]],
      ['tilbakebetaling-1', '2028-03-01', 2_500_000, [A], [B]],
    ]);
  });

  it('names every other party as payers when there are three', () => {
    const schedule = obligationSchedule(
      LOAN.slice(0, 1),
      questions,
      agreed({ lender: A, principal: 900, payout: '2027-01-01' }, [A, B, C]),
      [A, B, C],
      TODAY,
    );
    expect(schedule[0]).toMatchObject({ payerIds: [A], payeeIds: [B, C] });
  });

  it('gives nothing for a rule whose answers are missing, not positive, name nobody or would run for over fifty years', () => {
    const base = { lender: 'other', principal: 10000, payout: '2027-01-31', how: 'x', last: '2030-01-01' };
    expect(
      obligationSchedule(LOAN, questions, agreed({ ...base, principal: undefined }), [A, B], TODAY),
    ).toEqual([]);
    expect(obligationSchedule(LOAN, questions, agreed({ ...base, principal: 0 }), [A, B], TODAY)).toEqual([]);
    expect(obligationSchedule(LOAN, questions, agreed({ ...base, lender: C }), [A, B], TODAY)).toEqual([]);
    const slow = obligationSchedule(LOAN, questions, agreed({ ...base, instalment: 1 }), [A, B], TODAY);
    expect(slow.map((p) => p.ruleId)).toEqual(['utbetaling']);
  });
});

const RUNNING = [
  { id: 'landlord', format: 'party' },
  { id: 'rent', format: 'amount' },
  { id: 'payday', format: 'number' },
  { id: 'start', format: 'date' },
  { id: 'end', format: 'date' },
  { id: 'children', format: 'number' },
];
const rent = (extra: Partial<ObligationRule> = {}): ObligationRule[] => [
  {
    kind: 'monthly',
    id: 'husleie',
    label: 'Husleie',
    amount: 'rent',
    from: 'start',
    day: 'payday',
    payer: { question: 'landlord', side: 'others' },
    payee: { question: 'landlord', side: 'chosen' },
    ...extra,
  } as ObligationRule,
];

describe('obligationSchedule: running payments (monthly)', () => {
  it('makes rent fall due on its day each month, the first on or after the start, until the end date (not included)', () => {
    const schedule = obligationSchedule(
      rent({ until: 'end' }),
      RUNNING,
      agreed({ landlord: 'self', rent: 6500, payday: 31, start: '2027-01-15', end: '2027-05-31' }),
      [A, B],
      TODAY,
    );
    expect(schedule.map((p) => [p.id, p.dueDate, p.amountOre, p.n, p.of, p.payerIds, p.payeeIds])).toEqual([
      ['husleie-1', '2027-01-31', 650_000, 1, 4, [A], [B]],
      // Day 31 in a shorter month is its last day.
      ['husleie-2', '2027-02-28', 650_000, 2, 4, [A], [B]],
      ['husleie-3', '2027-03-31', 650_000, 3, 4, [A], [B]],
      ['husleie-4', '2027-04-30', 650_000, 4, 4, [A], [B]],
    ]);
    // A start after the month's day: the first payment is the next month's.
    const later = obligationSchedule(
      rent({ until: 'end' }),
      RUNNING,
      agreed({ landlord: 'self', rent: 6500, payday: 1, start: '2027-01-15', end: '2027-03-15' }),
      [A, B],
      TODAY,
    );
    expect(later.map((p) => p.dueDate)).toEqual(['2027-02-01', '2027-03-01']);
  });

  it('lists an open-ended one through twelve months after today, with stable ids and no count', () => {
    const on = (today: string) =>
      obligationSchedule(
        rent(),
        RUNNING,
        agreed({ landlord: 'other', rent: 5000, payday: 1, start: '2026-11-01' }),
        [A, B],
        today,
      );
    const now = on('2027-01-10');
    expect(now).toHaveLength(15);
    expect(now[0]).toMatchObject({
      id: 'husleie-1',
      dueDate: '2026-11-01',
      of: null,
      payerIds: [B],
      payeeIds: [A],
    });
    expect(now.at(-1)).toMatchObject({ id: 'husleie-15', dueDate: '2028-01-01' });
    // A month later the list has grown by one, and every id still names the same month.
    const later = on('2027-02-10');
    expect(later).toHaveLength(16);
    expect(later.slice(0, 15)).toEqual(now);
  });

  it('multiplies by a count (child support per child) and, without a day, falls due on the start date each month', () => {
    const schedule = obligationSchedule(
      [{ ...rent()[0], day: undefined, times: 'children', until: 'end' } as ObligationRule],
      RUNNING,
      agreed({ landlord: 'other', rent: 1750.5, children: 2, start: '2027-01-31', end: '2027-04-01' }),
      [A, B],
      TODAY,
    );
    expect(schedule.map((p) => [p.dueDate, p.amountOre])).toEqual([
      ['2027-01-31', 350_100],
      ['2027-02-28', 350_100],
      ['2027-03-31', 350_100],
    ]);
  });

  it('makes nothing of a day outside 1–31, a count that is not whole, or over fifty years; without an end date it runs on', () => {
    const base = {
      landlord: 'other',
      rent: 5000,
      payday: 1,
      start: '2027-01-01',
      end: '2028-01-01',
      children: 1,
    };
    const of = (values: Record<string, unknown>, extra: Partial<ObligationRule> = {}) =>
      obligationSchedule(rent(extra), RUNNING, agreed(values), [A, B], TODAY).length;
    expect(of(base, { until: 'end' })).toBe(12);
    expect(of({ ...base, payday: 32 })).toBe(0);
    expect(of({ ...base, payday: 1.5 })).toBe(0);
    expect(of({ ...base, children: 1.5 }, { times: 'children' })).toBe(0);
    expect(of({ ...base, end: undefined }, { until: 'end' })).toBe(13);
    expect(of({ ...base, end: '2090-01-01' }, { until: 'end' })).toBe(0);
  });
});

describe('remapObligations', () => {
  it('names the questions by the new ids, and leaves out a rule naming a question it does not know', () => {
    const ids = new Map([
      ['lender', 'L'],
      ['principal', 'P'],
      ['payout', 'D'],
    ]);
    expect(remapObligations(LOAN, (ref) => ids.get(ref))).toEqual([
      {
        ...LOAN[0],
        amount: 'P',
        due: 'D',
        payer: { question: 'L', side: 'chosen' },
        payee: { question: 'L', side: 'others' },
      },
    ]);
    expect(remapObligations(LOAN, () => undefined)).toBeUndefined();
    const running = rent({ until: 'end', times: 'children' });
    expect(remapObligations(running, (ref) => `id-${ref}`)).toEqual([
      {
        ...running[0],
        amount: 'id-rent',
        from: 'id-start',
        day: 'id-payday',
        until: 'id-end',
        times: 'id-children',
        payer: { question: 'id-landlord', side: 'others' },
        payee: { question: 'id-landlord', side: 'chosen' },
      },
    ]);
    expect(remapObligations(running, (ref) => (ref === 'end' ? undefined : ref))).toBeUndefined();
    expect(remapObligations(undefined, (ref) => ref)).toBeUndefined();
  });
});
