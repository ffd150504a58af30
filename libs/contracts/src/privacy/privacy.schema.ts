import { z } from 'zod';

/** The privacy service's fixed Norwegian messages. */
export const PrivacyMessages = {
  exportLimit: 'Du kan be om dataene dine tre ganger i løpet av et døgn. Prøv igjen senere',
  exportNotFound: 'Fant ikke eksporten. Den kan være slettet: en eksport kan lastes ned i sju dager',
} as const;

/** How long an export can be downloaded (and is listed) after it was made. */
export const EXPORT_DAYS = 7;
/** Exports one person may start per day: each gathers everything from every service. */
export const EXPORTS_PER_DAY = 3;
/** The bytes of a ZIP sent in one NATS reply (base64 makes it a third larger; NATS's limit is 1 MB). */
export const EXPORT_CHUNK_BYTES = 512 * 1024;

const userId = z.string().min(1).max(64);

/** Gateway → privacy: export the caller's data (the session's account). */
export const startExportRequestSchema = z.strictObject({ userId });

export const dataExportSchema = z.strictObject({
  id: z.uuid(),
  /** `pending` while it is gathered, `ready` to download, `failed` when it could not be made. */
  status: z.enum(['pending', 'ready', 'failed']),
  createdAt: z.iso.datetime(),
  /** When it is deleted (seven days after it was made). */
  expiresAt: z.iso.datetime(),
  /** The ZIP's size, once ready. */
  sizeBytes: z.number().int().min(0).nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const listExportsRequestSchema = z.strictObject({ userId });
export const listExportsReplySchema = z.strictObject({ exports: z.array(dataExportSchema) });
export type ListExportsReply = z.infer<typeof listExportsReplySchema>;

export const exportChunkRequestSchema = z.strictObject({
  userId,
  exportId: z.uuid(),
  offset: z.number().int().min(0),
});
export const exportChunkReplySchema = z.strictObject({
  sizeBytes: z.number().int().min(0),
  dataBase64: z.string(),
  /** The offset of the next piece, or null after the last. */
  next: z.number().int().min(0).nullable(),
});
export type ExportChunkReply = z.infer<typeof exportChunkReplySchema>;

/** Privacy → a service that holds data about people: everything it has about this account. */
export const personDataRequestSchema = z.strictObject({ userId });
/**
 * A service's rows about the person, table by table (column names as stored), as JSON. Other people's data
 * only as far as the person saw it in the product.
 */
export const personDataReplySchema = z.strictObject({
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PersonData = z.infer<typeof personDataReplySchema>;

/** Privacy → documents: the PDFs stored for an agreement the person took part in. */
export const agreementPdfsRequestSchema = z.strictObject({ agreementId: z.uuid() });
export const agreementPdfsReplySchema = z.strictObject({
  pdfs: z.array(
    z.strictObject({
      /** The sealed (signed) PDF, or a rendered one of the text. */
      sealed: z.boolean(),
      createdAt: z.iso.datetime(),
      pdfBase64: z.string(),
    }),
  ),
});
export type AgreementPdfs = z.infer<typeof agreementPdfsReplySchema>;
