import type { AgreementQuestion } from '@avtalt/contracts';
import { agreementQuestion } from '../../test/question-flow';
import {
  confirmedWarningIds,
  firstNamedQuestion,
  NO_VERDICT,
  osloToday,
  serverVerdict,
  valueVerdict,
} from './value-checks.rules';

const PAYOUT = 'c0000000-0000-4000-8000-000000000001';
const DUE = 'c0000000-0000-4000-8000-000000000002';
const RATE = 'c0000000-0000-4000-8000-000000000003';
const questions: AgreementQuestion[] = [
  agreementQuestion({ id: PAYOUT, order: 1, type: 'free_text', format: 'date' }),
  agreementQuestion({
    id: DUE,
    order: 2,
    type: 'free_text',
    format: 'date',
    checks: [{ kind: 'after', other: PAYOUT, severity: 'error', message: 'Etter utbetaling.' }],
  }),
  agreementQuestion({
    id: RATE,
    order: 3,
    type: 'free_text',
    format: 'percent',
    checks: [{ kind: 'atMost', value: 25, severity: 'warning', message: 'Høy rente.' }],
  }),
];

describe('valueVerdict (issue 33)', () => {
  it('gives the error of a check that fails against the other answers of the flow', () => {
    expect(valueVerdict(questions, { [PAYOUT]: '2027-06-01' }, DUE, '2027-05-01', '2027-01-01')).toEqual({
      error: 'Etter utbetaling.',
      warnings: [],
    });
    expect(valueVerdict(questions, { [PAYOUT]: '2027-06-01' }, DUE, '2027-06-02', '2027-01-01')).toEqual(
      NO_VERDICT,
    );
  });

  it('skips a check whose other answer is not in the flow, and a question without checks', () => {
    expect(valueVerdict(questions, {}, DUE, '2027-05-01', '2027-01-01')).toEqual(NO_VERDICT);
    expect(valueVerdict(questions, {}, PAYOUT, '2027-05-01', '2027-01-01')).toEqual(NO_VERDICT);
  });

  it('judges a later answer whose check names this one: a payout changed to after the due date', () => {
    const named = questions.map((q) => (q.id === DUE ? { ...q, text: 'Forfall' } : q));
    expect(valueVerdict(named, { [DUE]: '2027-09-01' }, PAYOUT, '2027-12-01', '2027-01-01')).toEqual({
      error:
        'Svaret passer ikke med svaret på «Forfall»: Etter utbetaling. Endre dette svaret eller svaret der.',
      warnings: [],
    });
    expect(valueVerdict(named, { [DUE]: '2027-09-01' }, PAYOUT, '2027-08-01', '2027-01-01')).toEqual(
      NO_VERDICT,
    );
  });

  it('reads no answer off the path: a due date a rule hides does not judge the payout', () => {
    const SHOW = 'c0000000-0000-4000-8000-000000000004';
    const gated: AgreementQuestion[] = [
      agreementQuestion({ id: SHOW, order: 0, type: 'yes_no' }),
      ...questions.map((q) =>
        q.id === DUE
          ? {
              ...q,
              rules: [
                {
                  id: 'r1',
                  questionId: DUE,
                  sourceQuestionId: SHOW,
                  operator: 'equals' as const,
                  value: true,
                  action: 'show' as const,
                  targetQuestionId: null,
                },
              ],
            }
          : q,
      ),
    ];
    expect(
      valueVerdict(gated, { [SHOW]: true, [DUE]: '2027-09-01' }, PAYOUT, '2027-12-01', '2027-01-01').error,
    ).not.toBeNull();
    expect(
      valueVerdict(gated, { [SHOW]: false, [DUE]: '2027-09-01' }, PAYOUT, '2027-12-01', '2027-01-01'),
    ).toEqual(NO_VERDICT);
  });

  it('lists the warnings of an unusual value', () => {
    expect(valueVerdict(questions, {}, RATE, 60, '2027-01-01')).toEqual({
      error: null,
      warnings: ['Høy rente.'],
    });
  });
});

describe('the server’s 400 (issue 33)', () => {
  const details = [{ path: `answers.${RATE}`, message: 'Høy rente.' }];

  it('reads an unconfirmed warning and an error by question, and a saved answer’s at response', () => {
    expect(serverVerdict('VALUE_WARNINGS_UNCONFIRMED', details, RATE)).toEqual({
      error: null,
      warnings: ['Høy rente.'],
    });
    expect(
      serverVerdict('VALIDATION_FAILED', [{ path: `answers.${DUE}`, message: 'Etter utbetaling.' }], DUE),
    ).toEqual({ error: 'Etter utbetaling.', warnings: [] });
    expect(
      serverVerdict('VALIDATION_FAILED', [{ path: 'response', message: 'Etter utbetaling.' }], DUE, true)
        ?.error,
    ).toBe('Etter utbetaling.');
    expect(serverVerdict('VALUE_WARNINGS_UNCONFIRMED', details, DUE)).toBeNull();
  });

  it('finds the first question named in flow order, and sends only confirmations of answers sent', () => {
    expect(
      firstNamedQuestion([...details, { path: `answers.${DUE}`, message: 'x' }], [PAYOUT, DUE, RATE]),
    ).toBe(DUE);
    expect(firstNamedQuestion([], [PAYOUT])).toBeNull();
    expect(confirmedWarningIds(new Set([RATE, DUE]), { [RATE]: 60 })).toEqual([RATE]);
  });
});

describe('osloToday', () => {
  it('is the date in Norway (23:30 UTC on 31 May is 1 June)', () => {
    expect(osloToday(new Date('2027-05-31T23:30:00Z'))).toBe('2027-06-01');
    expect(osloToday(new Date('2027-01-15T12:00:00Z'))).toBe('2027-01-15');
  });
});
