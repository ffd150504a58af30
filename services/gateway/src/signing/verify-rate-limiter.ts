import { ErrorCode, SigningMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';

/**
 * Verification lookups (`GET /api/verify/{sha256}`, open to anyone) per client IP in a fixed window
 * (VERIFY_MAX_PER_IP per VERIFY_WINDOW_SECONDS), counted atomically in Redis before documents is asked,
 * so nobody can probe hashes in bulk.
 */
@Injectable()
export class VerifyRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async reserve(ip: string): Promise<void> {
    const allowed = await reserve(
      this.redis,
      [{ key: `verify:ip:${ip}`, limit: this.config.VERIFY_MAX_PER_IP }],
      this.config.VERIFY_WINDOW_SECONDS,
    );
    if (!allowed) throw new DomainError(ErrorCode.RateLimited, SigningMessages.tooManyAttempts);
  }
}
