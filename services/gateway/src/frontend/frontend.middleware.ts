import type { z } from 'zod';
import express, { type NextFunction, type Request, type Response } from 'express';
import { isAppRoute } from '@avtalt/contracts';
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
import {
  inlineScriptSources,
  matchesPattern,
  prerenderedPagesSchema,
  routePreloadsSchema,
  withModulePreloads,
} from './route-preload.rules';
import type { ServerRenderedRoute } from './server-render';

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

/** index.html for one address pattern (or a page rendered at build time), in each encoding. */
interface RoutePage {
  /** The page's HTML (the pages rendered per request start from it). */
  html: string;
  body: Record<Encoding | 'identity', Buffer>;
  etag: string;
}

function routePage(html: string): RoutePage {
  const body = Buffer.from(html);
  return {
    html,
    body: {
      identity: body,
      br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
    },
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

/** A JSON file of the build below dist/.vite checked with `schema`; null (with a warning) when absent or wrong. */
function buildFile<T>(
  distDir: string,
  name: string,
  schema: z.ZodType<T>,
  warn: (message: string) => void,
): T | null {
  const file = path.join(distDir, '.vite', name);
  if (!existsSync(file)) return null;
  let parsed: z.ZodSafeParseResult<T>;
  try {
    parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    warn(`${name} kan ikke leses; sidene sendes uten den`);
    return null;
  }
  if (!parsed.success) {
    warn(`${name} har feil innhold; sidene sendes uten den`);
    return null;
  }
  return parsed.data;
}

/**
 * The pages the gateway sends instead of the bare index.html, compressed once at start-up:
 * - `byPattern`: index.html with each route's modulepreload hints (dist/.vite/route-preloads.json);
 * - `prerendered`: by exact address, the pages rendered at build time (dist/.vite/prerendered.json),
 *   with their pattern's hints too.
 * Without a file (an older build) or with a file that fails its schema, that part is empty and
 * index.html is served as built.
 */
export function routePages(
  distDir: string,
  warn: (message: string) => void = () => undefined,
): { byPattern: Map<string, RoutePage>; prerendered: Map<string, RoutePage> } {
  const byPattern = new Map<string, RoutePage>();
  const prerendered = new Map<string, RoutePage>();
  const preloads = buildFile(distDir, 'route-preloads.json', routePreloadsSchema, warn) ?? [];
  const filesOf = (urlPath: string) =>
    preloads.find((route) => matchesPattern(route.pattern, urlPath))?.files ?? [];
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const route of preloads)
    byPattern.set(route.pattern, routePage(withModulePreloads(indexHtml, route.files)));
  for (const page of buildFile(distDir, 'prerendered.json', prerenderedPagesSchema, warn) ?? []) {
    const file = path.join(distDir, '.vite', page.file);
    if (!existsSync(file)) {
      warn(`${page.file} mangler; ${page.path} sendes uten forhåndsrendret innhold`);
      continue;
    }
    prerendered.set(page.path, routePage(withModulePreloads(readFileSync(file, 'utf8'), filesOf(page.path))));
  }
  return { byPattern, prerendered };
}

/**
 * The CSP sources for the inline scripts of the built index.html (none without a build). The pages
 * rendered at build time are made from it and have the same inline loader and no other script.
 */
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
 * revalidated; any other GET that is not /api, /ws or a file gets index.html (SPA fallback; with status 404 when
 * the address is none of the app's pages). A file the
 * build precompressed is sent as Brotli or gzip when the request's Accept-Encoding takes it, with the
 * original's Content-Type and `Vary: Accept-Encoding` (docs/compression-and-code-splitting.md).
 */
export function frontendMiddleware(
  distDir: string,
  warn?: (message: string) => void,
  serverRoutes: readonly ServerRenderedRoute[] = [],
): express.RequestHandler {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return (_req, _res, next) => next();
  }
  const precompressed = findPrecompressed(distDir);
  const pages = routePages(distDir, warn);
  const patterns = [...pages.byPattern.keys()];
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

  /**
   * The SPA fallback for an address with a page of its own: the page rendered at build time for its exact
   * address without a query (which could change what it shows), else index.html with the pattern's preload
   * hints. True when it was sent.
   */
  const sendRoutePage = (req: Request, res: Response): boolean => {
    const hasQuery = req.originalUrl.includes('?');
    const pattern = patterns.find((p) => matchesPattern(p, req.path));
    const page = (!hasQuery && pages.prerendered.get(req.path)) || (pattern && pages.byPattern.get(pattern));
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

  /**
   * A page rendered for this request with the caller's data (server-render.ts): never cached by the browser
   * or a proxy (`no-store`, it depends on the session), compressed in zlib's thread pool, once per kept render
   * (render-cache.ts). False when no route renders the address or it gave no render.
   */
  const sendServerRendered = async (req: Request, res: Response): Promise<boolean> => {
    const route = serverRoutes.find((r) => matchesPattern(r.pattern, req.path));
    if (!route) return false;
    const page = await route.render(
      req,
      res,
      pages.byPattern.get(route.pattern)?.html ?? readFileSync(indexFile, 'utf8'),
    );
    if (page === null || res.headersSent) return res.headersSent;
    const encoding = chooseEncoding(req.headers['accept-encoding'], ENCODINGS);
    const body = await page.body(encoding ?? null);
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', 'no-store');
    res.type('html');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(body);
    return true;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP_ROUTES.test(req.path)) return next();
    const relative = decodedPath(req.path);
    if (relative !== null && sendEncoded(req, res, next, relative)) return;
    serveStatic(req, res, () => {
      if (path.extname(req.path) !== '') return next();
      if (serverRoutes.length > 0) {
        sendServerRendered(req, res).then(
          (sent) => {
            if (!sent) sendBuilt();
          },
          (error: unknown) => (res.headersSent ? undefined : next(error)),
        );
        return;
      }
      sendBuilt();
    });

    function sendBuilt() {
      if (sendRoutePage(req, res)) return;
      // No page of the app has this address: the same page (it shows the not-found screen) with the status
      // that says so, for search engines, link checkers and monitoring (APP_ROUTE_PATTERNS, libs/contracts).
      if (!isAppRoute(req.path)) res.status(404);
      if (sendEncoded(req, res, next, 'index.html')) return;
      if (precompressed.has('index.html')) res.vary('Accept-Encoding');
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    }
  };
}
