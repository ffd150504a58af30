import type { AgreementDeletedEvent } from '@avtalt/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { MailRepository } from '../../mail/mail.repository';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { digestJobId } from '../../timers/timer-job';
import { TimersRepository } from '../../timers/timers.repository';
import { ActivityTransaction } from '../activity-transaction';
import { AgreementStateRepository } from '../agreement-state.repository';
import { AnswerDigestRepository } from '../answer-digest.repository';
import { RemindersRepository } from '../reminders.repository';
import { ReminderSync } from './reminder-sync';

/**
 * `agreement.deleted`: the agreement is forgotten. Its state stays as `deleted` (so a late event brings
 * nothing back), its windows, reminders, timers and signers go, its queued mails end `failed`, and the
 * log keeps ids, kinds, states and masked addresses but not the subjects (they name the agreement).
 */
@Injectable()
export class DeletedHandler {
  private readonly logger = new Logger(DeletedHandler.name);

  constructor(
    private readonly tx: ActivityTransaction,
    private readonly agreements: AgreementStateRepository,
    private readonly digests: AnswerDigestRepository,
    private readonly reminders: RemindersRepository,
    private readonly reminderSync: ReminderSync,
    private readonly timers: TimersRepository,
    private readonly mails: MailRepository,
    private readonly outbox: MailOutbox,
  ) {}

  async handle(event: AgreementDeletedEvent): Promise<void> {
    let cancelled = 0;
    await this.tx.run(async (sql, fx) => {
      if (!(await this.agreements.firstTime(sql, event.eventId))) return;
      const id = event.agreementId;
      await this.agreements.markDeleted(sql, id);
      fx.cancel.push(...(await this.reminderSync.timersOf(sql, id)));
      for (const d of await this.digests.windowsOf(sql, id))
        if (d.window_ends_at) fx.cancel.push(digestJobId(id, d.user_id, new Date(d.window_ends_at)));
      await this.digests.forget(sql, id);
      await this.reminders.forget(sql, id);
      await this.timers.forget(sql, id);
      await this.agreements.forgetSigners(sql, id);
      const waiting = await this.mails.failQueuedOfAgreement(sql, id);
      cancelled = waiting.length;
      await this.outbox.remove(waiting);
      await this.mails.blankSubjectsOfAgreement(sql, id);
    });
    this.logger.log(`agreement ${event.agreementId} deleted: ${cancelled} queued mails cancelled`);
  }
}
