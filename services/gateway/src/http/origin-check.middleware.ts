import { ErrorCode, Messages } from '@avtalt/contracts';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request that says where it comes
 * from (Origin, or Sec-Fetch-Site) must come from the gateway's own origin or an allowed one.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, '')));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.header('origin');
    const fetchSite = req.header('sec-fetch-site');
    const own = `${req.protocol}://${req.get('host')}`;
    const originOk = !origin || origin === own || allowed.has(origin);
    const siteOk = !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none' || (origin !== undefined && allowed.has(origin));
    if (originOk && siteOk) return next();
    res.status(403).json({ code: ErrorCode.ForbiddenOrigin, message: Messages.forbiddenOrigin });
  };
}
