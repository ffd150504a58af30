import { AgreementsRpc, amendmentBodySchema, endingBodySchema } from '@avtalt/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';
import { loggedInCallerOf } from '../session/caller';

/**
 * Amendments (docs/amendments.md): a party of a signed agreement starts its next version with the questions to
 * answer again and new ones; the parties then answer them in rounds, as before, and sign the new version. Ending
 * together is such a version, whose one question is whether the agreement ends from a date.
 */
@Controller('agreements')
export class AmendmentsController {
  constructor(private readonly rpc: RpcService) {}

  /**
   * `{questionIds, newQuestions}` → 201 `{id}` of the new version. 400 a bad body or a question not in the
   * agreement, 401 a visitor, 403 not a party, 404 no such agreement, 409 not signed, already replaced, or a
   * later version already being negotiated.
   */
  @Post(':id/amendments')
  @HttpCode(201)
  async amend(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<{ id: string }> {
    const input = parseInput(amendmentBodySchema, body);
    const caller = loggedInCallerOf(req);
    return this.rpc.request(AgreementsRpc.amend, { caller, agreementId, body: input }, req.requestId);
  }

  /**
   * `{endsOn}` → 201 `{id}` of the version that proposes to end the agreement from that date. 400 a date that is
   * not one, has been or is more than five years ahead, 401 a visitor, 403 not a party, 404 no such agreement,
   * 409 not signed, already replaced or ended, or a later version already being negotiated.
   */
  @Post(':id/ending')
  @HttpCode(201)
  async startEnding(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<{ id: string }> {
    const input = parseInput(endingBodySchema, body);
    const caller = loggedInCallerOf(req);
    return this.rpc.request(AgreementsRpc.startEnding, { caller, agreementId, body: input }, req.requestId);
  }
}
