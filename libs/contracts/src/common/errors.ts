import { z } from 'zod';

/**
 * Error codes that cross service boundaries. Services raise them (as RPC errors), the gateway maps
 * them to HTTP statuses in one table (`services/gateway/src/rpc/http-status.table.ts`).
 */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  /** A dependency outside Avtalt (e.g. a language model) failed. */
  UpstreamFailed: 'UPSTREAM_FAILED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One problem with one field of an input, as carried in `details`. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every error response of the HTTP API. */
export const errorBodySchema = z.object({
  message: z.string(),
  details: z.unknown().optional(),
  errorId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The payload of an RPC error as it travels over NATS. */
export const rpcErrorSchema = z.object({
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
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
  forbiddenOrigin: 'Forespørselen kom fra en ukjent opprinnelse',
} as const;

/** Turns zod issues into the `details` list of an error body. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
