import { auditCanonicalJson, type AuditEntry, type AuditEventKind } from '@avtalt/contracts';
import { createHash } from 'node:crypto';
import { agreementStatus, participantsIn } from '../rounds/rounds.rules';
import type { AgreementCommand } from '../agreements/agreement.commands';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import type { AgreementStatus } from '@avtalt/contracts';

/**
 * The agreement's audit trail (issue 18, docs/signing.md): one entry per event, each hash-chained to the
 * one before it, so a removed or changed entry is evident. Pure: the writer and the signing service
 * store the entries in the transaction that made the change.
 */

/** An entry before it is numbered and chained. */
export type AuditDraft = Omit<AuditEntry, 'seq' | 'prevHash' | 'hash'>;

/** The last stored entry of the agreement's trail (none yet: null). */
export interface ChainEnd {
  seq: number;
  hash: string;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The hash of an entry: SHA-256 over the previous entry's hash and the entry's canonical JSON. */
export function auditHash(entry: Omit<AuditEntry, 'prevHash' | 'hash'>, prevHash: string | null): string {
  return sha256Hex((prevHash ?? '') + auditCanonicalJson(entry));
}

/** Numbers and chains drafts after `end` (the trail's last entry, or null for a new trail). */
export function chainAudit(end: ChainEnd | null, drafts: readonly AuditDraft[]): AuditEntry[] {
  const entries: AuditEntry[] = [];
  let seq = end?.seq ?? 0;
  let prevHash = end?.hash ?? null;
  for (const draft of drafts) {
    seq += 1;
    const entry = { ...draft, seq };
    const hash = auditHash(entry, prevHash);
    entries.push({ ...entry, prevHash, hash });
    prevHash = hash;
  }
  return entries;
}

/**
 * Whether a trail is whole: numbered 1… without gaps (or from its first stored entry on), each entry's
 * `prevHash` the hash of the one before and each `hash` the hash of the entry itself.
 */
export function auditChainValid(entries: readonly AuditEntry[]): boolean {
  let prev: AuditEntry | undefined;
  for (const entry of entries) {
    if (prev && (entry.seq !== prev.seq + 1 || entry.prevHash !== prev.hash)) return false;
    if (!prev && entry.seq === 1 && entry.prevHash !== null) return false;
    const { prevHash, hash, ...own } = entry;
    if (auditHash(own, prevHash) !== hash) return false;
    prev = entry;
  }
  return true;
}

/** Whoever the command's caller is in the agreement, by name (a visitor's 'Deltaker n'), else null. */
function actorName(s: AgreementSnapshot, command: AgreementCommand): string | null {
  if (command.kind === 'recheck') return null;
  const row = s.participants.find((p) => p.userId === command.caller.id);
  if (row) return row.userName;
  return command.caller.anonymous ? null : command.caller.name;
}

export interface AuditStep {
  before: AgreementSnapshot;
  after: AgreementSnapshot;
  statusBefore: AgreementStatus;
  command: AgreementCommand;
}

/**
 * The entries one applied command gives rise to, in order: `joined` (a new participant's first set),
 * `round-submitted` (a set submitted or changed), `participant-removed`, `round-started`, then
 * `completed` or `disagreement-declared` when the status became that.
 */
export function auditOf(step: AuditStep, now: Date): AuditDraft[] {
  const { before, after, statusBefore, command } = step;
  if (before === after) return [];
  const occurredAt = now.toISOString();
  const drafts: AuditDraft[] = [];
  const add = (kind: AuditEventKind, actor: string | null, round: number | null, details: AuditDraft['details'] = {}): void => {
    drafts.push({ kind, occurredAt, actorName: actor, round, details });
  };
  const actor = actorName(after, command);
  const round = after.agreement.currentRound;
  if (command.kind === 'answerAll') {
    const joined = after.participants.filter((p) => !before.participants.some((q) => q.id === p.id));
    for (const p of joined) add('joined', p.userName, round);
    const me = after.participants.find((p) => p.userId === command.caller.id);
    if (me && submittedOrChanged(before, after, me.id, round)) {
      const answers = after.answers.filter((a) => a.participantId === me.id && a.round === round).length;
      add('round-submitted', me.userName, round, { answers });
    }
  }
  if (command.kind === 'removeParticipant') {
    const removed = after.participants.find((p) => p.id === command.participantId);
    add('participant-removed', actor, round, { removed: removed?.userName ?? null });
  }
  if (after.agreement.currentRound > before.agreement.currentRound) add('round-started', command.kind === 'nextRound' ? actor : null, round);
  const roundView = toRoundSnapshot(after);
  const status = agreementStatus(roundView);
  if (status !== statusBefore && status === 'completed') {
    add('completed', null, round, { parties: participantsIn(roundView).length });
  }
  if (status !== statusBefore && status === 'disagreement') {
    add('disagreement-declared', command.kind === 'declareDisagreement' ? actor : null, round);
  }
  return drafts;
}

function submittedOrChanged(before: AgreementSnapshot, after: AgreementSnapshot, participantId: string, round: number): boolean {
  const submitted = (s: AgreementSnapshot) => s.submissions.some((x) => x.participantId === participantId && x.round === round);
  if (!submitted(after)) return false;
  if (!submitted(before)) return true;
  const mine = (s: AgreementSnapshot) =>
    JSON.stringify(
      s.answers
        .filter((a) => a.participantId === participantId && a.round === round)
        .map((a) => [a.questionId, a.response])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return mine(before) !== mine(after);
}
