import type { SignatureMethod } from '@avtalt/contracts';
import { inTransaction, type Sql, sqlOf } from '@avtalt/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A live one-time code as signing checks it (salt and hash only; the code itself is never stored). */
export interface LiveCode {
  id: string;
  salt: string;
  codeHash: string;
  /** The hash of the text the code was sent for (issue 31; null: a code from before, refused). */
  textSha256: string | null;
  /** Where it went, masked (null until notifications queued it). */
  sentTo: string | null;
}

/**
 * The SQL of signing's limits (issue 18): one-time codes (hashes only) and attempts, counted under an
 * advisory lock per agreement and user. Nothing here touches the agreement or its signatures: a
 * signature, the code it uses and the attempt that succeeded are written by the agreements writer.
 */
export class SigningRepository {
  constructor(private readonly em: EntityManager) {}

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return inTransaction(this.em, work);
  }

  private get db(): Sql {
    return sqlOf(this.em.getConnection());
  }

  /** A transaction-scoped advisory lock on a text key (released at commit or rollback). */
  async advisoryLock(tx: Sql, key: string): Promise<void> {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
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

  async addAttempt(
    tx: Sql,
    a: { id: string; agreementId: string; userId: string; method: SignatureMethod; at: Date },
  ): Promise<void> {
    await tx.execute(
      'insert into signing_attempts (id, agreement_id, user_id, method, attempted_at) values (?, ?, ?, ?, ?)',
      [a.id, a.agreementId, a.userId, a.method, a.at],
    );
  }

  /** An attempt refused for another reason than its proof (text changed, already signed) does not count. */
  async dropAttempt(id: string): Promise<void> {
    await this.db.execute('delete from signing_attempts where id = ? and succeeded = false', [id]);
  }

  async codesSince(tx: Sql, agreementId: string, userId: string, since: Date): Promise<number> {
    const [row] = await tx.execute<{ n: string | number }[]>(
      'select count(*) as n from signing_codes where agreement_id = ? and user_id = ? and created_at > ?',
      [agreementId, userId, since],
    );
    return Number(row?.n ?? 0);
  }

  async addCode(
    tx: Sql,
    c: {
      id: string;
      agreementId: string;
      userId: string;
      salt: string;
      codeHash: string;
      textSha256: string;
      createdAt: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await tx.execute(
      'insert into signing_codes (id, agreement_id, user_id, salt, code_hash, text_sha256, created_at, expires_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [c.id, c.agreementId, c.userId, c.salt, c.codeHash, c.textSha256, c.createdAt, c.expiresAt],
    );
  }

  /** Issue 31: where the code went (masked, as notifications reported it): kept with the signature it makes. */
  async codeSent(id: string, maskedEmail: string): Promise<void> {
    await this.db.execute('update signing_codes set sent_to = ? where id = ?', [
      maskedEmail.slice(0, 320),
      id,
    ]);
  }

  /** A code that was never sent (the mail could not be queued): it does not count against the limit. */
  async dropCode(id: string): Promise<void> {
    await this.db.execute('delete from signing_codes where id = ? and used_at is null', [id]);
  }

  /** The user's codes for the agreement that are unused and not expired at `now`, newest first. */
  async liveCodes(agreementId: string, userId: string, now: Date): Promise<LiveCode[]> {
    return this.db.execute(
      `select id, salt, code_hash as "codeHash", text_sha256 as "textSha256", sent_to as "sentTo" from signing_codes
        where agreement_id = ? and user_id = ? and used_at is null and expires_at > ? order by created_at desc`,
      [agreementId, userId, now],
    );
  }
}
