import type { Request } from 'express';
import type { Cookie, SessionData } from 'express-session';
import { readCookie } from '../http/cookies';

/** The session cookie's name. */
export const SESSION_COOKIE = 'avtalt.sid';

/** What express-session's Session object carries at run time besides its data (not in its typings). */
interface LiveSession {
  readonly id?: string;
  readonly req?: Request;
  readonly cookie?: Cookie & { serialize(name: string, value: string): string };
}

/**
 * Sends the session cookie again with a new expiry. Called by the store each time it pushes the
 * session's expiry in Redis forward (at most once a minute per session and replica, see
 * ThrottledRedisStore), so the browser's cookie slides like the session does. express-session's
 * `rolling` re-signed and re-sent it with every answer: an HMAC and a `Set-Cookie` per request, ~5 % of
 * the gateway's time on the comparison (docs/performance.md).
 *
 * The value is the one the browser sent, which express-session has just verified (a touch happens only
 * when the request's cookie named this very session): nothing is signed here. A secure cookie is sent
 * only over HTTPS, as express-session does; a response whose headers are out gets nothing.
 */
export function resendSessionCookie(data: SessionData): void {
  const session = data as LiveSession;
  const req = session.req;
  const res = req?.res;
  if (!req || !res || res.headersSent || !session.id || !session.cookie) return;
  if (session.cookie.secure && !req.secure) return;
  const value = decoded(readCookie(req.headers.cookie, SESSION_COOKIE));
  if (!value?.startsWith(`s:${session.id}.`)) return;
  res.append('Set-Cookie', session.cookie.serialize(SESSION_COOKIE, value));
}

function decoded(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
