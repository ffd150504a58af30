import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
