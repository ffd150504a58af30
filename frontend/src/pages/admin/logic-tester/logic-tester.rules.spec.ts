import type { LogicQuestion, LogicRule } from '@avtalt/logic';
import {
  readTesterAnswers,
  testerAnswersOnPath,
  testerInputKind,
  testerLogicAnswers,
  testerStep,
} from './logic-tester.rules';

const q = (id: string, order: number, extra: Partial<LogicQuestion> = {}): LogicQuestion => ({
  id,
  order,
  type: 'yes_no',
  ...extra,
});
const questions = [q('a', 1), q('b', 2, { required: true }), q('c', 3), q('d', 4)];
const rule = (partial: Partial<LogicRule>): LogicRule => ({
  id: 'r',
  questionId: 'c',
  sourceQuestionId: 'a',
  operator: 'equals',
  value: true,
  action: 'hide',
  targetQuestionId: null,
  ...partial,
});

describe('testerStep', () => {
  it('starts at the first question with Forrige disabled', () => {
    const step = testerStep(questions, [], {}, null);
    expect(step).toMatchObject({
      currentId: 'a',
      position: 1,
      total: 4,
      canGoBack: false,
      canGoNext: true,
      nextId: 'b',
    });
  });

  it('disables Neste while a required question is unanswered', () => {
    expect(testerStep(questions, [], {}, 'b').canGoNext).toBe(false);
    expect(testerStep(questions, [], { b: false }, 'b').canGoNext).toBe(true);
  });

  it('disables Neste on the last question', () => {
    const step = testerStep(questions, [], {}, 'd');
    expect(step).toMatchObject({ nextId: null, canGoNext: false, canGoBack: true, previousId: 'c' });
  });

  it('skips a hidden question and marks it', () => {
    const step = testerStep(questions, [rule({})], { a: true, b: true }, 'b');
    expect(step.nextId).toBe('d');
    expect(step.total).toBe(3);
    expect(step.statuses).toEqual({ a: 'on_path', b: 'current', c: 'hidden', d: 'on_path' });
  });

  it('retraces a jump with Forrige and marks the skipped questions', () => {
    const jump = rule({ questionId: 'a', action: 'jump_to', targetQuestionId: 'd' });
    const step = testerStep(questions, [jump], { a: true }, 'd');
    expect(step.previousId).toBe('a');
    expect(step.statuses.b).toBe('skipped');
  });

  it('ends the form and marks what comes after', () => {
    const end = rule({ questionId: 'b', sourceQuestionId: 'b', action: 'end_form', value: false });
    const step = testerStep(questions, [end], { a: true, b: false }, 'b');
    expect(step.canGoNext).toBe(false);
    expect(step.statuses.c).toBe('after_end');
    expect(step.statuses.d).toBe('after_end');
  });

  it('continues after a question that has left the path', () => {
    const hideB = rule({ questionId: 'b', value: false });
    expect(testerStep(questions, [hideB], { a: false }, 'b').currentId).toBe('c');
  });

  it('says where the form ends: nothing before the last question, the last one, or a rule that ends it', () => {
    expect(testerStep(questions, [], { b: true }, 'c').end).toBeNull();
    // On the last question before it is answered: the end, not yet complete.
    expect(testerStep(questions, [], { b: true }, 'd').end).toEqual({
      by: 'last',
      complete: false,
      missingRequired: false,
    });
    expect(testerStep(questions, [], { b: true, d: false }, 'd').end).toEqual({
      by: 'last',
      complete: true,
      missingRequired: false,
    });
    // A required question on the path still unanswered: not complete, and it says so.
    expect(testerStep(questions, [], { d: true }, 'd').end).toEqual({
      by: 'last',
      complete: false,
      missingRequired: true,
    });
    const end = rule({ questionId: 'b', sourceQuestionId: 'b', action: 'end_form', value: false });
    expect(testerStep(questions, [end], { b: false }, 'b').end).toEqual({
      by: 'rule',
      complete: true,
      missingRequired: false,
    });
    expect(testerStep(questions, [end], { b: true }, 'b').end).toBeNull();
  });

  it('has no current question without questions', () => {
    expect(testerStep([], [], {}, null)).toMatchObject({
      currentId: null,
      total: 0,
      canGoNext: false,
      canGoBack: false,
    });
  });
});

describe('typed answers in the tester', () => {
  const typed: LogicQuestion[] = [
    q('split', 1, { type: 'multiple_choice', options: ['Likt', 'Etter inntekt'] }),
    q('rent', 2, { type: 'free_text', format: 'amount', required: true }),
    q('start', 3, { type: 'free_text', format: 'date' }),
    q('tenant', 4, { type: 'free_text', format: 'party' }),
    q('deposit', 5),
    q('sublet', 6),
    q('late', 7),
    q('income', 8),
  ];
  const rules: LogicRule[] = [
    rule({
      id: 'r1',
      questionId: 'deposit',
      sourceQuestionId: 'rent',
      operator: 'greater_than',
      value: 10000,
      action: 'show',
    }),
    rule({
      id: 'r2',
      questionId: 'sublet',
      sourceQuestionId: 'tenant',
      operator: 'equals',
      value: 'other',
      action: 'show',
    }),
    rule({
      id: 'r3',
      questionId: 'late',
      sourceQuestionId: 'start',
      operator: 'greater_than',
      value: '2027-01-01',
      action: 'show',
    }),
    rule({
      id: 'r4',
      questionId: 'income',
      sourceQuestionId: 'split',
      operator: 'equals',
      value: 'Etter inntekt',
      action: 'show',
    }),
  ];
  const run = (inputs: Record<string, unknown>, at: string | null = null) => {
    const { answers, errors } = readTesterAnswers(typed, inputs);
    return { answers, errors, step: testerStep(typed, rules, testerLogicAnswers(typed, answers), at) };
  };

  it('asks each question with the input of its type and format', () => {
    expect(typed.map(testerInputKind)).toEqual([
      'option',
      'amount',
      'date',
      'party',
      'yes_no',
      'yes_no',
      'yes_no',
      'yes_no',
    ]);
  });

  it('reads what the admin typed as the answer an agreement would store', () => {
    const { answers, errors } = run({
      split: 'etter inntekt',
      rent: '12 000',
      start: '1.3.2027',
      tenant: 'self',
    });
    expect(answers).toEqual({ split: 'Etter inntekt', rent: 12000, start: '2027-03-01', tenant: 'self' });
    expect(errors).toEqual({});
  });

  it("gives parseAnswer's Norwegian reason for a value it cannot read, and counts it as unanswered", () => {
    const { answers, errors, step } = run({ rent: 'mye', start: '30.2.2027' }, 'rent');
    expect(errors).toEqual({
      rent: 'Skriv et beløp i kroner, for eksempel 12 000',
      start: 'Skriv en gyldig dato, for eksempel 1.3.2027',
    });
    expect(answers).toEqual({});
    expect(step.canGoNext).toBe(false);
    expect(run({ rent: '  ' }).errors).toEqual({});
  });

  it('evaluates rules on typed answers with the shared logic: amounts, dates, parties and options', () => {
    const hidden = run({ split: 'Likt', rent: '9 000', start: '1.3.2026', tenant: 'self' }).step.statuses;
    expect([hidden.deposit, hidden.sublet, hidden.late, hidden.income]).toEqual([
      'hidden',
      'hidden',
      'hidden',
      'hidden',
    ]);
    const shown = run({ split: 'Etter inntekt', rent: '12 000,00', start: '2027-03-01', tenant: 'other' })
      .step.statuses;
    expect([shown.deposit, shown.sublet, shown.late, shown.income]).toEqual([
      'on_path',
      'on_path',
      'on_path',
      'on_path',
    ]);
  });
});

describe('testerAnswersOnPath', () => {
  const typed = questions.map((question) => ({ ...question, format: null, options: null }));

  it('drops the answers to questions the rules now hide, and counts them', () => {
    // c was answered while a was Nei; a = Ja hides c.
    expect(testerAnswersOnPath(typed, [rule({})], { a: false, b: true, c: true })).toEqual({
      answers: { a: false, b: true, c: true },
      dropped: 0,
    });
    expect(testerAnswersOnPath(typed, [rule({})], { a: true, b: true, c: true })).toEqual({
      answers: { a: true, b: true },
      dropped: 1,
    });
  });

  it('drops the answers to questions a jump now skips', () => {
    const jump = rule({ questionId: 'a', action: 'jump_to', targetQuestionId: 'd' });
    expect(testerAnswersOnPath(typed, [jump], { a: true, b: false, c: true, d: true })).toEqual({
      answers: { a: true, d: true },
      dropped: 2,
    });
  });
});
