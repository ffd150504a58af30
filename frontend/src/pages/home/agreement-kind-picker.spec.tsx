import { kindHint, toggleKind } from './agreement-kind-picker';

describe('kindHint', () => {
  const read = (kinds: string[], object: string | null, guessed = false) =>
    ({ status: 'read', reading: { kinds, object, guessed } }) as Parameters<typeof kindHint>[0];

  it('says what the title reads as, with the object, and lists several kinds as Norwegian does', () => {
    expect(kindHint(read(['rent'], 'hesten'), null)).toBe(
      'Vi leser tittelen som «Leie ut», om hesten. Stemmer ikke det? Velg det som passer.',
    );
    expect(kindHint(read(['rent', 'share-costs', 'neighbours'], null), null)).toBe(
      'Vi leser tittelen som «Leie ut», «Dele utgifter» og «Naboer». Stemmer ikke det? Velg det som passer.',
    );
  });

  it('says when the kind is a guess, when nothing is read, when reading failed, and what was chosen', () => {
    expect(kindHint(read(['own-together'], 'hytta', true), null)).toBe(
      'Tittelen sier ikke hva dere skal gjøre med hytta. Vi gjetter «Eie noe sammen». Stemmer ikke det? Velg det som passer.',
    );
    expect(kindHint(read([], null), null)).toMatch(/^Vi ser ikke av tittelen/);
    expect(kindHint({ status: 'failed' }, null)).toBe(
      'Vi fikk ikke lest tittelen nå. Velg det som passer best.',
    );
    expect(kindHint({ status: 'failed' }, ['care', 'rent'])).toBe(
      'Spørsmålene lages for «Passe på noen» og «Leie ut».',
    );
    expect(kindHint(read(['rent'], null), [])).toBe(
      'Velg minst én, ellers lages spørsmålene ut fra tittelen.',
    );
  });
});

describe('toggleKind', () => {
  it('replaces a reading with the kind tapped, and takes a marked kind away', () => {
    expect(toggleKind(['own-together'], null, 'lend-thing')).toEqual(['lend-thing']);
    expect(toggleKind(['rent', 'care'], null, 'care')).toEqual(['rent']);
  });

  it('adds to what the person chose, up to three', () => {
    expect(toggleKind(['lend-thing'], ['lend-thing'], 'neighbours')).toEqual(['lend-thing', 'neighbours']);
    expect(toggleKind(['rent', 'care', 'estate'], ['rent', 'care', 'estate'], 'company')).toEqual([
      'rent',
      'care',
      'estate',
    ]);
  });
});
