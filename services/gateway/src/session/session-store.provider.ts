import type { Provider } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS, type RedisClient } from '../redis/redis.provider';

export const SESSION_STORE = Symbol('SESSION_STORE');
export const SESSION_COOKIE = 'avtalt.sid';
export const SESSION_PREFIX = 'sess:';

/** Sessions live in Redis, so every gateway replica serves every request and a restart keeps them. */
export const sessionStoreProvider: Provider = {
  provide: SESSION_STORE,
  inject: [REDIS, GATEWAY_CONFIG],
  useFactory: (redis: RedisClient, config: GatewayConfig) =>
    new RedisStore({ client: redis, prefix: SESSION_PREFIX, ttl: config.SESSION_TTL_SECONDS }),
};

export const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');
export type SessionMiddleware = RequestHandler;

/**
 * The one session middleware: mounted on /api by bootstrap.ts and run by the WebSocket upgrade on /ws,
 * so both read the same cookie the same way.
 */
export const sessionMiddlewareProvider: Provider = {
  provide: SESSION_MIDDLEWARE,
  inject: [SESSION_STORE, GATEWAY_CONFIG],
  useFactory: (store: RedisStore, config: GatewayConfig): SessionMiddleware =>
    session({
      name: SESSION_COOKIE,
      store,
      secret: config.SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, maxAge: config.SESSION_TTL_SECONDS * 1000, path: '/' },
    }),
};
