"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KEEP_ALIVE_TIMEOUT_MS = void 0;
exports.applyConnectionTimeouts = applyConnectionTimeouts;
/**
 * How long an idle kept-alive connection stays open. Node's default (5 s) is shorter than the idle
 * time of most clients' pools (browsers, undici, Playwright, load balancers: 60 s and more), so a
 * client could send its next request on a socket the gateway was closing in that very moment and get
 * ECONNRESET for a request that never arrived. Longer than every proxy in front of it (nginx: 60 s,
 * scripts/lib/reverse-proxy.mjs), so it is always the client that closes an idle connection.
 */
exports.KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Sets the public server's connection timeouts (the graceful shutdown closes idle connections itself). */
function applyConnectionTimeouts(server) {
    server.keepAliveTimeout = exports.KEEP_ALIVE_TIMEOUT_MS;
    // The whole request head must arrive within this; above keepAliveTimeout, so that a kept-alive
    // connection's next request is timed by this clock and not cut by the idle one.
    server.headersTimeout = exports.KEEP_ALIVE_TIMEOUT_MS + 1000;
}
//# sourceMappingURL=connection-timeouts.js.map