import { ErrorCode, IdentityRpc, loginBodySchema, type User } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { parseInput } from '../http/parse-input';
import { RpcService } from '../rpc/rpc.service';
import { LoginRateLimiter } from './login-rate-limiter';

/** passport-local: identity verifies the credentials; failures are counted for the rate limit. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly rpc: RpcService,
    private readonly limiter: LoginRateLimiter,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request): Promise<User> {
    const credentials = parseInput(loginBodySchema, req.body);
    const ip = req.ip ?? 'unknown';
    await this.limiter.assertAllowed(credentials.email, ip);
    try {
      const user = await this.rpc.request(IdentityRpc.verifyCredentials, credentials, req.requestId);
      await this.limiter.recordSuccess(credentials.email);
      return user;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.InvalidCredentials) {
        await this.limiter.recordFailure(credentials.email, ip);
      }
      throw error;
    }
  }
}
