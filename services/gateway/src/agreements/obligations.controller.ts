import {
  AgreementsRpc,
  DocumentMessages,
  DocumentsRpc,
  type ObligationsView,
  paymentItemIdSchema,
  paymentStepBodySchema,
} from '@avtalt/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';
import { loggedInCallerOf } from '../session/caller';
import { sendPdf } from './pdf-response';

/**
 * The payment schedule of a signed agreement (docs/obligations.md): what its agreed answers make the parties
 * pay each other and when, and what they recorded of it. Parties and observers read it; a payer marks a
 * payment «Betalt», a payee confirms it «Mottatt». Nothing is moved: it is a record both confirm.
 */
@Controller('agreements')
export class ObligationsController {
  constructor(private readonly rpc: RpcService) {}

  /** 200 the schedule; 401 a visitor, 403 neither a party nor an observer, 404 no such agreement. */
  @Get(':id/obligations')
  view(@Req() req: Request, @Param('id', UuidParamPipe) agreementId: string): Promise<ObligationsView> {
    const caller = loggedInCallerOf(req);
    return this.rpc.request(AgreementsRpc.obligations, { caller, agreementId }, req.requestId);
  }

  /**
   * The statement PDF («Nedbetalingsoversikt» for a loan): what was paid, confirmed and what remains, for the
   * same readers as the schedule. 200 the file, or 202 while it is rendered (like the agreement's PDF); 404 no
   * schedule, 409 not signed yet.
   */
  @Get(':id/obligations/statement')
  async statement(
    @Req() req: Request,
    @Res() res: Response,
    @Param('id', UuidParamPipe) agreementId: string,
  ): Promise<void> {
    const caller = loggedInCallerOf(req);
    const source = await this.rpc.request(
      AgreementsRpc.obligationStatement,
      { caller, agreementId },
      req.requestId,
    );
    const reply = await this.rpc.request(
      DocumentsRpc.requestPdf,
      { agreementId, html: source.html, title: source.title },
      req.requestId,
    );
    sendPdf(req, res, reply, source.fileName, DocumentMessages.pdfPending);
  }

  /**
   * `{step: 'paid' | 'received'}` → 200 the schedule after it. 400 a bad body or payment id, 401 a visitor,
   * 403 not the payer (paid) or the payee (received), 404 no such agreement or payment, 409 not signed,
   * replaced by a later version, or recorded already.
   */
  @Post(':id/obligations/:itemId')
  @HttpCode(200)
  record(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Param('itemId') rawItemId: string,
    @Body() body: unknown,
  ): Promise<ObligationsView> {
    const itemId = parseInput(paymentItemIdSchema, rawItemId);
    const input = parseInput(paymentStepBodySchema, body);
    const caller = loggedInCallerOf(req);
    return this.rpc.request(
      AgreementsRpc.recordPayment,
      { caller, agreementId, itemId, body: input },
      req.requestId,
    );
  }
}
