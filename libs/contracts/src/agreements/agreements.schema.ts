import {
  AgreementLanguageMessages,
  agreementLanguageShape,
  legalLanguageSchema,
} from './agreement-language.schema';
import { z } from 'zod';
import { singleLineText, strictBody } from '../common/errors';
import { fullNameSchema } from '../common/person-name.schema';
import { QuestionDraftMessages } from '../templates/question-drafts.schema';
import { topicDocumentSchema } from '../templates/templates.schema';
import { agreementVersionSchema } from './amendments.schema';
import { guardianSchema, observerSchema } from './observers.schema';

// The texts and limits live in a module without zod, so the web app's pages can use them without
// loading zod (constants.ts, docs/compression-and-code-splitting.md).
export * from './agreement-constants';
import { AgreementMessages, EXPECTED_MAX, EXPECTED_MIN, MAX_ANSWERS } from './agreement-constants';

/** `signed`: completed and every party has signed the frozen text (docs/signing.md). */
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
  /** The language of the legal text (absent: bokmål), and whether its PDF carries an English translation. */
  language: legalLanguageSchema.optional(),
  englishAppendix: z.boolean({ error: AgreementLanguageMessages.englishAppendix }).optional(),
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
 * Body of `POST /api/agreements/{id}/answers`. `confirmedWarnings` (docs/value-checks.md): the
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
 * Body of `POST /api/agreements/{id}/questions/{questionId}/answers`. `confirmedWarning`: the
 * person has confirmed the answer's value-check warnings (absent: false).
 */
export const submitOneAnswerBodySchema = strictBody({
  response: answerValueSchema,
  confirmedWarning: z.boolean(AgreementMessages.confirmedWarnings).optional(),
});

/** Body of `PUT /api/agreements/{id}/expected-participants`. */
export const expectedParticipantsBodySchema = strictBody({ expectedParticipants });

/**
 * Body of `PUT /api/agreements/{id}/blind`: while `blind` is true, nobody sees the others'
 * answers of a round (nor counts, statuses or fact suggestions made from them) until everyone in the
 * round has answered. Default false: the spec's behaviour (docs/blind-rounds-and-finishing.md).
 */
export const blindBodySchema = strictBody({ blind: z.boolean(AgreementMessages.blindValue) });
export type BlindBody = z.infer<typeof blindBodySchema>;

/**
 * Body of `PUT /api/agreements/{id}/party-details`: what identifies the caller as a party
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
 * The group fields shared by the agreement and the comparison. All optional (absent reads as false or
 * empty) so that older senders and fixtures stay valid.
 */
export const groupFieldsShape = {
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
  ...agreementLanguageShape,
  /** Those invited to read along (absent: none); the caller's address sees only their own invitations'. */
  observers: z.array(observerSchema).optional(),
  /** How every party must sign, as the initiator chose (absent or `password`: any way; docs/signing.md). */
  requiredSignatureLevel: z.enum(['eid', 'email-code', 'password']).optional(),
  /** Guardians of parties under 18 (docs/guardians.md); absent: none. */
  guardians: z.array(guardianSchema).optional(),
  /** The caller is an observer: they read, and every write is refused (403 OBSERVER_READ_ONLY). */
  youAreObserver: z.boolean().optional(),
  /** Its place in the chain of versions (docs/amendments.md); absent: an original never amended. */
  version: agreementVersionSchema.optional(),
  /**
   * A party of a signed agreement that no later version replaces: the questions as signed, to choose from when
   * proposing changes (`POST /api/agreements/{id}/amendments`). Absent otherwise.
   */
  amendableQuestions: z.array(z.strictObject({ id: z.uuid(), text: z.string() })).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

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
   * The names of those taking part whose answers of the current round are missing (the dashboard's
   * «Venter på: …»); only for the initiator and those taking part, never for someone only answering a draft
   * (absent then, and from an older process).
   */
  waitingFor: z.array(z.string()).optional(),
  /** Its number in the chain of versions when it amends another (docs/amendments.md); absent: 1. */
  versionNumber: z.number().int().min(2).optional(),
  /** A later version, signed by all, replaced it. Absent: not replaced. */
  replaced: z.boolean().optional(),
  /** A signed version that ends the agreement together: the date it ends from (the dashboard's «Avsluttet»). */
  endsOn: z.string().optional(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;
