import { agreementDeletedEventSchema, AgreementEventsStream, AgreementsSubjects } from '@avtalt/contracts';
import { DurableConsumer, subscribeJson } from '@avtalt/service-kit';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { ChatService, NATS_CLIENT } from './chat.service';

/**
 * `agreement.deleted` from JetStream (durable consumer `chat`): a deleted agreement's discussion goes
 * with it, also when chat was down when the agreement was deleted.
 */
@Injectable()
export class AgreementDeletedConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer;
  private everyReplica: Awaited<ReturnType<typeof subscribeJson>> | undefined;

  constructor(
    private readonly chat: ChatService,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {
    this.consumer = new DurableConsumer({
      stream: AgreementEventsStream,
      durable: 'chat',
      subject: AgreementsSubjects.deleted,
      schema: agreementDeletedEventSchema,
      handle: (event) => chat.agreementDeleted(event.agreementId),
      logger: new Logger(AgreementDeletedConsumer.name),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    // Each message goes to one replica; every replica forgets at once that the agreement exists.
    this.everyReplica = await subscribeJson(this.nats, AgreementsSubjects.deleted, (payload) => {
      const event = agreementDeletedEventSchema.safeParse(payload);
      if (event.success) this.chat.forgetAgreement(event.data.agreementId);
    });
    await this.consumer.start(this.nats);
  }

  /** Shutdown: the event being handled finishes; the unacked rest is redelivered (docs/graceful-shutdown.md). */
  async onModuleDestroy(): Promise<void> {
    this.everyReplica?.unsubscribe();
    await this.consumer.stop();
  }
}
