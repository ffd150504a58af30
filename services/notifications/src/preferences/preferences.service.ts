import {
  ErrorCode,
  NotificationMessages,
  notificationKindSchema,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesBody,
  type UnsubscribeDescription,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Contacts } from '../events/contacts';
import { type Sql, sha256 } from '../mail/mail-outbox.service';
import { normaliseEmail } from '../rules/notification.rules';

/** `?, ?, ?` for a list bound as separate values. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/**
 * Each person's choices (one row per user and kind; no row = on), addresses that asked not to be invited
 * (stored as the SHA-256 of the address), and the one-click unsubscribe links.
 */
@Injectable()
export class PreferencesService {
  constructor(
    private readonly em: EntityManager,
    private readonly contacts: Contacts,
  ) {}

  private sql(): Sql {
    const em = this.em.fork();
    return { execute: <T>(query: string, params: unknown[] = []) => em.execute(query, params) as Promise<T> };
  }

  async get(userId: string): Promise<NotificationPreferences> {
    const rows = await this.sql().execute<{ kind: NotificationKind; enabled: boolean }[]>(
      'select kind, enabled from preferences where user_id = ?',
      [userId],
    );
    const prefs = Object.fromEntries(
      notificationKindSchema.options.map((kind) => [kind, true]),
    ) as NotificationPreferences;
    for (const row of rows) if (row.kind in prefs) prefs[row.kind] = row.enabled;
    return prefs;
  }

  /**
   * Stores the switches given. Invitations go to addresses, not accounts: turning `invitation` off (on)
   * also suppresses (releases) the account's current address, looked up in identity first (identity down →
   * nothing is stored and the call fails). An address changed later is not suppressed until the switch
   * is set again (docs/notifications.md).
   */
  async set(userId: string, body: NotificationPreferencesBody): Promise<NotificationPreferences> {
    const contact =
      body.invitation === undefined ? undefined : (await this.contacts.of([userId])).get(userId);
    await this.em.fork().transactional(async (em) => {
      const sql: Sql = {
        execute: <T>(query: string, params: unknown[] = []) => em.execute(query, params) as Promise<T>,
      };
      for (const [kind, enabled] of Object.entries(body)) {
        if (enabled === undefined) continue;
        await sql.execute(
          `insert into preferences (user_id, kind, enabled, updated_at) values (?, ?, ?, now())
           on conflict (user_id, kind) do update set enabled = excluded.enabled, updated_at = now()`,
          [userId, kind, enabled],
        );
      }
      if (contact) {
        const hash = sha256(normaliseEmail(contact.email));
        await sql.execute(
          body.invitation
            ? "delete from suppressed_addresses where email_hash = ? and kind = 'invitation'"
            : "insert into suppressed_addresses (email_hash, kind) values (?, 'invitation') on conflict do nothing",
          [hash],
        );
      }
    });
    return this.get(userId);
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

  describe(token: string): Promise<UnsubscribeDescription> {
    return this.unsubscribeByToken(token, false);
  }

  confirm(token: string): Promise<UnsubscribeDescription> {
    return this.unsubscribeByToken(token, true);
  }

  private async unsubscribeByToken(token: string, confirm: boolean): Promise<UnsubscribeDescription> {
    const sql = this.sql();
    const [row] = await sql.execute<
      { kind: NotificationKind; user_id: string | null; email_hash: string | null; masked_email: string }[]
    >('select kind, user_id, email_hash, masked_email from unsubscribe_tokens where token_hash = ?', [
      sha256(token),
    ]);
    if (!row) throw new DomainError(ErrorCode.NotFound, NotificationMessages.unsubscribeInvalid);
    if (confirm) {
      if (row.user_id) {
        await sql.execute(
          `insert into preferences (user_id, kind, enabled, updated_at) values (?, ?, false, now())
           on conflict (user_id, kind) do update set enabled = false, updated_at = now()`,
          [row.user_id, row.kind],
        );
      } else {
        await sql.execute(
          'insert into suppressed_addresses (email_hash, kind) values (?, ?) on conflict do nothing',
          [row.email_hash, row.kind],
        );
      }
    }
    const off = row.user_id
      ? await sql.execute<unknown[]>(
          'select 1 from preferences where user_id = ? and kind = ? and enabled = false',
          [row.user_id, row.kind],
        )
      : await sql.execute<unknown[]>('select 1 from suppressed_addresses where email_hash = ? and kind = ?', [
          row.email_hash,
          row.kind,
        ]);
    return { kind: row.kind, maskedEmail: row.masked_email, unsubscribed: off.length > 0 };
  }
}
