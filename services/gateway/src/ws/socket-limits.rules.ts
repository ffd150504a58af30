/**
 * Pure rules of the /ws limits and session checks (docs/chat-and-websocket.md), tested without sockets.
 */

/** Rooms one socket may be in (the browser joins one). */
export const MAX_ROOMS_PER_SOCKET = 20;

/** Whether a socket already in `rooms` may join `agreementId` (joining a room it is in again is allowed). */
export function mayJoinRoom(
  rooms: ReadonlySet<string>,
  agreementId: string,
  max = MAX_ROOMS_PER_SOCKET,
): boolean {
  return rooms.has(agreementId) || rooms.size < max;
}

/**
 * The client's address of an upgrade request, as Express's `req.ip` computes it for HTTP (proxy-addr):
 * walk from the connecting peer leftwards through `X-Forwarded-For` while each hop is trusted
 * (`trust` is Express's compiled `trust proxy` function); the first untrusted one is the client.
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: (address: string, hop: number) => boolean,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const forwarded = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .reverse();
  const hops = [remoteAddress ?? 'unknown', ...forwarded];
  for (let i = 0; i < hops.length - 1; i += 1) {
    if (!trust(hops[i], i)) return hops[i];
  }
  return hops[hops.length - 1];
}

/** What a socket needs from its session as stored in Redis (express-session's JSON). */
export interface StoredSessionUser {
  userId: string;
  userName?: string;
}

/**
 * Reads the user of a stored session: null when the session is gone (logout, password change, expiry)
 * or no longer has a user. A session that cannot be read counts as gone.
 */
export function storedSessionUser(raw: string | null | undefined): StoredSessionUser | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { userId, userName } = data as { userId?: unknown; userName?: unknown };
  if (typeof userId !== 'string' || userId === '') return null;
  return { userId, ...(typeof userName === 'string' ? { userName } : {}) };
}

/** Whether a socket opened by `userId` may go on: its session still exists and still has that user. */
export function sessionStillValid(stored: StoredSessionUser | null, userId: string): boolean {
  return stored !== null && stored.userId === userId;
}
