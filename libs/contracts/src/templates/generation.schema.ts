import { z } from 'zod';
import { strictBody } from '../common/errors';
import { questionTemplateSchema } from './question-templates.schema';
import { clampGenerateCount, GENERATE_DEFAULT, TemplateMessages } from './templates.schema';

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
