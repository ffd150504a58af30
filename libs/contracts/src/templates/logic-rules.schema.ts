import { z } from 'zod';
import { actionSchema, operatorSchema, TemplateMessages } from './templates.schema';

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
