import { ErrorCode, IdentityRpc, loginBodySchema, type User } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { clientKey } from '../http/client-key';
import { parseInput } from '../http/parse-input';
import { RpcService } from '../rpc/rpc.service';
import { KnownDeviceService, type RequestWithDevice } from './known-device.service';
import { LoginRateLimiter } from './login-rate-limiter';

/**
 * passport-local: a unit of the rate limit is reserved first (429 when none is left), then identity
 * verifies the credentials; a known device draws on its own bucket (docs/sessions-and-login.md).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly rpc: RpcService,
    private readonly limiter: LoginRateLimiter,
    private readonly devices: KnownDeviceService,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: RequestWithDevice): Promise<User> {
    const credentials = parseInput(loginBodySchema, req.body);
    const device = await this.devices.recognise(req, credentials.email);
    const reservation = await this.limiter.reserve({
      email: credentials.email,
      ip: clientKey(req.ip),
      knownDeviceHash: device?.tokenHash ?? null,
    });
    let user: User;
    try {
      user = await this.rpc.request(IdentityRpc.verifyCredentials, credentials, req.requestId);
    } catch (error) {
      const wrong = error instanceof DomainError && error.code === ErrorCode.InvalidCredentials;
      await this.limiter.settle(reservation, wrong ? 'wrong-credentials' : 'not-verified');
      throw error;
    }
    await this.limiter.settle(reservation, 'success');
    req.knownDevice = device;
    return user;
  }
}
