import {
  AgreementMessages,
  AgreementsRpc,
  ErrorCode,
  IdentityRpc,
  acceptGuardianBodySchema,
  GuardianMessages,
  inviteGuardianBodySchema,
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
 * Observers (docs/observers.md) and guardians (docs/guardians.md): a party invites someone by address; the
 * account whose confirmed address that is accepts. Each answers with the agreement as the caller sees it.
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

  /** The one who invited them ends it (403 anyone else, 404 no such observer). */
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

  /**
   * Guardians (docs/guardians.md): the party under 18 invites their guardian by address (`{email}`; 401 a
   * visitor, 403 an unconfirmed own address, 409 not under 18 by the date of birth given, 409 one invited).
   */
  @Post(':id/guardian')
  @HttpCode(201)
  async inviteGuardian(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Agreement> {
    const input = parseInput(inviteGuardianBodySchema, body);
    const caller = callerOf(req);
    if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, GuardianMessages.login);
    const user = await this.rpc.request(IdentityRpc.getUser, { userId: caller.id }, req.requestId);
    if (!user.emailVerified)
      throw new DomainError(ErrorCode.Forbidden, AgreementMessages.observerEmailNotConfirmed);
    return this.rpc.request(
      AgreementsRpc.inviteGuardian,
      { caller, agreementId, body: input },
      req.requestId,
    );
  }

  /**
   * The invited guardian accepts with their account's confirmed address (asked of identity here), stating
   * how they are the guardian, their date of birth and the declaration: 401, 403 unconfirmed, 404 no
   * invitation to that address, 409 a party of the agreement or under 18.
   */
  @Post(':id/guardian/accept')
  @HttpCode(200)
  async acceptGuardian(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Agreement> {
    const input = parseInput(acceptGuardianBodySchema, body);
    const caller = callerOf(req);
    if (caller.anonymous) throw new DomainError(ErrorCode.LoginRequired, GuardianMessages.acceptLogin);
    const user = await this.rpc.request(IdentityRpc.getUser, { userId: caller.id }, req.requestId);
    if (!user.emailVerified)
      throw new DomainError(ErrorCode.Forbidden, GuardianMessages.acceptEmailNotConfirmed);
    return this.rpc.request(
      AgreementsRpc.acceptGuardian,
      { caller, agreementId, email: user.email, body: input },
      req.requestId,
    );
  }

  /** The party or the guardian ends it (403 anyone else, 404 no such guardian). */
  @Delete(':id/guardians/:guardianId')
  @HttpCode(200)
  removeGuardian(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('guardianId', UuidParamPipe) guardianId: string,
  ): Promise<Agreement> {
    return this.rpc.request(
      AgreementsRpc.removeGuardian,
      { caller: callerOf(req), agreementId, guardianId },
      req.requestId,
    );
  }
}
