import {
  AgreementsRpc,
  DocumentMessages,
  documentQuerySchema,
  DocumentsRpc,
  SigningMessages,
  createAgreementBodySchema,
  agreementLanguageBodySchema,
  blindBodySchema,
  expectedParticipantsBodySchema,
  partyDetailsBodySchema,
  submitAnswersBodySchema,
  submitOneAnswerBodySchema,
  type Agreement,
  type AgreementQuestion,
  type AgreementSummary,
} from '@avtalt/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthenticatedGuard, CurrentUserId } from '../auth/authenticated.guard';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { questionDraftFor } from '../jobs/question-draft-for';
import { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';
import { ComparisonViews, sendComparison } from './comparison-views';
import { sendPdf } from './pdf-response';
import { QuestionDraftRateLimiter } from '../templates/question-draft-rate-limiter';

/**
 * End-user spec §7. Reading an agreement needs only its link (the UUID is the capability); who
 * may change what is decided by the agreements service from the caller the session names.
 */
@Controller('agreements')
export class AgreementsController {
  constructor(
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly draftLimits: QuestionDraftRateLimiter,
    private readonly comparisons: ComparisonViews,
  ) {}

  /**
   * A custom topic's questions come from a finished question draft (`questionDraftId`, what the web app
   * sends after waiting on it); without one the gateway makes the draft and polls it here, bounded by
   * JOB_WAIT_MS. Either way the agreements service only copies finished questions: no RPC waits for
   * a generation.
   */
  @Post()
  @HttpCode(201)
  async create(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: unknown,
  ): Promise<{ id: string }> {
    const caller = callerOf(req);
    const parsed = parseInput(createAgreementBodySchema, body);
    const makesDraft = parsed.topic === 'custom' && !parsed.questionDraftId;
    // The same limits as POST /api/question-drafts: this path starts a draft too.
    if (makesDraft) await this.draftLimits.reserve(req, res, caller);
    const questionDraftId = makesDraft
      ? await questionDraftFor(this.rpc, caller, parsed, req.requestId, this.config.JOB_WAIT_MS)
      : parsed.questionDraftId;
    return this.rpc.request(
      AgreementsRpc.create,
      { caller, body: { ...parsed, ...(questionDraftId ? { questionDraftId } : {}) } },
      req.requestId,
    );
  }

  @Get('active')
  @UseGuards(AuthenticatedGuard)
  active(@Req() req: Request, @CurrentUserId() userId: string): Promise<AgreementSummary[]> {
    return this.rpc.request(AgreementsRpc.listActive, { userId }, req.requestId);
  }

  @Get('completed')
  @UseGuards(AuthenticatedGuard)
  completed(@Req() req: Request, @CurrentUserId() userId: string): Promise<AgreementSummary[]> {
    return this.rpc.request(AgreementsRpc.listCompleted, { userId }, req.requestId);
  }

  @Get(':id')
  get(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<Agreement> {
    return this.rpc.request(AgreementsRpc.get, { caller: callerOf(req), agreementId }, req.requestId);
  }

  @Get(':id/questions')
  questions(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
  ): Promise<AgreementQuestion[]> {
    return this.rpc.request(AgreementsRpc.questions, { caller: callerOf(req), agreementId }, req.requestId);
  }

  /** Sent from this process's kept bytes while the caller's comparison is unchanged (ComparisonViews). */
  @Get(':id/comparison')
  async comparison(
    @Req() req: Request,
    @Res() res: Response,
    @Param('id', UuidParamPipe) agreementId: string,
  ): Promise<void> {
    await sendComparison(req, res, await this.comparisons.view(callerOf(req), agreementId, req.requestId));
  }

  @Post(':id/questions/:questionId/answers')
  @HttpCode(204)
  async answerOne(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('questionId', UuidParamPipe) questionId: string,
    @Body() body: unknown,
  ): Promise<void> {
    await this.rpc.request(
      AgreementsRpc.answerOne,
      {
        caller: callerOf(req),
        agreementId,
        questionId,
        body: parseInput(submitOneAnswerBodySchema, body),
      },
      req.requestId,
    );
  }

  @Post(':id/answers')
  @HttpCode(200)
  answerAll(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Agreement> {
    return this.rpc.request(
      AgreementsRpc.answerAll,
      {
        caller: callerOf(req),
        agreementId,
        body: parseInput(submitAnswersBodySchema, body),
      },
      req.requestId,
    );
  }

  /** Logged-in participants only (end-user spec §6). */
  @Post(':id/nextRound')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  nextRound(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<Agreement> {
    return this.rpc.request(AgreementsRpc.nextRound, { caller: callerOf(req), agreementId }, req.requestId);
  }

  @Post(':id/disagreement')
  @HttpCode(200)
  disagreement(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<Agreement> {
    return this.rpc.request(
      AgreementsRpc.disagreement,
      { caller: callerOf(req), agreementId },
      req.requestId,
    );
  }

  @Put(':id/expected-participants')
  expectedParticipants(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Agreement> {
    return this.rpc.request(
      AgreementsRpc.setExpectedParticipants,
      {
        caller: callerOf(req),
        agreementId,
        body: parseInput(expectedParticipantsBodySchema, body),
      },
      req.requestId,
    );
  }

  /**
   * The initiator makes the rounds blind (`{blind: true}`: nobody sees the others' answers of a round
   * until everyone in it has answered) or open again; 403 for anyone else, 409 once the agreement is
   * closed (docs/blind-rounds-and-finishing.md). Answers with the agreement.
   */
  @Put(':id/blind')
  blind(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Agreement> {
    return this.rpc.request(
      AgreementsRpc.setBlind,
      { caller: callerOf(req), agreementId, body: parseInput(blindBodySchema, body) },
      req.requestId,
    );
  }

  /**
   * A party chooses the legal text's language (`nb` or `nn`) and whether its PDF carries the English translation
   * (docs/languages.md); 403 for anyone not taking part, 409 for a language the agreement does not have or once
   * someone has signed. Answers with the agreement.
   */
  @Put(':id/language')
  language(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Agreement> {
    return this.rpc.request(
      AgreementsRpc.setLanguage,
      { caller: callerOf(req), agreementId, body: parseInput(agreementLanguageBodySchema, body) },
      req.requestId,
    );
  }

  /**
   * The caller's date of birth and/or address in the agreement (docs/legal-document.md): a logged-in
   * party only (401 for a visitor, 403 for others, 400 for a bad date); answers with the agreement,
   * whose `yourDetails` shows them to the caller alone.
   */
  @Put(':id/party-details')
  partyDetails(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Agreement> {
    return this.rpc.request(
      AgreementsRpc.setPartyDetails,
      {
        caller: callerOf(req),
        agreementId,
        body: parseInput(partyDetailsBodySchema, body),
      },
      req.requestId,
    );
  }

  /** The legal text of a variant (full when completed, partial, or the disagreement protocol). */
  @Get(':id/legal-text')
  legalText(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Query() query: unknown,
  ): Promise<{ html: string }> {
    const { variant } = parseInput(documentQuerySchema, query);
    return this.rpc.request(
      AgreementsRpc.legalText,
      {
        caller: callerOf(req),
        agreementId,
        ...(variant ? { variant } : {}),
      },
      req.requestId,
    );
  }

  /**
   * The PDF, for logged-in participants: 200 with the file when it is stored, otherwise 202
   * `{status: 'pending'}` with Retry-After after its render job was queued (a BullMQ job in the
   * documents service, id = content hash, so asking again never queues a second one). Answers within
   * the normal RPC time limit; the client asks again.
   */
  @Get(':id/pdf')
  @UseGuards(AuthenticatedGuard)
  async pdf(
    @Req() req: Request,
    @Res() res: Response,
    @Param('id', UuidParamPipe) agreementId: string,
    @Query() query: unknown,
  ): Promise<void> {
    const { variant } = parseInput(documentQuerySchema, query);
    const source = await this.rpc.request(
      AgreementsRpc.pdfSource,
      {
        caller: callerOf(req),
        agreementId,
        ...(variant ? { variant } : {}),
      },
      req.requestId,
    );
    // Signed by every party (issue 18): the sealed PDF from documents, never a new render.
    const reply = source.signed
      ? await this.rpc.request(DocumentsRpc.sealedPdf, { agreementId }, req.requestId)
      : await this.rpc.request(
          DocumentsRpc.requestPdf,
          {
            agreementId,
            html: source.html,
            title: source.title,
          },
          req.requestId,
        );
    sendPdf(
      req,
      res,
      reply,
      reply.status === 'ready' && 'fileName' in reply ? reply.fileName : source.fileName,
      source.signed ? SigningMessages.sealPending : DocumentMessages.pdfPending,
    );
  }

  /**
   * The initiator removes a participant who has not answered the current round (403 for others, 409
   * when they have answered it); answers with the agreement after it, decided again without them.
   */
  @Delete(':id/participants/:participantId')
  @HttpCode(200)
  removeParticipant(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('participantId', UuidParamPipe) participantId: string,
  ): Promise<Agreement> {
    return this.rpc.request(
      AgreementsRpc.removeParticipant,
      { caller: callerOf(req), agreementId, participantId },
      req.requestId,
    );
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<void> {
    await this.rpc.request(AgreementsRpc.delete, { caller: callerOf(req), agreementId }, req.requestId);
  }
}
