import { PrivacyRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ExportsService } from './exports.service';

/** NATS request handlers: validate each message with its contract, hand it to the service. */
@Controller()
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @MessagePattern(PrivacyRpc.startExport.subject)
  start(@Payload() payload: unknown) {
    return this.exports.start(parseOrThrow(PrivacyRpc.startExport.request, payload).userId);
  }

  @MessagePattern(PrivacyRpc.listExports.subject)
  async list(@Payload() payload: unknown) {
    return { exports: await this.exports.list(parseOrThrow(PrivacyRpc.listExports.request, payload).userId) };
  }

  @MessagePattern(PrivacyRpc.exportChunk.subject)
  chunk(@Payload() payload: unknown) {
    const { userId, exportId, offset } = parseOrThrow(PrivacyRpc.exportChunk.request, payload);
    return this.exports.chunk(userId, exportId, offset);
  }
}
