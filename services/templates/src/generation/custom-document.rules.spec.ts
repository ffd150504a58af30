import { CATALOGUE } from '../catalogue/catalogue.data';
import { customTopicDocument } from './custom-document.rules';

const catalogueDocument = (key: string) => CATALOGUE.find((t) => t.key === key)!.document!;

describe('customTopicDocument', () => {
  it('gives a title close to a catalogue topic that topic’s document: its heading, term clause and signing notes', () => {
    const loan = customTopicDocument('Låne 50 000 kroner av pappa', '');
    expect(loan).toMatchObject({
      heading: catalogueDocument('lan-mellom-privatpersoner').heading,
      termClause: catalogueDocument('lan-mellom-privatpersoner').termClause,
    });
    expect(loan?.signingNotes?.length).toBeGreaterThan(0);
  });

  it('gives a title that names a catalogue topic that topic’s document (samvær: mediation before court)', () => {
    expect(customTopicDocument('Samværsavtale for Emil', '')).toMatchObject({
      disputeClause: catalogueDocument('samvaersavtale').disputeClause,
    });
  });

  it.each([
    ['Leie ut hesten til en venninne', 'Leieavtale'],
    ['Låne bort båten til naboen', 'Låneavtale'],
    ['Hjelp med hagearbeid mot betaling', 'Oppdragsavtale'],
    ['Felles pianolærer for barna', 'Avtale om kostnadsdeling'],
    ['Vi skal slutte å snuse sammen', 'Avtale om løfter og regler'],
    ['Forskudd på arven til Kari', 'Avtale om forskudd på arv'],
    ['Dødsboet etter far', 'Avtale om arveoppgjør'],
    ['Gårdsoverdragelse til yngste datter', 'Avtale om overtakelse av gård'],
  ])('heads «%s» as %s by what the parties do', (title, heading) => {
    expect(customTopicDocument(title, '')).toEqual({
      kind: 'agreement',
      heading,
      termClause: null,
      disputeClause: null,
    });
  });

  it('leaves a title it cannot read to the default document', () => {
    expect(customTopicDocument('Det vi snakket om på fredag', '')).toBeNull();
  });
});

describe('customTopicDocument with the kinds the person chose', () => {
  it('heads the document by the chosen kind, also over a catalogue topic the title names', () => {
    expect(customTopicDocument('Snøfreseren', '', ['lend-thing'])?.heading).toBe('Låneavtale');
    expect(customTopicDocument('Felles hytte', '', ['rent'])).toEqual({
      kind: 'agreement',
      heading: 'Leieavtale',
      termClause: null,
      disputeClause: null,
    });
  });

  it('keeps the catalogue topic’s document when the chosen kind is the one the title says', () => {
    expect(customTopicDocument('Låne 50 000 kroner av pappa', '', ['lend-money'])).toMatchObject({
      heading: catalogueDocument('lan-mellom-privatpersoner').heading,
    });
  });
});
