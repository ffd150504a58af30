import { isSaneRequestId, REQUEST_ID_HEADER } from '@avtalt/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { loggedPath } from './logged-path.rules';

/**
 * One log line per request with its status and duration; a request id in and out. The id is kept on
 * the request (`req.requestId`); every NATS call passes it on in a header, and every service's log line
 * for the request carries it.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const incoming = req.header(REQUEST_ID_HEADER);
    const requestId = isSaneRequestId(incoming) ? incoming : randomUUID();
    req.requestId = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // At a level above info (the bench, a quiet production) the line would be built and thrown away.
    if (!logger.isLevelEnabled('info')) return next();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId,
          ...(req.trace && { traceId: req.trace.traceId, spanId: req.trace.spanId }),
          method: req.method,
          path: loggedPath(req.originalUrl),
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
