import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config/identity.config';

const config = loadIdentityConfig();
runMicroservice({ name: 'identity', config, module: AppModule.register(config) });
