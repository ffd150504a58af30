import { expect } from '@playwright/test';

/**
 * The mail catcher's inbox (maildev, started by scripts/test.mjs on free ports; `npm start` runs one on
 * http://localhost:1080). Its JSON API lists every mail it received with the parsed headers, text and
 * HTML: `GET /api/email` (maildev 3), `GET /email` on maildev 2 (the Docker image).
 */
export const MAIL_INBOX_URL = (process.env.MAIL_INBOX_URL ?? 'http://localhost:1080').replace(/\/$/, '');

export interface CaughtMail {
  id: string;
  time: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  headers: Record<string, string | string[]>;
  text?: string;
  html?: string;
  /** Files sent with the mail (maildev names each `generatedFileName` for its download route). */
  attachments?: { fileName?: string; filename?: string; generatedFileName: string; contentType: string }[];
}

/** Every mail in the inbox, oldest first. */
export async function listMails(): Promise<CaughtMail[]> {
  for (const path of ['/api/email', '/email']) {
    const res = await fetch(`${MAIL_INBOX_URL}${path}`, { headers: { accept: 'application/json' } });
    if (res.status === 404) continue;
    expect(res.status, `mail catcher at ${MAIL_INBOX_URL}`).toBe(200);
    return (await res.json()) as CaughtMail[];
  }
  throw new Error(`No mail catcher JSON API at ${MAIL_INBOX_URL}`);
}

/** Waits for a mail to `to` whose subject matches; returns the newest such mail. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 30_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await listMails();
        found = mails
          .filter(
            (m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) && subject.test(m.subject),
          )
          .at(-1);
        return Boolean(found);
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000], message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/**
 * The mail as it was received (headers and MIME parts, as sent over SMTP). The JSON list leaves some
 * headers out (e.g. `List-Unsubscribe-Post` on maildev 3), so headers are checked here.
 */
export async function mailSource(mail: CaughtMail): Promise<string> {
  for (const path of [`/api/email/${mail.id}/source`, `/email/${mail.id}/source`]) {
    const res = await fetch(`${MAIL_INBOX_URL}${path}`);
    if (res.status === 404) continue;
    expect(res.status).toBe(200);
    return res.text();
  }
  throw new Error(`no source of mail ${mail.id} at ${MAIL_INBOX_URL}`);
}

/** A header of a mail's source, unfolded (long values are folded over several lines), or undefined. */
export function headerIn(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Every mail sent to `to`. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  return (await listMails()).filter((m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()));
}

const decode = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#x3D;/gi, '=');

/** The first link in the mail's HTML (or text) whose path starts with `path`, e.g. '/tilbakestill-passord'. */
export function linkIn(mail: CaughtMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"'<>]+?${escaped}[^\\s"'<>]*`);
  const match = pattern.exec(mail.html ?? '') ?? pattern.exec(mail.text ?? '');
  if (!match) throw new Error(`no link to ${path} in the mail '${mail.subject}'`);
  return decode(match[0]);
}

/** The bytes of a mail's attachment named `fileName` as sent (maildev's `GET /api/email/{id}/attachment/{name}`). */
export async function attachmentOf(mail: CaughtMail, fileName: string): Promise<Buffer> {
  const file = mail.attachments?.find((a) => (a.fileName ?? a.filename) === fileName);
  if (!file) throw new Error(`no attachment ${fileName} in the mail '${mail.subject}'`);
  for (const path of [
    `/api/email/${mail.id}/attachment/${encodeURIComponent(file.generatedFileName)}`,
    `/email/${mail.id}/attachment/${encodeURIComponent(file.generatedFileName)}`,
  ]) {
    const res = await fetch(`${MAIL_INBOX_URL}${path}`);
    if (res.status === 404) continue;
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }
  throw new Error(`attachment ${fileName} of mail ${mail.id} not served at ${MAIL_INBOX_URL}`);
}
