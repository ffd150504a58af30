import { runInNewContext } from 'node:vm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { earlyDataUrl, loaderSource, paintFirst } from './paint-first.rules';

const built = `<!doctype html>
<html lang="nb">
  <head>
    <title>Avtalt</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/mui-core-1.js">
    <style>@font-face{}</style>
  </head>
  <body>
    <div id="root"><header class="boot-header"></header></div>
  </body>
</html>`;

const ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

/** Runs the loader in a small fake document and records what it does. */
function runLoader(
  source: string,
  { pathname, hidden = false, meta }: { pathname: string; hidden?: boolean; meta?: string },
) {
  const added: { tag: string; attrs: Record<string, string> }[] = [];
  const fetched: { url: string; init: unknown }[] = [];
  let frame: (() => void) | undefined;
  let timer: (() => void) | undefined;
  const window: Record<string, unknown> = {};
  const context = {
    window,
    location: { pathname },
    Date,
    fetch: (url: string, init: unknown) => {
      fetched.push({ url, init });
      return Promise.resolve({ url });
    },
    requestAnimationFrame: (callback: () => void) => {
      frame = callback;
    },
    setTimeout: (callback: () => void) => {
      timer = callback;
    },
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      querySelector: () => (meta === undefined ? null : { content: meta }),
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (element: Record<string, string>) => {
          const { tag, ...attrs } = element;
          added.push({ tag, attrs });
        },
      },
    },
  };
  (context.window as Record<string, unknown>).fetch = context.fetch;
  runInNewContext(source, context);
  return {
    added,
    fetched,
    early: window.__avtaltEarly as Record<string, { at: number; response: Promise<unknown> }>,
    nextFrame: () => frame?.(),
    runTimer: () => timer?.(),
  };
}

describe('paintFirst', () => {
  const page = paintFirst(built);
  const source = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';

  it('takes the entry script and its preload hints out of the head and puts the loader at the end of the body', () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page.indexOf('<script>')).toBeGreaterThan(page.indexOf('<div id="root">'));
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('</body>'));
    // Everything else as built.
    expect(page).toContain('<style>@font-face{}</style>');
    expect(page).toContain('<header class="boot-header"></header>');
  });

  it("loads nothing before the first frame, then the hints (the entry's and the page's) and the entry", () => {
    const run = runLoader(source, { pathname: '/auth', meta: '/assets/auth-page-1.js /assets/zod-1.js' });
    expect(run.added).toEqual([]);
    run.nextFrame();
    expect(run.added).toEqual([]);
    run.runTimer();
    expect(run.added).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-1.js' } },
      { tag: 'link', attrs: { rel: 'modulepreload', crossOrigin: '', href: '/assets/mui-core-1.js' } },
      { tag: 'link', attrs: { rel: 'modulepreload', crossOrigin: '', href: '/assets/auth-page-1.js' } },
      { tag: 'link', attrs: { rel: 'modulepreload', crossOrigin: '', href: '/assets/zod-1.js' } },
      { tag: 'script', attrs: { type: 'module', crossOrigin: '', src: '/assets/index-1.js' } },
    ]);
    expect(run.fetched).toEqual([]);
  });

  it('loads at once in a hidden tab (no frames are painted there)', () => {
    const run = runLoader(source, { pathname: '/', hidden: true });
    expect(run.added.map((a) => a.attrs.href ?? a.attrs.src)).toEqual([
      '/assets/react-1.js',
      '/assets/mui-core-1.js',
      '/assets/index-1.js',
    ]);
  });

  it("asks for the invitation's agreement and the comparison at once, with the session cookie", () => {
    const invitation = runLoader(source, { pathname: `/avtale/${ID}` });
    expect(invitation.fetched).toEqual([{ url: `/api/agreements/${ID}`, init: { credentials: 'include' } }]);
    expect(Object.keys(invitation.early)).toEqual([`/api/agreements/${ID}`]);
    const comparison = runLoader(source, { pathname: `/avtale/${ID}/sammenligning` });
    expect(comparison.fetched.map((f) => f.url)).toEqual([`/api/agreements/${ID}/comparison`]);
    for (const pathname of [
      '/',
      `/avtale/${ID}/sporsmal`,
      `/avtale/${ID}/ferdig`,
      '/avtale/not-an-id',
      `/avtale/${ID}/sammenligning/x`,
    ]) {
      expect(runLoader(source, { pathname }).fetched).toEqual([]);
    }
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(paintFirst(plain)).toBe(plain);
  });

  it('computes the same addresses as earlyDataUrl', () => {
    expect(earlyDataUrl(`/avtale/${ID}`)).toBe(`/api/agreements/${ID}`);
    expect(earlyDataUrl(`/avtale/${ID}/sammenligning/`)).toBe(`/api/agreements/${ID}/comparison`);
    expect(earlyDataUrl('/dashboard')).toBeNull();
    expect(loaderSource('/assets/x.js', [])).toContain('"/assets/x.js"');
  });
});

describe('the early addresses', () => {
  it('are pages of routes.tsx and the addresses api/agreements.ts asks for', () => {
    const routes = readFileSync(path.join(__dirname, '../src/routes.tsx'), 'utf8');
    expect(routes).toContain("path: 'avtale/:id', element: <InvitationPage />");
    expect(routes).toContain("path: 'avtale/:id/sammenligning', element: <ComparisonPage />");
    const api = readFileSync(path.join(__dirname, '../src/api/agreements.ts'), 'utf8');
    expect(api).toMatch(/fetchAgreement\(id: string\)[^}]*apiJson<Agreement>\('GET', base\(id\)\)/);
    expect(api).toMatch(/fetchComparison\(id: string\)[^}]*`\$\{base\(id\)\}\/comparison`/);
    expect(api).toContain('const base = (id: string) => `/api/agreements/${encodeURIComponent(id)}`');
  });
});
