import 'reflect-metadata';
import { bootstrapMicroservice, createLogger } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadDocumentsConfig } from './config/documents.config';

async function main(): Promise<void> {
  const config = loadDocumentsConfig();
  const logger = createLogger('documents', config.LOG_LEVEL);
  await bootstrapMicroservice({
    module: AppModule.register(config),
    queue: 'documents',
    natsUrl: config.NATS_URL,
    databaseUrl: config.DATABASE_URL,
    logger,
  }).catch((error: unknown) => {
    logger.fatal({ err: error }, 'documents failed to start');
    process.exit(1);
  });
}

void main();
