import { ErrorCode, Messages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';

/**
 * Registrations per client IP in a fixed window (REGISTER_MAX_PER_IP per REGISTER_WINDOW_SECONDS).
 * Every well-formed attempt counts, refused or not, so the "already taken" answers cannot be used to
 * test many addresses. Counted atomically before identity is asked.
 */
@Injectable()
export class RegistrationRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async reserve(ip: string): Promise<void> {
    const allowed = await reserve(
      this.redis,
      [{ key: `register:ip:${ip}`, limit: this.config.REGISTER_MAX_PER_IP }],
      this.config.REGISTER_WINDOW_SECONDS,
    );
    if (!allowed) throw new DomainError(ErrorCode.RateLimited, Messages.tooManyRegistrations);
  }
}
