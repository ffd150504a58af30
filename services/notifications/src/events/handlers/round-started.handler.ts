import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { type ActivityContext, type ActivityHandler, mailEachTarget } from './activity-context';
import { ReminderSync } from './reminder-sync';

/** 'round-started': a mail to each participant (link to the questions) and the round's reminders. */
@Injectable()
export class RoundStartedHandler implements ActivityHandler {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly reminders: ReminderSync,
  ) {}

  async handle(ctx: ActivityContext): Promise<void> {
    const { event, link } = ctx;
    await mailEachTarget(this.outbox, ctx, (firstName) => ({
      kind: 'round-started',
      firstName,
      title: event.title,
      link,
      round: event.round,
      ...(event.amendment ? { amendment: event.amendment } : {}),
    }));
    await this.reminders.sync(ctx.sql, ctx.fx, event, ctx.actor, ctx.now);
  }
}
