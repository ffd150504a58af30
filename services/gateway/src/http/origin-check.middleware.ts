import { ErrorCode, Messages } from '@avtalt/contracts';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-language';
import { originCheckExempt } from './logged-path.rules';
import { isTrustedOrigin } from './trusted-origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request that says where it comes
 * from (Origin, or Sec-Fetch-Site) must come from a trusted origin (see trusted-origins.ts).
 * One-click unsubscribe (`POST /api/unsubscribe/{token}`) is exempt: it uses no session, its token is
 * the permission, and mail clients send it from wherever they run.
 */
export function originCheck(trusted: ReadonlySet<string>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || originCheckExempt(req.originalUrl.split('?')[0])) return next();
    const origin = req.header('origin');
    const fetchSite = req.header('sec-fetch-site');
    const originOk = isTrustedOrigin(origin, trusted);
    const siteOk =
      !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none' || (origin !== undefined && originOk);
    if (originOk && siteOk) return next();
    sendError(req, res, 403, { code: ErrorCode.ForbiddenOrigin, message: Messages.forbiddenOrigin });
  };
}
