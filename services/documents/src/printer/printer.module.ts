import { type DynamicModule, Module } from '@nestjs/common';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from '../config/documents.config';
import { PdfRenderer } from '../pdf/pdf.renderer';
import { PrinterController } from './printer.controller';

/**
 * `DOCUMENTS_ROLE=printer` (security review L7, docs/sealed-pdf.md): Chromium and NATS, nothing else —
 * no database, no Redis, no certificate. What a script or an exploit in the browser could reach is
 * what this process holds: the HTML it is asked to print.
 */
@Module({})
export class PrinterModule {
  static register(config: DocumentsConfig): DynamicModule {
    return {
      module: PrinterModule,
      controllers: [PrinterController],
      providers: [{ provide: DOCUMENTS_CONFIG, useValue: config }, PdfRenderer],
    };
  }
}
