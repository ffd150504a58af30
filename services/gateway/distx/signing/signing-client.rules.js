"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.signingClientOf = signingClientOf;
/**
 * The client facts a signature records (issue 18): the IP address as Express computes it behind the
 * configured proxies (`req.ip`, TRUST_PROXY), and the User-Agent header, each cut to what the contract
 * allows. Missing values are recorded as 'ukjent'.
 */
function signingClientOf(ip, userAgent) {
    const agent = Array.isArray(userAgent) ? userAgent.join(' ') : userAgent;
    return {
        ipAddress: (ip || 'ukjent').slice(0, 64),
        // eslint-disable-next-line no-control-regex -- control characters never belong in a stored header
        userAgent: (agent?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim() || 'ukjent').slice(0, 500),
    };
}
//# sourceMappingURL=signing-client.rules.js.map