import { AgreementsRpc, reviewBodySchema, type ReviewView } from '@avtalt/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';
import { loggedInCallerOf } from '../session/caller';

/**
 * When a signed agreement is to be looked at again (docs/reviews.md): Avtalt suggests a date, a party may set
 * another, and a party records «Avtalen gjelder fortsatt» (the next review a year on). Parties and observers
 * read it; only parties change it.
 */
@Controller('agreements')
export class ReviewController {
  constructor(private readonly rpc: RpcService) {}

  /** 200 the review; 401 a visitor, 403 neither a party nor an observer, 404 no such agreement. */
  @Get(':id/review')
  view(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<ReviewView> {
    return this.rpc.request(
      AgreementsRpc.review,
      { caller: loggedInCallerOf(req), agreementId },
      req.requestId,
    );
  }

  /**
   * `{reviewOn: 'YYYY-MM-DD'}` → 200 the review after it. 400 a bad body, a date not after today or more than
   * ten years ahead; 401 a visitor, 403 not a party, 409 not signed or replaced.
   */
  @Put(':id/review')
  set(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<ReviewView> {
    const input = parseInput(reviewBodySchema, body);
    return this.rpc.request(
      AgreementsRpc.setReview,
      { caller: loggedInCallerOf(req), agreementId, body: input },
      req.requestId,
    );
  }

  /** «Avtalen gjelder fortsatt» → 200 the review (the next a year on); the same refusals as setting it. */
  @Post(':id/review/confirm')
  @HttpCode(200)
  confirm(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<ReviewView> {
    return this.rpc.request(
      AgreementsRpc.confirmReview,
      { caller: loggedInCallerOf(req), agreementId },
      req.requestId,
    );
  }
}
