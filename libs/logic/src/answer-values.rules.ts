import type { QuestionType, ValueFormat } from './logic.types';
import { readDate } from './answer-dates.rules';
import { readNumberText } from './answer-numbers.rules';
import { normalizeText } from './values.rules';

/**
 * Typed answers (docs/typed-answers.md): what an answer to each kind of question is, how a value typed
 * by a person is read, when two answers are the same, and what a logic rule compares. Numbers and dates
 * as people write them are answer-numbers.rules.ts and answer-dates.rules.ts; how an answer is shown is
 * answer-display.rules.ts. The same code runs in the browser (input, comparison) and on the server
 * (validation, rounds, legal text), so both always agree on what was answered.
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
