import { defineRpc, healthRpc } from '../common/rpc';
import {
  agreementPdfsReplySchema,
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
import { PersonDataSubjects as D, PrivacySubjects as S } from './privacy.subjects';

/** Every request-reply message of the privacy service. */
export const PrivacyRpc = {
  startExport: defineRpc(S.startExport, startExportRequestSchema, dataExportSchema),
  listExports: defineRpc(S.listExports, listExportsRequestSchema, listExportsReplySchema),
  exportChunk: defineRpc(S.exportChunk, exportChunkRequestSchema, exportChunkReplySchema),
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
