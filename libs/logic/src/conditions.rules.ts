import type { Operator, QuestionType } from './logic.types';
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
 * For an answered source and a readable value, not_equals is exactly `!equals` and not_contains exactly `!contains`.
 */
export function evaluateCondition(
  operator: Operator,
  sourceType: QuestionType,
  answer: unknown,
  value: unknown,
): boolean {
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
