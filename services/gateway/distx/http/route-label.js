"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.routeLabelOf = routeLabelOf;
const service_kit_1 = require("@avtalt/service-kit");
/**
 * The route a request is counted and traced under (docs/metrics.md, docs/tracing.md): the Express route
 * pattern Nest matched (`/api/agreements/:id`, never the raw URL), `(unmatched)` for an API request
 * refused before routing or matching no route, `(frontend)` for everything outside `/api` and `/ws`.
 * Read once the answer is out (Nest sets `req.route` while routing).
 */
function routeLabelOf(req) {
    const url = req.originalUrl;
    const frontend = !url.startsWith('/api') && !url.startsWith('/ws');
    return (0, service_kit_1.httpRouteLabel)(req.route?.path, req.baseUrl, frontend);
}
//# sourceMappingURL=route-label.js.map