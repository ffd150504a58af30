import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadDocumentsConfig } from './config/documents.config';

const config = loadDocumentsConfig();
runMicroservice({ name: 'documents', config, module: AppModule.register(config) });
