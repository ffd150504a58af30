import type { Language } from '../common/language.schema';
import {
  BOKMAL_MESSAGES,
  type CatalogueName,
  type MessageValue,
  type Translations,
} from './message-catalogues';
import { ENGLISH_MESSAGES } from './messages.en';
import { NYNORSK_MESSAGES } from './messages.nn';

/** The message constants of each language (bokmål: the constants themselves). */
export const MESSAGES_BY_LANGUAGE: Readonly<Record<Language, Translations>> = {
  nb: BOKMAL_MESSAGES,
  nn: NYNORSK_MESSAGES,
  en: ENGLISH_MESSAGES,
};

/** Where a bokmål message comes from. */
interface MessageSource {
  catalogue: CatalogueName;
  key: string;
}

/** A message with values: how to find them in a produced text, and which value each capture is. */
interface MessagePattern extends MessageSource {
  pattern: RegExp;
  /** Per capture group: the placeholder's name (a text) or the argument's position (a function). */
  slots: (string | number)[];
  /** The fixed characters around the values: the more, the more specific the pattern. */
  fixed: number;
}

/** `{round}`, `{n}`, `{names}`: filled in by the services. `{{svar}}` is text, not a placeholder. */
const PLACEHOLDER = /(?<!\{)\{([A-Za-z]\w*)\}(?!\})/g;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function message is called with markers where its values go, so its output shows where they are. Private-use
 * characters: no message has them.
 */
const marker = (index: number): string => `\uE000${index}\uE001`;
const MARKER = /\uE000(\d+)\uE001/g;

/** A regular expression for text with holes (`holes` matches each), and what fills each hole. */
function patternOf(text: string, holes: RegExp): { pattern: RegExp; slots: string[]; fixed: number } {
  const slots: string[] = [];
  let source = '';
  let fixed = 0;
  let last = 0;
  for (const hole of text.matchAll(holes)) {
    const literal = text.slice(last, hole.index);
    source += `${escapeRegExp(literal)}([\\s\\S]+?)`;
    fixed += literal.length;
    slots.push(hole[1] as string);
    last = (hole.index as number) + hole[0].length;
  }
  const tail = text.slice(last);
  return { pattern: new RegExp(`^${source}${escapeRegExp(tail)}$`), slots, fixed: fixed + tail.length };
}

/** A function message's pattern, or null when its output does not show each value exactly once. */
function functionPattern(
  message: (...values: string[]) => string,
): Omit<MessagePattern, keyof MessageSource> | null {
  const markers = Array.from({ length: message.length }, (_, position) => marker(position));
  const { pattern, slots, fixed } = patternOf(message(...markers), MARKER);
  const positions = slots.map(Number);
  if (positions.length !== markers.length || new Set(positions).size !== markers.length) return null;
  return { pattern, slots: positions, fixed };
}

interface MessageIndex {
  exact: Map<string, MessageSource>;
  patterns: MessagePattern[];
}

/** Every bokmål message, by its text and, for those with values, by its pattern. */
function buildIndex(): MessageIndex {
  const exact = new Map<string, MessageSource>();
  const patterns: MessagePattern[] = [];
  for (const [catalogue, messages] of Object.entries(BOKMAL_MESSAGES) as [CatalogueName, object][]) {
    for (const [key, value] of Object.entries(messages) as [string, MessageValue][]) {
      const source = { catalogue, key };
      if (typeof value === 'function') {
        const found = functionPattern(value);
        if (found) patterns.push({ ...source, ...found });
        continue;
      }
      // The first of two constants with the same text wins (message-catalogues.spec.ts checks they agree).
      if (!exact.has(value)) exact.set(value, source);
      if (value.match(PLACEHOLDER)) patterns.push({ ...source, ...patternOf(value, PLACEHOLDER) });
    }
  }
  patterns.sort((a, b) => b.fixed - a.fixed);
  return { exact, patterns };
}

let index: MessageIndex | undefined;

/** The message `source` in `language`, with `values` (by placeholder name or argument position). */
function render(
  source: MessageSource,
  language: Language,
  values?: Map<string | number, string>,
): string | null {
  const catalogue = MESSAGES_BY_LANGUAGE[language][source.catalogue] as Record<
    string,
    MessageValue | undefined
  >;
  const target = catalogue[source.key];
  if (target === undefined) return null;
  if (typeof target === 'function') {
    const args = Array.from({ length: target.length }, (_, position) => values?.get(position));
    return args.every((arg) => arg !== undefined) ? target(...(args as string[])) : null;
  }
  if (!values) return target;
  return target.replace(PLACEHOLDER, (hole, name: string) => values.get(name) ?? hole);
}

/**
 * A message the services wrote in bokmål, in `language`: a known text is looked up by its key, a message with
 * values (a `{name}` placeholder or a function) is recognised by its pattern and written with the same values.
 * A text that is not one of the constants is returned as it is.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'nb') return text;
  index ??= buildIndex();
  const known = index.exact.get(text);
  if (known) return render(known, language) ?? text;
  for (const candidate of index.patterns) {
    const match = candidate.pattern.exec(text);
    if (!match) continue;
    const values = new Map<string | number, string>(
      candidate.slots.map((slot, position) => [slot, match[position + 1] as string]),
    );
    return render(candidate, language, values) ?? text;
  }
  return text;
}

/** The parts of an error body that carry messages. */
export interface MessageBody {
  message: string;
  details?: unknown;
}

/**
 * An error body with `message` and each `details[].message` in `language`; everything else (code, status,
 * paths, other fields) as it was. Details that are not a list of objects with a text `message` are left alone.
 */
export function translateErrorBody<T extends MessageBody>(body: T, language: Language): T {
  if (language === 'nb') return body;
  const details = Array.isArray(body.details)
    ? body.details.map((detail: unknown) =>
        detail !== null && typeof detail === 'object' && typeof (detail as MessageBody).message === 'string'
          ? { ...detail, message: translateMessage((detail as MessageBody).message, language) }
          : detail,
      )
    : body.details;
  return {
    ...body,
    message: translateMessage(body.message, language),
    ...(body.details === undefined ? {} : { details }),
  };
}
