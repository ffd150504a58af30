import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataFileProblems } from './data-file.rules.js';

const fixture = (name: string) => {
  const file = `scripts/check/fixtures/${name}`;
  return dataFileProblems(file, readFileSync(path.resolve(__dirname, '../..', file), 'utf8'));
};
const problems = (text: string) =>
  dataFileProblems('x.data.ts', text).map((p: { message: string }) => p.message);

describe('dataFileProblems', () => {
  it('fails a data file with a function, and names the call in the data', () => {
    expect(fixture('with-function.data.ts')).toEqual([
      { line: 3, message: 'not data: a call of build in the value of EXAMPLES' },
      { line: 5, message: 'not data: a function' },
    ]);
  });

  it('passes literals, as const, satisfies, spreads, joined texts and references to imported and earlier constants', () => {
    expect(fixture('only-data.data.ts')).toEqual([]);
  });

  it('fails classes, arrow functions, methods, new, templates with expressions, let and unknown names', () => {
    expect(problems('export class A {}')).toEqual(['not data: a class']);
    expect(problems('export const f = { g: () => 1 };')).toEqual(['not data: a function in the value of f']);
    expect(problems('export const m = { m() { return 1; } };')).toEqual([
      'not data: a function in the value of m',
    ]);
    expect(problems('export const s = new Set([1]);')).toEqual(['not data: a call of Set in the value of s']);
    expect(problems('const a = 1; export const t = `n${a}`;')).toEqual([
      'not data: a template with expressions in the value of t',
    ]);
    expect(problems('export let n = 1;')).toEqual(['a let or var: data is const']);
    expect(problems('export const r = elsewhere;')).toEqual([
      'not data: elsewhere, which is neither imported nor a constant declared before in the value of r',
    ]);
    expect(problems('export const sum = 1 + 2;')).toEqual(['not data: BinaryExpression in the value of sum']);
  });

  it('allows type imports from anywhere but values only from data and constants modules', () => {
    expect(
      problems(
        "import type { T } from './catalogue.types';\nimport { B } from '../catalogue.sections';\nimport { N } from './notes.data';",
      ),
    ).toEqual([]);
    expect(problems("import { helper } from './helpers';")).toEqual([
      "imports values from './helpers', which is neither data nor constants",
    ]);
  });
});
