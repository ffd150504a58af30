import { ErrorCode, UserMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { giveBack, reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';

/**
 * New addresses one account may ask for (`PUT /api/auth/profile` with another `email`, review L5):
 * EMAIL_CHANGE_MAX_PER_ACCOUNT per EMAIL_CHANGE_WINDOW_SECONDS, in Redis across every gateway. A unit is
 * taken atomically before the password is checked, so however many changes arrive at once no more than the
 * limit are made; a change that is not made (wrong password, 400, 503) gives its unit back, since the
 * login bucket already counts wrong passwords.
 */
@Injectable()
export class EmailChangeRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async guard<T>(userId: string, change: () => Promise<T>): Promise<T> {
    const key = `email-change:user:${userId}`;
    const allowed = await reserve(
      this.redis,
      [{ key, limit: this.config.EMAIL_CHANGE_MAX_PER_ACCOUNT }],
      this.config.EMAIL_CHANGE_WINDOW_SECONDS,
    );
    if (!allowed) throw new DomainError(ErrorCode.RateLimited, UserMessages.tooManyEmailChanges);
    try {
      return await change();
    } catch (error) {
      await giveBack(this.redis, [key]);
      throw error;
    }
  }
}
