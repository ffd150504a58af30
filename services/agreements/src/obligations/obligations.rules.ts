import { isEnded } from '../amendments/ending.rules';
import {
  type Caller,
  ErrorCode,
  ObligationMessages,
  type ObligationsView,
  type PaymentState,
  type PaymentStep,
  type ScheduledPaymentDto,
} from '@avtalt/contracts';
import { obligationSchedule, paymentLabel, type ScheduledPayment } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import type { PaymentLabels } from '../agreements/agreement-events';
import { type AgreementSnapshot, observerOf, type ParticipantRow } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { agreedAnswers } from '../rounds/round-status.rules';
import { participantsIn } from '../rounds/round-snapshot';

/**
 * The payment schedule of a signed agreement and what the parties recorded of it (docs/obligations.md):
 * the topic's obligation rules applied to the agreed answers (@avtalt/logic), each payment with the marks
 * «Betalt» (by a payer) and «Mottatt» (by a payee). Pure.
 */

/** What is stored of one payment: who marked it paid and who confirmed it received, and when. */
export interface PaymentRow {
  itemId: string;
  paidAt: Date | null;
  paidBy: string | null;
  receivedAt: Date | null;
  receivedBy: string | null;
  /** When its payers were reminded that it falls due (null: not yet). */
  remindedAt: Date | null;
}

/** A payment is `due` from this many days before its date (and the payer is reminded then). */
export const DUE_SOON_DAYS = 7;

/** The agreement's parties: the participants of its last round. */
export function partiesOf(s: AgreementSnapshot): ParticipantRow[] {
  const byId = new Map(s.participants.map((p) => [p.id, p]));
  return participantsIn(toRoundSnapshot(s)).map((p) => byId.get(p.id)!);
}

/** The agreement's parties and its schedule on `today` (YYYY-MM-DD in Oslo: how far a running payment is listed). */
export function scheduleOf(
  s: AgreementSnapshot,
  today: string,
): {
  parties: ParticipantRow[];
  payments: ScheduledPayment[];
} {
  const round = toRoundSnapshot(s);
  const parties = partiesOf(s);
  const rules = s.agreement.document?.obligations;
  if (!rules?.length) return { parties, payments: [] };
  const questions = s.questions.map((q) => ({ id: q.id, format: q.format }));
  const payments = obligationSchedule(
    rules,
    questions,
    agreedAnswers(round),
    parties.map((p) => p.id),
    today,
  );
  // Ended together: what fell due before the end date is still owed; what would have fallen due later falls away.
  const endsOn = isEnded(s) ? s.agreement.endsOn : null;
  return { parties, payments: endsOn ? payments.filter((p) => p.dueDate < endsOn) : payments };
}

const dayBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Where a payment stands on `today` (YYYY-MM-DD in Oslo). */
export function paymentState(dueDate: string, row: PaymentRow | undefined, today: string): PaymentState {
  if (row?.receivedAt) return 'received';
  if (row?.paidAt) return 'paid';
  if (dueDate < today) return 'overdue';
  return dayBefore(dueDate, DUE_SOON_DAYS) <= today ? 'due' : 'upcoming';
}

/** Who may read the schedule (and the review): the parties and the observers; anyone else is told it is not theirs. */
export function readerOf(
  s: AgreementSnapshot,
  parties: readonly ParticipantRow[],
  caller: Caller,
): ParticipantRow | null {
  const party = parties.find((p) => p.userId === caller.id);
  if (party) return party;
  if (observerOf(s, caller.id)) return null;
  throw new DomainError(ErrorCode.NotParticipant, 'Bare partene i avtalen kan se betalingsplanen');
}

const kroner = (ore: number): number => ore / 100;

/** A rule's payment label in nynorsk and English, where the agreement's topic translations have it. */
function labelWordings(
  a: AgreementSnapshot['agreement'],
  ruleId: string,
): { labels?: { nn?: string; en?: string } } {
  const nn = a.translations?.nn?.paymentLabels?.[ruleId];
  const en = a.translations?.en?.paymentLabels?.[ruleId];
  return nn || en ? { labels: { ...(nn ? { nn } : {}), ...(en ? { en } : {}) } } : {};
}

/**
 * A payment's whole label («Avdrag 2 av 4») in nynorsk and English for the mails, where the agreement's topic
 * has the rule's label in them; absent where it has neither.
 */
export function paymentLabelWordings(
  a: AgreementSnapshot['agreement'],
  p: { ruleId: string; label: string; n: number; of: number | null; dueDate: string },
): { labels?: PaymentLabels } {
  const { labels } = labelWordings(a, p.ruleId);
  if (!labels) return {};
  return { labels: { nn: paymentLabel({ ...p, labels }, 'nn'), en: paymentLabel({ ...p, labels }, 'en') } };
}

/** The schedule as `caller` reads it on `today`, with what was recorded of each payment. */
export function obligationsView(
  s: AgreementSnapshot,
  rows: readonly PaymentRow[],
  caller: Caller,
  today: string,
): ObligationsView {
  const { parties, payments } = scheduleOf(s, today);
  const me = readerOf(s, parties, caller);
  const nameOf = new Map(s.participants.map((p) => [p.id, p.userName]));
  const party = (id: string) => ({ participantId: id, name: nameOf.get(id) ?? 'Tidligere deltaker' });
  const mark = (at: Date | null, by: string | null) =>
    at && by ? { at: at.toISOString(), by: nameOf.get(by) ?? 'Tidligere deltaker' } : null;
  const byItem = new Map(rows.map((r) => [r.itemId, r]));
  const labels = (ruleId: string) => labelWordings(s.agreement, ruleId);
  const items: ScheduledPaymentDto[] = payments.map((p) => {
    const row = byItem.get(p.id);
    return {
      id: p.id,
      ruleId: p.ruleId,
      label: p.label,
      ...labels(p.ruleId),
      n: p.n,
      of: p.of,
      dueDate: p.dueDate,
      amount: kroner(p.amountOre),
      payers: p.payerIds.map(party),
      payees: p.payeeIds.map(party),
      paid: mark(row?.paidAt ?? null, row?.paidBy ?? null),
      received: mark(row?.receivedAt ?? null, row?.receivedBy ?? null),
      state: paymentState(p.dueDate, row, today),
      mine: me && p.payerIds.includes(me.id) ? 'payer' : me && p.payeeIds.includes(me.id) ? 'payee' : null,
    };
  });
  const summaries = [...new Set(payments.map((p) => p.ruleId))].map((ruleId) => {
    const own = payments.filter((p) => p.ruleId === ruleId);
    const total = own.reduce((sum, p) => sum + p.amountOre, 0);
    const received = own.filter((p) => byItem.get(p.id)?.receivedAt).reduce((sum, p) => sum + p.amountOre, 0);
    return {
      ruleId,
      label: own[0].label,
      ...labels(ruleId),
      total: kroner(total),
      received: kroner(received),
      remaining: kroner(total - received),
      payments: own.length,
      openEnded: own[0].of === null,
    };
  });
  const a = s.agreement;
  const status =
    items.length === 0
      ? 'none'
      : a.replacedById
        ? 'replaced'
        : a.status === 'signed'
          ? 'active'
          : 'not-signed';
  const loan = (a.document?.obligations ?? []).some((r) => r.kind === 'monthly-until-paid');
  const statement =
    status === 'active' || status === 'replaced'
      ? loan
        ? 'Nedbetalingsoversikt'
        : 'Betalingsoversikt'
      : null;
  return { agreementId: a.id, status, today, payments: items, summaries, statement };
}

/**
 * The payment `itemId` and the party recording `step` of it, or the refusal: only a signed agreement's
 * current version; `paid` by one of its payers, once; `received` by one of its payees, once (a payee may
 * confirm a payment nobody marked paid: the money came).
 */
export function paymentTarget(
  s: AgreementSnapshot,
  rows: readonly PaymentRow[],
  request: { caller: Caller; itemId: string; step: PaymentStep },
  today: string,
): { payment: ScheduledPayment; actor: ParticipantRow } {
  const refuse = (code: ErrorCode, message: string): never => {
    throw new DomainError(code, message);
  };
  if (s.agreement.replacedById) refuse(ErrorCode.Conflict, ObligationMessages.replaced);
  if (s.agreement.status !== 'signed') refuse(ErrorCode.Conflict, ObligationMessages.notSigned);
  const { parties, payments } = scheduleOf(s, today);
  const payment = payments.find((p) => p.id === request.itemId);
  if (!payment) return refuse(ErrorCode.NotFound, ObligationMessages.itemId);
  const actor = parties.find((p) => p.userId === request.caller.id);
  const row = rows.find((r) => r.itemId === payment.id);
  if (request.step === 'paid') {
    if (!actor || !payment.payerIds.includes(actor.id))
      refuse(ErrorCode.Forbidden, ObligationMessages.notPayer);
    if (row?.paidAt || row?.receivedAt) refuse(ErrorCode.Conflict, ObligationMessages.alreadyPaid);
  } else {
    if (!actor || !payment.payeeIds.includes(actor.id))
      refuse(ErrorCode.Forbidden, ObligationMessages.notPayee);
    if (row?.receivedAt) refuse(ErrorCode.Conflict, ObligationMessages.alreadyReceived);
  }
  return { payment, actor: actor! };
}

/**
 * The payments whose payers are to be reminded on `today`: of a signed agreement's current version, due
 * within {@link DUE_SOON_DAYS} days (not yet overdue), nobody recorded them, and not reminded before.
 */
export function paymentsToRemind(
  s: AgreementSnapshot,
  rows: readonly PaymentRow[],
  today: string,
): ScheduledPayment[] {
  if (s.agreement.status !== 'signed' || s.agreement.replacedById) return [];
  const byItem = new Map(rows.map((r) => [r.itemId, r]));
  return scheduleOf(s, today).payments.filter(
    (p) => paymentState(p.dueDate, byItem.get(p.id), today) === 'due' && !byItem.get(p.id)?.remindedAt,
  );
}

/**
 * What an amendment's last signature carries over from the version it replaces (docs/obligations.md): the
 * record of each payment that is the same in the new schedule — the same id, due date and amount, paid by
 * and to the same people — with the marks' authors as the new version's participants (the same accounts).
 * A mark by someone no longer a party, or of a payment the amendment changed, stays with the old version.
 */
export function carriedPayments(
  from: AgreementSnapshot,
  rows: readonly PaymentRow[],
  to: AgreementSnapshot,
  today: string,
): PaymentRow[] {
  const oldPayments = new Map(scheduleOf(from, today).payments.map((p) => [p.id, p]));
  const newPayments = new Map(scheduleOf(to, today).payments.map((p) => [p.id, p]));
  const userOf = new Map(from.participants.map((p) => [p.id, p.userId]));
  const newIdOf = new Map(to.participants.map((p) => [p.userId, p.id]));
  const people = (ids: readonly string[]) => ids.map((id) => userOf.get(id) ?? `gone:${id}`).join(',');
  const newPeople = (ids: readonly string[]) =>
    ids.map((id) => to.participants.find((p) => p.id === id)?.userId ?? `gone:${id}`).join(',');
  const moved = (by: string | null): string | null | undefined => {
    if (by === null) return null;
    const user = userOf.get(by);
    return user ? newIdOf.get(user) : undefined;
  };
  return rows.flatMap((row) => {
    const before = oldPayments.get(row.itemId);
    const after = newPayments.get(row.itemId);
    if (!before || !after) return [];
    const same =
      before.dueDate === after.dueDate &&
      before.amountOre === after.amountOre &&
      people(before.payerIds) === newPeople(after.payerIds) &&
      people(before.payeeIds) === newPeople(after.payeeIds);
    const paidBy = moved(row.paidBy);
    const receivedBy = moved(row.receivedBy);
    if (!same || paidBy === undefined || receivedBy === undefined) return [];
    return [{ ...row, paidBy, receivedBy }];
  });
}
