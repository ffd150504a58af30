import {
  addMonths,
  checkableAnswers,
  checkValues,
  monthlyPayments,
  unconfirmedWarnings,
  validateValueChecks,
  VALUE_CHECK_MESSAGES,
  valueCheckErrors,
  type CheckedQuestion,
  type ValidatedQuestion,
} from './value-checks.rules';
import type { ValueCheck } from './value-checks.types';

const TODAY = '2027-03-15';

const loan: CheckedQuestion[] = [
  { id: 'belop', type: 'free_text', format: 'amount' },
  { id: 'utbetalt', type: 'free_text', format: 'date' },
  { id: 'avdrag', type: 'yes_no' },
  {
    id: 'forfall',
    type: 'free_text',
    format: 'date',
    checks: [
      { kind: 'after', other: 'utbetalt', severity: 'error', message: 'Forfall må være etter utbetaling.' },
    ],
  },
  {
    id: 'rente',
    type: 'free_text',
    format: 'percent',
    checks: [
      { kind: 'atMost', value: 25, severity: 'warning', message: 'Renten er over 25 %. Er det riktig?' },
      { kind: 'atLeast', value: 0, severity: 'error', message: 'Renten kan ikke være negativ.' },
    ],
  },
  {
    id: 'termin',
    type: 'free_text',
    format: 'amount',
    checks: [
      {
        kind: 'instalmentsCover',
        amount: 'belop',
        from: 'utbetalt',
        until: 'forfall',
        severity: 'error',
        message: 'Avdragene dekker ikke lånet innen forfall.',
        when: { question: 'avdrag', operator: 'equals', value: true },
      },
    ],
  },
];

describe('addMonths', () => {
  it('adds calendar months and keeps the day', () => {
    expect(addMonths('2027-03-15', 1)).toBe('2027-04-15');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2027-03-15', 36)).toBe('2030-03-15');
    expect(addMonths('2027-03-15', -3)).toBe('2026-12-15');
  });

  it('makes a day the month lacks its last day (31 January + 1 month is 28 or 29 February)', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-08-31', 1)).toBe('2027-09-30');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
  });
});

describe('monthlyPayments', () => {
  it('counts the payments from one month after the payout up to and including the last date', () => {
    expect(monthlyPayments('2027-01-15', '2027-01-15')).toBe(0);
    expect(monthlyPayments('2027-01-15', '2027-02-14')).toBe(0);
    expect(monthlyPayments('2027-01-15', '2027-02-15')).toBe(1);
    expect(monthlyPayments('2027-01-15', '2028-01-15')).toBe(12);
    expect(monthlyPayments('2027-01-31', '2027-02-28')).toBe(1);
    expect(monthlyPayments('2027-03-01', '2027-01-01')).toBe(0);
  });
});

describe('checkValues', () => {
  it('refuses a date on or before the date it must come after, and accepts the day after', () => {
    const base = { belop: 50000, utbetalt: '2027-05-01' };
    expect(checkValues(loan, { ...base, forfall: '2027-04-30' }, TODAY)).toEqual([
      { questionId: 'forfall', severity: 'error', message: 'Forfall må være etter utbetaling.' },
    ]);
    expect(checkValues(loan, { ...base, forfall: '2027-05-01' }, TODAY)).toHaveLength(1);
    expect(checkValues(loan, { ...base, forfall: '2027-05-02' }, TODAY)).toEqual([]);
  });

  it('with months: the date must be on or after the other plus so many calendar months', () => {
    const lease: CheckedQuestion[] = [
      { id: 'start', type: 'free_text', format: 'date' },
      {
        id: 'slutt',
        type: 'free_text',
        format: 'date',
        checks: [{ kind: 'after', other: 'start', months: 36, severity: 'error', message: 'Minst tre år.' }],
      },
    ];
    expect(checkValues(lease, { start: '2027-01-31', slutt: '2030-01-30' }, TODAY)).toHaveLength(1);
    expect(checkValues(lease, { start: '2027-01-31', slutt: '2030-01-31' }, TODAY)).toEqual([]);
    const monthly: CheckedQuestion[] = [
      lease[0],
      {
        ...lease[1],
        checks: [{ kind: 'after', other: 'start', months: 1, severity: 'error', message: 'En måned.' }],
      },
    ];
    expect(checkValues(monthly, { start: '2027-01-31', slutt: '2027-02-27' }, TODAY)).toHaveLength(1);
    expect(checkValues(monthly, { start: '2027-01-31', slutt: '2027-02-28' }, TODAY)).toEqual([]);
  });

  it('notFuture: today is accepted, tomorrow is not', () => {
    const q: CheckedQuestion[] = [
      {
        id: 'fra',
        type: 'free_text',
        format: 'date',
        checks: [{ kind: 'notFuture', severity: 'error', message: 'Ikke i fremtiden.' }],
      },
    ];
    expect(checkValues(q, { fra: TODAY }, TODAY)).toEqual([]);
    expect(checkValues(q, { fra: '2027-03-16' }, TODAY)).toEqual([
      { questionId: 'fra', severity: 'error', message: 'Ikke i fremtiden.' },
    ]);
  });

  it('notPast: today is accepted, yesterday is not', () => {
    const q: CheckedQuestion[] = [
      {
        id: 'frist',
        type: 'free_text',
        format: 'date',
        checks: [{ kind: 'notPast', severity: 'error', message: 'Fristen har gått ut.' }],
      },
    ];
    expect(checkValues(q, { frist: TODAY }, TODAY)).toEqual([]);
    expect(checkValues(q, { frist: '2031-01-01' }, TODAY)).toEqual([]);
    expect(checkValues(q, { frist: '2027-03-14' }, TODAY)).toEqual([
      { questionId: 'frist', severity: 'error', message: 'Fristen har gått ut.' },
    ]);
  });

  it('atMost and atLeast hold at the bound, and each severity is reported as declared', () => {
    const at = (rente: unknown) => checkValues(loan, { rente }, TODAY);
    expect(at(25)).toEqual([]);
    expect(at(0)).toEqual([]);
    expect(at(25.01)).toEqual([
      { questionId: 'rente', severity: 'warning', message: 'Renten er over 25 %. Er det riktig?' },
    ]);
    expect(at('60 %')).toHaveLength(1);
    expect(at(-1)).toEqual([
      { questionId: 'rente', severity: 'error', message: 'Renten kan ikke være negativ.' },
    ]);
  });

  it('atMostTimes: a deposit of at most six months of rent', () => {
    const q: CheckedQuestion[] = [
      { id: 'leie', type: 'free_text', format: 'amount' },
      {
        id: 'depositum',
        type: 'free_text',
        format: 'amount',
        checks: [
          {
            kind: 'atMostTimes',
            other: 'leie',
            factor: 6,
            severity: 'error',
            message: 'Høyst seks måneders leie.',
          },
        ],
      },
    ];
    expect(checkValues(q, { leie: 8000.5, depositum: 48003 }, TODAY)).toEqual([]);
    expect(checkValues(q, { leie: 8000.5, depositum: 48003.01 }, TODAY)).toHaveLength(1);
    expect(checkValues(q, { leie: '8 000', depositum: '60 000' }, TODAY)).toHaveLength(1);
  });

  it('instalmentsCover: the instalments from a month after payout up to the due date pay the loan', () => {
    const base = { belop: 12000, utbetalt: '2027-01-31', forfall: '2028-01-31', avdrag: true };
    expect(checkValues(loan, { ...base, termin: 1000 }, TODAY)).toEqual([]);
    expect(checkValues(loan, { ...base, termin: 999.99 }, TODAY)).toEqual([
      { questionId: 'termin', severity: 'error', message: 'Avdragene dekker ikke lånet innen forfall.' },
    ]);
    // Due the day before the twelfth payment: eleven payments.
    expect(checkValues(loan, { ...base, forfall: '2028-01-30', termin: 1000 }, TODAY)).toHaveLength(1);
  });

  it('applies a check only when its condition holds', () => {
    const answers = { belop: 12000, utbetalt: '2027-01-31', forfall: '2028-01-31', termin: 10 };
    expect(checkValues(loan, { ...answers, avdrag: false }, TODAY)).toEqual([]);
    expect(checkValues(loan, answers, TODAY)).toEqual([]);
    expect(checkValues(loan, { ...answers, avdrag: true }, TODAY)).toHaveLength(1);
  });

  it('skips a check whose referenced answer is missing or not a value of its format', () => {
    expect(checkValues(loan, { forfall: '2027-01-01' }, TODAY)).toEqual([]);
    expect(checkValues(loan, { utbetalt: 'snart', forfall: '2027-01-01' }, TODAY)).toEqual([]);
    expect(checkValues(loan, { utbetalt: '2027-05-01', forfall: 'i morgen' }, TODAY)).toEqual([]);
    expect(
      checkValues(loan, { avdrag: true, termin: 10, utbetalt: '2027-01-01', forfall: '2028-01-01' }, TODAY),
    ).toEqual([]);
  });

  it('judges only the answers asked about, reading the others', () => {
    const answers = { utbetalt: '2027-05-01', forfall: '2027-04-01', rente: 60 };
    expect(checkValues(loan, answers, TODAY).map((i) => i.questionId)).toEqual(['forfall', 'rente']);
    expect(checkValues(loan, answers, TODAY, { questionIds: ['rente'] }).map((i) => i.questionId)).toEqual([
      'rente',
    ]);
    expect(checkValues(loan, answers, TODAY, { questionIds: ['belop'] })).toEqual([]);
  });

  it('judges the checks of other answers that name an asked one, reported at the asked one', () => {
    // Round 2: only the payout is asked again; the due date agreed in round 1 must still come after it.
    const named: CheckedQuestion[] = loan.map((q) =>
      q.id === 'forfall' ? { ...q, text: 'Når skal lånet være tilbakebetalt?' } : q,
    );
    const answers = { belop: 50000, utbetalt: '2027-12-01', forfall: '2027-09-01' };
    const issues = checkValues(named, answers, TODAY, { questionIds: ['utbetalt'] });
    expect(issues).toEqual([
      {
        questionId: 'utbetalt',
        checkedQuestionId: 'forfall',
        severity: 'error',
        message:
          'Svaret passer ikke med svaret på «Når skal lånet være tilbakebetalt?»: Forfall må være etter utbetaling. Endre dette svaret eller svaret der.',
      },
    ]);
    expect(
      checkValues(named, { ...answers, utbetalt: '2027-08-01' }, TODAY, { questionIds: ['utbetalt'] }),
    ).toEqual([]);
    // Both asked: reported at the checked question with its own message, once.
    expect(checkValues(named, answers, TODAY, { questionIds: ['utbetalt', 'forfall'] })).toEqual([
      { questionId: 'forfall', severity: 'error', message: 'Forfall må være etter utbetaling.' },
    ]);
    // The instalments too (amount, payout, due date and the condition's source each count).
    const cover = { belop: 11000, utbetalt: '2027-01-01', avdrag: true, forfall: '2027-12-01', termin: 1000 };
    expect(checkValues(loan, cover, TODAY, { questionIds: ['belop'] })).toEqual([]);
    expect(
      checkValues(loan, { ...cover, belop: 20000 }, TODAY, { questionIds: ['belop'] }).map((i) => [
        i.questionId,
        i.checkedQuestionId,
      ]),
    ).toEqual([['belop', 'termin']]);
    expect(
      checkValues(loan, { ...cover, avdrag: false, belop: 20000 }, TODAY, { questionIds: ['avdrag'] }),
    ).toEqual([]);
    expect(
      checkValues(loan, { ...cover, belop: 20000 }, TODAY, { questionIds: ['avdrag'] }).map(
        (i) => i.questionId,
      ),
    ).toEqual(['avdrag']);
  });

  it('reads a party answer in a condition from the one answering', () => {
    const q: CheckedQuestion[] = [
      { id: 'giver', type: 'free_text', format: 'party' },
      {
        id: 'sum',
        type: 'free_text',
        format: 'amount',
        checks: [
          {
            kind: 'atMost',
            value: 100,
            severity: 'warning',
            message: 'Stort beløp.',
            when: { question: 'giver', operator: 'equals', value: 'Meg selv' },
          },
        ],
      },
    ];
    expect(checkValues(q, { giver: 'p1', sum: 500 }, TODAY, { selfIds: ['p1'] })).toHaveLength(1);
    expect(checkValues(q, { giver: 'p2', sum: 500 }, TODAY, { selfIds: ['p1'] })).toEqual([]);
  });

  it('splits errors from warnings, and a warning is confirmed by its question', () => {
    const issues = checkValues(loan, { utbetalt: '2027-05-01', forfall: '2027-04-01', rente: 60 }, TODAY);
    expect(valueCheckErrors(issues).map((i) => i.questionId)).toEqual(['forfall']);
    expect(unconfirmedWarnings(issues, []).map((i) => i.questionId)).toEqual(['rente']);
    expect(unconfirmedWarnings(issues, ['rente'])).toEqual([]);
  });
});

describe('validateValueChecks', () => {
  const questions = (checks: ValueCheck[], extra: Partial<ValidatedQuestion> = {}): ValidatedQuestion[] => [
    { id: 'a', type: 'free_text', format: 'amount', order: 1 },
    { id: 'd', type: 'free_text', format: 'date', order: 2 },
    { id: 'j', type: 'yes_no', order: 3 },
    { id: 'q', type: 'free_text', format: 'date', order: 4, checks, ...extra },
    { id: 'later', type: 'free_text', format: 'date', order: 5 },
  ];
  const messages = (qs: ValidatedQuestion[]) => validateValueChecks(qs).map((p) => p.message);
  const base = { severity: 'error' as const, message: 'Feil.' };

  it('accepts checks that fit their question and name earlier questions of the right format', () => {
    expect(
      validateValueChecks(
        questions([
          { kind: 'after', other: 'd', ...base },
          {
            kind: 'after',
            other: 'd',
            months: 36,
            ...base,
            when: { question: 'j', operator: 'equals', value: true },
          },
          { kind: 'notFuture', ...base },
        ]),
      ),
    ).toEqual([]);
    expect(
      validateValueChecks(
        questions(
          [
            { kind: 'instalmentsCover', amount: 'a', from: 'd', until: 'd', ...base },
            { kind: 'atMostTimes', other: 'a', factor: 6, ...base },
          ],
          { format: 'amount' },
        ),
      ),
    ).toEqual([]);
  });

  it('refuses a reference to a missing, later or wrongly typed question', () => {
    expect(messages(questions([{ kind: 'after', other: 'nope', ...base }]))).toEqual([
      VALUE_CHECK_MESSAGES.unknown,
    ]);
    expect(messages(questions([{ kind: 'after', other: 'later', ...base }]))).toEqual([
      VALUE_CHECK_MESSAGES.notBefore,
    ]);
    expect(messages(questions([{ kind: 'after', other: 'q', ...base }]))).toEqual([
      VALUE_CHECK_MESSAGES.notBefore,
    ]);
    expect(messages(questions([{ kind: 'after', other: 'a', ...base }]))).toEqual([
      VALUE_CHECK_MESSAGES.referenceFormat,
    ]);
    expect(
      messages(
        questions([{ kind: 'instalmentsCover', amount: 'd', from: 'd', until: 'later', ...base }], {
          format: 'amount',
        }),
      ),
    ).toEqual([VALUE_CHECK_MESSAGES.referenceFormat, VALUE_CHECK_MESSAGES.notBefore]);
  });

  it('refuses a kind that does not fit the question, and checks on a question that takes no value', () => {
    expect(messages(questions([{ kind: 'atMost', value: 5, ...base }]))).toEqual([
      VALUE_CHECK_MESSAGES.format,
    ]);
    expect(messages(questions([{ kind: 'notFuture', ...base }], { format: 'amount' }))).toEqual([
      VALUE_CHECK_MESSAGES.format,
    ]);
    expect(messages(questions([{ kind: 'notFuture', ...base }], { type: 'yes_no', format: null }))).toEqual([
      VALUE_CHECK_MESSAGES.notValue,
    ]);
    expect(messages(questions([{ kind: 'sometime', ...base } as unknown as ValueCheck]))).toEqual([
      VALUE_CHECK_MESSAGES.kind,
    ]);
  });

  it('refuses bad numbers, severities, messages and conditions', () => {
    expect(messages(questions([{ kind: 'after', other: 'd', months: 0, ...base }]))).toEqual([
      VALUE_CHECK_MESSAGES.months,
    ]);
    expect(
      messages(questions([{ kind: 'atMostTimes', other: 'a', factor: 0, ...base }], { format: 'amount' })),
    ).toEqual([VALUE_CHECK_MESSAGES.factor]);
    expect(
      messages(questions([{ kind: 'atMost', value: Number.NaN, ...base }], { format: 'amount' })),
    ).toEqual([VALUE_CHECK_MESSAGES.number]);
    expect(
      messages(questions([{ kind: 'notFuture', severity: 'fatal', message: ' ' } as unknown as ValueCheck])),
    ).toEqual([VALUE_CHECK_MESSAGES.severity, VALUE_CHECK_MESSAGES.message]);
    const when = validateValueChecks(
      questions([
        { kind: 'notFuture', ...base, when: { question: 'later', operator: 'equals', value: '2027-01-01' } },
      ]),
    );
    expect(when).toEqual([
      { questionId: 'q', index: 0, message: 'Vilkåret: Kildespørsmålet må komme før spørsmålet' },
    ]);
    expect(
      messages(
        questions([
          { kind: 'notFuture', ...base, when: { question: 'j', operator: 'greater_than', value: 1 } },
        ]),
      ),
    ).toEqual(['Vilkåret: Operatoren kan ikke brukes på ja/nei-spørsmål']);
  });
});

describe('checkableAnswers', () => {
  it('keeps only the answers on the path the answers lead to', () => {
    const questions = [
      { id: 'avdrag', type: 'yes_no' as const, order: 1 },
      { id: 'termin', type: 'free_text' as const, order: 2, format: 'amount' as const },
      { id: 'forfall', type: 'free_text' as const, order: 3, format: 'date' as const },
    ];
    const rules = [
      {
        id: 'r',
        questionId: 'termin',
        sourceQuestionId: 'avdrag',
        operator: 'equals' as const,
        value: true,
        action: 'show' as const,
        targetQuestionId: null,
      },
    ];
    expect(checkableAnswers(questions, rules, { avdrag: true, termin: 1000, forfall: '2028-01-01' })).toEqual(
      { avdrag: true, termin: 1000, forfall: '2028-01-01' },
    );
    expect(
      checkableAnswers(questions, rules, { avdrag: false, termin: 1000, forfall: '2028-01-01' }),
    ).toEqual({ avdrag: false, forfall: '2028-01-01' });
  });
});
