import type { QuestionType, ValueFormat } from './logic.types';
import { normalizeText } from './values.rules';

/**
 * Typed answers (docs/typed-answers.md): what an answer to each kind of question is, how a value typed
 * by a person is read, when two answers are the same, and how an answer is shown. The same code runs in
 * the browser (input, comparison) and on the server (validation, rounds, legal text), so both always
 * agree on what was answered.
 */

/** Every format, in the order the admin form offers them. */
export const VALUE_FORMATS: readonly ValueFormat[] = ['text', 'number', 'amount', 'percent', 'date', 'party'];

/** The Norwegian label of each format (admin editor, logic tester). */
export const VALUE_FORMAT_LABELS: Readonly<Record<ValueFormat, string>> = {
  text: 'Tekst',
  number: 'Heltall',
  amount: 'Beløp i kroner',
  percent: 'Prosent',
  date: 'Dato',
  party: 'Part i avtalen',
};

/** A party answer that means "the one answering" (a visitor has no participant id until they join). */
export const PARTY_SELF = 'self';
/** A party answer that means "the other party": resolved to a participant when the agreement has exactly two. */
export const PARTY_OTHER = 'other';

/**
 * A stored (canonical) answer: a boolean for yes_no, the option text (exactly as the question lists it)
 * for multiple_choice, and for free_text by format: trimmed text with single spaces (text), a number
 * (number: whole; amount: kroner with at most two decimals; percent: 0–100 with at most two decimals),
 * `YYYY-MM-DD` (date), or a participant id, {@link PARTY_SELF} or {@link PARTY_OTHER} (party).
 */
export type AnswerValue = boolean | string | number;

/** What the value functions need to know about a question. */
export interface ValueQuestion {
  type: QuestionType;
  options?: readonly string[] | null;
  /** free_text only; absent or null means text. */
  format?: ValueFormat | null;
}

export const TEXT_ANSWER_MAX = 500;
export const NUMBER_MAX = 999_999_999_999;
export const PERCENT_MAX = 100;
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2199-12-31';

/** Why a value cannot be an answer to a question (Norwegian, shown under the input and in a 400). */
export const ANSWER_VALUE_MESSAGES = {
  yesNo: 'Svaret må være ja eller nei',
  option: 'Svaret må være et av alternativene',
  text: 'Skriv et svar',
  textTooLong: `Svaret kan være høyst ${TEXT_ANSWER_MAX} tegn`,
  number: 'Skriv et heltall, for eksempel 12',
  amount: 'Skriv et beløp i kroner, for eksempel 12 000',
  amountDecimals: 'Et beløp kan ha høyst to desimaler (øre)',
  negative: 'Tallet kan ikke være negativt',
  tooLarge: 'Tallet er for stort',
  percent: 'Skriv en prosent mellom 0 og 100, for eksempel 15',
  percentDecimals: 'En prosent kan ha høyst to desimaler',
  date: 'Skriv en gyldig dato, for eksempel 1.3.2027',
  dateRange: 'Datoen må være mellom år 1900 og 2199',
  party: 'Velg en av partene i avtalen',
} as const;

export type ParsedAnswer = { ok: true; value: AnswerValue } | { ok: false; message: string };

const ok = (value: AnswerValue): ParsedAnswer => ({ ok: true, value });
const fail = (message: string): ParsedAnswer => ({ ok: false, message });

/** The format of a question's answers: its own for free_text (text when none), null for the others. */
export function formatOf(question: ValueQuestion): ValueFormat | null {
  if (question.type !== 'free_text') return null;
  return question.format && (VALUE_FORMATS as readonly string[]).includes(question.format)
    ? question.format
    : 'text';
}

// ---- numbers ---------------------------------------------------------------------------------

// Spaces people and programs put between groups of thousands: space, no-break space, narrow and thin space.
const GROUP_SPACE = /[ \u00a0\u202f\u2009]/g;
const PLAIN = /^[+-]?\d+(?:[.,]\d+)?$/;
const SPACE_GROUPED = /^[+-]?\d{1,3}(?: \d{3})+(?:[.,]\d+)?$/;
const DOT_GROUPED = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;

/**
 * Reads a number as a Norwegian writes it, for the numeric formats: `12000`, `12 000`, `12 000,00`,
 * `12000.5`, `2,5`; an amount may carry `kr`, `kr.`, `NOK` or `,-` and a percent `%` or `prosent`. For
 * number and amount, `12.000` is twelve thousand (dots between groups of three, as on a bank statement);
 * for percent a dot is a decimal point. Returns the number and its count of decimals, or undefined.
 */
export function readNumberText(
  raw: string,
  format: 'number' | 'amount' | 'percent',
): { value: number; decimals: number } | undefined {
  let text = raw
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(GROUP_SPACE, ' ')
    .replace(/\u2212/g, '-');
  if (format === 'amount') {
    text = text
      .replace(/^(?:kr\.?|nok)\s*/, '')
      .replace(/\s*(?:kr\.?|nok|kroner)$/, '')
      .replace(/[,.]-$/, '');
  }
  if (format === 'percent') text = text.replace(/\s*(?:%|prosent)$/, '');
  text = text.trim();
  let normal: string;
  // Dots between groups of three first: '12.000' would otherwise read as twelve.
  if (format !== 'percent' && DOT_GROUPED.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (PLAIN.test(text)) normal = text.replace(',', '.');
  else if (SPACE_GROUPED.test(text)) normal = text.replace(/ /g, '').replace(',', '.');
  else return undefined;
  const value = Number(normal);
  if (!Number.isFinite(value)) return undefined;
  const fraction = normal.split('.')[1] ?? '';
  // Trailing zeros are not decimals that matter: 12 000,00 is 12 000.
  const decimals = fraction.replace(/0+$/, '').length;
  return { value: value === 0 ? 0 : value, decimals };
}

function parseNumeric(raw: unknown, format: 'number' | 'amount' | 'percent'): ParsedAnswer {
  const wrong =
    format === 'number'
      ? ANSWER_VALUE_MESSAGES.number
      : format === 'amount'
        ? ANSWER_VALUE_MESSAGES.amount
        : ANSWER_VALUE_MESSAGES.percent;
  let read: { value: number; decimals: number } | undefined;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return fail(wrong);
    read = { value: raw, decimals: decimalsOf(raw) };
  } else if (typeof raw === 'string') {
    read = readNumberText(raw, format);
  }
  if (!read) return fail(wrong);
  const { value, decimals } = read;
  if (format === 'number') {
    if (decimals > 0) return fail(ANSWER_VALUE_MESSAGES.number);
    if (Math.abs(value) > NUMBER_MAX) return fail(ANSWER_VALUE_MESSAGES.tooLarge);
    return ok(Math.round(value) + 0);
  }
  if (value < 0) return fail(ANSWER_VALUE_MESSAGES.negative);
  if (decimals > 2)
    return fail(
      format === 'amount' ? ANSWER_VALUE_MESSAGES.amountDecimals : ANSWER_VALUE_MESSAGES.percentDecimals,
    );
  if (format === 'percent' && value > PERCENT_MAX) return fail(ANSWER_VALUE_MESSAGES.percent);
  if (value > NUMBER_MAX) return fail(ANSWER_VALUE_MESSAGES.tooLarge);
  return ok(Math.round(value * 100) / 100 + 0);
}

function decimalsOf(value: number): number {
  for (let decimals = 0; decimals <= 6; decimals++) {
    const scaled = value * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return decimals;
  }
  return 7;
}

// ---- dates -----------------------------------------------------------------------------------

export const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NORWEGIAN_DATE = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/;
const WORDED_DATE = /^(\d{1,2})\.?\s+([a-zæøå]+)\.?\s+(\d{4})$/;

/**
 * Reads a calendar date: `2027-03-01` (a date input), `1.3.2027` or `01.03.2027`, or `1. mars 2027`.
 * Returns `YYYY-MM-DD`, or undefined for anything else and for dates that do not exist (30.2.2027).
 */
export function readDate(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  let parts: [number, number, number] | undefined;
  const iso = ISO_DATE.exec(text);
  const dotted = NORWEGIAN_DATE.exec(text);
  const worded = WORDED_DATE.exec(text);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dotted) parts = [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])];
  else if (worded) {
    const month = MONTHS.findIndex(
      (name) => name === worded[2] || (worded[2].length >= 3 && name.startsWith(worded[2])),
    );
    if (month >= 0) parts = [Number(worded[3]), month + 1, Number(worded[1])];
  }
  if (!parts) return undefined;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// ---- parsing ---------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads what someone answered (from a form or a request body) as the canonical {@link AnswerValue} of
 * the question, or says in Norwegian why it cannot be an answer to it. A party answer is only checked
 * for its form here (a participant id, self or other): whether the id is a party of the agreement is the
 * agreements service's to judge.
 */
export function parseAnswer(question: ValueQuestion, raw: unknown): ParsedAnswer {
  if (question.type === 'yes_no')
    return typeof raw === 'boolean' ? ok(raw) : fail(ANSWER_VALUE_MESSAGES.yesNo);
  if (question.type === 'multiple_choice') {
    if (typeof raw !== 'string') return fail(ANSWER_VALUE_MESSAGES.option);
    const wanted = normalizeText(raw);
    const option = (question.options ?? []).find((o) => normalizeText(o) === wanted);
    return option === undefined || wanted === '' ? fail(ANSWER_VALUE_MESSAGES.option) : ok(option);
  }
  const format = formatOf(question);
  switch (format) {
    case 'number':
    case 'amount':
    case 'percent':
      return parseNumeric(raw, format);
    case 'date': {
      const date = readDate(raw);
      if (!date) return fail(ANSWER_VALUE_MESSAGES.date);
      return date < DATE_MIN || date > DATE_MAX ? fail(ANSWER_VALUE_MESSAGES.dateRange) : ok(date);
    }
    case 'party': {
      if (typeof raw !== 'string') return fail(ANSWER_VALUE_MESSAGES.party);
      const value = raw.trim();
      if (value === PARTY_SELF || value === PARTY_OTHER) return ok(value);
      return UUID.test(value) ? ok(value.toLowerCase()) : fail(ANSWER_VALUE_MESSAGES.party);
    }
    default: {
      if (typeof raw !== 'string') return fail(ANSWER_VALUE_MESSAGES.text);
      const text = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
      if (text === '') return fail(ANSWER_VALUE_MESSAGES.text);
      return text.length > TEXT_ANSWER_MAX ? fail(ANSWER_VALUE_MESSAGES.textTooLong) : ok(text);
    }
  }
}

// ---- equality --------------------------------------------------------------------------------

/**
 * Who the party answers of one participant point to: `self` is the participant, `other` is the other
 * party when exactly two take part. Without a context a party answer is compared as it is.
 */
export interface PartyContext {
  /** The answering participant's id. */
  selfId: string;
  /** The ids of the participants of the round. */
  participantIds: readonly string[];
}

/** The participant a party answer names, or undefined when it names nobody in particular. */
export function resolveParty(value: unknown, context: PartyContext): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value === PARTY_SELF) return context.selfId;
  if (value === PARTY_OTHER) {
    const others = context.participantIds.filter((id) => id !== context.selfId);
    return context.participantIds.length === 2 && others.length === 1 ? others[0] : undefined;
  }
  return context.participantIds.includes(value) ? value : undefined;
}

/**
 * The form in which two answers to a question are compared: answers are the same when their keys are
 * equal. Texts and options compare trimmed and case-insensitive; numbers by value (12 000 = 12000 =
 * 12 000,00); dates by calendar day; parties by the participant they name. Undefined when the value is
 * not an answer to the question (or a party answer names nobody): such an answer equals nothing.
 */
export function comparisonKey(
  question: ValueQuestion,
  value: unknown,
  party?: PartyContext,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (question.type === 'yes_no') return typeof value === 'boolean' ? String(value) : undefined;
  if (question.type === 'multiple_choice') {
    const parsed = parseAnswer(question, value);
    return parsed.ok ? normalizeText(String(parsed.value)) : undefined;
  }
  const format = formatOf(question);
  if (format === 'party') {
    if (!party)
      return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
    return resolveParty(value, party);
  }
  const parsed = parseAnswer(question, value);
  if (!parsed.ok) return undefined;
  if (format === 'text') return normalizeText(String(parsed.value));
  return String(parsed.value);
}

/** Whether two answers to a question are the same answer (see {@link comparisonKey}). */
export function sameAnswer(
  question: ValueQuestion,
  a: unknown,
  b: unknown,
  partyA?: PartyContext,
  partyB?: PartyContext,
): boolean {
  const left = comparisonKey(question, a, partyA);
  return left !== undefined && left === comparisonKey(question, b, partyB ?? partyA);
}

// ---- display ---------------------------------------------------------------------------------

// A no-break space between groups and before the unit, so `12 000 kr` is never split over two lines.
const NBSP = '\u00a0';

/** `12 000`, `12 000,5` → digits grouped by three with no-break spaces, a decimal comma. */
export function formatNumber(value: number, decimals: 'auto' | 'money' = 'auto'): string {
  const negative = value < 0;
  const abs = Math.abs(value);
  const cents = Math.round(abs * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  let tail = '';
  if (fraction !== 0) {
    const two = String(fraction).padStart(2, '0');
    tail = ',' + (decimals === 'money' ? two : two.replace(/0$/, ''));
  }
  return `${negative ? '-' : ''}${grouped}${tail}`;
}

/** `1. mars 2027` for `2027-03-01`. */
export function formatDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])}. ${MONTHS[Number(match[2]) - 1]} ${Number(match[1])}`;
}

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

// ---- logic -----------------------------------------------------------------------------------

/**
 * A typed answer as a logic rule compares it: numbers for the numeric formats, `YYYY-MM-DD` for dates,
 * and for parties {@link PARTY_SELF} when the answer names the one answering, else {@link PARTY_OTHER}
 * (rules written on a template cannot know who the participants will be). Other answers are returned as
 * they are.
 */
export function answerForLogic(
  question: ValueQuestion,
  value: unknown,
  selfIds: readonly string[] = [],
): unknown {
  if (question.type !== 'free_text' || value === undefined || value === null) return value;
  const format = formatOf(question);
  if (format === 'party') {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return value === PARTY_SELF || selfIds.includes(value) ? PARTY_SELF : PARTY_OTHER;
  }
  if (format === 'text') return value;
  const parsed = parseAnswer(question, value);
  return parsed.ok ? parsed.value : undefined;
}

/** Every answer of a set read by {@link answerForLogic} (answers to unknown questions are kept as they are). */
export function answersForLogic<Q extends ValueQuestion & { id: string }>(
  questions: readonly Q[],
  answers: Record<string, unknown>,
  selfIds: readonly string[] = [],
): Record<string, unknown> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const result: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = byId.get(id);
    result[id] = question ? answerForLogic(question, value, selfIds) : value;
  }
  return result;
}
