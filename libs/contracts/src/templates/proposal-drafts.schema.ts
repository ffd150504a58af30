import { z } from 'zod';
import { questionTypeSchema, valueFormatSchema } from './templates.schema';

/**
 * A language model drafts a middle ground for a disputed question that has no curated one (issue 19,
 * docs/negotiation.md). The agreements service asks; the templates service owns the model's settings
 * (`LLM_BASE_URL`, as for question generation) and calls any OpenAI-compatible endpoint.
 *
 * Privacy: the request never carries names or e-mail addresses. The agreements service replaces every
 * participant's name in every string with 'Part A', 'Part B' …, removes e-mail addresses, and sends the
 * answers under those labels only. The templates service checks again (no '@' in any string) and refuses.
 */
const text = (max: number) => z.string().max(max);
export const proposalDraftRequestSchema = z.strictObject({
  /** The agreement's title (names replaced). */
  topicTitle: text(300),
  question: z.strictObject({
    text: text(500),
    type: questionTypeSchema,
    options: z.array(text(200)).max(50).nullable(),
    format: valueFormatSchema.nullable(),
    /** The clauses the question's answers produce, as people read them (clauseYes/clauseNo/option clauses). */
    clauses: z.array(text(2000)).max(50),
  }),
  /** What each side answered, as read ('Ja', '12 000 kr'), under a label ('Part A'); at most 50. */
  answers: z
    .array(z.strictObject({ party: z.string().regex(/^Part [A-Z]{1,2}$/), display: text(1000) }))
    .min(2)
    .max(50),
});
export type ProposalDraftRequest = z.infer<typeof proposalDraftRequestSchema>;

/** A draft: a Ja/Nei question and the clause Ja produces (like a curated middle ground). */
export const proposalDraftSchema = z.object({
  text: z.string().trim().min(1).max(500),
  clause: z.string().trim().min(1).max(2000),
});
export type ProposalDraft = z.infer<typeof proposalDraftSchema>;

/** Whether a model is configured (the web app offers 'Lag et utkast' only then). */
export const proposalDraftStatusSchema = z.object({ available: z.boolean() });
