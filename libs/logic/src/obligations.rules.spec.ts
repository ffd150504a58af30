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
    );
    expect(schedule[0]).toMatchObject({ payerIds: [A], payeeIds: [B, C] });
  });

  it('gives nothing for a rule whose answers are missing, not positive, name nobody or would run for over fifty years', () => {
    const base = { lender: 'other', principal: 10000, payout: '2027-01-31', how: 'x', last: '2030-01-01' };
    expect(obligationSchedule(LOAN, questions, agreed({ ...base, principal: undefined }), [A, B])).toEqual(
      [],
    );
    expect(obligationSchedule(LOAN, questions, agreed({ ...base, principal: 0 }), [A, B])).toEqual([]);
    expect(obligationSchedule(LOAN, questions, agreed({ ...base, lender: C }), [A, B])).toEqual([]);
    const slow = obligationSchedule(LOAN, questions, agreed({ ...base, instalment: 1 }), [A, B]);
    expect(slow.map((p) => p.ruleId)).toEqual(['utbetaling']);
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
    expect(remapObligations(undefined, (ref) => ref)).toBeUndefined();
  });
});
