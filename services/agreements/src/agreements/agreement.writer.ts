import {
  AgreementMessages,
  AgreementsSubjects,
  ErrorCode,
  NegotiationMessages,
  type AgreementActivityEvent,
} from '@avtalt/contracts';
import {
  currentDeadline,
  currentOrigin,
  deadlinePassed,
  DomainError,
  mayCommit,
  type RequestOrigin,
  runWithoutDeadline,
} from '@avtalt/service-kit';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { agreementStatus } from '../rounds/round-status.rules';
import { canDelete } from '../rounds/rounds.rules';
import { activityOf, answeredOnLogin } from './agreement-activity.rules';
import {
  type AuditDraft,
  auditOf,
  chainAudit,
  signaturesTrailProblem,
  trailProblem,
} from '../signing/audit.rules';
import type { AuditKeyring } from '../signing/audit-keys';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditHead } from '@avtalt/contracts';
import { frozenRefusal, type SignatureRow } from '../signing/signing.rules';
import {
  applyCommand,
  changesBetween,
  codeIdsOf,
  needsSigning,
  signsIn,
  signingChanged,
  signingChangesBetween,
  type CommandState,
  draftChangesBetween,
  draftOwnersOf,
  enforce,
  inStoredOrder,
  negotiationChangesBetween,
  needsNegotiation,
  nothingChanged,
} from './agreement.commands';
import type { NegotiationRows } from '../negotiation/negotiation.rows';
import { visibleMarks } from '../negotiation/marks.rules';
import { acceptedAudit } from '../negotiation/proposals.rules';
import { AgreementRepository, type NewAgreement, type OutboxEvent, type Sql } from './agreement.repository';
import { type AgreementSnapshot, answerKey, submissionKey } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import type { CachedSnapshot, SnapshotCache } from './snapshot-cache';
import type { TrailProblem } from '../signing/signing.rules';
import type { AgreementCommand } from './agreement-command';
import type { AgreementFields } from './agreement.changes';

/** What a command's caller gets once its transaction committed: the agreement's rows after it. */
export interface Committed extends CachedSnapshot {
  /** The legal text stored when this batch completed the agreement, else the stored one. */
  legalText: string | null;
  /** The negotiation rows after the batch, when it read them (issue 19). */
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
   * Issue 31: the audit keys (AUDIT_HMAC_KEY and the old ones; docs/signing-write-path.md): new entries are
   * MACed with the current one; a batch that signs verifies the trail with all of them first.
   */
  keyring: AuditKeyring;
}

interface Pending {
  command: AgreementCommand;
  /** When the command's caller stops waiting (epoch ms); past it, the command must not commit. */
  deadline: number | undefined;
  /** The request that sent the command: its events carry it (a batch serves several requests). */
  origin: RequestOrigin;
  resolve(committed: Committed): void;
  reject(error: unknown): void;
}

/** Thrown inside a batch's transaction to roll it back: a caller's deadline came too close to commit. */
class CallerGaveUp extends Error {}

/**
 * A write the database refused by the partial unique index of open proposals (one pending or accepted
 * proposal per point and round, issue 19). The checks under the row lock keep this from happening; should
 * it happen anyway, it is that command's 409 PROPOSAL_PENDING, not a 500 for the whole batch.
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

/** What a batch's transaction came to: settled (true), rolled back to be written again (false), or to be split. */
type BatchOutcome = true | false | 'split';

/** The commands that may still commit; the others are refused with SERVICE_UNAVAILABLE. */
function inTime(batch: Pending[]): Pending[] {
  const now = Date.now();
  const live = batch.filter((p) => mayCommit(p.deadline, now));
  if (live.length < batch.length)
    for (const late of batch.filter((p) => !live.includes(p))) late.reject(deadlinePassed());
  return live;
}

const storedFields = (s: AgreementSnapshot): AgreementFields => {
  const { status, currentRound, declaredDisagreement, expectedParticipants, blind } = s.agreement;
  return { status, currentRound, declaredDisagreement, expectedParticipants, blind };
};

/** Rows in a canonical order, so two snapshots of the same stored state compare equal. */
function canonical(s: AgreementSnapshot): AgreementSnapshot {
  const by =
    <T>(key: (row: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  return {
    ...s,
    answers: [...s.answers].sort(by(answerKey)),
    submissions: [...s.submissions].sort(by(submissionKey)),
    rules: [...s.rules].sort(by((r) => r.id)),
  };
}

/**
 * The one write path of the agreements service. Every change to an agreement's rows is a command
 * applied here: commands for one agreement are applied one after another under its row lock (nothing
 * lost, nothing counted twice, across any number of replicas), and commands that arrive while a
 * transaction for the agreement runs wait and go together in the next one (group commit). Each is
 * checked and applied in arrival order exactly as if alone; a refused one changes nothing and gets its
 * own error. The difference is written by the repository, keyed by what the rows mean.
 *
 * The rows a transaction starts from come from the read cache only when the cache holds the version
 * the locked row has (then they are the current rows); otherwise from the database, in the
 * transaction. Only committed rows are put in the cache, under the version the commit produced.
 */
export class AgreementWriter {
  private readonly queues = new Map<string, Pending[]>();

  constructor(
    private readonly repo: AgreementRepository,
    private readonly cache: SnapshotCache,
    private readonly hooks: WriterHooks,
    private readonly options: WriterOptions,
  ) {}

  /**
   * The writer over the service's database: the only way to the repository that changes agreements
   * (nothing else may import it; eslint.config.mjs).
   */
  static open(
    em: EntityManager,
    cache: SnapshotCache,
    hooks: WriterHooks,
    options: WriterOptions,
  ): AgreementWriter {
    return new AgreementWriter(new AgreementRepository(em), cache, hooks, options);
  }

  /**
   * Applies a command to an agreement; resolves once it is committed, rejects with its refusal. A
   * command whose caller's deadline (of the message being handled) is too close to commit is not
   * written and rejects with SERVICE_UNAVAILABLE; the others in its batch commit without it.
   */
  run(agreementId: string, command: AgreementCommand): Promise<Committed> {
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        command,
        deadline: currentDeadline(),
        origin: currentOrigin(),
        resolve,
        reject,
      };
      const queue = this.queues.get(agreementId);
      if (queue) return void queue.push(pending);
      this.queues.set(agreementId, [pending]);
      // The batches serve several callers: each command's own deadline is checked (not the first's).
      runWithoutDeadline(() => void this.drain(agreementId));
    });
  }

  /** Agreements with commands waiting or being written (0 when idle). */
  get busy(): number {
    return this.queues.size;
  }

  /**
   * Works through the agreement's queue; never rejects, and always releases the queue. A batch is
   * written without the commands whose callers can no longer get the answer (they get 503 and change
   * nothing); when a deadline comes too close while its transaction runs, the transaction is rolled
   * back and the batch written again without that command.
   */
  private async drain(agreementId: string): Promise<void> {
    const queue = this.queues.get(agreementId)!;
    try {
      while (queue.length > 0) {
        let batch = queue.splice(0, this.options.maxBatch);
        let outcome: BatchOutcome = false;
        while (
          (batch = inTime(batch)).length > 0 &&
          (outcome = await this.applyBatch(agreementId, batch)) === false
        );
        // The database refused one command's proposal (open-proposal index): each command alone, so only
        // that one is refused (409) and the others of the batch are written.
        if (outcome === 'split') {
          for (const one of batch) {
            let alone = [one];
            while (
              (alone = inTime(alone)).length > 0 &&
              (await this.applyBatch(agreementId, alone)) === false
            );
          }
        }
      }
    } catch (error) {
      // applyBatch settles its own batch; this is for what it could not reach.
      for (const pending of queue.splice(0)) pending.reject(error);
    } finally {
      this.queues.delete(agreementId);
    }
  }

  /**
   * One transaction for a batch of commands; settles every one of them and never throws, except that
   * it answers false (settling none) when it rolled back because a caller's deadline came too close.
   */
  private async applyBatch(agreementId: string, batch: Pending[]): Promise<BatchOutcome> {
    try {
      const outcomes: (DomainError | undefined)[] = [];
      let activityWritten = false;
      const result = await this.repo.transaction(async (tx) => {
        outcomes.length = 0;
        activityWritten = false;
        const version = await this.repo.lock(tx, agreementId);
        const cached = this.cache.peek(agreementId, version);
        const rows = cached?.snapshot ?? (await this.repo.load(tx, agreementId));
        // Drafts are never cached: the ones this batch works on are read under the lock, every time.
        const drafts = await this.repo.drafts(tx, agreementId, draftOwnersOf(batch.map((p) => p.command)));
        // Nor are the negotiation rows (issue 19): read under the lock when a command needs them.
        const negotiation = needsNegotiation(batch.map((p) => p.command))
          ? await this.repo.negotiation(tx, agreementId)
          : undefined;
        // And the signing rows (issue 31): the signatures and which of the batch's codes are unused, under the lock.
        const commands = batch.map((p) => p.command);
        const signatures = needsSigning(commands) ? await this.repo.activeSignatures(tx, agreementId) : [];
        const signing = needsSigning(commands)
          ? {
              signatures,
              unusedCodeIds: await this.repo.unusedCodes(tx, agreementId, codeIdsOf(commands)),
              succeededAttempts: [],
              // Issue 31 review: a batch that signs checks first that the trail could be sealed (as sealSource will).
              ...(signsIn(commands)
                ? { trailProblem: await this.sealableTrailProblem(tx, agreementId, signatures) }
                : {}),
            }
          : undefined;
        const unchanged = {
          committed: cached ?? { snapshot: rows, round: toRoundSnapshot(rows) },
          changed: false,
          completedNow: false,
          negotiation,
          announce: false,
        };
        const before: CommandState = { rows, drafts, negotiation, ...(signing ? { signing } : {}) };
        const now = new Date();
        let state = before;
        // What each applied command did, for the notifications service (agreement.activity, in this transaction).
        // `auditUpTo`: how many of the batch's audit entries were there once the command was applied (a
        // signature's events carry the trail's hashes up to its own entries, issue 31).
        const activity: { event: AgreementActivityEvent; origin: RequestOrigin; auditUpTo: number }[] = [];
        // … and for the agreement's hash-chained audit trail (issue 18), in the same transaction.
        const audit: AuditDraft[] = [];
        let status = rows.agreement.status;
        for (const { command, origin } of batch) {
          try {
            const next = applyCommand(state, command, now, randomUUID);
            const activeSignatures = state.signing?.signatures.filter((x) => x.voidedAt === null).length;
            const step = {
              before: state.rows,
              after: next.rows,
              statusBefore: status,
              command,
              activeSignatures,
            };
            const outcome = activityOf(step, now, randomUUID);
            audit.push(...auditOf(step, now));
            // Issue 19: every participant accepted a proposal.
            audit.push(...acceptedAudit(state.negotiation, next.negotiation, state.rows, now));
            state = next;
            status = outcome.status;
            activity.push(...outcome.events.map((event) => ({ event, origin, auditUpTo: audit.length })));
            outcomes.push(undefined);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            outcomes.push(error);
          }
        }
        if (state === before) return unchanged;
        const ordered = inStoredOrder(state.rows);
        const round = toRoundSnapshot(ordered);
        // A signed agreement stays signed (its commands are refused as frozen; this is the last guard), and
        // the last signature makes it so (issue 31).
        const signedNow = rows.agreement.status === 'signed' || ordered.agreement.status === 'signed';
        const fields: AgreementFields = {
          ...storedFields(ordered),
          status: signedNow ? 'signed' : agreementStatus(round),
        };
        const signingChanges = signingChangesBetween(before.signing, state.signing);
        const changes = changesBetween(before, { ...state, rows: ordered });
        const draftChanges = draftChangesBetween(before, state);
        const roundAdvanced = fields.currentRound > rows.agreement.currentRound;
        // A set identical to the stored one changes nothing: no write, no event.
        // Issue 19: a proposal, an answer to one or a model draft is seen by everyone: it is a change of the
        // agreement (version, time, event). A private mark is not: it is written without touching the
        // agreement, and announced only when it changed what someone can see (a match).
        const negotiationChanges = negotiationChangesBetween(before.negotiation, state.negotiation);
        const seenByAll =
          negotiationChanges.newProposals.length +
            negotiationChanges.changedProposals.length +
            negotiationChanges.newModelDrafts.length >
          0;
        const marksChanged = negotiationChanges.upsertedMarks.length > 0;
        const rowsChanged =
          !nothingChanged(changes, storedFields(rows), fields) || seenByAll || signingChanged(signingChanges);
        // Rows first: a round started by this batch then drops the drafts of the rounds before it.
        const written = rowsChanged
          ? await this.repo.write(tx, agreementId, changes, fields, now)
          : undefined;
        // Only with a write of the rows: a command that changed nothing stored tells nobody anything.
        if (written) {
          if (signingChanged(signingChanges))
            await this.repo.writeSigning(tx, agreementId, signingChanges, now);
          // A signature's events carry every entry's hash as committed with it (issue 31: the receipt).
          const receipts = activity.some(
            ({ event }) => event.kind === 'signature-added' || event.kind === 'signed',
          );
          const trail: AuditHead[] = receipts ? await this.repo.auditHashes(tx, agreementId) : [];
          const end = receipts ? (trail.at(-1) ?? null) : await this.repo.auditEnd(tx, agreementId);
          const entries = chainAudit(end, audit, { key: this.options.keyring.current, agreementId });
          for (const { event, origin, auditUpTo } of activity) {
            const withHashes =
              event.kind === 'signature-added' || event.kind === 'signed'
                ? {
                    ...event,
                    auditHashes: [
                      ...trail,
                      ...entries.slice(0, auditUpTo).map((e) => ({ seq: e.seq, hash: e.hash })),
                    ],
                  }
                : event;
            await this.repo.addToOutbox(tx, {
              id: event.eventId,
              subject: AgreementsSubjects.activity,
              payload: withHashes,
              origin,
            });
          }
          if (entries.length > 0) await this.repo.addAudit(tx, agreementId, entries);
        }
        if (seenByAll || marksChanged)
          await this.repo.writeNegotiation(tx, agreementId, negotiationChanges, now);
        if (draftChanges.upserted.length + draftChanges.deleted.length > 0 || roundAdvanced) {
          await this.repo.writeDrafts(tx, agreementId, draftChanges, fields.currentRound, roundAdvanced, now);
        }
        // The last moment before COMMIT: a caller who stops waiting now would be told 503 about a
        // write that is stored. Roll back; the batch is written again without that command.
        if (!batch.every((p) => mayCommit(p.deadline))) throw new CallerGaveUp();
        // Drafts alone leave the agreement's rows and version as they were: nothing to cache or announce.
        if (!written) {
          const view = (n: NegotiationRows | undefined) =>
            n ? visibleMarks({ rows, round: unchanged.committed.round, negotiation: n }) : '';
          const announce = marksChanged && view(before.negotiation) !== view(state.negotiation);
          return { ...unchanged, negotiation: state.negotiation, announce };
        }
        activityWritten = activity.length > 0;
        // Status, time and version are not part of the round view: `round` stays that of these rows.
        const snapshot: AgreementSnapshot = {
          ...ordered,
          agreement: { ...ordered.agreement, ...fields, ...written },
        };
        return {
          committed: { snapshot, round },
          changed: true,
          completedNow: rows.agreement.status !== 'completed' && fields.status === 'completed',
          negotiation: state.negotiation,
          announce: false,
        };
      });
      const { committed, changed, completedNow, negotiation, announce } = result;
      let legalText = committed.snapshot.agreement.legalText;
      if (changed) {
        // Committed: the next reader finds these rows under the version the transaction ended with.
        this.cache.put(agreementId, committed.snapshot.agreement.version, committed);
        if (this.options.verifyWrites) await this.verify(agreementId, committed.snapshot);
        if (activityWritten) this.hooks.outboxWritten?.();
        if (completedNow) legalText = await this.hooks.completed(agreementId, committed);
        this.hooks.changed(agreementId);
      } else if (announce) this.hooks.changed(agreementId);
      batch.forEach(({ resolve, reject }, k) => {
        const refused = outcomes[k];
        if (refused) reject(refused);
        else resolve({ ...committed, legalText, negotiation });
      });
      return true;
    } catch (error) {
      if (error instanceof CallerGaveUp) return false;
      if (isOpenProposalConflict(error)) {
        if (batch.length > 1) return 'split';
        batch[0].reject(new DomainError(ErrorCode.ProposalPending, NegotiationMessages.proposalPending));
        return true;
      }
      // The transaction failed (nothing of it was stored) or a step after the commit did: every
      // caller still waiting gets the error (a promise that is already settled ignores it).
      for (const { reject } of batch) reject(error);
      return true;
    }
  }

  /**
   * Reads the agreement back in a snapshot of its own and fails when the rows the cache now holds are
   * not what the database holds under the same version. Skipped when another write committed since.
   */
  private async verify(agreementId: string, cached: AgreementSnapshot): Promise<void> {
    const stored = await this.repo.transaction((tx) => this.repo.load(tx, agreementId), 'repeatable read');
    if (stored.agreement.version !== cached.agreement.version) return;
    if (!isDeepStrictEqual(canonical(stored), canonical(cached))) {
      throw new Error(`agreement ${agreementId}: the rows cached after a write differ from the stored rows`);
    }
  }

  /** Why the agreement's trail as stored could not be sealed with these signatures (null: it could). */
  private async sealableTrailProblem(
    tx: Sql,
    agreementId: string,
    signatures: readonly SignatureRow[],
  ): Promise<TrailProblem | null> {
    const trail = await this.repo.auditTrail(tx, agreementId);
    return (
      trailProblem(agreementId, trail, this.options.keyring) ?? signaturesTrailProblem(trail, signatures)
    );
  }

  /** A new agreement with its own copy of the questions and rules. */
  async create(agreement: NewAgreement): Promise<void> {
    const a = agreement.agreement;
    const created: AuditDraft = {
      kind: 'created',
      occurredAt: a.createdAt.toISOString(),
      actorName: a.initiatorName,
      round: 1,
      details: { title: a.title },
    };
    await this.repo.transaction(async (tx) => {
      await this.repo.insert(tx, agreement);
      await this.repo.addAudit(
        tx,
        a.id,
        chainAudit(null, [created], { key: this.options.keyring.current, agreementId: a.id }),
      );
    });
    this.hooks.changed(agreement.agreement.id);
  }

  /** Deletes the agreement (its initiator only); `event` (agreement.deleted) is written to the outbox in the same transaction. */
  async delete(callerId: string, agreementId: string, event: OutboxEvent): Promise<void> {
    await this.repo.transaction(async (tx) => {
      await this.repo.lock(tx, agreementId);
      const agreement = await this.repo.agreement(tx, agreementId);
      if (!agreement) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
      enforce(canDelete(agreement, callerId));
      // Issue 18: an agreement someone has signed is evidence; void the signatures first.
      const frozen = frozenRefusal(agreement);
      if (frozen) throw new DomainError(frozen.code, frozen.message);
      await this.repo.delete(tx, agreementId);
      await this.repo.addToOutbox(tx, event);
    });
    this.hooks.changed(agreementId);
  }

  /**
   * Decides the status of an agreement a migration marked again (a `recheck` command), then removes
   * its mark; a deleted agreement's mark went with it.
   */
  async recheck(agreementId: string): Promise<void> {
    try {
      await this.run(agreementId, { kind: 'recheck' });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === ErrorCode.NotFound)) throw error;
    }
    await this.repo.recheckDone(agreementId);
  }

  /**
   * Stores the final text made from the rows of `version` (false: stored already, or the rows changed
   * meanwhile). Not a command: the text is made outside any transaction (documents renders it), and
   * only the rows it was made from may receive it (the version check in the statement).
   */
  storeLegalText(agreementId: string, html: string, version: string): Promise<boolean> {
    return this.repo.storeLegalText(agreementId, html, version);
  }

  /**
   * After login: an anonymous visitor's agreements, answers and drafts become the account's. The
   * `answered` held back while they were a visitor (issue 34: «Deltaker 2 har svart») is written now, in
   * the same transaction, naming them.
   */
  async transferAnonymous(anonymousId: string, userId: string, userName: string): Promise<number> {
    let held = 0;
    const ids = await this.repo.transaction(async (tx) => {
      held = 0;
      const moved = await this.repo.transferAnonymous(tx, anonymousId, userId, userName);
      const now = new Date();
      for (const { agreementId, participantId } of moved.participants) {
        const event = answeredOnLogin(await this.repo.load(tx, agreementId), participantId, now, randomUUID);
        if (!event) continue;
        await this.repo.addToOutbox(tx, {
          id: event.eventId,
          subject: AgreementsSubjects.activity,
          payload: event,
        });
        held++;
      }
      return moved.agreements;
    });
    // After the commit, so whoever reacts to the event reads the moved rows.
    for (const id of ids) this.hooks.changed(id);
    if (held > 0) this.hooks.outboxWritten?.();
    return ids.size;
  }
}
