import type {
  AcceptGuardianBody,
  Caller,
  LegalLanguage,
  PartyDetailsBody,
  SignatureEidEvidence,
  SignatureMethod,
} from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';

/**
 * Everything that changes one agreement's rows, as data. The writer applies commands for one agreement
 * in arrival order under the agreement's row lock, several in one transaction (group commit).
 */
export type AgreementCommand =
  /**
   * The participant's answer set for the round: joins them in round 1, replaces an earlier set until the
   * round closes. `confirmedWarnings`: the questions whose value-check warnings they confirmed.
   */
  | {
      kind: 'answerAll';
      caller: Caller;
      answers: Record<string, AnswerValue>;
      confirmedWarnings?: readonly string[];
    }
  /**
   * One answer saved as the caller goes: a draft, which joins nobody and counts nowhere until they submit.
   * `confirmedWarning`: they confirmed its value-check warnings.
   */
  | {
      kind: 'answerOne';
      caller: Caller;
      questionId: string;
      response: AnswerValue;
      confirmedWarning?: boolean;
    }
  | { kind: 'nextRound'; caller: Caller }
  | { kind: 'declareDisagreement'; caller: Caller }
  | { kind: 'setExpectedParticipants'; caller: Caller; expected: number }
  /** The initiator makes the rounds blind (answers shown when everyone has answered) or open again. */
  | { kind: 'setBlind'; caller: Caller; blind: boolean }
  /** A party chooses the legal text's language and the English appendix (docs/languages.md). */
  | { kind: 'setLanguage'; caller: Caller; language: LegalLanguage; englishAppendix: boolean }
  /** The initiator requires a way of signing of every party (`password`: any way). */
  | { kind: 'setSignatureLevel'; caller: Caller; level: 'eid' | 'email-code' | 'password' }
  /** The initiator removes a participant who has not answered the current round. */
  | { kind: 'removeParticipant'; caller: Caller; participantId: string }
  /** A party gives (or changes) their date of birth and/or address for the document. */
  | { kind: 'setPartyDetails'; caller: Caller; body: PartyDetailsBody }
  /** Puts an option forward (docs/negotiation.md) for a disputed point of the closed round. */
  | { kind: 'propose'; caller: Caller; questionId: string; optionId: string }
  /** Accepts or declines a pending proposal. */
  | { kind: 'respondProposal'; caller: Caller; proposalId: string; accept: boolean }
  /** Sets one of the caller's private marks on a disputed point. */
  | { kind: 'setMark'; caller: Caller; questionId: string; mark: 'canAccept' | 'important'; value: boolean }
  /** Sets the caller's private limit on a disputed amount or date, once per round (settles on an overlap). */
  | { kind: 'setLimit'; caller: Caller; questionId: string; value: number | string }
  /** Stores a model's draft for a point (the limit checked again under the lock). */
  | {
      kind: 'storeModelDraft';
      caller: Caller;
      questionId: string;
      draftId: string;
      text: string;
      clause: string;
    }
  /**
   * The caller signs the text whose hash they read. The proof (code or password) was checked
   * before (a code's row is named by `code`, and is used in the batch's transaction only if it is still
   * unused); the address confirmation was asked of identity before too.
   */
  | { kind: 'sign'; caller: Caller; signature: SignRequest }
  /** A party voids every signature (the text opens again). */
  | { kind: 'voidSignatures'; caller: Caller; clientDigest: string }
  /** a party invites an observer by address. */
  | { kind: 'inviteObserver'; caller: Caller; email: string }
  /** The caller, whose confirmed address is `email`, accepts the invitation to it. */
  | { kind: 'acceptObserver'; caller: Caller; email: string }
  /** The one who invited them, or the observer, ends the observing. */
  | { kind: 'removeObserver'; caller: Caller; observerId: string }
  /** A party under 18 invites their guardian by address. */
  | { kind: 'inviteGuardian'; caller: Caller; email: string }
  /** The caller, whose confirmed address is `email`, accepts as the guardian. */
  | { kind: 'acceptGuardian'; caller: Caller; email: string; body: AcceptGuardianBody }
  /** The party or the guardian ends it. */
  | { kind: 'removeGuardian'; caller: Caller; guardianId: string }
  /** Decides the status again by the current rules (agreements whose rows a migration changed). */
  | { kind: 'recheck' };

/** What a `sign` command carries (the client facts stay in the signatures table; the audit gets `clientDigest`). */
export interface SignRequest {
  id: string;
  method: SignatureMethod;
  /** The hash of the text the signer read (required: 409 TEXT_CHANGED when it is not the text to sign). */
  textSha256: string;
  ipAddress: string;
  userAgent: string;
  /** HMAC of the IP address and user agent under the audit key (docs/signing-write-path.md). */
  clientDigest: string;
  emailConfirmed: boolean;
  /** The matched code: its row, the hash of the text it was sent for and where it went (masked). */
  code: { id: string; textSha256: string | null; sentTo: string | null } | null;
  /** The attempt reserved for this proof: marked as succeeded when the signature commits. */
  attemptId: string;
  /** What the eID broker verified (method `eid`, the proof spent at identity); null otherwise. */
  eid: SignatureEidEvidence | null;
}
