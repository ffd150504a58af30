import { obligationsViewSchema, paymentStepMessageSchema } from './obligations.schema';
import { reviewViewSchema, setReviewMessageSchema } from './review.schema';
import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc';
import {
  agreementCallMessageSchema,
  agreementExistsMessageSchema,
  agreementExistsSchema,
  answerAllMessageSchema,
  answerOneMessageSchema,
  acceptGuardianMessageSchema,
  acceptObserverMessageSchema,
  inviteGuardianMessageSchema,
  removeGuardianMessageSchema,
  agreementLanguageMessageSchema,
  blindMessageSchema,
  inviteObserverMessageSchema,
  amendMessageSchema,
  startEndingMessageSchema,
  removeObserverMessageSchema,
  comparisonViewMessageSchema,
  createAgreementMessageSchema,
  documentCallMessageSchema,
  expectedParticipantsMessageSchema,
  listAgreementsMessageSchema,
  partyDetailsMessageSchema,
  removeParticipantMessageSchema,
  transferAnonymousMessageSchema,
} from './agreement-messages.schema';
import { agreementQuestionSchema } from './agreement-questions.schema';
import { agreementSchema, agreementSummarySchema } from './agreements.schema';
import { comparisonSchema, comparisonViewSchema } from './comparison.schema';
import { AgreementsSubjects as S } from './agreements.subjects';
import {
  concessionMessageSchema,
  limitMessageSchema,
  draftProposalMessageSchema,
  importanceMessageSchema,
  proposalResponseMessageSchema,
  proposeMessageSchema,
} from './negotiation.messages';
import { proposalOptionSchema } from './negotiation.schema';
import { sealSourceMessageSchema, sealSourceSchema } from './seal.schema';
import {
  requestSigningCodeMessageSchema,
  signaturesMessageSchema,
  signaturesViewSchema,
  signingCodeReplySchema,
  signMessageSchema,
  signWithEidMessageSchema,
  signatureLevelMessageSchema,
  voidSignaturesMessageSchema,
} from './signatures.schema';

const summaries = z.array(agreementSummarySchema);

/** Every request-reply message of the agreements service: subject, request, reply and time limit. */
export const AgreementsRpc = {
  /** A custom topic's questions come from a finished question draft: nothing long happens in here. */
  create: defineRpc(S.create, createAgreementMessageSchema, z.object({ id: z.uuid() })),
  get: defineRpc(S.get, agreementCallMessageSchema, agreementSchema),
  questions: defineRpc(S.questions, agreementCallMessageSchema, z.array(agreementQuestionSchema)),
  comparison: defineRpc(S.comparison, agreementCallMessageSchema, comparisonSchema),
  comparisonView: defineRpc(S.comparisonView, comparisonViewMessageSchema, comparisonViewSchema),
  answerOne: defineRpc(S.answerOne, answerOneMessageSchema, z.object({ saved: z.literal(true) })),
  answerAll: defineRpc(S.answerAll, answerAllMessageSchema, agreementSchema),
  nextRound: defineRpc(S.nextRound, agreementCallMessageSchema, agreementSchema),
  disagreement: defineRpc(S.disagreement, agreementCallMessageSchema, agreementSchema),
  setExpectedParticipants: defineRpc(
    S.setExpectedParticipants,
    expectedParticipantsMessageSchema,
    agreementSchema,
  ),
  setBlind: defineRpc(S.setBlind, blindMessageSchema, agreementSchema),
  setLanguage: defineRpc(S.setLanguage, agreementLanguageMessageSchema, agreementSchema),
  inviteObserver: defineRpc(S.inviteObserver, inviteObserverMessageSchema, agreementSchema),
  amend: defineRpc(S.amend, amendMessageSchema, z.strictObject({ id: z.uuid() })),
  startEnding: defineRpc(S.startEnding, startEndingMessageSchema, z.strictObject({ id: z.uuid() })),
  obligations: defineRpc(S.obligations, agreementCallMessageSchema, obligationsViewSchema),
  recordPayment: defineRpc(S.recordPayment, paymentStepMessageSchema, obligationsViewSchema),
  review: defineRpc(S.review, agreementCallMessageSchema, reviewViewSchema),
  setReview: defineRpc(S.setReview, setReviewMessageSchema, reviewViewSchema),
  confirmReview: defineRpc(S.confirmReview, agreementCallMessageSchema, reviewViewSchema),
  /** The statement's HTML (rendered by documents) for the gateway to ask its PDF of, like `pdfSource`. */
  obligationStatement: defineRpc(
    S.obligationStatement,
    agreementCallMessageSchema,
    z.object({ html: z.string(), title: z.string(), fileName: z.string() }),
  ),
  acceptObserver: defineRpc(S.acceptObserver, acceptObserverMessageSchema, agreementSchema),
  removeObserver: defineRpc(S.removeObserver, removeObserverMessageSchema, agreementSchema),
  inviteGuardian: defineRpc(S.inviteGuardian, inviteGuardianMessageSchema, agreementSchema),
  acceptGuardian: defineRpc(S.acceptGuardian, acceptGuardianMessageSchema, agreementSchema),
  removeGuardian: defineRpc(S.removeGuardian, removeGuardianMessageSchema, agreementSchema),
  setPartyDetails: defineRpc(S.setPartyDetails, partyDetailsMessageSchema, agreementSchema),
  removeParticipant: defineRpc(S.removeParticipant, removeParticipantMessageSchema, agreementSchema),
  delete: defineRpc(S.delete, agreementCallMessageSchema, z.object({ deleted: z.literal(true) })),
  listActive: defineRpc(S.listActive, listAgreementsMessageSchema, summaries),
  listCompleted: defineRpc(S.listCompleted, listAgreementsMessageSchema, summaries),
  legalText: defineRpc(S.legalText, documentCallMessageSchema, z.object({ html: z.string() })),
  /**
   * `signed` (issue 18): every party has signed; the gateway serves the sealed PDF from documents
   * (`DocumentsRpc.sealedPdf`) instead of rendering `html` (the frozen text, still filled).
   */
  pdfSource: defineRpc(
    S.pdfSource,
    documentCallMessageSchema,
    z.object({ html: z.string(), title: z.string(), fileName: z.string(), signed: z.boolean().optional() }),
  ),
  signatures: defineRpc(S.signatures, signaturesMessageSchema, signaturesViewSchema),
  /** Answered once the mail is queued; waits for notifications (and identity behind it). */
  requestSigningCode: defineRpc(
    S.requestSigningCode,
    requestSigningCodeMessageSchema,
    signingCodeReplySchema,
    10_000,
  ),
  /** A password proof is checked by identity (a slow hash): a longer limit. */
  sign: defineRpc(S.sign, signMessageSchema, signaturesViewSchema, 10_000),
  signWithEid: defineRpc(S.signWithEid, signWithEidMessageSchema, signaturesViewSchema, 10_000),
  setSignatureLevel: defineRpc(S.setSignatureLevel, signatureLevelMessageSchema, agreementSchema),
  voidSignatures: defineRpc(S.voidSignatures, voidSignaturesMessageSchema, signaturesViewSchema),
  sealSource: defineRpc(S.sealSource, sealSourceMessageSchema, sealSourceSchema, 10_000),
  /** Issue 19: each negotiation command answers the caller's comparison. */
  propose: defineRpc(S.propose, proposeMessageSchema, comparisonSchema),
  acceptProposal: defineRpc(S.acceptProposal, proposalResponseMessageSchema, comparisonSchema),
  declineProposal: defineRpc(S.declineProposal, proposalResponseMessageSchema, comparisonSchema),
  setConcession: defineRpc(S.setConcession, concessionMessageSchema, comparisonSchema),
  setImportance: defineRpc(S.setImportance, importanceMessageSchema, comparisonSchema),
  setLimit: defineRpc(S.setLimit, limitMessageSchema, comparisonSchema),
  /** Waits for templates' model call (20 s) plus the store: the one negotiation call with a long limit. */
  draftProposal: defineRpc(S.draftProposal, draftProposalMessageSchema, proposalOptionSchema, 25_000),
  exists: defineRpc(S.exists, agreementExistsMessageSchema, agreementExistsSchema),
  transferAnonymous: defineRpc(
    S.transferAnonymous,
    transferAnonymousMessageSchema,
    z.object({ agreements: z.number().int() }),
  ),
  health: healthRpc(S.health),
} as const;
