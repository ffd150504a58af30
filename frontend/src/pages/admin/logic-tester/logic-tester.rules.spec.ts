import type { LogicQuestion, LogicRule } from '@avtalt/logic';
import { testerStep } from './logic-tester.rules';

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

  it('has no current question without questions', () => {
    expect(testerStep([], [], {}, null)).toMatchObject({
      currentId: null,
      total: 0,
      canGoNext: false,
      canGoBack: false,
    });
  });
});
