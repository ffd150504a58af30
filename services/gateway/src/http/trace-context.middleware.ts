import {
  type ActiveTrace,
  endSpan,
  parseTraceparent,
  saneTracestate,
  startServerSpan,
  TRACEPARENT_HEADER,
  TRACESTATE_HEADER,
} from '@avtalt/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { routeLabelOf } from './route-label';

declare module 'express-serve-static-core' {
  interface Request {
    /** The trace of this request (docs/tracing.md), set by {@link traceContext}. */
    trace?: ActiveTrace;
  }
}

/**
 * The trace of each request in flight, by request id: {@link RpcService} passes it on to every NATS
 * call made with that id. The gateway hands ids, not AsyncLocalStorage, to its calls (running each
 * request in a store cost ~10 % of its throughput, docs/performance.md), so this is where the trace
 * goes with them. Two requests in flight at once with the same `x-request-id` (a client reusing ids)
 * share the first one's trace in their NATS calls.
 */
const inFlight = new Map<string, ActiveTrace>();

/** The trace of the request in flight with this id, if any. */
export function traceOfRequest(requestId: string | undefined): ActiveTrace | undefined {
  return requestId === undefined ? undefined : inFlight.get(requestId);
}

/**
 * The W3C trace context of each HTTP request (docs/tracing.md): a valid incoming `traceparent` is the
 * parent (an invalid one is ignored), otherwise a new trace begins. With export on, the request is a
 * server span named by method and Express route pattern (`GET /api/agreements/:id`, never the raw URL),
 * ended when the answer is out, failed on a 5xx. Runs after the request logger (it needs the id).
 */
export function traceContext() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const requestId = req.requestId;
    const trace = startServerSpan(
      req.method,
      parseTraceparent(req.headers[TRACEPARENT_HEADER]),
      saneTracestate(req.headers[TRACESTATE_HEADER]),
      requestId
        ? { 'http.request.method': req.method, 'avtalt.request_id': requestId }
        : { 'http.request.method': req.method },
    );
    req.trace = trace;
    const registered = requestId !== undefined && !inFlight.has(requestId);
    if (registered) inFlight.set(requestId, trace);
    res.once('close', () => {
      if (registered) inFlight.delete(requestId);
      if (!trace.span) return;
      const route = routeLabelOf(req);
      trace.span.updateName(`${req.method} ${route}`);
      const status = res.writableFinished ? res.statusCode : 499;
      endSpan(trace, status >= 500 ? `HTTP_${status}` : undefined, {
        'http.route': route,
        'http.response.status_code': status,
      });
    });
    next();
  };
}
