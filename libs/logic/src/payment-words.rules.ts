import { MONTHS } from './answer-dates.rules';
import { englishNumber } from './answer-display.rules';
import { formatNumber } from './answer-numbers.rules';
import { PAYMENT_WORDS_EN } from './payment-words.en';
import { PAYMENT_WORDS_NN } from './payment-words.nn';
import type { PaymentWords } from './payment-words.types';

/**
 * The payment schedule's words (docs/obligations.md), shared by the result page, the mails and the
 * statement PDF so that a payment reads the same everywhere, in bokmål (the default), nynorsk or English
 * (docs/languages.md). Pure.
 */

export type PaymentLanguage = 'nb' | 'nn' | 'en';

/** A payment's or a rule's label, with its nynorsk and English where the topic has them. */
interface Labelled {
  label: string;
  labels?: { nn?: string; en?: string };
}

/** The label in `language`: the topic's translation, else the label as the rule has it. */
export const labelIn = (p: Labelled, language: PaymentLanguage): string =>
  (language === 'nb' ? undefined : p.labels?.[language]) || p.label;

/**
 * «12 000 kr», «1 250,50 kr» (a no-break space before the unit); in English «NOK 12,000», the currency first
 * as English writes it.
 */
export const formatKroner = (amount: number, language: PaymentLanguage = 'nb'): string =>
  language === 'en'
    ? `NOK\u00a0${englishNumber(amount, 'money')}`
    : `${formatNumber(amount, 'money')}\u00a0kr`;

/** The schedule's words in bokmål; nynorsk and English beside it (payment-words.nn.ts, .en.ts). */
const NB: PaymentWords = {
  of: 'av',
  months: MONTHS,
  payments: (n: number) => (n === 1 ? '1 betaling' : `${n} betalinger`),
  openEnded: (received: string, count: string) =>
    `${received} mottatt; løper hver måned til avtalen avsluttes (${count} vist)`,
  allReceived: (total: string, count: string) => `alt mottatt, ${total} (${count})`,
  remaining: (received: string, total: string, remaining: string, count: string) =>
    `${received} av ${total} mottatt, ${remaining} gjenstår (${count})`,
};

const WORDS: Record<PaymentLanguage, PaymentWords> = { nb: NB, nn: PAYMENT_WORDS_NN, en: PAYMENT_WORDS_EN };

/**
 * «Avdrag 2 av 12», the label alone for a single payment, and for a running payment without an end the
 * month it falls due in («Husleie, mars 2027»).
 */
export function paymentLabel(
  p: Labelled & { n: number; of: number | null; dueDate: string },
  language: PaymentLanguage = 'nb',
): string {
  const words = WORDS[language];
  const label = labelIn(p, language);
  if (p.of === null)
    return `${label}, ${words.months[Number(p.dueDate.slice(5, 7)) - 1]} ${p.dueDate.slice(0, 4)}`;
  return p.of > 1 ? `${label} ${p.n} ${words.of} ${p.of}` : label;
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
export function summaryLine(
  s: Labelled & {
    total: number;
    received: number;
    remaining: number;
    payments: number;
    openEnded?: boolean;
  },
  language: PaymentLanguage = 'nb',
): string {
  const words = WORDS[language];
  const kr = (amount: number) => formatKroner(amount, language);
  const count = words.payments(s.payments);
  const said = s.openEnded
    ? words.openEnded(kr(s.received), count)
    : s.remaining === 0
      ? words.allReceived(kr(s.total), count)
      : words.remaining(kr(s.received), kr(s.total), kr(s.remaining), count);
  return `${labelIn(s, language)}: ${said}`;
}
