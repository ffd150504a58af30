import { PaymentDueHandler } from './events/handlers/payment-due.handler';
import { PaymentRecordedHandler } from './events/handlers/payment-recorded.handler';
import { ReviewHandler } from './events/handlers/review.handler';
import { NotificationsSubjects } from '@avtalt/contracts';
import { createHealthController, createNatsClient, natsEndpoint, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from './config/notifications.config';
import { ActivityService } from './events/activity.service';
import { ActivityTransaction } from './events/activity-transaction';
import { AgreementEventsConsumer } from './events/agreement-events.consumer';
import { AgreementStateRepository } from './events/agreement-state.repository';
import { AnswerDigestRepository } from './events/answer-digest.repository';
import { AnsweredHandler } from './events/handlers/answered.handler';
import { DeletedHandler } from './events/handlers/deleted.handler';
import { InviteeInvitedHandler } from './events/handlers/invitee-invited.handler';
import { ParticipantRemovedHandler } from './events/handlers/participant-removed.handler';
import { ReminderHandler } from './events/handlers/reminder.handler';
import { ReminderSync } from './events/handlers/reminder-sync';
import { RoundClosedHandler } from './events/handlers/round-closed.handler';
import { RoundStartedHandler } from './events/handlers/round-started.handler';
import { SealedHandler } from './events/handlers/sealed.handler';
import { SigningHandler } from './events/handlers/signing.handler';
import { RemindersRepository } from './events/reminders.repository';
import { Contacts, NOTIFICATIONS_NATS } from './events/contacts';
import { InvitationsService } from './invitations/invitations.service';
import { RecipientCap } from './invitations/recipient-cap';
import { MailOutbox } from './mail/mail-outbox.service';
import { MailSender } from './mail/mail-sender.service';
import { MailRepository } from './mail/mail.repository';
import { migrations } from './migrations';
import { NotificationsController } from './notifications.controller';
import { PersonDataRepository } from './privacy/person-data.repository';
import { Database } from './persistence/database.repository';
import { NotificationsRetention } from './privacy/notifications-retention';
import { PreferencesRepository } from './preferences/preferences.repository';
import { PreferencesService } from './preferences/preferences.service';
import { SigningCodeService } from './signing/signing-code.service';
import { CLOCK, systemClock } from './time/clock';
import { TimerQueue } from './timers/timer-queue';
import { TimersRepository } from './timers/timers.repository';
import { TimersService } from './timers/timers.service';

/**
 * Everything of the service but its configuration, NATS client, clock, contacts and event consumers:
 * what a test builds in its own process with a clock it moves and contacts it chooses.
 */
export const notificationProviders = [
  Database,
  MailRepository,
  PreferencesRepository,
  AgreementStateRepository,
  AnswerDigestRepository,
  RemindersRepository,
  TimersRepository,
  MailOutbox,
  MailSender,
  TimerQueue,
  ActivityTransaction,
  PreferencesService,
  ReminderSync,
  AnsweredHandler,
  RoundStartedHandler,
  ParticipantRemovedHandler,
  InviteeInvitedHandler,
  PaymentRecordedHandler,
  PaymentDueHandler,
  ReviewHandler,
  RoundClosedHandler,
  ReminderHandler,
  SigningHandler,
  SealedHandler,
  DeletedHandler,
  TimersService,
  ActivityService,
  InvitationsService,
  RecipientCap,
  SigningCodeService,
];

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
        PersonDataRepository,
        NotificationsRetention,
        {
          provide: NOTIFICATIONS_NATS,
          useFactory: () => createNatsClient(natsEndpoint(config), 'notifications'),
        },
        { provide: CLOCK, useValue: systemClock },
        Contacts,
        ...notificationProviders,
        AgreementEventsConsumer,
      ],
    };
  }
}
