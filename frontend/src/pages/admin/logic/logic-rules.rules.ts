import { OPERATORS, type LogicRuleDto, type QuestionTemplate, type QuestionType } from '@avtalt/contracts';
import {
  formatAnswer,
  formatDate,
  PARTY_OTHER,
  PARTY_SELF,
  readDate,
  readPartyToken,
  typeValue,
  type Action,
  type LogicQuestion,
  type Operator,
  type ValueFormat,
} from '@avtalt/logic';
import { bokmalLogicTexts, type AdminLogicTexts } from './texts';
import { nb } from './texts/nb';

/**
 * How the value of a rule is entered, chosen by its source question (admin spec §5 and
 * docs/typed-answers.md): Ja/Nei, one of the options, a number (number, amount, percent), a date,
 * a party ('Meg selv' / 'Den andre parten') or free text.
 */
export type ValueInputKind = 'yes_no' | 'option' | 'number' | 'date' | 'party' | 'text';

/** The value input for a source of this type (and, for free_text, format). */
export function valueInputKind(
  sourceType: QuestionType | undefined,
  format?: ValueFormat | null,
): ValueInputKind {
  if (sourceType === 'yes_no') return 'yes_no';
  if (sourceType === 'multiple_choice') return 'option';
  if (sourceType === 'free_text') {
    if (format === 'number' || format === 'amount' || format === 'percent') return 'number';
    if (format === 'date') return 'date';
    if (format === 'party') return 'party';
  }
  return 'text';
}

/** The two party values a rule can take, as stored; the catalogue's `parties` names them. */
export const PARTY_VALUES = [PARTY_SELF, PARTY_OTHER] as const;

/** The operators offered for a value input: greater/less than make no sense for a party. */
export function operatorsFor(kind: ValueInputKind): Operator[] {
  return kind === 'party'
    ? OPERATORS.filter((o) => o !== 'greater_than' && o !== 'less_than')
    : [...OPERATORS];
}

/** What the value field holds: true/false for Ja/Nei, text otherwise ('' = nothing chosen). */
export type RuleFormValue = boolean | string;

/** The value a new source starts with: Ja for yes_no sources, 'Meg selv' for parties, nothing otherwise. */
export function initialValueFor(kind: ValueInputKind): RuleFormValue {
  if (kind === 'yes_no') return true;
  return kind === 'party' ? PARTY_SELF : '';
}

/** Questions in form order (order read as a number, ties by id, as the logic engine sorts them). */
export function byOrder(templates: readonly QuestionTemplate[]): QuestionTemplate[] {
  return [...templates].sort((a, b) => {
    const diff = orderOf(a) - orderOf(b);
    if (diff !== 0) return diff;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

function orderOf(template: Pick<QuestionTemplate, 'order'>): number {
  const n = Number(template.order);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

/** Source choices: every other question of the topic, sorted by order (admin spec §5). */
export function sourceChoices(
  templates: readonly QuestionTemplate[],
  questionId: string,
): QuestionTemplate[] {
  return byOrder(templates.filter((t) => t.id !== questionId));
}

/** Jump targets: only questions whose order is greater than the current question's (admin spec §5). */
export function targetChoices(
  templates: readonly QuestionTemplate[],
  question: Pick<QuestionTemplate, 'order'>,
): QuestionTemplate[] {
  const current = orderOf(question);
  return byOrder(templates.filter((t) => orderOf(t) > current));
}

/**
 * A rule value as the admin reads it: Ja/Nei for yes_no sources, 'Meg selv'/'Den andre parten' for a
 * party, `1. mars 2027` for a date, `12 000 kr` for an amount, the text in «» otherwise. In the language of
 * `t` (bokmål when none is given); a date and an amount are written as the logic engine writes them.
 */
export function formatRuleValue(
  value: unknown,
  sourceType: QuestionType | undefined,
  format?: ValueFormat | null,
  t: AdminLogicTexts = bokmalLogicTexts(),
): string {
  if (sourceType === 'yes_no' || typeof value === 'boolean') {
    const yes = typeValue('yes_no', value);
    if (yes === true) return t('value.yes');
    if (yes === false) return t('value.no');
  }
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return t('summary.empty');
  const kind = valueInputKind(sourceType, format);
  if (kind === 'party') {
    const party = readPartyToken(value);
    if (party) return t(`parties.${party}`);
  }
  if (kind === 'date') {
    const date = readDate(value);
    if (date) return formatDate(date);
  }
  if (kind === 'number' && format) return formatAnswer({ type: 'free_text', format }, value);
  return t('summary.quoted', { text: String(value) });
}

/**
 * A rule in one readable line, e.g. 'Når «Har dere barn?» er lik Ja → vis dette spørsmålet' or 'Når «By»
 * er lik «Oslo» → hopp til «Hvor bor dere?»', in the language of `t` (bokmål when none is given).
 */
export function ruleSummary(
  rule: Pick<LogicRuleDto, 'sourceQuestionId' | 'operator' | 'value' | 'action' | 'targetQuestionId'>,
  templates: readonly (Pick<QuestionTemplate, 'id' | 'text' | 'type'> & { format?: ValueFormat | null })[],
  t: AdminLogicTexts = bokmalLogicTexts(),
): string {
  const byId = new Map(templates.map((template) => [template.id, template]));
  const named = (question: { text: string } | undefined) =>
    question ? t('summary.quoted', { text: question.text }) : t('summary.unknownQuestion');
  const source = byId.get(rule.sourceQuestionId);
  // An operator or action the form does not know is shown as stored.
  const operator = t(`operators.${rule.operator}`, { defaultValue: rule.operator });
  const value = formatRuleValue(rule.value, source?.type, source?.format, t);
  const action =
    rule.action === 'jump_to'
      ? t('summary.jumpTo', {
          target: named(rule.targetQuestionId ? byId.get(rule.targetQuestionId) : undefined),
        })
      : t(`summary.${rule.action}`, { defaultValue: rule.action });
  return t('summary.rule', { source: named(source), operator, value, action });
}

/** What the rule form edits. */
export interface RuleFormValues {
  sourceQuestionId: string;
  operator: Operator;
  value: RuleFormValue;
  action: Action;
  targetQuestionId: string;
}

/** Under 'Kildespørsmål' when none is chosen, in bokmål: the spec's two texts (§5), joined. */
export const MISSING_SOURCE_TEXT = nb.form.missingSource;
/** Under 'Målspørsmål' when a jump has none, in bokmål: the spec's 'Mangler målspørsmål', worded as the source's. */
export const MISSING_TARGET_TEXT = nb.form.missingTarget;

/**
 * The choices a rule lacks, each with its message for under its field: a source always, a target for
 * 'Hopp til spørsmål' (admin spec §5). Both are reported the same way, under the field as every other
 * form check in the app (issue 34, ux.md admin 8: the missing source also gave a toast, the target not).
 */
export function missingChoices(
  values: Pick<RuleFormValues, 'sourceQuestionId' | 'action' | 'targetQuestionId'>,
  t: AdminLogicTexts = bokmalLogicTexts(),
): {
  sourceQuestionId?: string;
  targetQuestionId?: string;
} {
  return {
    ...(values.sourceQuestionId ? {} : { sourceQuestionId: t('form.missingSource') }),
    ...(values.action === 'jump_to' && !values.targetQuestionId
      ? { targetQuestionId: t('form.missingTarget') }
      : {}),
  };
}

export const EMPTY_RULE_FORM: RuleFormValues = {
  sourceQuestionId: '',
  operator: 'equals',
  value: '',
  action: 'show',
  targetQuestionId: '',
};

/** An existing rule loaded into the form (edit state). Ja/Nei values become booleans. */
export function ruleFormFrom(rule: LogicRuleDto, templates: readonly QuestionTemplate[]): RuleFormValues {
  const source = templates.find((t) => t.id === rule.sourceQuestionId);
  let value: RuleFormValue =
    rule.value === null || rule.value === undefined
      ? ''
      : typeof rule.value === 'boolean'
        ? rule.value
        : String(rule.value);
  if (source?.type === 'yes_no') value = typeValue('yes_no', rule.value) ?? true;
  if (valueInputKind(source?.type, source?.format) === 'party') value = readPartyToken(rule.value) ?? value;
  return {
    sourceQuestionId: rule.sourceQuestionId,
    operator: rule.operator,
    value,
    action: rule.action,
    targetQuestionId: rule.targetQuestionId ?? '',
  };
}

/** The request body of the form for the question `questionId`, before the shared schema reads it. */
export function ruleBodyFrom(values: RuleFormValues, questionId: string) {
  return {
    questionId,
    sourceQuestionId: values.sourceQuestionId,
    operator: values.operator,
    value: typeof values.value === 'string' && values.value.trim() === '' ? null : values.value,
    action: values.action,
    targetQuestionId: values.action === 'jump_to' ? values.targetQuestionId : null,
  };
}

/** Templates as the logic engine reads them (their order is a string holding a number). */
export function toLogicQuestions(templates: readonly QuestionTemplate[]): LogicQuestion[] {
  return templates.map((t) => ({
    id: t.id,
    type: t.type,
    order: Number(t.order),
    required: t.required,
    options: t.options,
    format: t.format,
  }));
}
