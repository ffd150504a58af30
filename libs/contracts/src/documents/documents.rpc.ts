import { z } from 'zod';
import { queueStatsSchema } from '../common/health.schema';
import { defineRpc, healthRpc } from '../common/rpc';
import {
  PRINT_PDF_TIMEOUT_MS,
  printPdfMessageSchema,
  printPdfReplySchema,
  renderLegalTextMessageSchema,
  renderPdfMessageSchema,
  requestPdfReplySchema,
} from './documents.schema';
import { DocumentsSubjects as S } from './documents.subjects';
import {
  pdfVerificationSchema,
  sealCertificateSchema,
  verifyPdfMessageSchema,
} from './pdf-verification.schema';
import {
  sealedDigestReplySchema,
  sealedPdfMessageSchema,
  sealedPdfReplySchema,
} from '../agreements/seal.schema';
import { verificationSchema, verifyMessageSchema } from '../agreements/signatures.schema';
import { statementDocumentSchema } from '../agreements/obligations.schema';

/** Every request-reply message of the documents service: subject, request, reply and time limit. */
export const DocumentsRpc = {
  renderLegalText: defineRpc(S.renderLegalText, renderLegalTextMessageSchema, z.object({ html: z.string() })),
  renderStatement: defineRpc(S.renderStatement, statementDocumentSchema, z.object({ html: z.string() })),
  /** The stored PDF, or `pending` after queueing its render job: answered at once, never after a render. */
  requestPdf: defineRpc(S.requestPdf, renderPdfMessageSchema, requestPdfReplySchema),
  /** Security review L7: a printer process prints the HTML (only documents asks; the PDF < 1 MB NATS payload). */
  printPdf: defineRpc(S.printPdf, printPdfMessageSchema, printPdfReplySchema, PRINT_PDF_TIMEOUT_MS),
  queueStats: defineRpc(S.queueStats, z.strictObject({}), queueStatsSchema),
  /** The seal queue's counts (issue 18, additive); SIGNING_DISABLED when SIGNING=off. */
  sealQueueStats: defineRpc(S.sealQueueStats, z.strictObject({}), queueStatsSchema),
  health: healthRpc(S.health),
  /** Issue 18: NOT_FOUND when the agreement is not signed (or deleted). The PDF travels base64 (< 1 MB NATS payload). */
  sealedPdf: defineRpc(S.sealedPdf, sealedPdfMessageSchema, sealedPdfReplySchema),
  /** The sealed PDF's SHA-256 only (same NOT_FOUND / SIGNING_DISABLED / queueing as `sealedPdf`). */
  sealedDigest: defineRpc(S.sealedDigest, sealedPdfMessageSchema, sealedDigestReplySchema),
  /** NOT_FOUND for an unknown hash. */
  verify: defineRpc(S.verify, verifyMessageSchema, verificationSchema),
  /** Issue 31: the offline verifier's checks of a chosen PDF (≤ PDF_VERIFY_MAX_BYTES). */
  verifyPdf: defineRpc(S.verifyPdf, verifyPdfMessageSchema, pdfVerificationSchema),
  /** The seal certificate's name and fingerprint; SIGNING_DISABLED when SIGNING=off. */
  sealCertificate: defineRpc(S.sealCertificate, z.strictObject({}), sealCertificateSchema),
} as const;
