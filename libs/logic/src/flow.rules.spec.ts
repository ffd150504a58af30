import {
  answersOnPath,
  computePath,
  evaluateVisibility,
  isComplete,
  nextQuestion,
  previousQuestion,
} from './flow.rules';
import type { Answers, LogicQuestion, LogicRule, QuestionType } from './logic.types';
import { sortQuestions } from './questions.rules';

// The worked example of README.md: a cohabitation agreement.
const samboer: LogicQuestion[] = [
  { id: 'enige', type: 'yes_no', order: 1, required: true },
  { id: 'barn', type: 'yes_no', order: 2, required: true },
  { id: 'antall', type: 'free_text', order: 3 },
  { id: 'omsorg', type: 'multiple_choice', order: 4, options: ['Delt likt', 'Mest hos én', 'Annet'] },
  { id: 'bolig', type: 'yes_no', order: 5, required: true },
  { id: 'brok', type: 'free_text', order: 6 },
  { id: 'husdyr', type: 'yes_no', order: 7 },
];
const samboerRules: LogicRule[] = [
  {
    id: 'r1',
    questionId: 'enige',
    sourceQuestionId: 'enige',
    operator: 'equals',
    value: false,
    action: 'end_form',
  },
  {
    id: 'r2',
    questionId: 'antall',
    sourceQuestionId: 'barn',
    operator: 'equals',
    value: true,
    action: 'show',
  },
  {
    id: 'r3',
    questionId: 'omsorg',
    sourceQuestionId: 'barn',
    operator: 'equals',
    value: true,
    action: 'show',
  },
  {
    id: 'r4',
    questionId: 'omsorg',
    sourceQuestionId: 'antall',
    operator: 'less_than',
    value: 1,
    action: 'hide',
  },
  {
    id: 'r5',
    questionId: 'bolig',
    sourceQuestionId: 'bolig',
    operator: 'equals',
    value: false,
    action: 'jump_to',
    targetQuestionId: 'husdyr',
  },
];
const pathOf = (answers: Answers) => computePath(samboer, samboerRules, answers).path;

function q(
  id: string,
  order: number,
  type: QuestionType = 'yes_no',
  extra: Partial<LogicQuestion> = {},
): LogicQuestion {
  return { id, type, order, ...extra };
}
let ruleCount = 0;
function r(
  action: LogicRule['action'],
  questionId: string,
  sourceQuestionId: string,
  value: unknown = true,
  extra: Partial<LogicRule> = {},
): LogicRule {
  return { id: `r${++ruleCount}`, questionId, sourceQuestionId, operator: 'equals', value, action, ...extra };
}
const jump = (from: string, to: string, source = from, value: unknown = true) =>
  r('jump_to', from, source, value, { targetQuestionId: to });
const five = [q('a', 1), q('b', 2), q('c', 3), q('d', 4), q('e', 5)];

describe('README example', () => {
  it('hides the questions about children until Ja is answered', () => {
    expect(computePath(samboer, samboerRules, {})).toEqual({
      path: ['enige', 'barn', 'bolig', 'brok', 'husdyr'],
      ended: false,
      endedBy: null,
      firstUnanswered: 'enige',
      missingRequired: ['enige', 'barn', 'bolig'],
    });
    expect(pathOf({ enige: true, barn: true })).toEqual([
      'enige',
      'barn',
      'antall',
      'omsorg',
      'bolig',
      'brok',
      'husdyr',
    ]);
  });

  it('lets hide beat show', () => {
    expect(pathOf({ enige: true, barn: true, antall: '0' })).toEqual([
      'enige',
      'barn',
      'antall',
      'bolig',
      'brok',
      'husdyr',
    ]);
    expect([
      ...evaluateVisibility(samboer, samboerRules, { enige: true, barn: true, antall: '0' }),
    ]).not.toContain('omsorg');
  });

  it('jumps over the ownership share when they do not own together', () => {
    const answers = { enige: true, barn: false, bolig: false };
    expect(pathOf(answers)).toEqual(['enige', 'barn', 'bolig', 'husdyr']);
    expect(nextQuestion(samboer, samboerRules, answers, 'bolig')).toBe('husdyr');
    expect(previousQuestion(samboer, samboerRules, answers, 'husdyr')).toBe('bolig');
    expect(nextQuestion(samboer, samboerRules, answers, 'husdyr')).toBeNull();
    expect(previousQuestion(samboer, samboerRules, answers, null)).toBe('husdyr');
    expect(evaluateVisibility(samboer, samboerRules, answers)).toEqual(
      new Set(['enige', 'barn', 'bolig', 'brok', 'husdyr']),
    );
  });

  it('ends the form at once when they do not want an agreement', () => {
    expect(computePath(samboer, samboerRules, { enige: false, barn: true })).toEqual({
      path: ['enige'],
      ended: true,
      endedBy: 'enige',
      firstUnanswered: null,
      missingRequired: [],
    });
    expect(nextQuestion(samboer, samboerRules, { enige: false }, 'enige')).toBeNull();
    expect(isComplete(samboer, samboerRules, { enige: false })).toBe(true);
  });

  it('ignores an answer to a question the route skips', () => {
    const answers = { enige: true, barn: false, bolig: false, brok: '50/50' };
    expect(answersOnPath(samboer, samboerRules, answers)).toEqual({ enige: true, barn: false, bolig: false });
    expect(computePath(samboer, samboerRules, answers).firstUnanswered).toBe('husdyr');
  });

  it('re-evaluates after every answer', () => {
    const steps: Answers[] = [
      {},
      { enige: true },
      { enige: true, barn: true },
      { enige: true, barn: true, antall: '2' },
    ];
    expect(
      steps.map((answers) =>
        nextQuestion(samboer, samboerRules, answers, Object.keys(answers).pop() ?? null),
      ),
    ).toEqual(['enige', 'barn', 'antall', 'omsorg']);
  });
});

describe('order', () => {
  it('sorts by order, then by id, without changing the input', () => {
    const questions = [q('b', 2), q('c', 1), q('a', 2)];
    expect(sortQuestions(questions).map((question) => question.id)).toEqual(['c', 'a', 'b']);
    expect(questions.map((question) => question.id)).toEqual(['b', 'c', 'a']);
    expect(computePath(questions, [], {}).path).toEqual(['c', 'a', 'b']);
  });

  it('reads an order given as a numeric string and puts a missing one last', () => {
    const questions = [q('x', NaN), q('ten', '10' as never), q('nine', 9), q('y', undefined as never)];
    expect(sortQuestions(questions).map((question) => question.id)).toEqual(['nine', 'ten', 'x', 'y']);
  });

  it('keeps only the first of two questions with the same id', () => {
    const questions = [q('a', 3, 'free_text'), q('a', 1), q('b', 2)];
    expect(sortQuestions(questions)).toEqual([q('a', 1), q('b', 2)]);
    expect(computePath(questions, [], {}).path).toEqual(['a', 'b']);
  });

  it('asks every question in order when there are no rules', () => {
    expect(computePath(five, [], { a: true, c: false })).toEqual({
      path: ['a', 'b', 'c', 'd', 'e'],
      ended: false,
      endedBy: null,
      firstUnanswered: 'b',
      missingRequired: [],
    });
  });

  it('has an empty path for no questions', () => {
    expect(computePath([], [], {})).toEqual({
      path: [],
      ended: false,
      endedBy: null,
      firstUnanswered: null,
      missingRequired: [],
    });
    expect(nextQuestion([], [], {}, null)).toBeNull();
    expect(previousQuestion([], [], {}, null)).toBeNull();
  });
});

describe('show and hide', () => {
  it('keeps a question with a show rule hidden while the source is unanswered', () => {
    const rules = [r('show', 'c', 'a')];
    expect(computePath(five, rules, {}).path).toEqual(['a', 'b', 'd', 'e']);
    expect(computePath(five, rules, { a: false }).path).toEqual(['a', 'b', 'd', 'e']);
    expect(computePath(five, rules, { a: true }).path).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('shows a question when any one of its show rules matches', () => {
    const rules = [r('show', 'c', 'a'), r('show', 'c', 'b')];
    expect(computePath(five, rules, { a: false, b: true }).path).toContain('c');
    expect(computePath(five, rules, { a: true, b: false }).path).toContain('c');
    expect(computePath(five, rules, { a: false, b: false }).path).not.toContain('c');
  });

  it('hides a question when a hide rule matches, and only then', () => {
    const rules = [r('hide', 'c', 'a')];
    expect(computePath(five, rules, {}).path).toContain('c');
    expect(computePath(five, rules, { a: false }).path).toContain('c');
    expect(computePath(five, rules, { a: true }).path).not.toContain('c');
  });

  it('lets hide beat show when both match', () => {
    const rules = [r('show', 'c', 'a'), r('hide', 'c', 'b')];
    expect(computePath(five, rules, { a: true, b: true }).path).toEqual(['a', 'b', 'd', 'e']);
    expect(computePath(five, rules, { a: true, b: false }).path).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('does not let an unanswered source match not_equals or not_contains', () => {
    const texts = [q('navn', 1, 'free_text'), q('b', 2)];
    const rules = [
      r('hide', 'b', 'navn', 'Ola', { operator: 'not_equals' }),
      r('hide', 'b', 'navn', 'Ola', { operator: 'not_contains' }),
    ];
    expect(computePath(texts, rules, {}).path).toEqual(['navn', 'b']);
    expect(computePath(texts, rules, { navn: '  ' }).path).toEqual(['navn', 'b']);
    expect(computePath(texts, rules, { navn: 'Kari' }).path).toEqual(['navn']);
    expect(computePath(texts, rules, { navn: 'ola' }).path).toEqual(['navn', 'b']);
  });

  it('ignores the answer to a hidden question, so what it would show stays hidden', () => {
    const rules = [r('show', 'b', 'a'), r('show', 'c', 'b')];
    expect(computePath(five, rules, { a: false, b: true }).path).toEqual(['a', 'd', 'e']);
    expect(evaluateVisibility(five, rules, { a: false, b: true })).toEqual(new Set(['a', 'd', 'e']));
    expect(computePath(five, rules, { a: true, b: true }).path).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('works with every operator on the source', () => {
    const questions = [
      q('tekst', 1, 'free_text'),
      q('valg', 2, 'multiple_choice', { options: ['Hund', 'Katt'] }),
      q('x', 3),
    ];
    const shows = (rule: LogicRule, answers: Answers) =>
      computePath(questions, [rule], answers).path.includes('x');
    expect(shows(r('show', 'x', 'tekst', 'Hei', { operator: 'equals' }), { tekst: 'hei' })).toBe(true);
    expect(shows(r('show', 'x', 'tekst', 'Hei', { operator: 'not_equals' }), { tekst: 'hei' })).toBe(false);
    expect(shows(r('show', 'x', 'tekst', 'hund', { operator: 'contains' }), { tekst: 'En Hund' })).toBe(true);
    expect(shows(r('show', 'x', 'tekst', 'hund', { operator: 'not_contains' }), { tekst: 'En Hund' })).toBe(
      false,
    );
    expect(shows(r('show', 'x', 'tekst', 3, { operator: 'greater_than' }), { tekst: '4' })).toBe(true);
    expect(shows(r('show', 'x', 'tekst', 3, { operator: 'less_than' }), { tekst: '4' })).toBe(false);
    expect(shows(r('show', 'x', 'tekst', 3, { operator: 'less_than' }), { tekst: 'fire' })).toBe(false);
    expect(shows(r('show', 'x', 'valg', 'Katt', { operator: 'contains' }), { valg: ['Hund', 'Katt'] })).toBe(
      true,
    );
    expect(shows(r('show', 'x', 'valg', 'Katt', { operator: 'equals' }), { valg: 'katt' })).toBe(true);
  });
});

describe('jump_to', () => {
  it('skips the questions between the governing question and the target', () => {
    const rules = [jump('b', 'e')];
    expect(computePath(five, rules, { b: true }).path).toEqual(['a', 'b', 'e']);
    expect(computePath(five, rules, { b: false }).path).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(computePath(five, rules, {}).path).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('fires when leaving the governing question, also with an earlier source', () => {
    const rules = [jump('c', 'e', 'a')];
    expect(computePath(five, rules, { a: true }).path).toEqual(['a', 'b', 'c', 'e']);
    expect(nextQuestion(five, rules, { a: true }, 'c')).toBe('e');
  });

  it('takes the earliest target when several jumps match, whatever the rule order', () => {
    const rules = [jump('a', 'e'), jump('a', 'c'), jump('a', 'd')];
    expect(computePath(five, rules, { a: true }).path).toEqual(['a', 'c', 'd', 'e']);
    expect(computePath(five, [...rules].reverse(), { a: true }).path).toEqual(['a', 'c', 'd', 'e']);
    expect(computePath(five, [jump('a', 'e'), jump('a', 'c', 'a', false)], { a: true }).path).toEqual([
      'a',
      'e',
    ]);
  });

  it('continues after a hidden target at the next visible question', () => {
    const rules = [jump('a', 'c'), r('show', 'c', 'b'), r('hide', 'd', 'a')];
    expect(computePath(five, rules, { a: true, b: true }).path).toEqual(['a', 'e']);
  });

  it('ignores the answers to skipped questions', () => {
    const rules = [jump('a', 'd'), r('show', 'e', 'b')];
    expect(computePath(five, rules, { a: true, b: true }).path).toEqual(['a', 'd']);
    expect(computePath(five, rules, { a: false, b: true }).path).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('never fires from a hidden question', () => {
    const rules = [r('hide', 'b', 'a'), jump('b', 'e', 'a')];
    expect(computePath(five, rules, { a: true }).path).toEqual(['a', 'c', 'd', 'e']);
  });

  it('ignores jumps backwards, to itself or to unknown questions, so the flow cannot loop', () => {
    const rules = [
      jump('c', 'a'),
      jump('c', 'c'),
      jump('c', 'zz'),
      jump('c', ''),
      jump('b', 'd', 'd'),
      r('jump_to', 'd', 'd', true, { targetQuestionId: null }),
    ];
    const answers = { a: true, b: true, c: true, d: true, e: true };
    expect(computePath(five, rules, answers).path).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('follows a chain of forward jumps', () => {
    const rules = [jump('a', 'c'), jump('c', 'e')];
    const answers = { a: true, c: true };
    expect(computePath(five, rules, answers).path).toEqual(['a', 'c', 'e']);
    expect(previousQuestion(five, rules, answers, 'e')).toBe('c');
    expect(previousQuestion(five, rules, answers, 'c')).toBe('a');
  });
});

describe('end_form', () => {
  it('ends the form when leaving the governing question', () => {
    const rules = [r('end_form', 'b', 'b')];
    expect(computePath(five, rules, { b: true })).toMatchObject({
      path: ['a', 'b'],
      ended: true,
      endedBy: 'b',
    });
    expect(computePath(five, rules, { b: false })).toMatchObject({
      path: ['a', 'b', 'c', 'd', 'e'],
      ended: false,
      endedBy: null,
    });
    expect(nextQuestion(five, rules, { b: true }, 'b')).toBeNull();
  });

  it('beats jump_to on the same question', () => {
    const rules = [jump('b', 'd'), r('end_form', 'b', 'b')];
    expect(computePath(five, rules, { b: true })).toMatchObject({ path: ['a', 'b'], ended: true });
  });

  it('reports an end on the last question too', () => {
    expect(computePath(five, [r('end_form', 'e', 'a')], { a: true })).toMatchObject({
      path: ['a', 'b', 'c', 'd', 'e'],
      ended: true,
      endedBy: 'e',
    });
  });

  it('leaves the questions after the end visible but unasked', () => {
    const answers = { a: true };
    expect(computePath(five, [r('end_form', 'b', 'a')], answers).path).toEqual(['a', 'b']);
    expect(evaluateVisibility(five, [r('end_form', 'b', 'a')], answers)).toEqual(
      new Set(['a', 'b', 'c', 'd', 'e']),
    );
  });
});

describe('invalid rules', () => {
  it('are ignored: a show rule that cannot be valid does not hide its question', () => {
    const rules = [
      r('show', 'b', 'zz'),
      r('show', 'c', 'e'),
      r('show', 'd', 'a', 'kanskje'),
      r('show', 'e', 'e'),
      { ...r('show', 'a', 'a'), action: 'explode' } as unknown as LogicRule,
    ];
    expect(computePath(five, rules, { a: true, e: true }).path).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('are ignored when the rule list holds nonsense', () => {
    const rules = [null, undefined, {}, { id: 1, questionId: 2 }] as unknown as LogicRule[];
    expect(computePath(five, rules, {}).path).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('nextQuestion and previousQuestion', () => {
  const rules = [jump('a', 'd'), r('show', 'e', 'a', false)];
  const answers = { a: true };

  it('start from the first question and go back to nothing', () => {
    expect(nextQuestion(five, rules, answers, null)).toBe('a');
    expect(previousQuestion(five, rules, answers, 'a')).toBeNull();
  });

  it('step along the path', () => {
    expect(nextQuestion(five, rules, answers, 'a')).toBe('d');
    expect(nextQuestion(five, rules, answers, 'd')).toBeNull();
    expect(previousQuestion(five, rules, answers, 'd')).toBe('a');
    expect(previousQuestion(five, rules, answers, null)).toBe('d');
  });

  it('find their way from a question that is no longer on the path', () => {
    expect(nextQuestion(five, rules, answers, 'b')).toBe('d');
    expect(previousQuestion(five, rules, answers, 'c')).toBe('a');
    expect(nextQuestion(five, rules, answers, 'e')).toBeNull();
    expect(previousQuestion(five, rules, answers, 'e')).toBe('d');
  });

  it('treat an unknown id as not started going forward and as nowhere going back', () => {
    expect(nextQuestion(five, rules, answers, 'slettet')).toBe('a');
    expect(previousQuestion(five, rules, answers, 'slettet')).toBeNull();
  });

  it('pass through unanswered questions', () => {
    expect(nextQuestion(five, [], {}, 'b')).toBe('c');
    expect(previousQuestion(five, [], {}, 'c')).toBe('b');
  });
});

describe('completion', () => {
  const questions = [
    q('a', 1, 'yes_no', { required: true }),
    q('b', 2, 'free_text'),
    q('c', 3, 'free_text', { required: true }),
  ];

  it('needs every required question on the path', () => {
    expect(isComplete(questions, [], {})).toBe(false);
    expect(isComplete(questions, [], { a: true })).toBe(false);
    expect(isComplete(questions, [], { a: true, c: '  ' })).toBe(false);
    expect(isComplete(questions, [], { a: true, c: 'ok' })).toBe(true);
    expect(computePath(questions, [], { a: true })).toMatchObject({
      firstUnanswered: 'b',
      missingRequired: ['c'],
    });
  });

  it('does not need required questions that are hidden or skipped', () => {
    expect(isComplete(questions, [r('hide', 'c', 'a')], { a: true })).toBe(true);
    expect(isComplete(questions, [jump('a', 'c', 'a', false)], { a: false, c: 'ok' })).toBe(true);
    expect(isComplete(questions, [r('end_form', 'a', 'a')], { a: true })).toBe(true);
  });

  it('does not count a yes_no answer that is neither Ja nor Nei', () => {
    expect(isComplete(questions, [], { a: 'kanskje', c: 'ok' })).toBe(false);
  });
});

describe('answersOnPath', () => {
  it('keeps only answered questions on the path, as given', () => {
    const rules = [jump('a', 'd')];
    expect(
      answersOnPath(five, rules, { a: 'ja', b: true, c: false, d: 'kanskje', e: false, zz: true }),
    ).toEqual({ a: 'ja', e: false });
  });

  it('keeps an id such as __proto__ as an ordinary key and does not read inherited properties', () => {
    const questions = [q('__proto__', 1), q('constructor', 2), q('toString', 3, 'free_text')];
    const answers = Object.fromEntries([['__proto__', true]]);
    const kept = answersOnPath(questions, [], answers);
    expect(Object.keys(kept)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(computePath(questions, [], answers).firstUnanswered).toBe('constructor');
  });
});
