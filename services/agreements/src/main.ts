import 'reflect-metadata';
import { bootstrapMicroservice, createLogger } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadAgreementsConfig } from './config/agreements.config';

async function main(): Promise<void> {
  const config = loadAgreementsConfig();
  const logger = createLogger('agreements', config.LOG_LEVEL);
  await bootstrapMicroservice({
    module: AppModule.register(config),
    queue: 'agreements',
    natsUrl: config.NATS_URL,
    databaseUrl: config.DATABASE_URL,
    logger,
  }).catch((error: unknown) => {
    logger.fatal({ err: error }, 'agreements failed to start');
    process.exit(1);
  });
}

void main();
