import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadTemplatesConfig } from './config/templates.config';
import { CatalogueSeeder } from './seed/catalogue.seeder';

const config = loadTemplatesConfig();
runMicroservice({
  name: 'templates',
  config,
  module: AppModule.register(config),
  afterMigrate: async (app, logger) => {
    if (!config.SEED_CATALOGUE) return;
    const { seeded, upgraded, middleGroundFilled, signingNotesFilled, updated, updateOffered } = await app
      .get(CatalogueSeeder)
      .seed();
    if (seeded.length > 0) logger.info({ topics: seeded }, 'catalogue seeded');
    if (upgraded.length > 0)
      logger.info({ topics: upgraded }, 'catalogue topics given the newer catalogue fields');
    if (middleGroundFilled > 0)
      logger.info({ questions: middleGroundFilled }, 'catalogue questions given their middle ground');
    if (signingNotesFilled.length > 0)
      logger.info({ topics: signingNotesFilled }, 'catalogue topics given their signing notes');
    if (updated.length > 0)
      logger.info({ topics: updated }, 'catalogue topics brought to the catalogue version');
    if (updateOffered.length > 0)
      logger.info(
        { topics: updateOffered },
        'catalogue topics edited by an admin: the catalogue version is offered, not applied',
      );
  },
});
