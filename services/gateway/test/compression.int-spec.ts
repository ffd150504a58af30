import { createHash } from 'node:crypto';
import { type ServiceProcess } from '@avtalt/service-kit/testing';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import nodeHttp from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type GatewayProcess, startGateway, startTemplates } from './support/system';

// Compression and caching of the built frontend (precompressed by the build) and of JSON answers,
// over real HTTP against a gateway process. Raw node:http, since fetch would decode the body itself.

const REDIS_DB = 12;

let templates: ServiceProcess;
let gateway: GatewayProcess;
let distDir: string;

const ASSET = 'assets/index-Ab12Cd34.js';
const GZIP_ONLY = 'assets/vendor-Zz99Yy88.css';
const PLAIN = 'assets/logo-Qq11Ww22.js';
const SHARED_CHUNK = 'assets/zod-Aa11Bb22.js';
const PAGE_CHUNK = 'assets/question-flow-page-Cc33Dd44.js';
const LOADER = 'document.title="lastet"';
const AUTH_CHUNK = 'assets/auth-page-Ee55Ff66.js';
const PRERENDERED_AUTH = `<!doctype html><html lang="nb"><head><title>Avtalt</title></head><body><div id="root" data-prerendered><h1>Velkommen tilbake</h1></div><script>${LOADER}</script></body></html>`;
const AGREEMENT_ID = '1f2e3d4c-0000-4000-8000-000000000000';

interface RawAnswer {
  status: number;
  headers: nodeHttp.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(urlPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = nodeHttp.request(`${gateway.url}${urlPath}`, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(answer.body);
    case 'gzip':
      return gunzipSync(answer.body);
    default:
      return answer.body;
  }
}

function file(relative: string): Buffer {
  return readFileSync(path.join(distDir, relative));
}

beforeAll(async () => {
  // A dist like the frontend build leaves it: hashed assets with .br/.gz next to them, index.html too.
  distDir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-compressed-frontend-'));
  mkdirSync(path.join(distDir, 'assets'));
  const js = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `avtale-${i}`))};\n`;
  const css = `.card{display:flex;gap:8px}\n`.repeat(100);
  // The built page has no entry script tag: its inline loader adds it after the first paint.
  const html = `<!doctype html><html lang="nb"><head><title>Avtalt</title></head><body><div id="root"></div><script>${LOADER}</script></body></html>`;
  writeFileSync(path.join(distDir, ASSET), js);
  writeFileSync(path.join(distDir, `${ASSET}.br`), brotliCompressSync(js));
  writeFileSync(path.join(distDir, `${ASSET}.gz`), gzipSync(js, { level: 9 }));
  writeFileSync(path.join(distDir, GZIP_ONLY), css);
  writeFileSync(path.join(distDir, `${GZIP_ONLY}.gz`), gzipSync(css, { level: 9 }));
  writeFileSync(path.join(distDir, PLAIN), 'console.log(1)\n');
  writeFileSync(path.join(distDir, 'index.html'), html);
  writeFileSync(path.join(distDir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(distDir, 'index.html.gz'), gzipSync(html, { level: 9 }));
  // The build's preload hints: the question flow's page chunk and the chunk it imports.
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(
    path.join(distDir, '.vite', 'route-preloads.json'),
    JSON.stringify([
      { pattern: '/avtale/:id/sporsmal', files: [SHARED_CHUNK, PAGE_CHUNK] },
      { pattern: '/auth', files: [AUTH_CHUNK] },
    ]),
  );
  // A page rendered at build time (frontend/src/prerender.rules.ts) and the list naming it.
  mkdirSync(path.join(distDir, '.vite', 'pages'));
  writeFileSync(path.join(distDir, '.vite', 'pages', 'auth.html'), PRERENDERED_AUTH);
  writeFileSync(
    path.join(distDir, '.vite', 'prerendered.json'),
    JSON.stringify([{ path: '/auth', file: 'pages/auth.html' }]),
  );

  templates = await startTemplates('it_gateway_compression_templates', REDIS_DB);
  gateway = await startGateway(REDIS_DB, { FRONTEND_DIST: distDir });
});

afterAll(async () => {
  await gateway?.stop();
  await templates?.stop();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

describe('the built frontend', () => {
  it('sends a JS asset as Brotli to a client that takes it, decoding to the very file, cached for a year', async () => {
    const answer = await rawGet(`/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(file(ASSET).length / 2);
    expect(decoded(answer).equals(file(ASSET))).toBe(true);
  });

  it('sends gzip to a client without Brotli', async () => {
    const answer = await rawGet(`/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(decoded(answer).equals(file(ASSET))).toBe(true);
  });

  it('sends the file itself without Accept-Encoding, or when the client refuses both', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of requests) {
      const answer = await rawGet(`/${ASSET}`, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.equals(file(ASSET))).toBe(true);
    }
  });

  it('uses the variants that exist: gzip for a file with only .gz, identity for a file with none', async () => {
    const css = await rawGet(`/${GZIP_ONLY}`, { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decoded(css).equals(file(GZIP_ONLY))).toBe(true);

    const plain = await rawGet(`/${PLAIN}`, { 'accept-encoding': 'br, gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
    expect(plain.body.equals(file(PLAIN))).toBe(true);
  });

  it('never serves a variant file by its own name as if it were the asset, and 404s a missing asset', async () => {
    expect((await rawGet('/assets/missing-999.js', { 'accept-encoding': 'br' })).status).toBe(404);
    const variant = await rawGet(`/${ASSET}.br`);
    expect(variant.headers['content-encoding']).toBeUndefined();
  });

  it('sends index.html (and the SPA fallback) compressed and never cached without revalidation', async () => {
    for (const urlPath of [
      '/',
      '/avtale/1f2e3d4c-0000-4000-8000-000000000000/sammenligning',
      '/index.html',
    ]) {
      const answer = await rawGet(urlPath, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decoded(answer).equals(file('index.html'))).toBe(true);
    }
    const identity = await rawGet('/dashboard');
    // The page's inline loader is allowed by its hash; no other inline script is.
    const loaderHash = createHash('sha256').update(LOADER).digest('base64');
    expect(identity.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'sha256-${loaderHash.replace(/[+/]/g, '\\$&')}'(;|$)`),
    );
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['cache-control']).toBe('no-cache');
    expect(identity.body.equals(file('index.html'))).toBe(true);
  });
});

describe("a page's preload hints in index.html", () => {
  const questions = `/avtale/${AGREEMENT_ID}/sporsmal`;

  it("names the page's chunks for the loader (meta before </head>), compressed, revalidated, for every address of the pattern", async () => {
    const requests: Record<string, string>[] = [
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip' },
      {},
    ];
    for (const headers of requests) {
      const answer = await rawGet(questions, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(headers['accept-encoding']);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      const html = decoded(answer).toString('utf8');
      expect(html).toContain(`<meta name="avtalt-preload" content="/${SHARED_CHUNK} /${PAGE_CHUNK}">`);
      // Otherwise the page the build wrote, the hints before </head>.
      expect(
        html.replace(/\s*<meta name="avtalt-preload"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>'),
      ).toBe(file('index.html').toString('utf8'));
    }
  });

  it('answers 304 to a client that has this variant, and the full page to one that has another', async () => {
    const br = await rawGet(questions, { 'accept-encoding': 'br' });
    const gzip = await rawGet(questions, { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(gzip.headers.etag);

    const again = await rawGet(questions, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const otherVariant = await rawGet(questions, {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(otherVariant.status).toBe(200);
    expect(decoded(otherVariant).toString('utf8')).toContain(PAGE_CHUNK);
  });

  it('sends other addresses the page as built, without hints', async () => {
    for (const urlPath of ['/', `/avtale/${AGREEMENT_ID}/sammenligning`, '/Dashboard/']) {
      const answer = await rawGet(urlPath, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(decoded(answer).equals(file('index.html'))).toBe(true);
    }
  });

  it("answers 404 with the same page, compressed and revalidated, for an address that is none of the app's pages", async () => {
    for (const urlPath of [
      '/finnes-ikke',
      `/avtale/${AGREEMENT_ID}/sporsmal/x`,
      '/admin/ukjent',
      '/avtale',
    ]) {
      for (const headers of [{ 'accept-encoding': 'br' }, {}] as Record<string, string>[]) {
        const answer = await rawGet(urlPath, headers);
        expect(answer.status).toBe(404);
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers['content-encoding']).toBe(headers['accept-encoding']);
        expect(decoded(answer).equals(file('index.html'))).toBe(true);
      }
    }
    // Even to a client that has the page cached: a 404 is never a 304.
    const first = await rawGet('/', { 'accept-encoding': 'br' });
    const again = await rawGet('/finnes-ikke', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(404);
  });

  it("leaves an unknown /api address to the API's own 404 (JSON, not the page)", async () => {
    const answer = await rawGet('/api/finnes-ikke');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(decoded(answer).toString('utf8')).not.toContain('<html');
  });

  it('does not serve the build manifest folder', async () => {
    expect((await rawGet('/.vite/route-preloads.json')).status).toBe(404);
    expect((await rawGet('/.vite/pages/auth.html')).status).toBe(404);
    expect((await rawGet('/.vite/prerendered.json')).status).toBe(404);
  });
});

describe('pages rendered at build time', () => {
  const hints = `<meta name="avtalt-preload" content="/${AUTH_CHUNK}">`;

  it('sends the page for its exact address, with its hints, compressed and revalidated', async () => {
    for (const headers of [{ 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }, {}] as Record<
      string,
      string
    >[]) {
      const answer = await rawGet('/auth', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(headers['accept-encoding']);
      expect(answer.headers['cache-control']).toBe('no-cache');
      const html = decoded(answer).toString('utf8');
      expect(html).toContain('<div id="root" data-prerendered><h1>Velkommen tilbake</h1></div>');
      expect(html.replace(`  ${hints}\n  `, '')).toBe(PRERENDERED_AUTH);
    }
    const br = await rawGet('/auth', { 'accept-encoding': 'br' });
    expect(
      (await rawGet('/auth', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).status,
    ).toBe(304);
  });

  it('sends index.html with the hints when the address has a query (it may change what the page shows)', async () => {
    for (const urlPath of ['/auth?tab=registrer', '/auth?returnTo=%2Fdashboard']) {
      const html = decoded(await rawGet(urlPath, { 'accept-encoding': 'br' })).toString('utf8');
      expect(html).not.toContain('data-prerendered');
      expect(html).toContain(hints);
    }
  });
});

describe('JSON answers', () => {
  it('compresses a large JSON answer with Brotli or gzip, decoding to the same JSON as without', async () => {
    const plain = await rawGet('/api/topics');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.length).toBeGreaterThan(1024);
    const topics = JSON.parse(plain.body.toString('utf8'));
    expect(topics.length).toBeGreaterThan(3);

    const br = await rawGet('/api/topics', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decoded(br).toString('utf8'))).toEqual(topics);

    const gz = await rawGet('/api/topics', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz).toString('utf8'))).toEqual(topics);
  });

  it('leaves small answers and error answers under 1 KB as they are', async () => {
    const health = await rawGet('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8')).status).toBeDefined();

    const missing = await rawGet('/api/auth/user', { 'accept-encoding': 'br, gzip' });
    expect(missing.status).toBe(401);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString('utf8')).code).toBeDefined();
  });
});
