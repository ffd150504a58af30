import { readDate } from './answer-dates.rules';
import { readNumberText } from './answer-numbers.rules';
import { PARTY_OTHER, PARTY_SELF } from './answer-values.rules';
import type { Operator, QuestionType, ValueFormat } from './logic.types';
import { normalizeText, parseNumber, readAnswer, typeValue } from './values.rules';

/**
 * Whether an answer to a question of `sourceType` satisfies `operator` with `value`. An unanswered
 * source never matches any operator, not even not_equals or not_contains.
 *
 * - yes_no: equals / not_equals compare booleans (value read by {@link typeValue}); other operators never match.
 * - free_text: equals / not_equals compare whole texts, contains / not_contains look for a substring;
 *   texts are compared after {@link normalizeText} (trimmed, case-insensitive).
 * - multiple_choice: the answer is the list of chosen options. contains / not_contains: whether the
 *   value is among them; equals: exactly that one option is chosen; not_equals: the opposite.
 * - greater_than / less_than: both sides read by {@link parseNumber}; a non-number never matches.
 *   A multiple_choice answer takes part when exactly one option is chosen.
 *
 * - free_text with a format other than text (docs/typed-answers.md): a single value, so contains means
 *   equals and not_contains not_equals. number/amount/percent compare by value (`12 000` = 12000);
 *   date compares calendar days, greater_than meaning later; party compares 'self' (the answer names
 *   the one answering, see answerForLogic) or 'other' with the rule's 'Meg selv'/'Den andre parten',
 *   and greater_than/less_than never match.
 *
 * For an answered source and a readable value, not_equals is exactly `!equals` and not_contains exactly `!contains`.
 */
export function evaluateCondition(
  operator: Operator,
  sourceType: QuestionType,
  answer: unknown,
  value: unknown,
  format?: ValueFormat | null,
): boolean {
  if (sourceType === 'free_text' && format && format !== 'text')
    return evaluateTyped(operator, format, answer, value);
  const given = readAnswer(sourceType, answer);
  if (given === undefined) return false;

  if (operator === 'greater_than' || operator === 'less_than') {
    const left =
      typeof given === 'boolean' ? undefined : parseNumber(Array.isArray(given) ? single(given) : given);
    const right = parseNumber(value);
    if (left === undefined || right === undefined) return false;
    return operator === 'greater_than' ? left > right : left < right;
  }

  const expected = typeValue(sourceType, value);
  if (expected === undefined) return false;

  if (typeof given === 'boolean') {
    if (operator === 'equals') return given === expected;
    if (operator === 'not_equals') return given !== expected;
    return false;
  }

  const wanted = normalizeText(String(expected));
  if (Array.isArray(given)) {
    const chosen = given.map(normalizeText);
    const equal = chosen.length === 1 && chosen[0] === wanted;
    const member = chosen.includes(wanted);
    return decide(operator, equal, member);
  }
  const text = normalizeText(given);
  return decide(operator, text === wanted, text.includes(wanted));
}

function single(list: string[]): string | undefined {
  return list.length === 1 ? list[0] : undefined;
}

function decide(operator: Operator, equal: boolean, contained: boolean): boolean {
  switch (operator) {
    case 'equals':
      return equal;
    case 'not_equals':
      return !equal;
    case 'contains':
      return contained;
    case 'not_contains':
      return !contained;
    default:
      return false;
  }
}

/** 'self' / 'other' from a rule's value ('Meg selv', 'meg', 'self'; 'Den andre parten', 'other'), else undefined. */
export function readPartyToken(raw: unknown): typeof PARTY_SELF | typeof PARTY_OTHER | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = normalizeText(raw);
  if (['self', 'meg', 'meg selv', 'deg', 'deg selv', 'den som svarer'].includes(text)) return PARTY_SELF;
  if (['other', 'den andre', 'den andre parten', 'en annen', 'en annen part'].includes(text))
    return PARTY_OTHER;
  return undefined;
}

/** A number from a rule's value or a typed answer of a numeric format (`12 000`, 12000, `2,5 %`). */
export function readRuleNumber(raw: unknown, format: 'number' | 'amount' | 'percent'): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  return readNumberText(raw, format === 'number' ? 'amount' : format)?.value;
}

function evaluateTyped(
  operator: Operator,
  format: Exclude<ValueFormat, 'text'>,
  answer: unknown,
  value: unknown,
): boolean {
  let given: string | number | undefined;
  let wanted: string | number | undefined;
  if (format === 'party') {
    if (operator === 'greater_than' || operator === 'less_than') return false;
    given =
      typeof answer === 'string' && answer.trim() !== ''
        ? (readPartyToken(answer) ?? PARTY_OTHER)
        : undefined;
    wanted = readPartyToken(value);
  } else if (format === 'date') {
    given = readDate(answer);
    wanted = readDate(value);
  } else {
    given = readRuleNumber(answer, format);
    wanted = readRuleNumber(value, format);
  }
  if (given === undefined || wanted === undefined) return false;
  switch (operator) {
    case 'equals':
    case 'contains':
      return given === wanted;
    case 'not_equals':
    case 'not_contains':
      return given !== wanted;
    case 'greater_than':
      return given > wanted;
    case 'less_than':
      return given < wanted;
    default:
      return false;
  }
}
