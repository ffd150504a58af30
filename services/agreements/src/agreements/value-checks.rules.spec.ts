import { AgreementMessages, type Caller, ErrorCode, type ValueCheckDto } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { answerRows, questionRow, submissionRows } from '../testing/question-rows';
import { agreementRow, participantRow } from '../testing/snapshots';
import { applyCommand, type CommandState } from './agreement.commands';
import type { AgreementSnapshot, QuestionRow } from './agreement.rows';
import { copyChecks, earlierAnswers } from './value-checks.rules';
import type { AgreementCommand } from './agreement-command';

/** Europe/Oslo: 23:30 UTC on 31 May is 1 June in Norway. */
const now = new Date('2027-05-31T23:30:00Z');
const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };

const dueAfterPayout: ValueCheckDto = {
  kind: 'after',
  other: 'q2',
  severity: 'error',
  message: 'Forfallsdatoen må være etter utbetalingen.',
};
const highRate: ValueCheckDto = {
  kind: 'atMost',
  value: 25,
  severity: 'warning',
  message: 'Renten er over 25 %. Stemmer det?',
};
const startNotFuture: ValueCheckDto = {
  kind: 'notFuture',
  severity: 'error',
  message: 'Startdatoen kan ikke være i fremtiden.',
};

/** A loan for two: amount, payout, due date (after payout), interest (warning above 25 %), a start date (not in the future). */
function loan(): AgreementSnapshot {
  const questions: QuestionRow[] = [
    questionRow(1, { text: 'Beløp', type: 'free_text', format: 'amount' }),
    questionRow(2, { text: 'Utbetaling', type: 'free_text', format: 'date' }),
    questionRow(3, { text: 'Forfall', type: 'free_text', format: 'date', checks: [dueAfterPayout] }),
    questionRow(4, { text: 'Rente', type: 'free_text', format: 'percent', checks: [highRate] }),
    questionRow(5, { text: 'Start', type: 'free_text', format: 'date', checks: [startNotFuture] }),
  ];
  return {
    agreement: agreementRow(now, { title: 'Lån' }),
    questions,
    rules: [],
    participants: [participantRow('ola', now)],
    answers: [],
    submissions: [],
  };
}

const apply = (s: AgreementSnapshot, command: AgreementCommand): CommandState =>
  applyCommand({ rows: s, drafts: [] }, command, now, () => 'p-kari');
const refusal = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('not refused');
};
const valid = { q1: 50000, q2: '2027-06-01', q3: '2028-06-01', q4: 5, q5: '2027-06-01' };

describe('value checks on an answer set (issue 33)', () => {
  it('stores a set whose checks hold, today being the date in Norway', () => {
    const after = apply(loan(), { kind: 'answerAll', caller: kari, answers: valid });
    expect(after.rows.answers.filter((a) => a.participantId === 'p-kari')).toHaveLength(5);
  });

  it('refuses a due date on or before the payout with 400, the check’s message at answers.<id>, and changes nothing', () => {
    const before = loan();
    const error = refusal(() =>
      apply(before, { kind: 'answerAll', caller: kari, answers: { ...valid, q3: '2027-06-01' } }),
    );
    expect(error).toMatchObject({
      code: ErrorCode.ValidationFailed,
      message: dueAfterPayout.message,
      details: [{ path: 'answers.q3', message: dueAfterPayout.message }],
    });
    expect(before.answers).toEqual([]);
    expect(before.participants).toHaveLength(1);
  });

  it('refuses a start date after today in Norway', () => {
    const error = refusal(() =>
      apply(loan(), { kind: 'answerAll', caller: kari, answers: { ...valid, q5: '2027-06-02' } }),
    );
    expect(error.details).toEqual([{ path: 'answers.q5', message: startNotFuture.message }]);
  });

  it('refuses an unconfirmed warning with its own code and the warnings listed; stores it once confirmed', () => {
    const error = refusal(() =>
      apply(loan(), { kind: 'answerAll', caller: kari, answers: { ...valid, q4: 60 } }),
    );
    expect(error).toMatchObject({
      code: ErrorCode.ValueWarningsUnconfirmed,
      message: AgreementMessages.warningsUnconfirmed,
      details: [{ path: 'answers.q4', message: highRate.message }],
    });
    const after = apply(loan(), {
      kind: 'answerAll',
      caller: kari,
      answers: { ...valid, q4: 60 },
      confirmedWarnings: ['q4'],
    });
    expect(
      after.rows.answers.find((a) => a.participantId === 'p-kari' && a.questionId === 'q4')?.response,
    ).toBe(60);
  });

  it('an error refuses the set even when its warnings are confirmed', () => {
    const error = refusal(() =>
      apply(loan(), {
        kind: 'answerAll',
        caller: kari,
        answers: { ...valid, q3: '2027-01-01', q4: 60 },
        confirmedWarnings: ['q3', 'q4'],
      }),
    );
    expect(error.code).toBe(ErrorCode.ValidationFailed);
  });

  it('in round 2 compares with the person’s answer of round 1 when the question named is not asked again', () => {
    const s = loan();
    const round2: AgreementSnapshot = {
      ...s,
      agreement: { ...s.agreement, currentRound: 2, status: 'in_progress' },
      participants: [...s.participants, participantRow('kari', now)],
      answers: answerRows({ 'p-ola': valid, 'p-kari': { ...valid, q3: '2029-01-01' } }),
      submissions: submissionRows(['p-ola', 'p-kari']),
    };
    expect(earlierAnswers(round2, 'p-kari', 2)).toMatchObject({ q2: '2027-06-01', q3: '2029-01-01' });
    const error = refusal(() =>
      apply(round2, { kind: 'answerAll', caller: kari, answers: { q3: '2027-05-01' } }),
    );
    expect(error.details).toEqual([{ path: 'answers.q3', message: dueAfterPayout.message }]);
  });

  it('in round 2 refuses a payout after the due date agreed in round 1, at answers.<payout>, storing nothing', () => {
    const round2 = secondRound();
    const error = refusal(() =>
      apply(round2, { kind: 'answerAll', caller: kari, answers: { q2: '2029-06-01' } }),
    );
    expect(error).toMatchObject({
      code: ErrorCode.ValidationFailed,
      details: [{ path: 'answers.q2', message: referred }],
    });
    expect(round2.answers.filter((a) => a.round === 2)).toEqual([]);
    const after = apply(round2, { kind: 'answerAll', caller: kari, answers: { q2: '2028-01-01' } });
    expect(after.rows.answers.filter((a) => a.round === 2).map((a) => [a.questionId, a.response])).toEqual([
      ['q2', '2028-01-01'],
    ]);
  });

  it('reads no answer a later answer hid: a due date off the path does not judge the payout', () => {
    const s = secondRound();
    const round2: AgreementSnapshot = {
      ...s,
      rules: [
        {
          id: 'r',
          questionId: 'q3',
          sourceQuestionId: 'q1',
          operator: 'less_than',
          value: 100000,
          action: 'show',
          targetQuestionId: null,
        },
      ],
    };
    expect(
      refusal(() => apply(round2, { kind: 'answerAll', caller: kari, answers: { q2: '2029-06-01' } }))
        .details,
    ).toEqual([{ path: 'answers.q2', message: referred }]);
    const hidden = {
      ...round2,
      answers: round2.answers.map((a) => (a.questionId === 'q1' ? { ...a, response: 200000 } : a)),
    };
    expect(
      apply(hidden, { kind: 'answerAll', caller: kari, answers: { q2: '2029-06-01' } }).rows.answers.filter(
        (a) => a.round === 2,
      ),
    ).toHaveLength(1);
  });
});

/** Round 2 of the loan: both gave the same amount and due date (2029-01-01) in round 1, the payouts differ. */
function secondRound(): AgreementSnapshot {
  const s = loan();
  return {
    ...s,
    agreement: { ...s.agreement, currentRound: 2, status: 'in_progress' },
    participants: [...s.participants, participantRow('kari', now)],
    answers: answerRows({
      'p-ola': { ...valid, q3: '2029-01-01' },
      'p-kari': { ...valid, q3: '2029-01-01', q2: '2027-07-01' },
    }),
    submissions: submissionRows(['p-ola', 'p-kari']),
  };
}

/** The due date's check, reported at the payout it names. */
const referred = `Svaret passer ikke med svaret på «Forfall»: ${dueAfterPayout.message} Endre dette svaret eller svaret der.`;

describe('value checks on one saved answer (issue 33)', () => {
  it('refuses an error at path response, and a warning until confirmedWarning is true', () => {
    const drafts = apply(loan(), { kind: 'answerOne', caller: kari, questionId: 'q2', response: '1.6.2027' });
    const early = refusal(() =>
      applyCommand(
        drafts,
        { kind: 'answerOne', caller: kari, questionId: 'q3', response: '1.5.2027' },
        now,
        () => 'x',
      ),
    );
    expect(early).toMatchObject({
      code: ErrorCode.ValidationFailed,
      details: [{ path: 'response', message: dueAfterPayout.message }],
    });
    const warned = refusal(() =>
      applyCommand(
        drafts,
        { kind: 'answerOne', caller: kari, questionId: 'q4', response: 60 },
        now,
        () => 'x',
      ),
    );
    expect(warned).toMatchObject({
      code: ErrorCode.ValueWarningsUnconfirmed,
      details: [{ path: 'response', message: highRate.message }],
    });
    const saved = applyCommand(
      drafts,
      { kind: 'answerOne', caller: kari, questionId: 'q4', response: 60, confirmedWarning: true },
      now,
      () => 'x',
    );
    expect(saved.drafts.map((d) => [d.questionId, d.response])).toEqual([
      ['q2', '2027-06-01'],
      ['q4', 60],
    ]);
  });

  it('refuses a saved payout after the due date of round 1, at path response', () => {
    const error = refusal(() =>
      apply(secondRound(), { kind: 'answerOne', caller: kari, questionId: 'q2', response: '2029-06-01' }),
    );
    expect(error).toMatchObject({
      code: ErrorCode.ValidationFailed,
      details: [{ path: 'response', message: referred }],
    });
  });

  it('skips a check whose referenced answer is not given yet', () => {
    const saved = apply(loan(), {
      kind: 'answerOne',
      caller: kari,
      questionId: 'q3',
      response: '2020-01-01',
    });
    expect(saved.drafts).toEqual([{ ownerId: 'u-kari', questionId: 'q3', round: 1, response: '2020-01-01' }]);
  });
});

describe('copyChecks', () => {
  it('names the agreement’s questions instead of the templates, and leaves out a check naming a template not copied', () => {
    const ids = new Map([
      ['t2', 'a2'],
      ['t3', 'a3'],
    ]);
    const when = { question: 't3', operator: 'equals' as const, value: true };
    expect(copyChecks([{ ...dueAfterPayout, other: 't2', when }], ids)).toEqual([
      { ...dueAfterPayout, other: 'a2', when: { ...when, question: 'a3' } },
    ]);
    expect(copyChecks([{ ...dueAfterPayout, other: 'gone' }, startNotFuture], ids)).toEqual([startNotFuture]);
    expect(copyChecks([{ ...dueAfterPayout, other: 'gone' }], ids)).toBeNull();
    expect(copyChecks(undefined, ids)).toBeNull();
  });
});
