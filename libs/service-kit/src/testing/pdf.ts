import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually, type TestClient } from './test-env';

/**
 * A PDF the gateway makes as a job (`GET …/pdf`, `GET …/obligations/statement`): asked until it is no longer
 * 202, then the bytes of a 200 `application/pdf`; throws when it is not ready within `timeoutMs`.
 */
export function readyPdf(
  gatewayUrl: string,
  client: TestClient,
  urlPath: string,
  timeoutMs = 60_000,
): Promise<Buffer> {
  return eventually(
    async () => {
      const res = await fetch(`${gatewayUrl}${urlPath}`, { headers: { cookie: client.cookieHeader } });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status === 202) return undefined;
      if (res.status !== 200 || !res.headers.get('content-type')?.includes('pdf'))
        throw new Error(`${urlPath}: ${res.status} ${bytes.toString('utf8').slice(0, 300)}`);
      return bytes;
    },
    timeoutMs,
    urlPath,
  );
}

/** The text of a PDF (poppler's `pdftotext -layout`). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A file embedded in a PDF, by its name (poppler's `pdfdetach`): the sealed PDF's `revisjonslogg.json`, say. */
export function pdfAttachment(pdf: Buffer, name: string): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    const out = path.join(dir, 'attachment');
    // `pdfdetach -list` numbers the files (`3: revisjonslogg.json`); `-save N` writes one.
    const listed = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    const number = listed
      .split('\n')
      .map((line) => /^(\d+): (.+)$/.exec(line))
      .find((match) => match?.[2] === name)?.[1];
    if (!number) throw new Error(`no file ${name} in the PDF: ${listed}`);
    execFileSync('pdfdetach', ['-save', number, '-o', out, file]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
