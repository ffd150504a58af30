/**
 * Retries of the send and timer jobs (docs/notifications.md): doubling from a base delay, but never more
 * than `capMs` between two attempts, so many attempts cover a long outage (a day of SMTP, identity or
 * Postgres down) without the gaps growing to days. The send and timer jobs' `custom` backoff.
 */
export const BACKOFF_CAP_MS = 10 * 60_000;

/** The delay before the retry after `attemptsMade` failed attempts (1 = the first retry). */
export function cappedBackoff(attemptsMade: number, baseMs: number, capMs = BACKOFF_CAP_MS): number {
  const exponent = Math.max(0, attemptsMade - 1);
  // 2^exponent overflows to Infinity for large counts; the cap bounds it anyway.
  return Math.min(capMs, Math.round(baseMs * 2 ** Math.min(exponent, 40)));
}

/** How long `attempts` attempts keep trying: the sum of the waits between them. */
export function retryWindowMs(attempts: number, baseMs: number, capMs = BACKOFF_CAP_MS): number {
  let total = 0;
  for (let n = 1; n < attempts; n++) total += cappedBackoff(n, baseMs, capMs);
  return total;
}

/** Attempts of a timer job (reminder, digest) whose work needs identity and Postgres: a day and more. */
export const TIMER_ATTEMPTS = 160;
export const TIMER_BACKOFF_MS = 2000;
