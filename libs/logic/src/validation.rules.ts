import {
  ACTIONS,
  OPERATORS,
  type Action,
  type LogicQuestion,
  type LogicRule,
  type Operator,
  type RuleIssue,
  type RuleIssueCode,
} from './logic.types';
import { indexQuestions, type QuestionIndex } from './questions.rules';
import { readDate } from './answer-dates.rules';
import { formatOf } from './answer-values.rules';
import { readPartyToken, readRuleNumber } from './conditions.rules';
import { normalizeText, parseNumber, typeValue } from './values.rules';

/**
 * The Norwegian message of each {@link RuleIssueCode}. 'Mangler kildesspørsmål' and 'Mangler målspørsmål'
 * are written exactly as admin spec §5 writes them (the double s included).
 */
export const RULE_ISSUE_MESSAGES: Readonly<Record<RuleIssueCode, string>> = {
  unknown_question: 'Spørsmålet finnes ikke',
  invalid_action: 'Ugyldig handling',
  invalid_operator: 'Ugyldig operator',
  missing_source: 'Mangler kildesspørsmål',
  unknown_source: 'Kildespørsmålet finnes ikke',
  source_not_before: 'Kildespørsmålet må komme før spørsmålet',
  source_after_question: 'Kildespørsmålet kan ikke komme etter spørsmålet',
  operator_not_allowed: 'Operatoren kan ikke brukes på ja/nei-spørsmål',
  value_not_yes_no: 'Verdien må være Ja eller Nei',
  value_not_option: 'Verdien må være et av alternativene',
  value_not_number: 'Verdien må være et tall',
  value_not_date: 'Verdien må være en dato, for eksempel 1.3.2027',
  value_not_party: 'Verdien må være «Meg selv» eller «Den andre parten»',
  operator_not_for_party: 'Større enn og mindre enn kan ikke brukes på parter',
  value_empty: 'Verdien kan ikke være tom',
  missing_target: 'Mangler målspørsmål',
  unknown_target: 'Målspørsmålet finnes ikke',
  target_not_after: 'Målspørsmålet må komme etter spørsmålet',
  target_not_after_source: 'Målspørsmålet må komme etter kildespørsmålet',
};

/**
 * Every problem with `rules` against `questions`, in rule order; an empty list means all rules are
 * valid. The templates service refuses to save a rule with a problem, and the engine ignores such a
 * rule (so a question set that became inconsistent, e.g. after reordering, still flows safely).
 *
 * A rule is valid when:
 * - `questionId` is a question of the set, `action` and `operator` are known;
 * - `sourceQuestionId` is given ('Mangler kildesspørsmål') and is a question of the set;
 * - show/hide: the source comes before the governed question (its answer must be known when the
 *   question is reached); jump_to/end_form: the source is the governing question or comes before it;
 * - the value fits the source: Ja/Nei for yes_no (which allows only equals/not_equals), one of the
 *   options for multiple_choice, non-blank text for free_text, a number for greater_than/less_than;
 *   by the free_text's format: a number (number, amount, percent), a date (date), 'Meg selv' or
 *   'Den andre parten' (party, which allows no greater_than/less_than);
 * - jump_to: `targetQuestionId` is given ('Mangler målspørsmål'), is a question of the set and comes
 *   after the governing question ('Målspørsmålet må komme etter spørsmålet') and after the source.
 *
 * Since every jump goes forward, cycles are impossible.
 */
export function validateRules(questions: readonly LogicQuestion[], rules: readonly LogicRule[]): RuleIssue[] {
  const index = indexQuestions(questions);
  return rules.flatMap((rule) => checkRule(index, rule));
}

/** The problems of one rule against an indexed question set; see {@link validateRules}. */
export function checkRule(index: QuestionIndex, rule: LogicRule): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const ruleId = typeof rule.id === 'string' ? rule.id : String(rule.id);
  const report = (field: RuleIssue['field'], code: RuleIssueCode) =>
    issues.push({ ruleId, field, code, message: RULE_ISSUE_MESSAGES[code] });

  const governedId = idOf(rule.questionId);
  const governed = governedId === null ? undefined : index.byId.get(governedId);
  if (!governed) report('questionId', 'unknown_question');

  const action = (ACTIONS as readonly unknown[]).includes(rule.action) ? (rule.action as Action) : undefined;
  if (!action) report('action', 'invalid_action');
  const operator = (OPERATORS as readonly unknown[]).includes(rule.operator)
    ? (rule.operator as Operator)
    : undefined;
  if (!operator) report('operator', 'invalid_operator');

  const sourceId = idOf(rule.sourceQuestionId);
  const source = sourceId === null ? undefined : index.byId.get(sourceId);
  if (sourceId === null) report('sourceQuestionId', 'missing_source');
  else if (!source) report('sourceQuestionId', 'unknown_source');

  const at = (question: LogicQuestion) => index.position.get(question.id) as number;
  if (source && governed && action) {
    if ((action === 'show' || action === 'hide') && at(source) >= at(governed)) {
      report('sourceQuestionId', 'source_not_before');
    } else if ((action === 'jump_to' || action === 'end_form') && at(source) > at(governed)) {
      report('sourceQuestionId', 'source_after_question');
    }
  }

  if (source && operator) {
    const code = valueProblem(source, operator, rule.value);
    if (code)
      report(
        code === 'operator_not_allowed' || code === 'operator_not_for_party' ? 'operator' : 'value',
        code,
      );
  }

  if (action === 'jump_to') {
    const targetId = idOf(rule.targetQuestionId);
    const target = targetId === null ? undefined : index.byId.get(targetId);
    if (targetId === null) report('targetQuestionId', 'missing_target');
    else if (!target) report('targetQuestionId', 'unknown_target');
    else if (governed && at(target) <= at(governed)) report('targetQuestionId', 'target_not_after');
    else if (source && at(target) <= at(source)) report('targetQuestionId', 'target_not_after_source');
  }
  return issues;
}

function valueProblem(source: LogicQuestion, operator: Operator, value: unknown): RuleIssueCode | null {
  const numeric = operator === 'greater_than' || operator === 'less_than';
  if (source.type === 'yes_no') {
    if (operator !== 'equals' && operator !== 'not_equals') return 'operator_not_allowed';
    return typeof typeValue('yes_no', value) === 'boolean' ? null : 'value_not_yes_no';
  }
  const format = formatOf(source);
  if (format === 'party') {
    if (numeric) return 'operator_not_for_party';
    return readPartyToken(value) === undefined ? 'value_not_party' : null;
  }
  if (format === 'date')
    return readDate(typeof value === 'string' ? value : undefined) === undefined ? 'value_not_date' : null;
  if (format === 'number' || format === 'amount' || format === 'percent') {
    return readRuleNumber(value, format) === undefined ? 'value_not_number' : null;
  }
  if (numeric) return parseNumber(value) === undefined ? 'value_not_number' : null;
  if (source.type === 'multiple_choice') {
    const text = typeValue('multiple_choice', value);
    const options = Array.isArray(source.options) ? source.options : [];
    const isOption =
      typeof text === 'string' &&
      options.some((option) => typeof option === 'string' && normalizeText(option) === normalizeText(text));
    return isOption ? null : 'value_not_option';
  }
  if (source.type === 'free_text') return typeValue('free_text', value) === undefined ? 'value_empty' : null;
  return null;
}

function idOf(raw: unknown): string | null {
  return typeof raw === 'string' && raw.trim() !== '' ? raw : null;
}
