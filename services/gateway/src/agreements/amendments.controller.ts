import { AgreementsRpc, amendmentBodySchema } from '@avtalt/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';
import { loggedInCallerOf } from '../session/caller';

/**
 * Amendments (docs/amendments.md): a party of a signed agreement starts its next version with the questions to
 * answer again and new ones; the parties then answer them in rounds, as before, and sign the new version.
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
}
