import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config/notifications.config';
import { RecipientCap } from '../../invitations/recipient-cap';
import type { MailParams } from '../../mail/mail-content.rules';
import { sha256 } from '../../mail/mail-hash';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { MailRepository } from '../../mail/mail.repository';
import { PreferencesRepository } from '../../preferences/preferences.repository';
import type { ActivityContext, ActivityHandler } from './activity-context';

/**
 * 'observer-invited' (docs/observers.md) and 'guardian-invited' (docs/guardians.md): the link to accept, to
 * the address the party gave. An address that unsubscribed from invitations gets nothing (these are
 * invitations too). The address is in the event because the invited person may have no account; it is
 * never logged. Invitations of
 * either kind to one address from everyone share the daily cap (MAX_INVITATIONS_PER_RECIPIENT_PER_DAY): past it
 * the mail is withheld and logged, so agreements made for the purpose cannot flood a mailbox.
 */
@Injectable()
export class InviteeInvitedHandler implements ActivityHandler {
  /**
   * The invited address may belong to nobody, so there is no language of its own to write in: the party who
   * invited chose whom to invite and knows what they read, so their language is the best guess (bokmål when
   * identity does not know them).
   */
  readonly inActorsLanguage = true;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly prefs: PreferencesRepository,
    private readonly outbox: MailOutbox,
    private readonly recipientCap: RecipientCap,
    private readonly mails: MailRepository,
  ) {}

  async handle(ctx: ActivityContext): Promise<void> {
    const invitee = ctx.event.invitee;
    if (!invitee) return;
    const email = invitee.email.trim().toLowerCase();
    const suppressed = await this.prefs.suppressed(ctx.sql, [sha256(email)], 'invitation');
    if (suppressed.size > 0) return;
    const params: MailParams = {
      kind: ctx.event.kind === 'guardian-invited' ? 'guardian-invitation' : 'observer-invitation',
      inviter: invitee.invitedBy.trim(),
      title: ctx.event.title,
      link: ctx.link,
    };
    const refs = { agreementId: ctx.event.agreementId, senderUserId: ctx.actor };
    const to = { userId: null, email, language: ctx.actorLanguage ?? 'nb' } as const;
    // One sender's invitations of these kinds per day, counted under a lock on the sender (parallel events
    // of one sender cannot pass it together); past it, or past the address's cap, withheld and logged.
    if (ctx.actor) await this.mails.lock(ctx.sql, `invitee-sender:${ctx.actor}`);
    const sent = ctx.actor ? await this.mails.inviteeMailsOfSenderToday(ctx.sql, ctx.actor) : Infinity;
    if (sent >= this.config.MAX_INVITATIONS_PER_USER_PER_DAY)
      return this.outbox.withhold(ctx.sql, to, params, refs);
    const [allowed] = await this.recipientCap.reserve(
      [sha256(email)],
      this.config.MAX_INVITATIONS_PER_RECIPIENT_PER_DAY,
    );
    if (!allowed) return this.outbox.withhold(ctx.sql, to, params, refs);
    ctx.fx.mails.push(
      await this.outbox.prepare(ctx.sql, to, params, {
        ...refs,
        eventId: ctx.event.eventId,
      }),
    );
  }
}
