import { metrics } from '@avtalt/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { routeLabelOf } from './route-label';

/**
 * Observes each answered request in `avtalt_http_request_duration_seconds` by method, the Express
 * route pattern Nest matched (`/api/agreements/:id`, never the raw URL) and status (docs/metrics.md).
 * Requests refused before routing (a malformed body, the session store down) or matching no API route
 * are `(unmatched)`; those outside `/api` and `/ws` are the frontend's `(frontend)`.
 */
export function httpMetrics() {
  const histogram = metrics.httpDuration();
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      histogram.observe(
        { method: req.method, route: routeLabelOf(req), status: String(res.statusCode) },
        seconds,
      );
    });
    next();
  };
}
