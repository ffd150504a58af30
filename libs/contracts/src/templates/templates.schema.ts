import { z } from 'zod';
import { singleLineText } from '../common/errors';
import { obligationRuleSchema } from './obligation-rules.schema';

/** Messages of admin spec §5 and end-user spec §5 (custom topic). */
export const TemplateMessages = {
  topicTitle: 'Vennligst angi en tittel',
  topicDescription: 'Vennligst angi en beskrivelse',
  topicTitleTooLong: 'Tittelen kan være høyst 200 tegn',
  topicDescriptionTooLong: 'Beskrivelsen kan være høyst 2000 tegn',
  questionText: 'Spørsmålsteksten kan ikke være tom',
  questionTextTooLong: 'Spørsmålsteksten kan være høyst 500 tegn',
  options: 'Flervalg må ha minst to alternativer',
  optionTooLong: 'Et alternativ kan være høyst 200 tegn',
  clauseTooLong: 'Avtaleteksten kan være høyst 2000 tegn',
  format: 'Velg et svarformat: tekst, heltall, beløp, prosent, dato eller part',
  optionClauses: 'Det må være én avtaletekst (eller ingen) per alternativ',
  clauseTemplate: 'Avtaleteksten for svaret må inneholde {{svar}} der svaret skal stå',
  missingSource: 'Mangler kildesspørsmål',
  missingTarget: 'Mangler målspørsmål',
  topicNotFound: 'Fant ikke temaet',
  templateNotFound: 'Fant ikke spørsmålet',
  ruleNotFound: 'Fant ikke logikkregelen',
  orderForeignTemplate: 'Rekkefølgen inneholder et spørsmål som ikke hører til temaet',
  orderIncomplete: 'Rekkefølgen må inneholde hvert spørsmål i temaet nøyaktig én gang',
  templateIdTaken: 'Et spørsmål med denne id-en finnes allerede',
  ruleOtherTopic: 'Kilde- og målspørsmål må høre til samme tema som spørsmålet',
  generationFailed: 'Kunne ikke regenerere spørsmål. Prøv igjen senere.',
  adminOnlyFeatured: 'Bare administratorer kan fremheve temaer',
  sectionTooLong: 'Emnet kan være høyst 80 tegn',
  roleTooLong: 'En rolle kan være høyst 60 tegn',
  partyRoles: 'Roller kan bare settes på spørsmål med svarformat part',
  documentHeadingTooLong: 'Overskriften kan være høyst 120 tegn',
  middleGroundText: 'Et kompromissforslag må ha et spørsmål (høyst 500 tegn)',
  middleGroundClause: 'Et kompromissforslag må ha en avtaletekst (høyst 2000 tegn)',
  middleGroundCount: 'Et spørsmål kan ha høyst 3 kompromissforslag',
  checkKind:
    'Ukjent kontroll: bruk after, notFuture, notPast, atMost, atLeast, atMostTimes eller instalmentsCover',
  checkSeverity: 'Alvorlighet må være «error» eller «warning»',
  checkMessage: 'En kontroll må ha en melding (høyst 500 tegn)',
  checkReference: 'En kontroll må vise til et spørsmål med gyldig id',
  checkNumber: 'Kontrollens tall må være et endelig tall',
  checkMonths: 'Antall måneder må være et helt tall fra 1 til 1200',
  checkFactor: 'Faktoren må være et tall større enn 0',
  checkCount: 'Et spørsmål kan ha høyst 10 kontroller',
  checksNotValue: 'Kontroller kan bare settes på spørsmål med fritekstsvar',
  /** `{n}`: USER_TOPICS_PER_DAY of the templates service. */
  topicsPerDay: 'Du kan opprette høyst {n} offentlige temaer i døgnet. Prøv igjen senere.',
  /** `count` of a regeneration that is not a whole number from GENERATE_MIN to GENERATE_MAX. */
  generateCount: 'Antall spørsmål må være et tall',
  position: 'Rekkefølgen må være et heltall',
} as const;

export const QUESTION_TYPES = ['yes_no', 'multiple_choice', 'free_text'] as const;
export const OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'greater_than',
  'less_than',
] as const;
export const ACTIONS = ['show', 'hide', 'jump_to', 'end_form'] as const;
/** How a free_text answer is read and shown (docs/typed-answers.md; beyond admin spec §3). */
export const VALUE_FORMATS = ['text', 'number', 'amount', 'percent', 'date', 'party'] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export const valueFormatSchema = z.enum(VALUE_FORMATS, TemplateMessages.format);
export type ValueFormat = z.infer<typeof valueFormatSchema>;
export const operatorSchema = z.enum(OPERATORS);
export const actionSchema = z.enum(ACTIONS);
export type QuestionType = z.infer<typeof questionTypeSchema>;

export const GENERATE_MIN = 1;
export const GENERATE_MAX = 30;
export const GENERATE_DEFAULT = 10;

/** Admin spec §5: clamped to 1..30, default 10 when not numeric. */
export function clampGenerateCount(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return GENERATE_DEFAULT;
  return Math.min(GENERATE_MAX, Math.max(GENERATE_MIN, Math.round(n)));
}

// ---- Topics -------------------------------------------------------------------------------

/**
 * What kind of document a topic's agreements produce (docs/legal-document.md):
 * - `agreement`: a contract with parties, numbered clauses by subject, the topic's term, changes,
 *   governing law and dispute resolution, and signatures;
 * - `plan`: a non-binding plan (household chores), without contract formalities or signatures.
 */
export const DOCUMENT_KINDS = ['agreement', 'plan'] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

const documentClause = z.string().trim().max(2000, TemplateMessages.clauseTooLong).nullable();
/**
 * The document settings of a topic; each null field means the general default. `termClause` is the
 * topic's term and termination ('Avtalen gjelder til lånet med renter er tilbakebetalt.');
 * `disputeClause` replaces the general dispute clause where the law requires a step of its own
 * (mekling ved familievernkontoret etter barneloven). `heading` is the document's title
 * ('Samboeravtale', 'Låneavtale'); null gives 'Avtale' (or 'Plan').
 */
/**
 * What a signature in Avtalt cannot do for this topic (e.g. a loan is not eksigibelt; samvær
 * needs statsforvalteren's tvangskraft), each with its legal source (listed in docs/legal-sources.md).
 * Shown in the signing dialog and on the result page, and printed on the sealed PDF's signature page.
 */
export const signingNoteSchema = z.object({
  /** Stable key (lowercase letters, digits and hyphens), e.g. `lan-ikke-eksigibelt`. */
  id: z.string().regex(/^[a-z0-9-]{1,60}$/),
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(1500),
  /** The legal source in short form, e.g. 'tvangsfullbyrdelsesloven § 7-2 bokstav a'. */
  source: z.string().trim().min(1).max(300),
});
export type SigningNote = z.infer<typeof signingNoteSchema>;

export const topicDocumentSchema = z.object({
  kind: documentKindSchema,
  heading: singleLineText(z.string().trim().max(120, TemplateMessages.documentHeadingTooLong)).nullable(),
  termClause: documentClause,
  disputeClause: documentClause,
  /** The topic's signing notes (absent: none). Copied into each agreement with the rest of the settings. */
  signingNotes: z.array(signingNoteSchema).max(8).optional(),
  /**
   * What the signed agreement makes the parties pay each other, and when (docs/obligations.md); absent:
   * nothing. Copied into each agreement with the questions it names.
   */
  obligations: z.array(obligationRuleSchema).max(8).optional(),
});
export type TopicDocument = z.infer<typeof topicDocumentSchema>;
export const DEFAULT_TOPIC_DOCUMENT: TopicDocument = {
  kind: 'agreement',
  heading: null,
  termClause: null,
  disputeClause: null,
};

export const topicSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  featured: z.boolean(),
  isPublic: z.boolean(),
  /** True for topics a user published (shown with the 'Egendefinert' badge). */
  isCustom: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  questionCount: z.number().int().optional(),
  /** The document the topic's agreements produce; absent or null: {@link DEFAULT_TOPIC_DOCUMENT}. */
  document: topicDocumentSchema.nullable().optional(),
  /** Admin list only: «En oppdatering av katalogen er tilgjengelig» for this seeded topic. */
  catalogueUpdate: z.boolean().optional(),
});
export type Topic = z.infer<typeof topicSchema>;

const topicTitle = singleLineText(
  z
    .string(TemplateMessages.topicTitle)
    .trim()
    .min(1, TemplateMessages.topicTitle)
    .max(200, TemplateMessages.topicTitleTooLong),
);
const topicDescription = z
  .string(TemplateMessages.topicDescription)
  .trim()
  .min(1, TemplateMessages.topicDescription)
  .max(2000, TemplateMessages.topicDescriptionTooLong);

/** Body of `POST /api/admin/topics` (admins, and logged-in users publishing a custom topic). */
export const createTopicBodySchema = z.strictObject({
  title: topicTitle,
  description: topicDescription,
  featured: z.boolean().default(false),
  /** Admins only (a user's custom topic gets the default). */
  document: topicDocumentSchema.nullable().optional(),
});
export type CreateTopicBody = z.infer<typeof createTopicBodySchema>;
export type CreateTopicForm = z.input<typeof createTopicBodySchema>;

/** Body of `PUT /api/admin/topics/{id}`: any of the fields (the list toggles featured). */
export const updateTopicBodySchema = z
  .object({
    title: topicTitle.optional(),
    description: topicDescription.optional(),
    featured: z.boolean().optional(),
    document: topicDocumentSchema.nullable().optional(),
  })
  .strip();
export type UpdateTopicBody = z.infer<typeof updateTopicBodySchema>;
