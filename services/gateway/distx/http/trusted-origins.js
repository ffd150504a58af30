"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.trustedOrigins = trustedOrigins;
exports.isTrustedOrigin = isTrustedOrigin;
/**
 * The origins whose pages may send state-changing requests and open WebSockets: the configured public
 * origin (`PUBLIC_ORIGIN`; without it the gateway's own loopback addresses, `http://localhost:PORT` and
 * `http://127.0.0.1:PORT`) and `ALLOWED_ORIGINS`. Never derived from the request's Host header, which
 * a DNS-rebinding page controls.
 */
function trustedOrigins(config) {
    const own = config.PUBLIC_ORIGIN
        ? [config.PUBLIC_ORIGIN]
        : [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
    return new Set([...own, ...config.ALLOWED_ORIGINS].map((origin) => origin.replace(/\/$/, '').toLowerCase()));
}
/** Whether a request's Origin is trusted; a request without one does not come from a browser page. */
function isTrustedOrigin(origin, trusted) {
    return origin === undefined || trusted.has(origin.replace(/\/$/, '').toLowerCase());
}
//# sourceMappingURL=trusted-origins.js.map