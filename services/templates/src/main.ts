import 'reflect-metadata';
import { bootstrapMicroservice, createLogger } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadTemplatesConfig } from './config/templates.config';
import { CatalogueSeeder } from './seed/catalogue.seeder';

async function main(): Promise<void> {
  const config = loadTemplatesConfig();
  const logger = createLogger('templates', config.LOG_LEVEL);
  await bootstrapMicroservice({
    module: AppModule.register(config),
    queue: 'templates',
    natsUrl: config.NATS_URL,
    databaseUrl: config.DATABASE_URL,
    logger,
    afterMigrate: async (app) => {
      if (!config.SEED_CATALOGUE) return;
      const seeded = await app.get(CatalogueSeeder).seed();
      if (seeded.length > 0) logger.info({ topics: seeded }, 'catalogue seeded');
    },
  }).catch((error: unknown) => {
    logger.fatal({ err: error }, 'templates failed to start');
    process.exit(1);
  });
}

void main();
