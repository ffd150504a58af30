import { type PdfPending, translateMessage } from '@avtalt/contracts';
import type { Request, Response } from 'express';
import { callerLanguage } from '../http/error-language';
import { RETRY_AFTER_SECONDS } from '../jobs/job-poll.rules';

/**
 * `attachment; filename="…"` with an ASCII fallback and the exact name (æøå kept) in filename*.
 */
export function pdfContentDisposition(name: string): string {
  const clean =
    name
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'avtale';
  const ascii =
    clean
      .normalize('NFKD')
      .replace(/[æÆ]/g, (c) => (c === 'æ' ? 'ae' : 'AE'))
      .replace(/[øØ]/g, (c) => (c === 'ø' ? 'o' : 'O'))
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'avtale';
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${clean}.pdf`)}`;
}

/**
 * A PDF reply from documents as HTTP: 200 with the file, or 202 `{status: 'pending', message}` with
 * Retry-After while its job runs (the client asks again; docs/long-work-as-jobs.md); the message in the
 * caller's language.
 */
export function sendPdf(
  req: Pick<Request, 'headers'>,
  res: Response,
  reply: { status: 'pending' } | { status: 'ready'; pdfBase64: string },
  fileName: string,
  pendingMessage: string,
): void {
  if (reply.status === 'pending') {
    const language = callerLanguage(req);
    const pending: PdfPending = { status: 'pending', message: translateMessage(pendingMessage, language) };
    res.setHeader('Content-Language', language);
    res.status(202).setHeader('Retry-After', String(RETRY_AFTER_SECONDS.pdf));
    res.json(pending);
    return;
  }
  const pdf = Buffer.from(reply.pdfBase64, 'base64');
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', pdfContentDisposition(fileName));
  res.setHeader('Content-Length', String(pdf.length));
  res.end(pdf);
}
