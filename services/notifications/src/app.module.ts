import { NotificationsSubjects } from '@avtalt/contracts';
import { createHealthController, createNatsClient, natsEndpoint, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from './config/notifications.config';
import { ActivityService } from './events/activity.service';
import { AgreementEventsConsumer } from './events/agreement-events.consumer';
import { Contacts, NOTIFICATIONS_NATS } from './events/contacts';
import { InvitationsService } from './invitations/invitations.service';
import { RecipientCap } from './invitations/recipient-cap';
import { MailOutbox } from './mail/mail-outbox.service';
import { migrations } from './migrations';
import { NotificationsController } from './notifications.controller';
import { PreferencesService } from './preferences/preferences.service';
import { SigningCodeService } from './signing/signing-code.service';

@Module({})
export class AppModule {
  static register(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      // The SQL is written by hand (no entities): every table is read and written with statements.
      imports: [
        MikroOrmModule.forRoot(ormOptions({ clientUrl: config.DATABASE_URL, entities: [], migrations })),
      ],
      controllers: [
        NotificationsController,
        createHealthController(NotificationsSubjects.health, 'notifications'),
      ],
      providers: [
        { provide: NOTIFICATIONS_CONFIG, useValue: config },
        {
          provide: NOTIFICATIONS_NATS,
          useFactory: () => createNatsClient(natsEndpoint(config), 'notifications'),
        },
        Contacts,
        MailOutbox,
        PreferencesService,
        ActivityService,
        InvitationsService,
        RecipientCap,
        SigningCodeService,
        AgreementEventsConsumer,
      ],
    };
  }
}
