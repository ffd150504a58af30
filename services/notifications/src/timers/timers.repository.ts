import { Injectable } from '@nestjs/common';
import { placeholders, type Sql } from '../persistence/database.repository';
import type { ScheduledTimer, TimerJob } from './timer-job';

interface TimerRow {
  id: string;
  kind: TimerJob['type'];
  agreement_id: string;
  user_id: string;
  round: number | null;
  number: number | null;
}

/**
 * `timers`: the work the service has due later and when. The delayed job of each timer fires it on
 * time; the row keeps the due time in the service's own data, where it can be listed and run.
 */
@Injectable()
export class TimersRepository {
  /** Adds the timers; one already there (the same id) keeps its due time. */
  async add(sql: Sql, timers: readonly ScheduledTimer[]): Promise<void> {
    for (const { id, job, at } of timers)
      await sql.execute(
        `insert into timers (id, kind, agreement_id, user_id, round, number, due_at) values (?, ?, ?, ?, ?, ?, ?)
         on conflict (id) do nothing`,
        [
          id,
          job.type,
          job.agreementId,
          job.userId,
          job.type === 'reminder' ? job.round : null,
          job.type === 'reminder' ? job.number : null,
          at,
        ],
      );
  }

  async remove(sql: Sql, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await sql.execute(`delete from timers where id in (${placeholders(ids)})`, [...ids]);
  }

  /** The timers due at `now`, earliest first. */
  async due(sql: Sql, now: Date): Promise<{ id: string; job: TimerJob }[]> {
    const rows = await sql.execute<TimerRow[]>(
      'select id, kind, agreement_id, user_id, round, number from timers where due_at <= ? order by due_at, id',
      [now],
    );
    return rows.map((row) => ({
      id: row.id,
      job:
        row.kind === 'digest'
          ? { type: 'digest', agreementId: row.agreement_id, userId: row.user_id }
          : {
              type: 'reminder',
              agreementId: row.agreement_id,
              userId: row.user_id,
              round: row.round!,
              number: row.number!,
            },
    }));
  }

  async forget(sql: Sql, agreementId: string): Promise<void> {
    await sql.execute('delete from timers where agreement_id = ?', [agreementId]);
  }
}
