import {
  AgreementMessages,
  AgreementsRpc,
  ErrorCode,
  IdentityRpc,
  inviteObserverBodySchema,
  type Agreement,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Body, Controller, Delete, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';

/**
 * Observers (docs/observers.md): a party invites someone to read along by address; the account
 * whose confirmed address that is accepts; the inviter (or the observer) ends it. Each answers with the
 * agreement as the caller sees it.
 */
@Controller('agreements')
export class ObserversController {
  constructor(private readonly rpc: RpcService) {}

  /**
   * `{email}`: 401 a visitor, 403 an account whose own address is not confirmed (an Avtalt mail with an
   * agreement's title must come from someone whose mailbox is known), 403 not a party, 409 the address
   * already invited or MAX_OBSERVERS reached. The invitation is mailed from the outbox.
   */
  @Post(':id/observers')
  @HttpCode(201)
  async invite(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Agreement> {
    const input = parseInput(inviteObserverBodySchema, body);
    const caller = callerOf(req);
    if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, AgreementMessages.observerLogin);
    const user = await this.rpc.request(IdentityRpc.getUser, { userId: caller.id }, req.requestId);
    if (!user.emailVerified)
      throw new DomainError(ErrorCode.Forbidden, AgreementMessages.observerEmailNotConfirmed);
    return this.rpc.request(
      AgreementsRpc.inviteObserver,
      { caller, agreementId, body: input },
      req.requestId,
    );
  }

  /**
   * The logged-in caller accepts the invitation to their account's confirmed address (asked of identity
   * here, never taken from the browser): 401 a visitor, 403 an unconfirmed address, 404 no invitation to
   * it, 409 a party of the agreement.
   */
  @Post(':id/observers/accept')
  @HttpCode(200)
  async accept(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<Agreement> {
    const caller = callerOf(req);
    if (caller.anonymous)
      throw new DomainError(ErrorCode.LoginRequired, AgreementMessages.observerAcceptLogin);
    const user = await this.rpc.request(IdentityRpc.getUser, { userId: caller.id }, req.requestId);
    if (!user.emailVerified)
      throw new DomainError(ErrorCode.Forbidden, AgreementMessages.observerAcceptEmailNotConfirmed);
    return this.rpc.request(
      AgreementsRpc.acceptObserver,
      { caller, agreementId, email: user.email },
      req.requestId,
    );
  }

  /** The one who invited them, or the observer, ends it (403 anyone else, 404 no such observer). */
  @Delete(':id/observers/:observerId')
  @HttpCode(200)
  remove(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('observerId', UuidParamPipe) observerId: string,
  ): Promise<Agreement> {
    return this.rpc.request(
      AgreementsRpc.removeObserver,
      { caller: callerOf(req), agreementId, observerId },
      req.requestId,
    );
  }
}
