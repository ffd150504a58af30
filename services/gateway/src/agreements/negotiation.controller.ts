import {
  AgreementsRpc,
  concessionBodySchema,
  ErrorCode,
  importanceBodySchema,
  limitBodySchema,
  NegotiationMessages,
  proposeBodySchema,
  type Comparison,
  type ProposalOption,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Body, Controller, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { parseInput } from '../http/parse-input';
import { ModelDraftLimiter } from '../http/rate-limits';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';

/**
 * Negotiation between rounds (issue 19, docs/negotiation.md): proposals, private marks and model drafts.
 * The caller comes from the session (a logged-in user, or the session's anonymous participant); whether
 * they take part, whether negotiation is open and whether the point is disputed are decided by the
 * agreements service (403 NOT_PARTICIPANT, 409 NEGOTIATION_CLOSED / POINT_NOT_DISPUTED / PROPOSAL_PENDING).
 * Every command answers the caller's comparison, so the page shows it as it is. Bodies are checked here
 * (400 with a Norwegian message before any service is asked).
 */
@Controller('agreements')
export class NegotiationController {
  constructor(
    private readonly rpc: RpcService,
    private readonly draftLimiter: ModelDraftLimiter,
  ) {}

  /** `{questionId, proposalId}`: puts an option forward (the caller counts as accepting it): 201. */
  @Post(':id/proposals')
  @HttpCode(201)
  propose(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Comparison> {
    return this.rpc.request(
      AgreementsRpc.propose,
      { caller: callerOf(req), agreementId, body: parseInput(proposeBodySchema, body) },
      req.requestId,
    );
  }

  @Post(':id/proposals/:proposalId/accept')
  @HttpCode(200)
  accept(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('proposalId', UuidParamPipe) proposalId: string,
  ): Promise<Comparison> {
    return this.rpc.request(
      AgreementsRpc.acceptProposal,
      { caller: callerOf(req), agreementId, proposalId },
      req.requestId,
    );
  }

  @Post(':id/proposals/:proposalId/decline')
  @HttpCode(200)
  decline(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('proposalId', UuidParamPipe) proposalId: string,
  ): Promise<Comparison> {
    return this.rpc.request(
      AgreementsRpc.declineProposal,
      { caller: callerOf(req), agreementId, proposalId },
      req.requestId,
    );
  }

  /** `{canAccept}`: the caller's private 'Jeg kan godta det andre svaret' on a disputed point. */
  @Put(':id/questions/:questionId/concession')
  @HttpCode(200)
  concession(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('questionId', UuidParamPipe) questionId: string,
    @Body() body: unknown,
  ): Promise<Comparison> {
    return this.rpc.request(
      AgreementsRpc.setConcession,
      { caller: callerOf(req), agreementId, questionId, body: parseInput(concessionBodySchema, body) },
      req.requestId,
    );
  }

  /** `{important}`: the caller's private 'Viktig for meg' on a disputed point. */
  @Put(':id/questions/:questionId/importance')
  @HttpCode(200)
  importance(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('questionId', UuidParamPipe) questionId: string,
    @Body() body: unknown,
  ): Promise<Comparison> {
    return this.rpc.request(
      AgreementsRpc.setImportance,
      { caller: callerOf(req), agreementId, questionId, body: parseInput(importanceBodySchema, body) },
      req.requestId,
    );
  }

  /**
   * `{value}`: the caller's private limit on a disputed amount or date, once per round (docs/negotiation.md,
   * «Private limits»). The answer is the caller's comparison: their own limit, or the settled point when the
   * limits overlap; nothing of anyone else's limit.
   */
  @Put(':id/questions/:questionId/limit')
  @HttpCode(200)
  limit(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('questionId', UuidParamPipe) questionId: string,
    @Body() body: unknown,
  ): Promise<Comparison> {
    return this.rpc.request(
      AgreementsRpc.setLimit,
      { caller: callerOf(req), agreementId, questionId, body: parseInput(limitBodySchema, body) },
      req.requestId,
    );
  }

  /**
   * A language model's draft for a point without a curated middle ground (201: the stored `model:` option).
   * Logged-in participants only (401 for visitors and anonymous participants); 404 MODEL_UNAVAILABLE without
   * a model, 502 UPSTREAM_FAILED when it fails. Waits for the model (at most AgreementsRpc.draftProposal's
   * limit).
   */
  @Post(':id/questions/:questionId/proposal-drafts')
  @HttpCode(201)
  async draft(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('questionId', UuidParamPipe) questionId: string,
  ): Promise<ProposalOption> {
    if (!req.session?.userId)
      throw new DomainError(ErrorCode.LoginRequired, NegotiationMessages.loginRequired);
    // At most MODEL_DRAFTS_MAX_PER_USER per window over all the user's agreements (429 RATE_LIMITED).
    await this.draftLimiter.reserve(req.session.userId);
    return this.rpc.request(
      AgreementsRpc.draftProposal,
      { caller: callerOf(req), agreementId, questionId },
      req.requestId,
    );
  }
}
