import { AgreementMessages, ANONYMOUS_PARTICIPANT, type Caller, ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
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

/**
 * The caller of a route for accounts only (a signed agreement's follow-up, amendments): 401 with the agreements'
 * «log in» message for a visitor. Does not give a visitor an anonymous identity.
 */
export function loggedInCallerOf(req: Request): Caller {
  const { userId, userName } = req.session;
  if (!userId) throw new DomainError(ErrorCode.LoginRequired, AgreementMessages.loginRequired);
  return { id: userId, anonymous: false, name: userName ?? 'Ukjent bruker' };
}
