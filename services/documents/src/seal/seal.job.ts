import { z } from 'zod';

/** The BullMQ queue of seal jobs (its metrics and the admin's queue view name it). */
export const SEAL_QUEUE = 'pdf-seal';

/** One job per agreement: queueing it again while it waits or runs does nothing. */
export const sealJobId = (agreementId: string): string => `seal-${agreementId}`;

/** A seal job: the signed agreement whose PDF is sealed and published. Its handler is `SealService`'s. */
export const SEAL_JOB = {
  id: 'pdf.seal',
  version: 1,
  payload: z.strictObject({ agreementId: z.uuid() }),
} as const;
