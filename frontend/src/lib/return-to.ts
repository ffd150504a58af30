/**
 * Where to go after logging in (spec §7 "Browser storage"): the returnTo query parameter, else
 * sessionStorage 'redirectAfterLogin', else localStorage 'returnTo', else '/'. Only paths on this
 * origin are accepted, so a crafted link cannot send a freshly logged-in user to another site.
 */

export const RETURN_TO_LOCAL_KEY = 'returnTo';
export const REDIRECT_AFTER_LOGIN_SESSION_KEY = 'redirectAfterLogin';

const AUTH_PATH = '/auth';

/**
 * True for a same-origin path such as `/profile?x=1`: starts with exactly one '/', no '//' or '/\'
 * (protocol-relative URLs), no scheme, no control characters, and not the login page itself.
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  const pathname = value.split(/[?#]/, 1)[0];
  if (pathname === AUTH_PATH || pathname.startsWith(`${AUTH_PATH}/`)) return false;
  return true;
}

/**
 * Reads a key of web storage; null when storage is unavailable (privacy modes): the callers lose a
 * convenience, never their page.
 */
export function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a key of web storage; does nothing when storage is unavailable. */
export function safeSet(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // see safeGet
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Remembers the path a logged-out visitor wanted, before they are sent to /auth. */
export function rememberReturnTo(path: string): void {
  if (!isSafeReturnPath(path)) return;
  safeSet(local, RETURN_TO_LOCAL_KEY, path);
  safeSet(session, REDIRECT_AFTER_LOGIN_SESSION_KEY, path);
}

/** The first safe candidate of: query parameter, session storage, local storage; else '/'. */
export function resolveReturnTo(queryParam: string | null | undefined): string {
  const candidates = [
    queryParam,
    safeGet(session, REDIRECT_AFTER_LOGIN_SESSION_KEY),
    safeGet(local, RETURN_TO_LOCAL_KEY),
  ];
  return candidates.find(isSafeReturnPath) ?? '/';
}

/** Forgets the remembered path (after it has been used). */
export function clearReturnTo(): void {
  safeSet(local, RETURN_TO_LOCAL_KEY, null);
  safeSet(session, REDIRECT_AFTER_LOGIN_SESSION_KEY, null);
}

/**
 * The URL of the login page that returns to `path` afterwards; with `register`, opened on «Registrer»
 * (`tab=registrer`, for someone who most likely has no account yet).
 */
export function authUrlFor(path: string, { register = false }: { register?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (register) params.set('tab', 'registrer');
  if (isSafeReturnPath(path)) params.set('returnTo', path);
  const query = params.toString();
  return query ? `${AUTH_PATH}?${query}` : AUTH_PATH;
}
