import { ErrorCode, IdentityRpc, Messages, type Actor } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RpcService } from '../rpc/rpc.service';

type RequestWithActor = Request & { actor?: Actor };

/** 401 unless logged in; puts the caller's id and admin flag (asked of identity, never taken from the client) on the request. */
@Injectable()
export class ActorGuard implements CanActivate {
  constructor(private readonly rpc: RpcService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithActor>();
    const userId = req.session?.userId;
    if (!userId) throw new DomainError(ErrorCode.LoginRequired, Messages.unauthenticated);
    const user = await this.rpc
      .request(IdentityRpc.getUser, { userId }, req.requestId)
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.code === ErrorCode.NotFound)
          throw new DomainError(ErrorCode.LoginRequired, Messages.unauthenticated);
        throw error;
      });
    req.actor = { userId: user.id, isAdmin: user.isAdmin };
    return true;
  }
}

/** 401 when not logged in, 403 unless identity says the caller is an admin. */
@Injectable()
export class AdminGuard extends ActorGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    if (!context.switchToHttp().getRequest<RequestWithActor>().actor?.isAdmin) {
      throw new DomainError(ErrorCode.Forbidden, Messages.forbidden);
    }
    return true;
  }
}

/** The actor resolved by {@link ActorGuard} / {@link AdminGuard}. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<RequestWithActor>().actor;
  if (!actor) throw new DomainError(ErrorCode.LoginRequired, Messages.unauthenticated);
  return actor;
});
