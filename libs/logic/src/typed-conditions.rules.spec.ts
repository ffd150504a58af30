import { answersForLogic } from './answer-values.rules';
import { evaluateCondition } from './conditions.rules';
import { computePath } from './flow.rules';
import { OPERATORS, type LogicQuestion, type LogicRule, type Operator } from './logic.types';
import { validateRules } from './validation.rules';

/** Every operator on every free_text format (docs/typed-answers.md: Logic). */
describe('evaluateCondition on typed answers', () => {
  const cases: [
    string,
    'number' | 'amount' | 'percent' | 'date' | 'party',
    unknown,
    unknown,
    Record<Operator, boolean>,
  ][] = [
    [
      'amount above',
      'amount',
      12000,
      '10 000',
      {
        equals: false,
        not_equals: true,
        contains: false,
        not_contains: true,
        greater_than: true,
        less_than: false,
      },
    ],
    [
      'amount equal in other spelling',
      'amount',
      '12 000,00',
      '12000',
      {
        equals: true,
        not_equals: false,
        contains: true,
        not_contains: false,
        greater_than: false,
        less_than: false,
      },
    ],
    [
      'amount below',
      'amount',
      950,
      1000,
      {
        equals: false,
        not_equals: true,
        contains: false,
        not_contains: true,
        greater_than: false,
        less_than: true,
      },
    ],
    [
      'number',
      'number',
      3,
      '2',
      {
        equals: false,
        not_equals: true,
        contains: false,
        not_contains: true,
        greater_than: true,
        less_than: false,
      },
    ],
    [
      'percent with comma',
      'percent',
      2.5,
      '2,5 %',
      {
        equals: true,
        not_equals: false,
        contains: true,
        not_contains: false,
        greater_than: false,
        less_than: false,
      },
    ],
    [
      'later date',
      'date',
      '2027-03-01',
      '1.1.2027',
      {
        equals: false,
        not_equals: true,
        contains: false,
        not_contains: true,
        greater_than: true,
        less_than: false,
      },
    ],
    [
      'same date',
      'date',
      '2027-03-01',
      '1. mars 2027',
      {
        equals: true,
        not_equals: false,
        contains: true,
        not_contains: false,
        greater_than: false,
        less_than: false,
      },
    ],
    [
      'earlier date',
      'date',
      '2026-12-31',
      '2027-01-01',
      {
        equals: false,
        not_equals: true,
        contains: false,
        not_contains: true,
        greater_than: false,
        less_than: true,
      },
    ],
    [
      'party self vs Meg selv',
      'party',
      'self',
      'Meg selv',
      {
        equals: true,
        not_equals: false,
        contains: true,
        not_contains: false,
        greater_than: false,
        less_than: false,
      },
    ],
    [
      'party other vs Meg selv',
      'party',
      'other',
      'self',
      {
        equals: false,
        not_equals: true,
        contains: false,
        not_contains: true,
        greater_than: false,
        less_than: false,
      },
    ],
    [
      'party other vs Den andre parten',
      'party',
      'other',
      'Den andre parten',
      {
        equals: true,
        not_equals: false,
        contains: true,
        not_contains: false,
        greater_than: false,
        less_than: false,
      },
    ],
  ];
  for (const [name, format, answer, value, expected] of cases) {
    it.each(OPERATORS)(`${name}: %s`, (operator) => {
      expect(evaluateCondition(operator, 'free_text', answer, value, format)).toBe(expected[operator]);
    });
  }

  it('never matches an unreadable rule value or answer, not even the negations', () => {
    for (const operator of OPERATORS) {
      expect(evaluateCondition(operator, 'free_text', 12000, 'mye', 'amount')).toBe(false);
      expect(evaluateCondition(operator, 'free_text', 'tolv', '12', 'amount')).toBe(false);
      expect(evaluateCondition(operator, 'free_text', '2027-03-01', 'snart', 'date')).toBe(false);
      expect(evaluateCondition(operator, 'free_text', 'self', 'Anne', 'party')).toBe(false);
      expect(evaluateCondition(operator, 'free_text', undefined, '12', 'amount')).toBe(false);
    }
  });

  it('a text format keeps the text operators', () => {
    expect(evaluateCondition('contains', 'free_text', 'Leilighet i Oslo', 'oslo', 'text')).toBe(true);
    expect(evaluateCondition('contains', 'free_text', 'Leilighet i Oslo', 'oslo', null)).toBe(true);
  });
});

describe('the flow with typed rules', () => {
  const questions: LogicQuestion[] = [
    { id: 'split', type: 'multiple_choice', order: 1, options: ['Likt', 'Etter inntekt'] },
    { id: 'rent', type: 'free_text', format: 'amount', order: 2 },
    { id: 'deposit', type: 'free_text', format: 'amount', order: 3 },
    { id: 'tenant', type: 'free_text', format: 'party', order: 4 },
    { id: 'refund', type: 'yes_no', order: 5 },
    { id: 'incomes', type: 'free_text', format: 'percent', order: 6 },
  ];
  const rules: LogicRule[] = [
    {
      id: 'r1',
      questionId: 'deposit',
      sourceQuestionId: 'rent',
      operator: 'greater_than',
      value: '10 000',
      action: 'show',
    },
    {
      id: 'r2',
      questionId: 'refund',
      sourceQuestionId: 'tenant',
      operator: 'equals',
      value: 'self',
      action: 'show',
    },
    {
      id: 'r3',
      questionId: 'incomes',
      sourceQuestionId: 'split',
      operator: 'equals',
      value: 'Etter inntekt',
      action: 'show',
    },
  ];
  const me = '11111111-1111-4111-8111-111111111111';
  const other = '22222222-2222-4222-8222-222222222222';
  const path = (answers: Record<string, unknown>) =>
    computePath(questions, rules, answersForLogic(questions, answers, [me])).path;

  it('shows the deposit for a rent above 10 000, written any way', () => {
    expect(path({ split: 'Likt', rent: '12 000' })).toContain('deposit');
    expect(path({ split: 'Likt', rent: '9 500,00' })).not.toContain('deposit');
  });

  it('asks the one on the lease about a refund: their own id or self, not the other party', () => {
    expect(path({ tenant: me })).toContain('refund');
    expect(path({ tenant: 'self' })).toContain('refund');
    expect(path({ tenant: other })).not.toContain('refund');
    expect(path({ tenant: 'other' })).not.toContain('refund');
  });

  it('asks for the income shares when the rent is split by income', () => {
    expect(path({ split: 'Etter inntekt' })).toContain('incomes');
    expect(path({ split: 'Likt' })).not.toContain('incomes');
  });
});

describe('validateRules on typed sources', () => {
  const questions: LogicQuestion[] = [
    { id: 'rent', type: 'free_text', format: 'amount', order: 1 },
    { id: 'start', type: 'free_text', format: 'date', order: 2 },
    { id: 'tenant', type: 'free_text', format: 'party', order: 3 },
    { id: 'target', type: 'yes_no', order: 4 },
  ];
  const rule = (sourceQuestionId: string, operator: Operator, value: unknown): LogicRule => ({
    id: 'r',
    questionId: 'target',
    sourceQuestionId,
    operator,
    value,
    action: 'show',
  });
  const codes = (r: LogicRule) => validateRules(questions, [r]).map((issue) => issue.code);

  it('takes numbers for numeric formats, written as Norwegians write them', () => {
    expect(codes(rule('rent', 'greater_than', '10 000'))).toEqual([]);
    expect(codes(rule('rent', 'equals', '12 000 kr'))).toEqual([]);
    expect(codes(rule('rent', 'equals', 'mye'))).toEqual(['value_not_number']);
  });

  it('takes dates for date sources', () => {
    expect(codes(rule('start', 'less_than', '1.3.2027'))).toEqual([]);
    expect(codes(rule('start', 'equals', 'snart'))).toEqual(['value_not_date']);
  });

  it('takes Meg selv / Den andre parten for parties and no greater/less', () => {
    expect(codes(rule('tenant', 'equals', 'Meg selv'))).toEqual([]);
    expect(codes(rule('tenant', 'not_equals', 'other'))).toEqual([]);
    expect(codes(rule('tenant', 'equals', 'Anne'))).toEqual(['value_not_party']);
    expect(codes(rule('tenant', 'greater_than', 'self'))).toEqual(['operator_not_for_party']);
  });
});
