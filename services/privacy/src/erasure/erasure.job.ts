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
