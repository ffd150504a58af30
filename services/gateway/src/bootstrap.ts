import './session/session.types';
import { ErrorCode, Messages } from '@avtalt/contracts';
import { createLogger, PinoNestLogger } from '@avtalt/service-kit';
import { NestFactory } from '@nestjs/core';
import { WsAdapter } from '@nestjs/platform-ws';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { ComparisonViews } from './agreements/comparison-views';
import { AppModule } from './app.module';
import { type GatewayConfig, trustProxySetting } from './config/gateway.config';
import { frontendMiddleware, frontendScriptSources } from './frontend/frontend.middleware';
import { loadServerBundle, serverRenderedRoutes } from './frontend/server-render';
import { AllExceptionsFilter, toHttpError } from './http/all-exceptions.filter';
import { sendError } from './http/error-language';
import { compressResponses } from './http/compression.middleware';
import { applyConnectionTimeouts } from './http/connection-timeouts';
import { httpMetrics } from './http/http-metrics.middleware';
import { jsonBody } from './http/json-body';
import { originCheck } from './http/origin-check.middleware';
import { trustedOrigins } from './http/trusted-origins';
import { requestLogger } from './http/request-logger.middleware';
import { traceContext } from './http/trace-context.middleware';
import { REDIS, type RedisClient } from './redis/redis.provider';
import { RpcService } from './rpc/rpc.service';
import { WS_FRAME_EVENT } from './ws/chat.gateway';
import { SESSION_MIDDLEWARE, type SessionMiddleware } from './session/session-store.provider';

/** The operations endpoint's paths, which the public port does not serve. */
const OPERATIONS_PATHS = ['/metrics', '/livez', '/readyz'];

/** JSON bodies above this size are refused with 413. */
export const BODY_LIMIT = '100kb';

/** Builds the gateway application with its whole HTTP pipeline (used by main.ts and tests). */
export async function createGateway(config: GatewayConfig): Promise<NestExpressApplication> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  applyConnectionTimeouts(app.getHttpServer());
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.disable('x-powered-by');
  // API answers depend on the session: never let a browser or proxy reuse one.
  app.set('etag', false);
  app.use(requestLogger(logger));
  app.use(traceContext());
  app.use(httpMetrics());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The frontend's inline loader (index.html) is allowed by its hash, nothing else inline.
          scriptSrc: ["'self'", ...frontendScriptSources(config.FRONTEND_DIST)],
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
    }),
  );
  // Nothing of Avtalt uses these browser features; a page that is tricked into asking gets no.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    next();
  });
  // The operations paths live on METRICS_PORT only (docs/metrics.md). Here they are a plain 404, so a
  // scraper or probe pointed at the public port fails instead of getting the app's index.html.
  app.use(OPERATIONS_PATHS, (req: Request, res: Response) => {
    sendError(req, res, 404, { code: ErrorCode.NotFound, message: Messages.notFound });
  });
  // The comparison is rendered per request with the caller's data (docs/first-paint-and-main-thread.md,
  // "The comparison rendered per request"); every other page is sent as built.
  const warnFrontend = (message: string) => logger.warn(message);
  const serverBundle = await loadServerBundle(config.FRONTEND_DIST, warnFrontend);
  const serverRoutes = serverBundle
    ? serverRenderedRoutes(
        serverBundle,
        app.get<SessionMiddleware>(SESSION_MIDDLEWARE),
        app.get(RpcService),
        app.get(ComparisonViews),
        warnFrontend,
        {
          redis: app.get<RedisClient>(REDIS),
          perClient: config.COMPARISON_RENDERS_PER_IP,
          windowSeconds: config.COMPARISON_RENDER_WINDOW_SECONDS,
          maxCells: config.COMPARISON_RENDER_MAX_CELLS,
          budgetMsPerSecond: config.COMPARISON_RENDER_BUDGET_MS_PER_SECOND,
          cacheEntries: config.COMPARISON_RENDER_CACHE_ENTRIES,
        },
      )
    : [];
  app.use(frontendMiddleware(config.FRONTEND_DIST, warnFrontend, serverRoutes));
  // JSON answers of 1 KB and more go out as Brotli or gzip (docs/compression-and-code-splitting.md).
  app.use('/api', compressResponses());
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', originCheck(trustedOrigins(config)));
  app.use('/api', jsonBody(BODY_LIMIT));
  app.use('/api', app.get<SessionMiddleware>(SESSION_MIDDLEWARE));
  // Errors raised by the middlewares above (malformed, oversize or too deeply nested JSON, session store down → 503).
  // express-session also reports here a failed save or touch after the answer was written: nothing to send then.
  app.use('/api', (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, body } = toHttpError(error, logger);
    if (res.headersSent) return;
    sendError(req, res, status, body);
  });
  app.setGlobalPrefix('api');
  // /ws on the same port; every frame goes to one handler that validates it (see ws/client-frame.ts).
  app.useWebSocketAdapter(new WsAdapter(app, { messageParser: (data) => ({ event: WS_FRAME_EVENT, data }) }));
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  // No enableShutdownHooks: main.ts installs the graceful shutdown (docs/graceful-shutdown.md); tests close the app.
  await app
    .get(RpcService)
    .connect()
    .catch((error: unknown) =>
      logger.warn({ err: error }, 'NATS not reachable yet; will retry on first request'),
    );
  return app;
}
