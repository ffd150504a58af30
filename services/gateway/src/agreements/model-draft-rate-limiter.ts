import { ErrorCode, NegotiationMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';

/**
 * Model drafts per user (MODEL_DRAFTS_MAX_PER_USER per MODEL_DRAFTS_WINDOW_SECONDS, over all their agreements),
 * counted atomically in Redis before agreements is asked: every draft is a paid language-model call, and the
 * per-point cap of agreements (MAX_MODEL_DRAFTS_PER_POINT) alone does not bound one user with many agreements.
 * Every attempt counts, whatever agreements answers: the check stays one atomic step before the call.
 */
@Injectable()
export class ModelDraftRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async reserve(userId: string): Promise<void> {
    const allowed = await reserve(
      this.redis,
      [{ key: `model-drafts:user:${userId}`, limit: this.config.MODEL_DRAFTS_MAX_PER_USER }],
      this.config.MODEL_DRAFTS_WINDOW_SECONDS,
    );
    if (!allowed) throw new DomainError(ErrorCode.RateLimited, NegotiationMessages.tooManyDraftsByYou);
  }
}
