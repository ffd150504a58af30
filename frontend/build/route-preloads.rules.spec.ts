import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Manifest } from './bundle-budget.rules';
import { ROUTE_PAGES, routePreloads } from './route-preloads.rules';

describe('routePreloads', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react-1.js'],
      dynamicImports: ['src/pages/auth/auth-page.tsx'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_zod-1.js': { file: 'assets/zod-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_zod-1.js'] },
    'src/pages/auth/auth-page.tsx': {
      file: 'assets/auth-page-1.js',
      isDynamicEntry: true,
      // A lazy chunk imports the entry back (shared code lives there): already loaded, not preloaded again.
      imports: ['index.html', '_card-1.js', '_react-1.js'],
    },
  };

  it("lists a page's chunk and its static imports, dependencies first, without what the entry loads", () => {
    expect(routePreloads(manifest, [{ pattern: '/auth', module: 'src/pages/auth/auth-page.tsx' }])).toEqual([
      { pattern: '/auth', files: ['assets/zod-1.js', 'assets/card-1.js', 'assets/auth-page-1.js'] },
    ]);
  });

  it('fails the build when a page named in the table is not in the manifest (a renamed page)', () => {
    expect(() => routePreloads(manifest, [{ pattern: '/x', module: 'src/pages/x/x-page.tsx' }])).toThrow(
      'src/pages/x/x-page.tsx',
    );
  });

  it('covers every lazily loaded page of src/routes.tsx (but the admin setup card and the 404 page, which have no address of their own)', () => {
    const routes = readFileSync(path.join(__dirname, '..', 'src', 'routes.tsx'), 'utf8');
    const lazyPages = [...routes.matchAll(/lazy\(\(\) => import\('\.\/(pages\/[^']+)'\)\)/g)]
      .map((m) => `src/${m[1]}.tsx`)
      .filter((module) => !module.endsWith('admin-setup-card.tsx') && !module.endsWith('not-found-page.tsx'));
    expect(lazyPages.length).toBeGreaterThan(5);
    expect([...new Set(ROUTE_PAGES.map((page) => page.module))].sort()).toEqual(lazyPages.sort());
  });

  it("uses the route table's paths: each pattern is an address of src/routes.tsx", () => {
    const routes = readFileSync(path.join(__dirname, '..', 'src', 'routes.tsx'), 'utf8');
    for (const { pattern } of ROUTE_PAGES) {
      // Admin pages are children of 'admin': their own path is the part after it.
      const routePath = pattern.startsWith('/admin/') ? pattern.slice('/admin/'.length) : pattern.slice(1);
      expect(routes).toContain(`path: '${routePath}'`);
    }
  });
});
