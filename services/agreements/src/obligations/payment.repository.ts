import type { PaymentStep } from '@avtalt/contracts';
import { expectCount, type Sql } from '@avtalt/service-kit';
import { readPayments } from '../agreements/agreement-reads.repository';
import type { PaymentRow } from './obligations.rules';

/**
 * The writer's SQL for what the parties recorded of the payment schedule (docs/obligations.md): read and
 * written under the agreement's row lock, in the transaction that appends the audit entry.
 */
export class PaymentRepository {
  payments(tx: Sql, agreementId: string): Promise<PaymentRow[]> {
    return readPayments(tx, agreementId);
  }

  /** Records that the payers of these payments were reminded at `at`. */
  async reminded(tx: Sql, agreementId: string, itemIds: readonly string[], at: Date): Promise<void> {
    if (itemIds.length === 0) return;
    const written = await tx.execute<unknown[]>(
      `insert into payments (agreement_id, item_id, reminded_at) values ${itemIds.map(() => '(?, ?, ?)').join(', ')}
       on conflict (agreement_id, item_id) do update set reminded_at = excluded.reminded_at
       returning 1`,
      itemIds.flatMap((itemId) => [agreementId, itemId, at]),
    );
    expectCount('reminded payments', written, itemIds.length);
  }

  /** Records `step` of the payment by the participant `by` at `at`. */
  async record(
    tx: Sql,
    agreementId: string,
    itemId: string,
    step: PaymentStep,
    by: string,
    at: Date,
  ): Promise<void> {
    const [atColumn, byColumn] = step === 'paid' ? ['paid_at', 'paid_by'] : ['received_at', 'received_by'];
    const written = await tx.execute<unknown[]>(
      `insert into payments (agreement_id, item_id, ${atColumn}, ${byColumn}) values (?, ?, ?, ?)
       on conflict (agreement_id, item_id) do update set ${atColumn} = excluded.${atColumn}, ${byColumn} = excluded.${byColumn}
       returning 1`,
      [agreementId, itemId, at, by],
    );
    expectCount('payments', written, 1);
  }

  /** Stores the records an amendment carried over from the version it replaces (carriedPayments). */
  async carry(tx: Sql, agreementId: string, rows: readonly PaymentRow[]): Promise<void> {
    if (rows.length === 0) return;
    const written = await tx.execute<unknown[]>(
      `insert into payments (agreement_id, item_id, paid_at, paid_by, received_at, received_by, reminded_at)
       values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}
       on conflict (agreement_id, item_id) do nothing
       returning 1`,
      rows.flatMap((r) => [
        agreementId,
        r.itemId,
        r.paidAt,
        r.paidBy,
        r.receivedAt,
        r.receivedBy,
        r.remindedAt,
      ]),
    );
    expectCount('carried payments', written, rows.length);
  }
}
