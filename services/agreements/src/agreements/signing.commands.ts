import { awaitingReview } from './agreement-language.rules';
import { levelRefusal } from '../signing/signature-level.rules';
import { type Caller, ErrorCode, SigningMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import {
  emailRefusal,
  signerOf,
  partiesOf,
  type SignatureRow,
  type SigningRows,
  type SigningState,
  signRefusal,
  statusAfterSigning,
  textToSign,
  trailRefusal,
  voidRefusal,
} from '../signing/signing.rules';
import { capacityRefusal, hasGuardian, partiesCapacityRefusal } from '../signing/capacity.rules';
import type { AgreementCommand, SignRequest } from './agreement-command';
import type { SigningChanges } from './agreement.changes';
import type { AgreementSnapshot } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { type CommandState, refuseWith } from './command-state';
import { norwegianDate } from './party-details.rules';

/*
 * The signing commands (docs/signing-write-path.md): a signature and a void, applied under the row lock
 * with the signing rows the writer read there. The proof was checked before the transaction; everything
 * else is checked again here. Pure.
 */

const SIGNING_KINDS = new Set<AgreementCommand['kind']>(['sign', 'voidSignatures']);
/** Whether a batch needs the signing rows (read under the lock like drafts). */
export const needsSigning = (commands: readonly AgreementCommand[]): boolean =>
  commands.some((c) => SIGNING_KINDS.has(c.kind));
/** Whether a batch signs (the writer then reads the audit trail under the lock). */
export const signsIn = (commands: readonly AgreementCommand[]): boolean =>
  commands.some((c) => c.kind === 'sign');
/** The code rows a batch's signatures would use (read under the lock: which are still unused). */
export const codeIdsOf = (commands: readonly AgreementCommand[]): string[] =>
  commands.flatMap((c) => (c.kind === 'sign' && c.signature.code ? [c.signature.code.id] : []));

const NO_SIGNING: SigningRows = { signatures: [], unusedCodeIds: new Set(), succeededAttempts: [] };

/** The signing state of rows and the signatures not voided. */
function signingStateOf(s: AgreementSnapshot, signing: SigningRows): SigningState {
  return {
    agreement: { ...s.agreement, awaitingReview: awaitingReview(s) },
    parties: partiesOf(s.participants, toRoundSnapshot(s)),
    signatures: signing.signatures.filter((x) => x.voidedAt === null),
    guardians: s.guardians ?? [],
  };
}

/**
 * A signature, checked again under the row lock exactly as before the proof was checked (a
 * party, completed, the text read is the one to sign, the code sent for that text and still unused, a
 * confirmed address, of age): the signature row, the text frozen by the first one and `signed` when it
 * is the last. The signing rows carry the new signature, the code used and the attempt that succeeded.
 */
export function sign(state: CommandState, caller: Caller, request: SignRequest, now: Date): CommandState {
  const s = state.rows;
  const signing = state.signing ?? NO_SIGNING;
  const st = signingStateOf(s, signing);
  refuseWith(signRefusal(st, caller, request.textSha256));
  refuseWith(levelRefusal(s.agreement.requiredSignatureLevel, request.method));
  // A trail that could never be sealed gets no signature (read under the lock by the writer).
  refuseWith(trailRefusal(signing.trailProblem));
  refuseWith(emailRefusal(request.emailConfirmed));
  const signer = signerOf(st, caller)!;
  const me = signer.participant;
  // A guardian's own capacity was checked when they accepted; the party's is checked with the guardian in view.
  if (signer.role === 'party')
    refuseWith(capacityRefusal(me, s.agreement.document, norwegianDate(now), hasGuardian(st, me.id)));
  refuseWith(partiesCapacityRefusal(st, me.id, norwegianDate(now)));
  const text = textToSign(st)!;
  if (request.code) {
    // Used meanwhile (or never stored): the proof no longer holds.
    if (!signing.unusedCodeIds.has(request.code.id))
      throw new DomainError(ErrorCode.InvalidSigningProof, SigningMessages.wrongCode);
    if (request.code.textSha256 !== text.sha256)
      throw new DomainError(ErrorCode.TextChanged, SigningMessages.textChanged);
  }
  const row: SignatureRow = {
    id: request.id,
    participantId: me.id,
    userId: caller.id,
    // A guardian signs in their own name, for the party (the role says so).
    name: signer.role === 'guardian' ? signer.guardian!.userName! : me.userName,
    role: signer.role,
    method: request.method,
    ipAddress: request.ipAddress,
    userAgent: request.userAgent,
    textSha256: text.sha256,
    signedAt: now,
    voidedAt: null,
    codeSentTo: request.code?.sentTo ?? null,
    emailConfirmed: request.emailConfirmed,
    eid: request.method === 'eid' ? request.eid : null,
  };
  const status = statusAfterSigning(st, { participantId: me.id, role: signer.role });
  const a = s.agreement;
  const rows: AgreementSnapshot = {
    ...s,
    agreement: {
      ...a,
      status,
      frozenText: a.frozenText ?? text.html,
      frozenTextSha256: a.frozenTextSha256 ?? text.sha256,
    },
  };
  const unused = new Set(signing.unusedCodeIds);
  if (request.code) unused.delete(request.code.id);
  return {
    rows,
    drafts: state.drafts,
    signing: {
      signatures: [...signing.signatures, row],
      unusedCodeIds: unused,
      succeededAttempts: [...signing.succeededAttempts, request.attemptId],
    },
  };
}

/** Every signature voided; the frozen copy and the stored final text cleared (made again at the next request). */
export function voidAll(state: CommandState, caller: Caller, now: Date): CommandState {
  const s = state.rows;
  const signing = state.signing ?? NO_SIGNING;
  refuseWith(voidRefusal(signingStateOf(s, signing), caller));
  const rows: AgreementSnapshot = {
    ...s,
    agreement: { ...s.agreement, frozenText: null, frozenTextSha256: null, legalText: null },
  };
  return {
    rows,
    drafts: state.drafts,
    signing: {
      ...signing,
      signatures: signing.signatures.map((x) => (x.voidedAt === null ? { ...x, voidedAt: now } : x)),
    },
  };
}

export function signingChangesBetween(
  before: SigningRows | undefined,
  after: SigningRows | undefined,
): SigningChanges {
  const b = before ?? NO_SIGNING;
  const a = after ?? NO_SIGNING;
  const known = new Map(b.signatures.map((x) => [x.id, x]));
  return {
    newSignatures: a.signatures.filter((x) => !known.has(x.id) && x.voidedAt === null),
    voidedIds: a.signatures
      .filter((x) => x.voidedAt !== null && known.get(x.id)?.voidedAt === null)
      .map((x) => x.id),
    usedCodeIds: [...b.unusedCodeIds].filter((id) => !a.unusedCodeIds.has(id)),
    succeededAttempts: a.succeededAttempts.filter((id) => !b.succeededAttempts.includes(id)),
  };
}

export const signingChanged = (c: SigningChanges): boolean =>
  c.newSignatures.length + c.voidedIds.length + c.usedCodeIds.length + c.succeededAttempts.length > 0;
