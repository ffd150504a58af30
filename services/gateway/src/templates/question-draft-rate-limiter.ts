import { type Caller, QuestionDraftMessages } from '@avtalt/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { clientKey } from '../http/client-key';
import { FixedWindowLimiter } from '../http/fixed-window-limiter';
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
  private readonly anonymous: FixedWindowLimiter;
  private readonly users: FixedWindowLimiter;

  constructor(@Inject(REDIS) redis: RedisClient, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const windowSeconds = config.QUESTION_DRAFTS_WINDOW_SECONDS;
    this.anonymous = new FixedWindowLimiter(redis, {
      name: 'question-drafts',
      subject: 'anonymous-ip',
      max: config.QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP,
      windowSeconds,
      message: QuestionDraftMessages.tooManyFromAddress,
    });
    this.users = new FixedWindowLimiter(redis, {
      name: 'question-drafts',
      subject: 'user',
      max: config.QUESTION_DRAFTS_MAX_PER_USER,
      windowSeconds,
      message: QuestionDraftMessages.rateLimited,
    });
  }

  /** Takes one draft from the caller's bucket, or answers 429 with Retry-After (nothing taken). */
  async reserve(req: Request, res: Response, caller: Caller): Promise<void> {
    const [limiter, id] = caller.anonymous ? [this.anonymous, clientKey(req.ip)] : [this.users, caller.id];
    if (await limiter.tryReserve(id)) return;
    // A window is fixed: the bucket is free again when its key expires.
    res.setHeader('Retry-After', String(await limiter.secondsUntilFree(id)));
    throw limiter.refusal();
  }
}
