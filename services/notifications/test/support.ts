import {
  type AgreementActivityEvent,
  agreementActivityEventSchema,
  agreementDeletedEventSchema,
  AgreementEventsStream,
  AgreementsSubjects,
  IdentityRpc,
} from '@avtalt/contracts';
import { ensureStream, natsConnection, rpcRequest } from '@avtalt/service-kit';
import {
  freePort,
  type GatewayProcess,
  type ServiceProcess,
  startBackendService,
  startGatewayProcess,
  testDatabase,
  unique,
} from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { SmtpSink } from './smtp-sink';

export interface TestUser {
  userId: string;
  participantId: string;
  email: string;
  name: string;
}

/** Registers an account in identity over NATS, as the gateway would. */
export async function registerUser(nats: ClientProxy, firstName: string): Promise<TestUser> {
  const id = unique();
  const email = `${firstName.toLowerCase()}.${id}@example.no`;
  const user = await rpcRequest(nats, IdentityRpc.register, {
    firstName,
    lastName: 'Testesen',
    username: `${firstName.toLowerCase()}_${id}`,
    email,
    password: 'passord123',
  });
  return { userId: user.id, participantId: randomUUID(), email, name: `${firstName} Testesen` };
}

/**
 * Publishes an event to JetStream exactly as the agreements outbox relay does: validated by its contract,
 * the event id as the message id (a resend within two minutes is stored once).
 */
export async function publishEvent(
  nats: ClientProxy,
  subject: string,
  payload: unknown,
  msgID: string,
): Promise<void> {
  const nc = await natsConnection(nats);
  await ensureStream(nc, AgreementEventsStream);
  await nc.jetstream().publish(subject, JSON.stringify(payload), { msgID });
}

export async function publishActivity(
  nats: ClientProxy,
  event: Omit<AgreementActivityEvent, 'eventId' | 'occurredAt' | 'participants'> & {
    /** When it happened (default: now), e.g. to publish an older event after a newer one. */
    occurredAt?: Date;
    participants: {
      user: TestUser | { participantId: string; name: string; userId: null };
      answered: boolean;
    }[];
  },
): Promise<AgreementActivityEvent> {
  const full = agreementActivityEventSchema.parse({
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
  await publishEvent(nats, AgreementsSubjects.activity, full, full.eventId);
  return full;
}

export async function publishDeleted(nats: ClientProxy, agreementId: string): Promise<void> {
  const event = agreementDeletedEventSchema.parse({
    eventId: randomUUID(),
    agreementId,
    occurredAt: new Date().toISOString(),
  });
  await publishEvent(nats, AgreementsSubjects.deleted, event, event.eventId);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Avtalt as a person uses it, with a real SMTP server: identity, templates, agreements, notifications, a gateway. */
export interface MailingSystem {
  smtp: SmtpSink;
  /** identity, templates, agreements, notifications (their logs). */
  services: ServiceProcess[];
  gateway: GatewayProcess;
  /** The notifications service's database. */
  db: Client;
  stop(): Promise<void>;
}

/**
 * Starts the whole system behind one gateway, notifications sending to a fresh SMTP server with links to
 * `origin`. Databases are named `it_notifications_<name>` (notifications) and `…_<name>_<service>`.
 */
export async function startMailingSystem(options: {
  name: string;
  redisDb: number;
  origin: string;
  notificationsEnv?: Record<string, string>;
}): Promise<MailingSystem> {
  const { name, redisDb, origin } = options;
  const database = `it_notifications_${name}`;
  const smtp = await SmtpSink.start(await freePort());
  const services: ServiceProcess[] = [
    await startBackendService('identity', { database: `${database}_identity` }),
    await startBackendService('templates', {
      database: `${database}_templates`,
      redisDb,
      env: { CUSTOM_TOPIC_QUESTIONS: '3' },
    }),
    await startBackendService('agreements', { database: `${database}_agreements` }),
    await startBackendService('notifications', {
      database,
      redisDb,
      env: { SMTP_URL: smtp.url, APP_ORIGIN: origin, MAIL_BACKOFF_MS: '500', ...options.notificationsEnv },
    }),
  ];
  const gateway = await startGatewayProcess(redisDb);
  const db = await testDatabase(database);
  return {
    smtp,
    services,
    gateway,
    db,
    async stop() {
      await db.end();
      await gateway.stop();
      for (const s of [...services].reverse()) await s.stop();
      await smtp.stop();
    },
  };
}
