import { z } from 'zod';

/**
 * A session as it travels between gateway replicas: the SHA-256 of its id, base64url (43 characters).
 * The id itself never leaves the gateway that holds it, so a NATS subscriber learns nothing it could use.
 */
export const sessionDigestSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Most sessions one announcement names (a user's other sessions at a password change). */
export const MAX_SESSIONS_PER_ANNOUNCEMENT = 1000;

/** `gateway.sessions.ended.v1`: sessions that no longer exist; their sockets are closed on every replica. */
export const sessionsEndedEventSchema = z.strictObject({
  sessions: z.array(sessionDigestSchema).min(1).max(MAX_SESSIONS_PER_ANNOUNCEMENT),
});
export type SessionsEndedEvent = z.infer<typeof sessionsEndedEventSchema>;
