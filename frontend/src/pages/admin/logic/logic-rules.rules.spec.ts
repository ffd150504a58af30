import {
  ruleBodySchema,
  TemplateMessages,
  type LogicRuleDto,
  type QuestionTemplate,
} from '@avtalt/contracts';
import { validateRules } from '@avtalt/logic';
import {
  EMPTY_RULE_FORM,
  formatRuleValue,
  initialValueFor,
  operatorsFor,
  ruleBodyFrom,
  ruleFormFrom,
  ruleSummary,
  sourceChoices,
  targetChoices,
  toLogicQuestions,
  valueInputKind,
  missingChoices,
  MISSING_SOURCE_TEXT,
  MISSING_TARGET_TEXT,
} from './logic-rules.rules';

const ids = {
  kids: '10000000-0000-4000-8000-000000000001',
  city: '10000000-0000-4000-8000-000000000002',
  note: '10000000-0000-4000-8000-000000000003',
  last: '10000000-0000-4000-8000-000000000004',
};

function template(
  id: string,
  order: string,
  text: string,
  type: QuestionTemplate['type'],
  options: string[] | null = null,
): QuestionTemplate {
  return {
    id,
    topicId: 't',
    text,
    type,
    options,
    order,
    description: null,
    required: false,
    hasLogic: false,
    clauseYes: null,
    clauseNo: null,
    format: null,
    optionClauses: null,
    clauseTemplate: null,
  };
}

const templates = [
  template(ids.note, '3', 'Noe mer?', 'free_text'),
  template(ids.kids, '1', 'Har dere barn?', 'yes_no'),
  template(ids.last, '10', 'Siste', 'yes_no'),
  template(ids.city, '2', 'By', 'multiple_choice', ['Oslo', 'Bergen']),
];

function rule(partial: Partial<LogicRuleDto>): LogicRuleDto {
  return {
    id: 'r1',
    questionId: ids.note,
    sourceQuestionId: ids.kids,
    operator: 'equals',
    value: true,
    action: 'show',
    targetQuestionId: null,
    ...partial,
  };
}

describe('valueInputKind', () => {
  it('offers Ja/Nei for yes_no sources, the options for multiple choice and free text otherwise', () => {
    expect(valueInputKind('yes_no')).toBe('yes_no');
    expect(valueInputKind('multiple_choice')).toBe('option');
    expect(valueInputKind('free_text')).toBe('text');
    expect(valueInputKind(undefined)).toBe('text');
  });

  it('starts yes_no values at Ja and the others empty', () => {
    expect(initialValueFor('yes_no')).toBe(true);
    expect(initialValueFor('option')).toBe('');
  });
});

describe('ruleSummary', () => {
  it('reads a show rule on a yes/no source', () => {
    expect(ruleSummary(rule({}), templates)).toBe('Når «Har dere barn?» er lik Ja → vis dette spørsmålet');
    expect(ruleSummary(rule({ value: 'false', operator: 'not_equals', action: 'hide' }), templates)).toBe(
      'Når «Har dere barn?» er ikke lik Nei → skjul dette spørsmålet',
    );
  });

  it('names the option, the target and the end of the form', () => {
    expect(
      ruleSummary(
        rule({ sourceQuestionId: ids.city, value: 'Oslo', action: 'jump_to', targetQuestionId: ids.last }),
        templates,
      ),
    ).toBe('Når «By» er lik «Oslo» → hopp til «Siste»');
    expect(
      ruleSummary(
        rule({ sourceQuestionId: ids.note, operator: 'contains', value: 'hund', action: 'end_form' }),
        templates,
      ),
    ).toBe('Når «Noe mer?» inneholder «hund» → avslutt skjemaet');
  });

  it('copes with a deleted source or target', () => {
    expect(
      ruleSummary(
        rule({ sourceQuestionId: 'gone', value: 'x', action: 'jump_to', targetQuestionId: 'gone' }),
        templates,
      ),
    ).toBe('Når et ukjent spørsmål er lik «x» → hopp til et ukjent spørsmål');
  });

  it('formats values', () => {
    expect(formatRuleValue(false, undefined)).toBe('Nei');
    expect(formatRuleValue(5, 'free_text')).toBe('«5»');
    expect(formatRuleValue(null, 'free_text')).toBe('(tom)');
  });
});

describe('sourceChoices and targetChoices', () => {
  it('offers every other question sorted by order as source', () => {
    expect(sourceChoices(templates, ids.city).map((t) => t.text)).toEqual([
      'Har dere barn?',
      'Noe mer?',
      'Siste',
    ]);
  });

  it('offers only later questions as jump target, comparing orders as numbers', () => {
    expect(targetChoices(templates, { order: '2' }).map((t) => t.text)).toEqual(['Noe mer?', 'Siste']);
    expect(targetChoices(templates, { order: '10' })).toEqual([]);
  });
});

describe('the rule form', () => {
  it('loads a rule for editing, reading stored Ja/Nei texts as booleans', () => {
    expect(ruleFormFrom(rule({ value: 'false' }), templates)).toEqual({
      sourceQuestionId: ids.kids,
      operator: 'equals',
      value: false,
      action: 'show',
      targetQuestionId: '',
    });
  });

  it('needs a source and, for jumps, a target (the shared schema)', () => {
    const noSource = ruleBodySchema.safeParse(ruleBodyFrom(EMPTY_RULE_FORM, ids.note));
    expect(noSource.error?.issues[0]).toMatchObject({
      path: ['sourceQuestionId'],
      message: TemplateMessages.missingSource,
    });

    const noTarget = ruleBodySchema.safeParse(
      ruleBodyFrom(
        { ...EMPTY_RULE_FORM, sourceQuestionId: ids.kids, value: true, action: 'jump_to' },
        ids.city,
      ),
    );
    expect(noTarget.error?.issues[0]).toMatchObject({
      path: ['targetQuestionId'],
      message: 'Mangler målspørsmål',
    });
  });

  it('sends booleans for Ja/Nei, null for an empty value and no target unless jumping', () => {
    expect(
      ruleBodyFrom(
        { ...EMPTY_RULE_FORM, sourceQuestionId: ids.kids, value: false, targetQuestionId: ids.last },
        ids.note,
      ),
    ).toEqual({
      questionId: ids.note,
      sourceQuestionId: ids.kids,
      operator: 'equals',
      value: false,
      action: 'show',
      targetQuestionId: null,
    });
    expect(ruleBodyFrom({ ...EMPTY_RULE_FORM, value: '  ' }, ids.note).value).toBeNull();
  });
});

describe('toLogicQuestions', () => {
  it('reads the string orders as numbers for the engine', () => {
    expect(toLogicQuestions(templates).map((q) => q.order)).toEqual([3, 1, 10, 2]);
  });
});

describe('typed sources (docs/typed-answers.md)', () => {
  const typed = (id: string, order: string, format: QuestionTemplate['format']): QuestionTemplate => ({
    ...template(id, order, `Verdi ${format}`, 'free_text'),
    format,
  });
  const amount = typed('20000000-0000-4000-8000-000000000001', '1', 'amount');
  const date = typed('20000000-0000-4000-8000-000000000002', '2', 'date');
  const party = typed('20000000-0000-4000-8000-000000000003', '3', 'party');
  const target = template('20000000-0000-4000-8000-000000000004', '4', 'Depositum?', 'yes_no');

  it('offers a number field for numeric formats, a date picker for dates and a party select', () => {
    expect(valueInputKind('free_text', 'number')).toBe('number');
    expect(valueInputKind('free_text', 'amount')).toBe('number');
    expect(valueInputKind('free_text', 'percent')).toBe('number');
    expect(valueInputKind('free_text', 'date')).toBe('date');
    expect(valueInputKind('free_text', 'party')).toBe('party');
    expect(valueInputKind('free_text', 'text')).toBe('text');
    expect(valueInputKind('free_text', null)).toBe('text');
    expect(initialValueFor('party')).toBe('self');
  });

  it('hides greater/less than for a party source only', () => {
    expect(operatorsFor('party')).toEqual(['equals', 'not_equals', 'contains', 'not_contains']);
    expect(operatorsFor('number')).toContain('greater_than');
    expect(operatorsFor('date')).toContain('less_than');
  });

  it('shows stored values in the format people read them', () => {
    expect(formatRuleValue(10000, 'free_text', 'amount')).toBe('10\u00a0000\u00a0kr');
    expect(formatRuleValue('2027-03-01', 'free_text', 'date')).toBe('1. mars 2027');
    expect(formatRuleValue('self', 'free_text', 'party')).toBe('Meg selv');
    expect(formatRuleValue('other', 'free_text', 'party')).toBe('Den andre parten');
    expect(
      ruleSummary(rule({ sourceQuestionId: party.id, value: 'other', action: 'show' }), [party, target]),
    ).toBe('Når «Verdi party» er lik Den andre parten → vis dette spørsmålet');
  });

  it('loads a stored party rule into the party select and sends what the engine accepts', () => {
    const stored = rule({
      sourceQuestionId: party.id,
      operator: 'not_equals',
      value: 'self',
      action: 'show',
    });
    expect(ruleFormFrom(stored, [party, target]).value).toBe('self');
    const all = toLogicQuestions([amount, date, party, target]);
    expect(all.map((q) => q.format)).toEqual(['amount', 'date', 'party', null]);
    const body = (value: string, sourceQuestionId: string, operator: LogicRuleDto['operator']) => ({
      id: 'r',
      ...ruleBodySchema.parse(
        ruleBodyFrom({ ...EMPTY_RULE_FORM, sourceQuestionId, operator, value }, target.id),
      ),
      questionId: target.id,
      value,
    });
    expect(validateRules(all, [body('12 000', amount.id, 'greater_than')])).toEqual([]);
    expect(validateRules(all, [body('2027-03-01', date.id, 'less_than')])).toEqual([]);
    expect(validateRules(all, [body('self', party.id, 'equals')])).toEqual([]);
    expect(validateRules(all, [body('mye', amount.id, 'greater_than')]).map((i) => i.message)).toEqual([
      'Verdien må være et tall',
    ]);
    expect(validateRules(all, [body('self', party.id, 'greater_than')]).map((i) => i.message)).toEqual([
      'Større enn og mindre enn kan ikke brukes på parter',
    ]);
  });
});

describe('missingChoices', () => {
  const rule = { sourceQuestionId: 'a', action: 'show' as const, targetQuestionId: '' };

  it('asks for a source, and for a target only when the rule jumps', () => {
    expect(missingChoices(rule)).toEqual({});
    expect(missingChoices({ ...rule, sourceQuestionId: '' })).toEqual({
      sourceQuestionId: MISSING_SOURCE_TEXT,
    });
    expect(missingChoices({ ...rule, action: 'jump_to' })).toEqual({ targetQuestionId: MISSING_TARGET_TEXT });
    expect(missingChoices({ ...rule, action: 'jump_to', targetQuestionId: 'b' })).toEqual({});
  });

  it('reports both at once', () => {
    expect(missingChoices({ sourceQuestionId: '', action: 'jump_to', targetQuestionId: '' })).toEqual({
      sourceQuestionId: MISSING_SOURCE_TEXT,
      targetQuestionId: MISSING_TARGET_TEXT,
    });
  });

  it("words both with the spec's texts", () => {
    expect(MISSING_SOURCE_TEXT).toBe('Mangler kildesspørsmål. Vennligst velg et kildespørsmål.');
    expect(MISSING_TARGET_TEXT.startsWith('Mangler målspørsmål')).toBe(true);
  });
});
