import type { ErrorBody, ErrorCode } from '@avtalt/contracts';
import { takeEarlyResponse } from './early-response';

/**
 * The one HTTP client of the web app (end-user spec §7/§8): every call carries the session cookie,
 * JSON is sent only when there is a body, and any non-ok response becomes an error whose message is
 * "<status>: <body text>" (or the status text when the body is empty).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-ok response. `message` keeps the spec's "<status>: <body text>" form; the fields of the JSON
 * error body (`{code, message, details?, errorId?}`, see docs/api-errors.md) are parsed once, here.
 */
export class ApiError extends Error {
  /** The error code the server gave (`ErrorCode` of the contracts), or null when the body had none. */
  readonly code: ErrorCode | null;
  /** The server's Norwegian message, or null. */
  readonly serverMessage: string | null;
  readonly details: unknown;
  readonly errorId: string | null;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    const body = parseErrorBody(bodyText);
    this.code = body?.code ?? null;
    this.serverMessage = body?.message?.trim() ? body.message : null;
    this.details = body?.details;
    this.errorId = body?.errorId ?? null;
  }
}

const textField = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The JSON error body (`errorBodySchema` of the contracts), or null when the text is not one (an HTML
 * error page, an empty body). Read field by field rather than with the zod schema: every page loads this
 * module, and zod would otherwise be part of the front page's download (docs/compression-and-code-splitting.md).
 * A field of the wrong type is left out; a code this client does not know (a newer server) is kept as
 * sent and equals none of the `ErrorCode` constants the pages compare with.
 */
function parseErrorBody(text: string): Partial<ErrorBody> | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
  const body = json as Record<string, unknown>;
  return {
    code: textField(body.code) as ErrorCode | undefined,
    message: textField(body.message),
    details: body.details,
    errorId: textField(body.errorId),
  };
}

/** Throws an {@link ApiError} for a non-ok response; leaves ok responses unread. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const early = method === 'GET' ? takeEarlyResponse(url) : undefined;
  const res = await (early ??
    fetch(url, {
      method,
      credentials: 'include',
      headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
    }));
  await throwIfResNotOk(res);
  return res;
}

/** {@link apiRequest} and the parsed JSON of the response. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/** A problem with one field, as the server lists it in `details` of a 400 response. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The server's `message` for a toast: taken from the JSON body of an error thrown by this client,
 * else `fallback` (network failures, HTML error pages, empty bodies).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** The error code of an error thrown by this client, or null (network failure, no JSON body). */
export function apiErrorCode(error: unknown): ErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

/** The field issues (`details`) of a 400 response, so forms can show them under their fields. */
export function apiErrorDetails(error: unknown): FieldIssue[] {
  const details = error instanceof ApiError ? error.details : undefined;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is FieldIssue =>
      d !== null && typeof d === 'object' && typeof d.path === 'string' && typeof d.message === 'string',
  );
}

/** The HTTP status of an error thrown by this client, or null. */
export function apiErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
