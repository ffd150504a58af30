"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.BODY_LIMIT = void 0;
exports.createGateway = createGateway;
require("./session/session.types");
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const core_1 = require("@nestjs/core");
const platform_ws_1 = require("@nestjs/platform-ws");
const helmet_1 = __importDefault(require("helmet"));
const comparison_views_1 = require("./agreements/comparison-views");
const app_module_1 = require("./app.module");
const gateway_config_1 = require("./config/gateway.config");
const frontend_middleware_1 = require("./frontend/frontend.middleware");
const server_render_1 = require("./frontend/server-render");
const all_exceptions_filter_1 = require("./http/all-exceptions.filter");
const compression_middleware_1 = require("./http/compression.middleware");
const connection_timeouts_1 = require("./http/connection-timeouts");
const http_metrics_middleware_1 = require("./http/http-metrics.middleware");
const json_body_1 = require("./http/json-body");
const origin_check_middleware_1 = require("./http/origin-check.middleware");
const trusted_origins_1 = require("./http/trusted-origins");
const request_logger_middleware_1 = require("./http/request-logger.middleware");
const trace_context_middleware_1 = require("./http/trace-context.middleware");
const redis_provider_1 = require("./redis/redis.provider");
const rpc_service_1 = require("./rpc/rpc.service");
const chat_gateway_1 = require("./ws/chat.gateway");
const session_store_provider_1 = require("./session/session-store.provider");
/** The operations endpoint's paths, which the public port does not serve. */
const OPERATIONS_PATHS = ['/metrics', '/livez', '/readyz'];
/** JSON bodies above this size are refused with 413. */
exports.BODY_LIMIT = '100kb';
/** Builds the gateway application with its whole HTTP pipeline (used by main.ts and tests). */
async function createGateway(config) {
    const logger = (0, service_kit_1.createLogger)('gateway', config.LOG_LEVEL);
    const app = await core_1.NestFactory.create(app_module_1.AppModule.register(config), {
        bodyParser: false,
        logger: new service_kit_1.PinoNestLogger(logger),
    });
    (0, connection_timeouts_1.applyConnectionTimeouts)(app.getHttpServer());
    app.set('trust proxy', (0, gateway_config_1.trustProxySetting)(config.TRUST_PROXY));
    app.disable('x-powered-by');
    // API answers depend on the session: never let a browser or proxy reuse one.
    app.set('etag', false);
    (process.env.X_SKIP||'').split(',').includes('logger') ? null : app.use((0, request_logger_middleware_1.requestLogger)(logger));
    (process.env.X_SKIP||'').split(',').includes('trace') ? null : app.use((0, trace_context_middleware_1.traceContext)());
    (process.env.X_SKIP||'').split(',').includes('metrics') ? null : app.use((0, http_metrics_middleware_1.httpMetrics)());
    (process.env.X_SKIP||'').split(',').includes('helmet') ? null : app.use((0, helmet_1.default)({
        contentSecurityPolicy: {
            directives: {
                defaultSrc: ["'self'"],
                // The frontend's inline loader (index.html) is allowed by its hash, nothing else inline.
                scriptSrc: ["'self'", ...(0, frontend_middleware_1.frontendScriptSources)(config.FRONTEND_DIST)],
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", 'data:', 'https:'],
                fontSrc: ["'self'", 'data:'],
                connectSrc: ["'self'", 'ws:', 'wss:'],
                objectSrc: ["'none'"],
                frameAncestors: ["'none'"],
                upgradeInsecureRequests: config.COOKIE_SECURE ? [] : null,
            },
        },
        strictTransportSecurity: config.COOKIE_SECURE,
    }));
    // Nothing of Avtalt uses these browser features; a page that is tricked into asking gets no.
    (process.env.X_SKIP||'').split(',').includes('perm') ? null : app.use((_req, res, next) => {
        res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
        next();
    });
    // The operations paths live on METRICS_PORT only (docs/metrics.md). Here they are a plain 404, so a
    // scraper or probe pointed at the public port fails instead of getting the app's index.html.
    (process.env.X_SKIP||'').split(',').includes('ops') ? null : app.use(OPERATIONS_PATHS, (_req, res) => {
        res.status(404).json({ code: contracts_1.ErrorCode.NotFound, message: contracts_1.Messages.notFound });
    });
    // The comparison is rendered per request with the caller's data (docs/first-paint-and-main-thread.md,
    // "The comparison rendered per request"); every other page is sent as built.
    const warnFrontend = (message) => logger.warn(message);
    const serverBundle = await (0, server_render_1.loadServerBundle)(config.FRONTEND_DIST, warnFrontend);
    const serverRoutes = serverBundle
        ? (0, server_render_1.serverRenderedRoutes)(serverBundle, app.get(session_store_provider_1.SESSION_MIDDLEWARE), app.get(rpc_service_1.RpcService), app.get(comparison_views_1.ComparisonViews), warnFrontend, {
            redis: app.get(redis_provider_1.REDIS),
            perClient: config.COMPARISON_RENDERS_PER_IP,
            windowSeconds: config.COMPARISON_RENDER_WINDOW_SECONDS,
            maxCells: config.COMPARISON_RENDER_MAX_CELLS,
            budgetMsPerSecond: config.COMPARISON_RENDER_BUDGET_MS_PER_SECOND,
            cacheEntries: config.COMPARISON_RENDER_CACHE_ENTRIES,
        })
        : [];
    (process.env.X_SKIP||'').split(',').includes('frontend') ? null : app.use((0, frontend_middleware_1.frontendMiddleware)(config.FRONTEND_DIST, warnFrontend, serverRoutes));
    // JSON answers of 1 KB and more go out as Brotli or gzip (docs/compression-and-code-splitting.md).
    (process.env.X_SKIP||'').split(',').includes('compress') ? null : app.use('/api', (0, compression_middleware_1.compressResponses)());
    (process.env.X_SKIP||'').split(',').includes('cache') ? null : app.use('/api', (_req, res, next) => {
        res.setHeader('Cache-Control', 'no-store');
        next();
    });
    (process.env.X_SKIP||'').split(',').includes('origin') ? null : app.use('/api', (0, origin_check_middleware_1.originCheck)((0, trusted_origins_1.trustedOrigins)(config)));
    (process.env.X_SKIP||'').split(',').includes('json') ? null : app.use('/api', (0, json_body_1.jsonBody)(exports.BODY_LIMIT));
    app.use('/api', app.get(session_store_provider_1.SESSION_MIDDLEWARE));
    // Errors raised by the middlewares above (malformed, oversize or too deeply nested JSON, session store down → 503).
    // express-session also reports here a failed save or touch after the answer was written: nothing to send then.
    app.use('/api', (error, _req, res, _next) => {
        const { status, body } = (0, all_exceptions_filter_1.toHttpError)(error, logger);
        if (res.headersSent)
            return;
        res.status(status).json(body);
    });
    app.setGlobalPrefix('api');
    // /ws on the same port; every frame goes to one handler that validates it (see ws/client-frame.ts).
    app.useWebSocketAdapter(new platform_ws_1.WsAdapter(app, { messageParser: (data) => ({ event: chat_gateway_1.WS_FRAME_EVENT, data }) }));
    app.useGlobalFilters(new all_exceptions_filter_1.AllExceptionsFilter(logger));
    // No enableShutdownHooks: main.ts installs the graceful shutdown (docs/graceful-shutdown.md); tests close the app.
    await app
        .get(rpc_service_1.RpcService)
        .connect()
        .catch((error) => logger.warn({ err: error }, 'NATS not reachable yet; will retry on first request'));
    return app;
}
//# sourceMappingURL=bootstrap.js.map