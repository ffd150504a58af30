import { type Caller, ErrorCode, QuestionDraftMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { clientKey } from '../http/client-key';
import { type Bucket, reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';

/**
 * Question drafts (`POST /api/question-drafts`, and `POST /api/agreements` with a custom topic and no
 * `questionDraftId`), counted atomically in Redis before templates is asked (docs/limits.md): every draft
 * is a job, with a language model a paid call. The templates service's own limit counts per owner, and a
 * caller without a cookie is a new owner on every request, so the gateway counts an anonymous caller by
 * the client address (`clientKey`: IPv6 by /64, QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP) and a logged-in
 * user by the account only (QUESTION_DRAFTS_MAX_PER_USER): many people behind one office or school
 * address share nothing, so some of them cannot use up everyone else's drafts. Every attempt counts,
 * whatever templates answers.
 */
@Injectable()
export class QuestionDraftRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Takes one draft from the caller's bucket, or answers 429 with Retry-After (nothing taken). */
  async reserve(req: Request, res: Response, caller: Caller): Promise<void> {
    const bucket: Bucket = caller.anonymous
      ? {
          key: `question-drafts:anonymous-ip:${clientKey(req.ip)}`,
          limit: this.config.QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP,
        }
      : { key: `question-drafts:user:${caller.id}`, limit: this.config.QUESTION_DRAFTS_MAX_PER_USER };
    if (await reserve(this.redis, [bucket], this.config.QUESTION_DRAFTS_WINDOW_SECONDS)) return;
    res.setHeader('Retry-After', String(await this.secondsUntilFree(bucket)));
    throw new DomainError(
      ErrorCode.RateLimited,
      caller.anonymous ? QuestionDraftMessages.tooManyFromAddress : QuestionDraftMessages.rateLimited,
    );
  }

  /** When the bucket's window ends (a window is fixed: its key expires then). */
  private async secondsUntilFree(bucket: Bucket): Promise<number> {
    return Math.max(1, await this.redis.ttl(bucket.key));
  }
}
