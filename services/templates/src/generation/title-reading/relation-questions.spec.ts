import { generatedQuestionSchema } from '@avtalt/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OfflineQuestionGenerator } from '../offline-question-generator';
import { GUESSED_NOTICE, KEYWORD_NOTICE } from '../set-notices';
import { clausesOf, isTyped, setProblems } from '../question-set.spec-helper';
import { definiteForm, fill, relationQuestions } from './relation-questions';
import { OBJECT_TEMPLATES, RELATION_TEMPLATES, SPLIT_QUESTION, USE_LABELS } from './relation-templates.data';
import { OBJECT_LEXICON } from './title-lexicon.data';
import { withGuessedRelation } from './guessed-relation';
import { readTitle } from './title-reading';
import type { ObjectKind, TitleObject } from './title-reading.types';

const DEV: { title: string; description: string }[] = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../test/question-generation/dev-titles.json'), 'utf8'),
);

const objectOf = (lemma: string, word = lemma, prefix = ''): TitleObject => ({
  lemma,
  word,
  prefix,
  kind: OBJECT_LEXICON[lemma].kind,
  gender: OBJECT_LEXICON[lemma].gender,
});

describe('definiteForm', () => {
  it('names the object in definite singular by its gender, with a compound’s first part', () => {
    expect(definiteForm(objectOf('hest'))).toBe('hesten');
    expect(definiteForm(objectOf('hytte'))).toBe('hytta');
    expect(definiteForm(objectOf('kamera'))).toBe('kameraet');
    expect(definiteForm(objectOf('gjerde'))).toBe('gjerdet');
    expect(definiteForm(objectOf('hagearbeid'))).toBe('hagearbeidet');
    expect(definiteForm(objectOf('garasje'))).toBe('garasjen');
    expect(definiteForm(objectOf('bil', 'bruktbilen', 'brukt'))).toBe('bruktbilen');
    expect(definiteForm(objectOf('penger'))).toBe('pengene');
  });
});

describe('relationQuestions', () => {
  const texts = (title: string, description = '') =>
    new OfflineQuestionGenerator().select({ title, description, count: 8 }).map((q) => q.text);

  it('asks about a horse rented out, paid garden work and shared piano lessons (the issue’s examples)', () => {
    const horse = texts('Leie ut hesten til en venninne');
    expect(horse.filter((t) => t.includes('hesten')).length).toBeGreaterThanOrEqual(3);
    expect(horse.join(' ')).not.toMatch(/strøm|oppvarming|bolig/i);
    const garden = new OfflineQuestionGenerator().select({
      title: 'Hjelp med hagearbeid mot betaling',
      description: '',
      count: 8,
    });
    expect(
      garden.filter((q) => /hagearbeid|oppdrag|betal|timepris|pris/i.test(`${q.text} ${q.clauseYes}`)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(garden.map((q) => q.text).join(' ')).not.toMatch(/rydde etter seg/i);
    const piano = texts('Felles pianolærer for barna');
    expect(piano.join(' ')).not.toMatch(/leggetid|ukepenger/i);
    expect(piano.filter((t) => /pianotime|kostnad|dele|betal/i.test(t)).length).toBeGreaterThanOrEqual(3);
  });

  it('leaves a title with no relation to the keyword set, which says plainly that it was not understood', () => {
    expect(relationQuestions(readTitle('Helgene til tenåringen'), 8)).toBeNull();
    const set = new OfflineQuestionGenerator().select({
      title: 'Helgene til tenåringen',
      description: '',
      count: 8,
    });
    expect(set[0].description).toMatch(new RegExp(`^${KEYWORD_NOTICE}`));
    expect(set.slice(1).some((q) => q.description?.includes(KEYWORD_NOTICE))).toBe(false);
    // A title that is understood says nothing of the kind.
    const horse = new OfflineQuestionGenerator().select({
      title: 'Leie ut hesten til en venninne',
      description: '',
      count: 8,
    });
    expect(horse.some((q) => q.description?.includes(KEYWORD_NOTICE))).toBe(false);
  });

  it('guesses the relation from the object when the title says none, and says so', () => {
    const set = (title: string) =>
      new OfflineQuestionGenerator().select({ title, description: '', count: 8 });
    expect(withGuessedRelation(readTitle('Hytta på Hvaler'))).toMatchObject({
      relations: ['own-together'],
      object: { lemma: 'hytte' },
      guessed: true,
    });
    const cabin = set('Hytta på Hvaler');
    expect(cabin[0].description).toMatch(new RegExp(`^${GUESSED_NOTICE}`));
    expect(cabin.filter((q) => q.text.includes('hytta')).length).toBeGreaterThanOrEqual(3);
    expect(withGuessedRelation(readTitle('Hesten til Mia')).relations).toEqual(['care']);
    // An elder is cared for, a peer is not; a subscription is shared, a website is not; money alone is no
    // loan (a gift, pocket money, child maintenance).
    expect(withGuessedRelation(readTitle('Besøke farmor')).relations).toEqual(['care']);
    for (const title of ['Kona', 'Nettside', 'Julegave til mamma', 'Barnebidrag', 'Lommepenger til Emma'])
      expect([title, withGuessedRelation(readTitle(title)).guessed]).toEqual([title, undefined]);
    expect(withGuessedRelation(readTitle('Spotify familie')).relations).toEqual(['share-costs']);
    // An object only in the description is not guessed from: the title says too little.
    expect(withGuessedRelation(readTitle('Planene', 'Vi har en båt.')).guessed).toBeUndefined();
    // Making something: with someone a project, else work for someone, a service.
    expect(readTitle('Lage nettside for tante').relations).toEqual(['service']);
    expect(readTitle('Lage app sammen med kompis').relations).toEqual(['project']);
    expect(readTitle('Male huset').relations).toEqual(['service']);
    // A title that says its relation is not guessed at, and says nothing of the kind.
    expect(withGuessedRelation(readTitle('Leie ut hytta')).guessed).toBeUndefined();
    expect(set('Leie ut hytta').some((q) => q.description?.includes(GUESSED_NOTICE))).toBe(false);
  });

  it('names a thing the lexicon does not know as the title writes it, in its definite form', () => {
    expect(readTitle('Låne ut kvernsteinen til naboen').object).toMatchObject({ word: 'kvernsteinen' });
    expect(readTitle('Selge zorbaball').object).toMatchObject({
      kind: 'thing',
      definite: 'zorbaballen',
    });
    const sold = new OfflineQuestionGenerator().select({
      title: 'Selge zorbaball',
      description: '',
      count: 8,
    });
    expect(sold.filter((q) => q.text.includes('zorbaballen')).length).toBeGreaterThanOrEqual(2);
    const definite = (title: string, description = '') => readTitle(title, description).object?.definite;
    expect(definite('Selge hele innboet')).toBe('innboet');
    expect(definite('Zorbaballen lånes ut')).toBe('zorbaballen');
    expect(definite('Selge toalett')).toBe('toalettet');
    // The title's own word before a thing its description names.
    expect(definite('Selge zorbaball', 'Den står i garasjen.')).toBe('zorbaballen');
    // What a thing is for is not the thing: the event after 'til' gives way to the word before it, and
    // with none there is no thing rather than the event.
    expect(definite('Låne kvernsteinen til hyttetur')).toBe('kvernsteinen');
    expect(definite('Låne kvernsteinen til en hyttetur')).toBe('kvernsteinen');
    expect(readTitle('Låne bort til hyttetur').object).toBeNull();
    // No name, whom, small word or agreement: what follows 'til' is whom, not what.
    for (const title of ['Låne ut til Kari', 'Selge til Anne-Marie', 'Leie ut til student', 'Avtale om salg'])
      expect([title, readTitle(title).object]).toEqual([title, null]);
  });

  it('skips a template that names the object when the title names none', () => {
    const named = RELATION_TEMPLATES.rent.find((t) => t.text.includes('{objektet}'));
    if (named) expect(fill(named, null, 'Leieforholdet')).toBeNull();
  });

  it('fills every template into a valid question, for an object of every kind', () => {
    const sample = new Map<ObjectKind, string>();
    for (const [lemma, entry] of Object.entries(OBJECT_LEXICON))
      if (!sample.has(entry.kind)) sample.set(entry.kind, lemma);
    const all = [...Object.values(RELATION_TEMPLATES).flat(), ...OBJECT_TEMPLATES.map((t) => t.template)];
    for (const lemma of sample.values()) {
      for (const template of all) {
        const question = fill(template, objectOf(lemma), 'Avsnitt', USE_LABELS.rent!);
        expect(generatedQuestionSchema.safeParse(question).success).toBe(true);
        const clauses = clausesOf(question!);
        const parts = [question!.text, question!.description ?? '', ...(question!.options ?? []), ...clauses];
        expect(parts.join(' ').replaceAll('{{svar}}', '')).not.toMatch(/[{}]/);
        expect(question!.text.endsWith('?')).toBe(true);
        for (const clause of clauses) expect(clause).toMatch(/[.]$/);
        expect(new Set(clauses).size).toBe(clauses.length);
        expect(question!.section).toBeTruthy();
      }
    }
  });

  it('gives every development title with a relation five questions of its own, none twice', () => {
    let withRelation = 0;
    for (const { title, description } of DEV) {
      const reading = readTitle(title, description);
      const own = relationQuestions(reading, 8);
      if (!own) continue;
      withRelation += 1;
      expect(own.length).toBeGreaterThanOrEqual(5);
      const set = new OfflineQuestionGenerator().select({ title, description, count: 8 });
      expect(set).toHaveLength(8);
      expect(new Set(set.map((q) => q.text)).size).toBe(8);
      expect(setProblems(set)).toEqual([]);
      expect(isTyped(set)).toBe(true);
    }
    expect(withRelation).toBeGreaterThanOrEqual(36);
  });
});

describe('a long set for a relation', () => {
  it('is filled to the number asked for, each question once', () => {
    const set = new OfflineQuestionGenerator().select({
      title: 'Leie ut hesten til en venninne',
      description: '',
      count: 30,
    });
    expect(set).toHaveLength(30);
    expect(new Set(set.map((q) => q.text.toLowerCase())).size).toBe(30);
    expect(set.slice(0, 8).filter((q) => q.text.includes('hesten')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('what a title’s people and money are not', () => {
  const set = (title: string) => new OfflineQuestionGenerator().select({ title, description: '', count: 8 });

  it('does not read sharing children or caring for a parent as owning them', () => {
    expect(readTitle('Dele barna annenhver helg').relations).not.toContain('own-together');
    expect(
      set('Dele barna annenhver helg')
        .map((q) => q.text)
        .join(' '),
    ).not.toMatch(/eie|andel|forsikret/i);
  });

  it('names no parent as an estate’s asset and no money as a thing to maintain', () => {
    const estate = set('Fordele arven etter pappa');
    expect(estate.length).toBe(8);
    expect(estate.map((q) => `${q.text} ${q.clauseYes} ${q.clauseNo}`).join(' ')).not.toMatch(/\bfar\b/);
    const loan = set('Låne penger til en venn');
    expect(loan.map((q) => `${q.text} ${q.clauseYes}`).join(' ')).not.toMatch(
      /vedlikehold av pengene|pengene.*forsikret/i,
    );
  });

  it('reads «lån av» a thing as borrowing the thing, and paid babysitting as care alone', () => {
    expect(readTitle('Lån av bilen til lillebror')).toMatchObject({
      relations: ['lend-thing'],
      object: { lemma: 'bil' },
    });
    expect(readTitle('Lån til søsteren min med renter')).toMatchObject({
      relations: ['lend-money'],
      object: { lemma: 'lån' },
    });
    expect(readTitle('barnevakt for Emil').relations).toEqual(['care']);
    expect(definiteForm(objectOf('rom'))).toBe('rommet');
  });
});

describe('neighbours’ matters', () => {
  const set = (title: string, kinds?: ('neighbours' | 'care')[]) =>
    new OfflineQuestionGenerator().select({ title, description: '', count: 10, kinds });

  it('reads what neighbours are at odds about, also with no word for neighbour at a home', () => {
    expect(readTitle('Naboen parkerer foran innkjørselen')).toMatchObject({
      relations: ['neighbours'],
      matters: ['parking'],
    });
    expect(readTitle('røyking på verandaen under oss')).toMatchObject({
      relations: ['neighbours'],
      matters: ['smoke'],
    });
    // The description adds its matters after the title's.
    expect(readTitle('Hekken mot naboen', 'Og så parkerer han alltid i innkjørselen vår')).toMatchObject({
      matters: ['trees', 'parking'],
    });
    // A matter with no relation, at no home, is nobody's neighbours: quitting together is a promise.
    expect(readTitle('Slutte med røyking sammen')).toEqual({
      relations: ['promise'],
      object: null,
      objectFromDescription: false,
    });
    // Chosen as the neighbours', the matter counts.
    expect(readTitle('Slutte med røyking sammen', '', ['neighbours']).matters).toEqual(['smoke']);
  });

  it('leads with the matter’s own questions, and leaves out the common costs where nothing is shared', () => {
    const camera = set('Kameraet til naboen filmer hagen vår');
    expect(camera.slice(0, 5).every((q) => q.section === 'Kameraovervåking')).toBe(true);
    const texts = camera.map((q) => q.text);
    expect(texts).not.toContain(SPLIT_QUESTION);
    expect(texts.join(' ')).not.toMatch(/felles kostnader|vedlikeholdet|større arbeid/);
    // A road is shared: its costs are asked.
    const road = readTitle('Brøyting av felles vei');
    expect(road.matters).toEqual(['road']);
    expect(relationQuestions(road, 30)!.map((q) => q.text)).toContain(SPLIT_QUESTION);
  });

  it('asks smoke on the balcony below about smoking, when the person says it is between neighbours', () => {
    const smoke = set('røyking på verandaen under oss', ['neighbours']);
    expect(smoke.filter((q) => q.section === 'Røyking og grilling').length).toBeGreaterThanOrEqual(5);
    expect(setProblems(smoke)).toEqual([]);
  });

  it('reads a matter in a neighbours’ title by its weaker words too, and not in titles about other things', () => {
    expect(readTitle('Naboen har satt opp kamera mot hagen vår').matters).toEqual(['camera']);
    expect(readTitle('Naboen grilla på balkongen').matters).toEqual(['smoke']);
    // Wood smoke is its own matter: the stove and the chimney, not tobacco.
    expect(readTitle('Vedfyringen til naboen').matters).toEqual(['woodsmoke']);
    expect(readTitle('Naboens vedovn røyker inn hos oss').matters).toEqual(['woodsmoke']);
    expect(readTitle('Naboen fyrer i peisen hele dagen og røyken kommer inn hos oss').matters).toEqual([
      'woodsmoke',
    ]);
    // Grilling beside a stove is still grilling; firing rockets is no stove.
    expect(readTitle('Naboen fyrer opp grillen og peisen hver kveld').matters).toEqual([
      'smoke',
      'woodsmoke',
    ]);
    expect(readTitle('Naboen fyrer av raketter hele natta').matters ?? []).not.toContain('woodsmoke');
    expect(readTitle('Naboens bil står alltid i veien for oss').matters).toEqual(['parking']);
    expect(readTitle('Oversvømt kjeller etter regnet, vannet kom fra naboen').matters).toEqual(['water']);
    for (const title of ['Overvåkning av hytta mens vi er borte', 'Terrasse i furu', 'Grilling på hytta'])
      expect({ title, relations: readTitle(title).relations }).not.toMatchObject({
        relations: expect.arrayContaining(['neighbours']),
      });
  });

  it('asks the split before any clause that shares a cost by it, and nothing of the properties where only nuisances are named', () => {
    const titles = [
      'Naboen parkerer foran innkjørselen',
      'Støy fra leiligheten over oss',
      'Løv i takrenna hos naboen',
      'Gjerde og hekk mot naboen',
      'Bjørka til naboen skygger for terrassen',
      'Brøyting av felles vei',
    ];
    for (const count of [6, 8, 10, 14])
      for (const title of titles) {
        const questions = relationQuestions(readTitle(title), count)!;
        const texts = questions.map((q) => q.text);
        const sharing = questions.filter((q) =>
          [q.clauseYes, q.clauseNo, q.clauseTemplate, ...(q.optionClauses ?? [])].some((c) =>
            c?.includes('som de andre felles kostnadene'),
          ),
        );
        const split = texts.indexOf(SPLIT_QUESTION);
        for (const q of sharing)
          expect({
            title,
            count,
            q: q.text,
            splitBefore: split >= 0 && split < texts.indexOf(q.text),
          }).toEqual({
            title,
            count,
            q: q.text,
            splitBefore: true,
          });
        expect(questions.length).toBeLessThanOrEqual(count);
      }
    const nuisance = relationQuestions(readTitle('Støy fra leiligheten over oss'), 30)!.map((q) => q.text);
    expect(nuisance).not.toContain('Skal avtalen tinglyses på eiendommene?');
    expect(nuisance).not.toContain('Skal endringer nær eiendomsgrensen kreve samtykke fra naboen?');
    // A tree is asked about as a tree, not again as land to change or keep in repair.
    const tree = relationQuestions(readTitle('Bjørka til naboen skygger for terrassen'), 30)!.map(
      (q) => q.text,
    );
    expect(tree.join('\n')).not.toMatch(/bjørken bare kunne endres|holde bjørken i stand/);
  });

  it('asks what pays the work right after whether it is paid, so that a short set keeps it', () => {
    const texts = relationQuestions(readTitle('Hjelp med hagearbeid'), 3)!.map((q) => q.text);
    expect(texts.slice(0, 3)).toContain('Hva skal arbeidet betales med i stedet for penger?');
  });
});

describe('promises and rules', () => {
  it('reads a promise or a rule in a title that names nothing else the parties do', () => {
    for (const title of [
      'Vi skal slutte å snuse sammen',
      'Innetider for Henrik',
      'Ikke legge ut bilder av barna på nett',
      'Treningsavtale med Kari',
      'Vi dobler sparinga til Nora',
    ])
      expect({ title, relations: readTitle(title).relations }).toEqual({ title, relations: ['promise'] });
    // Beside another relation, the same words say nothing of a promise.
    expect(readTitle('Låne ut sykkelen, men ikke på fjellet').relations).toEqual(['lend-thing']);
    // Common words name a promise only in their phrases, and a thing a relation is guessed from goes first.
    for (const title of [
      'Slutte i jobben',
      'Ikke fornøyd med maleren',
      'Tørr ved til vinteren',
      'Legge ut annonse på Finn',
      'Trene fotballaget i høst',
      'Regler for bruk av tilhengeren',
      'Trening av hunden',
    ])
      expect({ title, relations: readTitle(title).relations }).not.toEqual({ title, relations: ['promise'] });
    expect(readTitle('Mobilregler for Emil på 13').relations).toEqual(['promise']);
    // A rule said as one goes before a relation guessed from what it names (a holiday, a gift, money).
    for (const title of [
      'Ingen jobbmail i ferien',
      'Julegaver i storfamilien: bare én gave per voksen',
      'Treningspakt med Ola: 200 kr for hver økt jeg dropper',
    ])
      expect({ title, relations: readTitle(title).relations }).toEqual({ title, relations: ['promise'] });
    expect(readTitle('Sukkerfri februar').relations).toEqual(['promise']);
    // What only the description names guesses nothing: the promise stands.
    expect(
      readTitle('Vi skal slutte å snuse sammen', 'Fra nyttår, og den som sprekker, spanderer middag.')
        .relations,
    ).toEqual(['promise']);
  });

  it('asks what is promised, from when, for how long, how it is followed up and what a breach leads to', () => {
    const set = new OfflineQuestionGenerator().select({
      title: 'Vi skal slutte å snuse sammen',
      description: '',
      count: 10,
    });
    const texts = set.map((q) => q.text);
    expect(texts.slice(0, 3)).toEqual([
      'Hva lover dere hverandre?',
      'Fra hvilken dato gjelder løftet?',
      'Hvor lenge skal løftet gjelde?',
    ]);
    expect(texts).toContain('Hva skal skje hvis en av dere bryter løftet?');
    expect(set.filter((q) => q.section === 'Løftet').length).toBeGreaterThanOrEqual(7);
    expect(set.some((q) => q.description?.includes(KEYWORD_NOTICE))).toBe(false);
    expect(setProblems(set)).toEqual([]);
  });

  it('writes a measurable limit and a fine in as typed values, each asked only after the choice that needs it', () => {
    const set = new OfflineQuestionGenerator().select({
      title: 'Bare én gave per voksen til jul',
      description: '',
      count: 10,
    });
    const at = (text: string) => set.findIndex((q) => q.text === text);
    const shownBy = (text: string) => set[at(text)]?.conditions?.[0];
    expect(set[at('Setter løftet en grense som kan måles?')]?.type).toBe('multiple_choice');
    expect(set[at('Hvilket beløp er grensen?')]).toMatchObject({ type: 'free_text', format: 'amount' });
    expect(shownBy('Hvilket beløp er grensen?')).toMatchObject({
      question: at('Setter løftet en grense som kan måles?'),
      value: 'Ja, et beløp',
      action: 'show',
    });
    expect(set[at('Hvor stor skal boten være?')]).toMatchObject({ type: 'free_text', format: 'amount' });
    expect(shownBy('Hvor stor skal boten være?')).toMatchObject({
      question: at('Hva skal skje hvis en av dere bryter løftet?'),
      value: 'Den som bryter det, betaler en bot',
    });
    expect(setProblems(set)).toEqual([]);
  });
});

describe('a loan, a sale or joint ownership of something the reader does not know', () => {
  it("calls it «tingen», asks first what it is, and keeps the relation's own questions", () => {
    const set = new OfflineQuestionGenerator().select({
      title: 'Salg av PS5 med to kontrollere',
      description: '',
      count: 10,
    });
    expect(set[0]).toMatchObject({ text: 'Hva er det avtalen gjelder?', type: 'free_text', fact: true });
    expect(set[0].clauseTemplate).toBe('I denne avtalen betyr «tingen» dette: {{svar}}.');
    const texts = set.map((q) => q.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Hvem av dere selger tingen?',
        'Hva er kjøpesummen for tingen?',
        'Hvilken dato skal kjøperen overta tingen?',
      ]),
    );
    expect(set.filter((q) => q.section === 'Kjøpet').length).toBeGreaterThanOrEqual(7);
    expect(setProblems(set)).toEqual([]);
    // A known object keeps its name, and is not defined again.
    const drone = new OfflineQuestionGenerator()
      .select({ title: 'Låne bort dronen til Per', description: '', count: 10 })
      .map((q) => q.text);
    expect(drone).toContain('Hvem av dere låner ut dronen?');
    expect(drone).not.toContain('Hva er det avtalen gjelder?');
  });
});

describe('an advance on inheritance', () => {
  it("asks who gives what and when, and whether and how it is deducted, not a dødsbo's questions", () => {
    const set = new OfflineQuestionGenerator().select({
      title: 'Arveforskudd til yngste sønn',
      description: '',
      count: 10,
    });
    const texts = set.map((q) => q.text);
    expect(texts.slice(0, 5)).toEqual([
      'Hvem av dere gir forskuddet på arv?',
      'Hvem får forskuddet, og hva er det?',
      'Hva er forskuddet verdt den dagen det gis?',
      'Hvilken dato gis forskuddet?',
      'Skal forskuddet trekkes fra i arven til den som får det?',
    ]);
    expect(texts).not.toContain('Skal dere overta boet til privat skifte?');
    expect(set.filter((q) => q.section === 'Arveforskuddet').length).toBeGreaterThanOrEqual(5);
    expect(setProblems(set)).toEqual([]);
    // Said only in the description, it counts too; a dødsbo stays a dødsbo.
    expect(readTitle('Pengene fra mamma', 'Hun gir oss 200 000 hver som forskudd på arv.').estateKind).toBe(
      'advance',
    );
    expect(readTitle('Dødsboet etter far').estateKind).toBeUndefined();
  });
});

describe('a farm taken over', () => {
  it("asks who takes over, the price, odel, the siblings, kår and the gain, not a sale's or a dødsbo's questions", () => {
    for (const title of [
      'Overta gården etter far',
      'Gårdsoverdragelse til yngste datter',
      'Generasjonsskifte på gården',
    ]) {
      expect({ title, reading: readTitle(title) }).toMatchObject({
        title,
        reading: { relations: ['estate'], estateKind: 'farm' },
      });
      const set = new OfflineQuestionGenerator().select({ title, description: '', count: 10 });
      expect(set[0].text).toBe('Hvem av dere overtar gården?');
      expect(set.every((q) => q.section === 'Overtakelsen av gården' || q.section === 'Bakgrunn')).toBe(true);
      expect(setProblems(set)).toEqual([]);
    }
    // A firm passed on is no farm.
    expect(readTitle('Generasjonsskifte i familiebedriften').estateKind).toBeUndefined();
  });
});

describe('an animal owned together', () => {
  it('asks where a pet lives, by turns or with one of them, instead of a plan for its use; a horse keeps the plan', () => {
    const rabbit = new OfflineQuestionGenerator()
      .select({
        title: 'Kjøpe kanin sammen',
        description: '',
        count: 30,
        kinds: ['own-together', 'buy-sell'],
      })
      .map((q) => q.text);
    expect(rabbit).toContain('Hvor skal kaninen bo?');
    expect(rabbit).toContain('Hvem av dere skal ha kaninen fast hos seg?');
    expect(rabbit).not.toContain('Skal bruken av kaninen fordeles etter en fast plan?');
    const horse = new OfflineQuestionGenerator()
      .select({ title: 'Kjøpe hest sammen', description: '', count: 30 })
      .map((q) => q.text);
    expect(horse).toContain('Skal bruken av hesten fordeles etter en fast plan?');
    expect(horse).not.toContain('Hvor skal hesten bo?');
  });
});

describe('neighbours beside what a title is mostly about', () => {
  it('add what is theirs, not a second round of common costs and upkeep', () => {
    const drill = relationQuestions(
      { ...readTitle('Låne bort drillen'), relations: ['lend-thing', 'neighbours'] },
      30,
    )!;
    const texts = drill.map((q) => q.text);
    expect(texts).not.toContain('Skal hver av dere ha ansvaret for vedlikeholdet på egen eiendom?');
    expect(texts).not.toContain(SPLIT_QUESTION);
    expect(texts).toContain('Hvilke eiendommer gjelder avtalen?');
    // Leading, the neighbours keep them.
    const fence = relationQuestions(readTitle('Felles vedlikehold mellom naboene'), 30)!.map((q) => q.text);
    expect(fence).toContain(SPLIT_QUESTION);
  });
});

describe('an estate', () => {
  it('asks early whether the heirs take over the debts, and settles debts and a written settlement before paying out', () => {
    const texts = new OfflineQuestionGenerator()
      .select({ title: 'Dødsboet etter far', description: '', count: 10 })
      .map((q) => q.text);
    expect(texts.slice(0, 3)).toContain('Skal dere overta boet til privat skifte?');
    expect(texts).toContain('Skal all kjent gjeld og alle utgifter i boet betales før noe fordeles?');
    expect(texts).toContain('Skal oppgjøret settes opp skriftlig og signeres av alle før noe betales ut?');
    const cabin = new OfflineQuestionGenerator()
      .select({ title: 'Hytta etter mormor', description: '', count: 14 })
      .map((q) => q.text);
    expect(cabin).toContain('Skal en av dere kunne overta hytta mot å betale de andre ut?');
  });
});

describe('a building near the boundary', () => {
  const set = (title: string) => new OfflineQuestionGenerator().select({ title, description: '', count: 10 });

  it('reads a garage a metre from the boundary as its placement and asks about it first, not about the works', () => {
    const title = 'Naboen vil bygge garasje en meter fra grensa';
    expect(readTitle(title)).toMatchObject({ relations: ['neighbours'], matters: ['boundary-building'] });
    const garage = set(title);
    expect(garage[0].text).toBe('Hva skal bygges, og hvor på eiendommen skal det stå?');
    expect(garage.slice(1, 8).every((q) => q.section === 'Bygg nær grensen')).toBe(true);
    expect(garage.some((q) => q.section === 'Byggearbeid')).toBe(false);
    expect(garage.find((q) => q.text.includes('meter fra eiendomsgrensen'))).toMatchObject({
      type: 'free_text',
      format: 'number',
    });
    // What the land has in common is still asked: the neighbours' registration and changes near the boundary.
    expect(relationQuestions(readTitle(title), 30)!.map((q) => q.text)).toContain(
      'Skal avtalen tinglyses på eiendommene?',
    );
    expect(setProblems(garage)).toEqual([]);
  });

  it('still reads noisy building works as building works', () => {
    const title = 'Byggestøy fra naboens tilbygg';
    expect(readTitle(title)).toMatchObject({ relations: ['neighbours'], matters: ['building-works'] });
    const works = set(title);
    expect(works.slice(0, 5).every((q) => q.section === 'Byggearbeid')).toBe(true);
    expect(works.some((q) => q.section === 'Bygg nær grensen')).toBe(false);
  });
});

describe("what a title says that narrows a neighbours' matter", () => {
  const texts = (title: string) =>
    new OfflineQuestionGenerator().select({ title, description: '', count: 10 }).map((q) => q.text);

  it('asks about a cat, not dogs and hens, and about a dog, not cats', () => {
    expect(readTitle('naboens katt driter i sandkassa').aspects).toEqual(['cat']);
    const cat = texts('naboens katt driter i sandkassa');
    expect(cat[0]).toBe('Hva skal den som har katt, gjøre når katten gjør fra seg hos de andre?');
    expect(cat).not.toContain('Skal hunder alltid være i bånd når de er utenfor egen eiendom?');
    expect(cat).not.toContain('Hvilke andre dyr kan dere ha ute?');
    const dog = texts('Naboens hund bjeffer hele dagen');
    expect(dog).not.toContain('Skal katter kunne gå fritt ute?');
    expect(dog).toContain('Hva skal den som har hund, gjøre for at den ikke bjeffer når den er alene?');
    // Both named: the whole animals set.
    expect(readTitle('Naboens hund og katt').aspects).toBeUndefined();
  });

  it('asks how a tree is felled, not how it is kept trimmed; snow, not speed; drilling hours in a block of flats', () => {
    const birch = texts('Felle bjørka på grensa');
    expect(birch.slice(0, 4)).toEqual([
      'Hvem skal gjøre fellingen?',
      'Hvilken dato skal fellingen senest være gjort?',
      'Skal den som feller, dekke skade fellingen gjør hos de andre?',
      'Hva skal skje med veden, kvisten og stubbene?',
    ]);
    expect(birch).not.toContain('Skal trærne og hekkene holdes under en bestemt høyde?');
    const snow = relationQuestions(
      { ...readTitle('Snømåking av felles vei'), relations: ['neighbours'] },
      12,
    )!.map((q) => q.text);
    expect(snow).toContain('Hvordan skal dere dele snømåkingen?');
    expect(snow).not.toContain('Hvor fort kan dere kjøre på veien?');
    expect(snow).not.toContain('Skal dere bestille brøyting og strøing av veien sammen?');
    const flats = texts('Boring og banking i blokka');
    expect(readTitle('Boring og banking i blokka')).toMatchObject({
      relations: ['neighbours'],
      matters: ['noise'],
    });
    expect(flats[0]).toBe('Når kan det bores, bankes og gjøres annet støyende arbeid?');
    expect(flats).not.toContain('Skal den som skal ha fest, varsle de andre på forhånd?');
  });

  it("reads a neighbour named beside a matter of theirs as the neighbours', leading", () => {
    expect(readTitle('Naboens fest og høy musikk')).toMatchObject({
      relations: ['neighbours', 'share-costs'],
      matters: ['noise'],
    });
    expect(readTitle('Fest med naboene').relations).toEqual(['share-costs']);
  });
});

describe('titles of the eighth run that got fewer than three questions of their own', () => {
  it("reads a neighbour's cat in one word, screen time and a cap in kroner as rules", () => {
    expect(readTitle('nabokatten gjør fra seg i sandkassa')).toMatchObject({
      relations: ['neighbours'],
      matters: ['animals'],
      aspects: ['cat'],
    });
    // A rule word goes before the shared holiday or the gifts its object would suggest.
    expect(readTitle('Skjermtid for ungene i sommerferien').relations).toEqual(['promise']);
    expect(readTitle('maks 2000 kr i julegaver per person').relations).toEqual(['promise']);
    // Beside a relation, «maks» is what the relation's own questions ask about.
    expect(readTitle('Leie ut hytta for maks 2000 kr natten').relations).toEqual(['rent']);
  });
});
