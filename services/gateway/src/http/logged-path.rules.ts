/**
 * Paths whose segments are secrets: the token of an unsubscribe link (`/api/unsubscribe/{token}`) lets
 * whoever has it turn off someone's mail, so it never reaches a log line.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [/^(\/api\/unsubscribe\/)[^/]+/i];

/** The path of a request as the request log shows it: without the query and with secret segments replaced by `[token]`. */
export function loggedPath(originalUrl: string): string {
  const path = originalUrl.split('?')[0];
  return SECRET_SEGMENTS.reduce((current, pattern) => current.replace(pattern, '$1[token]'), path);
}

/** Paths that may be POSTed without a trusted Origin: one-click unsubscribe (RFC 8058) comes from mail providers' servers. */
export function originCheckExempt(path: string): boolean {
  return /^\/api\/unsubscribe\/[^/]+\/?$/i.test(path);
}
