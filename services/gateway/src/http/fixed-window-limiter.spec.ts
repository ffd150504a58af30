import {
  type Caller,
  ErrorCode,
  Messages,
  NegotiationMessages,
  QuestionDraftMessages,
  SigningMessages,
  UserMessages,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { FactoryProvider } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config/gateway.config';
import type { RedisClient } from '../redis/redis.provider';
import { QuestionDraftRateLimiter } from '../templates/question-draft-rate-limiter';
import { FixedWindowLimiter } from './fixed-window-limiter';
import {
  EmailChangeLimiter,
  ModelDraftLimiter,
  rateLimiterProviders,
  RegistrationLimiter,
  VerifyLimiter,
} from './rate-limits';

interface Call {
  keys: string[];
  arguments: string[];
}

/** A Redis whose scripts answer `allow` (1 or 0) and whose keys have `ttl` seconds left; it records every script call. */
function fakeRedis(allow: 0 | 1, ttl = 42) {
  const reserves: Call[] = [];
  const givenBack: string[][] = [];
  const redis = {
    async eval(script: string, options: Call) {
      if (script.includes('INCR')) reserves.push(options);
      else givenBack.push(options.keys);
      return allow;
    },
    async ttl() {
      return ttl;
    },
  };
  return { redis: redis as unknown as RedisClient, reserves, givenBack };
}

const config = {
  REGISTER_MAX_PER_IP: 5,
  REGISTER_WINDOW_SECONDS: 600,
  VERIFY_MAX_PER_IP: 6,
  VERIFY_WINDOW_SECONDS: 60,
  MODEL_DRAFTS_MAX_PER_USER: 7,
  MODEL_DRAFTS_WINDOW_SECONDS: 3600,
  EMAIL_CHANGE_MAX_PER_ACCOUNT: 3,
  EMAIL_CHANGE_WINDOW_SECONDS: 86400,
  QUESTION_DRAFTS_MAX_ANONYMOUS_PER_IP: 4,
  QUESTION_DRAFTS_MAX_PER_USER: 30,
  QUESTION_DRAFTS_WINDOW_SECONDS: 3600,
} as unknown as GatewayConfig;

function limiterFor(token: unknown, redis: RedisClient): FixedWindowLimiter {
  const provider = rateLimiterProviders.find(
    (p) => (p as FactoryProvider).provide === token,
  ) as FactoryProvider;
  return provider.useFactory(redis, config) as FixedWindowLimiter;
}

async function refusalOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('the fixed-window limiters', () => {
  it.each([
    {
      name: 'RegistrationLimiter',
      token: RegistrationLimiter,
      key: 'register:ip:203.0.113.9',
      window: '600',
      max: '5',
      message: Messages.tooManyRegistrations,
    },
    {
      name: 'VerifyLimiter',
      token: VerifyLimiter,
      key: 'verify:ip:203.0.113.9',
      window: '60',
      max: '6',
      message: SigningMessages.tooManyAttempts,
    },
    {
      name: 'ModelDraftLimiter',
      token: ModelDraftLimiter,
      key: 'model-drafts:user:203.0.113.9',
      window: '3600',
      max: '7',
      message: NegotiationMessages.tooManyDraftsByYou,
    },
    {
      name: 'EmailChangeLimiter',
      token: EmailChangeLimiter,
      key: 'email-change:user:203.0.113.9',
      window: '86400',
      max: '3',
      message: UserMessages.tooManyEmailChanges,
    },
  ])(
    '$name counts $key (window $window s, limit $max) and refuses with its message',
    async ({ token, key, window, max, message }) => {
      const allowed = fakeRedis(1);
      await limiterFor(token, allowed.redis).reserve('203.0.113.9');
      expect(allowed.reserves).toEqual([{ keys: [key], arguments: [window, max] }]);

      const full = fakeRedis(0);
      const refusal = await refusalOf(limiterFor(token, full.redis).reserve('203.0.113.9'));
      expect([refusal.code, refusal.message]).toEqual([ErrorCode.RateLimited, message]);
    },
  );

  it('guard gives the unit back when the work fails, and keeps it when the work is done', async () => {
    const { redis, reserves, givenBack } = fakeRedis(1);
    const limiter = limiterFor(EmailChangeLimiter, redis);
    await expect(limiter.guard('u1', async () => 'changed')).resolves.toBe('changed');
    expect(givenBack).toEqual([]);
    await expect(limiter.guard('u1', () => Promise.reject(new Error('wrong password')))).rejects.toThrow(
      'wrong password',
    );
    expect(givenBack).toEqual([['email-change:user:u1']]);
    expect(reserves).toHaveLength(2);
  });

  it('guard does not start the work when the bucket is full', async () => {
    const { redis, givenBack } = fakeRedis(0);
    const work = jest.fn(async () => 'changed');
    await refusalOf(limiterFor(EmailChangeLimiter, redis).guard('u1', work));
    expect(work).not.toHaveBeenCalled();
    expect(givenBack).toEqual([]);
  });
});

describe('QuestionDraftRateLimiter', () => {
  const req = { ip: '2001:db8:1:2:3:4:5:6' } as Request;
  const visitor: Caller = { id: 'owner-1', anonymous: true, name: '' };
  const user1: Caller = { id: 'u1', anonymous: false, name: 'Kari Nordmann' };
  const response = () => {
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => (headers[name] = value),
    } as unknown as Response;
    return { res, headers };
  };

  it('counts an anonymous caller by the client address (IPv6 by /64) and a user by the account', async () => {
    const { redis, reserves } = fakeRedis(1);
    const limiter = new QuestionDraftRateLimiter(redis, config);
    await limiter.reserve(req, response().res, visitor);
    await limiter.reserve(req, response().res, user1);
    expect(reserves).toEqual([
      { keys: ['question-drafts:anonymous-ip:2001:db8:1:2::/64'], arguments: ['3600', '4'] },
      { keys: ['question-drafts:user:u1'], arguments: ['3600', '30'] },
    ]);
  });

  it('refuses with Retry-After until the window ends and the message for who is asking', async () => {
    const { redis } = fakeRedis(0, 0);
    const limiter = new QuestionDraftRateLimiter(redis, config);
    const anonymous = response();
    const refusal = await refusalOf(limiter.reserve(req, anonymous.res, visitor));
    expect([refusal.code, refusal.message, anonymous.headers]).toEqual([
      ErrorCode.RateLimited,
      QuestionDraftMessages.tooManyFromAddress,
      { 'Retry-After': '1' },
    ]);
    const user = response();
    const refused = await refusalOf(limiter.reserve(req, user.res, user1));
    expect([refused.message, user.headers]).toEqual([
      QuestionDraftMessages.rateLimited,
      { 'Retry-After': '1' },
    ]);
  });
});
