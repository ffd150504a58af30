import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import { currentDeadline } from './request-context';
import { DeadlinePassedError } from './rpc-errors';

/**
 * How long before the caller's deadline a write must be committed. Stops committing that long before
 * the caller gives up, so the commit, the reply and the caller's timer do not race: a write either
 * commits with time to spare (its caller gets the answer) or is rolled back (its caller gets 503).
 */
export const COMMIT_MARGIN_MS = 500;

/**
 * Whether a write for a caller with this deadline may still commit: more than
 * {@link COMMIT_MARGIN_MS} is left. Without a deadline (background work, events, jobs) always.
 */
export function mayCommit(deadline: number | undefined, now = Date.now()): boolean {
  return deadline === undefined || now + COMMIT_MARGIN_MS < deadline;
}

/** The refusal of a write whose caller has given up (or is about to): 503, nothing stored. */
export function deadlinePassed(): DeadlinePassedError {
  return new DeadlinePassedError();
}

/**
 * Checked by the ORM right before every COMMIT (installed by `ormOptions`): a transaction started
 * while handling a message whose caller stops waiting within {@link COMMIT_MARGIN_MS} is rolled back
 * and the handler fails with SERVICE_UNAVAILABLE. Covers `em.flush()` (its implicit transaction) and
 * `em.transactional()` in every service; work outside a message (jobs, events) has no deadline.
 */
export class DeadlineCommitGuard implements EventSubscriber {
  beforeTransactionCommit(_args: TransactionEventArgs): void {
    if (!mayCommit(currentDeadline())) throw deadlinePassed();
  }
}

/** How long before its caller's deadline a reply stops waiting for work that goes on without it. */
export const REPLY_MARGIN_MS = 1000;

/**
 * `work`'s result if it comes while the caller of the message being handled can still get the answer
 * (until {@link REPLY_MARGIN_MS} before its deadline), else `fallback`; `work` itself goes on.
 */
export async function whileCallerWaits<T>(work: Promise<T>, fallback: T): Promise<T> {
  const deadline = currentDeadline();
  if (deadline === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>(
    (resolve) =>
      (timer = setTimeout(() => resolve(fallback), Math.max(0, deadline - Date.now() - REPLY_MARGIN_MS))),
  );
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
