import { LEGAL_WORDS, TRANSLATION_UNSIGNED } from './legal-words';

/** Every text of a catalogue with its path ('general.dispute'). */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    texts(inner, path ? `${path}.${key}` : key),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

/** Bokmål forms nynorsk does not have (as the catalogue translations are held to), and the text's bokmål words. */
const BOKMAL =
  /(?<!\p{L})(ikke|hva|hvordan|hvis|noe|noen|bare|fra|være|også|allerede|ennå|nå|hver|hvert|hvem|hvor|dere|deres|enige|uenige|uenighet|enighet|født|verge|kalt|ble|laget|sammen|loven|gjelder|bestemmelser?|øvrig|fortsatt|alene|forsøke|løse|tro|hovedregel|oppnevnt|Parter|Deltakere|Sted|Endringer|Lovvalg|Varighet|Oversettelse)(?!\p{L})/iu;

describe('the words of the legal text', () => {
  const nb = new Map(texts(LEGAL_WORDS.nb));

  it('has the same texts with the same placeholders in every language', () => {
    for (const language of ['nn', 'en'] as const) {
      const own = texts(LEGAL_WORDS[language]);
      expect(own.map(([path]) => path)).toEqual([...nb.keys()]);
      for (const [path, text] of own) {
        expect([path, text.trim() !== '']).toEqual([path, true]);
        expect([path, placeholders(text)]).toEqual([path, placeholders(nb.get(path)!)]);
      }
    }
  });

  it('cites the same statute and the conciliation board in every language', () => {
    expect(LEGAL_WORDS.nb.general.dispute).toContain('forliksrådet (tvisteloven §\u00a06-2)');
    expect(LEGAL_WORDS.nn.general.dispute).toContain('forliksrådet (tvistelova §\u00a06-2)');
    expect(LEGAL_WORDS.en.general.dispute).toContain(
      'the conciliation board (forliksrådet); see the Dispute Act (tvisteloven) §\u00a06-2',
    );
    for (const language of ['nb', 'nn', 'en'] as const)
      expect(LEGAL_WORDS[language].general.law).toMatch(/norsk rett|Norwegian law/);
  });

  it('writes nynorsk without bokmål forms', () => {
    for (const [path, text] of texts(LEGAL_WORDS.nn))
      expect([path, text]).not.toEqual([path, expect.stringMatching(BOKMAL)]);
  });

  it('writes English without Norwegian, except the Norwegian names of the board and the statute', () => {
    for (const [path, text] of [...texts(LEGAL_WORDS.en), ['unsigned', TRANSLATION_UNSIGNED]]) {
      const rest = text.replace(/\((forliksrådet|tvisteloven)\)/g, '');
      expect([path, rest]).not.toEqual([
        path,
        expect.stringMatching(/[æøåÆØÅ«»]|(?<!\p{L})(og|partene|avtalen)(?!\p{L})/iu),
      ]);
    }
  });

  it('words the general clauses and notices with the phrases the two-party wording turns into the singular', () => {
    expect(LEGAL_WORDS.nb.general.changes).toContain('alle partene');
    expect(LEGAL_WORDS.nn.general.changes).toContain('alle partane');
    expect(LEGAL_WORDS.en.general.changes).toContain('all the parties');
    expect(LEGAL_WORDS.nn.notices.partial).toContain('Signerer alle partane');
    expect(LEGAL_WORDS.en.notices.partial).toContain('If all the parties sign');
  });
});
