import type { OutboxEvent } from '../outbox/outbox.repository';
import type { Sql } from '@avtalt/service-kit';

/**
 * The writer's SQL for the outbox: the durable events of a change, written in its transaction (the outbox
 * relay publishes them after the commit and removes them; outbox/outbox.repository.ts). Imported only by
 * the writer (eslint.config.mjs).
 */
export class AgreementOutboxRepository {
  /** Writes an event to the outbox in the caller's transaction (published after the commit). */
  async addToOutbox(tx: Sql, event: OutboxEvent): Promise<void> {
    const origin = event.origin ?? {};
    await tx.execute(
      'insert into outbox (id, subject, payload, request_id, traceparent, tracestate) values (?, ?, ?::jsonb, ?, ?, ?)',
      [
        event.id,
        event.subject,
        JSON.stringify(event.payload),
        origin.requestId ?? null,
        origin.traceparent ?? null,
        origin.tracestate ?? null,
      ],
    );
  }
}
