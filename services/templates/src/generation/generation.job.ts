import { generateMessageSchema } from '@avtalt/contracts';
import { z } from 'zod';

/** The BullMQ queue of question generation (its metrics and the admin's queue view name it). */
export const GENERATION_QUEUE = 'question-generation';

/**
 * The release before queued both jobs by hand (names `draft` and `regenerate`), their data the payload
 * with a `kind` naming the job: without it, it is this release's payload.
 */
export function withoutKind(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  return Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'kind'));
}

/**
 * Generates the questions of a stored, pending question draft. Its handler is `GenerationService`'s. A
 * `draft` job of the release before left in Redis by an upgrade runs as this one: under an unknown name it
 * would fail at once without `onFailed`, and its draft would stay pending.
 */
export const DRAFT_GENERATION_JOB = {
  id: 'question-draft.generate',
  version: 1,
  payload: z.strictObject({ draftId: z.uuid() }),
  legacy: { names: ['draft'], payload: withoutKind },
} as const;

/**
 * Replaces a topic's templates and rules with `count` generated questions (an admin's regeneration). A
 * `regenerate` job of the release before runs as this one.
 */
export const TOPIC_REGENERATION_JOB = {
  id: 'topic.regenerate',
  version: 1,
  payload: generateMessageSchema,
  legacy: { names: ['regenerate'], payload: withoutKind },
} as const;

/** How a generation ended: a generator's refusal is an answer (kept with the job), not a failure. */
export type GenerationResult = { ok: true } | { ok: false; message: string; details: string };
