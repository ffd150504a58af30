import { SweepingService } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';
import { AgreementStateRepository } from '../events/agreement-state.repository';
import { MailRepository } from '../mail/mail.repository';
import { Database } from '../persistence/database.repository';

/** A deleted agreement's state is kept past JetStream's seven days, so no late event of it finds no row. */
export const DELETED_STATE_KEPT_MS = 14 * 24 * 3600 * 1000;

/** `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

/**
 * Notifications' retention (docs/data-rights.md «Retention»): every RETENTION_SWEEP_SECONDS each process
 * deletes the mail log's mails and unsubscribe links older than MAIL_LOG_MONTHS and the states of agreements
 * deleted a fortnight ago. Idempotent, so two processes may sweep at once; the log carries counts only.
 */
@Injectable()
export class NotificationsRetention extends SweepingService {
  constructor(
    private readonly db: Database,
    private readonly mails: MailRepository,
    private readonly states: AgreementStateRepository,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {
    super(new Logger(NotificationsRetention.name), {
      everyMs: config.RETENTION_SWEEP_SECONDS * 1000,
      firstAfterMs: Math.min(30_000, config.RETENTION_SWEEP_SECONDS * 1000),
      what: 'retention sweep',
    });
  }

  async sweep(now = new Date()): Promise<Record<string, number>> {
    const sql = this.db.sql();
    const counts = {
      ...(await this.mails.deleteOlderThan(sql, monthsBefore(now, this.config.MAIL_LOG_MONTHS))),
      agreement_states: await this.states.deleteDeletedBefore(
        sql,
        new Date(now.getTime() - DELETED_STATE_KEPT_MS),
      ),
    };
    const deleted = Object.entries(counts).filter(([, n]) => n > 0);
    if (deleted.length > 0)
      this.logger.log(`retention: ${deleted.map(([table, n]) => `${n} ${table}`).join(', ')} deleted`);
    return counts;
  }
}
