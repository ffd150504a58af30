import { DocumentsRpc, type PrintPdfReply } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PdfRenderer } from '../pdf/pdf.renderer';

/** The printer process's one NATS handler (security review L7): HTML in, PDF out, nothing stored. */
@Controller()
export class PrinterController {
  constructor(private readonly renderer: PdfRenderer) {}

  @MessagePattern(DocumentsRpc.printPdf.subject)
  async print(@Payload() payload: unknown): Promise<PrintPdfReply> {
    const { html, title } = parseOrThrow(DocumentsRpc.printPdf.request, payload);
    return { pdfBase64: (await this.renderer.render(html, title)).toString('base64') };
  }
}
