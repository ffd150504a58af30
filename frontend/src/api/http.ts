/**
 * The one HTTP client of the web app (end-user spec §7/§8): every call carries the session cookie,
 * JSON is sent only when there is a body, and any non-ok response becomes an error whose message is
 * "<status>: <body text>" (or the status text when the body is empty).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-ok response. `message` keeps the spec's "<status>: <body text>" form. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

/** Throws an {@link ApiError} for a non-ok response; leaves ok responses unread. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
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

interface ErrorBody {
  message?: unknown;
  details?: unknown;
}

/** The JSON error body inside an error thrown by this client, if there is one. */
function errorBody(error: unknown): ErrorBody | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const parsed: unknown = JSON.parse(match[1]);
    return parsed !== null && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * The server's `message` for a toast: taken from the JSON body of an error thrown by this client,
 * else `fallback` (network failures, HTML error pages, empty bodies).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** The field issues (`details`) of a 400 response, so forms can show them under their fields. */
export function apiErrorDetails(error: unknown): FieldIssue[] {
  const details = errorBody(error)?.details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is FieldIssue =>
      d !== null && typeof d === 'object' && typeof d.path === 'string' && typeof d.message === 'string',
  );
}

/** The HTTP status of an error thrown by this client, or null. */
export function apiErrorStatus(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = /^(\d{3}): /.exec(error.message);
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * The `details` of an error body as one line of text, or null when there are none: a text as it is,
 * field issues as "path: message" joined by "; ", anything else as JSON. Used where the spec shows
 * details in a toast (generation failures).
 */
export function apiErrorDetailsText(error: unknown): string | null {
  const details = errorBody(error)?.details;
  if (details === undefined || details === null) return null;
  if (typeof details === 'string') return details.trim() === '' ? null : details.trim();
  if (Array.isArray(details)) {
    if (details.length === 0) return null;
    return details
      .map((d: unknown) => {
        if (d !== null && typeof d === 'object' && typeof (d as FieldIssue).message === 'string') {
          const { path, message } = d as FieldIssue;
          return typeof path === 'string' && path !== '' ? `${path}: ${message}` : message;
        }
        return typeof d === 'string' ? d : JSON.stringify(d);
      })
      .join('; ');
  }
  return JSON.stringify(details);
}
