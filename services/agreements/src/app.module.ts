import { ReviewController } from './reviews/review.controller';
import { ReviewRemindersService } from './reviews/review-reminders.service';
import { ReviewService } from './reviews/review.service';
import { AgreementsSubjects } from '@avtalt/contracts';
import { createHealthController, createNatsClient, natsEndpoint, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/postgresql';
import { type DynamicModule, Module } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { AgreementStore } from './agreements/agreement-store';
import { AgreementsController } from './agreements/agreements.controller';
import { AgreementsService } from './agreements/agreements.service';
import { AnswersService } from './agreements/answers.service';
import { NATS_CLIENT } from './agreements/nats-client';
import { ParticipantsService } from './agreements/participants.service';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from './config/agreements.config';
import { LegalTextService } from './legal-text/legal-text.service';
import { migrations } from './migrations';
import { PersonDataRepository } from './privacy/person-data.repository';
import { ErasureService } from './privacy/erasure.service';
import { RetentionService } from './privacy/retention.service';
import { ObligationsController } from './obligations/obligations.controller';
import { ObligationsService } from './obligations/obligations.service';
import { PaymentRemindersService } from './obligations/payment-reminders.service';
import { PersonDataService } from './privacy/person-data.service';
import { NegotiationService } from './negotiation/negotiation.service';
import { RoundsService } from './rounds/rounds.service';
import { SigningRepository } from './signing/signing.repository';
import { EidSigningService } from './signing/eid-signing.service';
import { SigningService } from './signing/signing.service';

@Module({})
export class AppModule {
  static register(config: AgreementsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(
          ormOptions({
            clientUrl: config.DATABASE_URL,
            // The SQL lives in AgreementRepository with row types of its own; the ORM runs the migrations
            // and the connection pool and transactions.
            entities: [],
            migrations,
          }),
        ),
      ],
      controllers: [
        AgreementsController,
        ObligationsController,
        ReviewController,
        createHealthController(AgreementsSubjects.health, 'agreements'),
      ],
      providers: [
        { provide: AGREEMENTS_CONFIG, useValue: config },
        { provide: NATS_CLIENT, useFactory: () => createNatsClient(natsEndpoint(config), 'agreements') },
        // The rows, the one writer and the outbox relay every feature service works through.
        AgreementStore,
        AgreementsService,
        AnswersService,
        PersonDataRepository,
        PersonDataService,
        ErasureService,
        RetentionService,
        ObligationsService,
        PaymentRemindersService,
        ReviewService,
        ReviewRemindersService,
        RoundsService,
        ParticipantsService,
        NegotiationService,
        LegalTextService,
        {
          provide: SigningService,
          inject: [AgreementStore, EntityManager, NATS_CLIENT],
          useFactory: (store: AgreementStore, em: EntityManager, nats: ClientProxy) =>
            new SigningService(
              store.reads,
              new SigningRepository(em),
              store.snapshots,
              store.writer,
              nats,
              { ensureFinalText: (read) => store.finalText.store(read.snapshot.agreement.id, read) },
              config.SIGNING === 'on',
              store.keyring,
            ),
        },
        {
          provide: EidSigningService,
          inject: [SigningService, AgreementStore, EntityManager, NATS_CLIENT],
          useFactory: (
            signing: SigningService,
            store: AgreementStore,
            em: EntityManager,
            nats: ClientProxy,
          ) => new EidSigningService(signing, new SigningRepository(em), store.writer, nats, store.keyring),
        },
      ],
    };
  }
}
