import {
  ErrorCode,
  startQuestionDraftBodySchema,
  TemplatesRpc,
  titleReadingBodySchema,
  type QuestionDraft,
  type TitleReadingView,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RETRY_AFTER_SECONDS } from '../jobs/job-poll.rules';
import { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';
import { QuestionDraftRateLimiter } from './question-draft-rate-limiter';

/** A pending draft tells the client when to ask again. */
function retryAfter(res: Response, draft: QuestionDraft): QuestionDraft {
  if (draft.status === 'pending') res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS.questionDraft));
  return draft;
}

/**
 * Questions for a custom topic, made by a job the page waits on (docs/long-work-as-jobs.md): start a
 * draft (202 + Location), ask for it until it is `ready` (or `failed`), then create the agreement with
 * `questionDraftId`. A draft belongs to the caller the session names (a user, or the session's
 * anonymous id); anyone else gets 404.
 */
@Controller('question-drafts')
export class QuestionDraftsController {
  constructor(
    private readonly rpc: RpcService,
    private readonly limits: QuestionDraftRateLimiter,
  ) {}

  /**
   * Limited per client address and per user before templates is asked (docs/limits.md); templates then
   * queues an anonymous caller's draft behind logged-in users' and refuses it (503) when that lane is full.
   */
  @Post()
  @HttpCode(202)
  async start(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: unknown,
  ): Promise<QuestionDraft> {
    const parsed = parseInput(startQuestionDraftBodySchema, body);
    const caller = callerOf(req);
    await this.limits.reserve(req, res, caller);
    const draft = await this.rpc
      .request(
        TemplatesRpc.startDraft,
        { ownerId: caller.id, anonymous: caller.anonymous, body: parsed },
        req.requestId,
      )
      .catch((error: unknown) => {
        // A full lane (503) or the owner's own limit (429) in templates: the client may try again later.
        if (
          error instanceof DomainError &&
          (error.code === ErrorCode.ServiceUnavailable || error.code === ErrorCode.RateLimited)
        )
          res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS.questionDraftRefused));
        throw error;
      });
    res.setHeader('Location', `/api/question-drafts/${draft.id}`);
    return retryAfter(res, draft);
  }

  /**
   * How a title and description are read (the kinds of agreement and the object), asked while the person
   * types so they can correct it before the questions are made. Nothing is stored; open like starting a draft.
   */
  @Post('reading')
  @HttpCode(200)
  reading(@Req() req: Request, @Body() body: unknown): Promise<TitleReadingView> {
    return this.rpc.request(TemplatesRpc.readTitle, parseInput(titleReadingBodySchema, body), req.requestId);
  }

  @Get(':id')
  async get(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<QuestionDraft> {
    return retryAfter(
      res,
      await this.rpc.request(TemplatesRpc.getDraft, { ownerId: callerOf(req).id, id }, req.requestId),
    );
  }
}
