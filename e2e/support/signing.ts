import type { AuditReceipt } from '@avtalt/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { confirmAddressIfNeeded } from './admin';
import { attachmentOf, type CaughtMail, mailsTo, waitForMail } from './mailbox';

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
  const match =
    /\b(\d{6})\b/.exec(mail.text ?? '') ?? /\b(\d{6})\b/.exec((mail.html ?? '').replace(/<[^>]+>/g, ' '));
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
    execFileSync('pdftotext', ['-layout', '-f', String(index + 1), '-l', String(index + 1), file, '-'], {
      encoding: 'utf8',
    }),
  );
}

/** Page `page` (1-based) of a PDF as a PNG (poppler's pdftoppm), written to `outFile` (without .png). */
export function renderPdfPage(file: string, page: number, outFile: string): string {
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-singlefile',
    '-f',
    String(page),
    '-l',
    String(page),
    file,
    outFile,
  ]);
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

/**
 * Issue 31: only a confirmed address signs. Confirms the page's logged-in account the way its owner does
 * (the 'Bekreft e-postadressen' mail registration sent, its link opened in that browser).
 */
export async function confirmAddress(page: Page, email: string): Promise<void> {
  await confirmAddressIfNeeded(page, email);
}

/** The date of birth of someone who turns 18 in about two years (under 18 on any day the test runs). */
export function minorBirthDate(now = new Date()): string {
  return `${now.getFullYear() - 16}-01-15`;
}

/** A receipt mailed at a signature (issue 31): the mail, its JSON attachment's bytes and what they say. */
export interface MailedReceipt {
  mail: CaughtMail;
  bytes: Buffer;
  receipt: AuditReceipt;
}

/**
 * The audit receipts mailed to `to` about the agreement titled `title` (the 'har signert' or 'Kvittering'
 * mails with an `avtalt-kvittering-{seq}.json` attachment), waiting until there are `count`; oldest head
 * first. Each names its head in the text, and its JSON is the receipt format with that head last.
 */
export async function receiptsTo(to: string, title: string, count: number): Promise<MailedReceipt[]> {
  const named = (m: CaughtMail) =>
    m.subject.includes(title) &&
    (m.attachments ?? []).some((a) => /^avtalt-kvittering-\d+\.json$/.test(a.fileName ?? a.filename ?? ''));
  await expect
    .poll(async () => (await mailsTo(to)).filter(named).length, {
      timeout: 30_000,
      message: `${count} receipts to ${to}`,
    })
    .toBeGreaterThanOrEqual(count);
  const found: MailedReceipt[] = [];
  for (const mail of (await mailsTo(to)).filter(named)) {
    const name = mail
      .attachments!.map((a) => a.fileName ?? a.filename ?? '')
      .find((n) => n.startsWith('avtalt-kvittering-'))!;
    const bytes = await attachmentOf(mail, name);
    const receipt = JSON.parse(bytes.toString('utf8')) as AuditReceipt;
    expect(receipt.format).toBe('avtalt-revisjonskvittering/1');
    expect(receipt.title).toBe(title);
    expect(receipt.head).toEqual(receipt.entries.at(-1));
    expect(receipt.entries.map((e) => e.seq)).toEqual(receipt.entries.map((_, i) => i + 1));
    expect(name).toBe(`avtalt-kvittering-${receipt.head.seq}.json`);
    expect(mail.text ?? '').toContain(
      `Revisjonsloggen står nå på oppføring ${receipt.head.seq} med kontrollsum ${receipt.head.hash}.`,
    );
    found.push({ mail, bytes, receipt });
  }
  return found.sort((x, y) => x.receipt.head.seq - y.receipt.head.seq);
}

/**
 * The offline verifier as anyone runs it (`node scripts/verify-pdf.mjs FILE.pdf --receipt R.json …`, the
 * documents service's built checks, no server): its exit code and what it printed.
 */
export function verifyOffline(
  pdfFile: string,
  receiptFiles: readonly string[],
): { status: number | null; stdout: string; stderr: string } {
  const script = path.resolve(__dirname, '../../scripts/verify-pdf.mjs');
  const run = spawnSync(
    process.execPath,
    [script, pdfFile, ...receiptFiles.flatMap((f) => ['--receipt', f])],
    { encoding: 'utf8' },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Signs through the API with the password, once the text to sign is made. */
export async function signViaApi(request: APIRequestContext, id: string, password: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/agreements/${id}/signatures`)).json()) as {
            textSha256: string | null;
          }
        ).textSha256,
      {
        timeout: 60_000,
      },
    )
    .toMatch(/^[0-9a-f]{64}$/);
  const { textSha256 } = (await (await request.get(`/api/agreements/${id}/signatures`)).json()) as {
    textSha256: string;
  };
  const res = await request.post(`/api/agreements/${id}/signatures`, {
    data: { consent: true, password, textSha256 },
  });
  expect(res.status(), await res.text()).toBe(201);
}
