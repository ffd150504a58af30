import type { Provider } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
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
