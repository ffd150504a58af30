import type { DocumentSealedEvent } from '@avtalt/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config/notifications.config';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { ActivityTransaction } from '../activity-transaction';
import { AgreementStateRepository } from '../agreement-state.repository';
import { Contacts } from '../contacts';
import { recipient } from './activity-context';

/**
 * `document.sealed`: every party in `userIds` with a confirmed address gets the sealed PDF, attached
 * when the mail is sent (fetched from documents then), with its SHA-256 and the link to `/verifiser`.
 */
@Injectable()
export class SealedHandler {
  private readonly logger = new Logger(SealedHandler.name);

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly tx: ActivityTransaction,
    private readonly agreements: AgreementStateRepository,
    private readonly outbox: MailOutbox,
    private readonly contacts: Contacts,
  ) {}

  async handle(event: DocumentSealedEvent): Promise<void> {
    const contacts = await this.contacts.confirmed(event.userIds);
    const effects = await this.tx.run(async (sql, fx) => {
      if (!(await this.agreements.firstTime(sql, event.eventId))) return;
      if ((await this.agreements.statusOf(sql, event.agreementId)) === 'deleted') return;
      const link = `${this.config.APP_ORIGIN}/avtale/${event.agreementId}/ferdig`;
      for (const userId of new Set(event.userIds)) {
        const contact = contacts.get(userId);
        if (!contact) continue;
        fx.mails.push(
          await this.outbox.prepare(
            sql,
            recipient(userId, contacts),
            {
              kind: 'signed-document',
              firstName: contact.firstName,
              title: event.title,
              link,
              pdfSha256: event.pdfSha256,
              verifyUrl: `${this.config.APP_ORIGIN}/verifiser`,
            },
            {
              agreementId: event.agreementId,
              eventId: event.eventId,
              sealedPdf: { agreementId: event.agreementId, sha256: event.pdfSha256 },
            },
          ),
        );
      }
    });
    this.logger.log(
      `document.sealed event ${event.eventId} of agreement ${event.agreementId}: ${effects.mails.length} mails`,
    );
  }
}
