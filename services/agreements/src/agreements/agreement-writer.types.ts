import type { NegotiationRows } from '../negotiation/negotiation.rows';
import type { AuditKeyring } from '../signing/audit-keys';
import type { CachedSnapshot } from './snapshot-cache';

/* The agreements writer's (agreement.writer.ts) results, hooks and options. */

/** What a command's caller gets once its transaction committed: the agreement's rows after it. */
export interface Committed extends CachedSnapshot {
  /** The legal text stored when this batch completed the agreement, else the stored one. */
  legalText: string | null;
  /** The negotiation rows after the batch, when it read them. */
  negotiation?: NegotiationRows;
}

export interface WriterHooks {
  /** After a commit that changed something (announce it). Must not throw. */
  changed(agreementId: string): void;
  /** After a commit that completed the agreement: render and store its legal text. Must not throw. */
  completed(agreementId: string, committed: CachedSnapshot): Promise<string | null>;
  /** After a commit that wrote `agreement.activity` events to the outbox (publish them). Must not throw. */
  outboxWritten?(): void;
}

export interface WriterOptions {
  /** Commands written in one transaction at most (the rest wait for the next one). */
  maxBatch: number;
  /** After every write, read the rows back and fail the write if the cached rows differ (tests). */
  verifyWrites: boolean;
  /**
   * The audit keys (AUDIT_HMAC_KEY and the old ones; docs/signing-write-path.md): new entries are
   * MACed with the current one; a batch that signs verifies the trail with all of them first.
   */
  keyring: AuditKeyring;
}
