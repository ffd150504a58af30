import { createHash } from 'node:crypto';
import {
  inlineScriptSources,
  matchesPattern,
  routePreloadsSchema,
  withModulePreloads,
} from './route-preload.rules';

describe('matchesPattern', () => {
  it('matches parameters to one segment and fixed segments exactly', () => {
    expect(matchesPattern('/avtale/:id', '/avtale/3f1c')).toBe(true);
    expect(matchesPattern('/avtale/:id', '/avtale/3f1c/')).toBe(true);
    expect(matchesPattern('/avtale/:id', '/avtale/3f1c/sammenligning')).toBe(false);
    expect(matchesPattern('/avtale/:id/sammenligning', '/avtale/3f1c/sammenligning')).toBe(true);
    expect(matchesPattern('/avtale/:id/sammenligning', '/avtale/3f1c/ferdig')).toBe(false);
    expect(matchesPattern('/auth', '/auth')).toBe(true);
    expect(matchesPattern('/auth', '/')).toBe(false);
    expect(matchesPattern('/admin', '/admin/logikk-test')).toBe(false);
  });
});

describe('withModulePreloads', () => {
  const html =
    '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
  it("names the page's files in one meta element before </head>, for the loader (no link the browser would fetch before painting)", () => {
    const out = withModulePreloads(html, ['assets/zod-1.js', 'assets/auth-page-1.js']);
    expect(out).toContain('<meta name="avtalt-preload" content="/assets/zod-1.js /assets/auth-page-1.js">');
    expect(out).not.toContain('<link');
    expect(out.indexOf('auth-page-1.js')).toBeLessThan(out.indexOf('</head>'));
  });
  it('leaves the page as it is without files', () => {
    expect(withModulePreloads(html, [])).toBe(html);
  });
});

describe('routePreloadsSchema', () => {
  it('refuses a file name that could break out of the attribute, or a pattern that is not a path', () => {
    expect(
      routePreloadsSchema.safeParse([{ pattern: '/auth', files: ['assets/a.js"><script>'] }]).success,
    ).toBe(false);
    expect(routePreloadsSchema.safeParse([{ pattern: 'javascript:x', files: [] }]).success).toBe(false);
    expect(
      routePreloadsSchema.safeParse([{ pattern: '/avtale/:id', files: ['assets/Modal-lCHCYj1b.js'] }])
        .success,
    ).toBe(true);
  });
});

describe('inlineScriptSources', () => {
  it('gives the SHA-256 of each inline script, and nothing for scripts with a src', () => {
    const page =
      '<head><script type="module" src="/a.js"></script></head><body><script>go(1)</script></body>';
    const hash = createHash('sha256').update('go(1)').digest('base64');
    expect(inlineScriptSources(page)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptSources('<body></body>')).toEqual([]);
  });
});
