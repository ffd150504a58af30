/**
 * Waiting on a job the server runs (question drafts, PDFs, docs/long-work-as-jobs.md): ask again
 * after a delay that grows, so a job done in a moment is picked up at once and a slow one costs a
 * request every couple of seconds; never wait longer than the server's Retry-After; give up after a
 * bounded total wait.
 */

/** Delays between asks, in order; the last one repeats. */
export const POLL_DELAYS_MS = [250, 500, 1000, 1500, 2000] as const;

/** The delay before ask number `attempt` + 1 (0-based), at most `retryAfterSeconds` when the server gave one. */
export function pollDelayMs(attempt: number, retryAfterSeconds?: number | null): number {
  const base = POLL_DELAYS_MS[Math.min(Math.max(attempt, 0), POLL_DELAYS_MS.length - 1)];
  return retryAfterSeconds && retryAfterSeconds > 0 ? Math.min(base, retryAfterSeconds * 1000) : base;
}

/** Seconds of a Retry-After header (only the delta-seconds form the API sends), or null. */
export function retryAfterSeconds(header: string | null | undefined): number | null {
  if (!header || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** The wait was longer than allowed; `message` (the caller's, in the language in use) may be shown. */
export class WaitTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WaitTimeoutError';
  }
}

/** Resolves after `ms`, or rejects with an AbortError when `signal` aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Avbrutt', 'AbortError'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Avbrutt', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** One ask: the result when the job is done, or `pending` with the server's Retry-After (seconds) if any. */
export type PollStep<T> = { done: true; value: T } | { done: false; retryAfterSeconds?: number | null };

/**
 * Calls `step` until it is done, waiting {@link pollDelayMs} between asks; throws
 * {@link WaitTimeoutError} with `timeoutMessage` once `maxWaitMs` has passed, and an AbortError when
 * `signal` aborts. An error thrown by `step` ends the wait with that error.
 */
export async function pollUntilDone<T>(
  step: () => Promise<PollStep<T>>,
  {
    maxWaitMs,
    timeoutMessage,
    signal,
    now = Date.now,
  }: { maxWaitMs: number; timeoutMessage: string; signal?: AbortSignal; now?: () => number },
): Promise<T> {
  const deadline = now() + maxWaitMs;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw new DOMException('Avbrutt', 'AbortError');
    const result = await step();
    if (result.done) return result.value;
    const delay = pollDelayMs(attempt, result.retryAfterSeconds);
    if (now() + delay > deadline) throw new WaitTimeoutError(timeoutMessage);
    await sleep(delay, signal);
  }
}
