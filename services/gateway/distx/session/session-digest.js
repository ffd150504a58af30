"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sessionDigest = sessionDigest;
const node_crypto_1 = require("node:crypto");
/**
 * How a session is named outside the replica that holds its id (the `gateway.sessions.ended.v1`
 * announcement): SHA-256, base64url. The id is a bearer secret; its digest opens nothing.
 */
function sessionDigest(sessionId) {
    return (0, node_crypto_1.createHash)('sha256').update(sessionId).digest('base64url');
}
//# sourceMappingURL=session-digest.js.map