import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadAgreementsConfig } from './config/agreements.config';

const config = loadAgreementsConfig();
runMicroservice({ name: 'agreements', config, module: AppModule.register(config) });
