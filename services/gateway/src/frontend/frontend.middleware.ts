import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  chooseEncoding,
  type Encoding,
  ENCODING_SUFFIX,
  ENCODINGS,
  frontendCacheControl,
} from '../http/content-encoding.rules';

const NOT_APP_ROUTES = /^\/(api|ws)(\/|$)/;

/**
 * The precompressed variants the frontend build wrote (`x.js.br`, `x.js.gz` next to `x.js`), by the
 * path of the original relative to dist ('assets/index-abc.js'). Read once at start-up: dist is not
 * changed under a running gateway.
 */
export function findPrecompressed(distDir: string): Map<string, Encoding[]> {
  const variants = new Map<string, Encoding[]>();
  const entries = readdirSync(distDir, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(distDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
  );
  for (const file of files) {
    const available = ENCODINGS.filter((encoding) => files.has(file + ENCODING_SUFFIX[encoding]));
    if (available.length > 0) variants.set(file, available);
  }
  return variants;
}

function decodedPath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return null;
  }
}

/**
 * Serves the built frontend: hashed files under /assets are cached for a year, everything else is
 * revalidated; any other GET that is not /api, /ws or a file gets index.html (SPA fallback). A file the
 * build precompressed is sent as Brotli or gzip when the request's Accept-Encoding takes it, with the
 * original's Content-Type and `Vary: Accept-Encoding` (docs/compression-and-code-splitting.md).
 */
export function frontendMiddleware(distDir: string): express.RequestHandler {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return (_req, _res, next) => next();
  }
  const precompressed = findPrecompressed(distDir);
  const serveStatic = express.static(distDir, {
    index: false,
    setHeaders: (res, filePath) => {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      res.setHeader('Cache-Control', frontendCacheControl(relative));
      if (precompressed.has(relative)) res.vary('Accept-Encoding');
    },
  });

  /** Sends the variant of `relative` the client takes; false when it takes none (or there is none). */
  const sendEncoded = (req: Request, res: Response, next: NextFunction, relative: string): boolean => {
    const available = precompressed.get(relative);
    if (!available) return false;
    const encoding = chooseEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return false;
    res.vary('Accept-Encoding');
    res.type(path.extname(relative));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', frontendCacheControl(relative));
    res.sendFile(
      path.join(distDir, relative + ENCODING_SUFFIX[encoding]),
      // Ranges of an encoded body are rarely what a client means; the whole variant is always sent.
      { acceptRanges: false, cacheControl: false, dotfiles: 'deny' },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
    return true;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP_ROUTES.test(req.path)) return next();
    const relative = decodedPath(req.path);
    if (relative !== null && sendEncoded(req, res, next, relative)) return;
    serveStatic(req, res, () => {
      if (path.extname(req.path) !== '') return next();
      if (sendEncoded(req, res, next, 'index.html')) return;
      if (precompressed.has('index.html')) res.vary('Accept-Encoding');
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    });
  };
}
