import { labelIn } from '@avtalt/logic';
import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { type ActivityContext, type ActivityHandler, mailEachTarget } from './activity-context';

/**
 * 'payment-recorded' (docs/obligations.md): the other parties are mailed that a payment was marked paid
 * (the payee is asked to confirm it) or confirmed received, with a link to the schedule.
 */
@Injectable()
export class PaymentRecordedHandler implements ActivityHandler {
  constructor(private readonly outbox: MailOutbox) {}

  async handle(ctx: ActivityContext): Promise<void> {
    const { event, link, actorName } = ctx;
    const payment = event.payment;
    if (!payment?.step) return;
    const { step, dueDate, amount } = payment;
    await mailEachTarget(this.outbox, ctx, (firstName, language) => ({
      kind: 'payment',
      firstName,
      title: event.title,
      link,
      actor: actorName,
      step,
      label: labelIn(payment, language),
      dueDate,
      amount,
    }));
  }
}
