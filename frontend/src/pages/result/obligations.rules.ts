import type { PaymentState, PaymentStep, ScheduledPaymentDto } from '@avtalt/contracts';
import { joinNames, PAYMENT_STATE_LABELS as L } from '@avtalt/logic';

/** The schedule's words (docs/obligations.md). Pure. */

/** «Bjørn betaler til Anne» (from the caller's side: «Du betaler til Anne», «Bjørn betaler til deg»). */
export function paymentParties(p: ScheduledPaymentDto): string {
  const payer = p.mine === 'payer' ? 'Du' : joinNames(p.payers.map((x) => x.name));
  const payee = p.mine === 'payee' ? 'deg' : joinNames(p.payees.map((x) => x.name));
  return `${payer} betaler til ${payee}`;
}

export const STATE_CHIPS: Record<
  PaymentState,
  {
    label: string;
    color: 'default' | 'info' | 'warning' | 'error' | 'success';
    variant: 'filled' | 'outlined';
  }
> = {
  upcoming: { label: L.upcoming, color: 'default', variant: 'outlined' },
  due: { label: L.due, color: 'info', variant: 'outlined' },
  overdue: { label: L.overdue, color: 'warning', variant: 'filled' },
  paid: { label: L.paid, color: 'info', variant: 'filled' },
  received: { label: L.received, color: 'success', variant: 'filled' },
};

/**
 * What the caller can record of a payment: the payer «Marker som betalt» until it is marked or confirmed; the
 * payee «Bekreft mottatt» until confirmed (primary once the payer marked it, or once it is due). Null: nothing.
 */
export function paymentAction(
  p: Pick<ScheduledPaymentDto, 'mine' | 'state'>,
): { step: PaymentStep; text: string; primary: boolean } | null {
  if (p.mine === 'payer' && p.state !== 'paid' && p.state !== 'received')
    return { step: 'paid', text: 'Marker som betalt', primary: p.state === 'due' || p.state === 'overdue' };
  if (p.mine === 'payee' && p.state !== 'received')
    return { step: 'received', text: 'Bekreft mottatt', primary: p.state === 'paid' };
  return null;
}

/** Up to this many payments the card lists them all. */
export const ALL_LISTED_UP_TO = 6;
/** How many payments still to come the shortened list shows. */
const NEXT_UPCOMING = 3;

/**
 * What the card lists: every payment when they are few or the reader asked for all; else the ones that
 * still want something (overdue, due, marked paid but not confirmed) and the next few to come — a running rent
 * lists a year ahead and a loan may have many instalments, while what was received is in the summary line.
 * In due order; `hidden` is how many are left out.
 */
export function listedPayments<T extends Pick<ScheduledPaymentDto, 'state'>>(
  payments: readonly T[],
  showAll: boolean,
): { shown: T[]; hidden: number } {
  if (showAll || payments.length <= ALL_LISTED_UP_TO) return { shown: [...payments], hidden: 0 };
  let upcoming = 0;
  const shown = payments.filter((p) => {
    if (p.state === 'received') return false;
    if (p.state !== 'upcoming') return true;
    upcoming += 1;
    return upcoming <= NEXT_UPCOMING;
  });
  return { shown, hidden: payments.length - shown.length };
}
