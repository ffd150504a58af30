import type {
  AgreementStatus,
  LegalLanguage,
  MiddleGroundAlternative,
  PartyRoles,
  QuestionTranslations,
  QuestionType,
  TopicDocument,
  TopicTranslations,
  ValueCheckDto,
  ValueFormat,
} from '@avtalt/contracts';
import type { Action, AnswerValue, Operator } from '@avtalt/logic';

/**
 * The rows of one agreement exactly as the repository reads them from the database. Every write path
 * produces the same shapes, so rows a writer committed and rows loaded later are interchangeable (the
 * read cache may hold either). Rows are never modified after they are built: a change makes new rows.
 */
export interface AgreementRow {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly topicId: string | null;
  readonly topicTitle: string | null;
  readonly status: AgreementStatus;
  readonly currentRound: number;
  readonly maxRounds: number;
  readonly expectedParticipants: number;
  readonly declaredDisagreement: boolean;
  /** The initiator made the rounds blind: answers shown when everyone in the round has answered (issue 16). */
  readonly blind: boolean;
  /**
   * How strongly every party must sign, as the initiator chose (docs/signing.md): `eid`, or `email-code`
   * (which BankID meets too); null: any way, the password too.
   */
  readonly requiredSignatureLevel: 'eid' | 'email-code' | null;
  readonly initiatorId: string;
  readonly initiatorName: string;
  readonly legalText: string | null;
  /**
   * The text the first signature froze (issue 18, docs/signing.md) and its SHA-256 (of the UTF-8 bytes):
   * what every later signer signs and what the legal text, the PDF and the seal show; null while nobody
   * has signed (and again after the signatures were voided).
   */
  readonly frozenText: string | null;
  readonly frozenTextSha256: string | null;
  /**
   * The document the agreement produces (kind, heading, term and dispute clauses), copied from its
   * topic when it was created (docs/legal-document.md); null for a custom topic: the defaults.
   */
  readonly document: TopicDocument | null;
  /**
   * The language of the legal text and whether its PDF carries the English translation (docs/languages.md);
   * absent in rows built by older tests: bokmål, none.
   */
  readonly language?: LegalLanguage;
  readonly englishAppendix?: boolean;
  /** The topic's nynorsk and English as the agreement was started with them; null: none. */
  readonly translations?: TopicTranslations | null;
  /** The agreement this one amends (docs/amendments.md); absent or null: an original. */
  readonly amendsId?: string | null;
  /** Its number in the chain of versions: 1 for an original. */
  readonly versionNumber?: number;
  /** An amendment's questions of round 2 (the rest keep the earlier version's answers). */
  readonly reopenedQuestionIds?: readonly string[] | null;
  /** Per reopened question, what the earlier version said of it (the redline's «before»; null: nothing). */
  readonly clausesBefore?: Readonly<Record<string, string | null>> | null;
  /** A version that ends the agreement together: the date it ends from (YYYY-MM-DD); null otherwise. */
  readonly endsOn?: string | null;
  /** The signed amendment that replaces this one, and when it was signed. */
  readonly replacedById?: string | null;
  readonly replacedAt?: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Raised by the database on every change to the agreement or its rows (a bigint, as a string). */
  readonly version: string;
}

/** The agreement's own copy of a question (later template edits change nothing here). */
export interface QuestionRow {
  readonly id: string;
  readonly text: string;
  readonly type: QuestionType;
  readonly options: string[] | null;
  readonly order: number;
  readonly description: string | null;
  readonly required: boolean;
  readonly clauseYes: string | null;
  readonly clauseNo: string | null;
  /** free_text: how the answer is read and shown (docs/typed-answers.md); null for the other types. */
  readonly format: ValueFormat | null;
  /** multiple_choice: one clause (or null) per option, in option order; null when none. */
  readonly optionClauses: (string | null)[] | null;
  /** free_text: the clause with `{{svar}}` where the answer goes; null when none. */
  readonly clauseTemplate: string | null;
  /** The subject heading the clause is printed under in the document; null: 'Andre avtalepunkter'. */
  readonly section: string | null;
  /** A fact (the address, the registration number): printed under 'Bakgrunn', offered to the others to confirm. */
  readonly fact: boolean;
  /** free_text with format party: the role of the chosen party and of the others; null when none. */
  readonly partyRoles: PartyRoles | null;
  /**
   * Issue 19 (docs/negotiation.md): the curated compromises copied from the template (null or absent:
   * none). The repository always reads these four fields; rows built by older tests may leave them out.
   */
  readonly middleGround?: readonly MiddleGroundAlternative[] | null;
  /**
   * Issue 33 (docs/value-checks.md): the free_text value checks copied from the template, other questions
   * named by this agreement's question ids (null or absent: none; rows built by older tests leave it out).
   */
  readonly checks?: readonly ValueCheckDto[] | null;
  /** The question in nynorsk and English as the agreement was started with it (null or absent: none). */
  readonly translations?: QuestionTranslations | null;
  /** A question that replaced a disputed one (a proposal all accepted): the disputed question's id. */
  readonly replacesQuestionId?: string | null;
  /** … from this round on (the original is asked until the round before). */
  readonly fromRound?: number | null;
  /** … and the proposal that made it. */
  readonly settledByProposalId?: string | null;
}

export interface RuleRow {
  readonly id: string;
  readonly questionId: string;
  readonly sourceQuestionId: string;
  readonly operator: Operator;
  readonly value: boolean | string | number | null;
  readonly action: Action;
  readonly targetQuestionId: string | null;
}

export interface ParticipantRow {
  readonly id: string;
  /** A user id, or the anonymous id of the visitor's session. */
  readonly userId: string;
  readonly userName: string;
  readonly isAnonymous: boolean;
  readonly joinedAt: Date;
  /**
   * The round from which the initiator removed them (they had not answered it), or null. Earlier rounds
   * keep them: those rounds' results, and so the questions of the later rounds, stay as they were.
   */
  readonly removedInRound: number | null;
  /**
   * What identifies the party in the document besides the name (docs/legal-document.md): the date of
   * birth (`YYYY-MM-DD`) and the address they gave in this agreement, or null. Personal data: shown
   * only to the party itself and printed in the document; never logged.
   */
  readonly birthDate: string | null;
  readonly address: string | null;
}

/**
 * Someone a party invited to read along (docs/observers.md): never a party. `userId` and
 * `userName` are set when the account whose confirmed address is `email` accepted. The address is
 * personal data: shown only to the one who invited them, never logged.
 */
export interface ObserverRow {
  readonly id: string;
  readonly email: string;
  readonly invitedByUserId: string;
  readonly invitedByName: string;
  readonly userId: string | null;
  readonly userName: string | null;
  readonly invitedAt: Date;
  readonly acceptedAt: Date | null;
}

/**
 * The guardian of a party under 18 (docs/guardians.md): invited by the party, set with the account, date of
 * birth and relation when the account whose confirmed address is `email` accepts. Personal data: the address
 * only to the party, the date of birth only in the document.
 */
export interface GuardianRow {
  readonly id: string;
  readonly participantId: string;
  readonly email: string;
  readonly invitedAt: Date;
  readonly userId: string | null;
  readonly userName: string | null;
  readonly birthDate: string | null;
  readonly relation: 'parent' | 'appointed' | null;
  readonly acceptedAt: Date | null;
}

/** One participant's answer to one question in one round: identified by what it means, not by a row id. */
export interface AnswerRow {
  readonly participantId: string;
  readonly questionId: string;
  readonly round: number;
  /** The canonical value (docs/typed-answers.md): boolean, option, text, number, `YYYY-MM-DD` or a party. */
  readonly response: AnswerValue;
}

/**
 * One answer saved on the way (`POST …/questions/:q/answers`) by whoever is answering: a participant
 * or someone who has not joined yet. It is the caller's own and counts nowhere (not in the status, the
 * comparison, the participant list or the next-round check) until they submit their answer set. Not
 * part of {@link AgreementSnapshot}: the read cache never holds drafts, and saving one does not change
 * the agreement's version.
 */
export interface DraftRow {
  /** A user id, or the anonymous id of the visitor's session. */
  readonly ownerId: string;
  readonly questionId: string;
  readonly round: number;
  /** The canonical value (docs/typed-answers.md): boolean, option, text, number, `YYYY-MM-DD` or a party. */
  readonly response: AnswerValue;
}

/** A participant submitted their answer set for a round (hasResponded). */
export interface SubmissionRow {
  readonly participantId: string;
  readonly round: number;
}

/** Everything about one agreement. */
export interface AgreementSnapshot {
  readonly agreement: AgreementRow;
  readonly questions: readonly QuestionRow[];
  readonly rules: readonly RuleRow[];
  readonly participants: readonly ParticipantRow[];
  readonly answers: readonly AnswerRow[];
  readonly submissions: readonly SubmissionRow[];
  /** Those invited to read along, in invitation order (absent in rows built by older tests: none). */
  readonly observers?: readonly ObserverRow[];
  /** Guardians of parties under 18, in invitation order (absent in rows built by older tests: none). */
  readonly guardians?: readonly GuardianRow[];
}

/** The agreement's guardians (none when the rows were built without them). */
export const guardiansOf = (s: Pick<AgreementSnapshot, 'guardians'>): readonly GuardianRow[] =>
  s.guardians ?? [];

/** The accepted guardian of a participant, if any. */
export const acceptedGuardianOf = (
  s: Pick<AgreementSnapshot, 'guardians'>,
  participantId: string,
): GuardianRow | undefined =>
  guardiansOf(s).find((g) => g.participantId === participantId && g.userId !== null);

/** The agreement's observers (none when the rows were built without them). */
export const observersOf = (s: Pick<AgreementSnapshot, 'observers'>): readonly ObserverRow[] =>
  s.observers ?? [];

/** The observer row of an account that accepted, if the caller is one. */
export const observerOf = (
  s: Pick<AgreementSnapshot, 'observers'>,
  userId: string,
): ObserverRow | undefined => observersOf(s).find((o) => o.userId === userId);

/** The key an answer is stored under (unique in the database: participant, question, round). */
export const answerKey = (a: Pick<AnswerRow, 'participantId' | 'questionId' | 'round'>): string =>
  `${a.participantId}|${a.questionId}|${a.round}`;

export const submissionKey = (x: SubmissionRow): string => `${x.participantId}|${x.round}`;

/** The key a draft is stored under (unique in the database with the agreement: owner, question, round). */
export const draftKey = (d: Pick<DraftRow, 'ownerId' | 'questionId' | 'round'>): string =>
  `${d.ownerId}|${d.questionId}|${d.round}`;

/** Participants in the order the database lists them (joined_at, id). */
export const byJoinOrder = (a: ParticipantRow, b: ParticipantRow): number =>
  a.joinedAt.getTime() - b.joinedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
