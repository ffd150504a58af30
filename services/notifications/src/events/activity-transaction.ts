import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { PreparedMail } from '../mail/mail-job';
import { Database, type Sql } from '../persistence/database.repository';
import type { ScheduledTimer } from '../timers/timer-job';
import { TimerQueue } from '../timers/timer-queue';

/** What a handler does on the queues once its SQL is written: applied before the commit. */
export interface Effects {
  mails: PreparedMail[];
  timers: ScheduledTimer[];
  cancel: string[];
}

/**
 * The transaction every event handler and timer runs in. Its queue effects are applied before the
 * commit, so a crash never leaves a committed mail without its job; a job whose row never commits finds
 * none and ends.
 */
@Injectable()
export class ActivityTransaction {
  constructor(
    private readonly db: Database,
    private readonly timers: TimerQueue,
    private readonly outbox: MailOutbox,
  ) {}

  async run(work: (sql: Sql, effects: Effects) => Promise<void>): Promise<Effects> {
    const effects: Effects = { mails: [], timers: [], cancel: [] };
    await this.db.transaction(async (sql) => {
      await work(sql, effects);
      await this.timers.cancel(sql, effects.cancel);
      await this.timers.schedule(sql, effects.timers);
      await this.outbox.enqueue(effects.mails);
    });
    return effects;
  }
}
