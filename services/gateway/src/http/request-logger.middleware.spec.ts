import type { NextFunction, Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import pino from 'pino';
import { requestLogger } from './request-logger.middleware';

function exchange(headers: Record<string, string> = {}) {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      res.headers[name.toLowerCase()] = value;
    },
  });
  const req = {
    method: 'GET',
    originalUrl: '/api/agreements/1f2e3d4c-0000-4000-8000-000000000000/comparison?x=1',
    header: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  return { req, res };
}

function logged(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('requestLogger', () => {
  it('writes one line per answered request, with its id, route-safe path, status and duration', () => {
    const { logger, lines } = logged('info');
    const { req, res } = exchange({ 'x-request-id': 'client-id-123' });
    const next = jest.fn() as NextFunction;
    requestLogger(logger)(req, res as unknown as Response, next);
    expect(next).toHaveBeenCalledWith();
    expect(req.requestId).toBe('client-id-123');
    expect(res.headers['x-request-id']).toBe('client-id-123');
    res.emit('finish');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        requestId: 'client-id-123',
        method: 'GET',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(String(lines[0].path)).not.toContain('?');
  });

  it('above info it still gives the request its id, and builds no line', () => {
    const { logger, lines } = logged('warn');
    const { req, res } = exchange();
    requestLogger(logger)(req, res as unknown as Response, jest.fn());
    expect(req.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).toBe(req.requestId);
    expect(res.listenerCount('finish')).toBe(0);
    res.emit('finish');
    expect(lines).toEqual([]);
  });
});
