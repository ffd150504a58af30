"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loggedPath = loggedPath;
exports.originCheckExempt = originCheckExempt;
/**
 * Paths whose segments are secrets: the token of an unsubscribe link (`/api/unsubscribe/{token}`) lets
 * whoever has it turn off someone's mail, so it never reaches a log line.
 */
const SECRET_SEGMENTS = [/^(\/api\/unsubscribe\/)[^/]+/i];
/** The path of a request as the request log shows it: without the query and with secret segments replaced by `[token]`. */
function loggedPath(originalUrl) {
    const path = originalUrl.split('?')[0];
    return SECRET_SEGMENTS.reduce((current, pattern) => current.replace(pattern, '$1[token]'), path);
}
/** Paths that may be POSTed without a trusted Origin: one-click unsubscribe (RFC 8058) comes from mail providers' servers. */
function originCheckExempt(path) {
    return /^\/api\/unsubscribe\/[^/]+\/?$/i.test(path);
}
//# sourceMappingURL=logged-path.rules.js.map