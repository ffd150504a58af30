import {
  maskEmail,
  type MailKind,
  type MailLogQuery,
  type MailState,
  type NotificationKind,
} from '@avtalt/contracts';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Sql } from '../persistence/database.repository';
import { normaliseEmail } from '../rules/notification.rules';

/** A row of the mail log as the admin list shows it (masked address, never a body). */
export interface MailRow {
  id: string;
  kind: MailKind;
  masked_recipient: string;
  agreement_id: string | null;
  state: MailState;
  attempts: number;
  last_error: string | null;
  created_at: string | Date;
  sent_at: string | Date | null;
}

/** What the log stores of one mail when it is decided. */
export interface MailLogEntry {
  id: string;
  kind: MailKind;
  recipientUserId: string | null;
  maskedRecipient: string;
  recipientHash: string | null;
  agreementId: string | null;
  eventId: string | null;
  senderUserId: string | null;
  subject: string;
}

/** A where clause of the mail log's select (`?` placeholders) and its values, in order. */
export interface MailLogFilter {
  where: string;
  params: unknown[];
}

/** Something typed that is a whole address: a local part, one @, a domain with a dot; no `*` (a masked one). */
const WHOLE_ADDRESS = /^[^\s@*]+@[^\s@]+\.[^\s@]+$/;

/** `text` as a literal inside a LIKE pattern (escape character `\`, Postgres' default). */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * The rows of the mail log a query's state and search select. The log keeps no address in clear: a whole
 * address typed by the admin is compared with what is kept of it — the SHA-256 of an invitation's address
 * (the exact address) and the masked form of an account's (its first letter and domain, so it may also be
 * another account's mail: the list shows the masked address, as always). Any other search is a part of the
 * masked address, of the SMTP error or of the agreement's id, in any letter case.
 */
export function mailLogFilter(query: Pick<MailLogQuery, 'state' | 'q'>): MailLogFilter {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.state) {
    conditions.push('state = ?');
    params.push(query.state);
  }
  const search = query.q?.trim() ?? '';
  if (search !== '' && WHOLE_ADDRESS.test(search)) {
    const address = normaliseEmail(search);
    conditions.push('(recipient_hash = ? or (recipient_hash is null and lower(masked_recipient) = ?))');
    params.push(createHash('sha256').update(address).digest('hex'), maskEmail(address));
  } else if (search !== '') {
    const pattern = `%${likeLiteral(search.toLowerCase())}%`;
    conditions.push(
      '(lower(masked_recipient) like ? or lower(last_error) like ? or agreement_id::text like ?)',
    );
    params.push(pattern, pattern, pattern);
  }
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

/** `mails` (the log and each mail's sending state) and `unsubscribe_tokens` (written with the mail). */
@Injectable()
export class MailRepository {
  async insertUnsubscribeToken(
    sql: Sql,
    token: {
      hash: string;
      kind: NotificationKind;
      userId: string | null;
      emailHash: string | null;
      maskedEmail: string;
    },
  ): Promise<void> {
    await sql.execute(
      'insert into unsubscribe_tokens (token_hash, kind, user_id, email_hash, masked_email) values (?, ?, ?, ?, ?)',
      [token.hash, token.kind, token.userId, token.emailHash, token.maskedEmail],
    );
  }

  async insertQueued(sql: Sql, mail: MailLogEntry): Promise<void> {
    await sql.execute(
      `insert into mails (id, kind, recipient_user_id, masked_recipient, recipient_hash, agreement_id, event_id, sender_user_id, subject, state)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued')`,
      [
        mail.id,
        mail.kind,
        mail.recipientUserId,
        mail.maskedRecipient,
        mail.recipientHash,
        mail.agreementId,
        mail.eventId,
        mail.senderUserId,
        mail.subject,
      ],
    );
  }

  async insertWithheld(sql: Sql, mail: Omit<MailLogEntry, 'eventId'>): Promise<void> {
    await sql.execute(
      `insert into mails (id, kind, recipient_user_id, masked_recipient, recipient_hash, agreement_id, sender_user_id, subject, state)
       values (?, ?, ?, ?, ?, ?, ?, ?, 'withheld')`,
      [
        mail.id,
        mail.kind,
        mail.recipientUserId,
        mail.maskedRecipient,
        mail.recipientHash,
        mail.agreementId,
        mail.senderUserId,
        mail.subject,
      ],
    );
  }

  /** One page of the rows a query selects ({@link mailLogFilter}), newest first. */
  page(sql: Sql, query: MailLogQuery): Promise<MailRow[]> {
    const { where, params } = mailLogFilter(query);
    return sql.execute<MailRow[]>(
      `select id, kind, masked_recipient, agreement_id, state, attempts, last_error, created_at, sent_at from mails
        ${where} order by created_at desc, id limit ? offset ?`,
      [...params, query.limit, query.offset],
    );
  }

  /** How many rows a query selects in all. */
  async count(sql: Sql, query: Pick<MailLogQuery, 'state' | 'q'>): Promise<number> {
    const { where, params } = mailLogFilter(query);
    const [{ n }] = await sql.execute<{ n: number }[]>(
      `select count(*)::int as n from mails ${where}`,
      params,
    );
    return n;
  }

  countByState(sql: Sql): Promise<{ state: MailState; n: number }[]> {
    return sql.execute<{ state: MailState; n: number }[]>(
      'select state, count(*)::int as n from mails group by state',
    );
  }

  /**
   * Claims a queued mail for a minute and counts the attempt; false when it is not queued, not committed
   * yet, or claimed by another worker.
   */
  async claim(sql: Sql, mailId: string): Promise<boolean> {
    const claimed = await sql.execute<{ id: string }[]>(
      `update mails set attempts = attempts + 1, claimed_until = now() + interval '60 seconds'
        where id = ? and state = 'queued' and (claimed_until is null or claimed_until < now()) returning id`,
      [mailId],
    );
    return claimed.length > 0;
  }

  async stateOf(sql: Sql, mailId: string): Promise<MailState | undefined> {
    const [row] = await sql.execute<{ state: MailState }[]>('select state from mails where id = ?', [mailId]);
    return row?.state;
  }

  async markSent(sql: Sql, mailId: string, smtpMessageId: string): Promise<void> {
    await sql.execute(
      "update mails set state = 'sent', smtp_message_id = ?, sent_at = now(), claimed_until = null, last_error = null where id = ?",
      [smtpMessageId, mailId],
    );
  }

  /** A failed attempt: its reason, the claim released, and `failed` when it was the last. */
  async recordFailure(sql: Sql, mailId: string, reason: string, last: boolean): Promise<void> {
    await sql.execute(
      `update mails set last_error = ?, claimed_until = null, state = ${last ? "'failed'" : 'state'} where id = ?`,
      [reason, mailId],
    );
  }

  async markFailed(sql: Sql, mailId: string): Promise<void> {
    await sql.execute("update mails set state = 'failed' where id = ?", [mailId]);
  }

  /**
   * Inside a transaction the caller rolls back: inserts a row with the mail's id, which waits (at most
   * 20 s) for the transaction that wrote the mail's row to end. True when the insert went in (that
   * transaction rolled back), false when it conflicted (committed).
   */
  async probeRowWriter(sql: Sql, mailId: string, kind: string): Promise<boolean> {
    await sql.execute("set local lock_timeout = '20s'");
    const inserted = await sql.execute<unknown[]>(
      `insert into mails (id, kind, masked_recipient, subject, state) values (?, ?, '***', '', 'failed')
       on conflict (id) do nothing returning id`,
      [mailId, kind],
    );
    return inserted.length > 0;
  }

  /** The queued mails of a deleted agreement end `failed` with the reason; their ids, to remove their jobs. */
  async failQueuedOfAgreement(sql: Sql, agreementId: string): Promise<string[]> {
    const waiting = await sql.execute<{ id: string }[]>(
      "update mails set state = 'failed', last_error = 'Avtalen ble slettet før e-posten ble sendt' where agreement_id = ? and state = 'queued' returning id",
      [agreementId],
    );
    return waiting.map((w) => w.id);
  }

  /** The log keeps ids, kinds, states and masked addresses; the subject names the agreement. */
  async blankSubjectsOfAgreement(sql: Sql, agreementId: string): Promise<void> {
    await sql.execute("update mails set subject = '' where agreement_id = ?", [agreementId]);
  }

  /** A transaction-scoped advisory lock on `key`: parallel requests counting the same limit take turns. */
  async lock(sql: Sql, key: string): Promise<void> {
    await sql.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
  }

  /** Invitations logged for an agreement in the last 24 hours (sent, queued or withheld). */
  async invitationsOfAgreementToday(sql: Sql, agreementId: string): Promise<number> {
    const [{ n }] = await sql.execute<{ n: number }[]>(
      "select count(*)::int as n from mails where agreement_id = ? and kind = 'invitation' and created_at > now() - interval '24 hours'",
      [agreementId],
    );
    return n;
  }

  /** Invitations one account sent in the last 24 hours, over all agreements. */
  async invitationsOfSenderToday(sql: Sql, senderUserId: string): Promise<number> {
    const [{ n }] = await sql.execute<{ n: number }[]>(
      "select count(*)::int as n from mails where sender_user_id = ? and kind = 'invitation' and created_at > now() - interval '24 hours'",
      [senderUserId],
    );
    return n;
  }

  /** Invitations to read along or to co-sign as a guardian one account sent in the last 24 hours. */
  async inviteeMailsOfSenderToday(sql: Sql, senderUserId: string): Promise<number> {
    const [{ n }] = await sql.execute<{ n: number }[]>(
      "select count(*)::int as n from mails where sender_user_id = ? and kind in ('observer-invitation', 'guardian-invitation') and created_at > now() - interval '24 hours'",
      [senderUserId],
    );
    return n;
  }

  /** Signing-code mails one account got in the last hour. */
  async signingCodesOfLastHour(sql: Sql, userId: string): Promise<number> {
    const [{ n }] = await sql.execute<{ n: number }[]>(
      "select count(*)::int as n from mails where kind = 'signing-code' and recipient_user_id = ? and created_at > now() - interval '1 hour'",
      [userId],
    );
    return n;
  }

  /**
   * The mail log's retention (docs/data-rights.md): mails decided (sent or failed) before `before`, and the
   * unsubscribe links made before it, are deleted. Counts per table.
   */
  async deleteOlderThan(sql: Sql, before: Date): Promise<{ mails: number; unsubscribe_tokens: number }> {
    const [row] = await sql.execute<{ mails: number; tokens: number }[]>(
      `with m as (delete from mails where state <> 'queued' and created_at < ? returning 1),
            t as (delete from unsubscribe_tokens where created_at < ? returning 1)
       select (select count(*) from m)::int as mails, (select count(*) from t)::int as tokens`,
      [before, before],
    );
    return { mails: row.mails, unsubscribe_tokens: row.tokens };
  }
}
