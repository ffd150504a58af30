import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NOT_APP_ROUTES = /^\/(api|ws)(\/|$)/;

/**
 * Serves the built frontend: hashed files under /assets are cached for a year, everything else is
 * revalidated; any other GET that is not /api, /ws or a file gets index.html (SPA fallback).
 */
export function frontendMiddleware(distDir: string): express.RequestHandler {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return (_req, _res, next) => next();
  }
  const serveStatic = express.static(distDir, {
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP_ROUTES.test(req.path)) return next();
    serveStatic(req, res, () => {
      if (path.extname(req.path) !== '') return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    });
  };
}
