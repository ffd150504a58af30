import type { AuditEntry, AuditHead } from '@avtalt/contracts';
import { expectCount, type Sql, valuesList } from '@avtalt/service-kit';
import type { ChainEnd } from './audit.rules';

/**
 * The writer's SQL for the agreement's audit trail (`audit_events`, docs/signing-write-path.md): the end of
 * the chain read under the agreement's row lock and the new entries appended in the transaction of the
 * change. Imported only by the writer (eslint.config.mjs); the whole trail is read through
 * agreement-reads.repository.ts (the seal source, the signing checks).
 */
export class AuditRepository {
  /** The last entry of the agreement's audit trail (null: none yet), read under the agreement's row lock. */
  async auditEnd(tx: Sql, agreementId: string): Promise<ChainEnd | null> {
    const [row] = await tx.execute<{ seq: number; hash: string }[]>(
      'select seq, hash from audit_events where agreement_id = ? order by seq desc limit 1',
      [agreementId],
    );
    return row ? { seq: Number(row.seq), hash: row.hash } : null;
  }

  /** Every entry's seq and hash, in order (a signer's receipt), read under the agreement's row lock. */
  async auditHashes(sql: Sql, agreementId: string): Promise<AuditHead[]> {
    const rows = await sql.execute<{ seq: number | string; hash: string }[]>(
      'select seq, hash from audit_events where agreement_id = ? order by seq',
      [agreementId],
    );
    return rows.map((r) => ({ seq: Number(r.seq), hash: r.hash }));
  }

  /** Appends chained entries to the agreement's audit trail (in the transaction of the change). */
  async addAudit(tx: Sql, agreementId: string, entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const v = valuesList(
      entries,
      ['integer', 'text', 'timestamptz', 'text', 'integer', 'jsonb', 'text', 'text', 'text', 'text'],
      (e) => [
        e.seq,
        e.kind,
        e.occurredAt,
        e.actorName,
        e.round,
        JSON.stringify(e.details),
        e.prevHash,
        e.hash,
        e.mac ?? null,
        e.keyId ?? null,
      ],
    );
    const written = await tx.execute<unknown[]>(
      `insert into audit_events (agreement_id, seq, kind, occurred_at, actor_name, round, details, prev_hash, hash, mac, key_id)
       select ?, v.seq, v.kind, v.occurred_at, v.actor_name, v.round, v.details, v.prev_hash, v.hash, v.mac, v.key_id
         from (values ${v.sql}) as v(seq, kind, occurred_at, actor_name, round, details, prev_hash, hash, mac, key_id)
       returning 1`,
      [agreementId, ...v.params],
    );
    expectCount('audit events', written, entries.length);
  }
}
