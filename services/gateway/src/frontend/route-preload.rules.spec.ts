import { matchesPattern, routePreloadsSchema, withModulePreloads } from './route-preload.rules';

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
  const html = '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
  it('adds one modulepreload link per file before </head>', () => {
    const out = withModulePreloads(html, ['assets/zod-1.js', 'assets/auth-page-1.js']);
    expect(out).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/zod-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/auth-page-1.js">',
    );
    expect(out.indexOf('auth-page-1.js')).toBeLessThan(out.indexOf('</head>'));
    expect(out.indexOf('index-1.js')).toBeLessThan(out.indexOf('zod-1.js'));
  });
  it('leaves the page as it is without files', () => {
    expect(withModulePreloads(html, [])).toBe(html);
  });
});

describe('routePreloadsSchema', () => {
  it('refuses a file name that could break out of the attribute, or a pattern that is not a path', () => {
    expect(routePreloadsSchema.safeParse([{ pattern: '/auth', files: ['assets/a.js"><script>'] }]).success).toBe(false);
    expect(routePreloadsSchema.safeParse([{ pattern: 'javascript:x', files: [] }]).success).toBe(false);
    expect(routePreloadsSchema.safeParse([{ pattern: '/avtale/:id', files: ['assets/Modal-lCHCYj1b.js'] }]).success).toBe(true);
  });
});
