import { z } from 'zod';
import { callerSchema } from './agreements.schema';
import {
  concessionBodySchema,
  importanceBodySchema,
  limitBodySchema,
  proposeBodySchema,
} from './negotiation.schema';

// ---- NATS messages of negotiation (issue 19; the data schemas are in negotiation.schema.ts) ------
const id = z.uuid();
export const proposeMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  body: proposeBodySchema,
});
/** accept / decline */
export const proposalResponseMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  proposalId: id,
});
export const concessionMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  questionId: id,
  body: concessionBodySchema,
});
export const importanceMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  questionId: id,
  body: importanceBodySchema,
});
export const limitMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  questionId: id,
  body: limitBodySchema,
});
/** `POST /api/agreements/{id}/questions/{questionId}/proposal-drafts` → the stored model option (201). */
export const draftProposalMessageSchema = z.strictObject({
  caller: callerSchema,
  agreementId: id,
  questionId: id,
});
