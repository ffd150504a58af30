import { ENGLISH_MONTHS } from './answer-display.rules';
import type { PaymentWords } from './payment-words.types';

/** The payment schedule's words in English (payment-words.rules.ts). */
export const PAYMENT_WORDS_EN: PaymentWords = {
  of: 'of',
  months: ENGLISH_MONTHS,
  payments: (n: number) => (n === 1 ? '1 payment' : `${n} payments`),
  openEnded: (received: string, count: string) =>
    `${received} received; runs every month until the agreement ends (${count} shown)`,
  allReceived: (total: string, count: string) => `all received, ${total} (${count})`,
  remaining: (received: string, total: string, remaining: string, count: string) =>
    `${received} of ${total} received, ${remaining} remaining (${count})`,
};
