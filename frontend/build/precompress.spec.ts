/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz next to JS, CSS and HTML that decode to the very file', () => {
    const js = `export const topics = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `tema ${i}`))};`;
    writeFileSync(path.join(dir, 'assets', 'index-A1.js'), js);
    writeFileSync(path.join(dir, 'assets', 'index-C1.css'), '.card{display:flex}\n'.repeat(50));
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<div></div>'.repeat(40)}`);
    const written = precompressDir(dir);
    expect(written.map((w) => w.file).sort()).toEqual(
      [path.join('assets', 'index-A1.js'), path.join('assets', 'index-C1.css'), 'index.html'].sort(),
    );
    const file = path.join(dir, 'assets', 'index-A1.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 3);
  });

  it('leaves fonts, images, the manifest folder and files that would not shrink alone', () => {
    writeFileSync(path.join(dir, 'assets', 'inter-400.woff2'), Buffer.from([1, 2, 3, 4]));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"x"}}'.repeat(20));
    writeFileSync(path.join(dir, 'assets', 'tiny-T1.js'), 'a');
    const written = precompressDir(dir);
    expect(existsSync(path.join(dir, 'assets', 'inter-400.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, '.vite', 'manifest.json.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny-T1.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny-T1.js.gz'))).toBe(false);
    expect(written).toEqual([{ file: path.join('assets', 'tiny-T1.js'), raw: 1, br: null, gzip: null }]);
  });
});
