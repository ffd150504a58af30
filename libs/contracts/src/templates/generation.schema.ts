import { z } from 'zod';
import { singleLineText, strictBody } from '../common/errors';
import type { LogicRuleDto } from './logic-rules.schema';
import { questionTranslationsSchema } from '../agreements/agreement-language.schema';
import { partyRolesSchema, questionTemplateSchema } from './question-templates.schema';
import {
  clampGenerateCount,
  GENERATE_DEFAULT,
  GENERATE_MAX,
  operatorSchema,
  questionTypeSchema,
  TemplateMessages,
  valueFormatSchema,
} from './templates.schema';

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

const clauseText = z.string().trim().min(3).max(2000);

/**
 * A generated question before it is stored (the generator's output, validated with zod). Typed as a
 * catalogue question is (docs/typed-answers.md): a Ja/Nei question (`type` absent or `yes_no`) has a clause
 * for each answer; a choice has two or more options, each with its clause; a value has a format and a clause
 * with `{{svar}}` where the answer goes, and a party question may name the roles. `section` is the heading the
 * clause is printed under and `fact` puts it under 'Bakgrunn' (docs/legal-document.md); drafts stored
 * before these fields read as Ja/Nei questions without a section.
 */
export const generatedQuestionSchema = z
  .object({
    text: z.string().trim().min(5).max(500),
    description: z.string().trim().max(1000).nullable().optional(),
    type: questionTypeSchema.optional(),
    clauseYes: clauseText.nullable().optional(),
    clauseNo: clauseText.nullable().optional(),
    options: z
      .array(singleLineText(z.string().trim().min(1).max(200)))
      .max(10)
      .nullable()
      .optional(),
    optionClauses: z.array(clauseText.nullable()).max(10).nullable().optional(),
    format: valueFormatSchema.nullable().optional(),
    clauseTemplate: clauseText.nullable().optional(),
    partyRoles: partyRolesSchema.nullable().optional(),
    section: singleLineText(z.string().trim().min(1).max(80)).nullable().optional(),
    fact: z.boolean().optional(),
    /**
     * When the question is shown or hidden: the answer to an earlier question of the same set (its index),
     * as a logic rule of a topic is (a catalogue topic's follow-up, «Hvor høy skal renten være?»).
     */
    conditions: z
      .array(
        z.object({
          question: z
            .number()
            .int()
            .min(0)
            .max(GENERATE_MAX - 1),
          operator: operatorSchema,
          value: z.union([z.boolean(), z.string().max(200), z.number()]).nullable(),
          action: z.enum(['show', 'hide']),
        }),
      )
      .max(5)
      .nullable()
      .optional(),
    /**
     * The question in nynorsk and English where the generator has every part of it in that language
     * (docs/question-generation.md, «Languages»); absent: bokmål only.
     */
    translations: questionTranslationsSchema.optional(),
  })
  .superRefine((q, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    switch (q.type ?? 'yes_no') {
      case 'yes_no':
        if (!q.clauseYes) missing('clauseYes', 'A Ja/Nei question needs clauseYes');
        if (!q.clauseNo) missing('clauseNo', 'A Ja/Nei question needs clauseNo');
        break;
      case 'multiple_choice':
        if (!q.options || q.options.length < 2) missing('options', 'A choice needs two or more options');
        if (!q.optionClauses || q.optionClauses.length !== (q.options?.length ?? 0))
          missing('optionClauses', 'A choice needs one clause per option');
        break;
      case 'free_text':
        if (!q.format) missing('format', 'A value question needs a format');
        if (!q.clauseTemplate || !/\{\{\s*svar\s*\}\}/.test(q.clauseTemplate))
          missing('clauseTemplate', 'A value question needs a clause with {{svar}}');
        break;
    }
    if (q.partyRoles && !(q.type === 'free_text' && q.format === 'party'))
      missing('partyRoles', 'Only a party question has roles');
  });
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

/**
 * The logic rules a generated set's `conditions` stand for, its questions named by `ids` (in the set's order):
 * a condition naming a question that is not earlier in the set is left out.
 */
export function generatedRules(
  questions: readonly GeneratedQuestion[],
  ids: readonly string[],
  newId: () => string,
): LogicRuleDto[] {
  return questions.flatMap((q, index) =>
    (q.conditions ?? [])
      .filter((c) => c.question < index)
      .map((c) => ({
        id: newId(),
        questionId: ids[index],
        sourceQuestionId: ids[c.question],
        operator: c.operator,
        value: c.value,
        action: c.action,
        targetQuestionId: null,
      })),
  );
}

/**
 * A generated question's fields as a question template (or an agreement's copy) stores them: absent fields as
 * none, and a draft stored before generated questions were typed as the Ja/Nei question it is.
 */
export function templateFieldsOf(q: GeneratedQuestion) {
  return {
    text: q.text,
    type: q.type ?? 'yes_no',
    description: q.description ?? null,
    clauseYes: q.clauseYes ?? null,
    clauseNo: q.clauseNo ?? null,
    options: q.options ?? null,
    optionClauses: q.optionClauses ?? null,
    format: q.format ?? null,
    clauseTemplate: q.clauseTemplate ?? null,
    section: q.section ?? null,
    fact: q.fact ?? false,
    partyRoles: q.partyRoles ?? null,
  };
}
