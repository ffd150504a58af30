import type { AgreementActivityEvent } from '@avtalt/contracts';
import { deadlinePassed, DomainError, mayCommit, type RequestOrigin } from '@avtalt/service-kit';
import type { RoundSnapshot } from '../rounds/round-snapshot';
import { agreementStatus } from '../rounds/round-status.rules';
import type { AuditDraft } from '../signing/audit.rules';
import type { AgreementCommand } from './agreement-command';
import { projectionsOf } from './agreement-events.projections';
import type {
  AgreementChanges,
  AgreementFields,
  DraftChanges,
  NegotiationChanges,
  SigningChanges,
} from './agreement.changes';
import { decide } from './agreement.commands';
import { changesBetween, draftChangesBetween, inStoredOrder, nothingChanged } from './agreement.diff';
import { type AgreementSnapshot, answerKey, submissionKey } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import type { CommandState } from './command-state';
import { negotiationChangesBetween } from './negotiation.commands';
import { signingChanged, signingChangesBetween } from './signing.commands';

/*
 * A batch of the writer's commands for one agreement: who waits for it, what its commands decided, and
 * what that changes row by row. Pure; the writer (agreement.writer.ts) reads and writes around it.
 */

/** A command waiting for its batch, with its caller's promise. */
export interface Pending {
  command: AgreementCommand;
  /** When the command's caller stops waiting (epoch ms); past it, the command must not commit. */
  deadline: number | undefined;
  /** The request that sent the command: its events carry it (a batch serves several requests). */
  origin: RequestOrigin;
  resolve(committed: unknown): void;
  reject(error: unknown): void;
}

/** Thrown inside a batch's transaction to roll it back: a caller's deadline came too close to commit. */
export class CallerGaveUp extends Error {}

/** What a batch's transaction came to: settled (true), rolled back to be written again (false), or to be split. */
export type BatchOutcome = true | false | 'split';

/**
 * A write the database refused by the partial unique index of open proposals (one pending or accepted
 * proposal per point and round). The checks under the row lock keep this from happening; should it happen
 * anyway, it is that command's 409 PROPOSAL_PENDING, not a 500 for the whole batch.
 */
export function isOpenProposalConflict(error: unknown): boolean {
  for (
    let e = error as { message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (
      String(e.message ?? '').includes('proposals_open_uq') &&
      (e.code === '23505' || /unique/i.test(String(e.message)))
    )
      return true;
  }
  return false;
}

/** The commands that may still commit; the others are refused with SERVICE_UNAVAILABLE. */
export function inTime<P extends Pick<Pending, 'deadline' | 'reject'>>(batch: P[]): P[] {
  const now = Date.now();
  const live = batch.filter((p) => mayCommit(p.deadline, now));
  if (live.length < batch.length)
    for (const late of batch.filter((p) => !live.includes(p))) late.reject(deadlinePassed());
  return live;
}

export const storedFields = (s: AgreementSnapshot): AgreementFields => {
  const { status, currentRound, declaredDisagreement, expectedParticipants, blind, requiredSignatureLevel } =
    s.agreement;
  const { language = 'nb', englishAppendix = false } = s.agreement;
  return {
    status,
    currentRound,
    declaredDisagreement,
    expectedParticipants,
    blind,
    requiredSignatureLevel,
    language,
    englishAppendix,
  };
};

/** Rows in a canonical order, so two snapshots of the same stored state compare equal. */
export function canonical(s: AgreementSnapshot): AgreementSnapshot {
  const by =
    <T>(key: (row: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  return {
    ...s,
    answers: [...s.answers].sort(by(answerKey)),
    submissions: [...s.submissions].sort(by(submissionKey)),
    rules: [...s.rules].sort(by((r) => r.id)),
    observers: s.observers ?? [],
    guardians: s.guardians ?? [],
  };
}

/** An `agreement.activity` event of the batch, with its request and how far the batch's trail was then. */
export interface ToldEvent {
  event: AgreementActivityEvent;
  origin: RequestOrigin;
  /** The batch's audit entries there were once its command was applied (a signature's receipt ends there). */
  auditUpTo: number;
}

/** What a batch's commands decided, in arrival order. */
export interface BatchDecision {
  state: CommandState;
  /** Per command: its refusal, or undefined when it was applied. */
  outcomes: (DomainError | undefined)[];
  /** The audit entries of the applied commands' events, in order (not yet chained). */
  audit: AuditDraft[];
  /** The `agreement.activity` events of the same events, in order. */
  activity: ToldEvent[];
}

/**
 * Applies each command in arrival order exactly as if alone (a refused one changes nothing and keeps its
 * error); the audit entries and the activity events are both projected from each command's domain events.
 */
export function decideBatch(
  before: CommandState,
  batch: readonly Pick<Pending, 'command' | 'origin'>[],
  now: Date,
  newId: () => string,
): BatchDecision {
  const decided: BatchDecision = { state: before, outcomes: [], audit: [], activity: [] };
  let status = before.rows.agreement.status;
  for (const { command, origin } of batch) {
    try {
      const next = decide(decided.state, command, { now, newId, statusBefore: status });
      const { audit, activity } = projectionsOf(next.events);
      decided.audit.push(...audit);
      const auditUpTo = decided.audit.length;
      decided.activity.push(...activity.map((event) => ({ event, origin, auditUpTo })));
      decided.state = next.state;
      status = next.status;
      decided.outcomes.push(undefined);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      decided.outcomes.push(error);
    }
  }
  return decided;
}

/** What a batch changed, table family by table family, and what of it others see. */
export interface BatchChanges {
  /** The rows after the batch, in the order the database lists them. */
  rows: AgreementSnapshot;
  round: RoundSnapshot;
  fields: AgreementFields;
  changes: AgreementChanges;
  drafts: DraftChanges;
  signing: SigningChanges;
  negotiation: NegotiationChanges;
  roundAdvanced: boolean;
  /** A proposal, an answer to one or a model draft: seen by everyone, a change of the agreement. */
  seenByAll: boolean;
  /** A private mark changed: written without touching the agreement. */
  marksChanged: boolean;
  /** A private limit was set: written without touching the agreement (unless it settled the point). */
  limitsChanged: boolean;
  /** The agreement's rows or fields changed (its version moves, its events are written). */
  rowsChanged: boolean;
}

export function batchChanges(before: CommandState, after: CommandState): BatchChanges {
  const stored = before.rows;
  const rows = inStoredOrder(after.rows);
  const round = toRoundSnapshot(rows);
  // A signed agreement stays signed (its commands are refused as frozen; this is the last guard), and the
  // last signature makes it so.
  const signedNow = stored.agreement.status === 'signed' || rows.agreement.status === 'signed';
  const fields: AgreementFields = {
    ...storedFields(rows),
    status: signedNow ? 'signed' : agreementStatus(round),
  };
  const signing = signingChangesBetween(before.signing, after.signing);
  const changes = changesBetween(before, { ...after, rows });
  const negotiation = negotiationChangesBetween(before.negotiation, after.negotiation);
  const seenByAll =
    negotiation.newProposals.length +
      negotiation.changedProposals.length +
      negotiation.newModelDrafts.length >
    0;
  return {
    rows,
    round,
    fields,
    changes,
    drafts: draftChangesBetween(before, after),
    signing,
    negotiation,
    roundAdvanced: fields.currentRound > stored.agreement.currentRound,
    seenByAll,
    marksChanged: negotiation.upsertedMarks.length > 0,
    limitsChanged: negotiation.newLimits.length > 0,
    // A set identical to the stored one changes nothing: no write, no event.
    rowsChanged:
      !nothingChanged(changes, storedFields(stored), fields) || seenByAll || signingChanged(signing),
  };
}
