import type { QuestionType, ValueFormat } from '@avtalt/contracts';
import { validateRules, type LogicRule, type Operator } from '@avtalt/logic';
import { randomUUID } from 'node:crypto';
import type { CatalogueCondition, CatalogueQuestion, CatalogueTopic } from '../catalogue/catalogue.types';
import { canonicalRuleValue } from '../rules/rule-value.rules';

/** A catalogue question as a question template row. */
export interface CatalogueTemplateRow {
  id: string;
  text: string;
  order: number;
  description: string | null;
  type: QuestionType;
  options: string[] | null;
  optionClauses: (string | null)[] | null;
  format: ValueFormat | null;
  clauseTemplate: string | null;
  clauseYes: string | null;
  clauseNo: string | null;
}

/** A catalogue showIf as a logic rule row: show the question when the source's answer matches. */
export interface CatalogueRuleRow {
  id: string;
  questionId: string;
  sourceQuestionId: string;
  operator: Operator;
  value: string | number | boolean | null;
  action: 'show' | 'hide';
  targetQuestionId: null;
}

/**
 * The template and rule rows of a catalogue topic (docs/typed-answers.md): a yes_no question keeps
 * clauseYes/clauseNo, a multiple_choice its options with a clause each (optionClauses), a free_text its
 * format and clause template. A showIf becomes a `show` rule and a hideIf a `hide` rule: `{ equals: true }` the yes/no form, else
 * the operator with the value read by the source's format (`'Meg selv'` → 'self', `'1.3.2027'` →
 * '2027-03-01', `'12 000'` → 12000). The rules are checked by the logic engine, so a catalogue mistake
 * stops the seeding with the topic's key instead of storing a rule that never matches.
 */
export function catalogueRows(entry: CatalogueTopic, newId: () => string = randomUUID): { templates: CatalogueTemplateRow[]; rules: CatalogueRuleRow[] } {
  const idByKey = new Map(entry.questions.map((q) => [q.key, newId()]));
  const templates = entry.questions.map((q, index) => ({
    id: idByKey.get(q.key)!,
    text: q.text,
    order: index + 1,
    description: q.description ?? null,
    ...typedFields(q),
  }));
  const byId = new Map(templates.map((t) => [t.id, t]));
  const rules: CatalogueRuleRow[] = [];
  for (const q of entry.questions) {
    for (const [action, when] of [['show', q.showIf], ['hide', q.hideIf]] as const) {
      if (!when) continue;
      const sourceQuestionId = idByKey.get(when.questionKey);
      if (!sourceQuestionId) throw new Error(`Catalogue topic ${entry.key}: ${q.key} ${action}s after unknown question ${when.questionKey}`);
      const { operator, value } = condition(when);
      rules.push({
        id: newId(),
        questionId: idByKey.get(q.key)!,
        sourceQuestionId,
        operator,
        value: canonicalRuleValue(byId.get(sourceQuestionId)!, operator, value),
        action,
        targetQuestionId: null,
      });
    }
  }
  const issues = validateRules(templates, rules as LogicRule[]);
  if (issues.length > 0) throw new Error(`Catalogue topic ${entry.key}: ${issues.map((i) => i.message).join('; ')}`);
  return { templates, rules };
}

function typedFields(q: CatalogueQuestion) {
  const none = { options: null, optionClauses: null, format: null, clauseTemplate: null, clauseYes: null, clauseNo: null };
  switch (q.type) {
    case 'multiple_choice':
      return { ...none, type: q.type, options: q.options.map((o) => o.text), optionClauses: q.options.map((o) => o.clause || null) };
    case 'free_text':
      return { ...none, type: q.type, format: q.format, clauseTemplate: q.clauseTemplate };
    default:
      return { ...none, type: 'yes_no' as const, clauseYes: q.clauseYes, clauseNo: q.clauseNo };
  }
}

function condition(showIf: CatalogueCondition): { operator: Operator; value: string | number | boolean } {
  return 'operator' in showIf ? { operator: showIf.operator, value: showIf.value } : { operator: 'equals', value: showIf.equals };
}
