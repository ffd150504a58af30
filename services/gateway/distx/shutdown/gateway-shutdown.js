"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.drainHttpServer = drainHttpServer;
exports.installGatewayShutdown = installGatewayShutdown;
const service_kit_1 = require("@avtalt/service-kit");
const redis_provider_1 = require("../redis/redis.provider");
const chat_gateway_1 = require("../ws/chat.gateway");
/** How long the browsers get to answer the WebSockets' close frames before the rest are cut. */
const WS_CLOSE_WAIT_MS = 2000;
/**
 * Stops taking connections and resolves once the requests in flight are answered and their sockets
 * closed (false after `timeoutMs`, when the rest are cut). Keep-alive sockets are closed as soon as
 * they are idle, so a browser's next request opens a connection to another gateway.
 */
function drainHttpServer(server, timeoutMs) {
    return new Promise((resolve) => {
        let settled = false;
        const finish = (drained) => {
            if (settled)
                return;
            settled = true;
            clearInterval(idle);
            clearTimeout(timer);
            if (!drained)
                server.closeAllConnections();
            resolve(drained);
        };
        server.close(() => finish(true));
        server.closeIdleConnections();
        // A keep-alive socket whose request was in flight becomes idle when answered: close it then.
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        const timer = setTimeout(() => finish(false), timeoutMs);
    });
}
/**
 * The gateway's graceful shutdown (docs/graceful-shutdown.md): /readyz 503 at once; WebSockets closed
 * with 1001 (the browsers reconnect to another gateway); no new HTTP connection, the requests in flight
 * answered (their NATS calls too); then Nest's hooks (the NATS client, timers), then Redis; exit 0.
 */
function installGatewayShutdown(app, logger, graceMs) {
    return (0, service_kit_1.installGracefulShutdown)({
        logger,
        graceMs,
        steps: [
            {
                name: 'websockets',
                run: async (remainingMs) => {
                    const closed = await app.get(chat_gateway_1.ChatGateway).goingAway(Math.min(WS_CLOSE_WAIT_MS, remainingMs));
                    if (closed > 0)
                        logger.info({ sockets: closed }, 'WebSockets closed (1001 going away)');
                },
            },
            {
                name: 'http',
                run: async (remainingMs) => {
                    const drained = await drainHttpServer(app.getHttpServer(), Math.max(0, remainingMs - 1000));
                    if (!drained)
                        logger.warn('HTTP requests still running at the end of the grace were cut off');
                },
            },
            { name: 'nest hooks', run: () => app.close() },
            {
                name: 'redis',
                run: async () => {
                    const redis = app.get(redis_provider_1.REDIS);
                    if (redis.isOpen)
                        await redis.quit();
                },
            },
        ],
    });
}
//# sourceMappingURL=gateway-shutdown.js.map