import {
  ErrorCode,
  maskEmail,
  Messages,
  NotificationMessages,
  type SendSigningCodeMessage,
  SigningMessages,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';
import { confirmedAddress, Contacts } from '../events/contacts';
import { MailOutbox } from '../mail/mail-outbox.service';
import { MailRepository } from '../mail/mail.repository';
import { Database } from '../persistence/database.repository';

/**
 * `sendSigningCode` (from agreements): mails a signer the one-time code at once. The code is
 * only in the mail (the Redis send job, removed once sent): never logged, never in the mail log's
 * subject or any table. The address comes from identity, and only a confirmed one gets a code: 409
 * `EMAIL_NOT_CONFIRMED` otherwise. Agreements limits the codes per agreement; here one account
 * gets at most MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR over all its agreements (429 past it, counted from
 * the mail log under an advisory lock on the account), so many agreements cannot flood one mailbox.
 */
@Injectable()
export class SigningCodeService {
  private readonly logger = new Logger(SigningCodeService.name);

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly db: Database,
    private readonly mails: MailRepository,
    private readonly outbox: MailOutbox,
    private readonly contacts: Contacts,
  ) {}

  async send(message: SendSigningCodeMessage): Promise<{ queued: true; maskedEmail: string }> {
    const contact = (await this.contacts.of([message.userId])).get(message.userId);
    if (!contact) throw new DomainError(ErrorCode.NotFound, Messages.notFound);
    // The code proves control of the account's confirmed mailbox, so an unconfirmed address gets none.
    const email = confirmedAddress(contact);
    if (email === null) throw new DomainError(ErrorCode.EmailNotConfirmed, SigningMessages.emailNotConfirmed);
    await this.db.transaction(async (sql) => {
      await this.mails.lock(sql, `signing-codes:${message.userId}`);
      const sentLastHour = await this.mails.signingCodesOfLastHour(sql, message.userId);
      if (sentLastHour >= this.config.MAX_SIGNING_CODES_PER_RECIPIENT_PER_HOUR)
        throw new DomainError(ErrorCode.RateLimited, NotificationMessages.signingCodeRecipientLimit);
      const mail = await this.outbox.prepare(
        sql,
        { userId: message.userId, email, language: contact.language },
        {
          kind: 'signing-code',
          firstName: contact.firstName,
          title: message.agreementTitle,
          link: `${this.config.APP_ORIGIN}/avtale/${message.agreementId}/ferdig`,
          code: message.code,
          expiresAt: message.expiresAt,
        },
        { agreementId: message.agreementId },
      );
      await this.outbox.enqueue([mail]);
    });
    this.logger.log(`signing code mail queued for user ${message.userId}, agreement ${message.agreementId}`);
    return { queued: true, maskedEmail: maskEmail(email) };
  }
}
