import { ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { Provider } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { giveBack, reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';

/** Whom a limit counts: a client address, a signed-in user, or a caller without an account by address. */
export type LimitSubject = 'ip' | 'user' | 'anonymous-ip';

/** A limit of requests per subject in a fixed window. */
export interface FixedWindowLimit {
  /** What is counted: the Redis key is `<name>:<subject>:<id>`. */
  name: string;
  subject: LimitSubject;
  max: number;
  windowSeconds: number;
  /** The message of the 429 (RATE_LIMITED). */
  message: string;
}

/**
 * Counts a request against its subject's bucket atomically in Redis, across every gateway, before the
 * service behind is asked: however many requests arrive at once, no more than `max` per window get
 * through; the rest are refused with RATE_LIMITED and take nothing. The window is fixed: it starts with
 * the first unit and ends when the key expires.
 */
export class FixedWindowLimiter {
  constructor(
    private readonly redis: RedisClient,
    private readonly limit: FixedWindowLimit,
  ) {}

  /** Takes one unit of the subject's bucket, or throws RATE_LIMITED. */
  async reserve(id: string): Promise<void> {
    if (!(await this.tryReserve(id))) throw this.refusal();
  }

  /** Takes one unit of the subject's bucket; false (nothing taken) when it is full. */
  tryReserve(id: string): Promise<boolean> {
    return reserve(this.redis, [{ key: this.key(id), limit: this.limit.max }], this.limit.windowSeconds);
  }

  /**
   * Takes a unit before `work` and gives it back when `work` throws: a request that changed nothing does
   * not count, while one unit per request in flight still bounds what many at once can do.
   */
  async guard<T>(id: string, work: () => Promise<T>): Promise<T> {
    await this.reserve(id);
    try {
      return await work();
    } catch (error) {
      await giveBack(this.redis, [this.key(id)]);
      throw error;
    }
  }

  /** Seconds until the subject's window ends (at least 1), for a Retry-After. */
  async secondsUntilFree(id: string): Promise<number> {
    return Math.max(1, await this.redis.ttl(this.key(id)));
  }

  /** The 429 this limit answers with. */
  refusal(): DomainError {
    return new DomainError(ErrorCode.RateLimited, this.limit.message);
  }

  private key(id: string): string {
    return `${this.limit.name}:${this.limit.subject}:${id}`;
  }
}

/** A class that stands for one limit in Nest's injector; the instance is a FixedWindowLimiter. */
export type LimiterToken = abstract new (...args: never[]) => FixedWindowLimiter;

/** Registers `token` as a FixedWindowLimiter with the limit the config gives. */
export function fixedWindowLimiter(
  token: LimiterToken,
  limit: (config: GatewayConfig) => FixedWindowLimit,
): Provider {
  return {
    provide: token,
    inject: [REDIS, GATEWAY_CONFIG],
    useFactory: (redis: RedisClient, config: GatewayConfig) => new FixedWindowLimiter(redis, limit(config)),
  };
}
