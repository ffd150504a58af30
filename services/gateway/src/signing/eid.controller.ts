import {
  AgreementsRpc,
  eidSignStartBodySchema,
  type EidSignStartReply,
  type EidStatus,
  ErrorCode,
  IdentityRpc,
  SigningMessages,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AuthenticatedGuard } from '../auth/authenticated.guard';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';
import { signingClientOf } from './signing-client.rules';
import { eidReturnPath } from './eid.rules';

/** What the broker sends back: a code and our state, or an error (the person cancelled). */
const callbackQuery = z.object({
  code: z.string().min(1).max(2000).optional(),
  state: z.string().min(16).max(200).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

/**
 * Signing with national eID through an OpenID Connect broker (docs/signing.md). The gateway only
 * redirects: identity holds the broker's settings and checks the ID token, agreements records the signature
 * with the proof identity spent once. The agreement a login was started for is kept in the session, so the
 * way back lands on its page whatever the broker answers.
 */
@Controller()
export class EidController {
  constructor(private readonly rpc: RpcService) {}

  /** Open to anyone: whether eID signing is offered here, and the names to show for it. */
  @Get('eid')
  status(@Req() req: Request): Promise<EidStatus> {
    return this.rpc.request(IdentityRpc.eidStatus, {}, req.requestId);
  }

  /**
   * `{consent: true, textSha256}`: checks that the caller may sign this text now (so nobody goes through
   * BankID to be refused), starts the login and answers where to send the browser (201).
   */
  @Post('agreements/:id/signatures/eid')
  @HttpCode(201)
  @UseGuards(AuthenticatedGuard)
  async start(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<EidSignStartReply> {
    const { textSha256 } = parseInput(eidSignStartBodySchema, body);
    const caller = callerOf(req);
    const view = await this.rpc.request(AgreementsRpc.signatures, { caller, agreementId }, req.requestId);
    if (view.textSha256 !== textSha256)
      throw new DomainError(ErrorCode.TextChanged, SigningMessages.textChanged);
    if (!view.canSign)
      throw new DomainError(ErrorCode.Conflict, view.signBlocker?.message ?? SigningMessages.cannotSign);
    const { authorizationUrl } = await this.rpc.request(
      IdentityRpc.eidStart,
      { userId: caller.id, purpose: { kind: 'signature', agreementId, textSha256 } },
      req.requestId,
    );
    req.session.eidAgreementId = agreementId;
    return { url: authorizationUrl };
  }

  /**
   * Where the broker sends the browser back: the code is exchanged and checked by identity, the signature
   * recorded by agreements, and the browser goes to the agreement's page with `?bankid=signert`, or with
   * `?bankid=avbrutt` / `?bankid=feil&kode=…` (a code the page explains; never text from the request).
   */
  @Get('eid/callback')
  async callback(@Req() req: Request, @Res() res: Response, @Query() query: unknown): Promise<void> {
    const agreementId = req.session.eidAgreementId;
    const back = (outcome: Parameters<typeof eidReturnPath>[1]) =>
      res.redirect(303, eidReturnPath(agreementId, outcome));
    if (!req.session.userId) return res.redirect(303, '/auth');
    const parsed = callbackQuery.safeParse(query);
    if (!parsed.success || parsed.data.error || !parsed.data.code || !parsed.data.state)
      return back(
        parsed.success && parsed.data.error ? { cancelled: true } : { code: ErrorCode.InvalidSigningProof },
      );
    delete req.session.eidAgreementId;
    const caller = callerOf(req);
    try {
      const { proofId, purpose } = await this.rpc.request(
        IdentityRpc.eidComplete,
        { userId: caller.id, state: parsed.data.state, code: parsed.data.code, iss: parsed.data.iss },
        req.requestId,
      );
      await this.rpc.request(
        AgreementsRpc.signWithEid,
        {
          caller,
          agreementId: purpose.agreementId,
          proofId,
          textSha256: purpose.textSha256,
          client: signingClientOf(req.ip, req.headers['user-agent']),
        },
        req.requestId,
      );
      res.redirect(303, eidReturnPath(purpose.agreementId, { signed: true }));
    } catch (error) {
      back({ code: error instanceof DomainError ? (error.code as ErrorCode) : ErrorCode.Internal });
    }
  }
}
