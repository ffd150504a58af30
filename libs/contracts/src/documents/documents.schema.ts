import { z } from 'zod';
import { languageSchema } from '../common/language.schema';
import { fullNameSchema } from '../common/person-name.schema';
import { documentKindSchema } from '../templates/templates.schema';

export const DocumentMessages = {
  pdfTimeout: 'PDF-en tar lengre tid enn ventet å lage. Prøv igjen om litt.',
  pdfFailed: 'Kunne ikke lage PDF-en. Prøv igjen senere.',
  /** The body of a 202: the PDF is being made. */
  pdfPending: 'PDF-en lages. Prøv igjen om litt.',
  pdfLoginRequired: 'Du må være innlogget for å laste ned PDF-en',
  pdfNotParticipant: 'Bare deltakerne i avtalen kan laste ned PDF-en',
  /** `{names}`: the parties without an account ('Deltaker 2 og Deltaker 3'). */
  partiesWithoutAccount:
    'Avtaleteksten lages når alle partene har logget inn med fullt navn. Dette mangler for: {names}. De kan logge inn eller registrere seg fra lenken til avtalen.',
  /** `{names}`: the parties who have not given a date of birth or an address. */
  partyDetailsMissing:
    'Avtaleteksten lages når alle partene har oppgitt fødselsdato eller adresse. Dette mangler for: {names}. Hver part fyller det inn på resultatsiden.',
} as const;

export const legalVariantSchema = z.enum(['completed', 'partial', 'disagreement']);
export type LegalVariant = z.infer<typeof legalVariantSchema>;

const legalDocumentFields = {
  /**
   * The language the text is composed in (docs/languages.md); absent: bokmål. Bokmål and nynorsk bind; English is
   * only ever a companion translation.
   */
  language: languageSchema.optional(),
  variant: legalVariantSchema,
  agreementId: z.uuid(),
  title: z.string().max(200),
  topic: z.string().max(200).nullable(),
  description: z.string().max(2000),
  /** ISO date the text is dated. */
  date: z.string(),
  /** The topic's document settings (issue 15; docs/legal-document.md): absent means the defaults. */
  kind: documentKindSchema.optional(),
  /** The document's heading ('Samboeravtale'); absent or null: 'Avtale' / 'Plan'. */
  heading: z.string().max(120).nullable().optional(),
  /** The topic's term and termination clause; absent or null: the general one. */
  termClause: z.string().max(2000).nullable().optional(),
  /** The topic's dispute-resolution clause; absent or null: the general one. */
  disputeClause: z.string().max(2000).nullable().optional(),
  /**
   * The parties: the account's full name, the date of birth (`YYYY-MM-DD`) and/or the address they
   * gave, and the roles the agreed party questions give them ('långiver'), in the order of the questions.
   */
  parties: z
    .array(
      z.strictObject({
        name: fullNameSchema,
        birthDate: z.string().nullable().optional(),
        address: z.string().max(200).nullable().optional(),
        roles: z.array(z.string().max(60)).max(20).optional(),
        /** A party under 18: the guardian who represents them and signs with them (docs/guardians.md). */
        guardian: z
          .strictObject({
            name: fullNameSchema,
            birthDate: z.string().nullable(),
            relation: z.enum(['parent', 'appointed']),
          })
          .nullable()
          .optional(),
      }),
    )
    .max(50),
  /**
   * The agreed points: `answer` is the yes_no answer, or the typed answer as people read it ('12 000 kr',
   * an option, a party's name); `clause` is the question's clause with the answer put in, or null.
   */
  agreed: z
    .array(
      z.strictObject({
        question: z.string().max(500),
        answer: z.union([z.boolean(), z.string().max(1000)]),
        clause: z.string().max(4000).nullable(),
        /** The subject heading the clause is printed under; absent or null: 'Andre avtalepunkter'. */
        section: z.string().max(80).nullable().optional(),
        /** A fact: printed under 'Bakgrunn', not as a clause. */
        fact: z.boolean().optional(),
      }),
    )
    .max(500),
  notAgreed: z.array(z.strictObject({ question: z.string().max(500) })).max(500),
};

/** What the legal text is made from; the documents service never reads another service's tables. */
export const legalDocumentSchema = z.strictObject({
  ...legalDocumentFields,
  /**
   * A nynorsk text of a topic whose nynorsk no nynorsk writer has read yet: marked «til gjennomlesing» on every
   * page, and it cannot be signed (docs/languages.md).
   */
  awaitingReview: z.boolean().optional(),
  /**
   * The same agreement composed in English, printed after the Norwegian text as an appendix headed «Oversettelse —
   * den norske teksten gjelder»: the Norwegian text binds.
   */
  translation: z.strictObject({ ...legalDocumentFields, language: z.literal('en') }).optional(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const renderLegalTextMessageSchema = legalDocumentSchema;
export const renderPdfMessageSchema = z.strictObject({
  /** The agreement the PDF belongs to (its PDFs are deleted with it). */
  agreementId: z.uuid(),
  html: z.string().min(1).max(2_000_000),
  /** Shown in the page header of every page. */
  title: z.string().max(200),
});
export type RenderPdfMessage = z.infer<typeof renderPdfMessageSchema>;
/** `documents.pdf.print.v1` (security review L7): what a printer process prints; the PDF comes back base64. */
export const printPdfMessageSchema = z.strictObject({
  html: z.string().min(1).max(2_000_000),
  /** Shown in the page header of every page. */
  title: z.string().max(200),
});
export type PrintPdfMessage = z.infer<typeof printPdfMessageSchema>;
export const printPdfReplySchema = z.object({ pdfBase64: z.string().min(1) });
export type PrintPdfReply = z.infer<typeof printPdfReplySchema>;
/** How long a PDF job waits for a printer (under the BullMQ lock, `PDF_LOCK_MS` ≥ 30 s by default). */
export const PRINT_PDF_TIMEOUT_MS = 25_000;

/**
 * The stored PDF, or `pending` when its render job was (or already is) queued: the caller asks again.
 * A job that failed is answered with SERVICE_UNAVAILABLE once and forgotten, so the next request
 * starts a new one.
 */
export const requestPdfReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), hash: z.string(), pdfBase64: z.string() }),
  z.object({ status: z.literal('pending'), hash: z.string() }),
]);
export type RequestPdfReply = z.infer<typeof requestPdfReplySchema>;

/** The body of `GET /api/agreements/{id}/pdf` answered 202 (with a Retry-After header). */
export const pdfPendingSchema = z.object({ status: z.literal('pending'), message: z.string() });
export type PdfPending = z.infer<typeof pdfPendingSchema>;

/** Query of `GET /api/agreements/{id}/legal-text` and `/pdf`. */
export const documentQuerySchema = z
  .object({ variant: z.enum(['full', 'partial', 'protocol']).optional() })
  .strip();
export type DocumentQuery = z.infer<typeof documentQuerySchema>;
