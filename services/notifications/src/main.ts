import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import { AppModule } from './app.module';
import { loadNotificationsConfig } from './config/notifications.config';

const config = loadNotificationsConfig();
runMicroservice({ name: 'notifications', config, module: AppModule.register(config) });
