import type { AuditEntry, SignatureMethod } from '@avtalt/contracts';
import type { Sql } from '../agreements/agreement.repository';
import type { SignatureRow } from './signing.rules';

/**
 * The SQL of signing (issue 18): signatures, one-time codes (hashes only), attempts and the audit
 * trail's reads. Writes run in the transactions of the signing service, which holds the agreement's row
 * lock (signatures, freeze, status) or an advisory lock per agreement and user (the limits).
 */
export class SigningRepository {
  /** A transaction-scoped advisory lock on a text key (released at commit or rollback). */
  async advisoryLock(tx: Sql, key: string): Promise<void> {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
  }

  /** The agreement's signatures that are not voided, oldest first. */
  async activeSignatures(sql: Sql, agreementId: string): Promise<SignatureRow[]> {
    const rows = await sql.execute<(Omit<SignatureRow, 'signedAt' | 'voidedAt'> & { signedAt: Date | string; voidedAt: Date | string | null })[]>(
      `select id, participant_id as "participantId", user_id as "userId", name, method, ip_address as "ipAddress",
              user_agent as "userAgent", text_sha256 as "textSha256", signed_at as "signedAt", voided_at as "voidedAt"
         from signatures where agreement_id = ? and voided_at is null order by signed_at, id`,
      [agreementId],
    );
    return rows.map((r) => ({ ...r, signedAt: new Date(r.signedAt), voidedAt: r.voidedAt === null ? null : new Date(r.voidedAt) }));
  }

  /** When the signatures were last voided (null: never). */
  async lastVoidedAt(sql: Sql, agreementId: string): Promise<Date | null> {
    const [row] = await sql.execute<{ at: Date | string | null }[]>('select max(voided_at) as at from signatures where agreement_id = ?', [agreementId]);
    return row?.at ? new Date(row.at) : null;
  }

  async addSignature(tx: Sql, agreementId: string, s: SignatureRow): Promise<void> {
    await tx.execute(
      `insert into signatures (id, agreement_id, participant_id, user_id, name, method, ip_address, user_agent, text_sha256, signed_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [s.id, agreementId, s.participantId, s.userId, s.name, s.method, s.ipAddress, s.userAgent, s.textSha256, s.signedAt],
    );
  }

  /**
   * The agreement after a signature: its status, and the frozen text when this is the first signature
   * (kept as it is otherwise). Raises the agreement's version (readers reload it).
   */
  async afterSignature(tx: Sql, agreementId: string, status: string, frozen: { html: string; sha256: string }, now: Date): Promise<void> {
    const rows = await tx.execute<unknown[]>(
      `update agreements set status = ?, frozen_text = coalesce(frozen_text, ?), frozen_text_sha256 = coalesce(frozen_text_sha256, ?), updated_at = ?
        where id = ? returning 1`,
      [status, frozen.html, frozen.sha256, now, agreementId],
    );
    if (rows.length !== 1) throw new Error(`agreement ${agreementId}: signature not recorded on the agreement`);
  }

  /**
   * Voids every signature and opens the text again: the frozen copy and the stored final text are
   * cleared (the text is made again from the rows at the next request). Returns how many were voided.
   */
  async voidAll(tx: Sql, agreementId: string, now: Date): Promise<number> {
    const voided = await tx.execute<unknown[]>('update signatures set voided_at = ? where agreement_id = ? and voided_at is null returning 1', [now, agreementId]);
    const rows = await tx.execute<unknown[]>(
      `update agreements set frozen_text = null, frozen_text_sha256 = null, legal_text = null, updated_at = ? where id = ? and status = 'completed' returning 1`,
      [now, agreementId],
    );
    if (rows.length !== 1) throw new Error(`agreement ${agreementId}: signatures not voided on the agreement`);
    return voided.length;
  }

  /** Wrong (or still unchecked) proofs of the user for the agreement since `since`. */
  async failedAttempts(tx: Sql, agreementId: string, userId: string, since: Date): Promise<number> {
    const [row] = await tx.execute<{ n: string | number }[]>(
      'select count(*) as n from signing_attempts where agreement_id = ? and user_id = ? and succeeded = false and attempted_at > ?',
      [agreementId, userId, since],
    );
    return Number(row?.n ?? 0);
  }

  /** Wrong (or still unchecked) signing passwords of the user over every agreement since `since`. */
  async failedPasswords(tx: Sql, userId: string, since: Date): Promise<number> {
    const [row] = await tx.execute<{ n: string | number }[]>(
      `select count(*) as n from signing_attempts where user_id = ? and method = 'password' and succeeded = false and attempted_at > ?`,
      [userId, since],
    );
    return Number(row?.n ?? 0);
  }

  async addAttempt(tx: Sql, a: { id: string; agreementId: string; userId: string; method: SignatureMethod; at: Date }): Promise<void> {
    await tx.execute('insert into signing_attempts (id, agreement_id, user_id, method, attempted_at) values (?, ?, ?, ?, ?)', [a.id, a.agreementId, a.userId, a.method, a.at]);
  }

  async attemptSucceeded(tx: Sql, id: string): Promise<void> {
    await tx.execute('update signing_attempts set succeeded = true where id = ?', [id]);
  }

  /** An attempt refused for another reason than its proof (text changed, already signed) does not count. */
  async dropAttempt(sql: Sql, id: string): Promise<void> {
    await sql.execute('delete from signing_attempts where id = ?', [id]);
  }

  async codesSince(tx: Sql, agreementId: string, userId: string, since: Date): Promise<number> {
    const [row] = await tx.execute<{ n: string | number }[]>(
      'select count(*) as n from signing_codes where agreement_id = ? and user_id = ? and created_at > ?',
      [agreementId, userId, since],
    );
    return Number(row?.n ?? 0);
  }

  async addCode(tx: Sql, c: { id: string; agreementId: string; userId: string; salt: string; codeHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await tx.execute(
      'insert into signing_codes (id, agreement_id, user_id, salt, code_hash, created_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)',
      [c.id, c.agreementId, c.userId, c.salt, c.codeHash, c.createdAt, c.expiresAt],
    );
  }

  /** A code that was never sent (the mail could not be queued): it does not count against the limit. */
  async dropCode(sql: Sql, id: string): Promise<void> {
    await sql.execute('delete from signing_codes where id = ? and used_at is null', [id]);
  }

  /** The user's codes for the agreement that are unused and not expired at `now` (salt and hash only). */
  async liveCodes(tx: Sql, agreementId: string, userId: string, now: Date): Promise<{ id: string; salt: string; codeHash: string }[]> {
    return tx.execute(
      `select id, salt, code_hash as "codeHash" from signing_codes
        where agreement_id = ? and user_id = ? and used_at is null and expires_at > ? order by created_at desc`,
      [agreementId, userId, now],
    );
  }

  /** Uses a code once: false when another request used it first. */
  async useCode(tx: Sql, id: string, now: Date): Promise<boolean> {
    const rows = await tx.execute<unknown[]>('update signing_codes set used_at = ? where id = ? and used_at is null returning 1', [now, id]);
    return rows.length === 1;
  }

  /** The agreement's audit trail in order. */
  async auditTrail(sql: Sql, agreementId: string): Promise<AuditEntry[]> {
    const rows = await sql.execute<(Omit<AuditEntry, 'occurredAt'> & { occurredAt: Date | string })[]>(
      `select seq, kind, occurred_at as "occurredAt", actor_name as "actorName", round, details, prev_hash as "prevHash", hash
         from audit_events where agreement_id = ? order by seq`,
      [agreementId],
    );
    return rows.map((r) => ({ ...r, seq: Number(r.seq), occurredAt: new Date(r.occurredAt).toISOString() }));
  }
}
