import { AgreementsSubjects } from '@avtalt/contracts';
import { createHealthController, createNatsClient, natsEndpoint, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
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
            // The SQL lives in AgreementRepository with row types of its own; the ORM runs the migrations
            // and the connection pool and transactions.
            entities: [],
            migrations,
          }),
        ),
      ],
      controllers: [AgreementsController, createHealthController(AgreementsSubjects.health, 'agreements')],
      providers: [
        { provide: AGREEMENTS_CONFIG, useValue: config },
        { provide: NATS_CLIENT, useFactory: () => createNatsClient(natsEndpoint(config), 'agreements') },
        AgreementsService,
      ],
    };
  }
}
