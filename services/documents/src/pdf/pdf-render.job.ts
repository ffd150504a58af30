import { renderPdfMessageSchema } from '@avtalt/contracts';
import { z } from 'zod';

/** The BullMQ queue of PDF renders (its metrics and the admin's queue view name it). */
export const PDF_QUEUE = 'pdf-render';

/**
 * A render job: what the PDF was asked for with, and the hash of its title and HTML (the job's id and
 * the stored PDF's key). Its handler is `PdfService`'s.
 */
export const PDF_RENDER_JOB = {
  id: 'pdf.render',
  version: 1,
  payload: renderPdfMessageSchema.extend({ hash: z.string().regex(/^[0-9a-f]{64}$/) }),
} as const;

export type PdfRenderPayload = z.infer<typeof PDF_RENDER_JOB.payload>;
