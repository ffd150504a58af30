import {
  budgetReport,
  formatBudgetReport,
  HOME_ROUTE_BUDGET_GZIP,
  type Manifest,
  staticJsFiles,
} from './bundle-budget.rules';

// The shape Vite writes to dist/.vite/manifest.json: the entry, shared chunks ('_name-hash.js' keys),
// lazily loaded pages (isDynamicEntry) and the CSS they bring.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-R1.js', '_mui-core-M1.js'],
    dynamicImports: ['src/pages/admin/admin-dashboard-page.tsx', 'src/pages/auth/auth-page.tsx'],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_mui-core-M1.js': { file: 'assets/mui-core-M1.js', imports: ['_react-R1.js'] },
  '_Tooltip-T1.js': { file: 'assets/Tooltip-T1.js', imports: ['_mui-core-M1.js'] },
  'src/pages/admin/admin-dashboard-page.tsx': {
    file: 'assets/admin-dashboard-page-D1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_dnd-kit-K1.js', '_Tooltip-T1.js'],
  },
  '_dnd-kit-K1.js': { file: 'assets/dnd-kit-K1.js', imports: ['_react-R1.js'] },
  'src/pages/auth/auth-page.tsx': {
    file: 'assets/auth-page-P1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Tooltip-T1.js'],
  },
};

describe('staticJsFiles', () => {
  it('counts the entry and its static imports, each once, and none of the lazily loaded pages', () => {
    expect(staticJsFiles(manifest, ['index.html'])).toEqual([
      'assets/react-R1.js',
      'assets/mui-core-M1.js',
      'assets/index-A1.js',
    ]);
  });

  it('adds a lazy page and what it imports when asked for it, without counting shared chunks twice', () => {
    expect(staticJsFiles(manifest, ['index.html', 'src/pages/admin/admin-dashboard-page.tsx'])).toEqual([
      'assets/react-R1.js',
      'assets/mui-core-M1.js',
      'assets/index-A1.js',
      'assets/dnd-kit-K1.js',
      'assets/Tooltip-T1.js',
      'assets/admin-dashboard-page-D1.js',
    ]);
  });

  it('finds a lazy page Rollup keyed by its file (no facade module) by its chunk name, and only a dynamic entry', () => {
    const keyedByFile: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html'], dynamicImports: ['_result-page-P9.js'] },
      '_result-page-P9.js': {
        file: 'assets/result-page-P9.js',
        name: 'result-page',
        isDynamicEntry: true,
        imports: ['index.html', '_Tooltip-T1.js'],
      },
      '_react-dom-R2.js': { file: 'assets/react-dom-R2.js', name: 'react-dom' },
    };
    expect(staticJsFiles(keyedByFile, ['src/pages/result/result-page.tsx']).at(-1)).toBe(
      'assets/result-page-P9.js',
    );
    expect(() => staticJsFiles(keyedByFile, ['src/lib/react-dom.ts'])).toThrow(
      'Vite-manifestet har ingen oppføring',
    );
  });

  it('refuses a key the manifest does not have (a renamed page), rather than counting nothing', () => {
    expect(() => staticJsFiles(manifest, ['src/pages/home/home-page.tsx'])).toThrow(
      'Vite-manifestet har ingen oppføring «src/pages/home/home-page.tsx»',
    );
  });
});

describe('budgetReport', () => {
  const files = [
    { file: 'assets/react-R1.js', raw: 254_000, gzip: 82_000 },
    { file: 'assets/index-A1.js', raw: 200_000, gzip: 62_000 },
  ];

  it('sums raw and gzipped sizes and passes at or under the budget', () => {
    const report = budgetReport(files, 144_000);
    expect(report).toMatchObject({ raw: 454_000, gzip: 144_000, budget: 144_000, withinBudget: true });
  });

  it('fails one byte over the budget and says by how much', () => {
    const report = budgetReport(files, 143_999);
    expect(report.withinBudget).toBe(false);
    const text = formatBudgetReport('/', report);
    expect(text).toContain('Sum: 443.4 KB rå (454000 B), 140.6 KB gzip (144000 B); budsjett 140.6 KB gzip');
    expect(text).toContain('Over budsjettet med 0.0 KB');
  });

  it('prints each file and what is left under the budget', () => {
    const text = formatBudgetReport('/', budgetReport(files, 200 * 1024));
    expect(text).toContain('assets/react-R1.js  248.0 KB rå, 80.1 KB gzip');
    expect(text).toContain('Innenfor budsjettet (59.4 KB til overs).');
    expect(text).not.toContain('Målet');
  });
});

describe('HOME_ROUTE_BUDGET_GZIP', () => {
  it("is issue 16's 150 KB plus the three languages' 25 KB gzipped: a home route of 175 KB passes, one byte more fails the build", () => {
    expect(HOME_ROUTE_BUDGET_GZIP).toBe(175 * 1024);
    const at = (gzip: number) =>
      budgetReport([{ file: 'assets/index-A1.js', raw: 3 * gzip, gzip }], HOME_ROUTE_BUDGET_GZIP);
    expect(at(175 * 1024).withinBudget).toBe(true);
    expect(at(175 * 1024 + 1).withinBudget).toBe(false);
  });
});
