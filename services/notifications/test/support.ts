import {
  type AgreementActivityEvent,
  agreementActivityEventSchema,
  agreementDeletedEventSchema,
  AgreementEventsStream,
  AgreementsSubjects,
  IdentityRpc,
} from '@avtalt/contracts';
import { ensureStream, natsConnection, rpcRequest } from '@avtalt/service-kit';
import { unique } from '@avtalt/service-kit/testing';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';

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
