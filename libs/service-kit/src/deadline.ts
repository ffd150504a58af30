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
