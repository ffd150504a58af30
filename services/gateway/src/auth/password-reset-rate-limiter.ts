import { ErrorCode, Messages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { giveBack, reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import { passwordResetBuckets, type PasswordResetRequest } from './password-reset-limits.rules';

/** What a request that got through its own buckets may do. */
export interface PasswordResetReservation {
  /** False past the address's ceiling: answer as always, send nothing. */
  mail: boolean;
  /** Gives the ceiling's unit back when no link was made after all (identity failed). */
  release(): Promise<void>;
}

/**
 * Password-reset requests (`POST /api/auth/password-reset`, issue 17, review L6) in a fixed window of
 * PASSWORD_RESET_WINDOW_SECONDS, in the buckets of {@link passwordResetBuckets}. Every well-formed request
 * counts, known address or not, so the limit answers the same for both; counted atomically before
 * identity is asked. The requester's own buckets are taken first (all or none; past one, 429), then the
 * address's ceiling on its own: each step is one atomic script, so however many requests arrive at once
 * no more than the ceiling are mailed.
 */
@Injectable()
export class PasswordResetRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async reserve(request: PasswordResetRequest): Promise<PasswordResetReservation> {
    const window = this.config.PASSWORD_RESET_WINDOW_SECONDS;
    const { own, addressCeiling } = passwordResetBuckets(request, this.config);
    if (!(await reserve(this.redis, own, window)))
      throw new DomainError(ErrorCode.RateLimited, Messages.tooManyPasswordResets);
    if (!addressCeiling) return { mail: true, release: async () => undefined };
    const mail = await reserve(this.redis, [addressCeiling], window);
    return { mail, release: () => (mail ? giveBack(this.redis, [addressCeiling.key]) : Promise.resolve()) };
  }
}
