import {
  AgreementMessages,
  type AmendmentBody,
  AmendmentMessages,
  AgreementsSubjects,
  type Caller,
  ErrorCode,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { randomUUID } from 'node:crypto';
import { amendmentOf, checkAmendment } from '../amendments/amendment.rules';
import { isEnded } from '../amendments/ending.rules';
import type { OutboxEvent } from '../outbox/outbox.repository';
import type { ErasureRepository } from '../privacy/erasure.repository';
import { type ErasedIn, erasureOutcome, redactedTrail } from '../privacy/erasure.rules';
import { pastRetention, type RetentionPolicy, retentionFactsOf } from '../privacy/retention.rules';
import type { AuditKey, AuditKeyring } from '../signing/audit-keys';
import { frozenRefusal } from '../signing/signing.rules';
import { canDelete } from '../rounds/rounds.rules';
import { chainAudit, signaturesTrailProblem, trailProblem } from '../signing/audit.rules';
import type { BatchDecision } from './agreement-batch';
import type { AgreementCommand } from './agreement-command';
import type { AgreementEvent } from './agreement-events';
import { activityOf, auditOf } from './agreement-events.projections';
import { createdEvent, sceneOf, visitorIdentified } from './agreement-events.rules';
import type { SigningChanges } from './agreement.changes';
import type { AgreementSnapshot } from './agreement.rows';
import { draftOwnersOf, enforce } from './agreement.commands';
import type { AgreementRepository, Sql } from './agreement.repository';
import type { GuardianRepository } from './guardian.repository';
import type { ObserverRepository } from './observer.repository';
import type { AgreementOutboxRepository } from './agreement-outbox.repository';
import type { DraftRepository } from './draft.repository';
import type { NegotiationRepository } from '../negotiation/negotiation.repository';
import type { AuditRepository } from '../signing/audit.repository';
import type { SignatureRepository } from '../signing/signature.repository';
import type { PaymentRepository } from '../obligations/payment.repository';
import type { ReviewRepository } from '../reviews/review.repository';
import { toRoundSnapshot } from './agreement.snapshot';
import { carriedPayments } from '../obligations/obligations.rules';
import { norwegianDate } from './party-details.rules';
import type { CommandState } from './command-state';
import { needsNegotiation } from './negotiation.commands';
import { codeIdsOf, needsSigning, signingChanged, signsIn } from './signing.commands';
import type { CachedSnapshot, SnapshotCache } from './snapshot-cache';

/*
 * Two steps of the writer's batch transaction (agreement.writer.ts): what it reads under the agreement's
 * row lock before the commands are applied, and how the signing rows and the events of what they decided
 * are written after the rows.
 */

/** The writer's repositories, one per table family; nothing else may import them (eslint.config.mjs). */
export interface WriterRepositories {
  /** The agreement aggregate (and the reads under the lock, which it inherits). */
  agreements: AgreementRepository;
  drafts: DraftRepository;
  negotiation: NegotiationRepository;
  signatures: SignatureRepository;
  audit: AuditRepository;
  outbox: AgreementOutboxRepository;
  observers: ObserverRepository;
  guardians: GuardianRepository;
  /** Forgetting a person who deleted their account (docs/data-rights.md). */
  erasure: ErasureRepository;
  /** What the parties recorded of the payment schedule (docs/obligations.md). */
  payments: PaymentRepository;
  /** When the signed agreement is to be looked at again (docs/reviews.md). */
  reviews: ReviewRepository;
}

/** A follow-up step of a signed agreement, run by {@link AgreementWriter.followUp} under the row lock. */
export type FollowUpStep<T> = (
  repos: WriterRepositories,
  tx: Sql,
  at: { agreementId: string; key: AuditKey; now: Date },
) => Promise<T>;

/**
 * The state a batch starts from, read under the agreement's row lock: the rows (from the cache when it
 * holds the locked version), the drafts of the batch's callers (never cached), and the negotiation and
 * signing rows when a command of the batch needs them. A batch that signs also checks that the stored
 * trail could be sealed (as the seal source will).
 */
export async function readUnderLock(
  repos: WriterRepositories,
  cache: SnapshotCache,
  keyring: AuditKeyring,
  tx: Sql,
  agreementId: string,
  commands: readonly AgreementCommand[],
): Promise<{ before: CommandState; committed: CachedSnapshot }> {
  const { agreements } = repos;
  const version = await agreements.lock(tx, agreementId);
  const cached = cache.peek(agreementId, version);
  const rows = cached?.snapshot ?? (await agreements.load(tx, agreementId));
  const drafts = await agreements.drafts(tx, agreementId, draftOwnersOf(commands));
  const negotiation = needsNegotiation(commands) ? await agreements.negotiation(tx, agreementId) : undefined;
  let signing: CommandState['signing'];
  if (needsSigning(commands)) {
    const signatures = await agreements.activeSignatures(tx, agreementId);
    const trail = signsIn(commands) ? await agreements.auditTrail(tx, agreementId) : undefined;
    signing = {
      signatures,
      unusedCodeIds: await agreements.unusedCodes(tx, agreementId, codeIdsOf(commands)),
      succeededAttempts: [],
      ...(trail
        ? {
            trailProblem:
              trailProblem(agreementId, trail, keyring) ?? signaturesTrailProblem(trail, signatures),
          }
        : {}),
    };
  }
  const before: CommandState = { rows, drafts, negotiation, ...(signing ? { signing } : {}) };
  return { before, committed: cached ?? { snapshot: rows, round: toRoundSnapshot(rows) } };
}

/**
 * After the rows: the signing rows the batch changed, then its events' two projections — the audit
 * entries chained to the stored trail and MACed with `key`, and the `agreement.activity` events in the
 * outbox, each with the request that sent its command. A signature's events carry every entry's hash as
 * committed with it (the parties' receipt).
 */
export async function writeSigningAndEvents(
  repos: WriterRepositories,
  tx: Sql,
  at: { agreementId: string; key: AuditKey; now: Date; amendsId?: string | null },
  signing: SigningChanges,
  decided: BatchDecision,
): Promise<void> {
  const { agreementId, key, now } = at;
  if (signingChanged(signing)) await repos.signatures.writeSigning(tx, agreementId, signing, now);
  // The last signature of an amendment: the version it amends is replaced from now (docs/amendments.md).
  // What was recorded of its payments that the new schedule keeps is carried over (docs/obligations.md).
  if (at.amendsId && decided.activity.some(({ event }) => event.kind === 'signed')) {
    await repos.agreements.markReplaced(tx, at.amendsId, agreementId, now);
    await carryPayments(repos, tx, { fromId: at.amendsId, toId: agreementId, now });
  }
  const receipts = decided.activity.some(
    ({ event }) => event.kind === 'signature-added' || event.kind === 'signed',
  );
  const trail = receipts ? await repos.audit.auditHashes(tx, agreementId) : [];
  const end = receipts ? (trail.at(-1) ?? null) : await repos.audit.auditEnd(tx, agreementId);
  const entries = chainAudit(end, decided.audit, { key, agreementId });
  for (const { event, origin, auditUpTo } of decided.activity) {
    const receipt = () => [
      ...trail,
      ...entries.slice(0, auditUpTo).map((e) => ({ seq: e.seq, hash: e.hash })),
    ];
    const payload =
      event.kind === 'signature-added' || event.kind === 'signed'
        ? { ...event, auditHashes: receipt() }
        : event;
    await repos.outbox.addToOutbox(tx, {
      id: event.eventId,
      subject: AgreementsSubjects.activity,
      payload,
      origin,
    });
  }
  if (entries.length > 0) await repos.audit.addAudit(tx, agreementId, entries);
}

/** A person who deleted their account, or an agreement's retention (docs/data-rights.md). */
export type Forgetting =
  | { kind: 'person'; person: { userId: string; names: readonly string[]; emails: readonly string[] } }
  | { kind: 'expired'; now: Date; policy: RetentionPolicy };

/**
 * The transaction of {@link AgreementWriter.forget}, under the agreement's row lock. An agreement past its
 * time (decided again under the lock: it may have changed) is deleted, `agreement.deleted` with it. A person
 * who deleted their account: by the outcome (erasure.rules.ts) the agreement is deleted, kept with only the
 * link to the account gone, or they become «Tidligere deltaker» — removed from an open agreement's current
 * round on, the signatures voided and the trail rewritten without them. Null when the agreement is gone or
 * not yet past its time.
 */
export async function forgetUnderLock(
  repos: WriterRepositories,
  tx: Sql,
  at: { agreementId: string; key: AuditKey; now: Date },
  what: Forgetting,
  deleted: () => OutboxEvent,
): Promise<ErasedIn | null> {
  const { agreements, erasure, audit } = repos;
  const { agreementId, now } = at;
  try {
    await agreements.lock(tx, agreementId);
  } catch (error) {
    if (error instanceof DomainError && error.code === ErrorCode.NotFound) return null;
    throw error;
  }
  if (what.kind === 'expired') {
    const facts = await erasure.retentionFacts(tx, agreementId);
    if (!pastRetention(retentionFactsOf(facts), what.now, what.policy)) return null;
    await deleteWithEvent(repos, tx, agreementId, deleted());
    return { outcome: 'deleted', counts: { agreements: 1 }, reopened: false };
  }
  const { person } = what;
  const facts = await erasure.facts(tx, agreementId, person.userId);
  const outcome = erasureOutcome({ status: facts.status, othersTookPart: facts.others });
  const counts = await erasure.forgetOwnRows(tx, agreementId, person.userId, person.emails);
  if (outcome === 'deleted') {
    await deleteWithEvent(repos, tx, agreementId, deleted());
    return { outcome, counts, reopened: false };
  }
  const tombstone = randomUUID();
  if (outcome === 'kept') {
    const unlinked = await erasure.unlinkSigned(tx, agreementId, person.userId, tombstone);
    return { outcome, counts: { ...counts, ...unlinked }, reopened: false };
  }
  // Only read along: nothing of theirs is in the text or the trail.
  if (facts.participant_ids.length === 0 && !facts.guardian) return { outcome, counts, reopened: false };
  const changed = await erasure.anonymise(tx, agreementId, person.userId, tombstone, facts, now);
  const entries = await agreements.auditTrail(tx, agreementId);
  let trail = 0;
  if (entries.length > 0) {
    const names = [...new Set([...facts.names, ...person.names])];
    const mac = { key: at.key, agreementId };
    const redacted = redactedTrail(entries, names, { at: now, voided: changed.voided }, mac);
    await erasure.replaceTrail(tx, agreementId);
    await audit.addAudit(tx, agreementId, redacted.entries);
    trail = redacted.changed;
  }
  const open = facts.status === 'pending' || facts.status === 'in_progress';
  return { outcome, counts: { ...counts, ...changed, audit_events: trail }, reopened: open };
}

/** Writes events that are no command's (creation, a visitor's login) in the caller's transaction. */
export async function writeEvents(
  repos: WriterRepositories,
  key: AuditKey,
  tx: Sql,
  agreementId: string,
  events: readonly AgreementEvent[],
): Promise<number> {
  const told = events.flatMap((e) => activityOf(e) ?? []);
  for (const event of told)
    await repos.outbox.addToOutbox(tx, {
      id: event.eventId,
      subject: AgreementsSubjects.activity,
      payload: event,
    });
  const drafts = events.flatMap((e) => auditOf(e) ?? []);
  if (drafts.length > 0) {
    const end = await repos.audit.auditEnd(tx, agreementId);
    await repos.audit.addAudit(tx, agreementId, chainAudit(end, drafts, { key, agreementId }));
  }
  return told.length;
}

/**
 * The transaction of {@link AgreementWriter.amend} (docs/amendments.md), under the signed agreement's row lock:
 * checks that the caller, a party, may amend it and that no later version is being negotiated, then inserts
 * the next version — its round 1 holding the agreed answers, round 2 open — with `created` and `round-started`
 * in its trail and outbox (the parties are told). Returns the new version's id.
 */
export async function amendUnderLock(
  repos: WriterRepositories,
  tx: Sql,
  at: { agreementId: string; key: AuditKey; now: Date },
  caller: Caller,
  body: AmendmentBody,
  endsOn: string | null = null,
): Promise<string> {
  const { agreements } = repos;
  await agreements.lock(tx, at.agreementId);
  const v1 = await agreements.load(tx, at.agreementId);
  checkAmendment(v1, caller, await agreements.openAmendment(tx, at.agreementId));
  if (isEnded(v1)) throw new DomainError(ErrorCode.Conflict, AmendmentMessages.ended);
  const rows = amendmentOf(v1, body, caller, randomUUID, at.now);
  const a = rows.agreement;
  await agreements.insert(tx, { agreement: a, questions: rows.questions, rules: rows.rules });
  const changes = {
    newParticipants: rows.participants,
    removedParticipants: [],
    upsertedAnswers: rows.answers,
    deletedAnswers: [],
    newSubmissions: rows.submissions,
    changedDetails: [],
  };
  const written = await agreements.write(tx, a.id, changes, a, at.now);
  await agreements.setAmendment(tx, a.id, {
    amendsId: at.agreementId,
    versionNumber: a.versionNumber ?? 2,
    reopenedQuestionIds: a.reopenedQuestionIds ?? [],
    clausesBefore: a.clausesBefore ?? {},
    endsOn,
  });
  const v2: AgreementSnapshot = {
    ...rows,
    agreement: { ...a, ...written, legalText: null, frozenText: null, frozenTextSha256: null, endsOn },
  };
  const actor = v2.participants.find((p) => p.userId === caller.id)!;
  await writeEvents(repos, at.key, tx, a.id, [
    createdEvent(a, randomUUID),
    {
      id: randomUUID(),
      kind: 'round-started',
      scene: sceneOf(v2, at.now),
      actor: { participantId: actor.id, name: actor.userName },
      amendment: { versionNumber: a.versionNumber ?? 2, ...(endsOn ? { endsOn } : {}) },
    },
  ]);
  return a.id;
}

/**
 * The transaction of {@link AgreementWriter.transferAnonymous}: a visitor's agreements, answers and drafts
 * become the account's, and the `answered` held back while they were a visitor is written, naming them.
 */
export async function transferUnderTx(
  repos: WriterRepositories,
  tx: Sql,
  key: AuditKey,
  who: { anonymousId: string; userId: string; userName: string },
): Promise<{ ids: Set<string>; held: number }> {
  const { agreements } = repos;
  let held = 0;
  const moved = await agreements.transferAnonymous(tx, who.anonymousId, who.userId, who.userName);
  const now = new Date();
  for (const { agreementId, participantId } of moved.participants) {
    const rows = await agreements.load(tx, agreementId);
    const event = visitorIdentified(rows, participantId, now, randomUUID);
    if (event) held += await writeEvents(repos, key, tx, agreementId, [event]);
  }
  return { ids: moved.agreements, held };
}

/**
 * The transaction of {@link AgreementWriter.delete}: its initiator deletes an agreement nobody has signed (one
 * someone signed is evidence: the signatures are voided first); `agreement.deleted` goes with it.
 */
export async function deleteUnderLock(
  repos: WriterRepositories,
  tx: Sql,
  at: { agreementId: string; callerId: string },
  event: OutboxEvent,
): Promise<void> {
  const { agreements } = repos;
  await agreements.lock(tx, at.agreementId);
  const agreement = await agreements.agreement(tx, at.agreementId);
  if (!agreement) throw new DomainError(ErrorCode.NotFound, AgreementMessages.notFound);
  enforce(canDelete(agreement, at.callerId));
  const frozen = frozenRefusal(agreement);
  if (frozen) throw new DomainError(frozen.code, frozen.message);
  await deleteWithEvent(repos, tx, at.agreementId, event);
}

/** Deletes the agreement's rows and writes `agreement.deleted` to the outbox, in the caller's transaction. */
async function deleteWithEvent(repos: WriterRepositories, tx: Sql, agreementId: string, event: OutboxEvent) {
  await repos.agreements.delete(tx, agreementId);
  await repos.outbox.addToOutbox(tx, event);
}

/**
 * At an amendment's last signature, in its transaction (after `fromId` was marked replaced, so its row is locked
 * and no mark can be added to it meanwhile): the payments recorded on the replaced version that are the same in
 * the new one are recorded on the new one too (docs/obligations.md). The marks' audit entries stay in the old
 * version's trail, which the new one's sealed PDF names by its SHA-256.
 */
async function carryPayments(
  repos: WriterRepositories,
  tx: Sql,
  at: { fromId: string; toId: string; now: Date },
): Promise<void> {
  const rows = await repos.payments.payments(tx, at.fromId);
  if (rows.length === 0) return;
  const [from, to] = [await repos.agreements.load(tx, at.fromId), await repos.agreements.load(tx, at.toId)];
  await repos.payments.carry(tx, at.toId, carriedPayments(from, rows, to, norwegianDate(at.now)));
}
