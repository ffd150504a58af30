import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { type ActivityContext, type ActivityHandler, mailEachTarget } from './activity-context';
import { ReminderSync } from './reminder-sync';

/**
 * 'completed' and 'disagreement-declared', the two ways an agreement closes: a mail to each participant
 * (link to the result or the comparison), and no reminder is due any more.
 */
@Injectable()
export class RoundClosedHandler implements ActivityHandler {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly reminders: ReminderSync,
  ) {}

  async handle(ctx: ActivityContext): Promise<void> {
    const { event, link } = ctx;
    await mailEachTarget(this.outbox, ctx, (firstName) =>
      event.kind === 'completed'
        ? { kind: 'completed', firstName, title: event.title, link }
        : {
            kind: 'disagreement-declared',
            firstName,
            title: event.title,
            link,
            actor: ctx.actorName || null,
          },
    );
    ctx.fx.cancel.push(...(await this.reminders.timersOf(ctx.sql, event.agreementId)));
  }
}
