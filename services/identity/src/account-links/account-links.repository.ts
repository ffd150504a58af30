import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { UserEntity } from '../users/user.entity';
import type { AccountLinkPurpose } from './account-links.rules';

/** A stored link as the account-link checks read it (the token itself is never stored, only its SHA-256). */
export interface LinkRow {
  id: string;
  purpose: AccountLinkPurpose;
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A link to store: `email` is where it goes (lower-cased here), `expiresAt` from the purpose's lifetime. */
export interface NewLink {
  id: string;
  tokenHash: string;
  purpose: AccountLinkPurpose;
  userId: string;
  email: string;
  expiresAt: Date;
}

/**
 * The SQL of account links: the `account_tokens` table and the address columns of
 * `users` that following a link changes. Each write names the state it expects (the address the link was
 * sent to, a change that still waits) and reports whether it changed a row, so the service can refuse a
 * link whose account moved on since it was read. Methods with a `tx` run in the caller's transaction.
 */
export class AccountLinksRepository {
  constructor(private readonly em: EntityManager) {}

  /** The stored link of a token's hash, used or not. */
  async findByHash(tokenHash: string): Promise<LinkRow | undefined> {
    const [link] = await this.em
      .fork()
      .execute<LinkRow[]>(
        `select "id", "purpose", "user_id", "email", "expires_at", "used_at" from "account_tokens" where "token_hash" = ?`,
        [tokenHash],
        'all',
      );
    return link;
  }

  async insert(tx: EntityManager, link: NewLink): Promise<void> {
    await tx.execute(
      `insert into "account_tokens" ("id", "token_hash", "purpose", "user_id", "email", "expires_at") values (?, ?, ?, ?, ?, ?)`,
      [link.id, link.tokenHash, link.purpose, link.userId, link.email.toLowerCase(), link.expiresAt],
      'run',
    );
  }

  /** Deletes the links that expired before `before` (used or not); how many. */
  async deleteExpired(before: Date): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ n: number }[]>(
        `with d as (delete from "account_tokens" where "expires_at" < ? returning 1) select count(*)::int as n from d`,
        [before],
        'all',
      );
    return row.n;
  }

  /** Removes a link whose mail could not be sent (best effort: a failure leaves an unusable-by-nobody row). */
  async forget(linkId: string): Promise<void> {
    await this.em
      .fork()
      .execute(`delete from "account_tokens" where "id" = ?`, [linkId], 'run')
      .catch(() => undefined);
  }

  /** Marks the link used if it is still usable; false when another use came first (or it expired). */
  async use(tx: EntityManager, linkId: string): Promise<boolean> {
    const used = await tx.execute<{ id: string }[]>(
      `update "account_tokens" set "used_at" = now() where "id" = ? and "used_at" is null and "expires_at" > now() returning "id"`,
      [linkId],
      'all',
    );
    return used.length === 1;
  }

  /** Uses up every unused link of the account, or only those of `purposes`. */
  async useAll(tx: EntityManager, userId: string, purposes?: readonly AccountLinkPurpose[]): Promise<void> {
    if (purposes === undefined) {
      await tx.execute(
        `update "account_tokens" set "used_at" = now() where "user_id" = ? and "used_at" is null`,
        [userId],
        'run',
      );
      return;
    }
    await tx.execute(
      `update "account_tokens" set "used_at" = now() where "user_id" = ? and "purpose" in (${purposes.map(() => '?').join(', ')}) and "used_at" is null`,
      [userId, ...purposes],
      'run',
    );
  }

  /** Confirmation links (verify and change) of the last hour: the account's, and the address's over all accounts. */
  async confirmationLinksLastHour(
    tx: EntityManager,
    userId: string,
    email: string,
  ): Promise<{ mine: number; address: number }> {
    const [{ mine, address }] = await tx.execute<{ mine: number; address: number }[]>(
      `select count(*) filter (where "user_id" = ?)::int as mine, count(*) filter (where "email" = ?)::int as address
         from "account_tokens" where "purpose" in ('verify', 'change') and "created_at" > now() - interval '1 hour'`,
      [userId, email.toLowerCase()],
      'all',
    );
    return { mine, address };
  }

  /** Stop links stored for the account in the last hour. */
  async stopLinksLastHour(tx: EntityManager, userId: string): Promise<number> {
    const [{ sent }] = await tx.execute<{ sent: number }[]>(
      `select count(*)::int as sent from "account_tokens" where "user_id" = ? and "purpose" = 'stop' and "created_at" > now() - interval '1 hour'`,
      [userId],
      'all',
    );
    return sent;
  }

  /** Whether another account has `email` as its address. */
  async takenByOther(tx: EntityManager, email: string, userId: string): Promise<boolean> {
    return (await tx.findOne(UserEntity, { email, id: { $ne: userId } })) !== null;
  }

  /**
   * A reset: the new password, and the address the link was sent to confirmed, a waiting change dropped.
   * False when the account's address is no longer `email`.
   */
  async resetPassword(
    tx: EntityManager,
    userId: string,
    email: string,
    passwordHash: string,
  ): Promise<boolean> {
    const changed = await tx.execute<{ id: string }[]>(
      `update "users" set "password_hash" = ?, "verified_email" = "email", "email_verified_at" = now(),
         "pending_email" = null, "pending_email_requested_at" = null, "updated_at" = now()
       where "id" = ? and "email" = ? returning "id"`,
      [passwordHash, userId, email],
      'all',
    );
    return changed.length === 1;
  }

  /** The account's address confirmed, if it is still `email`. */
  async confirmAddress(tx: EntityManager, userId: string, email: string): Promise<boolean> {
    const changed = await tx.execute<{ id: string }[]>(
      `update "users" set "verified_email" = "email", "email_verified_at" = now(), "updated_at" = now()
       where "id" = ? and "email" = ? returning "id"`,
      [userId, email],
      'all',
    );
    return changed.length === 1;
  }

  /**
   * The waiting address becomes the account's, confirmed; the time of confirmation is returned. Null
   * when another account took the address meanwhile (users_email_unique).
   */
  async applyPendingEmail(tx: EntityManager, userId: string): Promise<Date | null> {
    try {
      const [row] = await tx.execute<{ email_verified_at: Date | string }[]>(
        `update "users" set "email" = "pending_email", "verified_email" = "pending_email", "email_verified_at" = now(),
           "pending_email" = null, "pending_email_requested_at" = null, "updated_at" = now()
         where "id" = ? returning "email_verified_at"`,
        [userId],
        'all',
      );
      return new Date(row.email_verified_at);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  /**
   * The waiting change dropped, if one waits (and, with `email`, only while that is still the account's
   * address: a stop link belongs to the address it was sent to). False when nothing waited.
   */
  async dropPendingEmail(tx: EntityManager, userId: string, email?: string): Promise<boolean> {
    const stopped = await tx.execute<{ id: string }[]>(
      `update "users" set "pending_email" = null, "pending_email_requested_at" = null, "updated_at" = now()
       where "id" = ? ${email === undefined ? '' : 'and "email" = ?'} and "pending_email" is not null returning "id"`,
      email === undefined ? [userId] : [userId, email],
      'all',
    );
    return stopped.length === 1;
  }
}
