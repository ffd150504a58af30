import { z } from 'zod';
import type { MailJob } from './mail-job';

/**
 * The payload of a `mail.send` job: everything SMTP needs (MailJob). The body exists only here until
 * the mail is sent, so a job the release before queued (name `send`, the same object without an
 * envelope) is taken over as it is, never dropped.
 */
export const mailSendPayload = z.object({
  mailId: z.string().min(1),
  to: z.string().min(1),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
  sealedPdf: z.object({ agreementId: z.string(), sha256: z.string() }).optional(),
  attachment: z.object({ fileName: z.string(), content: z.string(), contentType: z.string() }).optional(),
}) satisfies z.ZodType<MailJob>;

/** The BullMQ name the hand-made queue gave send jobs; their data was the payload itself. */
export const LEGACY_MAIL_JOB_NAMES = ['send'];
