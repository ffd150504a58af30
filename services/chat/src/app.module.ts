import { ChatSubjects } from '@avtalt/contracts';
import { createHealthController, createNatsClient, natsEndpoint, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { ChatMessageEntity } from './chat/chat-message.entity';
import { AgreementDeletedConsumer } from './chat/agreement-deleted.consumer';
import { ChatController } from './chat/chat.controller';
import { ChatMessagesRepository } from './chat/chat-messages.repository';
import { ChatService, NATS_CLIENT } from './chat/chat.service';
import { CHAT_CONFIG, type ChatConfig } from './config/chat.config';
import { migrations } from './migrations';

@Module({})
export class AppModule {
  static register(config: ChatConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(
          ormOptions({ clientUrl: config.DATABASE_URL, entities: [ChatMessageEntity], migrations }),
        ),
      ],
      controllers: [ChatController, createHealthController(ChatSubjects.health, 'chat')],
      providers: [
        { provide: CHAT_CONFIG, useValue: config },
        { provide: NATS_CLIENT, useFactory: () => createNatsClient(natsEndpoint(config), 'chat') },
        ChatMessagesRepository,
        ChatService,
        AgreementDeletedConsumer,
      ],
    };
  }
}
