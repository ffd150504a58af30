import { genitiveOf, otherPartyNamed, partyWording } from './party-wording.rules';

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
    expect(partyWording('de andre partenesfoo og alle partenexyz', 2)).toBe(
      'de andre partenesfoo og alle partenexyz',
    );
    expect(partyWording('de andre kostnadene deles likt', 2)).toBe('de andre kostnadene deles likt');
  });
});

describe('otherPartyNamed (issue 34)', () => {
  it("puts the other party's name where a two-party clause says «den andre parten»", () => {
    expect(otherPartyNamed('Anne Hansen låner ut pengene til den andre parten.', 'Bjørn Berg')).toBe(
      'Anne Hansen låner ut pengene til Bjørn Berg.',
    );
    expect(otherPartyNamed('Den andre parten betaler renter.', 'Bjørn Berg')).toBe(
      'Bjørn Berg betaler renter.',
    );
  });

  it('writes the genitive as bokmål does', () => {
    expect(otherPartyNamed('Pengene settes inn på den andre partens konto.', 'Bjørn Berg')).toBe(
      'Pengene settes inn på Bjørn Bergs konto.',
    );
    expect(otherPartyNamed('Pengene settes inn på den andre partens konto.', 'Hans')).toBe(
      "Pengene settes inn på Hans' konto.",
    );
    expect(genitiveOf(' Kari ')).toBe('Karis');
  });

  it('leaves the text alone without a name, and other words alone', () => {
    expect(otherPartyNamed('Til den andre parten.', '  ')).toBe('Til den andre parten.');
    expect(otherPartyNamed('den andre partenes og den andre', 'Bjørn')).toBe(
      'den andre partenes og den andre',
    );
  });
});
