import { z } from 'zod';

/** The BullMQ queue of seal jobs (its metrics and the admin's queue view name it). */
export const SEAL_QUEUE = 'pdf-seal';

/** One job per agreement: queueing it again while it waits or runs does nothing. */
export const sealJobId = (agreementId: string): string => `seal-${agreementId}`;

/**
 * A seal job: the signed agreement whose PDF is sealed and published. Its handler is `SealService`'s. The
 * release before queued it by hand as `seal` with this payload as its bare data (and a backoff named
 * `seal-capped`, which the kit runs as this definition's); such a job left in Redis by an upgrade, possibly
 * retrying for hours, is sealed as this one instead of failing with the agreement unsealed.
 */
export const SEAL_JOB = {
  id: 'pdf.seal',
  version: 1,
  payload: z.strictObject({ agreementId: z.uuid() }),
  legacy: { names: ['seal'], payload: (raw: unknown) => raw },
} as const;
