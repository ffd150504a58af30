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

describe('partyWording in nynorsk and English', () => {
  it('says «den andre parten» and «begge partane» in nynorsk when there are two parties', () => {
    expect(partyWording('Den som flyttar, varslar dei andre partane to månader før.', 2, 'nn')).toBe(
      'Den som flyttar, varslar den andre parten to månader før.',
    );
    expect(partyWording('Alle partane må samtykkje.', 2, 'nn')).toBe('Begge partane må samtykkje.');
    expect(partyWording('Den som betaler, kan krevje det av kvar av dei andre partane.', 2, 'nn')).toBe(
      'Den som betaler, kan krevje det av den andre parten.',
    );
    expect(partyWording('Dei andre partane sine krav fell bort.', 2, 'nn')).toBe(
      'Den andre parten sine krav fell bort.',
    );
  });

  it("says 'the other party' and 'both parties' in English when there are two parties", () => {
    expect(partyWording('The party who moves out shall notify the other parties.', 2, 'en')).toBe(
      'The party who moves out shall notify the other party.',
    );
    expect(partyWording('All the parties must consent, and all parties share the cost.', 2, 'en')).toBe(
      'Both parties must consent, and both parties share the cost.',
    );
    expect(partyWording('The payer may claim it from each of the other parties.', 2, 'en')).toBe(
      'The payer may claim it from the other party.',
    );
    expect(partyWording("The other parties' share grows.", 2, 'en')).toBe("The other party's share grows.");
  });

  it('words a text by its own language only, and leaves it alone for any other number of parties', () => {
    expect(partyWording('alle partene og the other parties', 2, 'nn')).toBe(
      'alle partene og the other parties',
    );
    expect(partyWording('alle partane og de andre partene', 2, 'en')).toBe(
      'alle partane og de andre partene',
    );
    expect(partyWording('alle partane', 2)).toBe('alle partane');
    expect(partyWording('Alle partane varslar dei andre partane.', 3, 'nn')).toBe(
      'Alle partane varslar dei andre partane.',
    );
    expect(partyWording('All the parties notify the other parties.', 1, 'en')).toBe(
      'All the parties notify the other parties.',
    );
    expect(partyWording('dei andre partanes og the other partiesx', 2, 'nn')).toBe(
      'dei andre partanes og the other partiesx',
    );
    expect(partyWording('overall parties and the other partiesx', 2, 'en')).toBe(
      'overall parties and the other partiesx',
    );
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
