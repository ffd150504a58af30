import { DocumentsRpc } from '@avtalt/contracts';
import { rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { DOCUMENTS_NATS } from '../config/documents.config';

/** What prints HTML to PDF for the PDF and seal jobs: this process's Chromium, or a printer process. */
export interface PdfPrinter {
  render(html: string, title: string): Promise<Buffer>;
}

export const PDF_PRINTER = Symbol('PDF_PRINTER');

/**
 * `PDF_PRINTER=nats` (security review L7): the HTML goes to a printer process (`DOCUMENTS_ROLE=printer`)
 * and the PDF comes back; this process, which holds the seal key, never starts a browser. A printer
 * that does not answer fails the job, which is retried like any other failed render.
 */
@Injectable()
export class NatsPdfPrinter implements PdfPrinter {
  constructor(@Inject(DOCUMENTS_NATS) private readonly nats: ClientProxy) {}

  async render(html: string, title: string): Promise<Buffer> {
    const { pdfBase64 } = await rpcRequest(this.nats, DocumentsRpc.printPdf, { html, title });
    return Buffer.from(pdfBase64, 'base64');
  }
}
