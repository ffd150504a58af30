"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.findPrecompressed = findPrecompressed;
exports.routePages = routePages;
exports.frontendScriptSources = frontendScriptSources;
exports.frontendMiddleware = frontendMiddleware;
const express_1 = __importDefault(require("express"));
const contracts_1 = require("@avtalt/contracts");
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const node_path_1 = __importDefault(require("node:path"));
const node_zlib_1 = require("node:zlib");
const content_encoding_rules_1 = require("../http/content-encoding.rules");
const route_preload_rules_1 = require("./route-preload.rules");
const NOT_APP_ROUTES = /^\/(api|ws)(\/|$)/;
/**
 * The precompressed variants the frontend build wrote (`x.js.br`, `x.js.gz` next to `x.js`), by the
 * path of the original relative to dist ('assets/index-abc.js'). Read once at start-up: dist is not
 * changed under a running gateway.
 */
function findPrecompressed(distDir) {
    const variants = new Map();
    const entries = (0, node_fs_1.readdirSync)(distDir, { recursive: true, withFileTypes: true });
    const files = new Set(entries
        .filter((e) => e.isFile())
        .map((e) => node_path_1.default.relative(distDir, node_path_1.default.join(e.parentPath, e.name)).split(node_path_1.default.sep).join('/')));
    for (const file of files) {
        const available = content_encoding_rules_1.ENCODINGS.filter((encoding) => files.has(file + content_encoding_rules_1.ENCODING_SUFFIX[encoding]));
        if (available.length > 0)
            variants.set(file, available);
    }
    return variants;
}
function routePage(html) {
    const body = Buffer.from(html);
    return {
        html,
        body: {
            identity: body,
            br: (0, node_zlib_1.brotliCompressSync)(body, { params: { [node_zlib_1.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip: (0, node_zlib_1.gzipSync)(body, { level: 9 }),
        },
        etag: `"${(0, node_crypto_1.createHash)('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
}
/** A JSON file of the build below dist/.vite checked with `schema`; null (with a warning) when absent or wrong. */
function buildFile(distDir, name, schema, warn) {
    const file = node_path_1.default.join(distDir, '.vite', name);
    if (!(0, node_fs_1.existsSync)(file))
        return null;
    let parsed;
    try {
        parsed = schema.safeParse(JSON.parse((0, node_fs_1.readFileSync)(file, 'utf8')));
    }
    catch {
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
function routePages(distDir, warn = () => undefined) {
    const byPattern = new Map();
    const prerendered = new Map();
    const preloads = buildFile(distDir, 'route-preloads.json', route_preload_rules_1.routePreloadsSchema, warn) ?? [];
    const filesOf = (urlPath) => preloads.find((route) => (0, route_preload_rules_1.matchesPattern)(route.pattern, urlPath))?.files ?? [];
    const indexHtml = (0, node_fs_1.readFileSync)(node_path_1.default.join(distDir, 'index.html'), 'utf8');
    for (const route of preloads)
        byPattern.set(route.pattern, routePage((0, route_preload_rules_1.withModulePreloads)(indexHtml, route.files)));
    for (const page of buildFile(distDir, 'prerendered.json', route_preload_rules_1.prerenderedPagesSchema, warn) ?? []) {
        const file = node_path_1.default.join(distDir, '.vite', page.file);
        if (!(0, node_fs_1.existsSync)(file)) {
            warn(`${page.file} mangler; ${page.path} sendes uten forhåndsrendret innhold`);
            continue;
        }
        prerendered.set(page.path, routePage((0, route_preload_rules_1.withModulePreloads)((0, node_fs_1.readFileSync)(file, 'utf8'), filesOf(page.path))));
    }
    return { byPattern, prerendered };
}
/**
 * The CSP sources for the inline scripts of the built index.html (none without a build). The pages
 * rendered at build time are made from it and have the same inline loader and no other script.
 */
function frontendScriptSources(distDir) {
    const indexFile = node_path_1.default.join(distDir, 'index.html');
    return (0, node_fs_1.existsSync)(indexFile) ? (0, route_preload_rules_1.inlineScriptSources)((0, node_fs_1.readFileSync)(indexFile, 'utf8')) : [];
}
function decodedPath(urlPath) {
    try {
        return decodeURIComponent(urlPath).replace(/^\/+/, '');
    }
    catch {
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
function frontendMiddleware(distDir, warn, serverRoutes = []) {
    const indexFile = node_path_1.default.join(distDir, 'index.html');
    if (!(0, node_fs_1.existsSync)(indexFile)) {
        return (_req, _res, next) => next();
    }
    const precompressed = findPrecompressed(distDir);
    const pages = routePages(distDir, warn);
    const patterns = [...pages.byPattern.keys()];
    const serveStatic = express_1.default.static(distDir, {
        index: false,
        setHeaders: (res, filePath) => {
            const relative = node_path_1.default.relative(distDir, filePath).split(node_path_1.default.sep).join('/');
            res.setHeader('Cache-Control', (0, content_encoding_rules_1.frontendCacheControl)(relative));
            if (precompressed.has(relative))
                res.vary('Accept-Encoding');
        },
    });
    /** Sends the variant of `relative` the client takes; false when it takes none (or there is none). */
    const sendEncoded = (req, res, next, relative) => {
        const available = precompressed.get(relative);
        if (!available)
            return false;
        const encoding = (0, content_encoding_rules_1.chooseEncoding)(req.headers['accept-encoding'], available);
        if (!encoding)
            return false;
        res.vary('Accept-Encoding');
        res.type(node_path_1.default.extname(relative));
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Cache-Control', (0, content_encoding_rules_1.frontendCacheControl)(relative));
        res.sendFile(node_path_1.default.join(distDir, relative + content_encoding_rules_1.ENCODING_SUFFIX[encoding]), 
        // Ranges of an encoded body are rarely what a client means; the whole variant is always sent.
        { acceptRanges: false, cacheControl: false, dotfiles: 'deny' }, (error) => {
            if (error && !res.headersSent)
                next(error);
        });
        return true;
    };
    /**
     * The SPA fallback for an address with a page of its own: the page rendered at build time for its exact
     * address without a query (which could change what it shows), else index.html with the pattern's preload
     * hints. True when it was sent.
     */
    const sendRoutePage = (req, res) => {
        const hasQuery = req.originalUrl.includes('?');
        const pattern = patterns.find((p) => (0, route_preload_rules_1.matchesPattern)(p, req.path));
        const page = (!hasQuery && pages.prerendered.get(req.path)) || (pattern && pages.byPattern.get(pattern));
        if (!page)
            return false;
        const encoding = (0, content_encoding_rules_1.chooseEncoding)(req.headers['accept-encoding'], content_encoding_rules_1.ENCODINGS);
        res.vary('Accept-Encoding');
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html');
        // One ETag per variant: a cache holding the Brotli body must not get a 304 for the gzip one.
        res.setHeader('ETag', encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag);
        if (req.fresh) {
            res.status(304).end();
            return true;
        }
        if (encoding)
            res.setHeader('Content-Encoding', encoding);
        res.send(page.body[encoding ?? 'identity']);
        return true;
    };
    /**
     * A page rendered for this request with the caller's data (server-render.ts): never cached by the browser
     * or a proxy (`no-store`, it depends on the session), compressed in zlib's thread pool, once per kept render
     * (render-cache.ts). False when no route renders the address or it gave no render.
     */
    const sendServerRendered = async (req, res) => {
        const route = serverRoutes.find((r) => (0, route_preload_rules_1.matchesPattern)(r.pattern, req.path));
        if (!route)
            return false;
        const page = await route.render(req, res, pages.byPattern.get(route.pattern)?.html ?? (0, node_fs_1.readFileSync)(indexFile, 'utf8'));
        if (page === null || res.headersSent)
            return res.headersSent;
        const encoding = (0, content_encoding_rules_1.chooseEncoding)(req.headers['accept-encoding'], content_encoding_rules_1.ENCODINGS);
        const body = await page.body(encoding ?? null);
        res.vary('Accept-Encoding');
        res.setHeader('Cache-Control', 'no-store');
        res.type('html');
        if (encoding)
            res.setHeader('Content-Encoding', encoding);
        res.send(body);
        return true;
    };
    return (req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP_ROUTES.test(req.path))
            return next();
        const relative = decodedPath(req.path);
        if (relative !== null && sendEncoded(req, res, next, relative))
            return;
        serveStatic(req, res, () => {
            if (node_path_1.default.extname(req.path) !== '')
                return next();
            if (serverRoutes.length > 0) {
                sendServerRendered(req, res).then((sent) => {
                    if (!sent)
                        sendBuilt();
                }, (error) => (res.headersSent ? undefined : next(error)));
                return;
            }
            sendBuilt();
        });
        function sendBuilt() {
            if (sendRoutePage(req, res))
                return;
            // No page of the app has this address: the same page (it shows the not-found screen) with the status
            // that says so, for search engines, link checkers and monitoring (APP_ROUTE_PATTERNS, libs/contracts).
            if (!(0, contracts_1.isAppRoute)(req.path))
                res.status(404);
            if (sendEncoded(req, res, next, 'index.html'))
                return;
            if (precompressed.has('index.html'))
                res.vary('Accept-Encoding');
            res.setHeader('Cache-Control', 'no-cache');
            res.sendFile(indexFile);
        }
    };
}
//# sourceMappingURL=frontend.middleware.js.map