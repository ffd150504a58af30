import { ErrorCode, Messages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { accountHash } from './login-limits.rules';

/**
 * Password-reset requests (`POST /api/auth/password-reset`, issue 17) in a fixed window, per client IP
 * (PASSWORD_RESET_MAX_PER_IP) and per address (PASSWORD_RESET_MAX_PER_ADDRESS, keyed by the address's
 * SHA-256, never the address). Every well-formed request counts, known address or not, so the limit
 * answers the same for both; counted atomically before identity is asked.
 */
@Injectable()
export class PasswordResetRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async reserve(ip: string, email: string): Promise<void> {
    const allowed = await reserve(
      this.redis,
      [
        { key: `password-reset:ip:${ip}`, limit: this.config.PASSWORD_RESET_MAX_PER_IP },
        { key: `password-reset:account:${accountHash(email)}`, limit: this.config.PASSWORD_RESET_MAX_PER_ADDRESS },
      ],
      this.config.PASSWORD_RESET_WINDOW_SECONDS,
    );
    if (!allowed) throw new DomainError(ErrorCode.RateLimited, Messages.tooManyPasswordResets);
  }
}
