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
 * caller without a cookie is a new owner on every request, so the gateway counts the client address
 * (`clientKey`: IPv6 by /64): anonymous drafts per address (QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP), all
 * drafts per address (QUESTION_DRAFTS_MAX_PER_IP), and a logged-in user's drafts wherever they come from
 * (QUESTION_DRAFTS_MAX_PER_USER). Every attempt counts, whatever templates answers.
 */
@Injectable()
export class QuestionDraftRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Takes one draft from the caller's buckets, or answers 429 with Retry-After (nothing taken). */
  async reserve(req: Request, res: Response, caller: Caller): Promise<void> {
    const address = clientKey(req.ip);
    const buckets: Bucket[] = [{ key: `question-drafts:ip:${address}`, limit: this.config.QUESTION_DRAFTS_MAX_PER_IP }];
    if (caller.anonymous) {
      buckets.push({ key: `question-drafts:anonymous-ip:${address}`, limit: this.config.QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP });
    } else {
      buckets.push({ key: `question-drafts:user:${caller.id}`, limit: this.config.QUESTION_DRAFTS_MAX_PER_USER });
    }
    if (await reserve(this.redis, buckets, this.config.QUESTION_DRAFTS_WINDOW_SECONDS)) return;
    res.setHeader('Retry-After', String(await this.secondsUntilFree(buckets)));
    const byAddress = caller.anonymous || !(await this.isFull(buckets[1]));
    throw new DomainError(
      ErrorCode.RateLimited,
      byAddress ? QuestionDraftMessages.tooManyFromAddress : QuestionDraftMessages.rateLimited,
    );
  }

  /** When the fullest bucket's window ends (a window is fixed: its key expires then). */
  private async secondsUntilFree(buckets: readonly Bucket[]): Promise<number> {
    const ttls = await Promise.all(buckets.map((b) => this.redis.ttl(b.key)));
    return Math.max(1, ...ttls.filter((ttl) => ttl > 0));
  }

  private async isFull(bucket: Bucket): Promise<boolean> {
    return Number((await this.redis.get(bucket.key)) ?? 0) >= bucket.limit;
  }
}
