import { ErrorCode, Messages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';

/** 401 unless the session belongs to a logged-in user. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<Request>().session?.userId) {
      throw new DomainError(ErrorCode.LoginRequired, Messages.unauthenticated);
    }
    return true;
  }
}

/** The logged-in user's id, from the session (never from the request body). */
export const CurrentUserId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const userId = context.switchToHttp().getRequest<Request>().session?.userId;
  if (!userId) throw new DomainError(ErrorCode.LoginRequired, Messages.unauthenticated);
  return userId;
});
