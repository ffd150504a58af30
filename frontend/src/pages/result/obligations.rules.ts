import type { PaymentState, PaymentStep, ScheduledPaymentDto } from '@avtalt/contracts';
import type { TFunction } from 'i18next';
import { namesList } from './party-details.rules';

/** The schedule's words (docs/obligations.md), in the language of the `t` given. Pure. */

type ResultT = TFunction<'result'>;

/** «Bjørn betaler til Anne» (from the caller's side: «Du betaler til Anne», «Bjørn betaler til deg»). */
export function paymentParties(p: ScheduledPaymentDto, t: ResultT): string {
  const names = (parties: readonly { name: string }[]) =>
    namesList(
      parties.map((x) => x.name),
      t('and'),
    );
  if (p.mine === 'payer') return t('obligations.youPay', { payee: names(p.payees) });
  if (p.mine === 'payee') return t('obligations.paysYou', { payer: names(p.payers) });
  return t('obligations.pays', { payer: names(p.payers), payee: names(p.payees) });
}

/** A payment's state as a chip: its words are `obligations.states.<state>` in the page's catalogue. */
export const STATE_CHIPS: Record<
  PaymentState,
  {
    color: 'default' | 'info' | 'warning' | 'error' | 'success';
    variant: 'filled' | 'outlined';
  }
> = {
  upcoming: { color: 'default', variant: 'outlined' },
  due: { color: 'info', variant: 'outlined' },
  overdue: { color: 'warning', variant: 'filled' },
  paid: { color: 'info', variant: 'filled' },
  received: { color: 'success', variant: 'filled' },
};

/**
 * What the caller can record of a payment: the payer «Marker som betalt» until it is marked or confirmed; the
 * payee «Bekreft mottatt» until confirmed (primary once the payer marked it, or once it is due). Null: nothing.
 */
export function paymentAction(
  p: Pick<ScheduledPaymentDto, 'mine' | 'state'>,
  t: ResultT,
): { step: PaymentStep; text: string; primary: boolean } | null {
  if (p.mine === 'payer' && p.state !== 'paid' && p.state !== 'received')
    return {
      step: 'paid',
      text: t('obligations.markPaid'),
      primary: p.state === 'due' || p.state === 'overdue',
    };
  if (p.mine === 'payee' && p.state !== 'received')
    return { step: 'received', text: t('obligations.confirmReceived'), primary: p.state === 'paid' };
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
