import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LOOSE_CUES,
  NOT_OBJECTS,
  OBJECT_LEXICON,
  RELATION_CUES,
  SHORT_COMPOUND_PREFIXES,
} from './title-lexicon.data';
import { inflections, notObjectForms } from './lexicon-lookup';
import { readTitle } from './title-reading';
import type { Relation } from './title-reading.types';

interface Entry {
  title: string;
  description: string;
  relations: Relation[];
  object: { lemma: string; kind: string };
}

const list = (name: string): Entry[] =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, `../../../test/question-generation/${name}-titles.json`), 'utf8'),
  );

/**
 * The development list and the four held-out lists, each run once and read, which now count as development
 * lists (services/templates/test/question-generation/README.md).
 */
const DEV = list('dev');
const HELDOUT = list('heldout');
const HELDOUT_2 = list('heldout-2');
const HELDOUT_3 = list('heldout-3');
const HELDOUT_4 = list('heldout-4');

interface Figures {
  /** Titles with at least one right relation, all relations right, the right object kind and lemma. */
  relationHits: number;
  exact: number;
  kindHits: number;
  lemmaHits: number;
}

/** Reads every title of a list and prints its four figures and the titles it misses. */
function measure(name: string, entries: Entry[]): Figures {
  const figures: Figures = { relationHits: 0, exact: 0, kindHits: 0, lemmaHits: 0 };
  const misses: string[] = [];
  for (const entry of entries) {
    const reading = readTitle(entry.title, entry.description);
    const hit = reading.relations.some((r) => entry.relations.includes(r));
    const same =
      reading.relations.length === entry.relations.length &&
      entry.relations.every((r) => reading.relations.includes(r));
    figures.relationHits += hit ? 1 : 0;
    figures.exact += same ? 1 : 0;
    figures.kindHits += reading.object?.kind === entry.object.kind ? 1 : 0;
    figures.lemmaHits += reading.object?.lemma === entry.object.lemma ? 1 : 0;
    if (!same || reading.object?.lemma !== entry.object.lemma)
      misses.push(
        `${entry.title}: ${reading.relations.join(',')} ${reading.object?.lemma ?? '-'} (${entry.relations.join(',')} ${entry.object.lemma})`,
      );
  }
  const share = (n: number) => Math.round((100 * n) / entries.length);
  process.stdout.write(
    `title reading, ${name} (${entries.length}): a right relation ${share(figures.relationHits)} %, all relations ${share(figures.exact)} %, object kind ${share(figures.kindHits)} %, object lemma ${share(figures.lemmaHits)} %\n  ${misses.join('\n  ')}\n`,
  );
  return figures;
}

describe('readTitle', () => {
  it('reads the three titles of the issue as a horse rented out, paid garden work and shared lessons', () => {
    expect(readTitle('Leie ut hesten til en venninne')).toMatchObject({
      relations: ['rent'],
      object: { lemma: 'hest', kind: 'animal', word: 'hesten', gender: 'm' },
    });
    expect(readTitle('Hjelp med hagearbeid mot betaling')).toMatchObject({
      relations: ['service'],
      object: { lemma: 'hagearbeid', kind: 'service' },
    });
    expect(readTitle('Felles pianolærer for barna')).toMatchObject({
      relations: expect.arrayContaining(['share-costs', 'service']),
      object: { lemma: 'pianotime', kind: 'service' },
    });
  });

  it('finds an object in its inflected forms and as the last part of a compound, never inside a short word', () => {
    expect(readTitle('Selge bruktbilen').object).toMatchObject({ lemma: 'bil', word: 'bruktbilen' });
    expect(readTitle('Leie båtplass').object?.lemma).toBe('båtplass');
    expect(readTitle('Låne hytta i påsken').object?.lemma).toBe('hytte');
    expect(readTitle('Ny mobil til datteren').object?.lemma).toBe('datter');
    expect(inflections('hytte', 'f')).toEqual(['hytte', 'hytten', 'hytter', 'hyttene', 'hytta']);
    expect(inflections('hus', 'n')).toEqual(['hus', 'huset', 'husene', 'huser']);
  });

  it('reads an inherited thing the heirs keep as owned together first, and a dødsbo still as an estate', () => {
    expect(readTitle('Hytta etter mormor skal vi fem søsken beholde sammen').relations).toEqual([
      'own-together',
      'estate',
    ]);
    expect(readTitle('Arvet hytte – eie den sammen videre').relations).toEqual(['own-together', 'estate']);
    expect(readTitle('Dødsboet – vi eier huset sammen til det er solgt').relations).toEqual([
      'estate',
      'own-together',
    ]);
  });

  it("keeps what a stranger's review found misread: chosen kinds, a neighbour's thing looked after, genitives, instalments", () => {
    // The description names an estate kind only when the title names no relation; a chosen kind stands.
    expect(readTitle('Lån til Kari', 'Det er et lån, ikke et forskudd på arv.').estateKind).toBeUndefined();
    expect(readTitle('Lån til datteren, ikke forskudd på arv').estateKind).toBeUndefined();
    expect(readTitle('Bryllup i august', 'Festen holdes på slektsgården.', ['share-costs'])).toMatchObject({
      relations: ['share-costs'],
    });
    expect(
      readTitle('Bryllup i august', 'Festen holdes på slektsgården.', ['share-costs']).estateKind,
    ).toBeUndefined();
    // A neighbour's animal or parking place looked after or rented is no dispute.
    expect(readTitle('Passe naboens katt i ferien').relations).toEqual(['care']);
    expect(readTitle('Hundepass for naboens hund').relations).not.toContain('neighbours');
    expect(readTitle('Passe naboens katt i ferien', '', ['care']).matters).toBeUndefined();
    // The owner in a genitive gives way to the thing it owns.
    expect(readTitle('Husets garasje leies ut').object?.lemma).toBe('garasje');
    expect(readTitle('Bedriftens varebil selges').object?.lemma).toBe('bil');
    // Instalments on a sale are no loan, and no object.
    expect(readTitle('Salg av sofa, betales i avdrag')).toMatchObject({
      relations: ['buy-sell'],
      object: { lemma: 'sofa' },
    });
    expect(readTitle('Salg av PS5 med avdrag')).toMatchObject({ relations: ['buy-sell'], object: null });
    // «Lån av» a thing or of money.
    expect(readTitle('Lån av PS5')).toMatchObject({ relations: ['lend-thing'], object: null });
    expect(readTitle('Lån av 20 000 til søster').relations).toEqual(['lend-money']);
    // «skal felles» is felling; snow off a roof is roof water; a trampoline near the boundary is no building.
    expect(readTitle('Naboens trær skal felles')).toMatchObject({
      relations: ['neighbours'],
      aspects: ['felling'],
    });
    expect(readTitle('Snø fra taket til naboen').matters).toEqual(['water']);
    expect(readTitle('Naboens trampoline nær grensen').matters).toBeUndefined();
    // A farm taken over said in the passive; a family firm passed on is a company.
    expect(readTitle('Gården skal overtas av datteren, kår til foreldrene').estateKind).toBe('farm');
    expect(readTitle('Generasjonsskifte i familiebedriften').relations).toEqual(['company']);
    expect(readTitle('Vi arver hytta og beholder den sammen').relations).toEqual(['own-together', 'estate']);
  });

  it('reads a genitive of a definite form as its object, not as a word of its own', () => {
    expect(readTitle('hundens samvar etter bruddet').object).toMatchObject({ lemma: 'hund', kind: 'animal' });
    expect(readTitle('Hyttas vedlikehold').object?.lemma).toBe('hytte');
    expect(readTitle('Bruktbilens service').object).toMatchObject({ lemma: 'bil', prefix: 'brukt' });
    expect(readTitle('Leie hus').object?.lemma).toBe('hus');
  });

  it('tells lending a thing from lending money, and buying together from a sale', () => {
    expect(readTitle('Låne penger til en venn').relations).toEqual(['lend-money']);
    expect(readTitle('Låne bort bilen').relations).toEqual(['lend-thing']);
    expect(readTitle('Kjøpe båt sammen').relations).toEqual(['own-together']);
    expect(readTitle('Selge båt til naboen').relations).toEqual(['buy-sell']);
    // Every form of lending out is lending a thing; a sale is no cost shared.
    expect(readTitle('Låner ut bilen til naboen').relations).toEqual(['lend-thing']);
    expect(readTitle('Lånte bort sykkelen').relations).toEqual(['lend-thing']);
    expect(readTitle('Kjøpte bil av naboen').relations).toEqual(['buy-sell']);
    expect(readTitle('Hytta til salgs').relations).toEqual(['buy-sell']);
  });

  it('reads no object in a word that only ends in a lexicon word: a tax is no cat, «stabil» no car', () => {
    for (const title of [
      'Betale restskatt',
      'Formuesskatt og eiendomsskatten',
      'Skatten for i fjor',
      'Stabil internett',
      'Ustabil strøm',
      'Ny mobil',
      'Mobilene',
      'Kristus',
      'Ambulanse',
      'Tekstil og profil',
      'Møbelsnekker',
      'Barnehagen',
      'Halsband',
      'Galgenhumor',
      'Tidsrommet',
    ])
      expect([title, readTitle(title).object]).toEqual([title, null]);
    // The thing named beside it is found instead.
    expect(readTitle('Eiendomsskatten på hytta').object?.lemma).toBe('hytte');
    expect(readTitle('Ny mobil til datteren').object?.lemma).toBe('datter');
    // 'låner' is the verb, not a loan: the car is lent.
    expect(readTitle('Datteren låner bilen')).toMatchObject({
      relations: ['lend-thing'],
      object: { lemma: 'bil' },
    });
    // A real compound whose first part is too short to claim the longer word is still found.
    expect(readTitle('Passe huskatten').object).toMatchObject({ lemma: 'katt', prefix: 'hus' });
    expect(readTitle('Selge automobilen').object?.lemma).toBe('bil');
    expect(readTitle('Leie selskapstelt').object?.lemma).toBe('telt');
  });

  it('keeps its list of words that are no object honest: each ends in a lexicon word and is read as none', () => {
    const forms = Object.entries(OBJECT_LEXICON).flatMap(([lemma, e]) => [
      ...inflections(lemma, e.gender),
      ...(e.forms ?? []),
    ]);
    for (const word of NOT_OBJECTS) {
      expect([word, forms.some((f) => word.endsWith(f))]).toEqual([word, true]);
      for (const form of notObjectForms(word)) expect([form, readTitle(form).object]).toEqual([form, null]);
    }
    expect(notObjectForms('skatt')).toEqual(['skatt', 'skatten', 'skatter', 'skattene', 'skatta']);
    expect(notObjectForms('farer')).toEqual(['farer']);
    // No lexicon word is lost to them.
    for (const lemma of Object.keys(OBJECT_LEXICON))
      expect([lemma, readTitle(lemma).object?.lemma]).toEqual([lemma, lemma]);
  });

  it('finds compounds with a known short first part («elbil», «robåt»), not «mobil» or «labil»', () => {
    expect(readTitle('Leie elbil').object).toMatchObject({ lemma: 'bil', word: 'elbil', prefix: 'el' });
    expect(readTitle('Selge elbilen').object).toMatchObject({ lemma: 'bil', prefix: 'el' });
    expect(readTitle('Kjøpe robåt sammen').object).toMatchObject({ lemma: 'båt', prefix: 'ro' });
    expect(readTitle('Passe hokatten').object?.lemma).toBe('katt');
    expect(readTitle('Buhund valp').object?.lemma).toBe('hund');
    for (const title of ['Mobil', 'Labil', 'Habil', 'Debil']) expect(readTitle(title).object).toBeNull();
    expect(SHORT_COMPOUND_PREFIXES.every((p) => p.length < 3)).toBe(true);
  });

  it('lets no loose word of a description set a relation alone: «vaskerom», «timer», «kontoen», «nabo…»', () => {
    const relations = (title: string, description: string) => readTitle(title, description).relations;
    expect(relations('Hybel i kjelleren', 'En student skal bo der fra januar. Vi deler vaskerom.')).toEqual(
      [],
    );
    expect(relations('Kari og jeg', 'Hun kommer tre timer hver fredag.')).toEqual([]);
    expect(relations('Ferie i Spania', 'Vi setter inn pengene på kontoen min.')).toEqual([]);
    expect(relations('Bilen', 'Bilen vi kjøpte i fjor, samboeren min kjører mest.')).toEqual([]);
    expect(relations('Plenen', 'Nabogutten skal klippe plenen og luke bedene i sommer.')).toEqual([]);
    // Two different loose cues of one relation, or a firm one, still do.
    expect(relations('Kari og jeg', 'Hun får betalt for tre timer hver fredag.')).toEqual(['service']);
    expect(relations('Plenen', 'Nabogutten skal klippe plenen mot betaling.')).toEqual(['service']);
    expect(relations('Hybel i kjelleren', 'En student skal leie hybelen. Vi deler vaskerom.')).toEqual([
      'rent',
    ]);
    expect(relations('Kompis', 'Han skylder meg 5000 kr og betaler tilbake med renter.')).toEqual([
      'lend-money',
    ]);
    // The title's relation wins over anything the description says.
    expect(relations('Leie ut hybel i kjelleren', 'Hun får betalt for vask av trappa.')).toEqual(['rent']);
    // Loose cues are cues.
    const cues = new Set(Object.values(RELATION_CUES).flat());
    expect(LOOSE_CUES.filter((c) => !cues.has(c))).toEqual([]);
  });

  it('reads the cues people use for sharing costs, living together, services, estates and projects', () => {
    const relations = (title: string, description = '') => readTitle(title, description).relations;
    expect(relations('Dele på utgiftene til hytta')).toEqual(['share-costs']);
    expect(relations('Hvem betaler hva i bryllupet')).toEqual(['share-costs']);
    expect(relations('Dele abonnement med søsteren')).toEqual(['share-costs']);
    expect(relations('Hyttetur med gutta')).toEqual(['share-costs']);
    expect(relations('Kjæresten flytter inn hos meg')).toEqual(['live-together']);
    expect(relations('Voksen datter bor hjemme')).toEqual(['live-together']);
    expect(relations('Husregler i kollektivet')).toEqual(['live-together']);
    expect(relations('Privattimer i matte')).toEqual(['service']);
    expect(relations('Brøyting av gårdsplassen')).toEqual(['service']);
    expect(relations('Arve hytta')).toEqual(['estate']);
    expect(relations('Leiligheten etter farmor')).toEqual(['estate']);
    expect(relations('Dugnad på hytta')).toEqual(['project']);
    expect(relations('Jobbe sammen om en app')).toEqual(['project']);
    expect(relations('Starte firma sammen')).toEqual(['company', 'own-together']);
    expect(relations('Barnevakt sammen med naboene')).toEqual(['care', 'share-costs']);
    expect(relations('Støy fra leiligheten over')).toEqual(['neighbours']);
    // A cue after 'til' once a relation is named says what the thing is for.
    expect(relations('Låne telt til festival')).toEqual(['lend-thing']);
    expect(relations('Leie ut hytta til bryllup')).toEqual(['rent']);
    // An event alone says nothing of whom it is shared with.
    expect(relations('Ferie i Spania')).toEqual([]);
    // A name is no heir ('Arvid').
    expect(relations('Arvid leier båt')).toEqual(['rent']);
  });

  it('reads the objects people name, a grown-up child as a person and what the money of a loan is for', () => {
    const object = (title: string) => readTitle(title).object;
    expect(object('Selge spisebord og stoler')).toMatchObject({ lemma: 'spisebord', kind: 'thing' });
    expect(object('Låne ut elsykkelen')).toMatchObject({ lemma: 'elsykkel', kind: 'vehicle' });
    expect(object('Youtube-kanal med broren')).toMatchObject({ lemma: 'youtube-kanal', kind: 'digital' });
    expect(object('50-årsdag for mamma')).toMatchObject({ lemma: 'bursdag', kind: 'event' });
    expect(object('Male hytta')).toMatchObject({ lemma: 'maling', kind: 'service' });
    expect(object('Voksen sønn flytter hjem')).toMatchObject({ lemma: 'sønn', kind: 'person' });
    expect(object('Lån til egenkapital')).toMatchObject({ lemma: 'egenkapital', kind: 'money' });
    expect(object('Lån til søsteren')?.lemma).toBe('lån');
    expect(object('Starte AS')).toMatchObject({ lemma: 'aksjeselskap', kind: 'business' });
    // A form of two letters heads no compound, and a thing leads over what names none.
    for (const title of ['Jonas', 'Ananas', 'Normale vilkår', 'Styrebord']) expect(object(title)).toBeNull();
    expect(object('Skifte dekk på bilen')?.lemma).toBe('bil');
    expect(object('Skifte etter pappa')).toMatchObject({ lemma: 'dødsbo', kind: 'none' });
  });

  it('reads the development list and the burned held-out lists: relations and objects, measured', () => {
    const dev = measure('development list', DEV);
    const heldout = measure('first held-out list (burned)', HELDOUT);
    const heldout2 = measure('second held-out list (burned)', HELDOUT_2);
    // The levels reached: neither list may fall below them.
    const levels = (f: Figures) => [f.relationHits, f.exact, f.kindHits, f.lemmaHits];
    levels(dev).forEach((n, i) => expect(n).toBeGreaterThanOrEqual([39, 32, 38, 38][i]));
    levels(heldout).forEach((n, i) => expect(n).toBeGreaterThanOrEqual([57, 53, 58, 56][i]));
    levels(heldout2).forEach((n, i) => expect(n).toBeGreaterThanOrEqual([50, 40, 50, 36][i]));
    const heldout3 = measure('third held-out list (burned)', HELDOUT_3);
    const heldout4 = measure('fourth held-out list (burned)', HELDOUT_4);
    levels(heldout3).forEach((n, i) => expect(n).toBeGreaterThanOrEqual([42, 31, 39, 38][i]));
    levels(heldout4).forEach((n, i) => expect(n).toBeGreaterThanOrEqual([36, 26, 39, 19][i]));
    expect(DEV.length).toBe(40);
    expect(HELDOUT.length).toBe(60);
    expect(HELDOUT_4.length).toBe(60);
  });
});
