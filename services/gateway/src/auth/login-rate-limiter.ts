import { ErrorCode, Messages, UserMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { giveBack, reserve } from '../redis/fixed-window-counter';
import { REDIS, type RedisClient } from '../redis/redis.provider';
import {
  type LoginAttempt,
  type LoginBuckets,
  type LoginOutcome,
  loginBuckets,
  passwordCheckBuckets,
  settleReservation,
} from './login-limits.rules';

/** The buckets one attempt took a unit of; handed back to {@link LoginRateLimiter.settle}. */
export interface LoginReservation {
  buckets: LoginBuckets;
}

/**
 * Login limits per account and per IP (or per known device) in a fixed window (LOGIN_WINDOW_SECONDS).
 * Reserve-then-verify: an attempt takes its unit atomically BEFORE identity checks the password, so
 * however many arrive at once, at most the limit are checked and the rest answer 429 unchecked.
 * Past the limit every attempt answers 429, right password or not, until the window ends.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Takes a unit of each bucket of the attempt, or throws 429 (RATE_LIMITED) taking nothing. */
  async reserve(attempt: LoginAttempt): Promise<LoginReservation> {
    const buckets = loginBuckets(attempt, this.config);
    const reserved = await reserve(
      this.redis,
      buckets.map((b) => b.bucket),
      this.config.LOGIN_WINDOW_SECONDS,
    );
    if (!reserved) throw new DomainError(ErrorCode.RateLimited, Messages.tooManyLoginAttempts);
    return { buckets };
  }

  /**
   * Issue 31 (review M1): `check` asks identity to verify a signed-in account's current password (an
   * address change, a new password). A unit of the account's login bucket is reserved first (429 without
   * asking when none is left) and settled by the answer: identity's wrong-current-password 400 keeps it.
   */
  async guardPasswordCheck<T>(accountEmail: string, check: () => Promise<T>): Promise<T> {
    const buckets = passwordCheckBuckets(accountEmail, this.config);
    const reserved = await reserve(
      this.redis,
      buckets.map((b) => b.bucket),
      this.config.LOGIN_WINDOW_SECONDS,
    );
    if (!reserved) throw new DomainError(ErrorCode.RateLimited, Messages.tooManyLoginAttempts);
    let result: T;
    try {
      result = await check();
    } catch (error) {
      const wrong =
        error instanceof DomainError &&
        error.code === ErrorCode.ValidationFailed &&
        error.message === UserMessages.wrongCurrentPassword;
      await this.settle({ buckets }, wrong ? 'wrong-credentials' : 'not-verified');
      throw error;
    }
    await this.settle({ buckets }, 'success');
    return result;
  }

  /** What the check found decides what happens to the reserved units (login-limits.rules.ts). */
  async settle(reservation: LoginReservation, outcome: LoginOutcome): Promise<void> {
    const { clear, giveBack: back } = settleReservation(outcome, reservation.buckets);
    if (clear.length > 0) await this.redis.del(clear);
    await giveBack(this.redis, back);
  }
}
