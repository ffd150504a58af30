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
} as const;

/** Turns zod issues into the `details` list of an error body. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The message for fields a body may not carry (a client cannot slip in e.g. `isAdmin`). */
export const unknownFieldsMessage = (keys: readonly string[]): string => `Ukjent felt: ${keys.join(', ')}`;

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
 * The path of the first string (or object key) in `value` that holds a control character, or
 * undefined. Every text a user sends is checked with it before its schema (400, never a 500).
 */
export function controlCharacterPath(
  value: unknown,
  path: readonly (string | number)[] = [],
): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key)) return [...path, key].join('.');
      const found = controlCharacterPath(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
