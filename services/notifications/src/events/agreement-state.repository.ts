import { Injectable } from '@nestjs/common';
import type { Sql } from '../persistence/database.repository';

export type AgreementStatus = 'open' | 'closed' | 'deleted';

/** The round's participants as the newest event handled so far listed them. */
export interface StoredListing {
  round: number;
  at: Date;
  users: readonly string[];
}

/**
 * What the events have told about each agreement: `processed_events` (each event handled once),
 * `agreement_states` (round, status, title and the round's listed participants) and `agreement_signers`.
 */
@Injectable()
export class AgreementStateRepository {
  /** True the first time an event id is seen (in the handler's transaction, so a rollback forgets it). */
  async firstTime(sql: Sql, eventId: string): Promise<boolean> {
    const rows = await sql.execute<unknown[]>(
      'insert into processed_events (event_id) values (?) on conflict do nothing returning event_id',
      [eventId],
    );
    return rows.length > 0;
  }

  /** JetStream keeps events 7 days: an event id older than that cannot come again. */
  async forgetOldEvents(sql: Sql): Promise<void> {
    await sql.execute("delete from processed_events where processed_at < now() - interval '8 days'");
  }

  /**
   * The agreement's round and status as an event tells them (a deleted agreement stays deleted); locks the
   * row for the rest of the transaction. Returns the stored status.
   */
  async record(
    sql: Sql,
    event: { agreementId: string; round: number; title: string },
    closing: boolean,
  ): Promise<AgreementStatus> {
    const [row] = await sql.execute<{ status: AgreementStatus }[]>(
      `insert into agreement_states (agreement_id, round, status, title) values (?, ?, ?, ?)
       on conflict (agreement_id) do update set
         status = case when agreement_states.status = 'deleted' then 'deleted'
                       when ? then 'closed'
                       when excluded.round > agreement_states.round then 'open'
                       else agreement_states.status end,
         round = greatest(agreement_states.round, excluded.round),
         title = case when agreement_states.status = 'deleted' then '' else excluded.title end,
         updated_at = now()
       returning status`,
      [event.agreementId, event.round, closing ? 'closed' : 'open', event.title, closing],
    );
    return row.status;
  }

  /**
   * Deleted agreements' rows last changed before `before` (their round's participant ids with them): kept
   * only while a late event of the agreement may still arrive.
   */
  async deleteDeletedBefore(sql: Sql, before: Date): Promise<number> {
    const [row] = await sql.execute<{ n: number }[]>(
      `with d as (delete from agreement_states where status = 'deleted' and updated_at < ? returning 1)
       select count(*)::int as n from d`,
      [before],
    );
    return row.n;
  }

  async markDeleted(sql: Sql, agreementId: string): Promise<void> {
    await sql.execute(
      `insert into agreement_states (agreement_id, round, status, title) values (?, 1, 'deleted', '')
       on conflict (agreement_id) do update set status = 'deleted', title = '', updated_at = now()`,
      [agreementId],
    );
  }

  async statusOf(sql: Sql, agreementId: string): Promise<AgreementStatus | undefined> {
    const [state] = await sql.execute<{ status: AgreementStatus }[]>(
      'select status from agreement_states where agreement_id = ?',
      [agreementId],
    );
    return state?.status;
  }

  /** The agreement's row, locked for the rest of the transaction (a timer firing). */
  async lock(
    sql: Sql,
    agreementId: string,
  ): Promise<{ round: number; status: AgreementStatus; title: string } | undefined> {
    const [agreement] = await sql.execute<{ round: number; status: AgreementStatus; title: string }[]>(
      'select round, status, title from agreement_states where agreement_id = ? for update',
      [agreementId],
    );
    return agreement;
  }

  async listing(sql: Sql, agreementId: string): Promise<StoredListing | null> {
    const [stored] = await sql.execute<
      { listed_round: number | null; listed_at: Date | null; listed: string | null }[]
    >(
      "select listed_round, listed_at, array_to_string(listed, ',') as listed from agreement_states where agreement_id = ?",
      [agreementId],
    );
    return stored?.listed_round && stored.listed_at
      ? {
          round: stored.listed_round,
          at: new Date(stored.listed_at),
          users: stored.listed ? stored.listed.split(',') : [],
        }
      : null;
  }

  async storeListing(sql: Sql, agreementId: string, listing: StoredListing): Promise<void> {
    await sql.execute(
      "update agreement_states set listed_round = ?, listed_at = ?, listed = string_to_array(?, ',')::uuid[] where agreement_id = ?",
      [listing.round, listing.at, listing.users.join(','), agreementId],
    );
  }

  async addSigner(sql: Sql, agreementId: string, userId: string, signedAt: string): Promise<void> {
    await sql.execute(
      'insert into agreement_signers (agreement_id, user_id, signed_at) values (?, ?, ?) on conflict do nothing',
      [agreementId, userId, signedAt],
    );
  }

  /** A void takes back the signatures made before it (not one that came after, out of order). */
  async voidSigners(sql: Sql, agreementId: string, before: string): Promise<void> {
    await sql.execute('delete from agreement_signers where agreement_id = ? and signed_at <= ?', [
      agreementId,
      before,
    ]);
  }

  async signers(sql: Sql, agreementId: string): Promise<Set<string>> {
    const rows = await sql.execute<{ user_id: string }[]>(
      'select user_id from agreement_signers where agreement_id = ?',
      [agreementId],
    );
    return new Set(rows.map((r) => r.user_id));
  }

  async forgetSigners(sql: Sql, agreementId: string): Promise<void> {
    await sql.execute('delete from agreement_signers where agreement_id = ?', [agreementId]);
  }
}
