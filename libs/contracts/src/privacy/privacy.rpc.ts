import { defineRpc, healthRpc } from '../common/rpc';
import {
  agreementPdfsReplySchema,
  agreementsForgetReplySchema,
  eraseAccountReplySchema,
  eraseAccountRequestSchema,
  erasurePlanRequestSchema,
  erasurePlanSchema,
  erasureSubjectSchema,
  forgetReplySchema,
  forgetRequestSchema,
  forgetVisitorsReplySchema,
  forgetVisitorsRequestSchema,
  agreementPdfsRequestSchema,
  dataExportSchema,
  exportChunkReplySchema,
  exportChunkRequestSchema,
  listExportsReplySchema,
  listExportsRequestSchema,
  personDataReplySchema,
  personDataRequestSchema,
  startExportRequestSchema,
} from './privacy.schema';
import { ForgetSubjects as F, PersonDataSubjects as D, PrivacySubjects as S } from './privacy.subjects';

/** Forgetting runs one statement per agreement the person is in: longer than a read. */
const FORGET_TIMEOUT_MS = 30_000;

/** Every request-reply message of the privacy service. */
export const PrivacyRpc = {
  startExport: defineRpc(S.startExport, startExportRequestSchema, dataExportSchema),
  listExports: defineRpc(S.listExports, listExportsRequestSchema, listExportsReplySchema),
  exportChunk: defineRpc(S.exportChunk, exportChunkRequestSchema, exportChunkReplySchema),
  erasurePlan: defineRpc(S.erasurePlan, erasurePlanRequestSchema, erasurePlanSchema),
  eraseAccount: defineRpc(S.eraseAccount, eraseAccountRequestSchema, eraseAccountReplySchema),
  forgetVisitors: defineRpc(S.forgetVisitors, forgetVisitorsRequestSchema, forgetVisitorsReplySchema),
  health: healthRpc(S.health),
} as const;

/** What the privacy service asks of the services that hold data about people (answered by each of them). */
export const PersonDataRpc = {
  identity: defineRpc(D.identity, personDataRequestSchema, personDataReplySchema),
  agreements: defineRpc(D.agreements, personDataRequestSchema, personDataReplySchema),
  chat: defineRpc(D.chat, personDataRequestSchema, personDataReplySchema),
  notifications: defineRpc(D.notifications, personDataRequestSchema, personDataReplySchema),
  documents: defineRpc(D.documents, agreementPdfsRequestSchema, agreementPdfsReplySchema),
} as const;

/** What the privacy service asks of each service when a person deletes their account. */
export const ForgetRpc = {
  identitySubject: defineRpc(F.identitySubject, personDataRequestSchema, erasureSubjectSchema),
  identity: defineRpc(F.identity, forgetRequestSchema, forgetReplySchema),
  agreementsPlan: defineRpc(F.agreementsPlan, personDataRequestSchema, erasurePlanSchema),
  agreements: defineRpc(F.agreements, forgetRequestSchema, agreementsForgetReplySchema, FORGET_TIMEOUT_MS),
  chat: defineRpc(F.chat, forgetRequestSchema, forgetReplySchema, FORGET_TIMEOUT_MS),
  templates: defineRpc(F.templates, forgetRequestSchema, forgetReplySchema, FORGET_TIMEOUT_MS),
  notifications: defineRpc(F.notifications, forgetRequestSchema, forgetReplySchema, FORGET_TIMEOUT_MS),
  documents: defineRpc(F.documents, forgetRequestSchema, forgetReplySchema, FORGET_TIMEOUT_MS),
} as const;
