import { expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { waitForMail } from './mailbox';

/** SHA-256 (hex) of bytes, as /verifiser and the API compute it. */
export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The one-time signing code mailed to `to` (the notifications service's `signing-code` mail, caught by the
 * local mail catcher): the six digits in the newest such mail.
 */
export async function signingCodeFor(to: string): Promise<string> {
  const mail = await waitForMail(to, /kode/i);
  const match = /\b(\d{6})\b/.exec(mail.text ?? '') ?? /\b(\d{6})\b/.exec((mail.html ?? '').replace(/<[^>]+>/g, ' '));
  if (!match) throw new Error(`no six-digit code in the mail '${mail.subject}'`);
  return match[1];
}

/** The 'Signer avtalen' dialog of the result page, opened. */
export async function openSigningDialog(page: Page) {
  await page.getByRole('button', { name: 'Signer avtalen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signer avtalen' });
  await expect(dialog).toBeVisible();
  // The final text is in the dialog: what is read is what is signed.
  await expect(dialog.getByRole('article', { name: 'Avtaleteksten du signerer' })).toContainText(/Parter/);
  await expect(dialog.getByText(/Kontrollsum \(SHA-256\) for teksten: [0-9a-f]{64}/)).toBeVisible();
  return dialog;
}

/** Text of each page of a PDF (poppler's pdftotext), first page first. */
export function pdfPages(file: string): string[] {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? '0');
  return Array.from({ length: pages }, (_, index) =>
    execFileSync('pdftotext', ['-layout', '-f', String(index + 1), '-l', String(index + 1), file, '-'], { encoding: 'utf8' }),
  );
}

/** Page `page` (1-based) of a PDF as a PNG (poppler's pdftoppm), written to `outFile` (without .png). */
export function renderPdfPage(file: string, page: number, outFile: string): string {
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', '-f', String(page), '-l', String(page), file, outFile]);
  return `${outFile}.png`;
}

/** What poppler's pdfsig says about the PDF's signatures. */
export function pdfsig(file: string): string {
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    // pdfsig exits non-zero for an invalid signature; its report is still on stdout.
    const out = (error as { stdout?: string }).stdout;
    return typeof out === 'string' ? out : String(error);
  }
}
