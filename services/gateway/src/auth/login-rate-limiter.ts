import { ErrorCode, Messages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS, type RedisClient } from '../redis/redis.provider';

/** E-mails are hashed in the keys so Redis holds no address in clear text. */
const accountKey = (email: string): string => `login-fail:account:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
const ipKey = (ip: string): string => `login-fail:ip:${ip}`;

/**
 * Counts failed logins per account and per IP in a fixed window (LOGIN_WINDOW_SECONDS). Past the
 * limit every attempt answers 429, whether the password is right or not, until the window ends.
 * A successful login clears the account's count; the IP count stays (it guards against spraying).
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [account, byIp] = await this.redis.mGet([accountKey(email), ipKey(ip)]);
    if (Number(account ?? 0) >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT || Number(byIp ?? 0) >= this.config.LOGIN_MAX_FAILURES_PER_IP) {
      throw new DomainError(ErrorCode.RateLimited, Messages.tooManyLoginAttempts);
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const window = this.config.LOGIN_WINDOW_SECONDS;
    await this.redis
      .multi()
      .incr(accountKey(email))
      .expire(accountKey(email), window, 'NX')
      .incr(ipKey(ip))
      .expire(ipKey(ip), window, 'NX')
      .exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(accountKey(email));
  }
}
