import { z } from 'zod';
import { singleLineText, strictBody } from '../common/errors';

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
 * What kind of document a topic's agreements produce (issue 15; docs/legal-document.md):
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
 * Issue 31: what a signature in Avtalt cannot do for this topic (e.g. a loan is not eksigibelt; samvær
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
  /** Issue 31: the topic's signing notes (absent: none). Copied into each agreement with the rest of the settings. */
  signingNotes: z.array(signingNoteSchema).max(8).optional(),
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
  /** Admin list only (issue 33): «En oppdatering av katalogen er tilgjengelig» for this seeded topic. */
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

// ---- Question templates ---------------------------------------------------------------------

const clause = z.string().trim().max(2000, TemplateMessages.clauseTooLong).nullable().optional();
const role = singleLineText(z.string().trim().min(1).max(60, TemplateMessages.roleTooLong));
/** See `partyRoles` of a template. */
export const partyRolesSchema = z.object({ chosen: role, others: role.nullable() });
export type PartyRoles = z.infer<typeof partyRolesSchema>;

/**
 * Issue 33 (docs/value-checks.md): a consistency check on a free_text value, as ValueCheck in
 * @avtalt/logic; other questions named by id (a template's in a topic, an agreement question's in an
 * agreement). Whether the references are earlier questions of the right format is judged against the
 * question set (`validateValueChecks` of @avtalt/logic), not here.
 */
const checkRef = z.uuid(TemplateMessages.checkReference);
const checkNumber = z
  .number(TemplateMessages.checkNumber)
  .refine((n) => Number.isFinite(n), TemplateMessages.checkNumber);
const checkBase = {
  severity: z.enum(['error', 'warning'], TemplateMessages.checkSeverity),
  message: singleLineText(
    z
      .string(TemplateMessages.checkMessage)
      .trim()
      .min(1, TemplateMessages.checkMessage)
      .max(500, TemplateMessages.checkMessage),
  ),
  when: z
    .strictObject({
      question: checkRef,
      operator: operatorSchema,
      value: z.union([z.boolean(), z.string().max(500), checkNumber]),
    })
    .optional(),
};
export const valueCheckSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('after'),
      other: checkRef,
      months: z
        .number(TemplateMessages.checkMonths)
        .int(TemplateMessages.checkMonths)
        .min(1, TemplateMessages.checkMonths)
        .max(1200, TemplateMessages.checkMonths)
        .optional(),
      ...checkBase,
    }),
    z.strictObject({ kind: z.literal('notFuture'), ...checkBase }),
    z.strictObject({ kind: z.literal('notPast'), ...checkBase }),
    z.strictObject({ kind: z.literal('atMost'), value: checkNumber, ...checkBase }),
    z.strictObject({ kind: z.literal('atLeast'), value: checkNumber, ...checkBase }),
    z.strictObject({
      kind: z.literal('atMostTimes'),
      other: checkRef,
      factor: checkNumber.refine((n) => n > 0, TemplateMessages.checkFactor),
      ...checkBase,
    }),
    z.strictObject({
      kind: z.literal('instalmentsCover'),
      amount: checkRef,
      from: checkRef,
      until: checkRef,
      ...checkBase,
    }),
  ],
  { error: TemplateMessages.checkKind },
);
export type ValueCheckDto = z.infer<typeof valueCheckSchema>;
/** A question's checks: 0–10. */
export const valueChecksSchema = z.array(valueCheckSchema).max(10, TemplateMessages.checkCount);

const orderString = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,6}$/.test(v), { message: 'Rekkefølgen må være et heltall' });

/**
 * A curated middle ground for a question (issue 19, docs/negotiation.md): asked instead of the question when
 * the parties disagree on it and all accept this proposal. A Ja/Nei question (`text`) and the clause Ja
 * produces (`clause`); Nei produces no clause. E.g. for 'Skal felles utgifter deles likt?':
 * {text: 'Skal felles utgifter deles etter inntekt?', clause: 'Partene dekker felles utgifter i forhold til …'}.
 */
export const middleGroundAlternativeSchema = z.object({
  text: z
    .string(TemplateMessages.middleGroundText)
    .trim()
    .min(1, TemplateMessages.middleGroundText)
    .max(500, TemplateMessages.middleGroundText),
  clause: z
    .string(TemplateMessages.middleGroundClause)
    .trim()
    .min(1, TemplateMessages.middleGroundClause)
    .max(2000, TemplateMessages.middleGroundClause),
  /** One line on why this is a middle ground ('Den som tjener mest, betaler mest.'); optional. */
  description: z.string().trim().max(300).nullable().optional(),
});
export type MiddleGroundAlternative = z.infer<typeof middleGroundAlternativeSchema>;
/** 0–3 alternatives ({@link MAX_MIDDLE_GROUND} in negotiation-constants). */
export const middleGroundSchema = z
  .array(middleGroundAlternativeSchema)
  .max(3, TemplateMessages.middleGroundCount);

const templateFields = {
  text: z
    .string(TemplateMessages.questionText)
    .trim()
    .min(1, TemplateMessages.questionText)
    .max(500, TemplateMessages.questionTextTooLong),
  type: questionTypeSchema.default('yes_no'),
  options: z
    .array(singleLineText(z.string().max(200, TemplateMessages.optionTooLong)))
    .nullable()
    .optional(),
  order: orderString.optional(),
  topicId: z.uuid().optional(),
  description: z.string().trim().max(1000).nullable().optional(),
  required: z.boolean().optional(),
  hasLogic: z.boolean().optional(),
  /** What the agreement says when everyone answers Ja. */
  clauseYes: clause,
  /** What the agreement says when everyone answers Nei. */
  clauseNo: clause,
  /** free_text: how the answer is read and shown (text when absent). */
  format: valueFormatSchema.nullable().optional(),
  /**
   * multiple_choice: what the agreement says for each option, in the order of `options` (null or ''
   * for an option without a clause). `{{svar}}` is replaced by the option.
   */
  optionClauses: z
    .array(z.string().trim().max(2000, TemplateMessages.clauseTooLong).nullable())
    .max(50)
    .nullable()
    .optional(),
  /** free_text: what the agreement says, with `{{svar}}` where the answer goes ('Husleien er {{svar}} per måned.'). */
  clauseTemplate: clause,
  /** The subject heading the question's clause is printed under ('Bolig', 'Økonomi'); null: 'Andre avtalepunkter'. */
  section: singleLineText(z.string().trim().max(80, TemplateMessages.sectionTooLong)).nullable().optional(),
  /**
   * A fact, not a term (the address, the registration number, the children's names): printed under
   * 'Bakgrunn' rather than as a clause, and offered to the others to confirm once someone has answered.
   */
  fact: z.boolean().optional(),
  /**
   * free_text with format party: the role the chosen party has and the role the others get
   * ({chosen: 'långiver', others: 'låntaker'}), shown beside the parties' names in the document.
   */
  partyRoles: partyRolesSchema.nullable().optional(),
  /** Issue 19: curated compromises offered when the parties disagree (absent: unchanged; [] clears). */
  middleGround: middleGroundSchema.optional(),
  /** Issue 33: free_text only, value checks naming questions of the same topic (absent: unchanged; null or [] clears). */
  checks: valueChecksSchema.nullable().optional(),
};

type TemplateFieldsOut = {
  type?: QuestionType;
  partyRoles?: PartyRoles | null;
  options?: string[] | null;
  format?: ValueFormat | null;
  optionClauses?: (string | null)[] | null;
  clauseTemplate?: string | null;
  checks?: ValueCheckDto[] | null;
};

/**
 * Drops blank options on submit (admin spec §5) and requires two for multiple_choice; keeps the option
 * clauses beside their options (a blank option drops its clause) and the fields of the other types
 * empty: format and clauseTemplate belong to free_text, options and optionClauses to multiple_choice.
 */
function normaliseOptions<T extends TemplateFieldsOut>(value: T, ctx: z.RefinementCtx): T {
  if (value.type === 'multiple_choice') {
    const raw = value.options ?? [];
    const clauses = value.optionClauses ?? null;
    if (clauses && clauses.length !== raw.length)
      ctx.addIssue({ code: 'custom', path: ['optionClauses'], message: TemplateMessages.optionClauses });
    const kept = raw
      .map((o, i) => ({ option: o.trim(), clause: clauses?.[i]?.trim() || null }))
      .filter((o) => o.option.length > 0);
    if (kept.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: TemplateMessages.options });
    if (value.partyRoles)
      ctx.addIssue({ code: 'custom', path: ['partyRoles'], message: TemplateMessages.partyRoles });
    if (value.checks && value.checks.length > 0)
      ctx.addIssue({ code: 'custom', path: ['checks'], message: TemplateMessages.checksNotValue });
    return {
      ...value,
      options: kept.map((o) => o.option),
      optionClauses: clauses ? kept.map((o) => o.clause) : null,
      format: null,
      clauseTemplate: null,
      partyRoles: null,
    };
  }
  if (value.type === 'free_text') {
    const template = value.clauseTemplate?.trim() || null;
    if (template && !/\{\{\s*svar\s*\}\}/.test(template))
      ctx.addIssue({ code: 'custom', path: ['clauseTemplate'], message: TemplateMessages.clauseTemplate });
    const format = value.format ?? 'text';
    if (value.partyRoles && format !== 'party')
      ctx.addIssue({ code: 'custom', path: ['partyRoles'], message: TemplateMessages.partyRoles });
    return { ...value, options: null, optionClauses: null, format, clauseTemplate: template };
  }
  if (value.type !== undefined) {
    if (value.partyRoles)
      ctx.addIssue({ code: 'custom', path: ['partyRoles'], message: TemplateMessages.partyRoles });
    if (value.checks && value.checks.length > 0)
      ctx.addIssue({ code: 'custom', path: ['checks'], message: TemplateMessages.checksNotValue });
    return {
      ...value,
      options: null,
      optionClauses: null,
      format: null,
      clauseTemplate: null,
      partyRoles: null,
    };
  }
  return value;
}

/** Body of `POST /api/admin/topics/{id}/templates` (id is a UUID made by the client, optional). */
export const createTemplateBodySchema = z
  .object({ id: z.uuid().optional(), ...templateFields })
  .strip()
  .transform(normaliseOptions);
export type CreateTemplateBody = z.infer<typeof createTemplateBodySchema>;

/** Body of `PUT /api/admin/templates/{id}`: the template's fields without id. */
export const updateTemplateBodySchema = z
  .object({ ...templateFields, type: questionTypeSchema.optional(), text: templateFields.text.optional() })
  .strip()
  .transform(normaliseOptions);
export type UpdateTemplateBody = z.infer<typeof updateTemplateBodySchema>;

export const questionTemplateSchema = z.object({
  id: z.uuid(),
  topicId: z.uuid(),
  text: z.string(),
  type: questionTypeSchema,
  options: z.array(z.string()).nullable(),
  /** A string holding a number starting at 1 (admin spec §3). */
  order: z.string(),
  description: z.string().nullable(),
  required: z.boolean(),
  hasLogic: z.boolean(),
  clauseYes: z.string().nullable(),
  clauseNo: z.string().nullable(),
  /** free_text: the answer's format; null for the other types. */
  format: valueFormatSchema.nullable(),
  /** multiple_choice: one clause (or null) per option, in option order; null for the other types. */
  optionClauses: z.array(z.string().nullable()).nullable(),
  /** free_text: the clause with `{{svar}}`; null when none. */
  clauseTemplate: z.string().nullable(),
  /** The subject heading of the question's clause in the document; null or absent: none. */
  section: z.string().nullable().optional(),
  /** A fact printed under 'Bakgrunn' (absent: false). */
  fact: z.boolean().optional(),
  /** Party questions: the roles the answer gives (absent: none). */
  partyRoles: partyRolesSchema.nullable().optional(),
  /** Issue 19: curated compromises, copied into each agreement made from the topic (absent: none). */
  middleGround: z.array(middleGroundAlternativeSchema).optional(),
  /** Issue 33: value checks of a free_text question, naming templates of the topic (absent or null: none). */
  checks: z.array(valueCheckSchema).nullable().optional(),
});
export type QuestionTemplate = z.infer<typeof questionTemplateSchema>;

/** Body of `POST /api/admin/topics/{id}/templates/order`. */
export const reorderBodySchema = z
  .array(z.object({ id: z.uuid(), order: orderString }).strip())
  .min(1, TemplateMessages.orderIncomplete)
  .max(500);
export type ReorderBody = z.infer<typeof reorderBodySchema>;

// ---- Logic rules -------------------------------------------------------------------------

const ruleValue = z
  .union([z.boolean(), z.string().max(500), z.number()])
  .nullable()
  .optional();

const ruleFields = {
  questionId: z.uuid().optional(),
  sourceQuestionId: z
    .string(TemplateMessages.missingSource)
    .min(1, TemplateMessages.missingSource)
    .pipe(z.uuid(TemplateMessages.missingSource)),
  operator: operatorSchema.default('equals'),
  value: ruleValue,
  action: actionSchema,
  targetQuestionId: z
    .uuid(TemplateMessages.missingTarget)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
};

function requireTarget<T extends { action: string; targetQuestionId?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
): T {
  if (value.action === 'jump_to' && !value.targetQuestionId) {
    ctx.addIssue({ code: 'custom', path: ['targetQuestionId'], message: TemplateMessages.missingTarget });
  }
  return value.action === 'jump_to' ? value : { ...value, targetQuestionId: null };
}

/** Body of `POST /api/admin/templates/{id}/logic` and `PUT /api/admin/logic/{ruleId}`. */
export const ruleBodySchema = z.object(ruleFields).strip().transform(requireTarget);
export type RuleBody = z.infer<typeof ruleBodySchema>;

export const logicRuleSchema = z.object({
  id: z.uuid(),
  questionId: z.uuid(),
  sourceQuestionId: z.uuid(),
  operator: operatorSchema,
  value: z.union([z.boolean(), z.string(), z.number()]).nullable(),
  action: actionSchema,
  targetQuestionId: z.uuid().nullable(),
});
export type LogicRuleDto = z.infer<typeof logicRuleSchema>;

// ---- Generation ------------------------------------------------------------------------

/**
 * Body of `POST /api/admin/topics/{id}/generate-questions`: how many questions to make. A number is clamped
 * to {@link GENERATE_MIN}–{@link GENERATE_MAX} and rounded, as the dialog does with what the admin types
 * (DESIGN §3, admin spec §5, {@link clampGenerateCount}); absent means {@link GENERATE_DEFAULT}. What is
 * not a number is refused with 400 rather than guessed at (security review: `"hello"`, `{}` and a 90 kB
 * string were answered 200 with the default).
 */
export const generateBodySchema = strictBody({
  count: z
    .number(TemplateMessages.generateCount)
    .refine((n) => Number.isFinite(n), TemplateMessages.generateCount)
    .transform((n) => clampGenerateCount(n))
    .default(GENERATE_DEFAULT),
});

export const generateResponseSchema = z.object({ templates: z.array(questionTemplateSchema) });
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** A generated question before it is stored (the generator's output, validated with zod). */
export const generatedQuestionSchema = z.object({
  text: z.string().trim().min(5).max(500),
  description: z.string().trim().max(1000).nullable().optional(),
  clauseYes: z.string().trim().min(3).max(2000),
  clauseNo: z.string().trim().min(3).max(2000),
});
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

// ---- NATS messages -----------------------------------------------------------------------

/** Who is calling, as the gateway knows from the session and identity. */
export const actorSchema = z.object({ userId: z.uuid(), isAdmin: z.boolean() });
export type Actor = z.infer<typeof actorSchema>;

const id = z.uuid();
export const idMessageSchema = z.strictObject({ id });
export const createTopicMessageSchema = z.strictObject({ actor: actorSchema, body: createTopicBodySchema });
export const updateTopicMessageSchema = z.strictObject({ id, body: updateTopicBodySchema });
export const topicIdMessageSchema = z.strictObject({ topicId: id });
export const createTemplateMessageSchema = z.strictObject({ topicId: id, body: createTemplateBodySchema });
export const updateTemplateMessageSchema = z.strictObject({ id, body: updateTemplateBodySchema });
export const reorderMessageSchema = z.strictObject({ topicId: id, body: reorderBodySchema });
export const templateIdMessageSchema = z.strictObject({ templateId: id });
export const createRuleMessageSchema = z.strictObject({ templateId: id, body: ruleBodySchema });
export const updateRuleMessageSchema = z.strictObject({ id, body: ruleBodySchema });
export const generateMessageSchema = z.strictObject({
  topicId: id,
  count: z.number().int().min(GENERATE_MIN).max(GENERATE_MAX),
});
