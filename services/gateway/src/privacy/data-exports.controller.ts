import { type DataExport, type ListExportsReply, PrivacyRpc } from '@avtalt/contracts';
import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthenticatedGuard, CurrentUserId } from '../auth/authenticated.guard';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';

/**
 * «Last ned dataene mine» (GDPR art. 15 and 20; docs/data-rights.md): the logged-in account starts an
 * export of its own data, lists its exports of the last seven days, and downloads a ready one. The
 * account is the session's: nobody can start, list or fetch another person's export.
 */
@Controller('auth')
@UseGuards(AuthenticatedGuard)
export class DataExportsController {
  constructor(private readonly rpc: RpcService) {}

  /** 202: gathered in the background, mailed to the confirmed address when ready (429 past three a day). */
  @Post('export')
  @HttpCode(202)
  start(@Req() req: Request, @CurrentUserId() userId: string): Promise<DataExport> {
    return this.rpc.request(PrivacyRpc.startExport, { userId }, req.requestId);
  }

  @Get('exports')
  list(@Req() req: Request, @CurrentUserId() userId: string): Promise<ListExportsReply> {
    return this.rpc.request(PrivacyRpc.listExports, { userId }, req.requestId);
  }

  /**
   * The ZIP, fetched from the privacy service a piece at a time (a NATS message holds at most 1 MB) and
   * written as it comes. The first piece is asked before anything is sent, so a 404 is a clean answer.
   */
  @Get('exports/:exportId')
  async download(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUserId() userId: string,
    @Param('exportId', UuidParamPipe) exportId: string,
  ): Promise<void> {
    const piece = (offset: number) =>
      this.rpc.request(PrivacyRpc.exportChunk, { userId, exportId, offset }, req.requestId);
    let chunk = await piece(0);
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Length', String(chunk.sizeBytes));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="avtalt-dataene-mine-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    try {
      for (;;) {
        res.write(Buffer.from(chunk.dataBase64, 'base64'));
        if (chunk.next === null) break;
        chunk = await piece(chunk.next);
      }
      res.end();
    } catch {
      // The status is sent: a cut connection is how the browser learns the file is incomplete.
      res.destroy();
    }
  }
}
