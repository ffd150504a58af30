import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadChatConfig } from './config/chat.config';

const config = loadChatConfig();
runMicroservice({ name: 'chat', config, module: AppModule.register(config) });
