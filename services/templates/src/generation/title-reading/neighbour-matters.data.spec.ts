import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clausesOf, duplicates, isClean, startsUpperCase } from '../../catalogue/catalogue.spec-helper';
import type { CatalogueQuestion } from '../../catalogue/catalogue.types';
import { words } from '../text-lists.rules';
import {
  MATTER_ASPECTS,
  NEIGHBOUR_MATTER_CUES,
  NEIGHBOUR_MATTER_SECTIONS,
  NEIGHBOUR_MATTER_TEMPLATES,
  type NeighbourMatter,
} from './neighbour-matters.data';
import { neighbourMatters } from './neighbour-matters';
import {
  OBJECT_TEMPLATES,
  type QuestionTemplate,
  RELATION_TEMPLATES,
  SPLIT_QUESTION,
} from './relation-templates.data';
import {
  clauseProblems,
  followUpProblems,
  optionAndValueProblems,
  questionShapeProblems,
  report,
  textsOf,
  unboundValueProblems,
} from './template-checks.spec-helper';

const MATTERS = Object.keys(NEIGHBOUR_MATTER_TEMPLATES) as NeighbourMatter[];

/** Every template of every matter, named by its matter, with those an aspect of it asks. */
const ALL = [
  ...MATTERS.flatMap((matter) =>
    NEIGHBOUR_MATTER_TEMPLATES[matter].map((template) => ({ matter, template })),
  ),
  ...Object.values(MATTER_ASPECTS).flatMap(({ matter, ask = [] }) =>
    ask.map((template) => ({ matter, template })),
  ),
];

/** The same, placed as the shared checks name them. */
const PLACED = ALL.map(({ matter, template }) => ({ where: matter, template }));

/** The templates printed in the same set as a matter's: the neighbours' own and the land templates for them. */
const BESIDE: { where: string; template: QuestionTemplate }[] = [
  ...RELATION_TEMPLATES.neighbours.map((template) => ({ where: 'neighbours', template })),
  ...OBJECT_TEMPLATES.filter((t) => t.kinds.includes('land') && t.relations.includes('neighbours')).map(
    ({ template }) => ({ where: 'land (neighbours)', template }),
  ),
];

/** Every clause a template can print, with each answer filled in as the legal text does. */
const clauses = (template: QuestionTemplate): string[] =>
  clausesOf({ ...template, key: 'q' } as CatalogueQuestion);

const mattersIn = (title: string) => neighbourMatters(words(title));

describe('neighbour matters: what each matter has', () => {
  it('has cues, a heading and 5–8 questions for every matter', () => {
    expect(Object.keys(NEIGHBOUR_MATTER_CUES).sort()).toEqual([...MATTERS].sort());
    expect(Object.keys(NEIGHBOUR_MATTER_SECTIONS).sort()).toEqual([...MATTERS].sort());
    for (const matter of MATTERS) {
      const count = NEIGHBOUR_MATTER_TEMPLATES[matter].length;
      expect({ matter, count, fits: count >= 5 && count <= 8 }).toEqual({ matter, count, fits: true });
      const section = NEIGHBOUR_MATTER_SECTIONS[matter];
      expect(isClean(section) && section.length <= 80 && startsUpperCase(section)).toBe(true);
    }
  });

  it('asks no question twice, neither within the matters nor beside the neighbours’ and land templates', () => {
    const texts = ALL.map(({ template }) => template.text.toLowerCase());
    expect(duplicates(texts)).toEqual([]);
    const beside = new Set(BESIDE.map(({ template }) => template.text.toLowerCase()));
    expect(texts.filter((t) => beside.has(t))).toEqual([]);
  });
});

describe('neighbour matters: aspects', () => {
  it('leaves out only questions its matter has, and asks none the matter already asks', () => {
    for (const [name, aspect] of Object.entries(MATTER_ASPECTS)) {
      const own = NEIGHBOUR_MATTER_TEMPLATES[aspect.matter].map((t) => t.text);
      expect({ name, missing: aspect.leaveOut.filter((text) => !own.includes(text)) }).toEqual({
        name,
        missing: [],
      });
      expect({
        name,
        twice: (aspect.ask ?? []).filter((t) => own.includes(t.text)).map((t) => t.text),
      }).toEqual({
        name,
        twice: [],
      });
    }
  });
});

describe('neighbour matters: wording', () => {
  it('asks each question as one question ending with «?», with a clean help text ending with «.»', () => {
    report(questionShapeProblems(PLACED));
  });

  it('gives every answer a clause that stands alone as one sentence, and each answer a different one', () => {
    report(clauseProblems(PLACED));
  });

  it('has two or more short, clean options on a choice, and takes a typed value once as {{svar}}', () => {
    report(optionAndValueProblems(PLACED));
  });

  it('points no clause to a value «partene har avtalt skriftlig», which no field collects', () => {
    report(unboundValueProblems(PLACED));
  });
});

describe('neighbour matters: follow-ups', () => {
  it('gives every key once in its matter, and names in every showIf an earlier question of the same matter and an answer it has', () => {
    report(
      followUpProblems(
        MATTERS.map((matter) => ({ where: matter, templates: NEIGHBOUR_MATTER_TEMPLATES[matter] })),
      ),
    );
  });
});

describe('neighbour matters: cues', () => {
  const cues = MATTERS.flatMap((matter) => NEIGHBOUR_MATTER_CUES[matter].map((cue) => ({ matter, cue })));

  it('writes every cue in lower case, as whole words, once', () => {
    const problems = cues
      .filter(({ cue }) => cue !== cue.toLowerCase() || !/^[a-zæøåé]+\*?( [a-zæøåé]+\*?)*$/.test(cue))
      .map(({ matter, cue }) => `${matter}: «${cue}»`);
    report(problems);
    expect(duplicates(cues.map(({ cue }) => cue))).toEqual([]);
  });

  it('gives no cue to two matters, and no prefix cue of one matter matches a word of another’s', () => {
    const problems: string[] = [];
    for (const a of cues)
      for (const b of cues) {
        if (a.matter === b.matter) continue;
        if (a.cue === b.cue) problems.push(`«${a.cue}» is ${a.matter} and ${b.matter}`);
        if (!a.cue.endsWith('*') || a.cue.includes(' ')) continue;
        const stem = a.cue.slice(0, -1);
        for (const word of b.cue.split(' '))
          if (word.replace(/\*$/, '').startsWith(stem))
            problems.push(`${a.matter} «${a.cue}» swallows ${b.matter} «${b.cue}»`);
      }
    report(problems);
  });

  it('names the matter of the titles people write, and no matter in words that mean something else', () => {
    expect(mattersIn('Naboen parkerer foran innkjørselen')).toEqual(['parking']);
    expect(mattersIn('Kameraet til naboen filmer hagen vår')).toEqual(['camera']);
    expect(mattersIn('Overvåkningskamera til naboen peker mot hagen vår')).toEqual(['camera']);
    expect(mattersIn('røyking på verandaen under oss')).toEqual(['smoke']);
    expect(mattersIn('Bjørka til naboen skygger for terrassen')).toEqual(['trees']);
    expect(mattersIn('Hekken er for høy')).toEqual(['trees']);
    expect(mattersIn('Nytt gjerde mot naboen, dele regningen')).toEqual(['fence']);
    expect(mattersIn('Naboens hund bjeffer hele dagen')).toEqual(['animals']);
    expect(mattersIn('Naboens katt i sandkassa')).toEqual(['animals']);
    expect(mattersIn('Felles privat vei - brøyting og vedlikehold')).toEqual(['road']);
    expect(mattersIn('Bråk fra naboen om natta')).toEqual(['noise']);
    expect(mattersIn('Vann i kjelleren fra naboens takrenne')).toEqual(['water']);
    expect(mattersIn('Støttemuren mellom oss og Pedersen')).toEqual(['building-works']);
    for (const title of [
      'Katten til Siri mens hun er i Australia',
      'låne ut kamera til venn på tur',
      'Hytte i Gran',
      'Tur til Bjørkelangen',
      'Lån på hundre tusen',
      'Selge valp',
      'Felles grill',
      'Flomlys over inngangen',
      'Tre uker i Spania',
    ])
      expect({ title, matters: mattersIn(title) }).toEqual({ title, matters: [] });
  });
});

describe('neighbour matters: no two clauses of a set say otherwise', () => {
  // The neighbours' templates decide the split of the common costs, damage, changes near the boundary and
  // notice to end the agreement, and the land templates changes to and upkeep of the land itself (each
  // «så langt ikke annet følger av denne avtalen» or not): a matter's clause on one of these goes before them
  // or yields to them, by the words the header of neighbour-matters.data.ts names.
  const printed = ALL.flatMap(({ matter, template }) =>
    clauses(template).map((clause) => ({ matter, template, clause })),
  );
  const GOES_BEFORE = 'og dette går foran det denne avtalen ellers sier om';

  it('says what a clause goes before, whenever it goes before something', () => {
    const problems = printed
      .filter(
        ({ clause }) =>
          /går foran/.test(clause) && !/går foran det denne avtalen ellers sier om \p{L}/u.test(clause),
      )
      .map(({ matter, clause }) => `${matter}: ${clause}`);
    report(problems);
  });

  /** The clauses a pattern finds that say none of the words that let them stand beside the others. */
  const unsettled = (pattern: RegExp, settled: (clause: string) => boolean) => {
    const found = printed.filter(({ clause }) => pattern.test(clause));
    return {
      found: found.length,
      problems: found
        .filter(({ clause }) => !settled(clause))
        .map(({ matter, clause }) => `${matter}: ${clause}`),
    };
  };

  it('lets a split of costs go before the neighbours’ split, or follow it', () => {
    const { found, problems } = unsettled(
      /\b(deles|deler|fordeles|bæres av)\b.*kostnad|kostnad\p{L}*\b.*\b(deles|deler|fordeles|bæres av)\b|for egen regning|betaler for/u,
      (clause) =>
        clause.includes(GOES_BEFORE) ||
        /som de andre felles kostnadene|på samme måte som kostnadene|så langt ikke annet følger av denne avtalen/.test(
          clause,
        ),
    );
    expect(found).toBeGreaterThan(10);
    report(problems);
    // The neighbours' split is there to go before.
    expect(RELATION_TEMPLATES.neighbours.filter((t) => t.text === SPLIT_QUESTION)).toHaveLength(1);
  });

  it('lets a clause on who pays for damage go before the neighbours’ damage clause, or yield to it', () => {
    const { found, problems } = unsettled(
      /\bskade\b.*\b(dekker|betaler|erstattes|utbedrer)\b|\b(dekker|betaler|erstattes|utbedrer)\b.*\bskade\b/i,
      (clause) =>
        clause.includes(`${GOES_BEFORE} skade`) ||
        clause.includes('så langt ikke annet følger av denne avtalen'),
    );
    expect(found).toBeGreaterThanOrEqual(5);
    report(problems);
  });

  it('ends an agreement on the fence only as grannegjerdelova § 2 allows, beside the neighbours’ notice', () => {
    const ending = printed.filter(({ clause }) => /sies opp|oppsigelse/.test(clause));
    expect(ending.length).toBeGreaterThan(0);
    for (const { clause } of ending) {
      expect(clause).toMatch(/grannegjerdelova § 2/);
      expect(clause).toMatch(
        /går foran det denne avtalen ellers sier om oppsigelse|følger det denne avtalen ellers sier om oppsigelse/,
      );
    }
  });

  it('lets a party cut, fell or fasten something near the boundary only going before the consent the others ask', () => {
    const { found, problems } = unsettled(
      /kan (selv bestemme å felle|feste)|kan naboen skjære|naboen kan skjære/,
      (clause) =>
        clause.includes(`${GOES_BEFORE} endringer`) || clause.includes(`${GOES_BEFORE} å endre eller fjerne`),
    );
    expect(found).toBe(4);
    report(problems);
  });

  it('lets a camera film the owner’s own property only, whatever the answers', () => {
    for (const { template } of ALL.filter(({ matter }) => matter === 'camera'))
      for (const clause of clauses(template)) expect(clause).not.toMatch(/(kan|får) filme/);
    // First whether there is an outdoor camera at all; what it may film, and the rest, only after a Ja.
    const [outdoor, scope, ...rest] = NEIGHBOUR_MATTER_TEMPLATES.camera;
    expect(outdoor).toMatchObject({
      key: 'outdoor',
      clauseNo: 'Ingen av partene har kamera som filmer utendørs.',
    });
    expect(outdoor.description).toMatch(/personopplysningsloven § 2 andre ledd bokstav a/);
    expect(scope.type).toBe('multiple_choice');
    if (scope.type === 'multiple_choice')
      for (const { clause } of scope.options) expect(clause).toMatch(/filmer bare partens egen/);
    for (const template of [scope, ...rest])
      expect(template.showIf).toEqual({ questionKey: 'outdoor', equals: true });
  });

  it('names no value of another matter, so that a matter reads alone', () => {
    const own: Partial<Record<NeighbourMatter, RegExp>> = {
      noise: /\broen\b|det skal være ro/,
      road: /kostnadene til vedlikehold av veien/,
    };
    const problems: string[] = [];
    for (const [matter, pattern] of Object.entries(own) as [NeighbourMatter, RegExp][])
      for (const { matter: other, clause } of printed)
        if (other !== matter && pattern.test(clause)) problems.push(`${other}: ${clause}`);
    report(problems);
  });
});

describe('neighbour matters: legal sources', () => {
  const doc = readFileSync(path.resolve(__dirname, '../../../../../docs/legal-sources.md'), 'utf8');

  it('has a row in docs/legal-sources.md, right after the relation templates, for every statute a template names', () => {
    const start = doc.indexOf('## Neighbour matters for custom topics');
    expect(start).toBeGreaterThan(doc.indexOf('## Relation templates for custom topics'));
    const between = doc.slice(doc.indexOf('## Relation templates for custom topics') + 1, start);
    expect(between).not.toMatch(/\n## /);
    const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
    const cited = new Set(
      ALL.flatMap(({ template }) => textsOf(template)).flatMap((t) =>
        [...t.matchAll(/(\p{L}+(?:lov|lova|loven|reglene)) §§? ([\d-]+)/gu)].map((m) => `${m[1]} § ${m[2]}`),
      ),
    );
    expect(cited.size).toBeGreaterThan(5);
    for (const citation of cited)
      expect({ citation, listed: section.includes(citation) }).toEqual({ citation, listed: true });
  });

  it('lists every law a template names under «Laws cited»', () => {
    const laws = doc.slice(
      doc.indexOf('## Laws cited'),
      doc.indexOf('\n## ', doc.indexOf('## Laws cited') + 1),
    );
    const named = new Set(
      ALL.flatMap(({ template }) => textsOf(template)).flatMap((t) =>
        [...t.matchAll(/\b(\p{L}+(?:lova|loven|reglene))\b/gu)].map((m) => m[1]),
      ),
    );
    // Not laws: the rules of a borettslag or sameie, and the general rules of damages.
    named.delete('husordensreglene');
    named.delete('erstatningsreglene');
    expect(named.size).toBeGreaterThan(5);
    for (const law of named) expect({ law, listed: laws.includes(law) }).toEqual({ law, listed: true });
  });
});

describe('neighbour matters: a building near the boundary', () => {
  const read = (title: string) => neighbourMatters(words(title), true);
  const templates = NEIGHBOUR_MATTER_TEMPLATES['boundary-building'];
  const printed = templates.flatMap(clauses);

  it('reads its placement, not the building works, and a place near the boundary alone as a tree’s or a fence’s', () => {
    for (const title of [
      'Naboen vil bygge garasje en meter fra grensa',
      'Samtykke til carport nær nabogrensen',
      'Anneks inntil tomtegrensen',
      'Tilbygg nærmere enn fire meter',
      'Nabosamtykke til plassering av garasje',
      'Garasje i nabogrensen',
    ])
      expect({ title, matters: read(title) }).toEqual({ title, matters: ['boundary-building'] });
    // The works named by their own words stay the works'.
    expect(read('Byggestøy fra naboens tilbygg')).toEqual(['building-works']);
    expect(read('Naboen bygger garasje helt inntil grensa og det er byggestøy hele dagen')).toEqual([
      'building-works',
      'boundary-building',
    ]);
    expect(read('Naboen skal bygge garasje')).toEqual(['building-works']);
    // A hedge or a fence at the boundary is theirs; beside something built, the building is asked about too.
    expect(read('Hekken inntil grensen er for høy')).toEqual(['trees']);
    expect(read('Nytt gjerde i nabogrensen')).toEqual(['fence']);
    expect(read('Garasje inntil grensa, hekken må fjernes')).toEqual(['boundary-building', 'trees']);
    // A plan of one's own is no neighbours' matter by its strong cues.
    expect(mattersIn('Plassering av garasje på egen tomt')).toEqual([]);
  });

  it('asks the distance as a number, and the consent before how long it lasts', () => {
    expect(templates.find((t) => t.text.includes('meter fra eiendomsgrensen'))).toMatchObject({
      type: 'free_text',
      format: 'number',
    });
    const at = templates.findIndex((t) => t.key === 'consent');
    expect(templates[at + 1].showIf).toEqual({ questionKey: 'consent', equals: true });
  });

  it('states plan- og bygningsloven § 29-4 and never promises what the municipality will approve', () => {
    const consent = templates.find((t) => t.key === 'consent')!;
    expect(consent.description).toMatch(/plan- og bygningsloven § 29-4/);
    expect(consent.description).toMatch(/Kommunen avgjør selv og har ingen plikt til å godkjenne/);
    if (consent.type === undefined || consent.type === 'yes_no')
      expect(consent.clauseYes).toMatch(/samtykket ikke binder kommunen/);
    for (const clause of printed)
      expect(clause).not.toMatch(/kommunen (skal|vil|må) godkjenne|godkjennes av kommunen|har krav på/);
  });

  it('goes before the neighbours’ changes near the boundary and registration when it settles them, or yields', () => {
    const changes = printed.filter((c) => /samtykker til at bygget/.test(c));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatch(/går foran det denne avtalen ellers sier om endringer nær eiendomsgrensen/);
    const registered = printed.filter((c) => /tinglys/.test(c));
    expect(registered).toHaveLength(2);
    expect(
      registered.filter((c) => c.includes('går foran det denne avtalen ellers sier om tinglysing')),
    ).toHaveLength(1);
    expect(registered.filter((c) => c.includes('så langt ikke annet følger av denne avtalen'))).toHaveLength(
      1,
    );
  });
});
