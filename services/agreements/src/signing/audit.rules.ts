import {
  auditCanonicalJson,
  auditChainProblem,
  type AuditEntry,
  type AuditEventKind,
} from '@avtalt/contracts';
import { timingSafeEqual } from 'node:crypto';
import { type AuditKey, type AuditKeyring, hmacHex } from './audit-keys';
import { participantsIn } from '../rounds/round-snapshot';
import { agreementStatus } from '../rounds/round-status.rules';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { partiesOf, type SignatureRow, textSha256, type TrailProblem } from './signing.rules';
import type { AgreementStatus } from '@avtalt/contracts';
import type { AgreementCommand } from '../agreements/agreement-command';

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

/** The hash of an entry: SHA-256 over the previous entry's hash and the entry's canonical JSON. */
export function auditHash(entry: Omit<AuditEntry, 'prevHash' | 'hash'>, prevHash: string | null): string {
  return textSha256((prevHash ?? '') + auditCanonicalJson(entry));
}

/** What a new entry's MAC is made with: the audit key and the agreement whose trail it is in. */
export interface MacContext {
  key: AuditKey;
  agreementId: string;
}

/**
 * Numbers and chains drafts after `end` (the trail's last entry, or null for a new trail); with a key,
 * each entry also gets its MAC ({@link auditMac}, bound to the agreement) and the key's id.
 */
export function chainAudit(
  end: ChainEnd | null,
  drafts: readonly AuditDraft[],
  mac?: MacContext,
): AuditEntry[] {
  const entries: AuditEntry[] = [];
  let seq = end?.seq ?? 0;
  let prevHash = end?.hash ?? null;
  for (const draft of drafts) {
    seq += 1;
    const entry = { ...draft, seq };
    const hash = auditHash(entry, prevHash);
    entries.push(
      mac
        ? { ...entry, prevHash, hash, mac: auditMac(mac.key, mac.agreementId, hash), keyId: mac.key.keyId }
        : { ...entry, prevHash, hash },
    );
    prevHash = hash;
  }
  return entries;
}

/**
 * Issue 31: an entry's MAC, HMAC-SHA256 (hex) under the audit key of `agreementId + ':' + hash` (the
 * agreement's id as stored, lowercase with hyphens; the hash as 64 hex characters). The hash covers the
 * entry and, through `prevHash`, every entry before it, so the MAC of any entry vouches for the whole
 * trail up to it; the agreement's id binds it to this agreement (neither the hash nor the canonical JSON
 * names it, so a valid trail of another agreement copied in would otherwise pass). Without the key
 * nobody can make one.
 */
export const auditMac = (key: AuditKey, agreementId: string, hash: string): string =>
  hmacHex(key, `${agreementId}:${hash}`);

/**
 * Issue 31: what the audit details record instead of a client's IP address and browser: HMAC-SHA256
 * (hex) under the audit key of `ip + '\n' + userAgent`. It ties an entry to the values kept in the
 * signatures table (anyone holding them and the key can check it), yet shows neither.
 */
export const clientDigest = (key: AuditKey, client: { ipAddress: string; userAgent: string }): string =>
  hmacHex(key, `${client.ipAddress}\n${client.userAgent}`);

const sameHex = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Issue 31 (docs/signing-write-path.md): the first problem of an agreement's whole trail, or null when
 * it holds. First the chain rule without a key ({@link auditChainProblem} in contracts, the one
 * definition documents checks too): it starts at seq 1 with `created` and no `prevHash`, each entry
 * follows the one before and each `hash` is the documented hash of the entry. Then each entry's MAC
 * must be right for this agreement under the key its `keyId` names. Entries without a MAC are accepted only as a prefix
 * (they were written before the keys existed) followed by at least one MACed entry: that entry's MAC
 * covers their hashes through the chain, so none of them can be rewritten, and a MAC cannot be dropped
 * from an entry after a MACed one.
 */
export function trailProblem(
  agreementId: string,
  entries: readonly AuditEntry[],
  keyring: AuditKeyring,
): TrailProblem | null {
  const chain = auditChainProblem(entries, textSha256);
  if (chain) return chain;
  let maced = false;
  for (const entry of entries) {
    if (entry.mac == null || entry.keyId == null) {
      if (maced) return { seq: entry.seq, reason: 'mac-missing' };
    } else {
      const key = keyring.byId.get(entry.keyId);
      if (!key) return { seq: entry.seq, reason: 'mac-key' };
      if (!sameHex(auditMac(key, agreementId, entry.hash), entry.mac))
        return { seq: entry.seq, reason: 'mac' };
      maced = true;
    }
  }
  // Nothing vouches for a trail without a single MAC (every MAC dropped and the entries rewritten).
  if (!maced) return { seq: entries[entries.length - 1].seq, reason: 'mac-missing' };
  return null;
}

/**
 * Issue 31 review: the signatures that count (not voided) must be exactly the `signature-added` entries
 * after the trail's last `signatures-voided`, matched one to one by what the seal prints of them (text
 * hash, method, address confirmed, where the code went): a signature row added or changed with SQL, or
 * one whose entry was written before these details were recorded, is refused (`seq`: the first entry
 * without a signature, else the trail's last entry). Run after {@link trailProblem} (a whole trail).
 */
export function signaturesTrailProblem(
  entries: readonly AuditEntry[],
  signatures: readonly Pick<SignatureRow, 'textSha256' | 'method' | 'emailConfirmed' | 'codeSentTo'>[],
): TrailProblem | null {
  const lastVoid = entries.map((e) => e.kind).lastIndexOf('signatures-voided');
  const added = entries.slice(lastVoid + 1).filter((e) => e.kind === 'signature-added');
  const unmatched = signatures.map((s) => signatureKey(s));
  for (const entry of added) {
    const d = entry.details;
    const key = signatureKey({
      textSha256: d.textSha256,
      method: d.method,
      emailConfirmed: d.emailConfirmed,
      codeSentTo: d.codeSentTo,
    });
    const at = unmatched.indexOf(key);
    // An entry without these details (written before they were recorded) matches nothing: key differs.
    if (at < 0 || !('codeSentTo' in d) || !('emailConfirmed' in d))
      return { seq: entry.seq, reason: 'signatures' };
    unmatched.splice(at, 1);
  }
  if (unmatched.length > 0) return { seq: entries.at(-1)?.seq ?? null, reason: 'signatures' };
  return null;
}

const signatureKey = (s: {
  textSha256: unknown;
  method: unknown;
  emailConfirmed: unknown;
  codeSentTo: unknown;
}): string =>
  JSON.stringify([s.textSha256 ?? null, s.method ?? null, s.emailConfirmed ?? null, s.codeSentTo ?? null]);

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
  /** Signatures not voided before the command (issue 31; read when the batch signs or voids). */
  activeSignatures?: number;
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
  const add = (
    kind: AuditEventKind,
    actor: string | null,
    round: number | null,
    details: AuditDraft['details'] = {},
  ): void => {
    drafts.push({ kind, occurredAt, actorName: actor, round, details });
  };
  const actor = actorName(after, command);
  const round = after.agreement.currentRound;
  // Issue 31: a signature records how it was proven and the text's hash; the client's IP address and
  // browser only as a keyed digest (the values stay in the signatures table).
  if (command.kind === 'sign') {
    const signedSha256 = after.agreement.frozenTextSha256;
    // codeSentTo and emailConfirmed as the signature row has them: the seal checks the two agree (signaturesTrailProblem).
    add('signature-added', actor, round, {
      method: command.signature.method,
      textSha256: signedSha256,
      emailConfirmed: command.signature.emailConfirmed,
      codeSentTo: command.signature.code?.sentTo ?? null,
      clientDigest: command.signature.clientDigest,
    });
    if (after.agreement.status === 'signed' && before.agreement.status !== 'signed') {
      add('signed', null, round, {
        signers: partiesOf(after.participants, toRoundSnapshot(after)).length,
        textSha256: signedSha256,
      });
    }
    return drafts;
  }
  if (command.kind === 'voidSignatures') {
    add('signatures-voided', actor, round, {
      voided: step.activeSignatures ?? 0,
      clientDigest: command.clientDigest,
    });
    return drafts;
  }
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
  if (after.agreement.currentRound > before.agreement.currentRound)
    add('round-started', command.kind === 'nextRound' ? actor : null, round);
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

function submittedOrChanged(
  before: AgreementSnapshot,
  after: AgreementSnapshot,
  participantId: string,
  round: number,
): boolean {
  const submitted = (s: AgreementSnapshot) =>
    s.submissions.some((x) => x.participantId === participantId && x.round === round);
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
