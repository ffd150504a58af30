"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.httpMetrics = httpMetrics;
const service_kit_1 = require("@avtalt/service-kit");
const route_label_1 = require("./route-label");
/**
 * Observes each answered request in `avtalt_http_request_duration_seconds` by method, the Express
 * route pattern Nest matched (`/api/agreements/:id`, never the raw URL) and status (docs/metrics.md).
 * Requests refused before routing (a malformed body, the session store down) or matching no API route
 * are `(unmatched)`; those outside `/api` and `/ws` are the frontend's `(frontend)`.
 */
function httpMetrics() {
    const histogram = service_kit_1.metrics.httpDuration();
    return (req, res, next) => {
        const started = process.hrtime.bigint();
        res.on('finish', () => {
            const seconds = Number(process.hrtime.bigint() - started) / 1e9;
            histogram.observe({ method: req.method, route: (0, route_label_1.routeLabelOf)(req), status: String(res.statusCode) }, seconds);
        });
        next();
    };
}
//# sourceMappingURL=http-metrics.middleware.js.map