import { z } from 'zod';

// The codes live in a module without zod, so the web app's pages can use them without loading zod.
export * from './error-codes';
import { ErrorCode } from './error-codes';

/** One problem with one field of an input, as carried in `details`. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorCodeSchema = z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]);

/** The body of every error response of the HTTP API: clients branch on `code`, show `message`. */
export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
  errorId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The payload of an RPC error as it travels over NATS. */
export const rpcErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
  errorId: z.string().optional(),
});
export type RpcErrorPayload = z.infer<typeof rpcErrorSchema>;

/** Fixed Norwegian messages that are not tied to one field. */
export const Messages = {
  invalidBody: 'Ugyldig forespørsel',
  invalidJson: 'Ugyldig JSON i forespørselen',
  notFound: 'Fant ikke ressursen',
  unauthenticated: 'Du må være innlogget',
  forbidden: 'Du har ikke tilgang til dette',
  serviceUnavailable: 'Tjenesten er midlertidig utilgjengelig',
  internal: 'Noe gikk galt. Prøv igjen senere.',
  invalidCredentials: 'Ugyldig e-post eller passord',
  tooManyLoginAttempts: 'For mange innloggingsforsøk. Prøv igjen senere.',
  tooManyRegistrations: 'For mange registreringer fra denne adressen. Prøv igjen senere.',
  /** `POST /api/auth/password-reset` past its limit per address or per client address (issue 17). */
  tooManyPasswordResets: 'For mange forespørsler om nytt passord. Prøv igjen senere.',
  forbiddenOrigin: 'Forespørselen kom fra en ukjent opprinnelse',
  controlCharacters: 'Teksten inneholder ugyldige tegn (kontrolltegn)',
  /** A lone UTF-16 surrogate: not a character, and Postgres refuses it (security review N2). */
  illFormedText: 'Teksten inneholder ugyldige tegn',
  /** JSON nested deeper than {@link MAX_JSON_DEPTH} (security review N1). */
  tooDeeplyNested: 'JSON-innholdet er for dypt nøstet',
  /** A title, a name or another one-line field with a line break (security review M4). */
  lineBreak: 'Teksten kan ikke inneholde linjeskift',
  /** A body over the gateway's size limit (413). */
  payloadTooLarge: 'Forespørselen er for stor',
} as const;

/**
 * The messages of checks that have no message of their own (norwegian-errors.ts) and of unknown fields.
 * The functions only put their arguments into the text: the server translator (i18n/) finds the values
 * again in a produced message by calling them with markers.
 */
export const ValidationMessages = {
  missing: 'Feltet mangler',
  invalid: 'Ugyldig verdi',
  empty: 'Feltet kan ikke være tomt',
  invalidFormat: 'Ugyldig format',
  invalidNumber: 'Ugyldig tall',
  textTooLong: (max: string) => `Teksten kan være høyst ${max} tegn`,
  textTooShort: (min: string) => `Teksten må være minst ${min} tegn`,
  tooManyItems: (max: string) => `Høyst ${max} elementer`,
  tooFewItems: (min: string) => `Minst ${min} elementer`,
  valueTooBig: (max: string) => `Verdien kan være høyst ${max}`,
  valueTooSmall: (min: string) => `Verdien må være minst ${min}`,
  /** `fields`: the names, separated by ', '. */
  unknownFields: (fields: string) => `Ukjent felt: ${fields}`,
} as const;

/** Turns zod issues into the `details` list of an error body. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The message for fields a body may not carry (a client cannot slip in e.g. `isAdmin`). */
export const unknownFieldsMessage = (keys: readonly string[]): string =>
  ValidationMessages.unknownFields(keys.join(', '));

/**
 * An HTTP body: an object that refuses unknown fields with a Norwegian message (400), as
 * docs/api-errors.md says.
 */
export function strictBody<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined),
  });
}

/** Control characters other than tab, line feed and carriage return (Postgres refuses NUL in text). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * A lone surrogate (half of a UTF-16 pair): with the `u` flag a well-formed pair reads as one code
 * point, so only a lone half matches. The same test as `!text.isWellFormed()` (Node 20), which the
 * ES2023 library types do not declare.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * How deep a body, query or message may nest arrays and objects (the outermost one counts as 1). No
 * Avtalt input needs more than 4; 32 leaves room and keeps every walk over an input short.
 */
export const MAX_JSON_DEPTH = 32;

/** What is wrong with one text of an input: where it is (`a.0.b`) and the Norwegian message. */
export interface TextProblem {
  path: string;
  message: string;
}

/** One value still to visit: how it is reached from its parent, so a path is built only when needed. */
interface PendingValue {
  value: unknown;
  key: string | number | null;
  parent: PendingValue | null;
  depth: number;
}

function pathOf(entry: PendingValue, lastKey?: string): string {
  const keys: (string | number)[] = lastKey === undefined ? [] : [lastKey];
  for (let at: PendingValue | null = entry; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Visits every string and object key of `value` in document order, without recursion (an explicit
 * stack: no input can overflow the call stack), and returns the first whose `check` gives a message.
 * Arrays and objects nested deeper than `maxDepth` are a problem of their own.
 */
function firstTextProblem(
  value: unknown,
  check: (text: string) => string | undefined,
  maxDepth: number,
): TextProblem | undefined {
  const stack: PendingValue[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop() as PendingValue;
    const current = entry.value;
    if (typeof current === 'string') {
      const message = check(current);
      if (message !== undefined) return { path: pathOf(entry), message };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const depth = entry.depth + 1;
    if (depth > maxDepth) return { path: pathOf(entry), message: Messages.tooDeeplyNested };
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push({ value: current[index], key: index, parent: entry, depth });
      continue;
    }
    const entries = Object.entries(current);
    for (const [key] of entries) {
      const message = check(key);
      if (message !== undefined) return { path: pathOf(entry, key), message };
    }
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index] as [string, unknown];
      stack.push({ value: item, key, parent: entry, depth });
    }
  }
  return undefined;
}

const inputTextMessage = (text: string): string | undefined =>
  CONTROL_CHARACTERS.test(text)
    ? Messages.controlCharacters
    : LONE_SURROGATE.test(text)
      ? Messages.illFormedText
      : undefined;

/**
 * What is wrong with the text of an input a user sent, before its schema sees it (400, never a 500):
 * arrays and objects nested deeper than {@link MAX_JSON_DEPTH}, a control character (other than tab,
 * line feed and carriage return) or a lone surrogate in any string or key. Undefined when all is well.
 */
export function inputTextProblem(value: unknown): TextProblem | undefined {
  return firstTextProblem(value, inputTextMessage, MAX_JSON_DEPTH);
}

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, read without parsing: one pass
 * over the characters (or UTF-8 bytes: no byte of a multi-byte character is ASCII) counting brackets
 * outside strings; a string is skipped with `indexOf` to its closing quote. Malformed text is not
 * judged here; the parser refuses it after.
 */
export function jsonNestingExceeds(text: string | Uint8Array, maxDepth: number = MAX_JSON_DEPTH): boolean {
  if (typeof text === 'string')
    return nestingExceeds(
      text,
      (index) => text.charCodeAt(index),
      (from) => text.indexOf('"', from),
      maxDepth,
    );
  return nestingExceeds(
    text,
    (index) => text[index] as number,
    (from) => text.indexOf(0x22, from),
    maxDepth,
  );
}

function nestingExceeds(
  text: { length: number },
  codeAt: (index: number) => number,
  nextQuote: (from: number) => number,
  maxDepth: number,
): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = codeAt(index);
    if (code === 0x22) {
      // The closing quote: the next one not escaped by an odd run of backslashes before it.
      for (;;) {
        const quote = nextQuote(index + 1);
        if (quote === -1) return false;
        let backslashes = 0;
        while (codeAt(quote - 1 - backslashes) === 0x5c) backslashes += 1;
        index = quote;
        if (backslashes % 2 === 0) break;
      }
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/** Line breaks: line feed, carriage return, and the Unicode ones a mail program or PDF may also break at. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

/**
 * A one-line text (a title, a name, an address line): `schema` with line breaks refused in Norwegian
 * (400). Put it around the whole chain, so a trailing new line that `trim()` removes is no problem.
 * Multi-line texts (descriptions, free-text answers, chat) do not use it. Titles and names go into
 * mail subjects and text parts, where a line break would let a sender write lines of their own.
 */
export function singleLineText<S extends z.ZodType<string, string>>(schema: S): S {
  return schema.refine((text) => !LINE_BREAK.test(text), { message: Messages.lineBreak }) as S;
}
