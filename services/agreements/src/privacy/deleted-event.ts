import { type AgreementDeletedEvent, AgreementsSubjects } from '@avtalt/contracts';
import { currentOrigin } from '@avtalt/service-kit';
import { randomUUID } from 'node:crypto';
import type { OutboxEvent } from '../outbox/outbox.repository';

/** `agreement.deleted` for the outbox (chat and documents delete their data when it arrives). */
export function deletedOutboxEvent(agreementId: string): OutboxEvent {
  const event: AgreementDeletedEvent = {
    eventId: randomUUID(),
    agreementId,
    occurredAt: new Date().toISOString(),
  };
  return { id: event.eventId, subject: AgreementsSubjects.deleted, payload: event, origin: currentOrigin() };
}
