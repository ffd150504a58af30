import { z } from 'zod';
import { queueStatsSchema } from '../common/health.schema';
import { defineRpc, healthRpc } from '../common/rpc';
import { renderLegalTextMessageSchema, renderPdfMessageSchema, renderPdfReplySchema } from './documents.schema';
import { DocumentsSubjects as S } from './documents.subjects';

/** The documents service answers 503 itself after PDF_WAIT_MS (30 s); the caller waits a little longer. */
export const PDF_TIMEOUT_MS = 35_000;

/** Every request-reply message of the documents service: subject, request, reply and time limit. */
export const DocumentsRpc = {
  renderLegalText: defineRpc(S.renderLegalText, renderLegalTextMessageSchema, z.object({ html: z.string() })),
  renderPdf: defineRpc(S.renderPdf, renderPdfMessageSchema, renderPdfReplySchema, PDF_TIMEOUT_MS),
  queueStats: defineRpc(S.queueStats, z.strictObject({}), queueStatsSchema),
  health: healthRpc(S.health),
} as const;
