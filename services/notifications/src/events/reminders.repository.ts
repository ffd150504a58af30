import { Injectable } from '@nestjs/common';
import { placeholders, type Sql } from '../persistence/database.repository';

/** `reminders`: per agreement, round and person, whether they answered and how many reminders were given. */
@Injectable()
export class RemindersRepository {
  async markAnswered(sql: Sql, agreementId: string, round: number, userId: string): Promise<void> {
    await sql.execute(
      `insert into reminders (agreement_id, round, user_id, answered) values (?, ?, ?, true)
       on conflict (agreement_id, round, user_id) do update set answered = true`,
      [agreementId, round, userId],
    );
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
    const [row] = await sql.execute<{ sent: number; answered: boolean }[]>(
      `insert into reminders (agreement_id, round, user_id) values (?, ?, ?)
       on conflict (agreement_id, round, user_id) do update set round = excluded.round returning sent, answered`,
      [agreementId, round, userId],
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
