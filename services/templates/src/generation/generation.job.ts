import { generateMessageSchema } from '@avtalt/contracts';
import { z } from 'zod';

/** The BullMQ queue of question generation (its metrics and the admin's queue view name it). */
export const GENERATION_QUEUE = 'question-generation';

/** Generates the questions of a stored, pending question draft. Its handler is `GenerationService`'s. */
export const DRAFT_GENERATION_JOB = {
  id: 'question-draft.generate',
  version: 1,
  payload: z.strictObject({ draftId: z.uuid() }),
} as const;

/** Replaces a topic's templates and rules with `count` generated questions (an admin's regeneration). */
export const TOPIC_REGENERATION_JOB = {
  id: 'topic.regenerate',
  version: 1,
  payload: generateMessageSchema,
} as const;

/** How a generation ended: a generator's refusal is an answer (kept with the job), not a failure. */
export type GenerationResult = { ok: true } | { ok: false; message: string; details: string };
