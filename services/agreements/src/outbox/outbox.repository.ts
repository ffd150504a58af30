import { inTransaction, type RequestOrigin, type Sql, sqlOf } from '@avtalt/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * An event waiting in the outbox: `id` is also its JetStream message id (a resend is stored once);
 * `origin`, the request that caused it (its id and trace context, sent on as the message's headers).
 */
export interface OutboxEvent {
  id: string;
  subject: string;
  payload: unknown;
  origin?: RequestOrigin;
}

/** The outbox relay's SQL: taking the events the writer stored, removing the published ones. */
export class OutboxRepository {
  constructor(private readonly em: EntityManager) {}

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return inTransaction(this.em, work);
  }

  /**
   * Takes up to `limit` events, oldest first, locking them until the transaction ends; events another
   * replica's relay holds are skipped, so each is sent by one relay at a time.
   */
  async takeFromOutbox(tx: Sql, limit: number): Promise<OutboxEvent[]> {
    const rows = await tx.execute<
      {
        id: string;
        subject: string;
        payload: unknown;
        request_id: string | null;
        traceparent: string | null;
        tracestate: string | null;
      }[]
    >(
      'select id, subject, payload, request_id, traceparent, tracestate from outbox order by seq limit ? for update skip locked',
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      payload: row.payload,
      origin: {
        ...(row.request_id ? { requestId: row.request_id } : {}),
        ...(row.traceparent ? { traceparent: row.traceparent } : {}),
        ...(row.tracestate ? { tracestate: row.tracestate } : {}),
      },
    }));
  }

  async removeFromOutbox(tx: Sql, ids: string[]): Promise<void> {
    const removed = await tx.execute<unknown[]>(
      `delete from outbox where id in (${ids.map(() => '?').join(', ')}) returning 1`,
      ids,
    );
    if (removed.length !== ids.length)
      throw new Error(`outbox: ${removed.length} of ${ids.length} rows removed`);
  }

  /** Counts a failed attempt to publish (outside the failed transaction). */
  async outboxFailed(ids: string[], error: string): Promise<void> {
    if (ids.length === 0) return;
    await sqlOf(this.em.getConnection()).execute(
      `update outbox set attempts = attempts + 1, last_error = ? where id in (${ids.map(() => '?').join(', ')})`,
      [error.slice(0, 500), ...ids],
    );
  }
}
