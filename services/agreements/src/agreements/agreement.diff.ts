import type { AgreementChanges, AgreementFields, DraftChanges } from './agreement.changes';
import {
  type AgreementSnapshot,
  answerKey,
  byJoinOrder,
  draftKey,
  type GuardianRow,
  guardiansOf,
  type ObserverRow,
  observersOf,
  submissionKey,
} from './agreement.rows';
import type { CommandState } from './command-state';

/*
 * What a batch of commands changed, row by row, keyed by what the rows mean (never by object identity
 * alone): what the repositories write.
 */

/** What changed between two states of one agreement, by the rows' keys. */
export function changesBetween(before: CommandState, after: CommandState): AgreementChanges {
  const participantsBefore = new Map(before.rows.participants.map((p) => [p.id, p]));
  const answersBefore = new Map(before.rows.answers.map((a) => [answerKey(a), a]));
  const answerKeysAfter = new Set(after.rows.answers.map(answerKey));
  const submissionsBefore = new Set(before.rows.submissions.map(submissionKey));
  const questionsBefore = new Set(before.rows.questions.map((q) => q.id));
  const rulesBefore = new Set(before.rows.rules.map((r) => r.id));
  return {
    newQuestions: after.rows.questions.filter((q) => !questionsBefore.has(q.id)),
    newRules: after.rows.rules.filter((r) => !rulesBefore.has(r.id)),
    newParticipants: after.rows.participants.filter((p) => !participantsBefore.has(p.id)),
    removedParticipants: after.rows.participants.filter((p) => {
      const old = participantsBefore.get(p.id);
      return old !== undefined && old.removedInRound === null && p.removedInRound !== null;
    }),
    upsertedAnswers: after.rows.answers.filter(
      (a) => answersBefore.get(answerKey(a))?.response !== a.response,
    ),
    deletedAnswers: before.rows.answers.filter((a) => !answerKeysAfter.has(answerKey(a))),
    newSubmissions: after.rows.submissions.filter((x) => !submissionsBefore.has(submissionKey(x))),
    changedDetails: after.rows.participants.filter((p) => {
      const old = participantsBefore.get(p.id);
      return old !== undefined && (old.birthDate !== p.birthDate || old.address !== p.address);
    }),
    ...inviteeChanges('observers', observersOf(before.rows), observersOf(after.rows)),
    ...inviteeChanges('guardians', guardiansOf(before.rows), guardiansOf(after.rows)),
    ...(textsChanged(before.rows, after.rows)
      ? {
          texts: {
            frozenText: after.rows.agreement.frozenText,
            frozenTextSha256: after.rows.agreement.frozenTextSha256,
            legalText: after.rows.agreement.legalText,
          },
        }
      : {}),
  };
}

/** The observers or guardians invited, accepted and removed between two states (absent when none). */
function inviteeChanges<K extends 'observers' | 'guardians', T extends ObserverRow | GuardianRow>(
  key: K,
  before: readonly T[],
  after: readonly T[],
): Partial<Record<K, { invited: T[]; accepted: T[]; removed: T[] }>> {
  if (before === after) return {};
  const old = new Map(before.map((o) => [o.id, o]));
  const kept = new Set(after.map((o) => o.id));
  const invited = after.filter((o) => !old.has(o.id));
  const accepted = after.filter((o) => old.has(o.id) && old.get(o.id)!.userId === null && o.userId !== null);
  const removed = before.filter((o) => !kept.has(o.id));
  return invited.length + accepted.length + removed.length > 0
    ? ({ [key]: { invited, accepted, removed } } as Partial<
        Record<K, { invited: T[]; accepted: T[]; removed: T[] }>
      >)
    : {};
}

/** Observers and guardians as the database lists them (invited_at, id). */
const byInvitation = (a: ObserverRow | GuardianRow, b: ObserverRow | GuardianRow): number =>
  a.invitedAt.getTime() - b.invitedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A signature froze the text, or a void or new party details cleared it. */
const textsChanged = (before: AgreementSnapshot, after: AgreementSnapshot): boolean =>
  before.agreement.frozenText !== after.agreement.frozenText ||
  before.agreement.frozenTextSha256 !== after.agreement.frozenTextSha256 ||
  before.agreement.legalText !== after.agreement.legalText;

/** The drafts a batch changed, by (owner, question, round). */
export function draftChangesBetween(before: CommandState, after: CommandState): DraftChanges {
  const draftsBefore = new Map(before.drafts.map((d) => [draftKey(d), d]));
  const keysAfter = new Set(after.drafts.map(draftKey));
  return {
    upserted: after.drafts.filter((d) => draftsBefore.get(draftKey(d))?.response !== d.response),
    deleted: before.drafts.filter((d) => !keysAfter.has(draftKey(d))),
  };
}

/** True when neither the agreement's rows nor its own fields changed (drafts are not counted here). */
export function nothingChanged(
  c: AgreementChanges,
  before: AgreementFields,
  after: AgreementFields,
): boolean {
  const rows =
    (c.newQuestions?.length ?? 0) +
    (c.newRules?.length ?? 0) +
    c.newParticipants.length +
    c.removedParticipants.length +
    c.upsertedAnswers.length +
    c.deletedAnswers.length +
    c.newSubmissions.length +
    c.changedDetails.length +
    (c.observers ? 1 : 0) +
    (c.guardians ? 1 : 0) +
    (c.texts ? 1 : 0);
  return (
    rows === 0 && (Object.keys(before) as (keyof AgreementFields)[]).every((k) => before[k] === after[k])
  );
}

/** The rows as the database lists them after the write: participants by (joined_at, id). */
export function inStoredOrder(s: AgreementSnapshot): AgreementSnapshot {
  // Questions as the repository lists them (position, id): a replacement question sits at its original's place.
  const questions = [...s.questions].sort(
    (a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const observers = s.observers && [...s.observers].sort(byInvitation);
  const guardians = s.guardians && [...s.guardians].sort(byInvitation);
  return {
    ...s,
    participants: [...s.participants].sort(byJoinOrder),
    questions,
    ...(observers ? { observers } : {}),
    ...(guardians ? { guardians } : {}),
  };
}
