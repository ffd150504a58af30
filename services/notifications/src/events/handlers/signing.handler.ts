import type { AgreementActivityEvent } from '@avtalt/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config/notifications.config';
import type { MailParams } from '../../mail/mail-content.rules';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { auditReceipt, receiptAttachment, receiptMails } from '../../rules/audit-receipt.rules';
import {
  activityLink,
  activityRecipients,
  actorUserId,
  signingRecipients,
} from '../../rules/notification.rules';
import { ActivityTransaction } from '../activity-transaction';
import { AgreementStateRepository } from '../agreement-state.repository';
import { confirmedAddress, Contacts } from '../contacts';
import { recipient } from './activity-context';

/**
 * Signing: `signature-added` → the parties who have not signed yet ("Kari Nordmann har signert …");
 * `signatures-voided` → every party but the one who voided. Who has signed is kept from these events
 * (`agreement_signers`, cleared by a void). These mails cannot be turned off. The sealed PDF goes out on
 * `document.sealed`. A `signature-added` or `signed` event with `auditHashes` also gives every party
 * with a confirmed address the trail's head and the receipt (`receiptMails`): in the 'har signert' mail
 * to those who have not signed, in an `audit-receipt` mail to the others.
 */
@Injectable()
export class SigningHandler {
  private readonly logger = new Logger(SigningHandler.name);

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly tx: ActivityTransaction,
    private readonly agreements: AgreementStateRepository,
    private readonly outbox: MailOutbox,
    private readonly contacts: Contacts,
  ) {}

  async handle(event: AgreementActivityEvent): Promise<void> {
    const actor = actorUserId(event);
    const actorName =
      event.participants.find((p) => p.participantId === event.actorParticipantId)?.name ?? null;
    const receipt = event.kind === 'signatures-voided' ? null : auditReceipt(event);
    const parties = event.participants.flatMap((p) => (p.userId ? [p.userId] : []));
    const contacts = await this.contacts.confirmed(receipt ? parties : activityRecipients(event));
    const link = activityLink(this.config.APP_ORIGIN, event.kind, event.agreementId);
    const effects = await this.tx.run(async (sql, fx) => {
      if (!(await this.agreements.firstTime(sql, event.eventId))) return;
      if ((await this.agreements.record(sql, event, false)) === 'deleted') return;
      const id = event.agreementId;
      if (event.kind === 'signature-added' && actor)
        await this.agreements.addSigner(sql, id, actor, event.occurredAt);
      if (event.kind === 'signatures-voided') await this.agreements.voidSigners(sql, id, event.occurredAt);
      const signed = await this.agreements.signers(sql, id);
      const refs = { agreementId: id, eventId: event.eventId };
      const receipts = receipt
        ? receiptMails(event, signed, (userId) => confirmedAddress(contacts.get(userId)) !== null)
        : [];
      const file = receipt ? receiptAttachment(receipt) : undefined;
      const inSignatureMail = new Set(
        receipts.filter((r) => r.mail === 'signature-added').map((r) => r.userId),
      );
      for (const userId of signingRecipients(event, signed)) {
        const contact = contacts.get(userId);
        if (!contact) continue;
        const params: MailParams =
          event.kind === 'signature-added'
            ? {
                kind: 'signature-added',
                firstName: contact.firstName,
                title: event.title,
                link,
                signer: actorName ?? '',
                ...(file && inSignatureMail.has(userId) ? { receipt: file } : {}),
              }
            : {
                kind: 'signatures-voided',
                firstName: contact.firstName,
                title: event.title,
                link,
                actor: actorName,
              };
        fx.mails.push(await this.outbox.prepare(sql, recipient(userId, contacts), params, refs));
      }
      for (const { userId, mail } of receipts) {
        const contact = contacts.get(userId);
        if (mail !== 'audit-receipt' || !contact || !file) continue;
        const occasion =
          event.kind === 'signed' ? 'all-signed' : userId === actor ? 'you-signed' : 'other-signed';
        fx.mails.push(
          await this.outbox.prepare(
            sql,
            recipient(userId, contacts),
            {
              kind: 'audit-receipt',
              occasion,
              firstName: contact.firstName,
              title: event.title,
              link,
              signer: actorName ?? '',
              receipt: file,
            },
            refs,
          ),
        );
      }
    });
    this.logger.log(
      `${event.kind} event ${event.eventId} of agreement ${event.agreementId}: ${effects.mails.length} mails`,
    );
  }
}
