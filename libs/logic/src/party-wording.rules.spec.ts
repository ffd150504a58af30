import { partyWording } from './party-wording.rules';

describe('partyWording', () => {
  it('says "den andre parten" and "begge partene" when there are two parties', () => {
    expect(partyWording('Den som flytter, varsler de andre partene to måneder før.', 2)).toBe(
      'Den som flytter, varsler den andre parten to måneder før.',
    );
    expect(partyWording('Alle partene må samtykke, og de øvrige partenes andel øker.', 2)).toBe(
      'Begge partene må samtykke, og den andre partens andel øker.',
    );
    expect(partyWording('De andre partene kan kreve det dekket; de øvriges krav faller bort.', 2)).toBe(
      'Den andre parten kan kreve det dekket; den andres krav faller bort.',
    );
    expect(partyWording('Den som betaler, kan kreve det av hver av de andre partene.', 2)).toBe(
      'Den som betaler, kan kreve det av den andre parten.',
    );
  });

  it('leaves the text alone for one, three or more parties', () => {
    const text = 'Alle partene varsler de andre partene.';
    expect(partyWording(text, 3)).toBe(text);
    expect(partyWording(text, 1)).toBe(text);
    expect(partyWording(text, 10)).toBe(text);
  });

  it('replaces whole phrases only', () => {
    expect(partyWording('de andre partenesfoo og alle partenexyz', 2)).toBe('de andre partenesfoo og alle partenexyz');
    expect(partyWording('de andre kostnadene deles likt', 2)).toBe('de andre kostnadene deles likt');
  });
});
