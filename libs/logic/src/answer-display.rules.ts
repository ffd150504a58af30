/** How an answer is shown to people, and clauses with the answer put in (docs/typed-answers.md). */

import { formatDate } from './answer-dates.rules';
import { formatNumber } from './answer-numbers.rules';
import { formatOf, PARTY_OTHER, PARTY_SELF, parseAnswer, type ValueQuestion } from './answer-values.rules';

// A no-break space before the unit, so `12 000 kr` is never split over two lines.
const NBSP = '\u00a0';

export interface DisplayOptions {
  /** The name of the participant a party answer names (after {@link resolveParty}), if known. */
  partyName?: (value: string) => string | undefined;
  /**
   * The language of the text the answer is put in (docs/languages.md); absent: bokmål. Nynorsk writes numbers,
   * amounts and dates as bokmål does; English writes `NOK 12,000`, `15%` and `1 March 2027`.
   */
  language?: 'nb' | 'nn' | 'en';
}

/** The words an answer may be, per language. */
const WORDS = {
  nb: { yes: 'Ja', no: 'Nei', self: 'Meg selv', other: 'Den andre parten', unknown: 'Ukjent part' },
  nn: { yes: 'Ja', no: 'Nei', self: 'Meg sjølv', other: 'Den andre parten', unknown: 'Ukjend part' },
  en: { yes: 'Yes', no: 'No', self: 'Myself', other: 'The other party', unknown: 'Unknown party' },
} as const;

export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A number as English writes it: `12,000`, `1,234.50` (money keeps two decimals when it has any). */
export function englishNumber(value: number, decimals: 'auto' | 'money' = 'auto'): string {
  const [whole = '', fraction] = formatNumber(value, decimals).split(',');
  return `${whole.replace(/\u00a0/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** `1 March 2027` for `2027-03-01`. */
function englishDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])} ${ENGLISH_MONTHS[Number(match[2]) - 1]} ${Number(match[1])}`;
}

/**
 * An answer as people read it: Ja/Nei, the option, the text, `12 000`, `12 000 kr`, `15 %`,
 * `1. mars 2027`, or the party's name ('Meg selv' / 'Den andre parten' when no name is known).
 */
export function formatAnswer(question: ValueQuestion, value: unknown, options: DisplayOptions = {}): string {
  if (value === undefined || value === null) return '';
  const words = WORDS[options.language ?? 'nb'];
  if (question.type === 'yes_no')
    return value === true ? words.yes : value === false ? words.no : String(value);
  if (question.type === 'multiple_choice') return String(value);
  const format = formatOf(question);
  if (format === 'party') {
    const text = String(value);
    const name = options.partyName?.(text);
    if (name) return name;
    if (text === PARTY_SELF) return words.self;
    if (text === PARTY_OTHER) return words.other;
    return words.unknown;
  }
  const parsed = parseAnswer(question, value);
  if (!parsed.ok) return String(value);
  if (options.language === 'en') {
    switch (format) {
      case 'number':
        return englishNumber(parsed.value as number);
      case 'amount':
        return `NOK${NBSP}${englishNumber(parsed.value as number, 'money')}`;
      case 'percent':
        return `${englishNumber(parsed.value as number)}%`;
      case 'date':
        return englishDate(parsed.value as string);
      default:
        return String(parsed.value);
    }
  }
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
