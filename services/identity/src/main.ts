import 'reflect-metadata';
import { bootstrapMicroservice, createLogger } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config/identity.config';

async function main(): Promise<void> {
  const config = loadIdentityConfig();
  const logger = createLogger('identity', config.LOG_LEVEL);
  await bootstrapMicroservice({
    module: AppModule.register(config),
    queue: 'identity',
    natsUrl: config.NATS_URL,
    databaseUrl: config.DATABASE_URL,
    logger,
  }).catch((error: unknown) => {
    logger.fatal({ err: error }, 'identity failed to start');
    process.exit(1);
  });
}

void main();
