import { renderPdfMessageSchema } from '@avtalt/contracts';
import { z } from 'zod';

/** The BullMQ queue of PDF renders (its metrics and the admin's queue view name it). */
export const PDF_QUEUE = 'pdf-render';

/**
 * A render job: what the PDF was asked for with, and the hash of its title and HTML (the job's id and
 * the stored PDF's key). Its handler is `PdfService`'s. The release before queued it by hand as `render`
 * with this payload as its bare data; such a job left in Redis by an upgrade is rendered as this one
 * (otherwise it would fail at once and its next request would answer that the PDF failed).
 */
export const PDF_RENDER_JOB = {
  id: 'pdf.render',
  version: 1,
  payload: renderPdfMessageSchema.extend({ hash: z.string().regex(/^[0-9a-f]{64}$/) }),
  legacy: { names: ['render'], payload: (raw: unknown) => raw },
} as const;

export type PdfRenderPayload = z.infer<typeof PDF_RENDER_JOB.payload>;
