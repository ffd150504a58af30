import { z } from 'zod';
import {
  inputTextProblem,
  jsonNestingExceeds,
  MAX_JSON_DEPTH,
  Messages,
  singleLineText,
  strictBody,
} from './errors';
import './norwegian-errors';

describe('inputTextProblem', () => {
  const nested = (levels: number): unknown => JSON.parse('['.repeat(levels) + ']'.repeat(levels));

  it('lets ordinary input through, new lines, tabs and emoji included', () => {
    expect(
      inputTextProblem({ title: 'Hytta på Geilo 😀', list: [1, true, null, { text: 'a\nb\r\n\tc' }] }),
    ).toBeUndefined();
    expect(inputTextProblem(undefined)).toBeUndefined();
  });

  it('refuses a lone surrogate in a string or a key, by its path', () => {
    expect(inputTextProblem({ title: 'x\ud800y' })).toEqual({
      path: 'title',
      message: Messages.illFormedText,
    });
    expect(inputTextProblem({ answers: { q: 'ok', r: 'slutt\udfff' } })).toEqual({
      path: 'answers.r',
      message: Messages.illFormedText,
    });
    expect(inputTextProblem({ ['n\udc00']: 1 })).toEqual({
      path: 'n\udc00',
      message: Messages.illFormedText,
    });
    expect(inputTextProblem(['\ud83d'])?.message).toBe(Messages.illFormedText);
  });

  it('finds control characters in any string or key by path, and lets tab and new lines through', () => {
    expect(inputTextProblem({ text: 'linje 1\nlinje 2\r\n\tinnrykk' })).toBeUndefined();
    expect(inputTextProblem({ title: 'Hyt\u0000ta' })).toEqual({
      path: 'title',
      message: Messages.controlCharacters,
    });
    expect(inputTextProblem({ list: ['ok', { name: 'a\u0007' }] })).toEqual({
      path: 'list.1.name',
      message: Messages.controlCharacters,
    });
    expect(inputTextProblem({ ['nøkkel\u001b']: 1 })).toEqual({
      path: 'nøkkel\u001b',
      message: Messages.controlCharacters,
    });
    expect(inputTextProblem('\u007f')).toEqual({ path: '', message: Messages.controlCharacters });
  });

  it('names the first problem in document order, control characters before lone surrogates in one string', () => {
    expect(inputTextProblem({ a: 'x\ud800', b: 'y\u0000' })).toEqual({
      path: 'a',
      message: Messages.illFormedText,
    });
    expect(inputTextProblem({ a: 'x\ud800\u0000' })).toEqual({
      path: 'a',
      message: Messages.controlCharacters,
    });
    expect(inputTextProblem([['ok'], ['\u0001']])).toEqual({
      path: '1.0',
      message: Messages.controlCharacters,
    });
  });

  it(`allows ${MAX_JSON_DEPTH} levels of nesting and refuses one more, at any size`, () => {
    expect(inputTextProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(inputTextProblem(nested(MAX_JSON_DEPTH + 1))?.message).toBe(Messages.tooDeeplyNested);
    expect(inputTextProblem({ a: { b: nested(MAX_JSON_DEPTH - 1) } })?.message).toBe(
      Messages.tooDeeplyNested,
    );
    const deep = nested(45_000);
    const started = performance.now();
    expect(inputTextProblem(deep)?.message).toBe(Messages.tooDeeplyNested);
    // It stops at the 33rd level instead of walking all 45 000 (microseconds; the bound allows a busy machine).
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('jsonNestingExceeds', () => {
  const text = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('counts arrays and objects, the outermost as 1', () => {
    expect(jsonNestingExceeds(text(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestingExceeds(text(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestingExceeds('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(jsonNestingExceeds('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(jsonNestingExceeds('[[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ a: '[[[[{{{{' }), 2)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: 'sitat \\"[[[[ og \\ [' }), 2)).toBe(false);
    expect(jsonNestingExceeds('{"a\\\\":[[[]]]}', 3)).toBe(true);
  });

  it('reads UTF-8 bytes the same as text', () => {
    const body = JSON.stringify({ tittel: 'Blåbær «[»', list: [[['æøå']]] });
    expect(jsonNestingExceeds(Buffer.from(body, 'utf8'), 4)).toBe(false);
    expect(jsonNestingExceeds(Buffer.from(body, 'utf8'), 3)).toBe(true);
  });

  it('scans a 90 kB body in well under a millisecond per kB', () => {
    const body = Buffer.from(text(45_000));
    const started = performance.now();
    for (let round = 0; round < 10; round++)
      expect(jsonNestingExceeds(body, Number.POSITIVE_INFINITY)).toBe(false);
    expect((performance.now() - started) / 10).toBeLessThan(20);
  });
});

describe('singleLineText', () => {
  const title = singleLineText(z.string().trim().min(1).max(20));

  it('refuses line breaks in Norwegian and keeps the rest of the chain', () => {
    for (const bad of ['Kontoen\nsperret', 'a\rb', 'a\u2028b', 'a\u0085b'])
      expect(title.safeParse(bad).error?.issues[0]?.message).toBe(Messages.lineBreak);
    expect(title.parse('  Hytta  ')).toBe('Hytta');
    expect(title.parse('Hytta\n')).toBe('Hytta');
    expect(title.safeParse('x'.repeat(21)).success).toBe(false);
  });
});

describe('Norwegian messages', () => {
  const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('replaces zod’s English for checks without a message of their own', () => {
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Teksten kan være høyst 3 tegn');
    expect(messageOf(z.string().min(1), '')).toBe('Feltet kan ikke være tomt');
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('Feltet mangler');
    expect(messageOf(z.number(), 'x')).toBe('Ugyldig verdi');
    expect(messageOf(z.uuid(), 'x')).toBe('Ugyldig format');
    expect(messageOf(z.array(z.number()).max(1), [1, 2])).toBe('Høyst 1 elementer');
    expect(messageOf(strictBody({ a: z.string() }), { a: 'x', isAdmin: true })).toBe('Ukjent felt: isAdmin');
  });

  it('keeps a schema’s own message', () => {
    expect(messageOf(z.string().max(3, 'For lang tittel'), 'abcd')).toBe('For lang tittel');
  });
});
