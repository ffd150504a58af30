import { labelIn } from '@avtalt/logic';
import { Injectable } from '@nestjs/common';
import { joinNames } from '../../rules/notification.rules';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { type ActivityContext, type ActivityHandler, mailEachTarget } from './activity-context';

/**
 * 'payment-due' (docs/obligations.md): a payment of a signed agreement falls due within a week and nobody has
 * recorded it; its payers (of the recipients: a confirmed address, the kind not turned off) are reminded.
 */
@Injectable()
export class PaymentDueHandler implements ActivityHandler {
  constructor(private readonly outbox: MailOutbox) {}

  async handle(ctx: ActivityContext): Promise<void> {
    const { event, link } = ctx;
    const payment = event.payment;
    if (!payment?.payers) return;
    const userOf = new Map(event.participants.map((p) => [p.participantId, p]));
    const payers = new Set(payment.payers.flatMap((id) => userOf.get(id)?.userId ?? []));
    const payees = (payment.payees ?? []).flatMap((id) => userOf.get(id)?.name ?? []);
    await mailEachTarget(
      this.outbox,
      { ...ctx, targets: ctx.targets.filter((userId) => payers.has(userId)) },
      (firstName, language) => ({
        kind: 'payment-due',
        firstName,
        title: event.title,
        link,
        payees: joinNames(payees, language),
        label: labelIn(payment, language),
        dueDate: payment.dueDate,
        amount: payment.amount,
      }),
    );
  }
}
