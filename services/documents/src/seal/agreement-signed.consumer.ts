import { agreementActivityEventSchema, AgreementEventsStream, AgreementsSubjects } from '@avtalt/contracts';
import { DurableConsumer } from '@avtalt/service-kit';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { DOCUMENTS_NATS } from '../config/documents.config';
import { SealService } from './seal.service';

/**
 * `agreement.activity` from JetStream (durable consumer `documents-signed`, shared by the replicas): for
 * kind `signed` (the last party signed) the agreement's seal job is queued (one job per agreement, so a
 * redelivered event queues nothing new). Other kinds are acknowledged and ignored. Not started with
 * SIGNING=off.
 */
@Injectable()
export class AgreementSignedConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer;

  constructor(
    private readonly seals: SealService,
    @Inject(DOCUMENTS_NATS) private readonly nats: ClientProxy,
  ) {
    this.consumer = new DurableConsumer({
      stream: AgreementEventsStream,
      durable: 'documents-signed',
      subject: AgreementsSubjects.activity,
      schema: agreementActivityEventSchema,
      handle: async (event) => {
        if (event.kind === 'signed') await seals.queueSeal(event.agreementId);
      },
      logger: new Logger(AgreementSignedConsumer.name),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.seals.enabled) await this.consumer.start(this.nats);
  }

  /** Shutdown: the event being handled finishes; the unacked rest is redelivered (docs/graceful-shutdown.md). */
  async onModuleDestroy(): Promise<void> {
    await this.consumer.stop();
  }
}
