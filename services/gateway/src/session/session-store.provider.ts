import type { Provider } from '@nestjs/common';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { SessionEndings } from './session-endings.service';
import { resendSessionCookie, SESSION_COOKIE } from './session-cookie';
import { ThrottledRedisStore } from './session-store';

export const SESSION_STORE = Symbol('SESSION_STORE');

/**
 * Sessions live in Redis, so every gateway replica serves every request and a restart keeps them.
 * Their expiry slides with use (see {@link ThrottledRedisStore}); every destroyed session ends its
 * WebSockets on every replica ({@link SessionEndings}).
 */
export const sessionStoreProvider: Provider = {
  provide: SESSION_STORE,
  inject: [REDIS, GATEWAY_CONFIG, SessionEndings],
  useFactory: (redis: RedisClient, config: GatewayConfig, endings: SessionEndings) =>
    new ThrottledRedisStore(
      redis,
      config.SESSION_TTL_SECONDS,
      Date.now,
      (ids) => endings.ended(ids),
      resendSessionCookie,
    ),
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
  useFactory: (store: ThrottledRedisStore, config: GatewayConfig): SessionMiddleware =>
    session({
      name: SESSION_COOKIE,
      store,
      secret: config.SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
      // The cookie's expiry slides with the store's touches (resendSessionCookie), not on every answer.
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.COOKIE_SECURE,
        maxAge: config.SESSION_TTL_SECONDS * 1000,
        path: '/',
      },
    }),
};
