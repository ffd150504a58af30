import type { LogicQuestion, LogicRule, RuleIssue } from './logic.types';
import { RULE_ISSUE_MESSAGES, validateRules } from './validation.rules';

const questions: LogicQuestion[] = [
  { id: 'barn', type: 'yes_no', order: 1 },
  { id: 'omsorg', type: 'multiple_choice', order: 2, options: ['Delt likt', 'Mest hos én', 'Annet'] },
  { id: 'antall', type: 'free_text', order: 3 },
  { id: 'bolig', type: 'yes_no', order: 4 },
  { id: 'husdyr', type: 'yes_no', order: 5 },
];

function rule(overrides: Partial<Record<keyof LogicRule, unknown>>): LogicRule {
  return {
    id: 'r1',
    questionId: 'bolig',
    sourceQuestionId: 'barn',
    operator: 'equals',
    value: true,
    action: 'show',
    targetQuestionId: null,
    ...overrides,
  } as LogicRule;
}

function problems(...rules: LogicRule[]): Pick<RuleIssue, 'field' | 'message'>[] {
  return validateRules(questions, rules).map(({ field, message }) => ({ field, message }));
}

describe('validateRules', () => {
  it('accepts valid rules of every action', () => {
    expect(
      validateRules(questions, [
        rule({ id: 'show' }),
        rule({
          id: 'hide',
          action: 'hide',
          questionId: 'husdyr',
          sourceQuestionId: 'omsorg',
          value: 'Annet',
        }),
        rule({
          id: 'jump',
          action: 'jump_to',
          questionId: 'bolig',
          sourceQuestionId: 'bolig',
          value: 'false',
          targetQuestionId: 'husdyr',
        }),
        rule({ id: 'end', action: 'end_form', questionId: 'antall', sourceQuestionId: 'barn', value: false }),
        rule({
          id: 'gt',
          action: 'end_form',
          questionId: 'antall',
          sourceQuestionId: 'antall',
          operator: 'greater_than',
          value: '3',
        }),
        rule({
          id: 'contains',
          questionId: 'bolig',
          sourceQuestionId: 'antall',
          operator: 'contains',
          value: 'tvilling',
        }),
      ]),
    ).toEqual([]);
  });

  it("needs a source question: 'Mangler kildesspørsmål'", () => {
    for (const sourceQuestionId of ['', '  ', null, undefined]) {
      expect(problems(rule({ sourceQuestionId }))).toEqual([
        { field: 'sourceQuestionId', message: 'Mangler kildesspørsmål' },
      ]);
    }
  });

  it("needs a target for jump_to: 'Mangler målspørsmål'", () => {
    for (const targetQuestionId of ['', null, undefined]) {
      expect(problems(rule({ action: 'jump_to', targetQuestionId }))).toEqual([
        { field: 'targetQuestionId', message: 'Mangler målspørsmål' },
      ]);
    }
  });

  it('does not need a target for the other actions, and ignores one that is given', () => {
    expect(problems(rule({ action: 'show', targetQuestionId: 'ukjent' }))).toEqual([]);
    expect(problems(rule({ action: 'end_form', questionId: 'barn', targetQuestionId: 'barn' }))).toEqual([]);
  });

  it('rejects ids that are not in the question set', () => {
    expect(problems(rule({ questionId: 'ukjent' }))).toEqual([
      { field: 'questionId', message: 'Spørsmålet finnes ikke' },
    ]);
    expect(problems(rule({ sourceQuestionId: 'ukjent' }))).toEqual([
      { field: 'sourceQuestionId', message: 'Kildespørsmålet finnes ikke' },
    ]);
    expect(problems(rule({ action: 'jump_to', targetQuestionId: 'ukjent' }))).toEqual([
      { field: 'targetQuestionId', message: 'Målspørsmålet finnes ikke' },
    ]);
  });

  it("rejects a jump that does not go forward: 'Målspørsmålet må komme etter spørsmålet'", () => {
    const backwards = rule({
      action: 'jump_to',
      questionId: 'bolig',
      sourceQuestionId: 'bolig',
      value: false,
      targetQuestionId: 'omsorg',
    });
    const toItself = rule({
      action: 'jump_to',
      questionId: 'bolig',
      sourceQuestionId: 'bolig',
      value: false,
      targetQuestionId: 'bolig',
    });
    expect(problems(backwards, toItself)).toEqual([
      { field: 'targetQuestionId', message: 'Målspørsmålet må komme etter spørsmålet' },
      { field: 'targetQuestionId', message: 'Målspørsmålet må komme etter spørsmålet' },
    ]);
  });

  it('judges positions by order, not by the order of the list', () => {
    const reordered = questions.map((question) =>
      question.id === 'omsorg' ? { ...question, order: 9 } : question,
    );
    const jump = rule({
      action: 'jump_to',
      questionId: 'bolig',
      sourceQuestionId: 'bolig',
      value: false,
      targetQuestionId: 'omsorg',
    });
    expect(validateRules(reordered, [jump])).toEqual([]);
  });

  it('rejects a show or hide rule whose source does not come before the question', () => {
    expect(problems(rule({ questionId: 'barn', sourceQuestionId: 'bolig' }))).toEqual([
      { field: 'sourceQuestionId', message: 'Kildespørsmålet må komme før spørsmålet' },
    ]);
    expect(problems(rule({ action: 'hide', questionId: 'bolig', sourceQuestionId: 'bolig' }))).toEqual([
      { field: 'sourceQuestionId', message: 'Kildespørsmålet må komme før spørsmålet' },
    ]);
  });

  it('lets a jump or end rule use its own question as source, but not a later one', () => {
    expect(problems(rule({ action: 'end_form', questionId: 'bolig', sourceQuestionId: 'bolig' }))).toEqual(
      [],
    );
    expect(problems(rule({ action: 'end_form', questionId: 'barn', sourceQuestionId: 'bolig' }))).toEqual([
      { field: 'sourceQuestionId', message: 'Kildespørsmålet kan ikke komme etter spørsmålet' },
    ]);
  });

  it('rejects a jump target that does not come after the source', () => {
    const jump = rule({
      action: 'jump_to',
      questionId: 'barn',
      sourceQuestionId: 'bolig',
      value: true,
      targetQuestionId: 'omsorg',
    });
    expect(problems(jump)).toEqual([
      { field: 'sourceQuestionId', message: 'Kildespørsmålet kan ikke komme etter spørsmålet' },
      { field: 'targetQuestionId', message: 'Målspørsmålet må komme etter kildespørsmålet' },
    ]);
  });

  it('reports each problem of a rule that has several', () => {
    expect(
      problems(rule({ action: 'jump_to', questionId: 'barn', sourceQuestionId: '', targetQuestionId: '' })),
    ).toEqual([
      { field: 'sourceQuestionId', message: 'Mangler kildesspørsmål' },
      { field: 'targetQuestionId', message: 'Mangler målspørsmål' },
    ]);
  });

  describe('the value must fit the source question', () => {
    it("yes_no: 'Verdien må være Ja eller Nei'", () => {
      for (const value of [true, false, 'true', 'false', 'Ja', 'nei']) {
        expect(problems(rule({ value }))).toEqual([]);
      }
      for (const value of ['kanskje', '', null, undefined, 1, 'Delt likt']) {
        expect(problems(rule({ value }))).toEqual([
          { field: 'value', message: 'Verdien må være Ja eller Nei' },
        ]);
      }
    });

    it('yes_no allows only equals and not_equals', () => {
      for (const operator of ['contains', 'not_contains', 'greater_than', 'less_than']) {
        expect(problems(rule({ operator }))).toEqual([
          { field: 'operator', message: 'Operatoren kan ikke brukes på ja/nei-spørsmål' },
        ]);
      }
      expect(problems(rule({ operator: 'not_equals' }))).toEqual([]);
    });

    it("multiple_choice: 'Verdien må være et av alternativene'", () => {
      const fromOmsorg = (value: unknown, operator = 'equals') =>
        problems(rule({ sourceQuestionId: 'omsorg', value, operator }));
      expect(fromOmsorg('Delt likt')).toEqual([]);
      expect(fromOmsorg(' delt LIKT ', 'contains')).toEqual([]);
      expect(fromOmsorg('Mest hos én', 'not_contains')).toEqual([]);
      for (const value of ['Hos mor', '', null, true, 'Delt']) {
        expect(fromOmsorg(value)).toEqual([
          { field: 'value', message: 'Verdien må være et av alternativene' },
        ]);
      }
    });

    it('multiple_choice without options accepts no value', () => {
      const bare: LogicQuestion[] = [
        { id: 'valg', type: 'multiple_choice', order: 1, options: null },
        { id: 'neste', type: 'yes_no', order: 2 },
      ];
      expect(
        validateRules(bare, [rule({ questionId: 'neste', sourceQuestionId: 'valg', value: 'A' })])[0].message,
      ).toBe('Verdien må være et av alternativene');
    });

    it("free_text: 'Verdien kan ikke være tom'", () => {
      expect(problems(rule({ sourceQuestionId: 'antall', questionId: 'husdyr', value: 'to' }))).toEqual([]);
      expect(problems(rule({ sourceQuestionId: 'antall', questionId: 'husdyr', value: '  ' }))).toEqual([
        { field: 'value', message: 'Verdien kan ikke være tom' },
      ]);
    });

    it("greater_than and less_than: 'Verdien må være et tall'", () => {
      for (const operator of ['greater_than', 'less_than']) {
        const numeric = (value: unknown, sourceQuestionId = 'antall') =>
          problems(rule({ sourceQuestionId, questionId: 'husdyr', operator, value }));
        expect(numeric(3)).toEqual([]);
        expect(numeric('2,5')).toEqual([]);
        expect(numeric('3', 'omsorg')).toEqual([]);
        for (const value of ['tre', '', null, NaN, '1e3']) {
          expect(numeric(value)).toEqual([{ field: 'value', message: 'Verdien må være et tall' }]);
        }
      }
    });
  });

  it('rejects an unknown action or operator', () => {
    expect(problems(rule({ action: 'skip' }))).toEqual([{ field: 'action', message: 'Ugyldig handling' }]);
    expect(problems(rule({ operator: 'matches' }))).toEqual([
      { field: 'operator', message: 'Ugyldig operator' },
    ]);
  });

  it('names the rule and a stable code in each issue', () => {
    expect(validateRules(questions, [rule({ id: 'abc', sourceQuestionId: '' })])).toEqual([
      {
        ruleId: 'abc',
        field: 'sourceQuestionId',
        code: 'missing_source',
        message: RULE_ISSUE_MESSAGES.missing_source,
      },
    ]);
  });

  it('has a Norwegian message for every code', () => {
    for (const message of Object.values(RULE_ISSUE_MESSAGES)) expect(message).toMatch(/^[A-ZÆØÅ]/);
  });
});
