import express, { type NextFunction, type Request, type Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  chooseEncoding,
  type Encoding,
  ENCODING_SUFFIX,
  ENCODINGS,
  frontendCacheControl,
} from '../http/content-encoding.rules';
import { inlineScriptSources, matchesPattern, routePreloadsSchema, withModulePreloads } from './route-preload.rules';

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

/** index.html for one address pattern, with its page's preload hints, in each encoding. */
interface RoutePage {
  body: Record<Encoding | 'identity', Buffer>;
  etag: string;
}

/**
 * index.html with each route's modulepreload hints (from the build's dist/.vite/route-preloads.json),
 * compressed once at start-up. Without the file (an older build) or with a file that fails its schema,
 * no route gets hints and index.html is served as built.
 */
export function routePages(
  distDir: string,
  warn: (message: string) => void = () => undefined,
): Map<string, RoutePage> {
  const pages = new Map<string, RoutePage>();
  const file = path.join(distDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return pages;
  let parsed: ReturnType<typeof routePreloadsSchema.safeParse>;
  try {
    parsed = routePreloadsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    warn('route-preloads.json kan ikke leses; sidene sendes uten forhåndslasting');
    return pages;
  }
  if (!parsed.success) {
    warn('route-preloads.json har feil innhold; sidene sendes uten forhåndslasting');
    return pages;
  }
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const route of parsed.data) {
    const html = Buffer.from(withModulePreloads(indexHtml, route.files));
    pages.set(route.pattern, {
      body: {
        identity: html,
        br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      },
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    });
  }
  return pages;
}

/** The CSP sources for the inline scripts of the built index.html (none without a build). */
export function frontendScriptSources(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  return existsSync(indexFile) ? inlineScriptSources(readFileSync(indexFile, 'utf8')) : [];
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
export function frontendMiddleware(
  distDir: string,
  warn?: (message: string) => void,
): express.RequestHandler {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return (_req, _res, next) => next();
  }
  const precompressed = findPrecompressed(distDir);
  const pages = routePages(distDir, warn);
  const patterns = [...pages.keys()];
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

  /** The SPA fallback for an address whose page has preload hints: true when it was sent. */
  const sendRoutePage = (req: Request, res: Response): boolean => {
    const pattern = patterns.find((p) => matchesPattern(p, req.path));
    const page = pattern && pages.get(pattern);
    if (!page) return false;
    const encoding = chooseEncoding(req.headers['accept-encoding'], ENCODINGS);
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    // One ETag per variant: a cache holding the Brotli body must not get a 304 for the gzip one.
    res.setHeader('ETag', encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag);
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(page.body[encoding ?? 'identity']);
    return true;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP_ROUTES.test(req.path)) return next();
    const relative = decodedPath(req.path);
    if (relative !== null && sendEncoded(req, res, next, relative)) return;
    serveStatic(req, res, () => {
      if (path.extname(req.path) !== '') return next();
      if (sendRoutePage(req, res)) return;
      if (sendEncoded(req, res, next, 'index.html')) return;
      if (precompressed.has('index.html')) res.vary('Accept-Encoding');
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    });
  };
}
