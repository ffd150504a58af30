import { MONTHS } from './answer-dates.rules';
import { formatNumber } from './answer-numbers.rules';

/**
 * The payment schedule's words (docs/obligations.md), shared by the result page, the mails and the
 * statement PDF so that a payment reads the same everywhere. Pure.
 */

/** «12 000 kr», «1 250,50 kr»: a no-break space before the unit. */
export const formatKroner = (amount: number): string => `${formatNumber(amount, 'money')}\u00a0kr`;

/**
 * «Avdrag 2 av 12», the label alone for a single payment, and for a running payment without an end the
 * month it falls due in («Husleie, mars 2027»).
 */
export function paymentLabel(p: { label: string; n: number; of: number | null; dueDate: string }): string {
  if (p.of === null)
    return `${p.label}, ${MONTHS[Number(p.dueDate.slice(5, 7)) - 1]} ${p.dueDate.slice(0, 4)}`;
  return p.of > 1 ? `${p.label} ${p.n} av ${p.of}` : p.label;
}

/** What a payment's state is called (`upcoming` … `received` of the schedule). */
export const PAYMENT_STATE_LABELS = {
  upcoming: 'Kommer',
  due: 'Forfaller snart',
  overdue: 'Forfalt',
  paid: 'Betalt, venter på bekreftelse',
  received: 'Mottatt',
} as const;

/** «Anne», «Anne og Bjørn», «Anne, Bjørn og Cecilie». */
export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} og ${names.at(-1)}`;
}

/**
 * «Avdrag: 6 000 kr av 10 000 kr mottatt, 4 000 kr gjenstår (4 betalinger)»; for a running payment
 * without an end, what was received and that it goes on («Husleie: 12 000 kr mottatt; løper hver måned
 * til avtalen avsluttes (13 betalinger vist)»).
 */
export function summaryLine(s: {
  label: string;
  total: number;
  received: number;
  remaining: number;
  payments: number;
  openEnded?: boolean;
}): string {
  const count = s.payments === 1 ? '1 betaling' : `${s.payments} betalinger`;
  if (s.openEnded)
    return `${s.label}: ${formatKroner(s.received)} mottatt; løper hver måned til avtalen avsluttes (${count} vist)`;
  return s.remaining === 0
    ? `${s.label}: alt mottatt, ${formatKroner(s.total)} (${count})`
    : `${s.label}: ${formatKroner(s.received)} av ${formatKroner(s.total)} mottatt, ${formatKroner(s.remaining)} gjenstår (${count})`;
}
