import { z } from 'zod';
import { auditHeadSchema } from '../agreements/audit-trail.schema';
import { sha256HexSchema, signatureMethodSchema, signerLevelSchema } from '../agreements/signatures.schema';
import { fullNameSchema } from '../common/person-name.schema';

/**
 * Issue 31: checking a sealed PDF itself (not only its SHA-256): the seal, the RFC 3161 timestamp when
 * there is one, the embedded audit trail from sequence 1, the embedded head and text hash, and a receipt
 * a party got by mail. One checker (services/documents/src/verify/pdf-verifier.ts) answers both
 * `POST /api/verify` (/verifiser) and the offline verifier `node scripts/verify-pdf.mjs` (docs/sealed-pdf.md).
 */

/**
 * The largest PDF `/verifiser` checks: the bytes travel base64 in one NATS message (1 MB payload), as the
 * sealed PDF itself does (`DocumentsRpc.sealedPdf`), so every PDF Avtalt hands out fits. Larger files:
 * the offline verifier has no limit.
 */
export const PDF_VERIFY_MAX_BYTES = 700 * 1024;

export const PdfVerifyMessages = {
  tooLarge:
    'Filen er for stor til å kontrolleres her (over 700 kB). Bruk kontrollprogrammet i Avtalts kildekode (scripts/verify-pdf.mjs).',
  notPdf: 'Filen er ikke en PDF.',
  empty: 'Velg en PDF-fil.',
} as const;

/** One check's outcome: `ok`, `failed`, or `info` (nothing to check, e.g. no timestamp: said plainly). */
export const pdfCheckStatusSchema = z.enum(['ok', 'failed', 'info']);
export const pdfCheckSchema = z.object({
  /**
   * What was checked: the seal, the timestamp, the archive part after the seal (validation data and
   * archive timestamps), the trail's chain, the embedded head, the text hash, a receipt.
   */
  id: z.enum(['seal', 'timestamp', 'archive', 'trail', 'head', 'text', 'receipt']),
  status: pdfCheckStatusSchema,
  /** Norwegian, one or two sentences (the verifier prints them, /verifiser shows them). */
  message: z.string(),
});
export type PdfCheck = z.infer<typeof pdfCheckSchema>;

/** The result of checking one sealed PDF. */
export const pdfVerificationSchema = z.object({
  /** Every check is `ok` or `info`. */
  valid: z.boolean(),
  checks: z.array(pdfCheckSchema),
  /** The sealing certificate's subject (e.g. `CN=Avtalt, O=Avtalt, C=NO`), null when no seal could be read. */
  certificateSubject: z.string().nullable(),
  /** Its SHA-256 fingerprint (lowercase hex, as documents logs it and GET /api/verify/certificate gives it), null as above. */
  certificateSha256: sha256HexSchema.nullable(),
  /** The RFC 3161 timestamp's time and authority, null when the seal has none. */
  timestamp: z.object({ time: z.iso.datetime(), authority: z.string() }).nullable(),
  title: z.string().nullable(),
  agreementId: z.uuid().nullable(),
  textSha256: sha256HexSchema.nullable(),
  /** The trail's last entry as embedded (null when the PDF carries none). */
  head: auditHeadSchema.nullable(),
  /** The first entry that differs from the receipt or head given (null: none given, or none differs). */
  firstChangedSeq: z.number().int().nullable(),
  signers: z.array(
    z.object({
      name: fullNameSchema,
      signedAt: z.iso.datetime(),
      method: signatureMethodSchema,
      level: signerLevelSchema,
      /** `signerLevelText(level)`: the one sentence. */
      levelText: z.string(),
    }),
  ),
});
export type PdfVerification = z.infer<typeof pdfVerificationSchema>;

/** `documents.sealed.verify-pdf.v1`: the bytes of a chosen file (the gateway checked the size). */
export const verifyPdfMessageSchema = z.strictObject({
  pdfBase64: z
    .string()
    .min(1)
    .max(Math.ceil(PDF_VERIFY_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type VerifyPdfMessage = z.infer<typeof verifyPdfMessageSchema>;

/**
 * `GET /api/verify/certificate` (open, limited like the look-up): the certificate documents seals with now,
 * so anyone checking a PDF offline (`--cert-sha256`) can compare the seal's fingerprint with Avtalt's own.
 * SIGNING_DISABLED when SIGNING=off (no certificate).
 */
export const sealCertificateSchema = z.object({
  commonName: z.string(),
  /** SHA-256 of the certificate's DER, lowercase hex (as documents logs it at start). */
  sha256: sha256HexSchema,
});
export type SealCertificate = z.infer<typeof sealCertificateSchema>;
