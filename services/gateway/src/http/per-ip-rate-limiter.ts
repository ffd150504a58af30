import { ErrorCode, Messages, SigningMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { Provider } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';

/** A limit of requests per client IP in a fixed window. */
export interface PerIpLimit {
  /** What is counted: the Redis key is `<name>:ip:<ip>`. */
  name: string;
  max: number;
  windowSeconds: number;
  /** The message of the 429 (RATE_LIMITED). */
  message: string;
}

/**
 * Counts a request against its client IP's bucket atomically in Redis, across every gateway, before
 * the service behind is asked: however many requests arrive at once, no more than `max` per window get
 * through; the rest are refused with RATE_LIMITED.
 */
export class PerIpRateLimiter {
  constructor(
    private readonly redis: RedisClient,
    private readonly limit: PerIpLimit,
  ) {}

  async reserve(ip: string): Promise<void> {
    const { name, max, windowSeconds, message } = this.limit;
    const allowed = await reserve(this.redis, [{ key: `${name}:ip:${ip}`, limit: max }], windowSeconds);
    if (!allowed) throw new DomainError(ErrorCode.RateLimited, message);
  }
}

/**
 * Registrations (REGISTER_MAX_PER_IP per REGISTER_WINDOW_SECONDS). Every well-formed attempt counts,
 * refused or not, so the "already taken" answers cannot be used to test many addresses. The class is the
 * injection token (a constructor parameter of this type gets it); the instance is a PerIpRateLimiter.
 */
export abstract class RegistrationLimiter extends PerIpRateLimiter {}
/**
 * Verification lookups (`GET /api/verify/{sha256}` and the uploaded PDF, open to anyone; VERIFY_MAX_PER_IP
 * per VERIFY_WINDOW_SECONDS), so nobody can probe hashes in bulk. Injected like RegistrationLimiter.
 */
export abstract class VerifyLimiter extends PerIpRateLimiter {}

function perIpLimiter(
  token: typeof RegistrationLimiter | typeof VerifyLimiter,
  limit: (config: GatewayConfig) => PerIpLimit,
): Provider {
  return {
    provide: token,
    inject: [REDIS, GATEWAY_CONFIG],
    useFactory: (redis: RedisClient, config: GatewayConfig) => new PerIpRateLimiter(redis, limit(config)),
  };
}

/** The per-IP limiters, registered in the app module. */
export const perIpLimiterProviders: Provider[] = [
  perIpLimiter(RegistrationLimiter, (config) => ({
    name: 'register',
    max: config.REGISTER_MAX_PER_IP,
    windowSeconds: config.REGISTER_WINDOW_SECONDS,
    message: Messages.tooManyRegistrations,
  })),
  perIpLimiter(VerifyLimiter, (config) => ({
    name: 'verify',
    max: config.VERIFY_MAX_PER_IP,
    windowSeconds: config.VERIFY_WINDOW_SECONDS,
    message: SigningMessages.tooManyAttempts,
  })),
];
