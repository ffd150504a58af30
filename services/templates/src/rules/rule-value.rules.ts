import {
  formatOf,
  readDate,
  readPartyToken,
  readRuleNumber,
  typeValue,
  type Operator,
  type ValueQuestion,
} from '@avtalt/logic';

type RuleValue = string | number | boolean | null;

/**
 * A rule's value in the form it is stored, by its source (docs/typed-answers.md): Ja/Nei as a boolean
 * for yes_no (equals/not_equals), 'self'/'other' for a party ('Meg selv' / 'Den andre parten'), the
 * calendar date `YYYY-MM-DD` for a date (`1.3.2027`), the number for number/amount/percent (`12 000`);
 * otherwise the value trimmed. A value that cannot be read is kept as given, so that validateRules
 * refuses it with its Norwegian message.
 */
export function canonicalRuleValue(
  source: ValueQuestion,
  operator: Operator,
  raw: RuleValue | undefined,
): RuleValue {
  const value = typeof raw === 'string' ? raw.trim() : (raw ?? null);
  const numeric = operator === 'greater_than' || operator === 'less_than';
  if (source.type === 'yes_no') {
    if (numeric) return value;
    const typed = typeValue('yes_no', value);
    return typeof typed === 'boolean' ? typed : value;
  }
  const format = formatOf(source);
  switch (format) {
    case 'party':
      return readPartyToken(value) ?? value;
    case 'date':
      return readDate(value) ?? value;
    case 'number':
    case 'amount':
    case 'percent':
      return readRuleNumber(value, format) ?? value;
    default:
      return value;
  }
}
