import type { QuestionType } from './logic.types';

const YES = new Set(['true', 'ja']);
const NO = new Set(['false', 'nei']);
// Digits with at most one decimal separator; a comma is accepted because Norwegians write 2,5.
const NUMERIC = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/**
 * Reads a stored rule value (or a value from a form) as the type its source question needs.
 *
 * - yes_no: a boolean, or the text 'true'/'ja' (→ true) or 'false'/'nei' (→ false), any case, trimmed.
 * - multiple_choice and free_text: text, trimmed; a finite number becomes its text ('5').
 *
 * Anything else — blank text, null, a list, 'kanskje' for yes_no — gives `undefined`: the value
 * cannot be read as that type, and a rule with such a value never matches.
 *
 * @example typeValue('yes_no', 'true') // true
 * @example typeValue('multiple_choice', '  Oslo ') // 'Oslo'
 */
export function typeValue(type: QuestionType, raw: unknown): boolean | string | undefined {
  if (type === 'yes_no') {
    if (typeof raw === 'boolean') return raw;
    if (typeof raw !== 'string') return undefined;
    const word = raw.trim().toLowerCase();
    if (YES.has(word)) return true;
    if (NO.has(word)) return false;
    return undefined;
  }
  if (type === 'multiple_choice' || type === 'free_text') {
    if (typeof raw === 'string') {
      const text = raw.trim();
      return text === '' ? undefined : text;
    }
    if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
    return undefined;
  }
  return undefined;
}

/**
 * Reads a number for greater_than/less_than: a finite number, or text made of digits with at most one
 * decimal point or comma and an optional sign ('42', '-1.5', '2,5'). Everything else — '', 'ti', '1e3',
 * '0x10', booleans, NaN, Infinity — is not a number and gives `undefined`.
 */
export function parseNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (!NUMERIC.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

/**
 * The form in which texts are compared: Unicode NFC, trimmed, inner runs of white space made one space,
 * lower case (locale independent, so browser and server agree).
 */
export function normalizeText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * An answer read as its question's type: a boolean for yes_no, the list of chosen options for
 * multiple_choice (one chosen option is a list of one), text for free_text; `undefined` when unanswered.
 */
export function readAnswer(type: QuestionType, raw: unknown): boolean | string | string[] | undefined {
  if (type === 'multiple_choice') {
    const chosen = (Array.isArray(raw) ? raw : [raw])
      .map((item) => typeValue('multiple_choice', item))
      .filter((item): item is string => typeof item === 'string');
    return chosen.length === 0 ? undefined : chosen;
  }
  if (Array.isArray(raw)) return undefined;
  return typeValue(type, raw);
}

/**
 * Whether `raw` counts as an answer to a question of this type. Missing, `null`, blank text, an empty
 * list and values that cannot be read as the type (see {@link typeValue}) are unanswered.
 */
export function isAnswered(type: QuestionType, raw: unknown): boolean {
  return readAnswer(type, raw) !== undefined;
}
