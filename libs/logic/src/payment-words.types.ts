/** The schedule's words in one language (payment-words.rules.ts puts them together). */
export interface PaymentWords {
  of: string;
  months: readonly string[];
  payments: (n: number) => string;
  openEnded: (received: string, count: string) => string;
  allReceived: (total: string, count: string) => string;
  remaining: (received: string, total: string, remaining: string, count: string) => string;
}
