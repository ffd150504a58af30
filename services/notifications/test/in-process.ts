import {
  type AgreementActivityEvent,
  agreementActivityEventSchema,
  type Contact,
  type Language,
} from '@avtalt/contracts';
import { createNatsClient, ensureDatabase, ormOptions, redisConnectionOptions } from '@avtalt/service-kit';
import { testInfra } from '@avtalt/service-kit/testing';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MikroORM } from '@mikro-orm/postgresql';
import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { notificationProviders } from '../src/app.module';
import { NOTIFICATIONS_CONFIG, notificationsConfigSchema } from '../src/config/notifications.config';
import { ActivityService } from '../src/events/activity.service';
import { Contacts, NOTIFICATIONS_NATS } from '../src/events/contacts';
import { migrations } from '../src/migrations';
import { CLOCK, type Clock } from '../src/time/clock';
import { TIMER_QUEUE } from '../src/timers/timer-queue';
import { TimersService } from '../src/timers/timers.service';

/** A clock the test moves forward by hand. */
export class TestClock implements Clock {
  private ms = Date.now();

  now(): Date {
    return new Date(this.ms);
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}

/** A person with an account as the events and identity know them; `confirmed` can be changed later. */
export interface Person {
  userId: string;
  participantId: string;
  email: string;
  name: string;
  firstName: string;
  confirmed: boolean;
  /** The account's language, which identity gives with the address. */
  language: Language;
}

export function person(firstName: string, confirmed = true, language: Language = 'nb'): Person {
  return {
    userId: randomUUID(),
    participantId: randomUUID(),
    email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.no`,
    name: `${firstName} Testesen`,
    firstName,
    confirmed,
    language,
  };
}

/** Identity as the test's people: addresses and names, confirmed or not. */
class PeopleContacts extends Contacts {
  /** Every lookup asked of this identity, in order. */
  readonly lookups: string[][] = [];

  constructor(private readonly people: Person[]) {
    super(undefined as never);
  }

  override async of(userIds: readonly string[]): Promise<Map<string, Contact>> {
    this.lookups.push([...userIds]);
    const found = new Map<string, Contact>();
    for (const p of this.people)
      if (userIds.includes(p.userId))
        found.set(p.userId, {
          userId: p.userId,
          email: p.email,
          emailVerified: p.confirmed,
          firstName: p.firstName,
          lastName: 'Testesen',
          language: p.language,
        });
    return found;
  }
}

/**
 * The service's providers in the test's own process, on a real Postgres and Redis, with a clock the test
 * moves and identity replaced by the test's people. Events are handed to the dispatcher directly (no
 * JetStream); mails are checked in the mail log.
 */
export interface InProcessNotifications {
  /** The module, for a test that asks for one of its providers. */
  app: INestApplicationContext;
  clock: TestClock;
  /** The user ids of each address lookup asked of identity, in order. */
  contactLookups: string[][];
  db: Client;
  dispatcher: ActivityService;
  timers: TimersService;
  /** The Redis (and database number) its queues use. */
  redisUrl: string;
  close(): Promise<void>;
}

export async function startInProcess(options: {
  database: string;
  redisDb: number;
  smtpUrl: string;
  people: Person[];
}): Promise<InProcessNotifications> {
  const infra = testInfra();
  const databaseUrl = `${infra.postgresBase}/${options.database}`;
  const admin = new Client({ connectionString: `${infra.postgresBase}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${options.database}" WITH (FORCE)`);
  await admin.end();
  await ensureDatabase(databaseUrl);
  // Silent: the migrator would print a line per migration into the test's output.
  const orm = await MikroORM.init({
    ...ormOptions({ clientUrl: databaseUrl, entities: [], migrations }),
    logger: () => undefined,
  });
  await orm.getMigrator().up();
  await orm.close();

  const redisUrl = `${infra.redisUrl}/${options.redisDb}`;
  const config = notificationsConfigSchema.parse({
    NATS_URL: infra.natsUrl,
    REDIS_URL: redisUrl,
    DATABASE_URL: databaseUrl,
    SMTP_URL: options.smtpUrl,
    APP_ORIGIN: 'https://avtalt.test',
  });
  const clock = new TestClock();
  const contacts = new PeopleContacts(options.people);
  const nats = createNatsClient(infra.natsUrl, 'notifications-test');
  @Module({})
  class InProcessModule {}
  const app: INestApplicationContext = await NestFactory.createApplicationContext(
    {
      module: InProcessModule,
      imports: [MikroOrmModule.forRoot(ormOptions({ clientUrl: databaseUrl, entities: [], migrations }))],
      providers: [
        { provide: NOTIFICATIONS_CONFIG, useValue: config },
        { provide: NOTIFICATIONS_NATS, useValue: nats },
        { provide: CLOCK, useValue: clock },
        { provide: Contacts, useValue: contacts },
        ...notificationProviders,
      ],
    },
    { logger: ['warn', 'error'], abortOnError: false },
  );
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  return {
    app,
    clock,
    contactLookups: contacts.lookups,
    db,
    dispatcher: app.get(ActivityService),
    timers: app.get(TimersService),
    redisUrl,
    async close() {
      await db.end();
      await app.close();
      await nats.close();
      // The delayed jobs of this run's timers (due hours from now) would fire in a later file's processes.
      const queue = new Queue(TIMER_QUEUE, { connection: redisConnectionOptions(redisUrl) });
      await queue.obliterate({ force: true });
      await queue.close();
    },
  };
}

/** An `agreement.activity` event as agreements writes it, from the test's people. */
export function activityEvent(
  event: Omit<AgreementActivityEvent, 'eventId' | 'occurredAt' | 'participants'> & {
    occurredAt?: Date;
    participants: {
      user: Pick<Person, 'participantId' | 'name'> & { userId: string | null };
      answered: boolean;
    }[];
  },
): AgreementActivityEvent {
  return agreementActivityEventSchema.parse({
    ...event,
    eventId: randomUUID(),
    occurredAt: (event.occurredAt ?? new Date()).toISOString(),
    participants: event.participants.map(({ user, answered }) => ({
      participantId: user.participantId,
      userId: user.userId,
      name: user.name,
      answered,
    })),
  });
}
