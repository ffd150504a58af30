/** How an answer is shown to people, and clauses with the answer put in (docs/typed-answers.md). */

import { formatDate } from './answer-dates.rules';
import { formatNumber } from './answer-numbers.rules';
import { formatOf, PARTY_OTHER, PARTY_SELF, parseAnswer, type ValueQuestion } from './answer-values.rules';

// A no-break space before the unit, so `12 000 kr` is never split over two lines.
const NBSP = '\u00a0';

export interface DisplayOptions {
  /** The name of the participant a party answer names (after {@link resolveParty}), if known. */
  partyName?: (value: string) => string | undefined;
}

/**
 * An answer as people read it: Ja/Nei, the option, the text, `12 000`, `12 000 kr`, `15 %`,
 * `1. mars 2027`, or the party's name ('Meg selv' / 'Den andre parten' when no name is known).
 */
export function formatAnswer(question: ValueQuestion, value: unknown, options: DisplayOptions = {}): string {
  if (value === undefined || value === null) return '';
  if (question.type === 'yes_no') return value === true ? 'Ja' : value === false ? 'Nei' : String(value);
  if (question.type === 'multiple_choice') return String(value);
  const format = formatOf(question);
  if (format === 'party') {
    const text = String(value);
    const name = options.partyName?.(text);
    if (name) return name;
    if (text === PARTY_SELF) return 'Meg selv';
    if (text === PARTY_OTHER) return 'Den andre parten';
    return 'Ukjent part';
  }
  const parsed = parseAnswer(question, value);
  if (!parsed.ok) return String(value);
  switch (format) {
    case 'number':
      return formatNumber(parsed.value as number);
    case 'amount':
      return `${formatNumber(parsed.value as number, 'money')}${NBSP}kr`;
    case 'percent':
      return `${formatNumber(parsed.value as number)}${NBSP}%`;
    case 'date':
      return formatDate(parsed.value as string);
    default:
      return String(parsed.value);
  }
}

/** The placeholder a clause template puts the answer in: `{{svar}}` (spaces inside the braces allowed). */
export const ANSWER_PLACEHOLDER = /\{\{\s*svar\s*\}\}/g;

/**
 * A clause with the answer put in: every `{{svar}}` becomes `display`. The result is plain text; the
 * document templates escape it when they render it, so an answer can never become markup.
 */
export function fillClause(template: string, display: string): string {
  return template.replace(ANSWER_PLACEHOLDER, () => display);
}

/**
 * The clause for an agreed answer: the question's clause text when it has one (for a typed answer,
 * with the answer already filled in), otherwise a sentence built from the question and the answer:
 * ja/nei, or a typed answer as shown (`Partene har svart «12 000 kr» på spørsmålet «…?».`). Plain
 * text: the templates escape it. The legal text and an amendment's redline (docs/amendments.md) say it alike.
 */
export function clauseText(item: {
  question: string;
  answer: boolean | string;
  clause: string | null;
}): string {
  if (item.clause && item.clause.trim()) return item.clause.trim();
  const question = item.question.trim().replace(/\?+$/, '');
  const answer = typeof item.answer === 'boolean' ? (item.answer ? 'ja' : 'nei') : `«${item.answer.trim()}»`;
  return `Partene har svart ${answer} på spørsmålet «${question}?».`;
}
