import { generatedQuestionSchema } from '@avtalt/contracts';
import { asGeneratedQuestion } from './generated-question.rules';
import { CATALOGUE_ALIASES } from './catalogue-names.data';
import {
  classify,
  matchCatalogue,
  matchIn,
  OfflineQuestionGenerator,
  tokenize,
} from './offline-question-generator';
import { GENERIC_NOTICE } from './set-notices';
import { CATALOGUE_TRANSLATIONS } from '../catalogue/catalogue-translations';
import { CATALOGUE } from '../catalogue/catalogue.data';
import type { Domain } from '../catalogue/catalogue.types';
import { DOMAIN_KEYWORDS, QUESTION_BANK } from '../catalogue/question-bank.data';

// The keyword path on its own (the relation path has its own spec: title-reading/relation-questions.spec.ts).
const generator = new OfflineQuestionGenerator(QUESTION_BANK, DOMAIN_KEYWORDS, CATALOGUE, {
  readRelations: false,
});
const select = (title: string, description: string, count: number) =>
  generator.select({ title, description, count });
const texts = (title: string, description: string, count: number) =>
  select(title, description, count).map((q) => q.text);
const domainOf = (text: string) => QUESTION_BANK.find((q) => q.text === text)?.domains[0];

/** Title, description, the primary domain it should get. */
const TITLES: [string, string, Domain][] = [
  // events and budgets
  [
    'Bryllupsbudsjett',
    'Vi gifter oss neste sommer og vil avtale budsjett og hvem som betaler hva, også med foreldrene',
    'events',
  ],
  ['Bryllupsbudsjett', '', 'events'],
  ['Budsjett for bryllupet', '', 'events'],
  ['Konfirmasjonen til Emma', 'Foreldrene deler kostnadene til konfirmasjonen', 'events'],
  ['Bursdagsfeiring', 'Vi inviterer gjester og deler på maten', 'events'],
  ['Spleis på gave til mamma', '', 'events'],
  ['Julebordet', 'Kostnadene deles mellom kollegene', 'events'],
  ['Utdrikningslag', '', 'events'],
  ['Sommerfesten i borettslaget', '', 'events'],
  // purchase
  [
    'Bilkjøp mellom venner',
    'Ola selger sin brukte bil til Kari: pris, betaling, overlevering og hva som skjer hvis bilen har feil',
    'purchase',
  ],
  ['Kjøp av brukt bil', '', 'purchase'],
  ['Salg av sofa', 'Jeg selger sofaen min til naboen', 'purchase'],
  ['Kjøpekontrakt for båt', '', 'purchase'],
  ['Bruktbil', '', 'purchase'],
  ['Hundekjøp', 'Vi kjøper en valp av en oppdretter', 'purchase'],
  // tenancy
  ['Utleie av hybel', 'Jeg leier ut en hybel i kjelleren til en student', 'tenancy'],
  ['Leieforhold', '', 'tenancy'],
  ['Husleiekontrakt for sokkelleiligheten', '', 'tenancy'],
  ['Hytteutleie', '', 'tenancy'],
  ['Leie av leilighet', 'Utleier og leietaker avtaler leie og depositum', 'tenancy'],
  ['Fremleie av rommet mitt', '', 'tenancy'],
  // inheritance
  ['Arveoppgjør', '', 'inheritance'],
  ['Arveoppgjøret etter far', 'Tre søsken skal dele dødsboet', 'inheritance'],
  ['Dødsbo', 'Vi rydder huset etter mor', 'inheritance'],
  ['Skifte etter besteforeldre', '', 'inheritance'],
  ['Arven etter tante', '', 'inheritance'],
  // loans
  ['Lån til venn', 'Jeg låner bort penger og vil ha nedbetaling og renter avtalt', 'loans'],
  ['Lånet til bilen', '', 'loans'],
  ['Gjeldsbrev', '', 'loans'],
  // vehicles, pets, property, travel, housing, children, chores, work
  ['Felles bil', 'Vi kjøper en bil sammen og deler på drivstoff og forsikring', 'vehicles'],
  ['Deling av elbilen', '', 'vehicles'],
  ['Hund', 'Vi skal ha hund sammen og dele på lufting og dyrlege', 'pets'],
  ['Katten vår', '', 'pets'],
  ['Hyttedeling', 'Tre familier deler hytta', 'property'],
  ['Deling av robotgressklipper', '', 'property'],
  ['Ferie', 'Vi reiser på ferie sammen og deler hotell og fly', 'travel'],
  ['Hyttetur med venner', '', 'travel'],
  ['Leiebil på ferien', '', 'travel'],
  ['Kollektivet i Storgata', '', 'housing'],
  ['Samvær med barna', '', 'children'],
  ['Leggetider for barna', '', 'children'],
  ['Vaskelista hjemme', '', 'chores'],
  ['Bandet vårt', 'Vi spiller musikk sammen og deler inntektene', 'work'],
];

describe('OfflineQuestionGenerator: domains', () => {
  it(`has at least 40 titles in its table (${TITLES.length})`, () => {
    expect(TITLES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TITLES)('%s (%s) → %s', (title, description, domain) => {
    expect(classify(title, description).primary).toEqual([domain]);
    // The set leads with a question of that domain, unless a catalogue topic leads it.
    const [first] = texts(title, description, 10);
    if (!classify(title, description).catalogueKey) expect(domainOf(first)).toBe(domain);
  });

  it('gives a wedding budget event and budget questions, never questions about children', () => {
    const result = texts(
      'Bryllupsbudsjett',
      'Vi gifter oss neste sommer og vil avtale budsjett og hvem som betaler hva, også med foreldrene',
      10,
    );
    const domains = result.map(domainOf);
    expect(domains.slice(0, 2)).toEqual(['events', 'events']);
    expect(domains.filter((d) => d === 'events').length).toBeGreaterThanOrEqual(4);
    expect(domains.slice(0, 5)).toContain('economy');
    expect(domains).not.toContain('children');
    // One-off: nothing about ending or giving notice.
    expect(domains).not.toContain('ending');
  });

  it('gives a used-car purchase sale questions, not car-sharing or ending questions', () => {
    // Titles that name no curated topic ('Bilkjøp mellom venner' reuses the curated used-car sale, below).
    const domains = texts('Kjøpe bil av onkel', 'Onkel selger sin brukte bil til meg', 10).map(domainOf);
    expect(domains.every((d) => d === 'purchase')).toBe(true);
    const lease = texts('Utleie av sokkelleilighet', 'Jeg leier ut sokkelen til en student', 10).map(
      domainOf,
    );
    expect(lease.every((d) => d === 'tenancy')).toBe(true);
    // With more questions than the domain has, the filler is generic, never the object's sharing questions.
    const many = texts('Kjøpe bil av onkel', '', 30).map(domainOf);
    expect(many).not.toContain('vehicles');
    expect(many.slice(0, 12).every((d) => d === 'purchase')).toBe(true);
  });

  it('finds both parts of a compound', () => {
    const { scores } = classify('Bryllupsbudsjett', '');
    expect(scores.map((s) => s.domain).sort()).toEqual(['economy', 'events']);
    expect(
      classify('Bilkjøp', '')
        .scores.map((s) => s.domain)
        .sort(),
    ).toEqual(['purchase', 'vehicles']);
  });

  it('matches inflected forms and compounds, but not unrelated words that share letters', () => {
    expect(matchIn('hytta', 'hytte')).toBeDefined();
    expect(matchIn('familiehytta', 'hytte')).toBeDefined();
    expect(matchIn('bilen', 'bil')).toBeDefined();
    expect(matchIn('bruktbilen', 'bil')).toBeDefined();
    expect(matchIn('foreldrene', 'foreldre')).toBeDefined();
    expect(matchIn('arveoppgjøret', 'arv')).toBeDefined();
    expect(matchIn('bryllupsbudsjettet', 'budsjett')).toBeDefined();
    expect(matchIn('bilde', 'bil')).toBeUndefined();
    expect(matchIn('mobil', 'bil')).toBeUndefined();
    expect(matchIn('farvel', 'arv')).toBeUndefined();
    expect(matchIn('skarv', 'arv')).toBeUndefined();
    expect(classify('Bilder fra turen', '').scores.map((s) => s.domain)).not.toContain('vehicles');
    expect(classify('Eiendomsskatt', '').scores.map((s) => s.domain)).not.toContain('pets');
  });

  it('weighs the title above the description', () => {
    expect(classify('Hund', 'Vi deler også bilen når vi lufter hunden').primary).toEqual(['pets']);
    expect(classify('Bil', 'Hunden skal være med i bilen').primary).toEqual(['vehicles']);
  });

  it('takes questions from every tied domain instead of breaking the tie by list order', () => {
    const tie = classify('Hund og hytte', '');
    expect(tie.primary.sort()).toEqual(['pets', 'property']);
    const domains = texts('Hund og hytte', '', 6).map(domainOf);
    expect(domains.slice(0, 4).filter((d) => d === 'pets')).toHaveLength(2);
    expect(domains.slice(0, 4).filter((d) => d === 'property')).toHaveLength(2);
    // Same set when the words come in the other order.
    expect(new Set(texts('Hytte og hund', '', 6))).toEqual(new Set(texts('Hund og hytte', '', 6)));
    // Inheritance and sale of the family cabin: both contract kinds tie and take turns.
    const arv = classify('Arv og salg av familiehytta', 'Tre søsken arver hytta etter mor');
    expect(arv.primary.sort()).toEqual(['inheritance', 'purchase']);
    expect(arv.scores.map((s) => s.domain)).toContain('property');
    const first = texts('Arv og salg av familiehytta', 'Tre søsken arver hytta etter mor', 10).map(domainOf);
    expect(first.filter((d) => d === 'inheritance')).toHaveLength(5);
    expect(first.filter((d) => d === 'purchase')).toHaveLength(5);
    // Without the sale, the heirs' co-owned cabin gives every third question.
    const keep = texts('Arveoppgjør for familiehytta', '', 10).map(domainOf);
    expect(keep.slice(0, 2)).toEqual(['inheritance', 'inheritance']);
    expect(keep[2]).toBe('property');
  });

  it('lets the generic domains lead only when nothing topic-specific matched', () => {
    expect(classify('Felles budsjett', '').primary).toEqual(['economy']);
    expect(classify('Budsjett for hytta', '').primary).toEqual(['property']);
  });
});

describe('OfflineQuestionGenerator: catalogue topics', () => {
  const unconditional = (key: string) =>
    CATALOGUE.find((t) => t.key === key)!.questions.filter((q) => !q.showIf && !q.hideIf);

  it('names only catalogue topics that exist', () => {
    for (const key of Object.keys(CATALOGUE_ALIASES)) expect(CATALOGUE.map((t) => t.key)).toContain(key);
  });

  it.each([
    ['Samboeravtale for oss', 'samboeravtale'],
    ['Vår samboeravtale', 'samboeravtale'],
    ['Samværsavtale', 'samvaersavtale'],
    ['Naboavtale om hekken', 'naboavtale'],
    ['Felles hytte på fjellet', 'felles-hytte'],
    ['Felles bil', 'felles-bil'],
    ['Kjøp av felles bil', 'felles-bil'],
    // The curated topics of issue 15: a used-car sale between private persons and letting a room.
    ['Kjøp av bil fra en venn', 'bruktbil-privat'],
    ['Bilkjøp mellom venner', 'bruktbil-privat'],
    ['Kjøp av brukt bil', 'bruktbil-privat'],
    ['Salg av bruktbilen til naboen', 'bruktbil-privat'],
    ['Selge bilen til Kari', 'bruktbil-privat'],
    ['Leie ut hybel', 'hybel-utleie'],
    ['Utleie av hybel', 'hybel-utleie'],
    ['Hybelkontrakt for student', 'hybel-utleie'],
    ['Leie ut rommet mitt', 'hybel-utleie'],
  ])('%s reuses the catalogue topic %s', (title, key) => {
    expect(matchCatalogue(title)).toBe(key);
  });

  it.each([
    'Arv og salg av familiehytta',
    'Bryllupsbudsjett',
    'Hytteutleie',
    'Kjøpe bil av onkel',
    'Fremleie av rommet mitt',
  ])('%s names no catalogue topic', (title) => {
    expect(matchCatalogue(title)).toBeNull();
  });

  it("leads with the catalogue topic's questions in its order, typed, with their clauses and sections", () => {
    const catalogue = CATALOGUE.find((t) => t.key === 'samboeravtale')!.questions;
    const result = select('Samboeravtale for oss', '', 30);
    expect(result).toHaveLength(30);
    for (const q of result) expect(generatedQuestionSchema.safeParse(q).success).toBe(true);
    const first = catalogue.find((q) => !q.showIf && !q.hideIf)!;
    // As the catalogue has it, with the catalogue's nynorsk and English.
    const { translations, ...bokmal } = result[0]!;
    expect(bokmal).toEqual(asGeneratedQuestion(first, null));
    expect(translations?.nn?.text).toBe(CATALOGUE_TRANSLATIONS.samboeravtale!.nn!.questions[first.key]!.text);
    const order = result.map((q) => catalogue.findIndex((c) => c.text === q.text)).filter((i) => i >= 0);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keeps a follow-up after the question it follows, with its logic naming that question', () => {
    const loan = select('Lån mellom venner', '', 20);
    const texts = loan.map((q) => q.text);
    const interest = texts.indexOf('Skal det betales renter på lånet?');
    const rate = loan.find((q) => q.text === 'Hvor høy skal renten være per år?');
    expect(interest).toBeGreaterThanOrEqual(0);
    expect(rate?.conditions).toEqual([
      { question: interest, operator: 'equals', value: true, action: 'show' },
    ]);
    for (const [index, q] of loan.entries())
      for (const c of q.conditions ?? []) expect(c.question).toBeLessThan(index);
    // The topic's document has its own term clause: none of the bank's questions on ending the agreement.
    const ending = QUESTION_BANK.filter((q) => q.domains[0] === 'ending').map((q) => q.text);
    expect(ending.length).toBeGreaterThan(0);
    for (const text of ending) expect(texts).not.toContain(text);
    // Too short a set for the question it follows: no follow-up.
    const short = select('Lån mellom venner', '', interest + 1);
    expect(short.map((q) => q.text)).not.toContain('Hvor høy skal renten være per år?');
  });

  it('keeps the typed questions and facts of a catalogue topic: the seller, the price, the registration number', () => {
    const car = select('Kjøp av bil fra en venn', '', 30);
    const price = car.find((q) => q.text === 'Hva er kjøpesummen?');
    expect(price).toMatchObject({ type: 'free_text', format: 'amount', section: 'Pris og betaling' });
    expect(price!.clauseTemplate).toContain('{{svar}}');
    const registration = car.find((q) => q.text === 'Hva er bilens registreringsnummer?');
    expect(registration).toMatchObject({ type: 'free_text', fact: true });
    const pets = texts('Felles hund', '', 30);
    expect(pets).toContain('Eier dere dyret sammen?');
  });

  it('takes only the first of them when fewer questions are asked for', () => {
    expect(texts('Samboeravtale for oss', '', 3)).toEqual(
      unconditional('samboeravtale')
        .slice(0, 3)
        .map((q) => q.text),
    );
  });
});

describe('OfflineQuestionGenerator: generic fallback', () => {
  it('says that the set is generic when the topic is not recognised', () => {
    const result = select('Xyzzy', 'Noe helt annet', 10);
    expect(classify('Xyzzy', 'Noe helt annet').primary).toEqual([]);
    expect(result).toHaveLength(10);
    expect(result[0].description).toMatch(/^Dette er generelle spørsmål: temaet ble ikke gjenkjent/);
    expect(result[0].description!.startsWith(GENERIC_NOTICE)).toBe(true);
    expect(result.slice(1).every((q) => !q.description?.includes(GENERIC_NOTICE))).toBe(true);
    expect(
      result
        .map((q) => domainOf(q.text))
        .every((d) => d === 'communication' || d === 'economy' || d === 'ending'),
    ).toBe(true);
  });

  it('does not call a recognised topic generic', () => {
    for (const [title, description] of TITLES)
      expect(select(title, description, 10)[0].description ?? '').not.toContain(GENERIC_NOTICE);
  });
});

describe('the question bank behind the generator', () => {
  it('has no clause that refers to an attachment the document does not produce', () => {
    for (const q of QUESTION_BANK)
      for (const clause of [q.clauseYes, q.clauseNo])
        expect(clause).not.toMatch(/vedlegg|vedlagt|legges ved|legger ved/i);
  });

  it('has no question whose clause contradicts a standard clause or states doubtful law', () => {
    const texts = QUESTION_BANK.map((q) => q.text);
    // «Nei» gave «kan avtales muntlig» next to the standard «Endringer … skal være skriftlige» (docs/legal-sources.md G1).
    expect(texts.filter((t) => /endringer i avtalen/i.test(t))).toEqual([]);
    // «forskudd på arv» at the lender's death risks needing testament form (docs/legal-sources.md, suspected error 5).
    expect(
      QUESTION_BANK.filter((q) => /forskudd på arv/i.test(`${q.text} ${q.clauseYes} ${q.clauseNo}`)),
    ).toEqual([]);
  });

  it.each(['purchase', 'tenancy', 'inheritance'] as Domain[])(
    'has at least 12 questions of its own in the new %s domain',
    (domain) => {
      expect(QUESTION_BANK.filter((q) => q.domains[0] === domain).length).toBeGreaterThanOrEqual(12);
    },
  );
});

describe('OfflineQuestionGenerator: the set', () => {
  it.each([1, 5, 10, 30])('gives exactly %i distinct questions', (count) => {
    for (const [title, description] of [
      ['Felles gressklipper', 'Naboene deler en gressklipper'],
      ['Bilkjøp', ''],
      ['Xyzzy', ''],
      ['Samboeravtale', ''],
    ]) {
      const result = texts(title, description, count);
      expect(result).toHaveLength(count);
      expect(new Set(result.map((t) => t.toLowerCase())).size).toBe(count);
    }
  });

  it('fills a narrow topic with questions that fit any agreement, and asks about ending last', () => {
    const result = texts('Gressklipper', '', 30);
    expect(result).toHaveLength(30);
    const domains = result.map(domainOf);
    expect(domains).toContain('communication');
    const firstEnding = domains.indexOf('ending');
    expect(firstEnding).toBeGreaterThan(0);
    expect(domains.slice(firstEnding).every((d) => d === 'ending')).toBe(true);
  });

  it('is deterministic', () => {
    expect(texts('Bryllup', 'Vi deler kostnadene til bryllupet', 12)).toEqual(
      texts('Bryllup', 'Vi deler kostnadene til bryllupet', 12),
    );
  });

  it('only returns valid questions, each with a section and clause texts', () => {
    for (const [title, description] of TITLES) {
      for (const q of select(title, description, 30)) {
        expect(generatedQuestionSchema.safeParse(q).success).toBe(true);
        expect(q.text).toMatch(/^[A-ZÆØÅ].*\?$/);
        expect(q.section).toBeTruthy();
        for (const clause of [q.clauseYes, q.clauseNo, q.clauseTemplate, ...(q.optionClauses ?? [])])
          if (clause) expect(clause).toMatch(/[.!]$/);
      }
    }
  });

  it('tokenizes Norwegian words in lower case', () => {
    expect(tokenize('Hytte på Fjellet, fôr til HUND!')).toEqual([
      'hytte',
      'på',
      'fjellet',
      'fôr',
      'til',
      'hund',
    ]);
  });
});
