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

/** The operators as the form names them (admin spec §3). */
export const OPERATOR_LABELS: Readonly<Record<Operator, string>> = {
  equals: 'er lik',
  not_equals: 'er ikke lik',
  contains: 'inneholder',
  not_contains: 'inneholder ikke',
  greater_than: 'større enn',
  less_than: 'mindre enn',
};

/** The actions as the form names them (admin spec §3). */
export const ACTION_LABELS: Readonly<Record<Action, string>> = {
  show: 'Vis spørsmålet',
  hide: 'Skjul spørsmålet',
  jump_to: 'Hopp til spørsmål',
  end_form: 'Avslutt skjemaet',
};

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

/** The names of the two party values a rule can take (stored as 'self' / 'other'). */
export const PARTY_VALUE_LABELS: Readonly<Record<typeof PARTY_SELF | typeof PARTY_OTHER, string>> = {
  [PARTY_SELF]: 'Meg selv',
  [PARTY_OTHER]: 'Den andre parten',
};

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
 * party, `1. mars 2027` for a date, `12 000 kr` for an amount, the text in «» otherwise.
 */
export function formatRuleValue(
  value: unknown,
  sourceType: QuestionType | undefined,
  format?: ValueFormat | null,
): string {
  if (sourceType === 'yes_no' || typeof value === 'boolean') {
    const yes = typeValue('yes_no', value);
    if (yes === true) return 'Ja';
    if (yes === false) return 'Nei';
  }
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return '(tom)';
  const kind = valueInputKind(sourceType, format);
  if (kind === 'party') {
    const party = readPartyToken(value);
    if (party) return PARTY_VALUE_LABELS[party];
  }
  if (kind === 'date') {
    const date = readDate(value);
    if (date) return formatDate(date);
  }
  if (kind === 'number' && format) return formatAnswer({ type: 'free_text', format }, value);
  return `«${String(value)}»`;
}

const ACTION_PHRASES: Readonly<Record<Exclude<Action, 'jump_to'>, string>> = {
  show: 'vis dette spørsmålet',
  hide: 'skjul dette spørsmålet',
  end_form: 'avslutt skjemaet',
};

/**
 * A rule in one readable Norwegian line, e.g. 'Når «Har dere barn?» er lik Ja → vis dette spørsmålet'
 * or 'Når «By» er lik «Oslo» → hopp til «Hvor bor dere?»'.
 */
export function ruleSummary(
  rule: Pick<LogicRuleDto, 'sourceQuestionId' | 'operator' | 'value' | 'action' | 'targetQuestionId'>,
  templates: readonly (Pick<QuestionTemplate, 'id' | 'text' | 'type'> & { format?: ValueFormat | null })[],
): string {
  const byId = new Map(templates.map((t) => [t.id, t]));
  const source = byId.get(rule.sourceQuestionId);
  const sourceName = source ? `«${source.text}»` : 'et ukjent spørsmål';
  const operator = OPERATOR_LABELS[rule.operator] ?? rule.operator;
  const value = formatRuleValue(rule.value, source?.type, source?.format);
  let action: string;
  if (rule.action === 'jump_to') {
    const target = rule.targetQuestionId ? byId.get(rule.targetQuestionId) : undefined;
    action = `hopp til ${target ? `«${target.text}»` : 'et ukjent spørsmål'}`;
  } else {
    action = ACTION_PHRASES[rule.action] ?? rule.action;
  }
  return `Når ${sourceName} ${operator} ${value} → ${action}`;
}

/** What the rule form edits. */
export interface RuleFormValues {
  sourceQuestionId: string;
  operator: Operator;
  value: RuleFormValue;
  action: Action;
  targetQuestionId: string;
}

/** Under 'Kildespørsmål' when none is chosen: the spec's two texts (§5), joined. */
export const MISSING_SOURCE_TEXT = 'Mangler kildesspørsmål. Vennligst velg et kildespørsmål.';
/** Under 'Målspørsmål' when a jump has none: the spec's 'Mangler målspørsmål', worded as the source's. */
export const MISSING_TARGET_TEXT = 'Mangler målspørsmål. Vennligst velg et målspørsmål.';

/**
 * The choices a rule lacks, each with its message for under its field: a source always, a target for
 * 'Hopp til spørsmål' (admin spec §5). Both are reported the same way, under the field as every other
 * form check in the app (issue 34, ux.md admin 8: the missing source also gave a toast, the target not).
 */
export function missingChoices(
  values: Pick<RuleFormValues, 'sourceQuestionId' | 'action' | 'targetQuestionId'>,
): {
  sourceQuestionId?: string;
  targetQuestionId?: string;
} {
  return {
    ...(values.sourceQuestionId ? {} : { sourceQuestionId: MISSING_SOURCE_TEXT }),
    ...(values.action === 'jump_to' && !values.targetQuestionId
      ? { targetQuestionId: MISSING_TARGET_TEXT }
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
