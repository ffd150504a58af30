import type {
  LimitRow,
  MarkRow,
  ModelDraftRow,
  ProposalResponseRow,
  ProposalRow,
} from '../negotiation/negotiation.rows';
import type { SignatureRow } from '../signing/signing.rules';
import type {
  AgreementRow,
  AnswerRow,
  DraftRow,
  GuardianRow,
  ObserverRow,
  ParticipantRow,
  QuestionRow,
  RuleRow,
  SubmissionRow,
} from './agreement.rows';

/*
 * What a batch of commands changed (agreement.commands.ts computes them, the repository writes them): the
 * types both sides share, here so that neither imports the other.
 */

/** What a batch of commands changed, row by row. Answers are keyed by (participant, question, round). */
export interface AgreementChanges {
  /** Questions that replace a disputed one from the new round; absent: none. */
  newQuestions?: QuestionRow[];
  /** The logic rules copied to those replacement questions; absent: none. */
  newRules?: RuleRow[];
  newParticipants: ParticipantRow[];
  /** Participants the initiator removed (their `removedInRound` is set now). */
  removedParticipants: ParticipantRow[];
  /** Answers that are new or have a new response: written with an upsert on their key. */
  upsertedAnswers: AnswerRow[];
  /** Answers that no longer exist (replaced set, hidden by a changed answer): deleted by their key. */
  deletedAnswers: AnswerRow[];
  newSubmissions: SubmissionRow[];
  /** Participants whose date of birth or address changed (written as they are now). */
  changedDetails: ParticipantRow[];
  /**
   * The agreement's texts when a signature froze or a void cleared them (absent: unchanged):
   * `frozen_text`, `frozen_text_sha256` and `legal_text` written as they are now.
   */
  texts?: Pick<AgreementRow, 'frozenText' | 'frozenTextSha256' | 'legalText'>;
  /** observers invited, accepted (their account set now) and removed; absent: none. */
  observers?: {
    invited: ObserverRow[];
    accepted: ObserverRow[];
    removed: ObserverRow[];
  };
  /** Guardians invited, accepted and removed; absent: none. */
  guardians?: {
    invited: GuardianRow[];
    accepted: GuardianRow[];
    removed: GuardianRow[];
  };
}

/** What a batch changed in the negotiation rows (docs/negotiation.md). */
export interface NegotiationChanges {
  newProposals: ProposalRow[];
  /** Proposals with a new status or new responses (written as they are now). */
  changedProposals: ProposalRow[];
  newResponses: (ProposalResponseRow & { proposalId: string })[];
  /** Marks that are new or changed: upserted by (participant, question, round). */
  upsertedMarks: MarkRow[];
  newModelDrafts: ModelDraftRow[];
  /** Private limits set (never changed within their round). */
  newLimits: LimitRow[];
}

/** What a batch changed in the drafts of its callers, keyed by (owner, question, round). */
export interface DraftChanges {
  upserted: DraftRow[];
  deleted: DraftRow[];
}

/** The agreement's own fields a command may change. */
export type AgreementFields = Pick<
  AgreementRow,
  | 'status'
  | 'currentRound'
  | 'declaredDisagreement'
  | 'expectedParticipants'
  | 'blind'
  | 'requiredSignatureLevel'
  | 'language'
  | 'englishAppendix'
>;

/** What a batch changed in the signing rows (docs/signing-write-path.md). */
export interface SigningChanges {
  newSignatures: SignatureRow[];
  /** Signatures voided by the batch (their ids; `voidedAt` the batch's time). */
  voidedIds: string[];
  usedCodeIds: string[];
  succeededAttempts: string[];
}
