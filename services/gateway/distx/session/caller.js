"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ANONYMOUS_NAME = void 0;
exports.callerOf = callerOf;
const node_crypto_1 = require("node:crypto");
/** The name an anonymous visitor goes by until they log in. */
exports.ANONYMOUS_NAME = 'Anonym deltaker';
/**
 * Who is calling, from the session only (never from the request): the logged-in user, or the
 * anonymous identity this session was given on its first agreement call (DESIGN §2).
 */
function callerOf(req) {
    const { userId, userName } = req.session;
    if (userId)
        return { id: userId, anonymous: false, name: userName ?? 'Ukjent bruker' };
    if (!req.session.anonymousId)
        req.session.anonymousId = (0, node_crypto_1.randomUUID)();
    return { id: req.session.anonymousId, anonymous: true, name: exports.ANONYMOUS_NAME };
}
//# sourceMappingURL=caller.js.map