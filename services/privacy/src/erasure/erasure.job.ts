import { z } from 'zod';

/** The BullMQ queue of account deletions. */
export const ERASURE_QUEUE = 'account-erasure';

/** Has every service forget a person who deleted their account (the job id is the deletion's id). */
export const ERASURE_JOB = {
  id: 'privacy.erase',
  version: 1,
  // Only the deletion's id: whom to find is in its row, and is cleared there when it is done.
  payload: z.strictObject({ erasureId: z.uuid() }),
} as const;
export type ErasurePayload = z.infer<typeof ERASURE_JOB.payload>;

/**
 * Has agreements, chat, documents and templates forget a visitor whose session expired (never logged in): the
 * random id their answers were stored under is all there is of them (job id `visitor-<id>`).
 */
export const VISITOR_ERASURE_JOB = {
  id: 'privacy.erase.visitor',
  version: 1,
  payload: z.strictObject({ anonymousId: z.uuid() }),
} as const;
export type VisitorErasurePayload = z.infer<typeof VISITOR_ERASURE_JOB.payload>;
