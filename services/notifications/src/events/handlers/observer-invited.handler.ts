import { Injectable } from '@nestjs/common';
import { sha256 } from '../../mail/mail-hash';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { PreferencesRepository } from '../../preferences/preferences.repository';
import type { ActivityContext, ActivityHandler } from './activity-context';

/**
 * 'observer-invited' (docs/observers.md): the link to accept, to the address the party gave. An
 * address that unsubscribed from invitations gets nothing (an observer's invitation is one too). The
 * address is in the event because the observer may have no account; it is never logged.
 */
@Injectable()
export class ObserverInvitedHandler implements ActivityHandler {
  constructor(
    private readonly prefs: PreferencesRepository,
    private readonly outbox: MailOutbox,
  ) {}

  async handle(ctx: ActivityContext): Promise<void> {
    const observer = ctx.event.observer;
    if (!observer) return;
    const email = observer.email.trim().toLowerCase();
    const suppressed = await this.prefs.suppressed(ctx.sql, [sha256(email)], 'invitation');
    if (suppressed.size > 0) return;
    ctx.fx.mails.push(
      await this.outbox.prepare(
        ctx.sql,
        { userId: null, email },
        {
          kind: 'observer-invitation',
          inviter: observer.invitedBy.trim() || 'En part i avtalen',
          title: ctx.event.title,
          link: ctx.link,
        },
        { agreementId: ctx.event.agreementId, eventId: ctx.event.eventId },
      ),
    );
  }
}
