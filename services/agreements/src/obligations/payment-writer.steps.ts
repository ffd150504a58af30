import type { Caller, PaymentStep } from '@avtalt/contracts';
import { paymentLabel } from '@avtalt/logic';
import { randomUUID } from 'node:crypto';
import { norwegianDate } from '../agreements/party-details.rules';
import type { AuditKey } from '../signing/audit-keys';
import { type WriterRepositories, writeEvents } from '../agreements/agreement-writer.steps';
import { sceneOf } from '../agreements/agreement-events.rules';
import type { Sql } from '@avtalt/service-kit';
import { paymentLabelWordings, paymentsToRemind, paymentTarget } from './obligations.rules';

/* The writer's transactions for the payment schedule (docs/obligations.md), called by agreement.writer.ts only. */

/**
 * The transaction of a payment recorded ({@link AgreementWriter.followUp}) (docs/obligations.md), under the agreement's row
 * lock: checks that the caller may record `step` of the payment (paymentTarget), stores it, and appends
 * `payment-marked` or `payment-confirmed` to the trail, with the activity the other side is told by.
 */
export async function paymentUnderLock(
  repos: WriterRepositories,
  tx: Sql,
  at: { agreementId: string; key: AuditKey; now: Date },
  request: { caller: Caller; itemId: string; step: PaymentStep },
): Promise<void> {
  await repos.agreements.lock(tx, at.agreementId);
  const s = await repos.agreements.load(tx, at.agreementId);
  const { payment, actor } = paymentTarget(
    s,
    await repos.payments.payments(tx, at.agreementId),
    request,
    norwegianDate(at.now),
  );
  await repos.payments.record(tx, at.agreementId, payment.id, request.step, actor.id, at.now);
  await writeEvents(repos, at.key, tx, at.agreementId, [
    {
      id: randomUUID(),
      kind: 'payment-recorded',
      scene: sceneOf(s, at.now),
      actor: { participantId: actor.id, name: actor.userName },
      step: request.step,
      itemId: payment.id,
      label: paymentLabel(payment),
      ...paymentLabelWordings(s.agreement, payment),
      dueDate: payment.dueDate,
      amountOre: payment.amountOre,
    },
  ]);
}

/**
 * The transaction of the payment reminders ({@link AgreementWriter.followUp}) (docs/obligations.md), under the agreement's row
 * lock: the payments due within a week that nobody recorded and nobody was reminded of are marked reminded,
 * and a `payment-due` event for each goes to the outbox (the notifications service mails the payers). Under
 * the lock, so that two processes sweeping at once remind once. Returns how many.
 */
export async function remindUnderLock(
  repos: WriterRepositories,
  tx: Sql,
  at: { agreementId: string; key: AuditKey; now: Date },
  today: string,
): Promise<number> {
  await repos.agreements.lock(tx, at.agreementId);
  const s = await repos.agreements.load(tx, at.agreementId);
  const due = paymentsToRemind(s, await repos.payments.payments(tx, at.agreementId), today);
  if (due.length === 0) return 0;
  await repos.payments.reminded(
    tx,
    at.agreementId,
    due.map((p) => p.id),
    at.now,
  );
  const scene = sceneOf(s, at.now);
  await writeEvents(
    repos,
    at.key,
    tx,
    at.agreementId,
    due.map((p) => ({
      id: randomUUID(),
      kind: 'payment-due' as const,
      scene,
      itemId: p.id,
      label: paymentLabel(p),
      ...paymentLabelWordings(s.agreement, p),
      dueDate: p.dueDate,
      amountOre: p.amountOre,
      payerIds: p.payerIds,
      payeeIds: p.payeeIds,
    })),
  );
  return due.length;
}
