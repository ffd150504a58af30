import { Injectable } from '@nestjs/common';
import type { Sql } from '../persistence/database.repository';

/** `answer_digests` (each person's 'answered' window per agreement) and the answers gathered in it. */
@Injectable()
export class AnswerDigestRepository {
  /** The person's window, created when missing, locked for the rest of the transaction. */
  async lockWindow(sql: Sql, agreementId: string, userId: string): Promise<{ windowEndsAt: Date | null }> {
    await sql.execute(
      'insert into answer_digests (agreement_id, user_id) values (?, ?) on conflict do nothing',
      [agreementId, userId],
    );
    return (await this.lockExisting(sql, agreementId, userId))!;
  }

  /** The person's window locked for the rest of the transaction, or undefined when there is none. */
  async lockExisting(
    sql: Sql,
    agreementId: string,
    userId: string,
  ): Promise<{ windowEndsAt: Date | null } | undefined> {
    const [digest] = await sql.execute<{ window_ends_at: Date | null }[]>(
      'select window_ends_at from answer_digests where agreement_id = ? and user_id = ? for update',
      [agreementId, userId],
    );
    if (!digest) return undefined;
    return { windowEndsAt: digest.window_ends_at ? new Date(digest.window_ends_at) : null };
  }

  /** The answers gathered for the person's next mail, in the order they were given. */
  gathered(
    sql: Sql,
    agreementId: string,
    userId: string,
  ): Promise<{ actor_name: string; event_id: string }[]> {
    return sql.execute<{ actor_name: string; event_id: string }[]>(
      'select actor_name, event_id from answer_digest_items where agreement_id = ? and user_id = ? order by answered_at, created_at',
      [agreementId, userId],
    );
  }

  async gather(
    sql: Sql,
    item: { agreementId: string; userId: string; eventId: string; actorName: string; answeredAt: string },
  ): Promise<void> {
    await sql.execute(
      'insert into answer_digest_items (agreement_id, user_id, event_id, actor_name, answered_at) values (?, ?, ?, ?, ?) on conflict do nothing',
      [item.agreementId, item.userId, item.eventId, item.actorName, item.answeredAt],
    );
  }

  /** The answers gathered for one person's next 'answered' mail are sent (or no longer wanted). */
  async clearGathered(sql: Sql, agreementId: string, userId: string): Promise<void> {
    await sql.execute('delete from answer_digest_items where agreement_id = ? and user_id = ?', [
      agreementId,
      userId,
    ]);
  }

  async openWindow(sql: Sql, agreementId: string, userId: string, endsAt: Date): Promise<void> {
    await sql.execute('update answer_digests set window_ends_at = ? where agreement_id = ? and user_id = ?', [
      endsAt,
      agreementId,
      userId,
    ]);
  }

  windowsOf(sql: Sql, agreementId: string): Promise<{ user_id: string; window_ends_at: Date | null }[]> {
    return sql.execute<{ user_id: string; window_ends_at: Date | null }[]>(
      'select user_id, window_ends_at from answer_digests where agreement_id = ?',
      [agreementId],
    );
  }

  async forget(sql: Sql, agreementId: string): Promise<void> {
    await sql.execute('delete from answer_digest_items where agreement_id = ?', [agreementId]);
    await sql.execute('delete from answer_digests where agreement_id = ?', [agreementId]);
  }
}
