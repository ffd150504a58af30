import {
  isText,
  literalsOf,
  reviewedWords,
  spellingReport,
  wordsOf,
  wordsOfSources,
} from './spelling.rules.js';

describe('the spell check’s words', () => {
  it('takes texts, not keys, paths or subjects', () => {
    expect(isText('Avtalen er signert.')).toBe(true);
    expect(isText('Avtalt')).toBe(true);
    expect(isText('hybel-utleie')).toBe(false);
    expect(isText('identity.users.get.v1')).toBe(false);
    expect(isText('/api/auth/language')).toBe(false);
    expect(isText('https://lovdata.no/lov/1981-04-08-7')).toBe(false);
    expect(isText('1 000')).toBe(false);
  });

  it('splits a text into its words, without placeholders, links, addresses or numbers', () => {
    expect(wordsOf('Hei {{name}}, avtalen «Lån til bil» er signert av Kari-Anne 3. mai.')).toEqual([
      'Hei',
      'avtalen',
      'Lån',
      'til',
      'bil',
      'er',
      'signert',
      'av',
      'Kari',
      'Anne',
      'mai',
    ]);
    expect(wordsOf('Se https://nav.no/bidrag eller skriv til post@avtalt.no i 2027')).toEqual([
      'Se',
      'eller',
      'skriv',
      'til',
    ]);
    expect(wordsOf('HTU og NAV')).toEqual(['og']);
    expect(wordsOf('Mangler clauseYes')).toEqual(['Mangler']);
  });

  it('reads string literals and template parts of a source', () => {
    const source = "const a = 'Hei'; const b = `Du har ${n} avtalar`; const key = 'nn';";
    expect(literalsOf('x.ts', source)).toEqual(['Hei', 'Du har   avtalar', 'nn']);
    expect(wordsOfSources([{ file: 'x.ts', text: source }])).toEqual(['Du', 'Hei', 'avtalar', 'har']);
  });

  it('leaves out a property’s name: a translation keyed by its bokmål is read in its own language', () => {
    const source = "const t = { 'Hvem låner ut?': { text: 'Kven lånar ut?' }, plain: 'Ja' };";
    expect(literalsOf('x.ts', source)).toEqual(['Kven lånar ut?', 'Ja']);
  });

  it('reports unknown words not reviewed, and reviewed words no longer used', () => {
    const reviewed = reviewedWords('# names\nAvtalt\nsamboer # a term\nforelda\n');
    expect([...reviewed]).toEqual(['Avtalt', 'samboer', 'forelda']);
    expect(spellingReport(['Avtalt', 'avtalr'], reviewed, ['Avtalt', 'samboer', 'avtalr'])).toEqual({
      problems: ['avtalr'],
      stale: ['forelda'],
    });
  });
});
