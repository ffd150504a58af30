import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createServer } from 'node:http';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { type DirectRoute, directRoutes, uuidRoute } from './direct-routes';

/** An Express app with `chain` on every request and a route of its own, and a direct route beside it. */
function system(options: { chain?: RequestHandler[]; handle?: DirectRoute['handle'] } = {}) {
  const seen: string[] = [];
  const step =
    (name: string): RequestHandler =>
    (_req, res, next) => {
      seen.push(name);
      res.setHeader(`x-${name}`, '1');
      next();
    };
  const chain = options.chain ?? [step('first'), step('second')];
  const app = express();
  for (const middleware of chain) app.use(middleware);
  app.get('/api/things/:id', (req, res) => {
    seen.push('express');
    res.json({ from: 'express', id: req.params.id });
  });
  const route: DirectRoute = {
    method: 'GET',
    pattern: '/api/things/:id',
    match: (path) => {
      const id = /^\/api\/things\/(\d+)$/.exec(path)?.[1];
      return id === undefined ? undefined : { id };
    },
    handle:
      options.handle ??
      (async (req, res) => {
        seen.push('direct');
        res
          .status(200)
          .json({ from: 'direct', id: req.params.id, route: req.route?.path, url: req.originalUrl });
      }),
  };
  const errors: unknown[] = [];
  const onError = (error: unknown, _req: Request, res: Response) => {
    errors.push(error);
    res.status(503).json({ code: 'SERVICE_UNAVAILABLE' });
  };
  const server = createServer(directRoutes(app, chain, [route], onError));
  return { server, seen, errors };
}

describe('directRoutes', () => {
  it('answers a matching GET after the same middlewares, in order, with Express’s request and response', async () => {
    const { server, seen } = system();
    const res = await request(server).get('/api/things/42?x=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: 'direct',
      id: '42',
      route: '/api/things/:id',
      url: '/api/things/42?x=1',
    });
    expect(res.headers['x-first']).toBe('1');
    expect(res.headers['x-second']).toBe('1');
    expect(seen).toEqual(['first', 'second', 'direct']);
  });

  it('leaves every other request to Express: another method, a path it does not match', async () => {
    const { server, seen } = system();
    expect((await request(server).get('/api/things/abc')).body).toEqual({ from: 'express', id: 'abc' });
    expect((await request(server).head('/api/things/42')).status).toBe(200);
    expect((await request(server).post('/api/things/42')).status).toBe(404);
    expect(seen.filter((s) => s === 'direct')).toEqual([]);
  });

  it('stops at a middleware that answers itself, and answers a middleware’s error or the handler’s with onError', async () => {
    const refuse: RequestHandler = (_req, res) => void res.status(403).json({ code: 'FORBIDDEN' });
    expect((await request(system({ chain: [refuse] }).server).get('/api/things/1')).status).toBe(403);

    const broken: RequestHandler = (_req: Request, _res: Response, next: NextFunction) =>
      next(new Error('store down'));
    const failing = system({ chain: [broken] });
    expect((await request(failing.server).get('/api/things/1')).status).toBe(503);
    expect(String(failing.errors[0])).toContain('store down');

    const rejecting = system({ handle: () => Promise.reject(new Error('no answer')) });
    expect((await request(rejecting.server).get('/api/things/1')).status).toBe(503);
    expect(String(rejecting.errors[0])).toContain('no answer');

    const throwing = system({
      chain: [
        () => {
          throw new Error('thrown');
        },
      ],
    });
    expect((await request(throwing.server).get('/api/things/1')).status).toBe(503);
  });

  it('uuidRoute matches its method and a path whose every parameter is a UUID', () => {
    const route = uuidRoute(
      'POST',
      '/api/agreements/:id/questions/:questionId/answers',
      async () => undefined,
    );
    const [id, questionId] = [randomUUID(), randomUUID()];
    expect(route.method).toBe('POST');
    expect(route.match(`/api/agreements/${id}/questions/${questionId}/answers`)).toEqual({ id, questionId });
    expect(route.match(`/api/agreements/${id}/questions/x/answers`)).toBeUndefined();
    expect(route.match(`/api/agreements/${id}/questions/${questionId}/answers/`)).toBeUndefined();
    expect(route.match(`/api/agreements/${id}/answers`)).toBeUndefined();
  });
});
