import { countsOf, importsOf, lineCount, parse } from './source.rules.js';

const counts = (text: string, file = 'services/x/src/x.ts') => countsOf(file, text);

describe('history references in comments', () => {
  it('counts issue, review, session and numbered-problem references in comments', () => {
    const text = [
      '// Issue 31: one writer (issue 12, issue 34)',
      '/* review M3 and review § 3 */',
      '/** ux.md problem 5; session 30; recommendation 4 */',
      'export const x = 1;',
    ].join('\n');
    expect(counts(text).historyReferences).toBe(8);
  });

  it('does not count the same words in strings or in code', () => {
    const text = "export const text = 'issue 34 and review M3'; // why: the parties read it\n";
    expect(counts(text).historyReferences).toBe(0);
  });

  it('reads comments in TSX and JavaScript files', () => {
    expect(
      counts('export const A = () => <p>{/* issue 3 */}x</p>;\n', 'frontend/src/a.tsx').historyReferences,
    ).toBe(1);
    expect(counts('// session 12\nexport const a = 1;\n', 'scripts/a.mjs').historyReferences).toBe(1);
  });
});

describe('switched-off rules and skipped tests', () => {
  it('counts eslint-disable, @ts-expect-error, @ts-ignore and @ts-nocheck comments', () => {
    const text = [
      '/* eslint-disable no-console */',
      '// eslint-disable-next-line @typescript-eslint/no-explicit-any',
      'const a: any = 1; // eslint-disable-line',
      '// @ts-expect-error wrong on purpose',
      '// @ts-ignore',
      'export { a };',
    ].join('\n');
    expect(counts(text)).toMatchObject({
      'eslint-disable': 3,
      'ts-expect-error': 1,
      'ts-ignore': 1,
      'ts-nocheck': 0,
    });
  });

  it('counts .skip, .only, .fixme, xit and fit, also with .each', () => {
    const text = [
      "it.skip('a', () => {});",
      "describe.only('b', () => {});",
      "test.skip.each([1])('c %s', () => {});",
      "it.only.each([1])('d %s', () => {});",
      "xit('e', () => {});",
      "fit('f', () => {});",
      'test.fixme();',
      "it('runs', () => {}); it.each([1])('runs %s', () => {});",
      "const note = 'it.skip in a string'; // it.skip in a comment",
    ].join('\n');
    expect(counts(text, 'x.spec.ts').skippedTests).toBe(7);
  });
});

describe('scripts/lib loaded from code', () => {
  it('finds a path to scripts/lib as one string or as path parts', () => {
    expect(counts("const f = path.join(root, 'scripts/lib/services.mjs');\n").scriptsReferences).toBe(1);
    expect(counts("const f = path.join(repoRoot, 'scripts', 'lib', 'system.mjs');\n").scriptsReferences).toBe(
      1,
    );
    expect(counts("import { x } from '../../../scripts/support/avtalt-api.mjs';\n").scriptsReferences).toBe(
      1,
    );
  });

  it('leaves a user-facing mention of a command alone', () => {
    expect(counts("const text = 'Kjør node scripts/verify-pdf.mjs avtale.pdf';\n").scriptsReferences).toBe(0);
  });
});

describe('importsOf', () => {
  it('names every import, re-export, require and dynamic import, types included', () => {
    const text = [
      "import type { A } from './a';",
      "import { b } from './b';",
      "export * from './c';",
      "export { d } from './d';",
      "const e = require('./e');",
      "const f = () => import('./f');",
      "import g = require('./g');",
    ].join('\n');
    expect(importsOf(parse('x.ts', text))).toEqual(['./a', './b', './c', './d', './e', './f', './g']);
  });
});

describe('lineCount', () => {
  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\nb\n')).toBe(2);
  });
});
