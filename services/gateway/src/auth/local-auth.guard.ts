import { loginBodySchema } from '@avtalt/contracts';
import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { parseInput } from '../http/parse-input';

/** Validates the login body (400 with the spec's messages) before passport-local runs. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override canActivate(context: ExecutionContext) {
    parseInput(loginBodySchema, context.switchToHttp().getRequest<Request>().body);
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error) throw error;
    return user;
  }
}
