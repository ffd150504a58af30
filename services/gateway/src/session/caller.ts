import { ANONYMOUS_PARTICIPANT, type Caller } from '@avtalt/contracts';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';

/**
 * Who is calling, from the session only (never from the request): the logged-in user, or the
 * anonymous identity this session was given on its first agreement call (DESIGN §2).
 */
export function callerOf(req: Request): Caller {
  const { userId, userName } = req.session;
  if (userId) return { id: userId, anonymous: false, name: userName ?? 'Ukjent bruker' };
  if (!req.session.anonymousId) req.session.anonymousId = randomUUID();
  return { id: req.session.anonymousId, anonymous: true, name: ANONYMOUS_PARTICIPANT };
}
