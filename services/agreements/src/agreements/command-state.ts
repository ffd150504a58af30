import { DomainError } from '@avtalt/service-kit';
import type { NegotiationRows } from '../negotiation/negotiation.rows';
import type { Decision } from '../rounds/rounds.rules';
import type { Refusal, SigningRows } from '../signing/signing.rules';
import type { AgreementSnapshot, DraftRow } from './agreement.rows';

/**
 * What commands work on: the agreement's rows, and the drafts of the callers of the batch (loaded with
 * the rows in the batch's transaction; drafts of others are not needed and not loaded).
 */
export interface CommandState {
  readonly rows: AgreementSnapshot;
  readonly drafts: readonly DraftRow[];
  /** The negotiation rows: loaded when a command of the batch needs them. */
  readonly negotiation?: NegotiationRows;
  /** The signing rows: loaded when a command of the batch signs or voids. */
  readonly signing?: SigningRows;
}

/** Throws a rule's refusal as the command's error. */
export function enforce(decision: Decision): void {
  if (!decision.allowed) throw new DomainError(decision.code, decision.message);
}

/** Throws a signing rule's refusal (null: allowed). */
export function refuseWith(refusal: Refusal | null): void {
  if (refusal) throw new DomainError(refusal.code, refusal.message);
}
