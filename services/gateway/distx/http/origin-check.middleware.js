"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.originCheck = originCheck;
const contracts_1 = require("@avtalt/contracts");
const logged_path_rules_1 = require("./logged-path.rules");
const trusted_origins_1 = require("./trusted-origins");
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request that says where it comes
 * from (Origin, or Sec-Fetch-Site) must come from a trusted origin (see trusted-origins.ts).
 * One-click unsubscribe (`POST /api/unsubscribe/{token}`) is exempt: it uses no session, its token is
 * the permission, and mail clients send it from wherever they run.
 */
function originCheck(trusted) {
    return (req, res, next) => {
        if (SAFE_METHODS.has(req.method) || (0, logged_path_rules_1.originCheckExempt)(req.originalUrl.split('?')[0]))
            return next();
        const origin = req.header('origin');
        const fetchSite = req.header('sec-fetch-site');
        const originOk = (0, trusted_origins_1.isTrustedOrigin)(origin, trusted);
        const siteOk = !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none' || (origin !== undefined && originOk);
        if (originOk && siteOk)
            return next();
        res.status(403).json({ code: contracts_1.ErrorCode.ForbiddenOrigin, message: contracts_1.Messages.forbiddenOrigin });
    };
}
//# sourceMappingURL=origin-check.middleware.js.map