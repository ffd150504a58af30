import { z } from 'zod';

/** The BullMQ queue of data exports. */
export const EXPORT_QUEUE = 'data-export';

/** Gathers a person's data from every service into a ZIP (the job id is the export's id). */
export const EXPORT_JOB = {
  id: 'privacy.export',
  version: 1,
  payload: z.strictObject({ exportId: z.uuid(), userId: z.uuid() }),
} as const;
export type ExportPayload = z.infer<typeof EXPORT_JOB.payload>;
