import { z } from 'zod';
import { fullNameSchema } from '../common/person-name.schema';
import { signingNoteSchema } from '../templates/templates.schema';
import { auditEntrySchema } from './audit-trail.schema';
import { sha256HexSchema, signatureMethodSchema, signerLevelSchema } from './signatures.schema';

// ---- sealing: what the sealed PDF is made of, and the sealed PDF itself ----------------------------

/** A signature as the sealed PDF prints it (every party; the signature page). */
export const sealSignerSchema = z.object({
  name: fullNameSchema,
  signedAt: z.iso.datetime(),
  method: signatureMethodSchema,
  /** What the signature proved. The IP address and browser stay in agreements (the PDF says «registrert»). */
  level: signerLevelSchema,
  textSha256: sha256HexSchema,
  /** A guardian's signature: the party under 18 they signed for (docs/guardians.md). */
  guardianFor: fullNameSchema.optional(),
});
export type SealSigner = z.infer<typeof sealSignerSchema>;

/** Agreements → documents: everything the sealed PDF is made of (the frozen text, signers, audit trail). */
export const sealSourceSchema = z.object({
  agreementId: z.uuid(),
  title: z.string(),
  fileName: z.string(),
  /** The frozen legal text's HTML (what every signer signed); its SHA-256 is `textSha256`. */
  html: z.string().min(1).max(2_000_000),
  textSha256: sha256HexSchema,
  signers: z.array(sealSignerSchema).min(1),
  audit: z.array(auditEntrySchema),
  /** Participants with an account, to mail the sealed PDF to. */
  userIds: z.array(z.uuid()),
  /** The topic's notes on what the signature cannot do (printed on the signature page). */
  signingNotes: z.array(signingNoteSchema),
  /**
   * An amendment (docs/amendments.md): its number and the agreement it amends, whose sealed PDF it names as the
   * one it replaces. Absent: an original.
   */
  amends: z.strictObject({ agreementId: z.uuid(), versionNumber: z.number().int().min(2) }).optional(),
});
export type SealSource = z.infer<typeof sealSourceSchema>;

const id = z.uuid();
export const sealSourceMessageSchema = z.strictObject({ agreementId: id });
export const sealedPdfMessageSchema = z.strictObject({ agreementId: id });
/** The sealed PDF, or `pending` while its seal job runs (or after queueing it again). */
export const sealedPdfReplySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ready'),
    sha256: sha256HexSchema,
    pdfBase64: z.string(),
    fileName: z.string(),
  }),
  z.object({ status: z.literal('pending') }),
]);
export type SealedPdfReply = z.infer<typeof sealedPdfReplySchema>;
/**
 * Only the sealed PDF's SHA-256 (`DocumentsRpc.sealedDigest`, additive): what the signatures view shows,
 * without carrying the whole PDF over NATS; `pending` while its seal job runs (or after queueing it again).
 */
export const sealedDigestReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), sha256: sha256HexSchema }),
  z.object({ status: z.literal('pending') }),
]);
export type SealedDigestReply = z.infer<typeof sealedDigestReplySchema>;

/**
 * `document.sealed`, durable (documents' stream `DOCUMENT_EVENTS`): the sealed PDF of a signed agreement
 * is stored and verifiable. The notifications service mails it to every party (`userIds`), fetching the
 * bytes with `DocumentsRpc.sealedPdf`.
 */
export const documentSealedEventSchema = z.strictObject({
  eventId: id,
  agreementId: id,
  title: z.string().max(300),
  pdfSha256: sha256HexSchema,
  userIds: z.array(id),
  occurredAt: z.iso.datetime(),
});
export type DocumentSealedEvent = z.infer<typeof documentSealedEventSchema>;
