import { agreementDeletedEventSchema, AgreementEventsStream, AgreementsSubjects } from '@avtalt/contracts';
import { DurableConsumer } from '@avtalt/service-kit';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { DOCUMENTS_NATS } from '../config/documents.config';
import { SealService } from '../seal/seal.service';
import { PdfService } from './pdf.service';

export { DOCUMENTS_NATS };

/**
 * `agreement.deleted` from JetStream (durable consumer `documents`): the agreement's PDFs (and sealed PDF) are deleted,
 * also when documents was down when the agreement was deleted.
 */
@Injectable()
export class AgreementDeletedConsumer
  implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown
{
  private readonly consumer;

  constructor(
    pdfs: PdfService,
    seals: SealService,
    @Inject(DOCUMENTS_NATS) private readonly nats: ClientProxy,
  ) {
    this.consumer = new DurableConsumer({
      stream: AgreementEventsStream,
      durable: 'documents',
      subject: AgreementsSubjects.deleted,
      schema: agreementDeletedEventSchema,
      handle: async (event) => {
        await pdfs.agreementDeleted(event.agreementId);
        await seals.agreementDeleted(event.agreementId);
      },
      logger: new Logger(AgreementDeletedConsumer.name),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start(this.nats);
  }

  /** Shutdown: the event being handled finishes; the unacked rest is redelivered (docs/graceful-shutdown.md). */
  async onModuleDestroy(): Promise<void> {
    await this.consumer.stop();
  }

  /** Then, when the workers that publish on it have stopped too, the NATS client closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.nats.close();
  }
}
