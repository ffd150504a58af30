import { DocumentsSubjects, renderLegalTextMessageSchema, renderPdfMessageSchema } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LegalTextRenderer } from './legal-text/legal-text.renderer';
import { PdfService } from './pdf/pdf.service';

/** NATS request handlers: validate each message with its contract, hand it to a service. */
@Controller()
export class DocumentsController {
  constructor(
    private readonly legalText: LegalTextRenderer,
    private readonly pdfs: PdfService,
  ) {}

  @MessagePattern(DocumentsSubjects.renderLegalText)
  renderLegalText(@Payload() payload: unknown): { html: string } {
    return { html: this.legalText.render(parseOrThrow(renderLegalTextMessageSchema, payload)) };
  }

  @MessagePattern(DocumentsSubjects.queueStats)
  queueStats() {
    return this.pdfs.stats();
  }

  @MessagePattern(DocumentsSubjects.renderPdf)
  renderPdf(@Payload() payload: unknown) {
    return this.pdfs.render(parseOrThrow(renderPdfMessageSchema, payload));
  }
}
