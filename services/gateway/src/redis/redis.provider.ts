import type { Provider } from '@nestjs/common';
import { createClient } from 'redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

export const REDIS = Symbol('REDIS');
export type RedisClient = ReturnType<typeof createClient>;

/** One Redis connection for sessions, rate limits and the session index. */
export const redisProvider: Provider = {
  provide: REDIS,
  inject: [GATEWAY_CONFIG],
  useFactory: async (config: GatewayConfig): Promise<RedisClient> => {
    const client = createClient({
      url: config.REDIS_URL,
      socket: { reconnectStrategy: (retries: number) => Math.min(retries * 100, 2000), connectTimeout: 3000 },
    });
    // Errors are reported by /api/health; without a listener node-redis would throw them.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  },
};
