import { z } from 'zod';
import { questionTypeSchema, valueFormatSchema } from '../templates/templates.schema';
import {
  answerClausesSchema,
  questionDocumentFieldsSchema,
  storedAnswerSchema,
} from './agreement-questions.schema';
import {
  agreementStatusSchema,
  groupFieldsShape,
  participantSchema,
  questionStatusSchema,
} from './agreements.schema';
import { negotiationRowSchema, negotiationSchema, settledBySchema } from './negotiation.schema';

/** A person named in a comparison's reason (a proposal's author, those it waits for): names every party sees anyway. */
const nextRoundPersonSchema = z.object({
  participantId: z.string(),
  userName: z.string(),
  isYou: z.boolean(),
});

/**
 * Why the next round cannot start now, whoever asks (the agreement is open). `waiting`: not everyone
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
  /** Why no next round can start now (null or absent: one can, or the agreement is closed). */
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
      /** The proposal all accepted that this question comes from (absent or null: none). */
      settledBy: settledBySchema.nullable().optional(),
      /** On a disagreed row while negotiation is open (absent otherwise). */
      negotiation: negotiationRowSchema.optional(),
    }),
  ),
  /** Whether proposals can be made now, the trades suggested to the caller (absent: nothing to negotiate). */
  negotiation: negotiationSchema.optional(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** The tag of a comparison's content: the first 27 characters of its SHA-256 in base64url. */
export const comparisonTagSchema = z.string().regex(/^[A-Za-z0-9_-]{27}$/);

/**
 * A caller's comparison with the tag of its content (`etag`), or only the tag when it is the one the caller
 * said it knows (`unchanged`): the gateway then sends the bytes it keeps for that tag.
 */
export const comparisonViewSchema = z.union([
  z.strictObject({ etag: comparisonTagSchema, unchanged: z.literal(true) }),
  z.strictObject({ etag: comparisonTagSchema, comparison: comparisonSchema }),
]);
export type ComparisonView = z.infer<typeof comparisonViewSchema>;
