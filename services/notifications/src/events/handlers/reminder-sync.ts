import type { AgreementActivityEvent } from '@avtalt/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config/notifications.config';
import type { Sql } from '../../persistence/database.repository';
import { MAX_REMINDERS_PER_ROUND, pendingAnswerers, roundParticipants } from '../../rules/notification.rules';
import { reminderJobId } from '../../timers/timer-job';
import type { Effects } from '../activity-transaction';
import { AgreementStateRepository } from '../agreement-state.repository';
import { RemindersRepository } from '../reminders.repository';

/** The reminder rows of a round kept in step with each event, and their timers. */
@Injectable()
export class ReminderSync {
  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly agreements: AgreementStateRepository,
    private readonly reminders: RemindersRepository,
  ) {}

  /** How long after the round start (or the last reminder) a reminder is due. */
  get delayMs(): number {
    return Math.round(this.config.REMINDER_AFTER_HOURS * 3_600_000);
  }

  /**
   * Reminder rows of the event's round: who answered (their pending reminders are removed), and a first
   * (or next) reminder for everyone with an account who has not — also someone who joined since. Every
   * event lists the round's current participants: the reminders of anyone no longer listed (removed by
   * the initiator) are deleted with their timers.
   */
  async sync(
    sql: Sql,
    fx: Effects,
    event: AgreementActivityEvent,
    actor: string | null,
    now: Date,
  ): Promise<void> {
    const id = event.agreementId;
    const answered = new Set(event.participants.filter((p) => p.userId && p.answered).map((p) => p.userId!));
    if (event.kind === 'answered' && actor) answered.add(actor);
    // Only a first answer can leave reminders waiting: a changed answer cancels nothing.
    for (const userId of await this.reminders.markAnswered(sql, id, event.round, [...answered]))
      fx.cancel.push(...reminderIds(id, event.round, userId));
    // The round's participants as the newest event handled so far tells them (events may come out of
    // order: an older one must not bring back someone the initiator removed since). Under the row lock
    // the dispatcher's `record` took.
    const { listed, store } = roundParticipants(await this.agreements.listing(sql, id), {
      round: event.round,
      at: new Date(event.occurredAt),
      users: event.participants.flatMap((p) => (p.userId ? [p.userId] : [])),
    });
    if (store) await this.agreements.storeListing(sql, id, store);
    for (const userId of await this.reminders.removeUnlisted(sql, id, event.round, listed))
      fx.cancel.push(...reminderIds(id, event.round, userId));
    const taking = new Set(listed);
    const waiting = pendingAnswerers(event.participants).filter((u) => !answered.has(u) && taking.has(u));
    for (const userId of waiting) {
      const row = await this.reminders.ensure(sql, id, event.round, userId);
      if (row.answered || row.sent >= MAX_REMINDERS_PER_ROUND) continue;
      // Already scheduled (by the round start or an earlier answer): the timer keeps its first due time.
      const number = row.sent + 1;
      fx.timers.push({
        id: reminderJobId(id, event.round, userId, number),
        job: { type: 'reminder', agreementId: id, userId, round: event.round, number },
        at: new Date(now.getTime() + this.delayMs),
      });
    }
  }

  /** Timer ids of every reminder the agreement may still have waiting. */
  async timersOf(sql: Sql, agreementId: string): Promise<string[]> {
    const rows = await this.reminders.ofAgreement(sql, agreementId);
    return rows.flatMap((r) => reminderIds(agreementId, r.round, r.user_id));
  }
}

function reminderIds(agreementId: string, round: number, userId: string): string[] {
  return Array.from({ length: MAX_REMINDERS_PER_ROUND }, (_, k) =>
    reminderJobId(agreementId, round, userId, k + 1),
  );
}
