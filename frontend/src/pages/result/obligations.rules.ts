import type { PaymentState, PaymentStep, ScheduledPaymentDto } from '@avtalt/contracts';
import { formatNumber } from '@avtalt/logic';

/** The schedule's words (docs/obligations.md). Pure. */

/** «12 000 kr», a no-break space before the unit. */
export const kroner = (amount: number): string => `${formatNumber(amount, 'money')}\u00a0kr`;

/** «Avdrag 2 av 12», or the label alone for a single payment. */
export const paymentLabel = (p: Pick<ScheduledPaymentDto, 'label' | 'n' | 'of'>): string =>
  p.of > 1 ? `${p.label} ${p.n} av ${p.of}` : p.label;

const names = (parties: ScheduledPaymentDto['payers']): string => {
  const all = parties.map((x) => x.name);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} og ${all.at(-1)}`;
};

/** «Bjørn betaler til Anne» (from the caller's side: «Du betaler til Anne», «Bjørn betaler til deg»). */
export function paymentParties(p: ScheduledPaymentDto): string {
  const payer = p.mine === 'payer' ? 'Du' : names(p.payers);
  const payee = p.mine === 'payee' ? 'deg' : names(p.payees);
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
  upcoming: { label: 'Kommer', color: 'default', variant: 'outlined' },
  due: { label: 'Forfaller snart', color: 'info', variant: 'outlined' },
  overdue: { label: 'Forfalt', color: 'warning', variant: 'filled' },
  paid: { label: 'Betalt, venter på bekreftelse', color: 'info', variant: 'filled' },
  received: { label: 'Mottatt', color: 'success', variant: 'filled' },
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

/** «Avdrag: 6 000 kr av 10 000 kr mottatt, 4 000 kr gjenstår (4 betalinger)». */
export function summaryLine(s: {
  label: string;
  total: number;
  received: number;
  remaining: number;
  payments: number;
}): string {
  const count = s.payments === 1 ? '1 betaling' : `${s.payments} betalinger`;
  return s.remaining === 0
    ? `${s.label}: alt mottatt, ${kroner(s.total)} (${count})`
    : `${s.label}: ${kroner(s.received)} av ${kroner(s.total)} mottatt, ${kroner(s.remaining)} gjenstår (${count})`;
}
