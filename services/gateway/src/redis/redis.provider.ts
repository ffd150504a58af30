import { Logger, type Provider } from '@nestjs/common';
import { createClient } from 'redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { RedisUnavailableError } from './redis-errors';

export const REDIS = Symbol('REDIS');
export type RedisClient = ReturnType<typeof createClient>;
type Multi = ReturnType<RedisClient['multi']>;

/**
 * One Redis connection for sessions, rate limits, the session index and WebSocket counts, made to fail
 * fast while Redis is away (docs/sessions-and-login.md, "Redis down"): a command is refused at once
 * while the connection is down (`disableOfflineQueue`: no queue that waits for the reconnect), and given
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
      socket: { reconnectStrategy: (retries: number) => Math.min(retries * 100, 2000), connectTimeout: 3000 },
    });
    failFast(client, config.REDIS_COMMAND_TIMEOUT_MS);
    reportConnection(client);
    await client.connect();
    return client;
  },
};

/**
 * Bounds every command, MULTI and pipeline of the client: refused at once while the connection is
 * down, given up after `timeoutMs`. node-redis's own `disableOfflineQueue` does not cover MULTI and
 * pipelines, and its command `timeout` only covers the wait before a command is written — a command
 * written to a Redis that stopped answering would wait for as long as the TCP connection lives. A
 * command given up on stays in node-redis's queue; its late answer is read and dropped, so the replies
 * of later commands stay in order.
 */
export function failFast(client: RedisClient, timeoutMs: number): void {
  // createClient hands out an Object.create() of the real client, and every command method calls
  // `this._self.sendCommand`: the bound goes on the real client, which the handed-out one inherits from.
  const real = (client as unknown as { _self?: RedisClient })._self ?? client;
  const sendCommand = real.sendCommand.bind(real);
  real.sendCommand = ((...args: Parameters<RedisClient['sendCommand']>) =>
    bounded(client, () => sendCommand(...args), timeoutMs)) as RedisClient['sendCommand'];
  const open = real.multi.bind(client);
  const multi = (): Multi => {
    const transaction = open();
    const exec = transaction.exec.bind(transaction);
    const execAsPipeline = transaction.execAsPipeline.bind(transaction);
    transaction.exec = ((asPipeline?: boolean) =>
      bounded(client, () => exec(asPipeline), timeoutMs)) as Multi['exec'];
    transaction.execAsPipeline = (() =>
      bounded(client, () => execAsPipeline(), timeoutMs)) as Multi['execAsPipeline'];
    return transaction;
  };
  real.multi = multi as RedisClient['multi'];
  real.MULTI = multi as RedisClient['MULTI'];
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
    logger.warn(
      `connection lost (${error instanceof Error ? error.message : String(error)}); requests that need Redis answer 503 until it is back`,
    );
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger.log('connection back');
  });
}
