"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.traceOfRequest = traceOfRequest;
exports.traceContext = traceContext;
const service_kit_1 = require("@avtalt/service-kit");
const route_label_1 = require("./route-label");
/**
 * The trace of each request in flight, by request id: {@link RpcService} passes it on to every NATS
 * call made with that id. The gateway hands ids, not AsyncLocalStorage, to its calls (running each
 * request in a store cost ~10 % of its throughput, docs/performance.md), so this is where the trace
 * goes with them. Two requests in flight at once with the same `x-request-id` (a client reusing ids)
 * share the first one's trace in their NATS calls.
 */
const inFlight = new Map();
/** The trace of the request in flight with this id, if any. */
function traceOfRequest(requestId) {
    return requestId === undefined ? undefined : inFlight.get(requestId);
}
/**
 * The W3C trace context of each HTTP request (docs/tracing.md): a valid incoming `traceparent` is the
 * parent (an invalid one is ignored), otherwise a new trace begins. With export on, the request is a
 * server span named by method and Express route pattern (`GET /api/agreements/:id`, never the raw URL),
 * ended when the answer is out, failed on a 5xx. Runs after the request logger (it needs the id).
 */
function traceContext() {
    return (req, res, next) => {
        const requestId = req.requestId;
        const trace = (0, service_kit_1.startServerSpan)(req.method, (0, service_kit_1.parseTraceparent)(req.headers[service_kit_1.TRACEPARENT_HEADER]), (0, service_kit_1.saneTracestate)(req.headers[service_kit_1.TRACESTATE_HEADER]), requestId
            ? { 'http.request.method': req.method, 'avtalt.request_id': requestId }
            : { 'http.request.method': req.method });
        req.trace = trace;
        const registered = requestId !== undefined && !inFlight.has(requestId);
        if (registered)
            inFlight.set(requestId, trace);
        res.once('close', () => {
            if (registered)
                inFlight.delete(requestId);
            if (!trace.span)
                return;
            const route = (0, route_label_1.routeLabelOf)(req);
            trace.span.updateName(`${req.method} ${route}`);
            const status = res.writableFinished ? res.statusCode : 499;
            (0, service_kit_1.endSpan)(trace, status >= 500 ? `HTTP_${status}` : undefined, {
                'http.route': route,
                'http.response.status_code': status,
            });
        });
        next();
    };
}
//# sourceMappingURL=trace-context.middleware.js.map