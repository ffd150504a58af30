import { Inject, Injectable, Logger } from '@nestjs/common';
import { ActivityTransaction } from '../events/activity-transaction';
import { AgreementStateRepository } from '../events/agreement-state.repository';
import { Contacts } from '../events/contacts';
import { AnsweredHandler } from '../events/handlers/answered.handler';
import { ReminderHandler } from '../events/handlers/reminder.handler';
import { Database } from '../persistence/database.repository';
import { CLOCK, type Clock } from '../time/clock';
import type { TimerJob } from './timer-job';
import { TimersRepository } from './timers.repository';

/**
 * Fires timers: an 'answered' window's end or a reminder, checked against the stored state when it runs
 * (so firing one twice, or one that was cancelled, changes nothing). Its delayed job fires it on time
 * (ActivityService's worker);
 * {@link runDue} fires every timer whose stored due time has come by the clock.
 */
@Injectable()
export class TimersService {
  private readonly logger = new Logger(TimersService.name);

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly db: Database,
    private readonly tx: ActivityTransaction,
    private readonly timers: TimersRepository,
    private readonly agreements: AgreementStateRepository,
    private readonly contacts: Contacts,
    private readonly answered: AnsweredHandler,
    private readonly reminders: ReminderHandler,
  ) {}

  async fire(id: string, data: TimerJob): Promise<string> {
    // Undefined also for an address not confirmed (yet): that person gets no mail from this timer.
    const contact = (await this.contacts.confirmed([data.userId])).get(data.userId);
    let outcome = 'nothing';
    await this.tx.run(async (sql, fx) => {
      // The agreement's row first, as every event handler locks it first: no two transactions wait for
      // each other's rows in a circle.
      const agreement = await this.agreements.lock(sql, data.agreementId);
      await this.timers.remove(sql, [id]);
      const now = this.clock.now();
      if (!agreement || agreement.status === 'deleted') return;
      if (data.type === 'digest')
        outcome = await this.answered.flush(sql, fx, data, agreement.title, contact, now);
      else outcome = await this.reminders.fire(sql, fx, data, agreement, contact, now);
    });
    this.logger.log(`timer ${data.type} of agreement ${data.agreementId}: ${outcome}`);
    return outcome;
  }

  /** Fires every timer due by the clock now, earliest first; returns what each did. */
  async runDue(): Promise<string[]> {
    const due = await this.timers.due(this.db.sql(), this.clock.now());
    const outcomes: string[] = [];
    for (const timer of due) outcomes.push(await this.fire(timer.id, timer.job));
    return outcomes;
  }
}
