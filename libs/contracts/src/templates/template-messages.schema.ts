import { z } from 'zod';
import { ruleBodySchema } from './logic-rules.schema';
import {
  createTemplateBodySchema,
  reorderBodySchema,
  updateTemplateBodySchema,
} from './question-templates.schema';
import { createTopicBodySchema, GENERATE_MAX, GENERATE_MIN, updateTopicBodySchema } from './templates.schema';

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
