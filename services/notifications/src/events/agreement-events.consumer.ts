import {
  agreementActivityEventSchema,
  agreementDeletedEventSchema,
  AgreementEventsStream,
  AgreementsSubjects,
  DocumentEventsStream,
  documentSealedEventSchema,
  DocumentsSubjects,
} from '@avtalt/contracts';
import { DurableConsumer } from '@avtalt/service-kit';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ActivityService } from './activity.service';
import { Contacts } from './contacts';

/**
 * `agreement.activity` and `agreement.deleted` from JetStream (durable consumers `notifications` and
 * `notifications-deleted`, shared by the replicas), and documents' `document.sealed` (`notifications-sealed`): events that happened while the service was down are
 * handled when it comes back; a handler that fails (identity or the database away) is tried again later.
 */
@Injectable()
export class AgreementEventsConsumer
  implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown
{
  private readonly logger = new Logger(AgreementEventsConsumer.name);
  private readonly consumers;

  constructor(
    activity: ActivityService,
    private readonly contacts: Contacts,
  ) {
    this.consumers = [
      new DurableConsumer({
        stream: AgreementEventsStream,
        durable: 'notifications',
        subject: AgreementsSubjects.activity,
        schema: agreementActivityEventSchema,
        handle: (event) => activity.activity(event),
        logger: this.logger,
      }),
      new DurableConsumer({
        stream: AgreementEventsStream,
        durable: 'notifications-deleted',
        subject: AgreementsSubjects.deleted,
        schema: agreementDeletedEventSchema,
        handle: (event) => activity.deleted(event),
        logger: this.logger,
      }),
      // The sealed PDF of a signed agreement, mailed to every party.
      new DurableConsumer({
        stream: DocumentEventsStream,
        durable: 'notifications-sealed',
        subject: DocumentsSubjects.sealed,
        schema: documentSealedEventSchema,
        handle: (event) => activity.sealed(event),
        logger: this.logger,
      }),
    ];
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const consumer of this.consumers) await consumer.start(this.contacts.nats);
  }

  /** Shutdown: the events being handled finish; the unacked rest is redelivered (docs/graceful-shutdown.md). */
  async onModuleDestroy(): Promise<void> {
    for (const consumer of this.consumers) await consumer.stop();
  }

  /** Then, when the workers that use it have stopped too, the NATS client closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.contacts.nats.close();
  }
}
