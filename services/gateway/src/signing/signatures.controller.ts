import {
  type Agreement,
  AgreementsRpc,
  DocumentsRpc,
  ErrorCode,
  IdentityRpc,
  signatureLevelBodySchema,
  SigningMessages,
  sha256HexSchema,
  signBodySchema,
  type SignaturesView,
  type SigningCodeReply,
  type Verification,
} from '@avtalt/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { DomainError } from '@avtalt/service-kit';
import type { Request } from 'express';
import { z } from 'zod';
import { clientKey } from '../http/client-key';
import { VerifyLimiter } from '../http/rate-limits';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';
import { signingClientOf } from './signing-client.rules';

const hashParam = z.object({ sha256: sha256HexSchema });

/**
 * Signing (issue 18, docs/signing.md). Who may do what is decided by the agreements service from the
 * caller the session names: 401 for a visitor, 403 for someone not a party, 404 SIGNING_DISABLED when
 * the operator set SIGNING=off. The IP address and user agent a signature records come from the request.
 */
@Controller()
export class SignaturesController {
  constructor(
    private readonly rpc: RpcService,
    private readonly verifyLimiter: VerifyLimiter,
  ) {}

  /**
   * The initiator requires a way of signing of every party (`{level: 'eid' | 'email-code' | 'password'}`;
   * docs/signing.md): 403 anyone else, 409 once someone has signed, 409 `eid` where no eID broker is
   * connected (nobody could sign). Answers with the agreement.
   */
  @Put('agreements/:id/signature-level')
  async signatureLevel(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<Agreement> {
    const input = parseInput(signatureLevelBodySchema, body);
    if (
      input.level === 'eid' &&
      !(await this.rpc.request(IdentityRpc.eidStatus, {}, req.requestId)).available
    )
      throw new DomainError(ErrorCode.Conflict, SigningMessages.levelEidUnavailable);
    return this.rpc.request(
      AgreementsRpc.setSignatureLevel,
      { caller: callerOf(req), agreementId, body: input },
      req.requestId,
    );
  }

  /** The parties, who has signed and when, the text's SHA-256 and (once sealed) the PDF's. */
  @Get('agreements/:id/signatures')
  signatures(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<SignaturesView> {
    return this.rpc.request(AgreementsRpc.signatures, { caller: callerOf(req), agreementId }, req.requestId);
  }

  /** Mails the caller a one-time code (202: it is on its way), at most MAX_SIGNING_CODES per window. */
  @Post('agreements/:id/signatures/code')
  @HttpCode(202)
  code(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<SigningCodeReply> {
    return this.rpc.request(
      AgreementsRpc.requestSigningCode,
      { caller: callerOf(req), agreementId },
      req.requestId,
    );
  }

  /** `{consent: true, code}` or `{consent: true, password}` (+ `textSha256` of the text read): 201 with the view. */
  @Post('agreements/:id/signatures')
  @HttpCode(201)
  sign(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<SignaturesView> {
    return this.rpc.request(
      AgreementsRpc.sign,
      {
        caller: callerOf(req),
        agreementId,
        body: parseInput(signBodySchema, body),
        client: signingClientOf(req.ip, req.headers['user-agent']),
      },
      req.requestId,
    );
  }

  /** A party voids every signature (not once all have signed): the text is open again, everyone is told. */
  @Post('agreements/:id/signatures/void')
  @HttpCode(200)
  void(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<SignaturesView> {
    return this.rpc.request(
      AgreementsRpc.voidSignatures,
      { caller: callerOf(req), agreementId, client: signingClientOf(req.ip, req.headers['user-agent']) },
      req.requestId,
    );
  }

  /** Open to anyone: the signed Avtalt agreement whose sealed PDF has this SHA-256 (404 when none). */
  @Get('verify/:sha256')
  async verify(@Req() req: Request, @Param() params: unknown): Promise<Verification> {
    const { sha256 } = parseInput(hashParam, params);
    await this.verifyLimiter.reserve(clientKey(req.ip));
    return this.rpc.request(DocumentsRpc.verify, { sha256 }, req.requestId);
  }
}
