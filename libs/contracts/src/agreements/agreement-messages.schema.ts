import { agreementLanguageBodySchema } from './agreement-language.schema';
import { z } from 'zod';
import { fullNameSchema } from '../common/person-name.schema';
import {
  blindBodySchema,
  callerSchema,
  createAgreementBodySchema,
  expectedParticipantsBodySchema,
  partyDetailsBodySchema,
  submitAnswersBodySchema,
  submitOneAnswerBodySchema,
} from './agreements.schema';
import { comparisonTagSchema } from './comparison.schema';
import {
  acceptGuardianBodySchema,
  inviteGuardianBodySchema,
  inviteObserverBodySchema,
} from './observers.schema';
import { emailSchema } from '../identity/identity.schema';
import { amendmentBodySchema, endingBodySchema } from './amendments.schema';

// ---- NATS messages -------------------------------------------------------------------------
const id = z.uuid();
export const createAgreementMessageSchema = z.strictObject({
  caller: callerSchema,
  body: createAgreementBodySchema,
});
export const agreementCallMessageSchema = z.strictObject({ caller: callerSchema, agreementId: id });
/** `known`: the tag of the comparison the caller (the gateway) already holds for this caller. */
export const comparisonViewMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  known: comparisonTagSchema.optional(),
});
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
/** `PUT /api/agreements/{id}/language` → the agreement. */
export const agreementLanguageMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: agreementLanguageBodySchema,
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
export const documentCallMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  variant: z.enum(['full', 'partial', 'protocol']).optional(),
});
/** `agreements.agreements.exists.v1` → {@link AgreementExists}. */
export const agreementExistsMessageSchema = z.strictObject({
  agreementId: id,
  /** Also whether this is one of the agreement's questions (chat messages tagged with a question). */
  questionId: id.optional(),
  /** Also whether this user (a chat message's author) is an observer, who may read but not write. */
  userId: id.optional(),
});
export const agreementExistsSchema = z.object({
  exists: z.boolean(),
  /** Present when `userId` was asked: they are an observer of the agreement. */
  observer: z.boolean().optional(),
  /** Present when `questionId` was asked: the question belongs to the agreement. */
  questionExists: z.boolean().optional(),
});
export type AgreementExists = z.infer<typeof agreementExistsSchema>;
/** `agreements.observers.invite.v1`: the gateway has checked that the caller's address is confirmed. */
/** `agreements.amendments.start.v1`: a party of the signed agreement starts an amendment. */
export const amendMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: amendmentBodySchema,
});

/** `agreements.ending.start.v1`: a party of the signed agreement proposes to end it together from a date. */
export const startEndingMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: endingBodySchema,
});

export const inviteObserverMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: inviteObserverBodySchema,
});
/** `agreements.observers.accept.v1`: `email` is the caller's confirmed address (the gateway asked identity). */
export const acceptObserverMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  email: emailSchema,
});
export const removeObserverMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  observerId: id,
});
/** `agreements.guardians.invite.v1`: the party under 18 invites their guardian (address confirmed by the gateway). */
export const inviteGuardianMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: inviteGuardianBodySchema,
});
/** `agreements.guardians.accept.v1`: `email` is the caller's confirmed address (the gateway asked identity). */
export const acceptGuardianMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  email: emailSchema,
  body: acceptGuardianBodySchema,
});
export const removeGuardianMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  guardianId: id,
});
