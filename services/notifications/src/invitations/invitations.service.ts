import {
  type AccountLinkMailMessage,
  AgreementsRpc,
  ErrorCode,
  type InvitationsReply,
  NotificationMessages,
  type SendAccountMailMessage,
  sendInvitationsMessageSchema,
} from '@avtalt/contracts';
import { DomainError, rpcRequest } from '@avtalt/service-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { z } from 'zod';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';
import { confirmedAddress, Contacts } from '../events/contacts';
import type { MailParams } from '../mail/mail-content.rules';
import { sha256 } from '../mail/mail-hash';
import type { PreparedMail } from '../mail/mail-job';
import { MailOutbox } from '../mail/mail-outbox.service';
import { MailRepository } from '../mail/mail.repository';
import { Database } from '../persistence/database.repository';
import { PreferencesRepository } from '../preferences/preferences.repository';
import { normaliseEmail } from '../rules/notification.rules';
import { RecipientCap } from './recipient-cap';

/** The web app's page each account link opens (docs/password-reset-and-address-confirmation.md). */
const ACCOUNT_LINK_PATH: Record<AccountLinkMailMessage['kind'], string> = {
  'password-reset': 'tilbakestill-passord',
  'verify-email': 'bekreft-epost',
  'email-change': 'bekreft-epost',
  'email-change-notice': 'stopp-epostendring',
};

type SendInvitationsMessage = z.infer<typeof sendInvitationsMessageSchema>;

/** Invitations sent by participants, and the account mails identity asks for. */
@Injectable()
export class InvitationsService {
  private readonly logger = new Logger(InvitationsService.name);

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly db: Database,
    private readonly mails: MailRepository,
    private readonly prefs: PreferencesRepository,
    private readonly outbox: MailOutbox,
    private readonly contacts: Contacts,
    private readonly recipientCap: RecipientCap,
  ) {}

  /**
   * The share link to up to 20 addresses: only an account with a confirmed address may send (403 otherwise:
   * an Avtalt mail with a stranger's title must come from someone whose mailbox is known), and only a
   * participant (agreements is asked as the caller); each address once; addresses that unsubscribed from
   * invitations skipped; at most MAX_INVITATIONS_PER_AGREEMENT_PER_DAY per agreement per 24 hours, counted
   * under a transaction-scoped advisory lock on the agreement so parallel requests cannot pass the limit
   * together; at most MAX_INVITATIONS_PER_USER_PER_DAY per sender over all agreements (a second lock, always
   * taken after the agreement's, so two requests never wait for each other in a circle); and at most
   * MAX_INVITATIONS_PER_RECIPIENT_PER_DAY to one address from everyone (a Redis counter per address,
   * `recipient-cap.ts`, taken once the request is allowed and given back if it is not stored after all):
   * past that the address's invitation is withheld, logged and counted as if sent, so the sender cannot
   * learn that others invite it.
   */
  async send({ caller, agreementId, body }: SendInvitationsMessage): Promise<InvitationsReply> {
    const sender = (await this.contacts.of([caller.id])).get(caller.id);
    if (confirmedAddress(sender) === null)
      throw new DomainError(ErrorCode.Forbidden, NotificationMessages.invitationEmailNotConfirmed);
    const agreement = await rpcRequest(this.contacts.nats, AgreementsRpc.get, { caller, agreementId });
    // The initiator takes part from the start (before answering, the participants list may not name them yet).
    if (!agreement.isInitiator && !agreement.participants.some((p) => p.isYou))
      throw new DomainError(ErrorCode.NotParticipant, NotificationMessages.invitationNotParticipant);
    const addresses = [...new Set(body.emails.map(normaliseEmail))];
    const limit = this.config.MAX_INVITATIONS_PER_AGREEMENT_PER_DAY;
    let reply: InvitationsReply = { queued: 0, skipped: 0, remainingToday: limit };
    let withheld = 0;
    let reserved: string[] = [];
    try {
      await this.db.transaction(async (sql) => {
        await this.mails.lock(sql, `invitations:${agreementId}`);
        const suppressed = await this.prefs.suppressed(sql, addresses.map(sha256), 'invitation');
        const targets = addresses.filter((a) => !suppressed.has(sha256(a)));
        const used = await this.mails.invitationsOfAgreementToday(sql, agreementId);
        if (used + targets.length > limit)
          throw new DomainError(ErrorCode.RateLimited, NotificationMessages.invitationDailyLimit, {
            remainingToday: Math.max(0, limit - used),
          });
        await this.mails.lock(sql, `invitations-sender:${caller.id}`);
        const senderLimit = this.config.MAX_INVITATIONS_PER_USER_PER_DAY;
        const sent = await this.mails.invitationsOfSenderToday(sql, caller.id);
        if (sent + targets.length > senderLimit)
          throw new DomainError(ErrorCode.RateLimited, NotificationMessages.invitationSenderDailyLimit, {
            remainingToday: Math.max(0, Math.min(limit - used, senderLimit - sent)),
          });
        const allowed = await this.recipientCap.reserve(
          targets.map(sha256),
          this.config.MAX_INVITATIONS_PER_RECIPIENT_PER_DAY,
        );
        const send = targets.filter((_, i) => allowed[i]);
        const withhold = targets.filter((_, i) => !allowed[i]);
        reserved = send.map(sha256);
        const mails: PreparedMail[] = [];
        // The address may belong to nobody, so it has no language of its own: the inviter chose whom to invite
        // and knows what they read, so the mail is in the inviter's language.
        const language = sender!.language;
        const params: MailParams = {
          kind: 'invitation',
          inviter: caller.name.trim(),
          title: agreement.title,
          link: `${this.config.APP_ORIGIN}/avtale/${agreementId}`,
        };
        const refs = { agreementId, senderUserId: caller.id };
        for (const email of send)
          mails.push(await this.outbox.prepare(sql, { userId: null, email, language }, params, refs));
        for (const email of withhold)
          await this.outbox.withhold(sql, { userId: null, email, language }, params, refs);
        await this.outbox.enqueue(mails);
        withheld = withhold.length;
        // Withheld addresses count as queued: the sender must not learn that others invited them today.
        reply = {
          queued: targets.length,
          skipped: addresses.length - targets.length,
          remainingToday: Math.min(limit - used, senderLimit - sent) - targets.length,
        };
      });
    } catch (error) {
      // Not stored: the addresses' units go back, so a refused or failed request costs nobody an invitation.
      await this.recipientCap
        .giveBack(reserved)
        .catch((giveBackError: unknown) =>
          this.logger.warn(
            `invitation cap not given back: ${giveBackError instanceof Error ? giveBackError.message : String(giveBackError)}`,
          ),
        );
      throw error;
    }
    this.logger.log(
      `invitations for agreement ${agreementId}: ${reply.queued - withheld} queued, ${withheld} withheld (recipient cap), ${reply.skipped} skipped`,
    );
    return reply;
  }

  /**
   * A password-reset, address-confirmation or address-change link (the token in the fragment, so it never
   * reaches a server log), or the notice that the address was changed (no link). Identity has picked the
   * address (the confirmed one, or the one a link confirms; the old one for `email-changed`) and sends the
   * account's language (bokmål from a sender of the release before, which does not).
   */
  async accountMail(message: SendAccountMailMessage): Promise<{ queued: true }> {
    const params = this.accountMailParams(message);
    await this.db.transaction(async (sql) => {
      const mail = await this.outbox.prepare(
        sql,
        { userId: message.userId, email: message.email, language: message.language },
        params,
      );
      await this.outbox.enqueue([mail]);
    });
    this.logger.log(`${message.kind} mail queued for user ${message.userId}`);
    return { queued: true };
  }

  private accountMailParams(message: SendAccountMailMessage): MailParams {
    const { firstName } = message;
    if (message.kind === 'email-changed')
      return {
        kind: message.kind,
        firstName,
        newEmailMasked: message.newEmailMasked,
        changedAt: message.changedAt,
        supportEmail: this.config.SUPPORT_EMAIL,
      };
    if (message.kind === 'account-deleted')
      return {
        kind: message.kind,
        firstName,
        link: `${this.config.APP_ORIGIN}/personvern`,
        kept: message.kept,
      };
    if (message.kind === 'data-export')
      return {
        kind: message.kind,
        firstName,
        link: `${this.config.APP_ORIGIN}/profile#dataene-dine`,
        expiresAt: message.expiresAt,
      };
    const link = `${this.config.APP_ORIGIN}/${ACCOUNT_LINK_PATH[message.kind]}#${message.token}`;
    return message.kind === 'email-change-notice'
      ? { kind: message.kind, firstName, link, newEmailMasked: message.newEmailMasked ?? '' }
      : { kind: message.kind, firstName, link };
  }
}
