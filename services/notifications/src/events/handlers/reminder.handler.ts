import type { Contact } from '@avtalt/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config/notifications.config';
import { MailOutbox } from '../../mail/mail-outbox.service';
import type { Sql } from '../../persistence/database.repository';
import { PreferencesRepository } from '../../preferences/preferences.repository';
import { activityLink, decideReminder, MAX_REMINDERS_PER_ROUND } from '../../rules/notification.rules';
import { reminderJobId } from '../../timers/timer-job';
import type { Effects } from '../activity-transaction';
import type { AgreementStatus } from '../agreement-state.repository';
import { RemindersRepository } from '../reminders.repository';
import { ReminderSync } from './reminder-sync';

/**
 * A reminder's timer: checked against the stored round when it fires (only for the current round of an
 * open agreement, to someone who has not answered, in order, at most twice), then the mail and the next
 * reminder's timer.
 */
@Injectable()
export class ReminderHandler {
  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly reminders: RemindersRepository,
    private readonly prefs: PreferencesRepository,
    private readonly outbox: MailOutbox,
    private readonly sync: ReminderSync,
  ) {}

  async fire(
    sql: Sql,
    fx: Effects,
    data: { agreementId: string; userId: string; round: number; number: number },
    agreement: { round: number; status: AgreementStatus; title: string },
    contact: Contact | undefined,
    now: Date,
  ): Promise<string> {
    const { agreementId: id, userId, round, number } = data;
    const row = await this.reminders.lock(sql, id, round, userId);
    const decision = decideReminder({ agreement, reminder: row ?? null }, round, number);
    if (!decision.send) return decision.reason;
    if ((await this.prefs.disabled(sql, [userId], 'reminder')).has(userId)) {
      await this.reminders.setSent(sql, id, round, userId, MAX_REMINDERS_PER_ROUND);
      return 'turned off';
    }
    await this.reminders.setSent(sql, id, round, userId, number);
    // Not confirmed: this reminder counts as given without a mail, and the next one is still due, so a
    // person who confirms in between gets it.
    if (contact)
      fx.mails.push(
        await this.outbox.prepare(
          sql,
          { userId, email: contact.email, language: contact.language },
          {
            kind: 'reminder',
            firstName: contact.firstName,
            title: agreement.title,
            link: activityLink(this.config.APP_ORIGIN, 'round-started', id),
            round,
            number,
          },
          { agreementId: id },
        ),
      );
    if (decision.scheduleNext)
      fx.timers.push({
        id: reminderJobId(id, round, userId, number + 1),
        job: { type: 'reminder', agreementId: id, userId, round, number: number + 1 },
        at: new Date(now.getTime() + this.sync.delayMs),
      });
    return contact ? `reminder ${number} sent` : `reminder ${number} not sent: address not confirmed`;
  }
}
