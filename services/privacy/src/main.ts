import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadPrivacyConfig } from './config/privacy.config';

const config = loadPrivacyConfig();
runMicroservice({ name: 'privacy', config, module: AppModule.register(config) });
