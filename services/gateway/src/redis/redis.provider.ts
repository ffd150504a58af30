import { Logger, type Provider } from '@nestjs/common';
import { createClient } from 'redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { RedisUnavailableError } from './redis-errors';

export const REDIS = Symbol('REDIS');
export type RedisClient = ReturnType<typeof createClient>;
type Multi = ReturnType<RedisClient['multi']>;

/**
 * One Redis connection for sessions, rate limits, the session index and WebSocket counts, made to fail
 * fast while Redis is away (docs/sessions-and-login.md, "Redis down"): every command is refused at once
 * while the connection is down (`disableOfflineQueue`: no queue that waits for the reconnect) and given
 * up after `REDIS_COMMAND_TIMEOUT_MS` when Redis does not answer (frozen, overloaded). The gateway answers
 * those errors 503 (`isRedisUnavailable`). Every user of the client gets this without doing anything.
 */
export const redisProvider: Provider = {
  provide: REDIS,
  inject: [GATEWAY_CONFIG],
  useFactory: async (config: GatewayConfig): Promise<RedisClient> => {
    const client = createClient({
      url: config.REDIS_URL,
      disableOfflineQueue: true,
      commandOptions: { timeout: config.REDIS_COMMAND_TIMEOUT_MS },
      socket: { reconnectStrategy: (retries: number) => Math.min(retries * 100, 2000), connectTimeout: 3000 },
    });
    boundTransactions(client, config.REDIS_COMMAND_TIMEOUT_MS);
    reportConnection(client);
    await client.connect();
    return client;
  },
};

/**
 * node-redis applies neither `disableOfflineQueue` nor the command timeout to MULTI and pipelines:
 * their commands would wait in the queue for the reconnect, and the request with them. Each one is
 * bounded here the same way: refused when the connection is down, given up after `timeoutMs`.
 */
export function boundTransactions(client: RedisClient, timeoutMs: number): void {
  const open = client.multi.bind(client);
  const multi = (): Multi => {
    const transaction = open();
    const exec = transaction.exec.bind(transaction);
    const execAsPipeline = transaction.execAsPipeline.bind(transaction);
    transaction.exec = ((asPipeline?: boolean) => bounded(client, () => exec(asPipeline), timeoutMs)) as Multi['exec'];
    transaction.execAsPipeline = (() => bounded(client, () => execAsPipeline(), timeoutMs)) as Multi['execAsPipeline'];
    return transaction;
  };
  client.multi = multi as RedisClient['multi'];
  client.MULTI = multi as RedisClient['MULTI'];
}

function bounded<T>(client: RedisClient, run: () => Promise<T>, timeoutMs: number): Promise<T> {
  if (!client.isReady) return Promise.reject(new RedisUnavailableError('offline'));
  const work = run();
  // Given up on: its late answer (or failure) goes nowhere.
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableError('timeout')), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** One log line when the connection is lost and one when it is back (not one per failed reconnect). */
function reportConnection(client: RedisClient): void {
  const logger = new Logger('Redis');
  let lost = false;
  // Without an 'error' listener node-redis would throw; /api/health reports the state.
  client.on('error', (error: unknown) => {
    if (lost) return;
    lost = true;
    logger.warn(`connection lost (${error instanceof Error ? error.message : String(error)}); requests that need Redis answer 503 until it is back`);
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger.log('connection back');
  });
}
