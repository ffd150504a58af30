"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.safeReturnPath = safeReturnPath;
/**
 * Accepts only same-origin paths ("/x", not "//host" or "/\\host" or "https://…"), so a
 * returnTo parameter can never become an open redirect.
 */
function safeReturnPath(value) {
    if (typeof value !== 'string' || value.length === 0 || value.length > 2048)
        return undefined;
    if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
        return undefined;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
    if (/[\u0000-\u001f\\]/.test(value))
        return undefined;
    try {
        const url = new URL(value, 'http://avtalt.invalid');
        if (url.origin !== 'http://avtalt.invalid')
            return undefined;
        return url.pathname + url.search + url.hash;
    }
    catch {
        return undefined;
    }
}
//# sourceMappingURL=safe-return-path.js.map