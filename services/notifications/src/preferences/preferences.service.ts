import {
  ErrorCode,
  NotificationMessages,
  notificationKindSchema,
  type NotificationPreferences,
  type NotificationPreferencesBody,
  type UnsubscribeDescription,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Injectable } from '@nestjs/common';
import { Contacts } from '../events/contacts';
import { sha256 } from '../mail/mail-hash';
import { Database } from '../persistence/database.repository';
import { normaliseEmail } from '../rules/notification.rules';
import { PreferencesRepository } from './preferences.repository';

/**
 * Each person's choices (one row per user and kind; no row = on), addresses that asked not to be invited
 * (stored as the SHA-256 of the address), and the one-click unsubscribe links.
 */
@Injectable()
export class PreferencesService {
  constructor(
    private readonly db: Database,
    private readonly prefs: PreferencesRepository,
    private readonly contacts: Contacts,
  ) {}

  async get(userId: string): Promise<NotificationPreferences> {
    const rows = await this.prefs.ofUser(this.db.sql(), userId);
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
    await this.db.transaction(async (sql) => {
      for (const [kind, enabled] of Object.entries(body)) {
        if (enabled === undefined) continue;
        await this.prefs.set(sql, userId, kind, enabled);
      }
      if (contact) {
        const hash = sha256(normaliseEmail(contact.email));
        if (body.invitation) await this.prefs.release(sql, hash, 'invitation');
        else await this.prefs.suppress(sql, hash, 'invitation');
      }
    });
    return this.get(userId);
  }

  describe(token: string): Promise<UnsubscribeDescription> {
    return this.unsubscribeByToken(token, false);
  }

  confirm(token: string): Promise<UnsubscribeDescription> {
    return this.unsubscribeByToken(token, true);
  }

  private async unsubscribeByToken(token: string, confirm: boolean): Promise<UnsubscribeDescription> {
    const sql = this.db.sql();
    const row = await this.prefs.token(sql, sha256(token));
    if (!row) throw new DomainError(ErrorCode.NotFound, NotificationMessages.unsubscribeInvalid);
    if (confirm) {
      if (row.user_id) await this.prefs.set(sql, row.user_id, row.kind, false);
      else await this.prefs.suppress(sql, row.email_hash, row.kind);
    }
    const off = row.user_id
      ? await this.prefs.isOff(sql, row.user_id, row.kind)
      : await this.prefs.isSuppressed(sql, row.email_hash, row.kind);
    return { kind: row.kind, maskedEmail: row.masked_email, unsubscribed: off };
  }
}
