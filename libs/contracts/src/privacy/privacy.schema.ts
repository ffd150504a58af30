import { z } from 'zod';
import { strictBody } from '../common/errors';
import { PASSWORD_MAX } from '../identity/identity.schema';

/** The privacy service's fixed Norwegian messages. */
export const PrivacyMessages = {
  exportLimit: 'Du kan be om dataene dine tre ganger i løpet av et døgn. Prøv igjen senere',
  password: 'Skriv passordet ditt for å slette kontoen',
  chatChoice: 'Velg om meldingene dine skal beholdes uten navn eller slettes',
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

// ---- deletion («Slett kontoen min», docs/data-rights.md) -------------------------------------------------

/** What a deleted person is called wherever others still see their part (unsigned agreements, chat, trails). */
export const FORMER_PARTICIPANT = 'Tidligere deltaker';

/** The name a visitor goes by until they log in: the same for every visitor, so it names nobody. */
export const ANONYMOUS_PARTICIPANT = 'Anonym deltaker';

/** Their chat messages: kept without their name (the discussion still reads for the others), or deleted. */
export const chatChoiceSchema = z.enum(['anonymise', 'delete']);
export type ChatChoice = z.infer<typeof chatChoiceSchema>;

/** `DELETE /api/auth/account`: the password again, and what to do with their chat messages. */
export const deleteAccountBodySchema = strictBody({
  password: z
    .string(PrivacyMessages.password)
    .min(1, PrivacyMessages.password)
    .max(PASSWORD_MAX, PrivacyMessages.password),
  chatMessages: z.enum(['anonymise', 'delete'], PrivacyMessages.chatChoice).default('anonymise'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** An agreement as the deletion treats it. */
export const erasureAgreementSchema = z.strictObject({
  agreementId: z.uuid(),
  title: z.string(),
  /**
   * `deleted`: nobody else took part; `anonymised`: others took part and it is not signed (the person becomes
   * «Tidligere deltaker»); `kept`: signed, so the parties' names and the sealed PDF stay for the others until
   * `keptUntil` (GDPR art. 17(3)(e); the retention rules).
   */
  outcome: z.enum(['deleted', 'anonymised', 'kept']),
  keptUntil: z.iso.datetime().nullable(),
});
export type ErasureAgreement = z.infer<typeof erasureAgreementSchema>;

/** What deleting the account would do (shown before the person confirms), and what it did. */
export const erasurePlanSchema = z.strictObject({ agreements: z.array(erasureAgreementSchema) });
export type ErasurePlan = z.infer<typeof erasurePlanSchema>;

/** Gateway → privacy: the plan for the session's account. */
export const erasurePlanRequestSchema = z.strictObject({ userId });

/** Gateway → privacy: delete the session's account (the password is checked by identity first). */
export const eraseAccountRequestSchema = z.strictObject({
  userId,
  password: z.string().min(1).max(200),
  chatMessages: chatChoiceSchema,
});
export const eraseAccountReplySchema = z.strictObject({ erasureId: z.uuid(), plan: erasurePlanSchema });
export type EraseAccountReply = z.infer<typeof eraseAccountReplySchema>;

/** Gateway → privacy: visitors (never logged in) whose session has expired (docs/data-rights.md). */
export const forgetVisitorsRequestSchema = z.strictObject({
  anonymousIds: z.array(z.uuid()).min(1).max(500),
});
export const forgetVisitorsReplySchema = z.strictObject({ queued: z.number().int().min(0) });

/** Privacy → a service: forget the person (idempotent: asked again after a failure, it finishes the rest). */
export const forgetRequestSchema = z.strictObject({
  userId,
  /** The names they went by (account's and each agreement's), to find them where only a name was kept. */
  names: z.array(z.string().max(201)).max(200),
  /** Their confirmed address and the one waiting for confirmation: mails and links sent to it. */
  emails: z.array(z.string().max(320)).max(2),
  chatMessages: chatChoiceSchema,
  /** For chat and documents: the agreements deleted (all their data goes) and made anonymous. */
  deletedAgreementIds: z.array(z.uuid()).max(10_000),
  anonymisedAgreementIds: z.array(z.uuid()).max(10_000),
});
export type ForgetRequest = z.infer<typeof forgetRequestSchema>;

/** What a service removed or anonymised, as counts per table (never the rows). */
export const forgetReplySchema = z.strictObject({ counts: z.record(z.string(), z.number().int().min(0)) });
export type ForgetReply = z.infer<typeof forgetReplySchema>;

/** Agreements' answer to a forget: the counts and what happened to each agreement. */
export const agreementsForgetReplySchema = z.strictObject({
  counts: z.record(z.string(), z.number().int().min(0)),
  plan: erasurePlanSchema,
});
export type AgreementsForgetReply = z.infer<typeof agreementsForgetReplySchema>;

/** Privacy → identity: the person's names and addresses before the account is forgotten. */
export const erasureSubjectSchema = z.strictObject({
  names: z.array(z.string().max(201)).max(200),
  emails: z.array(z.string().max(320)).max(2),
});
export type ErasureSubject = z.infer<typeof erasureSubjectSchema>;
