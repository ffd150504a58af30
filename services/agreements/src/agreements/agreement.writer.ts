import { type AmendmentBody, type Caller, ErrorCode, NegotiationMessages } from '@avtalt/contracts';
import {
  currentDeadline,
  currentOrigin,
  DomainError,
  mayCommit,
  runWithoutDeadline,
} from '@avtalt/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { NegotiationRepository } from '../negotiation/negotiation.repository';
import { visibleMarks } from '../negotiation/marks.rules';
import type { OutboxEvent } from '../outbox/outbox.repository';
import type { AuditKey } from '../signing/audit-keys';
import { PaymentRepository } from '../obligations/payment.repository';
import { ReviewRepository } from '../reviews/review.repository';
import { AuditRepository } from '../signing/audit.repository';
import { SignatureRepository } from '../signing/signature.repository';
import { ErasureRepository } from '../privacy/erasure.repository';
import type { ErasedIn } from '../privacy/erasure.rules';
import {
  batchChanges,
  type BatchOutcome,
  CallerGaveUp,
  canonical,
  decideBatch,
  inTime,
  isOpenProposalConflict,
  type Pending,
} from './agreement-batch';
import type { AgreementCommand } from './agreement-command';
import { createdEvent } from './agreement-events.rules';
import { AgreementOutboxRepository } from './agreement-outbox.repository';
import { AgreementRepository, type NewAgreement, type Sql } from './agreement.repository';
import type { AgreementSnapshot } from './agreement.rows';
import {
  type Forgetting,
  amendUnderLock,
  deleteUnderLock,
  forgetUnderLock,
  readUnderLock,
  transferUnderTx,
  writeEvents,
  type WriterRepositories,
  writeSigningAndEvents,
  type FollowUpStep,
} from './agreement-writer.steps';
import { DraftRepository } from './draft.repository';
import { GuardianRepository } from './guardian.repository';
import { ObserverRepository } from './observer.repository';
import type { SnapshotCache } from './snapshot-cache';
import type { NegotiationRows } from '../negotiation/negotiation.rows';
import type { Committed, WriterHooks, WriterOptions } from './agreement-writer.types';

export { isOpenProposalConflict } from './agreement-batch';

export type { Committed, WriterHooks, WriterOptions } from './agreement-writer.types';

/**
 * The one write path of the agreements service. Every change to an agreement's rows is a command
 * applied here: commands for one agreement are applied one after another under its row lock (nothing
 * lost, nothing counted twice, across any number of replicas), and commands that arrive while a
 * transaction for the agreement runs wait and go together in the next one (group commit). Each is
 * checked and applied in arrival order exactly as if alone; a refused one changes nothing and gets its
 * own error. Each command returns domain events: the outbox rows and the audit entries are their two
 * projections, written in the same transaction as the rows' difference.
 *
 * The rows a transaction starts from come from the read cache only when the cache holds the version
 * the locked row has (then they are the current rows); otherwise from the database, in the
 * transaction. Only committed rows are put in the cache, under the version the commit produced.
 */
export class AgreementWriter {
  private readonly queues = new Map<string, Pending[]>();

  constructor(
    private readonly repos: WriterRepositories,
    private readonly cache: SnapshotCache,
    private readonly hooks: WriterHooks,
    private readonly options: WriterOptions,
  ) {}

  /** The writer over the service's database: the only way to the repositories that change agreements. */
  static open(
    em: EntityManager,
    cache: SnapshotCache,
    hooks: WriterHooks,
    options: WriterOptions,
  ): AgreementWriter {
    const repos: WriterRepositories = {
      agreements: new AgreementRepository(em),
      drafts: new DraftRepository(),
      negotiation: new NegotiationRepository(),
      signatures: new SignatureRepository(),
      audit: new AuditRepository(),
      outbox: new AgreementOutboxRepository(),
      observers: new ObserverRepository(),
      guardians: new GuardianRepository(),
      erasure: new ErasureRepository(),
      payments: new PaymentRepository(),
      reviews: new ReviewRepository(),
    };
    return new AgreementWriter(repos, cache, hooks, options);
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
        resolve: resolve as (committed: unknown) => void,
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
    const { agreements, drafts, negotiation } = this.repos;
    try {
      let outcomes: (DomainError | undefined)[] = [];
      let activityWritten = false;
      const result = await agreements.transaction(async (tx) => {
        activityWritten = false;
        const commands = batch.map((p) => p.command);
        const read = await readUnderLock(
          this.repos,
          this.cache,
          this.options.keyring,
          tx,
          agreementId,
          commands,
        );
        const { before, committed } = read;
        const rows = before.rows;
        const unchanged = { committed, changed: false, completedNow: false, negotiation: before.negotiation };
        const now = new Date();
        const decided = decideBatch(before, batch, now, randomUUID);
        outcomes = decided.outcomes;
        const state = decided.state;
        if (state === before) return { ...unchanged, announce: false };
        const c = batchChanges(before, state);
        // Rows first: a round started by this batch then drops the drafts of the rounds before it.
        if (c.changes.observers) await this.repos.observers.write(tx, agreementId, c.changes.observers);
        if (c.changes.guardians) await this.repos.guardians.write(tx, agreementId, c.changes.guardians);
        const written = c.rowsChanged
          ? await agreements.write(tx, agreementId, c.changes, c.fields, now)
          : undefined;
        // Only with a write of the rows: a command that changed nothing stored tells nobody anything.
        if (written) {
          const key = this.options.keyring.current;
          const at = { agreementId, key, now, amendsId: rows.agreement.amendsId };
          await writeSigningAndEvents(this.repos, tx, at, c.signing, decided);
        }
        if (c.seenByAll || c.marksChanged || c.limitsChanged) {
          await negotiation.writeNegotiation(tx, agreementId, c.negotiation, now);
          // Negotiation rows move the version too (their triggers): the version these rows are cached under
          // is the one after them.
          if (written) written.version = await agreements.lock(tx, agreementId);
        }
        if (c.drafts.upserted.length + c.drafts.deleted.length > 0 || c.roundAdvanced) {
          await drafts.writeDrafts(tx, agreementId, c.drafts, c.fields.currentRound, c.roundAdvanced, now);
        }
        // The last moment before COMMIT: a caller who stops waiting now would be told 503 about a
        // write that is stored. Roll back; the batch is written again without that command.
        if (!batch.every((p) => mayCommit(p.deadline))) throw new CallerGaveUp();
        // No row of the agreement changed (drafts, or negotiation rows alone: those move the version by
        // trigger, and the next read loads the rows under it): nothing to cache, and an announcement only
        // when what everyone sees of the marks changed.
        if (!written) {
          const view = (n: NegotiationRows | undefined) =>
            n ? visibleMarks({ rows, round: committed.round, negotiation: n }) : '';
          const announce = c.marksChanged && view(before.negotiation) !== view(state.negotiation);
          return { ...unchanged, negotiation: state.negotiation, announce };
        }
        activityWritten = decided.activity.length > 0;
        // Status, time and version are not part of the round view: `round` stays that of these rows.
        const snapshot: AgreementSnapshot = {
          ...c.rows,
          agreement: { ...c.rows.agreement, ...c.fields, ...written },
        };
        return {
          committed: { snapshot, round: c.round },
          changed: true,
          completedNow: rows.agreement.status !== 'completed' && c.fields.status === 'completed',
          negotiation: state.negotiation,
          announce: false,
        };
      });
      const { committed, changed, completedNow, announce } = result;
      let legalText = committed.snapshot.agreement.legalText;
      if (changed) {
        // Committed: the next reader finds these rows under the version the transaction ended with.
        this.cache.put(agreementId, committed.snapshot.agreement.version, committed);
        if (this.options.verifyWrites) await this.verify(agreementId, committed.snapshot);
        if (activityWritten) this.hooks.outboxWritten?.();
        if (completedNow) legalText = await this.hooks.completed(agreementId, committed);
        this.hooks.changed(agreementId);
        // A signed amendment replaced the version before it: that one's readers are told too.
        const { amendsId, status } = committed.snapshot.agreement;
        if (amendsId && status === 'signed') this.hooks.changed(amendsId);
      } else if (announce) this.hooks.changed(agreementId);
      batch.forEach(({ resolve, reject }, k) => {
        const refused = outcomes[k];
        if (refused) reject(refused);
        else resolve({ ...committed, legalText, negotiation: result.negotiation });
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
    const { agreements } = this.repos;
    const stored = await agreements.transaction((tx) => agreements.load(tx, agreementId), 'repeatable read');
    if (stored.agreement.version !== cached.agreement.version) return;
    if (!isDeepStrictEqual(canonical(stored), canonical(cached))) {
      throw new Error(`agreement ${agreementId}: the rows cached after a write differ from the stored rows`);
    }
  }

  /** A new agreement with its own copy of the questions and rules; its trail starts with `created`. */
  async create(agreement: NewAgreement): Promise<void> {
    const { agreements } = this.repos;
    await agreements.transaction(async (tx) => {
      await agreements.insert(tx, agreement);
      await writeEvents(this.repos, this.options.keyring.current, tx, agreement.agreement.id, [
        createdEvent(agreement.agreement, randomUUID),
      ]);
    });
    this.hooks.changed(agreement.agreement.id);
  }

  /** Deletes the agreement (its initiator only); `event` (agreement.deleted) is written to the outbox in the same transaction. */
  async delete(callerId: string, agreementId: string, event: OutboxEvent): Promise<void> {
    await this.repos.agreements.transaction((tx) =>
      deleteUnderLock(this.repos, tx, { agreementId, callerId }, event),
    );
    this.hooks.changed(agreementId);
  }

  /** Forgets a person in one agreement, or deletes one past its time ({@link forgetUnderLock}); null: nothing. */
  async forget(agreementId: string, what: Forgetting, deleted: () => OutboxEvent): Promise<ErasedIn | null> {
    const key = this.options.keyring.current;
    const result = await this.repos.agreements.transaction((tx) =>
      forgetUnderLock(this.repos, tx, { agreementId, key, now: new Date() }, what, deleted),
    );
    if (result) this.hooks.changed(agreementId);
    if (result?.outcome === 'deleted') this.hooks.outboxWritten?.();
    if (result?.reopened) await this.recheck(agreementId);
    return result;
  }

  /** Decides the status of an agreement a migration marked again (a `recheck` command), then removes its mark. */
  async recheck(agreementId: string): Promise<void> {
    try {
      await this.run(agreementId, { kind: 'recheck' });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === ErrorCode.NotFound)) throw error;
    }
    await this.repos.agreements.recheckDone(agreementId);
  }

  /**
   * Stores the final text made from the rows of `version` (false: stored already, or the rows changed
   * meanwhile). Not a command: the text is made outside any transaction (documents renders it), and
   * only the rows it was made from may receive it (the version check in the statement).
   */
  storeLegalText(agreementId: string, html: string, version: string): Promise<boolean> {
    return this.repos.agreements.storeLegalText(agreementId, html, version);
  }

  /** After login: a visitor's agreements, answers and drafts become the account's ({@link transferUnderTx}). */
  async transferAnonymous(anonymousId: string, userId: string, userName: string): Promise<number> {
    const key = this.options.keyring.current;
    const { ids, held } = await this.repos.agreements.transaction((tx) =>
      transferUnderTx(this.repos, tx, key, { anonymousId, userId, userName }),
    );
    // After the commit, so whoever reacts to the event reads the moved rows.
    for (const id of ids) this.hooks.changed(id);
    if (held > 0) this.hooks.outboxWritten?.();
    return ids.size;
  }

  /**
   * A party starts the next version of a signed agreement ({@link amendUnderLock}); its id. `endsOn`: the version
   * proposes to end the agreement together from that date.
   */
  amend(
    agreementId: string,
    caller: Caller,
    body: AmendmentBody,
    endsOn: string | null = null,
  ): Promise<string> {
    return this.locked(agreementId, async (tx, at) => {
      const id = await amendUnderLock(this.repos, tx, at, caller, body, endsOn);
      return { result: id, changed: id };
    });
  }

  /**
   * A step of a signed agreement's follow-up — its payments and its review (docs/obligations.md, docs/reviews.md) —
   * under the agreement's row lock, in one transaction with the events it writes.
   */
  followUp<T>(
    agreementId: string,
    step: FollowUpStep<T>,
    changedWhen: (result: T) => boolean = () => true,
  ): Promise<T> {
    return this.locked(agreementId, async (tx, at) => {
      const result = await step(this.repos, tx, at);
      // A sweep that found nothing to do tells no reader to fetch again.
      return { result, changed: changedWhen(result) ? agreementId : null };
    });
  }

  /** A step that is no command's, in one transaction; then the readers of `changed` are told and the outbox published. */
  private async locked<T>(
    agreementId: string,
    step: (
      tx: Sql,
      at: { agreementId: string; key: AuditKey; now: Date },
    ) => Promise<{ result: T; changed: string | null }>,
  ): Promise<T> {
    const at = { agreementId, key: this.options.keyring.current, now: new Date() };
    const { result, changed } = await this.repos.agreements.transaction((tx) => step(tx, at));
    if (changed) this.hooks.changed(changed);
    this.hooks.outboxWritten?.();
    return result;
  }
}
