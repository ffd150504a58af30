import { takeTurns, words } from './text-lists.rules';

describe('words', () => {
  it('keeps digits and one-letter words, lower case, with æøå and accents', () => {
    expect(words('Låne 50 000 i 2 år – kafé!')).toEqual(['låne', '50', '000', 'i', '2', 'år', 'kafé']);
  });
});

describe('takeTurns', () => {
  it('takes one from each list in turn by default, then what is left', () => {
    expect(takeTurns<number | string | boolean>([[1, 2, 3], ['a'], [true, false]])).toEqual([
      1,
      'a',
      true,
      2,
      false,
      3,
    ]);
  });

  it('takes as many from each list per turn as asked', () => {
    expect(
      takeTurns<number | string>(
        [
          [1, 2, 3, 4, 5],
          ['a', 'b', 'c', 'd'],
        ],
        [2, 1],
      ),
    ).toEqual([1, 2, 'a', 3, 4, 'b', 5, 'c', 'd']);
  });

  it('gives nothing for no lists or empty ones', () => {
    expect(takeTurns([])).toEqual([]);
    expect(takeTurns([[], []])).toEqual([]);
  });
});
