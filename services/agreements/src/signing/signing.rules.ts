import { reviewBlocker, reviewRefusal } from '../agreements/agreement-language.rules';
import {
  type AgreementStatus,
  type AuditChainProblem,
  type Caller,
  ErrorCode,
  MAX_SIGNING_ATTEMPTS,
  MAX_SIGNING_CODES,
  MAX_WRONG_SIGNING_PASSWORDS_PER_USER,
  SigningMessages,
  type SignatureEidEvidence,
  type SignatureMethod,
  type SignaturesView,
  type SignerLevel,
  type SigningStatus,
} from '@avtalt/contracts';
import { createHash } from 'node:crypto';
import { signingNotesWorded } from './signing-notes.rules';
import { participantsIn, type RoundSnapshot } from '../rounds/round-snapshot';
import type { AgreementRow, GuardianRow, ParticipantRow } from '../agreements/agreement.rows';

/**
 * Signing a completed agreement (issue 18, docs/signing.md), as pure decisions: who the parties are,
 * who may sign or void, what a signature freezes, and the status after it. The signing service runs
 * them under the agreement's row lock, so they hold across any number of processes.
 */

/** A signature as stored (voided ones stay, with `voidedAt`). */
/** Why a trail is refused, naming its first bad entry (`seq`: null when the trail is empty). */
export interface TrailProblem {
  seq: number | null;
  reason: AuditChainProblem['reason'] | 'mac-missing' | 'mac-key' | 'mac' | 'signatures';
}

export interface SignatureRow {
  readonly id: string;
  readonly participantId: string;
  readonly userId: string;
  readonly name: string;
  readonly method: SignatureMethod;
  readonly ipAddress: string;
  readonly userAgent: string;
  readonly textSha256: string;
  readonly signedAt: Date;
  readonly voidedAt: Date | null;
  /** Issue 31: where the code went, masked as notifications reported it (null: password, or before issue 31). */
  readonly codeSentTo: string | null;
  /** Issue 31: the account's address was confirmed when it signed (false on signatures before that was checked). */
  readonly emailConfirmed: boolean;
  /** What the eID broker verified (method `eid`); null otherwise. */
  readonly eid: SignatureEidEvidence | null;
  /** `guardian`: the guardian of the party `participantId` signed with them (absent in older rows built by tests: party). */
  readonly role?: 'party' | 'guardian';
}

/**
 * Issue 31: the signing rows a batch of the writer works on (read under the agreement's row lock when a
 * command of the batch signs or voids): the signatures not voided before the batch, which of the
 * batch's codes are still unused, and the attempts that signed (marked so in the batch's transaction).
 */
export interface SigningRows {
  readonly signatures: readonly SignatureRow[];
  readonly unusedCodeIds: ReadonlySet<string>;
  readonly succeededAttempts: readonly string[];
  /**
   * Issue 31 review: why the agreement's trail (read under the lock when the batch signs) could never be
   * sealed (`trailProblem`, then `signaturesTrailProblem`), else null; not read: undefined.
   */
  readonly trailProblem?: TrailProblem | null;
}

export type Refusal = { code: ErrorCode; message: string };
type SignBlockerCode = NonNullable<SignaturesView['signBlocker']>['code'];

/** The agreement's state as signing sees it. */
export interface SigningState {
  agreement: Pick<AgreementRow, 'status' | 'legalText' | 'frozenText' | 'frozenTextSha256'> & {
    /** How every party must sign (absent in states built by older tests: any way). */
    requiredSignatureLevel?: AgreementRow['requiredSignatureLevel'];
    /** The document the agreement produces; kind `plan` is not a binding agreement and is never signed. */
    document?: AgreementRow['document'];
    /** The text is nynorsk not yet read by a nynorsk writer (docs/languages.md): not signed until it is. */
    awaitingReview?: boolean;
    /** The topic's nynorsk and English (its signing notes among them). */
    translations?: AgreementRow['translations'];
  };
  /** The parties of the agreement (those who take part in the current round) with their rows. */
  parties: readonly ParticipantRow[];
  /** Signatures not voided. */
  signatures: readonly SignatureRow[];
  /** The guardians of parties under 18 (only accepted ones sign; absent: none). */
  guardians?: readonly GuardianRow[];
}

/** Who the caller signs as: a party, or the accepted guardian of a party under 18 (docs/guardians.md). */
export interface Signer {
  /** The party's row (for a guardian: their ward's). */
  participant: ParticipantRow;
  role: 'party' | 'guardian';
  /** The guardian's row, when the caller signs as one. */
  guardian?: GuardianRow;
}

/** The guardians who accepted, of parties who sign. */
export const acceptedGuardians = (state: SigningState): GuardianRow[] =>
  (state.guardians ?? []).filter(
    (g) => g.userId !== null && state.parties.some((p) => p.id === g.participantId),
  );

/** The caller as a signer of the agreement, or undefined when they are neither a party nor a party's guardian. */
export function signerOf(state: SigningState, caller: Caller): Signer | undefined {
  if (caller.anonymous) return undefined;
  const party = state.parties.find((p) => p.userId === caller.id && !p.isAnonymous);
  if (party) return { participant: party, role: 'party' };
  const guardian = acceptedGuardians(state).find((g) => g.userId === caller.id);
  const ward = guardian && state.parties.find((p) => p.id === guardian.participantId);
  return ward ? { participant: ward, role: 'guardian', guardian } : undefined;
}

/** The signature of `signer` that counts, if they have signed. */
const signatureOf = (state: SigningState, signer: { participantId: string; role: 'party' | 'guardian' }) =>
  state.signatures.find(
    (s) => s.participantId === signer.participantId && (s.role ?? 'party') === signer.role,
  );

/** The parties who must sign: everyone who takes part in the agreement now (removed ones left out). */
export function partiesOf(participants: readonly ParticipantRow[], round: RoundSnapshot): ParticipantRow[] {
  const byId = new Map(participants.map((p) => [p.id, p]));
  return participantsIn(round).map((p) => byId.get(p.id)!);
}

export const textSha256 = (html: string): string => createHash('sha256').update(html, 'utf8').digest('hex');

/** The text to sign: the frozen copy once someone has signed, else the stored final text (null: none yet). */
export function textToSign(state: SigningState): { html: string; sha256: string } | null {
  const a = state.agreement;
  if (a.frozenText !== null && a.frozenTextSha256 !== null)
    return { html: a.frozenText, sha256: a.frozenTextSha256 };
  if ((a.status === 'completed' || a.status === 'signed') && a.legalText)
    return { html: a.legalText, sha256: textSha256(a.legalText) };
  return null;
}

export function signingStatusOf(state: SigningState): SigningStatus {
  if (state.agreement.status === 'signed') return 'signed';
  return state.signatures.length > 0 ? 'signing' : 'unsigned';
}

/** Why the caller may not see or act on the signatures: 401 for a visitor, 403 for someone not a party (or a party's guardian). */
export function accessRefusal(state: SigningState, caller: Caller, isInitiator: boolean): Refusal | null {
  if (caller.anonymous) return { code: ErrorCode.LoginRequired, message: 'Logg inn for å se signaturene' };
  if (!signerOf(state, caller) && !isInitiator)
    return { code: ErrorCode.NotParticipant, message: 'Du er ikke part i denne avtalen' };
  return null;
}

/**
 * Why the caller may not sign now (null: they may): 401 a visitor, 403 not a party, 409 a plan (document
 * kind `plan`: not a binding agreement), 409 not a completed agreement with its final text, 409 already signed, 409 TEXT_CHANGED when the text they read (its hash)
 * is not the one to sign.
 */
export function signRefusal(state: SigningState, caller: Caller, readSha256?: string): Refusal | null {
  if (caller.anonymous) return { code: ErrorCode.LoginRequired, message: 'Logg inn for å signere avtalen' };
  const me = signerOf(state, caller);
  if (!me) return { code: ErrorCode.NotParticipant, message: 'Bare partene i avtalen kan signere den' };
  if (state.agreement.document?.kind === 'plan')
    return { code: ErrorCode.Conflict, message: SigningMessages.planNotSignable };
  if (state.agreement.status === 'signed')
    return { code: ErrorCode.Conflict, message: SigningMessages.alreadySigned };
  const text = textToSign(state);
  if (state.agreement.status !== 'completed' || text === null)
    return { code: ErrorCode.Conflict, message: SigningMessages.notCompleted };
  if (reviewRefusal(state)) return reviewRefusal(state);
  // Everyone named in the text must be able to sign it: a party without an account cannot.
  if (state.parties.some((p) => p.isAnonymous))
    return { code: ErrorCode.Conflict, message: SigningMessages.notCompleted };
  if (signatureOf(state, { participantId: me.participant.id, role: me.role }))
    return { code: ErrorCode.Conflict, message: SigningMessages.alreadySigned };
  if (readSha256 !== undefined && readSha256 !== text.sha256)
    return { code: ErrorCode.TextChanged, message: SigningMessages.textChanged };
  return null;
}

/** Why the caller may not void the signatures: a party only, someone has signed, not everyone. */
export function voidRefusal(state: SigningState, caller: Caller): Refusal | null {
  if (caller.anonymous)
    return { code: ErrorCode.LoginRequired, message: 'Logg inn for å annullere signaturene' };
  if (!signerOf(state, caller))
    return { code: ErrorCode.NotParticipant, message: 'Bare partene i avtalen kan annullere signaturene' };
  if (state.agreement.status === 'signed')
    return { code: ErrorCode.Conflict, message: SigningMessages.voidNotAllowed };
  if (state.signatures.length === 0)
    return { code: ErrorCode.Conflict, message: SigningMessages.nothingToVoid };
  return null;
}

/** After a new signature: `signed` when every party has a valid signature, else the status as it was. */
export function statusAfterSigning(
  state: SigningState,
  newSigner: { participantId: string; role: 'party' | 'guardian' },
): AgreementStatus {
  const key = (s: { participantId: string; role?: 'party' | 'guardian' }) =>
    `${s.participantId}|${s.role ?? 'party'}`;
  const signed = new Set([...state.signatures.map(key), key(newSigner)]);
  // A party under 18 with a guardian: their signature counts only with the guardian's (vergemålsloven § 9).
  const guarded = new Set(acceptedGuardians(state).map((g) => g.participantId));
  const done = state.parties.every(
    (p) => signed.has(`${p.id}|party`) && (!guarded.has(p.id) || signed.has(`${p.id}|guardian`)),
  );
  return done ? 'signed' : state.agreement.status;
}

/** A change to the agreement refused because its text is frozen (someone signed, or everyone did). */
export function frozenRefusal(agreement: Pick<AgreementRow, 'status' | 'frozenTextSha256'>): Refusal | null {
  if (agreement.status === 'signed' || agreement.frozenTextSha256 !== null)
    return { code: ErrorCode.AgreementFrozen, message: SigningMessages.frozen };
  return null;
}

/** The caller's own view of the signatures (participants only). */
export function signaturesView(
  state: SigningState,
  caller: Caller,
  options: {
    enabled: boolean;
    pdfSha256: string | null;
    voidedAt: Date | null;
    /** Issue 31: why the caller cannot sign now (address, date of birth, age, another party's, the trail), else null. */
    blocker?: Refusal | null;
  },
): SignaturesView {
  const text = textToSign(state);
  const status = signingStatusOf(state);
  const me = signerOf(state, caller);
  const refusal = signRefusal(state, caller);
  const blocker =
    refusal === null ? (options.blocker ?? null) : reviewBlocker(refusal, state, me !== undefined);
  const mine =
    me === undefined ? undefined : signatureOf(state, { participantId: me.participant.id, role: me.role });
  const entry = (participantId: string, name: string, role: 'party' | 'guardian', isYou: boolean) => {
    const signature = signatureOf(state, { participantId, role });
    return {
      participantId,
      name,
      isYou,
      signedAt: signature ? signature.signedAt.toISOString() : null,
      method: signature?.method ?? null,
      level: signature ? levelOf(signature) : null,
    };
  };
  const guardians = acceptedGuardians(state);
  return {
    enabled: options.enabled,
    status,
    textSha256: text?.sha256 ?? null,
    pdfSha256: options.pdfSha256,
    canSign: options.enabled && signRefusal(state, caller) === null && blocker === null,
    // SIGNING=off stops new signatures only: existing ones can still be voided (docs/signing.md).
    canVoid: me !== undefined && voidRefusal(state, caller) === null,
    // Each party, and after a party under 18 their guardian, who signs with them.
    parties: state.parties.flatMap((p) => {
      const guardian = guardians.find((g) => g.participantId === p.id);
      return [
        entry(p.id, p.userName, 'party', me?.role === 'party' && me.participant.id === p.id),
        ...(guardian
          ? [
              {
                ...entry(p.id, guardian.userName!, 'guardian', guardian.userId === caller.id),
                role: 'guardian' as const,
                guardianFor: p.userName,
              },
            ]
          : []),
      ];
    }),
    voidedAt: options.voidedAt ? options.voidedAt.toISOString() : null,
    signBlocker:
      options.enabled && blocker ? { code: blocker.code as SignBlockerCode, message: blocker.message } : null,
    requiredLevel: state.agreement.requiredSignatureLevel ?? 'password',
    signingNotes: signingNotesWorded(state.agreement),
    // Only the caller's own signature's client facts, never another party's (docs/signing.md).
    yourEvidence: mine
      ? { signedAt: mine.signedAt.toISOString(), ipAddress: mine.ipAddress, userAgent: mine.userAgent }
      : null,
  };
}

/**
 * Issue 31 review: a trail that could never be sealed is not signed either (409 AUDIT_TRAIL_INVALID),
 * with what to do: a trail that does not start with the agreement's creation (made before the trail
 * existed) — start a new agreement; signatures whose entries predate what the seal checks — void and sign
 * again; anything else — the trail does not hold (an operator must look at it).
 */
export function trailRefusal(problem: TrailProblem | null | undefined): Refusal | null {
  if (!problem) return null;
  const message =
    problem.reason === 'start' || problem.reason === 'empty'
      ? SigningMessages.auditTrailTooOld
      : problem.reason === 'signatures'
        ? SigningMessages.auditSignaturesOutdated
        : SigningMessages.auditTrailInvalid;
  return { code: ErrorCode.AuditTrailInvalid, message };
}

/** Issue 31: a party whose account's address is not confirmed neither gets a code nor signs. */
export function emailRefusal(emailConfirmed: boolean): Refusal | null {
  return emailConfirmed
    ? null
    : { code: ErrorCode.EmailNotConfirmed, message: SigningMessages.emailNotConfirmed };
}

/** Issue 31: what a signature proved, as the signature page and the views state it. */
export const levelOf = (
  s: Pick<SignatureRow, 'method' | 'emailConfirmed' | 'codeSentTo' | 'eid'>,
): SignerLevel => ({
  method: s.method,
  emailConfirmed: s.emailConfirmed,
  codeSentTo: s.method === 'email-code' ? s.codeSentTo : null,
  // Only an eID signature names its verification: the other levels stay as sealed PDFs already print them.
  ...(s.method === 'eid' && s.eid
    ? {
        eid: {
          method: s.eid.method,
          broker: s.eid.broker,
          birthDateVerified: s.eid.birthDateVerified,
          acr: s.eid.acr,
        },
      }
    : {}),
});

/** Wrong proofs counted in the window: the next one is refused when the limit is reached. */
export function attemptsRefusal(failedInWindow: number): Refusal | null {
  return failedInWindow >= MAX_SIGNING_ATTEMPTS
    ? { code: ErrorCode.RateLimited, message: SigningMessages.tooManyAttempts }
    : null;
}

/**
 * Wrong signing passwords of the user in the window, over every agreement: signing's password proof is no
 * way around the login limiter (the next one is refused at the limit).
 */
export function passwordGuessesRefusal(wrongPasswordsInWindow: number): Refusal | null {
  return wrongPasswordsInWindow >= MAX_WRONG_SIGNING_PASSWORDS_PER_USER
    ? { code: ErrorCode.RateLimited, message: SigningMessages.tooManyAttempts }
    : null;
}

export function codesRefusal(codesInWindow: number): Refusal | null {
  return codesInWindow >= MAX_SIGNING_CODES
    ? { code: ErrorCode.RateLimited, message: SigningMessages.tooManyCodes }
    : null;
}

/** A one-time code as stored: SHA-256 of a random salt and the code (the code itself is never stored). */
export const codeHash = (salt: string, code: string): string =>
  createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');

/** A name as names are compared: lower case, hyphens and runs of spaces as one space. */
const nameWords = (name: string): string[] =>
  name
    .toLocaleLowerCase('nb-NO')
    .normalize('NFC')
    .replace(/[-‐]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);

/**
 * Whether the name an eID broker verified is the party's: the same first and last word, and every
 * word the party goes by found in the verified name in order (BankID gives middle names people often leave
 * out: «Kari Nordmann» is «Kari Elisabeth Nordmann», not «Karianne Nordmann»).
 */
export function sameName(stated: string, verified: string): boolean {
  const s = nameWords(stated);
  const v = nameWords(verified);
  if (s.length === 0 || v.length === 0 || s[0] !== v[0] || s.at(-1) !== v.at(-1)) return false;
  let at = 0;
  for (const word of v) if (word === s[at]) at += 1;
  return at === s.length;
}

/**
 * An eID signature only by the person the party says it is: the verified name must be the
 * party's name, and a verified date of birth the one the party gave (409 IDENTITY_MISMATCH, saying which).
 */
export function identityRefusal(
  party: Pick<ParticipantRow, 'userName' | 'birthDate'>,
  verified: { name: string; birthDate: string | null },
): Refusal | null {
  if (!sameName(party.userName, verified.name))
    return { code: ErrorCode.IdentityMismatch, message: SigningMessages.identityNameMismatch };
  if (verified.birthDate !== null && party.birthDate !== verified.birthDate)
    return { code: ErrorCode.IdentityMismatch, message: SigningMessages.identityBirthDateMismatch };
  return null;
}
