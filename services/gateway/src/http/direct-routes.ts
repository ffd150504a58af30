import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isUuidParam } from './uuid-param.pipe';

/**
 * A route answered without Express's router and Nest's pipeline (docs/performance.md, "The comparison's
 * route without Express and Nest"): the hottest paths, where walking the router's layers and Nest's
 * handler cost more than the answer itself.
 */
export interface DirectRoute {
  readonly method: 'GET' | 'POST';
  /** The Express pattern the same route has in Nest (`/api/agreements/:id/comparison`): metrics and traces name it so. */
  readonly pattern: string;
  /** The path's parameters when the route answers it; undefined sends the request to Express as before. */
  match(path: string): Record<string, string> | undefined;
  handle(req: Request, res: Response): Promise<void>;
}

/**
 * A direct route for `pattern` whose parameters are all UUIDs (`/api/agreements/:id/comparison`). A path
 * with another parameter is not matched: Express and the Nest route answer it (their 400).
 */
export function uuidRoute(
  method: DirectRoute['method'],
  pattern: string,
  handle: DirectRoute['handle'],
): DirectRoute {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const regex = new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)')}$`);
  return {
    method,
    pattern,
    handle,
    match: (path) => {
      const found = regex.exec(path);
      if (!found) return undefined;
      const params: Record<string, string> = {};
      for (const [k, name] of names.entries()) {
        if (!isUuidParam(found[k + 1])) return undefined;
        params[name] = found[k + 1];
      }
      return params;
    },
  };
}

/**
 * The gateway's HTTP request listener: a request that a direct route matches gets Express's request and
 * response (their prototypes, as `app.handle` gives them), runs `chain` — the very middleware instances
 * Express runs for /api, in the same order — and then the route; an error on the way is answered by
 * `onError` (the one mapping of errors to answers). Every other request goes to Express unchanged.
 */
export function directRoutes(
  app: Express,
  chain: readonly RequestHandler[],
  routes: readonly DirectRoute[],
  onError: (error: unknown, req: Request, res: Response) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (incoming, outgoing) => {
    const method = incoming.method;
    if (method !== 'GET' && method !== 'POST') return app(incoming, outgoing);
    const url = incoming.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    for (const route of routes) {
      if (route.method !== method) continue;
      const params = route.match(path);
      if (!params) continue;
      const { req, res } = asExpress(app, incoming, outgoing);
      req.params = params;
      req.route = { path: route.pattern };
      const failed = (error: unknown) => onError(error, req, res);
      return runChain(chain, req, res, (error) => {
        if (error !== undefined) return failed(error);
        route.handle(req, res).catch(failed);
      });
    }
    app(incoming, outgoing);
  };
}

/** What Express's `app.handle` and its router do to a request before the first middleware sees it. */
function asExpress(app: Express, incoming: IncomingMessage, outgoing: ServerResponse) {
  const req = incoming as Request;
  const res = outgoing as Response;
  req.res = res;
  res.req = req;
  Object.setPrototypeOf(req, app.request);
  Object.setPrototypeOf(res, app.response);
  res.locals ??= Object.create(null) as Response['locals'];
  req.originalUrl = req.url;
  req.baseUrl = '';
  return { req, res };
}

/** Runs middlewares as Express does: each calls `next` (with an error to stop) or answers itself. */
export function runChain(
  chain: readonly RequestHandler[],
  req: Request,
  res: Response,
  done: (error?: unknown) => void,
): void {
  let index = 0;
  const next: NextFunction = (error?: unknown) => {
    if (error !== undefined && error !== null && error !== 'route' && error !== 'router') return done(error);
    const middleware = chain[index++];
    if (!middleware) return done();
    try {
      const returned = middleware(req, res, next) as unknown;
      // Express 5 also treats a rejected promise of a middleware as its error.
      if (returned instanceof Promise) returned.catch(done);
    } catch (thrown) {
      done(thrown);
    }
  };
  next();
}
