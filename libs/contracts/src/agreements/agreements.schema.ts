import { z } from 'zod';
import { singleLineText, strictBody } from '../common/errors';
import { fullNameSchema } from '../common/person-name.schema';
import { QuestionDraftMessages } from '../templates/question-drafts.schema';
import {
  actionSchema,
  operatorSchema,
  partyRolesSchema,
  questionTypeSchema,
  topicDocumentSchema,
  valueCheckSchema,
  valueFormatSchema,
} from '../templates/templates.schema';

// The texts and limits live in a module without zod, so the web app's pages can use them without
// loading zod (constants.ts, docs/compression-and-code-splitting.md).
export * from './agreement-constants';
import { AgreementMessages, EXPECTED_MAX, EXPECTED_MIN, MAX_ANSWERS } from './agreement-constants';
import { negotiationRowSchema, negotiationSchema, settledBySchema } from './negotiation.schema';

/** `signed` (issue 18): completed and every party has signed the frozen text (docs/signing.md). */
export const agreementStatusSchema = z.enum([
  'pending',
  'in_progress',
  'completed',
  'disagreement',
  'signed',
]);
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;
export const questionStatusSchema = z.enum(['agreed', 'disagreed', 'pending']);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

const expectedParticipants = z.coerce
  .number(AgreementMessages.expectedRange)
  .int(AgreementMessages.expectedRange)
  .min(EXPECTED_MIN, AgreementMessages.expectedRange)
  .max(EXPECTED_MAX, AgreementMessages.expectedRange);

/**
 * Body of `POST /api/agreements`: topic is a topic id or 'custom'. A custom topic's questions come from
 * a finished question draft (`questionDraftId`, see `POST /api/question-drafts`); without one the
 * gateway makes the draft and waits for it (docs/long-work-as-jobs.md).
 */
export const createAgreementBodySchema = strictBody({
  topic: z.union([z.literal('custom'), z.uuid(AgreementMessages.topic)], AgreementMessages.topic),
  title: singleLineText(
    z
      .string(AgreementMessages.title)
      .trim()
      .min(1, AgreementMessages.title)
      .max(200, AgreementMessages.titleTooLong),
  ),
  description: z.string().trim().max(2000, AgreementMessages.descriptionTooLong).default(''),
  expectedParticipants: expectedParticipants.optional(),
  questionDraftId: z.uuid(AgreementMessages.questionDraftId).optional(),
}).superRefine((body, ctx) => {
  if (body.questionDraftId !== undefined && body.topic !== 'custom') {
    ctx.addIssue({ code: 'custom', path: ['questionDraftId'], message: QuestionDraftMessages.notCustom });
  }
});
export type CreateAgreementBody = z.infer<typeof createAgreementBodySchema>;

/**
 * One answer as a request carries it: a boolean (yes_no), an option (multiple_choice) or a value
 * (free_text; text, or a number or numeric text, a date, a party). Whether it fits its question is
 * checked against the question with {@link checkAnswerValues} (./answer-values.ts).
 */
export const answerValueSchema = z.union(
  [z.boolean(), z.string().max(1000, AgreementMessages.answerTooLong), z.number().finite()],
  AgreementMessages.answerValue,
);

/**
 * Body of `POST /api/agreements/{id}/answers`. `confirmedWarnings` (issue 33, docs/value-checks.md): the
 * questions whose value-check warnings the person has confirmed («Ja, verdien er riktig»); a warning on
 * an answer not named there refuses the set with 400 `VALUE_WARNINGS_UNCONFIRMED`.
 */
export const submitAnswersBodySchema = strictBody({
  answers: z
    .record(z.uuid(AgreementMessages.unknownQuestion), answerValueSchema, AgreementMessages.answersMap)
    .refine((a) => Object.keys(a).length <= MAX_ANSWERS, AgreementMessages.tooManyAnswers),
  confirmedWarnings: z
    .array(z.uuid(AgreementMessages.unknownQuestion), AgreementMessages.confirmedWarnings)
    .max(MAX_ANSWERS, AgreementMessages.confirmedWarnings)
    .optional(),
});
export type SubmitAnswersBody = z.infer<typeof submitAnswersBodySchema>;

/**
 * Body of `POST /api/agreements/{id}/questions/{questionId}/answers`. `confirmedWarning` (issue 33): the
 * person has confirmed the answer's value-check warnings (absent: false).
 */
export const submitOneAnswerBodySchema = strictBody({
  response: answerValueSchema,
  confirmedWarning: z.boolean(AgreementMessages.confirmedWarnings).optional(),
});

/** Body of `PUT /api/agreements/{id}/expected-participants`. */
export const expectedParticipantsBodySchema = strictBody({ expectedParticipants });

/**
 * Body of `PUT /api/agreements/{id}/blind` (issue 16): while `blind` is true, nobody sees the others'
 * answers of a round (nor counts, statuses or fact suggestions made from them) until everyone in the
 * round has answered. Default false: the spec's behaviour (docs/blind-rounds-and-finishing.md).
 */
export const blindBodySchema = strictBody({ blind: z.boolean(AgreementMessages.blindValue) });
export type BlindBody = z.infer<typeof blindBodySchema>;

/**
 * Body of `PUT /api/agreements/{id}/party-details` (issue 15): what identifies the caller as a party
 * in the document besides the account's full name: the date of birth (`YYYY-MM-DD`, or Norwegian
 * input such as `1. mars 1985` / `01.03.1985`, read by the agreements service) and/or the address. At
 * least one is required; the agreements service checks the date (docs/legal-document.md).
 */
export const partyDetailsBodySchema = strictBody({
  birthDate: z
    .string(AgreementMessages.birthDate)
    .trim()
    .max(40, AgreementMessages.birthDate)
    .nullable()
    .optional(),
  // Not singleLineText: the agreements service folds a pasted multi-line address onto one line (party-details.rules.ts).
  address: z.string().trim().max(200, AgreementMessages.addressTooLong).nullable().optional(),
}).refine((body) => Boolean(body.birthDate?.trim() || body.address?.trim()), {
  message: AgreementMessages.detailsRequired,
  path: ['birthDate'],
});
export type PartyDetailsBody = z.infer<typeof partyDetailsBodySchema>;

/** A party's details in the agreement, as stored (`birthDate` `YYYY-MM-DD`). */
export const partyDetailsSchema = z.object({
  birthDate: z.string().nullable(),
  address: z.string().nullable(),
});
export type PartyDetails = z.infer<typeof partyDetailsSchema>;

/** Who is calling: a logged-in user, or the server-issued anonymous id from the session. */
export const callerSchema = z.object({
  id: z.uuid(),
  anonymous: z.boolean(),
  /** The account's full name ('' for a visitor): as long as registration allows (FULL_NAME_MAX). */
  name: fullNameSchema,
});
export type Caller = z.infer<typeof callerSchema>;

export const participantSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  userName: z.string(),
  hasResponded: z.boolean(),
  isAnonymous: z.boolean(),
  /** True for the caller ('Deg'). */
  isYou: z.boolean(),
  /**
   * The caller may remove this participant: the caller started the agreement, the participant is
   * someone else and has not answered the current round, and the agreement is open.
   */
  canRemove: z.boolean(),
  /**
   * The party has given what identifies them in the document (a date of birth or an address; issue
   * 15). Absent reads as false.
   */
  hasDetails: z.boolean().optional(),
});
export type Participant = z.infer<typeof participantSchema>;

/**
 * Someone the initiator removed (they had not answered the round named): shown to those who take part
 * ('Ola Hansen ble fjernet fra avtalen'), never to others with the link.
 */
export const removedParticipantSchema = z.object({
  participantId: z.uuid(),
  userName: z.string(),
  removedInRound: z.number().int(),
});
export type RemovedParticipant = z.infer<typeof removedParticipantSchema>;

/**
 * Issue 16 fields shared by the agreement and the comparison. All optional (absent reads as false or
 * empty) so that older senders and fixtures stay valid.
 */
const groupFieldsShape = {
  /** The initiator made the rounds blind: answers are shown when everyone in the round has answered. */
  blind: z.boolean().optional(),
  /** Those the initiator removed; filled only for those who take part and the initiator. */
  removedParticipants: z.array(removedParticipantSchema).optional(),
  /** The caller was taking part and the initiator removed them: they can no longer answer. */
  youAreRemoved: z.boolean().optional(),
};

export const agreementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The topic's title, or null for a custom topic (PDF file name falls back to 'avtale'). */
  topic: z.string().nullable(),
  topicId: z.string().nullable(),
  description: z.string(),
  status: agreementStatusSchema,
  currentRound: z.number().int(),
  maxRounds: z.number().int(),
  expectedParticipants: z.number().int(),
  legalText: z.string().nullable(),
  initiatorId: z.string(),
  initiatorName: z.string(),
  isInitiator: z.boolean(),
  participants: z.array(participantSchema),
  /** Who the server thinks the caller is (the browser mirrors an anonymous id in sessionStorage). */
  viewer: z.object({ id: z.string(), anonymous: z.boolean() }),
  /** The caller's own details in this agreement (null when none given or not a participant). */
  yourDetails: partyDetailsSchema.nullable().optional(),
  /** The document the agreement produces (from its topic; absent or null: the default agreement). */
  document: topicDocumentSchema.nullable().optional(),
  ...groupFieldsShape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** A rule as the question flow needs it (ids are the agreement's own question ids). */
export const agreementRuleSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  sourceQuestionId: z.string(),
  operator: operatorSchema,
  value: z.union([z.boolean(), z.string(), z.number()]).nullable(),
  action: actionSchema,
  targetQuestionId: z.string().nullable(),
});

/** A stored answer: boolean, option text, text, number, `YYYY-MM-DD` or a party (docs/typed-answers.md). */
export const storedAnswerSchema = z.union([z.boolean(), z.string(), z.number()]);

/** Someone's answer in the round before (round 2 on re-asks a disputed question showing them). */
export const previousAnswerSchema = z.object({
  participantId: z.string(),
  userName: z.string(),
  isYou: z.boolean(),
  response: storedAnswerSchema.nullable(),
  /** The answer as people read it ('12 000 kr', '1. mars 2027', the party's name). */
  display: z.string(),
});

/**
 * The clauses an answer to a question can produce (issue 15, 'Users read what they commit to'): the
 * question flow and the comparison show them as "Dette betyr: …" before and after answering, so a
 * 'Nei' never commits anyone to terms they have not read. Flat, one field per kind of question:
 * - yes_no: `clauseYes` (what Ja means) and `clauseNo` (what Nei means);
 * - multiple_choice: `optionClauses`, one clause (or null) per option in option order;
 * - free_text: `clauseTemplate`, with `{{svar}}` where the answer goes (fillClause in @avtalt/logic).
 * A field that does not belong to the question's type is null, and so is an answer that produces no
 * clause. All are optional (absent reads as null) so that older senders and fixtures stay valid.
 */
export const answerClausesSchema = z.object({
  clauseYes: z.string().nullable().optional(),
  clauseNo: z.string().nullable().optional(),
  optionClauses: z.array(z.string().nullable()).nullable().optional(),
  clauseTemplate: z.string().nullable().optional(),
});
export type AnswerClauses = z.infer<typeof answerClausesSchema>;

/** The document fields of a question (from its template; issue 15). All optional: absent reads as none. */
export const questionDocumentFieldsSchema = z.object({
  /** The subject heading the clause is printed under. */
  section: z.string().nullable().optional(),
  /** A fact printed under 'Bakgrunn' (one party fills it in, the others confirm). */
  fact: z.boolean().optional(),
  /** Party questions: the role of the chosen party and of the others. */
  partyRoles: partyRolesSchema.nullable().optional(),
});

/**
 * A fact question someone else has answered in this round: what they answered, offered to the caller
 * to confirm ('Kari har fylt inn: Storgata 1, 0150 Oslo. Stemmer det?'). Only on `fact` questions.
 */
export const factSuggestionSchema = z.object({
  participantId: z.string(),
  userName: z.string(),
  response: storedAnswerSchema,
  display: z.string(),
});
export type FactSuggestion = z.infer<typeof factSuggestionSchema>;

export const agreementQuestionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  type: questionTypeSchema,
  /** multiple_choice: the options; null for the other types. */
  options: z.array(z.string()).nullable(),
  /** free_text: how the answer is read and shown; null for the other types. */
  format: valueFormatSchema.nullable(),
  ...answerClausesSchema.shape,
  ...questionDocumentFieldsSchema.shape,
  /** Fact questions: another participant's answer in this round to confirm; null or absent when none. */
  suggestion: factSuggestionSchema.nullable().optional(),
  /**
   * Issue 33: the value checks of a free_text question, naming questions of this agreement by id; the
   * browser runs them as the person types (checkValues of @avtalt/logic). Absent or null: none.
   */
  checks: z.array(valueCheckSchema).nullable().optional(),
  order: z.number().int(),
  description: z.string().nullable(),
  required: z.boolean(),
  /** Rules governing this question that depend on answers given in this round. */
  rules: z.array(agreementRuleSchema),
  /** The caller's saved answer in this round, if any (its type follows the question's). */
  yourAnswer: storedAnswerSchema.nullable(),
  /** From round 2: what each participant answered in the round before; empty in round 1. */
  previousAnswers: z.array(previousAnswerSchema),
  /**
   * Issue 19: everyone accepted a proposal for this point in the round before; the caller's answer is
   * filled in with it (Ja for a question that replaced the disputed one). Absent or null: none.
   */
  settledBy: settledBySchema.nullable().optional(),
});
export type AgreementQuestion = z.infer<typeof agreementQuestionSchema>;

/** A person named in a comparison's reason (a proposal's author, those it waits for): names every party sees anyway. */
const nextRoundPersonSchema = z.object({
  participantId: z.string(),
  userName: z.string(),
  isYou: z.boolean(),
});

/**
 * Issue 34: why the next round cannot start now, whoever asks (the agreement is open). `waiting`: not everyone
 * in the round has answered (or a blind round is not yet decided); `last-round`: the maximum of rounds is
 * reached; `no-disagreement`: nobody disagrees on any point; `proposal`: a proposal of the closed round waits
 * for answers — its author, the point and who must still answer are already shown on that point's card to
 * everyone who sees the comparison.
 */
export const nextRoundBlockerSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('waiting') }),
  z.object({ reason: z.literal('last-round') }),
  z.object({ reason: z.literal('no-disagreement') }),
  z.object({
    reason: z.literal('proposal'),
    proposalId: z.string(),
    questionId: z.string(),
    questionText: z.string(),
    proposedBy: nextRoundPersonSchema,
    waitingFor: z.array(nextRoundPersonSchema),
  }),
]);
export type NextRoundBlocker = z.infer<typeof nextRoundBlockerSchema>;

export const comparisonSchema = z.object({
  title: z.string(),
  status: agreementStatusSchema,
  currentRound: z.number().int(),
  maxRounds: z.number().int(),
  expectedParticipants: z.number().int(),
  canStartNextRound: z.boolean(),
  /** Issue 34: why no next round can start now (null or absent: one can, or the agreement is closed). */
  nextRoundBlocker: nextRoundBlockerSchema.nullable().optional(),
  participants: z.array(participantSchema),
  ...groupFieldsShape,
  /** The caller started the agreement (absent reads as false). */
  isInitiator: z.boolean().optional(),
  /**
   * The round is blind and not everyone has answered it: every answer but the caller's own is null, and
   * every status 'pending', until the last one answers.
   */
  answersHidden: z.boolean().optional(),
  questionAnswers: z.array(
    z.object({
      questionId: z.string(),
      questionText: z.string(),
      type: questionTypeSchema,
      options: z.array(z.string()).nullable(),
      format: valueFormatSchema.nullable(),
      /** The clauses the answers can produce (see answerClausesSchema); the page shows the agreed one. */
      ...answerClausesSchema.shape,
      ...questionDocumentFieldsSchema.shape,
      answers: z.array(
        z.object({
          participantId: z.string(),
          userId: z.string(),
          userName: z.string(),
          /** The stored answer (boolean, option, text, number, date, party id/self/other) or null. */
          response: storedAnswerSchema.nullable(),
          /** The answer as people read it, '' when unanswered. */
          display: z.string(),
        }),
      ),
      status: questionStatusSchema,
      /** Issue 19: the proposal all accepted that this question comes from (absent or null: none). */
      settledBy: settledBySchema.nullable().optional(),
      /** Issue 19: on a disagreed row while negotiation is open (absent otherwise). */
      negotiation: negotiationRowSchema.optional(),
    }),
  ),
  /** Issue 19: whether proposals can be made now, the trades suggested to the caller (absent: nothing to negotiate). */
  negotiation: negotiationSchema.optional(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const agreementSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  topic: z.string().nullable(),
  status: agreementStatusSchema,
  currentRound: z.number().int(),
  maxRounds: z.number().int(),
  participantCount: z.number().int(),
  isInitiator: z.boolean(),
  /**
   * Issue 34: the names of those taking part whose answers of the current round are missing (the dashboard's
   * «Venter på: …»); only for the initiator and those taking part, never for someone only answering a draft
   * (absent then, and from a process before issue 34).
   */
  waitingFor: z.array(z.string()).optional(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

// ---- NATS messages -------------------------------------------------------------------------
const id = z.uuid();
export const createAgreementMessageSchema = z.strictObject({
  caller: callerSchema,
  body: createAgreementBodySchema,
});
export const agreementCallMessageSchema = z.strictObject({ caller: callerSchema, agreementId: id });
export const answerAllMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: submitAnswersBodySchema,
});
export const answerOneMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  questionId: id,
  body: submitOneAnswerBodySchema,
});
export const expectedParticipantsMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: expectedParticipantsBodySchema,
});
export const listAgreementsMessageSchema = z.strictObject({ userId: id });
export const transferAnonymousMessageSchema = z.strictObject({
  anonymousId: id,
  userId: id,
  userName: fullNameSchema,
});
/** `DELETE /api/agreements/{id}/participants/{participantId}`: the initiator removes someone who has not answered. */
export const removeParticipantMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  participantId: id,
});
/** `PUT /api/agreements/{id}/blind` → the agreement. */
export const blindMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: blindBodySchema,
});
/** `PUT /api/agreements/{id}/party-details` → the agreement. */
export const partyDetailsMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: partyDetailsBodySchema,
});
export const agreementUpdatedEventSchema = z.strictObject({ agreementId: id });
/** `agreement.deleted`, durable: `eventId` is unique per event (consumers may see an event twice). */
export const agreementDeletedEventSchema = z.strictObject({
  eventId: id,
  agreementId: id,
  occurredAt: z.iso.datetime(),
});
export type AgreementDeletedEvent = z.infer<typeof agreementDeletedEventSchema>;

/** What happened, in `agreement.activity` (issue 17: the notifications service decides who is told). */
/**
 * `participant-removed`: the initiator removed a participant who had not answered the round (the actor is
 * the initiator; `participants` are the round's remaining ones). No mail is sent for it; it lets the
 * notifications service stop reminding the removed person.
 */
/**
 * Issue 18 (signing; no mail decided by agreements, the notifications service chooses): `signature-added`
 * (the actor signed; others may be told), `signatures-voided` (the actor voided every signature: everyone
 * is told, the text is open again), `signed` (the last party signed: documents seals the PDF, then emits
 * `document.sealed`, which is what the parties are mailed about).
 */
export const agreementActivityKindSchema = z.enum([
  'answered',
  'round-started',
  'completed',
  'disagreement-declared',
  'participant-removed',
  'signature-added',
  'signatures-voided',
  'signed',
]);
export type AgreementActivityKind = z.infer<typeof agreementActivityKindSchema>;
/** A participant as the activity event names them; `userId` is null for a visitor without an account. */
export const activityParticipantSchema = z.strictObject({
  participantId: id,
  userId: id.nullable(),
  name: fullNameSchema,
  /** Submitted the current round (for `completed`/`disagreement-declared`: the last round). */
  answered: z.boolean(),
});
export type ActivityParticipant = z.infer<typeof activityParticipantSchema>;
/**
 * `agreement.activity`, durable (outbox → JetStream, like `agreement.deleted`): written in the
 * transaction that made the change. `actorParticipantId` is who did it (the one who answered, started the
 * round or declared disagreement; null when the change happened by itself, e.g. the last answer completing it).
 * Only facts, no addresses: the notifications service looks those up in identity.
 */
export const agreementActivityEventSchema = z.strictObject({
  eventId: id,
  kind: agreementActivityKindSchema,
  agreementId: id,
  title: z.string().max(300),
  /** The round the event belongs to (for `round-started`: the new round). */
  round: z.number().int().min(1),
  actorParticipantId: id.nullable(),
  participants: z.array(activityParticipantSchema),
  /**
   * The agreement's initiator's user id (they take part from the start but are listed in `participants`
   * only once they answered); null when the initiator is a visitor. Optional: events written before it was added lack it.
   */
  initiatorUserId: id.nullable().optional(),
  occurredAt: z.iso.datetime(),
  /**
   * Issue 31: on `signature-added` and `signed`, every entry's hash of the audit trail as committed with
   * the signature (the last is the head). The notifications service mails it to every party as a receipt.
   */
  auditHashes: z
    .array(z.object({ seq: z.number().int().min(1), hash: z.string().regex(/^[0-9a-f]{64}$/) }))
    .optional(),
});
export type AgreementActivityEvent = z.infer<typeof agreementActivityEventSchema>;
export const documentCallMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  variant: z.enum(['full', 'partial', 'protocol']).optional(),
});
/** `agreements.agreements.exists.v1` → {@link AgreementExists}. */
export const agreementExistsMessageSchema = z.strictObject({
  agreementId: id,
  /** Issue 19: also whether this is one of the agreement's questions (chat messages tagged with a question). */
  questionId: id.optional(),
});
export const agreementExistsSchema = z.object({
  exists: z.boolean(),
  /** Present when `questionId` was asked: the question belongs to the agreement. */
  questionExists: z.boolean().optional(),
});
export type AgreementExists = z.infer<typeof agreementExistsSchema>;
