import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cycleCounts, cyclesOf, resolveImport } from './cycles.rules.js';
import { importsOf, parse } from './source.rules.js';

describe('cyclesOf', () => {
  it('finds each group of files that import each other once, type-only imports counting like others', () => {
    const graph = {
      'a.ts': ['b.ts'],
      'b.ts': ['c.ts'],
      'c.ts': ['a.ts', 'd.ts'],
      'd.ts': [],
      'e.ts': ['f.ts'],
      'f.ts': ['e.ts'],
      'self.ts': ['self.ts'],
    };
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts', 'f.ts'], ['self.ts']]);
  });

  it('finds none in a tree', () => {
    expect(cyclesOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] })).toEqual([]);
  });

  it('counts every file of a cycle once, so a new cycle or a file joining one goes over the record', () => {
    expect(
      cycleCounts([
        ['a.ts', 'b.ts'],
        ['c.ts', 'd.ts'],
      ]),
    ).toEqual({ 'a.ts': 1, 'b.ts': 1, 'c.ts': 1, 'd.ts': 1 });
  });
});

describe('resolveImport', () => {
  const files = new Set(['libs/x/src/a.ts', 'libs/x/src/b/index.ts', 'libs/x/src/c.tsx', 'scripts/d.mjs']);
  const aliases = { '@avtalt/x': 'libs/x/src/a.ts' };

  it('resolves relative names with or without an extension, folders to their index, and path aliases', () => {
    expect(resolveImport('libs/x/src/a.ts', './b', files, aliases)).toBe('libs/x/src/b/index.ts');
    expect(resolveImport('libs/x/src/b/index.ts', '../a.js', files, aliases)).toBe('libs/x/src/a.ts');
    expect(resolveImport('libs/x/src/a.ts', './c', files, aliases)).toBe('libs/x/src/c.tsx');
    expect(resolveImport('scripts/e.mjs', './d.mjs', files, aliases)).toBe('scripts/d.mjs');
    expect(resolveImport('services/y/src/main.ts', '@avtalt/x', files, aliases)).toBe('libs/x/src/a.ts');
  });

  it('leaves packages and node built-ins out', () => {
    expect(resolveImport('libs/x/src/a.ts', 'zod', files, aliases)).toBeUndefined();
    expect(resolveImport('libs/x/src/a.ts', 'node:fs', files, aliases)).toBeUndefined();
  });
});

describe('the fixture with a cycle', () => {
  it('is found as one cycle of its two files', () => {
    const dir = 'scripts/check/fixtures/cycle';
    const files = [`${dir}/first.ts`, `${dir}/second.ts`];
    const root = path.resolve(__dirname, '../..');
    const graph = Object.fromEntries(
      files.map((f) => [
        f,
        importsOf(parse(f, readFileSync(path.join(root, f), 'utf8')))
          .map((n: string) => resolveImport(f, n, new Set(files), {}))
          .filter((file): file is string => file !== undefined),
      ]),
    );
    expect(cyclesOf(graph)).toEqual([files]);
  });
});
