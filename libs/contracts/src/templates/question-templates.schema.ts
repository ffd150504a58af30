import { z } from 'zod';
import { singleLineText } from '../common/errors';
import {
  operatorSchema,
  type QuestionType,
  questionTypeSchema,
  TemplateMessages,
  type ValueFormat,
  valueFormatSchema,
} from './templates.schema';

// ---- Question templates ---------------------------------------------------------------------

const clause = z.string().trim().max(2000, TemplateMessages.clauseTooLong).nullable().optional();
const role = singleLineText(z.string().trim().min(1).max(60, TemplateMessages.roleTooLong));
/** See `partyRoles` of a template. */
export const partyRolesSchema = z.object({ chosen: role, others: role.nullable() });
export type PartyRoles = z.infer<typeof partyRolesSchema>;

/**
 * A consistency check on a free_text value (docs/value-checks.md), as ValueCheck in
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
  .refine((v) => /^\d{1,6}$/.test(v), { message: TemplateMessages.position });

/**
 * A curated middle ground for a question (docs/negotiation.md): asked instead of the question when
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
  /** Curated compromises offered when the parties disagree (absent: unchanged; [] clears). */
  middleGround: middleGroundSchema.optional(),
  /** Value checks of a free_text question only, naming questions of the same topic (absent: unchanged; null or [] clears). */
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
  /** Curated compromises, copied into each agreement made from the topic (absent: none). */
  middleGround: z.array(middleGroundAlternativeSchema).optional(),
  /** Value checks of a free_text question, naming templates of the topic (absent or null: none). */
  checks: z.array(valueCheckSchema).nullable().optional(),
});
export type QuestionTemplate = z.infer<typeof questionTemplateSchema>;

/** Body of `POST /api/admin/topics/{id}/templates/order`. */
export const reorderBodySchema = z
  .array(z.object({ id: z.uuid(), order: orderString }).strip())
  .min(1, TemplateMessages.orderIncomplete)
  .max(500);
export type ReorderBody = z.infer<typeof reorderBodySchema>;
