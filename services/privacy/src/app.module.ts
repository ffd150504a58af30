import { PrivacySubjects } from '@avtalt/contracts';
import { createHealthController, createNatsClient, natsEndpoint, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { PRIVACY_CONFIG, type PrivacyConfig } from './config/privacy.config';
import { ExportsController } from './exports/exports.controller';
import { ExportsRepository } from './exports/exports.repository';
import { ExportsService, PRIVACY_NATS } from './exports/exports.service';
import { migrations } from './migrations';
import { PrivacySweeper } from './privacy-sweeper';
import { ErasureService } from './erasure/erasure.service';
import { ErasuresController } from './erasure/erasures.controller';
import { ErasuresRepository } from './erasure/erasures.repository';

@Module({})
export class AppModule {
  static register(config: PrivacyConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(ormOptions({ clientUrl: config.DATABASE_URL, entities: [], migrations })),
      ],
      controllers: [
        ExportsController,
        ErasuresController,
        createHealthController(PrivacySubjects.health, 'privacy'),
      ],
      providers: [
        { provide: PRIVACY_CONFIG, useValue: config },
        // Asks every service for its rows about a person (or to forget them), documents for PDFs, notifications to mail.
        { provide: PRIVACY_NATS, useFactory: () => createNatsClient(natsEndpoint(config), 'privacy') },
        ExportsRepository,
        ExportsService,
        ErasuresRepository,
        ErasureService,
        PrivacySweeper,
      ],
    };
  }
}
