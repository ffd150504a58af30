import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export interface Precompressed {
  file: string;
  raw: number;
  br: number | null;
  gzip: number | null;
}

/**
 * Writes `x.br` (Brotli 11) and `x.gz` (gzip 9) next to every compressible file in `dir`, once at build
 * time, so the gateway sends them without compressing per request (services/gateway,
 * docs/compression-and-code-splitting.md). A variant that would not be smaller is not written.
 * Dot folders (Vite's `.vite/manifest.json`) are skipped: the gateway does not serve them.
 */
export function precompressDir(dir: string): Precompressed[] {
  const written: Precompressed[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
      const body = readFileSync(full);
      const br = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      const gz = gzipSync(body, { level: 9 });
      const result: Precompressed = {
        file: path.relative(dir, full),
        raw: body.length,
        br: null,
        gzip: null,
      };
      if (br.length < body.length) {
        writeFileSync(`${full}.br`, br);
        result.br = br.length;
      }
      if (gz.length < body.length) {
        writeFileSync(`${full}.gz`, gz);
        result.gzip = gz.length;
      }
      written.push(result);
    }
  };
  if (statSync(dir).isDirectory()) walk(dir);
  return written;
}
