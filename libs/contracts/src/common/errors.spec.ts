import { z } from 'zod';
import { controlCharacterPath, strictBody } from './errors';
import './norwegian-errors';

describe('controlCharacterPath', () => {
  it('finds NUL and other control characters in any string or key, and lets tab and new lines through', () => {
    expect(controlCharacterPath({ title: 'Hytta', answers: { a: true } })).toBeUndefined();
    expect(controlCharacterPath({ text: 'linje 1\nlinje 2\r\n\tinnrykk' })).toBeUndefined();
    expect(controlCharacterPath({ title: 'Hyt\u0000ta' })).toBe('title');
    expect(controlCharacterPath({ list: ['ok', { name: 'a\u0007' }] })).toBe('list.1.name');
    expect(controlCharacterPath({ ['nøkkel\u001b']: 1 })).toBe('nøkkel\u001b');
    expect(controlCharacterPath('\u007f')).toBe('');
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
