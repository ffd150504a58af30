import { MONTHS } from './answer-dates.rules';
import type { PaymentWords } from './payment-words.types';

/** The payment schedule's words in nynorsk (payment-words.rules.ts). */
export const PAYMENT_WORDS_NN: PaymentWords = {
  of: 'av',
  months: MONTHS,
  payments: (n: number) => (n === 1 ? '1 betaling' : `${n} betalingar`),
  openEnded: (received: string, count: string) =>
    `${received} motteke; går kvar månad til avtalen blir avslutta (${count} viste)`,
  allReceived: (total: string, count: string) => `alt motteke, ${total} (${count})`,
  remaining: (received: string, total: string, remaining: string, count: string) =>
    `${received} av ${total} motteke, ${remaining} står att (${count})`,
};
