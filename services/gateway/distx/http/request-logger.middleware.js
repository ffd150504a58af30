"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.requestLogger = requestLogger;
const service_kit_1 = require("@avtalt/service-kit");
const node_crypto_1 = require("node:crypto");
const logged_path_rules_1 = require("./logged-path.rules");
/**
 * One log line per request with its status and duration; a request id in and out. The id is kept on
 * the request (`req.requestId`); every NATS call passes it on in a header, and every service's log line
 * for the request carries it.
 */
function requestLogger(logger) {
    return (req, res, next) => {
        const started = process.hrtime.bigint();
        const incoming = req.header(service_kit_1.REQUEST_ID_HEADER);
        const requestId = (0, service_kit_1.isSaneRequestId)(incoming) ? incoming : (0, node_crypto_1.randomUUID)();
        req.requestId = requestId;
        res.setHeader(service_kit_1.REQUEST_ID_HEADER, requestId);
        if (process.env.X_LOGFIX && !logger.isLevelEnabled('info')) return next();
        res.on('finish', () => {
            const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
            logger.info({
                requestId,
                ...(req.trace && { traceId: req.trace.traceId, spanId: req.trace.spanId }),
                method: req.method,
                path: (0, logged_path_rules_1.loggedPath)(req.originalUrl),
                status: res.statusCode,
                durationMs: Math.round(durationMs * 10) / 10,
            }, 'request');
        });
        next();
    };
}
//# sourceMappingURL=request-logger.middleware.js.map