import {
  DocumentsRpc,
  ErrorCode,
  PDF_VERIFY_MAX_BYTES,
  type PdfVerification,
  PdfVerifyMessages,
  type SealCertificate,
  verifyPdfMessageSchema,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { clientKey } from '../http/client-key';
import { VerifyLimiter } from '../http/rate-limits';
import { parseInput } from '../http/parse-input';
import { RpcService } from '../rpc/rpc.service';

/**
 * Reads a raw request body of at most `limit` bytes. A declared or actual larger body is refused with 413
 * as soon as it is known (the rest is drained, not kept), so a large upload never sits in memory.
 */
export function readLimitedBody(
  req: Readable & { headers?: Record<string, string | string[] | undefined> },
  limit: number,
): Promise<Buffer> {
  const declared = Number(req.headers?.['content-length'] ?? Number.NaN);
  const tooLarge = () => new DomainError(ErrorCode.PayloadTooLarge, PdfVerifyMessages.tooLarge);
  if (declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        chunks.length = 0;
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * `/verifiser` with a file (issue 31, docs/sealed-pdf.md): `POST /api/verify` with the PDF as the raw body
 * (`Content-Type: application/pdf`, at most PDF_VERIFY_MAX_BYTES), open to anyone and limited per IP like
 * `GET /api/verify/{sha256}` (the same counter). Documents checks it with the offline verifier's checker and
 * keeps nothing: the file is neither stored nor logged. `GET /api/verify/certificate` publishes the seal
 * certificate's fingerprint for the offline verifier's `--cert-sha256` (registered before
 * `GET /api/verify/{sha256}` in app.module, so `certificate` is not read as a hash).
 */
@Controller()
export class VerifyPdfController {
  constructor(
    private readonly rpc: RpcService,
    private readonly verifyLimiter: VerifyLimiter,
  ) {}

  @Post('verify')
  @HttpCode(200)
  async verifyPdf(@Req() req: Request): Promise<PdfVerification> {
    if (!req.is('application/pdf')) {
      req.resume();
      throw new DomainError(ErrorCode.ValidationFailed, PdfVerifyMessages.notPdf);
    }
    await this.verifyLimiter.reserve(clientKey(req.ip));
    const bytes = await readLimitedBody(req, PDF_VERIFY_MAX_BYTES);
    if (bytes.length === 0) throw new DomainError(ErrorCode.ValidationFailed, PdfVerifyMessages.empty);
    const message = parseInput(verifyPdfMessageSchema, { pdfBase64: bytes.toString('base64') });
    return this.rpc.request(DocumentsRpc.verifyPdf, message, req.requestId);
  }

  @Get('verify/certificate')
  async sealCertificate(@Req() req: Request): Promise<SealCertificate> {
    await this.verifyLimiter.reserve(clientKey(req.ip));
    return this.rpc.request(DocumentsRpc.sealCertificate, {}, req.requestId);
  }
}
