import { AgreementsSubjects } from '@avtalt/contracts';
import { createHealthController, createNatsClient, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import {
  AgreementEntity,
  AgreementQuestionEntity,
  AgreementRuleEntity,
  AnswerEntity,
  ParticipantEntity,
  SubmissionEntity,
} from './agreements/agreement.entities';
import { AgreementsController } from './agreements/agreements.controller';
import { AgreementsService, NATS_CLIENT } from './agreements/agreements.service';
import { AGREEMENTS_CONFIG, type AgreementsConfig } from './config/agreements.config';
import { migrations } from './migrations';

@Module({})
export class AppModule {
  static register(config: AgreementsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(
          ormOptions({
            clientUrl: config.DATABASE_URL,
            entities: [AgreementEntity, AgreementQuestionEntity, AgreementRuleEntity, ParticipantEntity, AnswerEntity, SubmissionEntity],
            migrations,
          }),
        ),
      ],
      controllers: [AgreementsController, createHealthController(AgreementsSubjects.health, 'agreements')],
      providers: [
        { provide: AGREEMENTS_CONFIG, useValue: config },
        { provide: NATS_CLIENT, useFactory: () => createNatsClient(config.NATS_URL, 'agreements') },
        AgreementsService,
      ],
    };
  }
}
