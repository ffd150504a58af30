import { ANSWER_PLACEHOLDER, VALUE_FORMATS } from '@avtalt/logic';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clausesOf, duplicates, isClean } from '../../catalogue/catalogue.spec-helper';
import type { CatalogueQuestion } from '../../catalogue/catalogue.types';
import { relationQuestions } from './relation-questions';
import {
  clauseProblems,
  followUpProblems,
  questionShapeProblems,
  report,
  textsOf,
} from './template-checks.spec-helper';
import {
  OBJECT_TEMPLATES,
  type QuestionTemplate,
  RELATION_TEMPLATES,
  SPLIT_QUESTION,
  USE_LABELS,
} from './relation-templates.data';
import { readTitle } from './title-reading';
import type { ObjectKind, Relation } from './title-reading.types';

type Known = Exclude<Relation, 'other'>;

/** Every template, named by where it stands: the relation, or the kinds and relations of an object template. */
const ALL: { where: string; animal: boolean; relations: Known[]; template: QuestionTemplate }[] = [
  ...Object.entries(RELATION_TEMPLATES).flatMap(([relation, templates]) =>
    templates.map((template) => ({
      where: relation,
      animal: false,
      relations: [relation as Known],
      template,
    })),
  ),
  ...OBJECT_TEMPLATES.map(({ kinds, relations, template }) => ({
    where: `${kinds.join('/')} (${relations.join(', ')})`,
    animal: kinds.every((k) => k === 'animal'),
    relations,
    template,
  })),
];

/** The lists a follow-up's `showIf` names its question in: each relation's own, and the object templates. */
const LISTS: { where: string; templates: QuestionTemplate[] }[] = [
  ...Object.entries(RELATION_TEMPLATES).map(([relation, templates]) => ({ where: relation, templates })),
  { where: 'object templates', templates: OBJECT_TEMPLATES.map((t) => t.template) },
];

/**
 * The object as a set names it: a masculine noun ('hesten'), so any agreement with the object would show; the
 * words of the one who lets and who uses as a rent's (USE_LABELS).
 */
const named = (text: string) =>
  text
    .replaceAll('{objektet}', 'hesten')
    .replaceAll('{eieren}', 'utleieren')
    .replaceAll('{Eieren}', 'Utleieren')
    .replaceAll('{brukeren}', 'leietakeren')
    .replaceAll('{Brukeren}', 'Leietakeren');

/** Every clause a template can print, with the object and each answer filled in as the legal text does. */
const clauses = (template: QuestionTemplate): string[] =>
  clausesOf({ ...template, key: 'q' } as CatalogueQuestion).map(named);

describe('relation and object templates: wording', () => {
  it('asks each question as one question ending with «?», with a clean help text ending with «.»', () => {
    report(questionShapeProblems(ALL));
  });

  it('names the object only as {objektet}, the rent’s and loan’s parties only by {eieren}/{brukeren} in templates both ask, and uses no other placeholder than {{svar}}', () => {
    const problems: string[] = [];
    for (const { where, template, relations } of ALL) {
      for (const text of textsOf(template)) {
        const labelled = /\{([Ee]ieren|[Bb]rukeren)\}/.test(text);
        if (labelled && !relations.every((r) => USE_LABELS[r]))
          problems.push(`${where}: labels outside a rent or loan`);
        const rest = text
          .replaceAll('{objektet}', '')
          .replaceAll('{{svar}}', '')
          .replace(/\{([Ee]ieren|[Bb]rukeren)\}/g, '');
        if (/[{}]/.test(rest)) problems.push(`${where}: ${text}`);
        // The object never opens a sentence (its gender and case differ).
        if (/^\{objektet\}|[.?!:]\s+\{objektet\}/.test(text))
          problems.push(`${where}: opens with the object`);
      }
      const answerless =
        template.type === 'multiple_choice'
          ? []
          : template.type === 'free_text'
            ? [template.text]
            : [template.text, template.clauseYes, template.clauseNo];
      for (const text of answerless)
        if (text.includes('{{svar}}')) problems.push(`${where}: {{svar}} in ${text}`);
    }
    report(problems);
  });

  it('gives every answer a clause that stands alone as one sentence, and each answer a different one', () => {
    report(clauseProblems(ALL, named));
  });

  it('has two or more options on a choice, each short, clean and with its own clause', () => {
    const problems: string[] = [];
    for (const { where, template } of ALL) {
      if (template.type !== 'multiple_choice') continue;
      if (template.options.length < 2) problems.push(`${where}: ${template.text}`);
      if (duplicates(template.options.map((o) => o.text.toLowerCase())).length > 0)
        problems.push(`${where}: an option twice`);
      for (const { text, clause } of template.options) {
        if (!isClean(text) || text.length > 200 || /[.?!]$/.test(text)) problems.push(`${where}: «${text}»`);
        if (clause.trim() === '') problems.push(`${where}: «${text}» has no clause`);
      }
    }
    report(problems);
  });

  it('takes a typed value once, as {{svar}}, where a value fits the sentence', () => {
    const problems: string[] = [];
    for (const { where, template } of ALL) {
      if (template.type !== 'free_text') continue;
      const { clauseTemplate, format } = template;
      if (!VALUE_FORMATS.includes(format)) problems.push(`${where}: format ${format}`);
      if (
        (clauseTemplate.match(ANSWER_PLACEHOLDER) ?? []).length !== 1 ||
        !clauseTemplate.includes('{{svar}}')
      )
        problems.push(`${where}: ${clauseTemplate}`);
      const at = clauseTemplate.indexOf('{{svar}}');
      const before = clauseTemplate.slice(0, at);
      const after = clauseTemplate.slice(at + '{{svar}}'.length);
      if (!(before === '' || /[\s(«]$/.test(before)) || !/^($|[\s.,;:)»])/.test(after))
        problems.push(`${where}: {{svar}} glued to a word in ${clauseTemplate}`);
      // Only a name opens a sentence; the display brings its own unit (12 000 kr, 15 %).
      if (before === '' && format !== 'party') problems.push(`${where}: a ${format} opens ${clauseTemplate}`);
      if (format === 'amount' && (/^\s*(kr\b|kroner)/i.test(after) || /kr\.?\s*$/i.test(before)))
        problems.push(`${where}: kr twice in ${clauseTemplate}`);
      if (format === 'percent' && /^\s*(%|prosent)/i.test(after)) problems.push(`${where}: % twice`);
    }
    report(problems);
  });

  it('gives roles only to a party question, and prints a fact under Bakgrunn in a section of at most 80 characters', () => {
    const problems: string[] = [];
    for (const { where, template } of ALL) {
      const roles =
        template.type === 'free_text'
          ? template.partyRoles
          : (template as { partyRoles?: unknown }).partyRoles;
      if (roles && !(template.type === 'free_text' && template.format === 'party'))
        problems.push(`${where}: roles on ${template.text}`);
      const { section, fact } = template;
      if (section !== undefined && (section.trim() === '' || section.length > 80 || /\n/.test(section)))
        problems.push(`${where}: section «${section}»`);
      if (fact && section !== 'Bakgrunn')
        problems.push(`${where}: the fact ${template.text} is not under Bakgrunn`);
    }
    report(problems);
  });

  it('has no question twice in a relation or in a kind', () => {
    for (const templates of Object.values(RELATION_TEMPLATES))
      expect(duplicates(templates.map((t) => t.text.toLowerCase()))).toEqual([]);
    const kinds = new Set(OBJECT_TEMPLATES.flatMap((t) => t.kinds));
    for (const kind of kinds) {
      const texts = OBJECT_TEMPLATES.filter((t) => t.kinds.includes(kind)).map((t) => t.template.text);
      expect(duplicates(texts)).toEqual([]);
    }
  });
});

describe('relation and object templates: what a set needs', () => {
  it('gives every relation at least six questions', () => {
    for (const [relation, templates] of Object.entries(RELATION_TEMPLATES))
      expect({ relation, enough: templates.length >= 6 }).toEqual({ relation, enough: true });
  });

  it('names the parties’ roles first where the relation has roles', () => {
    const roles: Partial<Record<Known, [string, string]>> = {
      rent: ['utleier', 'leietaker'],
      'lend-thing': ['utlåner', 'låner'],
      'lend-money': ['långiver', 'låntaker'],
      'buy-sell': ['selger', 'kjøper'],
    };
    for (const [relation, [chosen, others]] of Object.entries(roles)) {
      const [first] = RELATION_TEMPLATES[relation as Known];
      expect(first).toMatchObject({ type: 'free_text', format: 'party', partyRoles: { chosen, others } });
    }
    // The one who does paid work, only where a party may do it: after the price, so that a set led by sharing
    // the cost of a service the parties buy seldom asks it.
    const service = RELATION_TEMPLATES.service.findIndex(
      (t) => t.type === 'free_text' && t.format === 'party',
    );
    expect(service).toBeGreaterThanOrEqual(2);
    expect(service).toBeLessThan(6);
  });

  it('asks the values a lawyer needs among the first five questions of a relation', () => {
    const typed = (relation: Known, format: string) =>
      RELATION_TEMPLATES[relation]
        .slice(0, 5)
        .some((t) => (t.type === 'free_text' ? t.format : t.type) === format);
    expect(typed('rent', 'amount') && typed('rent', 'date') && typed('rent', 'multiple_choice')).toBe(true);
    expect(typed('lend-thing', 'date') && typed('lend-thing', 'amount')).toBe(true);
    expect(
      typed('lend-money', 'amount') && typed('lend-money', 'date') && typed('lend-money', 'percent'),
    ).toBe(true);
    expect(
      typed('buy-sell', 'amount') && typed('buy-sell', 'date') && typed('buy-sell', 'multiple_choice'),
    ).toBe(true);
    expect(typed('service', 'amount') && typed('service', 'multiple_choice')).toBe(true);
    expect(typed('care', 'amount') && typed('care', 'date')).toBe(true);
    expect(typed('share-costs', 'multiple_choice') && typed('share-costs', 'party')).toBe(true);
    expect(typed('live-together', 'amount') && typed('estate', 'date') && typed('company', 'amount')).toBe(
      true,
    );
  });

  it('identifies the object first, as a fact, for every kind an agreement can be about', () => {
    const kinds: ObjectKind[] = [
      'animal',
      'vehicle',
      'boat',
      'building',
      'land',
      'thing',
      'service',
      'event',
      'child',
      'person',
      'business',
      'digital',
    ];
    for (const kind of kinds) {
      const first = OBJECT_TEMPLATES.find((t) => t.kinds.includes(kind));
      expect({ kind, first: first?.template }).toMatchObject({
        kind,
        first: { type: 'free_text', fact: true, section: 'Bakgrunn' },
      });
    }
  });

  it('asks a value once: a Ja/Nei question on a value is followed by the value, shown only for Ja', () => {
    // The pairs that contradicted (Nei «betaler ikke depositum» beside «Depositumet er …», «Skriv 0 …»).
    for (const list of LISTS) {
      for (const template of list.templates) {
        const isYesNo = template.type === undefined || template.type === 'yes_no';
        if (
          !isYesNo ||
          !/gratis|betale renter|betale depositum|få betalt\?|per time\?|betale for å låne/i.test(
            template.text,
          )
        )
          continue;
        const followUp = list.templates.find(
          (t) =>
            t.type === 'free_text' &&
            t.showIf !== undefined &&
            t.showIf.questionKey === template.key &&
            'equals' in t.showIf &&
            t.showIf.equals,
        );
        expect({ where: list.where, text: template.text, followed: followUp !== undefined }).toEqual({
          where: list.where,
          text: template.text,
          followed: true,
        });
      }
      for (const template of list.templates)
        expect(`${list.where}: ${template.description ?? ''}`).not.toMatch(/Skriv 0/);
    }
  });

  it('points no clause to a value «partene har avtalt skriftlig», which no field collects', () => {
    const problems: string[] = [];
    for (const { where, template } of ALL)
      for (const clause of clauses(template))
        if (/avtalt skriftlig|har skrevet inn|skriver inn i avtalen/i.test(clause))
          problems.push(`${where}: ${clause}`);
    report(problems);
  });
});

describe('relation and object templates: the review’s legal findings', () => {
  const printable = (relation: Known) =>
    ALL.filter((t) => t.relations.includes(relation)).flatMap(({ where, template }) =>
      clauses(template).map((clause) => ({ where, clause })),
    );

  it('words no animal care outside the animal templates (veterinær, fôr)', () => {
    const problems = ALL.filter(({ animal }) => !animal).flatMap(({ where, template }) =>
      textsOf(template)
        .filter((t) => /veterinær|(^|[^\p{L}])fôr([^\p{L}]|$)/iu.test(t))
        .map((t) => `${where}: ${t}`),
    );
    report(problems);
  });

  it('keeps care questions fit for a child, a parent and an animal alike', () => {
    for (const template of RELATION_TEMPLATES.care)
      for (const text of textsOf(template)) expect(text).not.toMatch(/\bpass(er|e|ingen)\b|dyr|{objektet}/i);
  });

  it('states no rent term that husleieloven does not allow for a home, and gives way to the law', () => {
    for (const { clause } of printable('rent')) {
      expect(clause).not.toMatch(/én måneds varsel|kan ikke sies opp i leieperioden/);
      // A clause on how a lease ends or may be ended (not a key or a deposit returned when it has ended).
      if (/^(Leieforholdet|Ingen av partene|Hver av partene)/.test(clause) && /opp/.test(clause))
        expect(clause).toMatch(/loven/);
    }
    const rent = OBJECT_TEMPLATES.find(
      (t) =>
        t.kinds.includes('building') && t.relations.includes('rent') && t.template.type === 'multiple_choice',
    )?.template;
    expect(rent && rent.type === 'multiple_choice' && rent.options.map((o) => o.clause).join(' ')).toMatch(
      /husleieloven §§ 1-2, 3-5, 9-3 og 9-7.*ferie- og fritidsbruk, som husleieloven ikke gjelder for/s,
    );
  });

  it('asks the split of the common costs once, whichever of the cost relations leads', () => {
    for (const relation of ['own-together', 'share-costs', 'live-together', 'neighbours'] as Known[])
      expect(RELATION_TEMPLATES[relation].filter((t) => t.text === SPLIT_QUESTION)).toHaveLength(1);
    const cost = (relation: Known) =>
      RELATION_TEMPLATES[relation].filter((t) => /kostnad/i.test(t.text) && /fordel|dele/i.test(t.text));
    expect(cost('own-together').map((t) => t.text)).toEqual([SPLIT_QUESTION]);
  });

  it('words vehicle questions so that they fit a bicycle too, and keeps the mandatory traffic insurance', () => {
    const vehicle = ALL.filter(({ where }) => where.startsWith('vehicle'));
    for (const { template } of vehicle)
      for (const text of textsOf(template)) {
        if (/drivstoff/.test(text)) expect(text).toMatch(/drivstoff eller lading.*der det er aktuelt/);
        expect(text).not.toMatch(/\bkjør(e|er|te)\b|førerkort/);
      }
    for (const { clause } of printable('own-together'))
      expect(clause).not.toMatch(/ingen felles forsikring/i);
    const insurance = vehicle.find(({ template }) => /forsikret/.test(template.text))?.template;
    expect(insurance && textsOf(insurance).join(' ')).toMatch(
      /bilansvarslova § 15.*trafikkforsikringen loven krever/s,
    );
  });

  it('binds no one who does paid work unless a party does it', () => {
    for (const { clause } of printable('service'))
      expect(clause).not.toMatch(/^den som utfører (arbeidet|oppdraget), (retter|erstatter|fører|skaffer)/i);
  });

  it('asks about neither snow nor celebrations where the object may be a fence or a cabin trip', () => {
    for (const { where, template } of ALL.filter(({ relations }) => relations.includes('neighbours')))
      for (const text of textsOf(template)) expect(`${where}: ${text}`).not.toMatch(/snø|brøyt/i);
    for (const { template } of OBJECT_TEMPLATES.filter((t) => t.kinds.includes('event')))
      expect(clauses(template).join(' ')).not.toMatch(/feires/);
  });

  it('names the one who helps first in care, and splits only costs between the parties', () => {
    const [first] = RELATION_TEMPLATES.care;
    expect(first).toMatchObject({ type: 'free_text', format: 'party', section: 'Bakgrunn' });
    const liability = RELATION_TEMPLATES.care.find((t) => /skader/.test(t.text));
    expect(liability && textsOf(liability).join(' ')).toMatch(
      /skadeserstatningsloven § 1-1.*Mellom partene/s,
    );
    for (const text of RELATION_TEMPLATES.care.flatMap(textsOf))
      expect(text).not.toMatch(/helsevesenet|medisiner|instruksjon/);
  });

  it('speaks of a lease with a lease’s labels only, and of the deposit account only for a home', () => {
    for (const { where, clause } of printable('rent')) {
      expect(`${where}: ${clause}`).not.toMatch(/\blåner(en)?\b|utlåner|låner eller leier|leier eller låner/);
      if (!/building/.test(where))
        expect(`${where}: ${clause}`).not.toMatch(/særskilt konto|egen konto|kravene loven stiller/);
    }
  });

  it('quotes kjøpsloven § 19 as it reads, under the sale’s heading', () => {
    const asIs = OBJECT_TEMPLATES.find((t) => /som den er/.test(t.template.text))?.template;
    expect(asIs?.section).toBe('Kjøpet');
    expect(asIs && textsOf(asIs).join(' ')).toMatch(/kjente eller måtte kjenne til/);
  });

  it('states a duty to insure only for a motor vehicle, and splits costs by nothing no one is asked', () => {
    for (const { where, template } of ALL) {
      for (const text of textsOf(template)) {
        if (!where.startsWith('vehicle'))
          expect(`${where}: ${text}`).not.toMatch(/(enn den|ut over det) loven krever/);
        expect(`${where}: ${text}`).not.toMatch(/etter inntekt|inntekten til hver/i);
      }
      if (template.type === 'multiple_choice')
        for (const { text } of template.options) expect(text).not.toMatch(/hver av oss bruker det/);
    }
  });

  it('asks neighbours whether to register the agreement, and names the distance rule', () => {
    const texts = RELATION_TEMPLATES.neighbours.flatMap(textsOf).join(' ');
    expect(texts).toMatch(/tinglysingsloven § 20/);
    expect(texts).toMatch(/plan- og bygningsloven § 29-4/);
    expect(texts).not.toMatch(/utgangen av (mai|april)/);
  });

  it('has a row in docs/legal-sources.md for every statute a template names', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../../../docs/legal-sources.md'), 'utf8');
    const start = doc.indexOf('## Relation templates for custom topics');
    expect(start).toBeGreaterThan(0);
    const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
    const cited = new Set(
      ALL.flatMap(({ template }) => textsOf(template)).flatMap((t) =>
        [...t.matchAll(/(\p{L}+lov(?:en|a)?) §§? ([\d-]+)/gu)].map((m) => `${m[1]} § ${m[2]}`),
      ),
    );
    expect(cited.size).toBeGreaterThan(0);
    for (const citation of cited)
      expect({ citation, listed: section.includes(citation) }).toEqual({ citation, listed: true });
  });
});

describe('relation and object templates: follow-ups', () => {
  it('gives every key once in its list, and names in every showIf a question earlier in the same list and an answer it has', () => {
    report(followUpProblems(LISTS));
  });

  it('asks an object follow-up only where the question it follows is asked', () => {
    OBJECT_TEMPLATES.forEach(({ kinds, relations, template }) => {
      if (!template.showIf) return;
      const parent = OBJECT_TEMPLATES.find((t) => t.template.key === template.showIf?.questionKey);
      expect({
        text: template.text,
        within:
          parent !== undefined &&
          kinds.every((k) => parent.kinds.includes(k)) &&
          relations.every((r) => parent.relations.includes(r)),
      }).toEqual({ text: template.text, within: true });
    });
  });
});

describe('relation templates in a composed set', () => {
  const set = (title: string, count = 8) => relationQuestions(readTitle(title), count) ?? [];
  const DEV: { title: string; description: string }[] = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../../test/question-generation/dev-titles.json'), 'utf8'),
  );

  it('asks the split of the costs at most once in a set of any development title', () => {
    for (const { title, description } of DEV) {
      const questions = relationQuestions(readTitle(title, description), 30) ?? [];
      expect(questions.filter((q) => q.text === SPLIT_QUESTION).length).toBeLessThanOrEqual(1);
    }
  });

  it('asks a home or a cabin let out what it is let for, and a bicycle nothing about fuel', () => {
    expect(set('Leie ut leiligheten').map((q) => q.text)).toContain(
      'Hva skal leietakeren bruke leiligheten til?',
    );
    expect(
      set('Felles sykkel', 30)
        .map((q) => `${q.text} ${q.description ?? ''}`)
        .join(' '),
    ).not.toMatch(/drivstoff(?! eller lading)/);
  });

  it('does not ask two families sharing a piano teacher which of them does the teaching', () => {
    expect(set('Felles pianolærer for barna').map((q) => q.text)).not.toContain(
      'Hvem av dere skal utføre arbeidet?',
    );
    expect(set('Hjelp med hagearbeid mot betaling').map((q) => q.text)).toContain(
      'Hvem av dere skal utføre arbeidet?',
    );
  });

  it('asks a price only for work paid with money, and what else pays it, or nothing, for a favour', () => {
    const garden = relationQuestions(readTitle('Hjelp med hagearbeid'), 40)!;
    const paid = garden.findIndex((q) => q.text === 'Skal arbeidet betales?');
    expect(garden[paid]).toMatchObject({ type: 'multiple_choice' });
    expect(garden[paid].options).toEqual([
      'Ja, med penger',
      'Ja, med noe annet enn penger',
      'Nei, men utgiftene dekkes',
      'Nei, det er en vennetjeneste',
    ]);
    const shownFor = (text: string) =>
      garden.find((q) => q.text === text)?.conditions?.map((c) => [garden[c.question].text, c.value]);
    for (const text of [
      'Skal arbeidet ha en fast pris for hele oppdraget?',
      'Hva er prisen for arbeidet?',
      'Skal prisen omfatte utstyr og materialer?',
    ])
      expect({ text, shownFor: shownFor(text) }).toEqual({
        text,
        shownFor: [['Skal arbeidet betales?', 'Ja, med penger']],
      });
    expect(shownFor('Hva skal arbeidet betales med i stedet for penger?')).toEqual([
      ['Skal arbeidet betales?', 'Ja, med noe annet enn penger'],
    ]);
    // A favour's clauses leave no price to pay, and say who buys the materials.
    const favour = garden[paid].optionClauses![3];
    expect(favour).toMatch(/uten betaling/);
    expect(favour).toMatch(/materialer/);
    expect(garden.find((q) => q.format === 'party')?.clauseTemplate).not.toMatch(/betaler/);
  });
});
