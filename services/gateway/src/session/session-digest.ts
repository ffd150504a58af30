import { createHash } from 'node:crypto';

/**
 * How a session is named outside the replica that holds its id (the `gateway.sessions.ended.v1`
 * announcement): SHA-256, base64url. The id is a bearer secret; its digest opens nothing.
 */
export function sessionDigest(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}
