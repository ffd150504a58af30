import type { NotificationKind } from '@avtalt/contracts';
import { Injectable } from '@nestjs/common';
import { placeholders, type Sql } from '../persistence/database.repository';

/** An unsubscribe link as stored: only its SHA-256, the kind, and whom it turns off. */
export interface UnsubscribeTokenRow {
  kind: NotificationKind;
  user_id: string | null;
  email_hash: string | null;
  masked_email: string;
}

/** `preferences` (one row per user and kind; no row = on), `suppressed_addresses`, `unsubscribe_tokens`. */
@Injectable()
export class PreferencesRepository {
  ofUser(sql: Sql, userId: string): Promise<{ kind: NotificationKind; enabled: boolean }[]> {
    return sql.execute<{ kind: NotificationKind; enabled: boolean }[]>(
      'select kind, enabled from preferences where user_id = ?',
      [userId],
    );
  }

  async set(sql: Sql, userId: string, kind: string, enabled: boolean): Promise<void> {
    await sql.execute(
      `insert into preferences (user_id, kind, enabled, updated_at) values (?, ?, ?, now())
       on conflict (user_id, kind) do update set enabled = excluded.enabled, updated_at = now()`,
      [userId, kind, enabled],
    );
  }

  async isOff(sql: Sql, userId: string, kind: NotificationKind): Promise<boolean> {
    const rows = await sql.execute<unknown[]>(
      'select 1 from preferences where user_id = ? and kind = ? and enabled = false',
      [userId, kind],
    );
    return rows.length > 0;
  }

  /** The accounts among `userIds` that turned `kind` off. */
  async disabled(sql: Sql, userIds: readonly string[], kind: NotificationKind): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await sql.execute<{ user_id: string }[]>(
      `select user_id from preferences where kind = ? and enabled = false and user_id in (${placeholders(userIds)})`,
      [kind, ...userIds],
    );
    return new Set(rows.map((r) => r.user_id));
  }

  async suppress(sql: Sql, emailHash: string | null, kind: NotificationKind): Promise<void> {
    await sql.execute(
      'insert into suppressed_addresses (email_hash, kind) values (?, ?) on conflict do nothing',
      [emailHash, kind],
    );
  }

  async release(sql: Sql, emailHash: string, kind: NotificationKind): Promise<void> {
    await sql.execute('delete from suppressed_addresses where email_hash = ? and kind = ?', [
      emailHash,
      kind,
    ]);
  }

  async isSuppressed(sql: Sql, emailHash: string | null, kind: NotificationKind): Promise<boolean> {
    const rows = await sql.execute<unknown[]>(
      'select 1 from suppressed_addresses where email_hash = ? and kind = ?',
      [emailHash, kind],
    );
    return rows.length > 0;
  }

  /** The hashes among `emailHashes` that asked not to get `kind`. */
  async suppressed(sql: Sql, emailHashes: readonly string[], kind: NotificationKind): Promise<Set<string>> {
    if (emailHashes.length === 0) return new Set();
    const rows = await sql.execute<{ email_hash: string }[]>(
      `select email_hash from suppressed_addresses where kind = ? and email_hash in (${placeholders(emailHashes)})`,
      [kind, ...emailHashes],
    );
    return new Set(rows.map((r) => r.email_hash));
  }

  async token(sql: Sql, tokenHash: string): Promise<UnsubscribeTokenRow | undefined> {
    const [row] = await sql.execute<UnsubscribeTokenRow[]>(
      'select kind, user_id, email_hash, masked_email from unsubscribe_tokens where token_hash = ?',
      [tokenHash],
    );
    return row;
  }
}
