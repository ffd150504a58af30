import { isAnswered, normalizeText, parseNumber, readAnswer, typeValue } from './values.rules';

describe('typeValue', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    [' TRUE ', true],
    ['Ja', true],
    ['ja', true],
    ['NEI', false],
    [' nei', false],
  ])('reads the yes_no value %p as %p', (raw, expected) => {
    expect(typeValue('yes_no', raw)).toBe(expected);
  });

  it.each([['kanskje'], [''], ['1'], [1], [0], [null], [undefined], [['true']], [{}]])(
    'cannot read %p as a yes_no value',
    (raw) => {
      expect(typeValue('yes_no', raw)).toBeUndefined();
    },
  );

  it.each(['multiple_choice', 'free_text'] as const)('reads %s values as trimmed text', (type) => {
    expect(typeValue(type, '  Oslo ')).toBe('Oslo');
    expect(typeValue(type, 'Delt likt')).toBe('Delt likt');
    expect(typeValue(type, 5)).toBe('5');
    expect(typeValue(type, -2.5)).toBe('-2.5');
  });

  it.each(['multiple_choice', 'free_text'] as const)(
    'cannot read blank, non-finite or non-text %s values',
    (type) => {
      for (const raw of ['', '   ', NaN, Infinity, true, false, null, undefined, ['Oslo'], { a: 1 }]) {
        expect(typeValue(type, raw)).toBeUndefined();
      }
    },
  );

  it('reads nothing for an unknown question type', () => {
    expect(typeValue('rating' as never, 'true')).toBeUndefined();
  });
});

describe('parseNumber', () => {
  it.each([
    [42, 42],
    [-1.5, -1.5],
    ['42', 42],
    [' 7 ', 7],
    ['-1.5', -1.5],
    ['+3', 3],
    ['2,5', 2.5],
    ['.5', 0.5],
    [',5', 0.5],
    ['007', 7],
    ['0', 0],
  ])('reads %p as %p', (raw, expected) => {
    expect(parseNumber(raw)).toBe(expected);
  });

  it.each([
    [''],
    [' '],
    ['ti'],
    ['1e3'],
    ['0x10'],
    ['Infinity'],
    ['1.2.3'],
    ['1,000.5'],
    ['1 000'],
    ['5.'],
    ['-'],
    [NaN],
    [Infinity],
    [-Infinity],
    [true],
    [null],
    [undefined],
    [[3]],
  ])('does not read %p as a number', (raw) => {
    expect(parseNumber(raw)).toBeUndefined();
  });
});

describe('normalizeText', () => {
  it('trims, joins white space and lower-cases', () => {
    expect(normalizeText('  Delt \t  LIKT\n')).toBe('delt likt');
  });

  it('treats composed and decomposed æøå alike', () => {
    expect(normalizeText('Å')).toBe(normalizeText('A\u030A'));
    expect(normalizeText('BLÅBÆR')).toBe('blåbær');
  });
});

describe('readAnswer and isAnswered', () => {
  it('reads a multiple_choice answer as the list of chosen options', () => {
    expect(readAnswer('multiple_choice', 'Oslo')).toEqual(['Oslo']);
    expect(readAnswer('multiple_choice', ['Oslo', ' ', 'Bergen', 3])).toEqual(['Oslo', 'Bergen', '3']);
    expect(readAnswer('multiple_choice', [])).toBeUndefined();
    expect(readAnswer('multiple_choice', ['', null])).toBeUndefined();
  });

  it('does not accept a list for yes_no or free_text', () => {
    expect(readAnswer('free_text', ['tekst'])).toBeUndefined();
    expect(readAnswer('yes_no', [true])).toBeUndefined();
  });

  it.each([
    ['yes_no', true, true],
    ['yes_no', false, true],
    ['yes_no', 'nei', true],
    ['yes_no', 'kanskje', false],
    ['yes_no', undefined, false],
    ['yes_no', null, false],
    ['multiple_choice', 'Oslo', true],
    ['multiple_choice', [], false],
    ['multiple_choice', '', false],
    ['free_text', 'hei', true],
    ['free_text', '   ', false],
    ['free_text', 0, true],
  ] as const)('for %s, %p is answered: %p', (type, raw, expected) => {
    expect(isAnswered(type, raw)).toBe(expected);
  });
});
