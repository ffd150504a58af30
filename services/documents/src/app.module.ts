import { DocumentsSubjects } from '@avtalt/contracts';
import { createHealthController, createNatsClient, natsEndpoint, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from './config/documents.config';
import { DocumentsController } from './documents.controller';
import { LegalTextRenderer } from './legal-text/legal-text.renderer';
import { migrations } from './migrations';
import { AgreementDeletedConsumer, DOCUMENTS_NATS } from './pdf/agreement-deleted.consumer';
import { PdfEntity } from './pdf/pdf.entity';
import { NatsPdfPrinter, PDF_PRINTER } from './pdf/pdf-printer';
import { PdfRenderer } from './pdf/pdf.renderer';
import { PdfService } from './pdf/pdf.service';
import { PdfsRepository } from './pdf/pdfs.repository';
import { AgreementSignedConsumer } from './seal/agreement-signed.consumer';
import { SealedDocumentsRepository } from './seal/sealed-documents.repository';
import { ArchiveRenewalService } from './seal/archive-renewal.service';
import { SealService, SIGNING_CERTIFICATE } from './seal/seal.service';
import type { LoadedCertificate } from './seal/signing-certificate';
import { StatementRenderer } from './statement/statement.renderer';

@Module({})
export class AppModule {
  /** `certificate`: the platform certificate, loaded before boot (null when SIGNING=off). */
  static register(config: DocumentsConfig, certificate: LoadedCertificate | null): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(
          ormOptions({ clientUrl: config.DATABASE_URL, entities: [PdfEntity], migrations }),
        ),
      ],
      controllers: [DocumentsController, createHealthController(DocumentsSubjects.health, 'documents')],
      providers: [
        { provide: DOCUMENTS_CONFIG, useValue: config },
        { provide: SIGNING_CERTIFICATE, useValue: certificate },
        { provide: DOCUMENTS_NATS, useFactory: () => createNatsClient(natsEndpoint(config), 'documents') },
        LegalTextRenderer,
        StatementRenderer,
        // PDF_PRINTER=nats: no browser in this process (it holds the seal key); a printer process prints.
        ...(config.PDF_PRINTER === 'nats'
          ? [{ provide: PDF_PRINTER, useClass: NatsPdfPrinter }]
          : [PdfRenderer, { provide: PDF_PRINTER, useExisting: PdfRenderer }]),
        PdfsRepository,
        PdfService,
        SealedDocumentsRepository,
        SealService,
        ArchiveRenewalService,
        AgreementDeletedConsumer,
        AgreementSignedConsumer,
      ],
    };
  }
}
