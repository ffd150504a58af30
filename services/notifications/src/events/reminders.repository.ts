import { Injectable } from '@nestjs/common';
import { placeholders, type Sql } from '../persistence/database.repository';

/** `reminders`: per agreement, round and person, whether they answered and how many reminders were given. */
@Injectable()
export class RemindersRepository {
  /**
   * Marks that these people answered the round; returns those for whom that is news (no row yet, or
   * one not marked): only their reminders can still be waiting. Someone who changes an answer already
   * given costs no write.
   */
  async markAnswered(
    sql: Sql,
    agreementId: string,
    round: number,
    userIds: readonly string[],
  ): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await sql.execute<{ user_id: string }[]>(
      `insert into reminders (agreement_id, round, user_id, answered) values ${userIds
        .map(() => '(?, ?, ?, true)')
        .join(', ')}
       on conflict (agreement_id, round, user_id) do update set answered = true where not reminders.answered
       returning user_id`,
      userIds.flatMap((userId) => [agreementId, round, userId]),
    );
    return rows.map((row) => row.user_id);
  }

  /** Deletes the round's rows of everyone not in `listed`; returns whose rows went. */
  async removeUnlisted(
    sql: Sql,
    agreementId: string,
    round: number,
    listed: readonly string[],
  ): Promise<string[]> {
    const gone = await sql.execute<{ user_id: string }[]>(
      `delete from reminders where agreement_id = ? and round = ?${
        listed.length > 0 ? ` and user_id not in (${placeholders(listed)})` : ''
      } returning user_id`,
      [agreementId, round, ...listed],
    );
    return gone.map((g) => g.user_id);
  }

  /** The person's row of the round, created when missing. */
  async ensure(
    sql: Sql,
    agreementId: string,
    round: number,
    userId: string,
  ): Promise<{ sent: number; answered: boolean }> {
    // One statement that writes only when the row is missing (every event asks for every waiting person).
    const [row] = await sql.execute<{ sent: number; answered: boolean }[]>(
      `with added as (
         insert into reminders (agreement_id, round, user_id) values (?, ?, ?)
         on conflict (agreement_id, round, user_id) do nothing returning sent, answered
       )
       select sent, answered from added
       union all
       select sent, answered from reminders where agreement_id = ? and round = ? and user_id = ?`,
      [agreementId, round, userId, agreementId, round, userId],
    );
    return row;
  }

  /** The person's row of the round, locked for the rest of the transaction. */
  async lock(
    sql: Sql,
    agreementId: string,
    round: number,
    userId: string,
  ): Promise<{ round: number; answered: boolean; sent: number } | undefined> {
    const [row] = await sql.execute<{ round: number; answered: boolean; sent: number }[]>(
      'select round, answered, sent from reminders where agreement_id = ? and round = ? and user_id = ? for update',
      [agreementId, round, userId],
    );
    return row;
  }

  async setSent(sql: Sql, agreementId: string, round: number, userId: string, sent: number): Promise<void> {
    await sql.execute('update reminders set sent = ? where agreement_id = ? and round = ? and user_id = ?', [
      sent,
      agreementId,
      round,
      userId,
    ]);
  }

  ofAgreement(sql: Sql, agreementId: string): Promise<{ round: number; user_id: string }[]> {
    return sql.execute<{ round: number; user_id: string }[]>(
      'select round, user_id from reminders where agreement_id = ?',
      [agreementId],
    );
  }

  async forget(sql: Sql, agreementId: string): Promise<void> {
    await sql.execute('delete from reminders where agreement_id = ?', [agreementId]);
  }
}
