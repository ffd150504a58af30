import { ErrorCode, Messages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { passwordResetBuckets, type PasswordResetRequest } from './password-reset-limits.rules';

/**
 * Password-reset requests (`POST /api/auth/password-reset`, issue 17, review L6) in a fixed window of
 * PASSWORD_RESET_WINDOW_SECONDS, in the buckets of {@link passwordResetBuckets}. Every well-formed request
 * counts, known address or not, so the limit answers the same for both; counted atomically before
 * identity is asked.
 */
@Injectable()
export class PasswordResetRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async reserve(request: PasswordResetRequest): Promise<void> {
    const allowed = await reserve(this.redis, passwordResetBuckets(request, this.config), this.config.PASSWORD_RESET_WINDOW_SECONDS);
    if (!allowed) throw new DomainError(ErrorCode.RateLimited, Messages.tooManyPasswordResets);
  }
}
