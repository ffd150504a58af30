import { httpRouteLabel } from '@avtalt/service-kit';
import type { Request } from 'express';

/**
 * The route a request is counted and traced under (docs/metrics.md, docs/tracing.md): the Express route
 * pattern Nest matched (`/api/agreements/:id`, never the raw URL), `(unmatched)` for an API request
 * refused before routing or matching no route, `(frontend)` for everything outside `/api` and `/ws`.
 * Read once the answer is out (Nest sets `req.route` while routing).
 */
export function routeLabelOf(req: Request): string {
  const url = req.originalUrl;
  const frontend = !url.startsWith('/api') && !url.startsWith('/ws');
  return httpRouteLabel((req.route as { path?: unknown } | undefined)?.path, req.baseUrl, frontend);
}
