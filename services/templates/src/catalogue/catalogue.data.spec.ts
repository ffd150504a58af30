import { fillClause, formatAnswer, partyWording, evaluateVisibility } from '@avtalt/logic';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from './catalogue.data';
import type { CatalogueQuestion } from './catalogue.types';
import { SLUG, documentTexts, duplicates, isClean, isYesNo, toLogic } from './catalogue.spec-helper';

/**
 * The catalogue as a whole, and the cases that compare topics. Each topic's own checks and cases are in its spec,
 * `topics/<key>.data.spec.ts`, which runs `checkCatalogueTopic` (topic-checks.spec-helper.ts).
 */

describe('CATALOGUE', () => {
  it('has at least 14 topics', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(14);
  });

  it('has exactly 4 featured topics', () => {
    expect(CATALOGUE.filter((t) => t.featured)).toHaveLength(4);
  });

  it('has unique, slug-shaped topic keys and unique titles', () => {
    const keys = CATALOGUE.map((t) => t.key);
    expect(duplicates(keys)).toEqual([]);
    for (const key of keys) expect(key).toMatch(SLUG);
    expect(duplicates(CATALOGUE.map((t) => t.title.toLowerCase()))).toEqual([]);
  });

  it('has a title and a description of one or two sentences for every topic', () => {
    for (const topic of CATALOGUE) {
      expect(isClean(topic.title)).toBe(true);
      expect(isClean(topic.description)).toBe(true);
      expect(topic.description.endsWith('.')).toBe(true);
      const sentences = topic.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    }
  });

  it('has for every topic its data, its middle ground and a spec that runs the catalogue checks', () => {
    const file = (name: string) => join(__dirname, 'topics', name);
    for (const { key } of CATALOGUE) {
      expect({ key, data: existsSync(file(`${key}.data.ts`)) }).toEqual({ key, data: true });
      expect({ key, middleGround: existsSync(file(`${key}.middle-ground.data.ts`)) }).toEqual({
        key,
        middleGround: true,
      });
      const spec = file(`${key}.data.spec.ts`);
      expect({
        key,
        checked: existsSync(spec) && /checkCatalogueTopic\(topic, /.test(readFileSync(spec, 'utf8')),
      }).toEqual({
        key,
        checked: true,
      });
    }
  });
});

describe('CATALOGUE typed questions', () => {
  it('fills the values into the clauses as the legal text shows them', () => {
    const question = (topicKey: string, key: string) =>
      CATALOGUE.find((t) => t.key === topicKey)!.questions.find((q) => q.key === key)!;
    const fill = (q: CatalogueQuestion, value: unknown) => {
      if (q.type !== 'free_text') throw new Error(`${q.key} is not a value question`);
      return fillClause(
        q.clauseTemplate,
        formatAnswer(q, value, { partyName: () => 'Kari Nordmann' }),
      ).replace(/\u00a0/g, ' ');
    };
    expect(fill(question('bofellesskap', 'husleie-belop'), '12 000')).toBe(
      'Den samlede husleien for boligen er 12 000 kr per måned.',
    );
    expect(fill(question('bofellesskap', 'leietaker'), 'self')).toBe(
      'Kari Nordmann står alene som leietaker overfor utleieren.',
    );
    expect(fill(question('bofellesskap', 'husleie-betalingsdag'), '25')).toBe(
      'De andre partene betaler sin andel av husleien til leietakeren senest den 25. hver måned.',
    );
    expect(fill(question('lan-mellom-privatpersoner', 'rentesats'), '3,5')).toMatch(
      /^Lånet forrentes med 3,5 % per år /,
    );
    expect(fill(question('lan-mellom-privatpersoner', 'tilbakebetalt-senest'), '2027-03-01')).toBe(
      'Lånet skal være fullt tilbakebetalt senest 1. mars 2027.',
    );
    expect(fill(question('felles-bil', 'eierandel-registrert-eier'), '60')).toMatch(
      /^Den registrerte eieren eier 60 % av bilen/,
    );
  });
});

const EXPECTED_ROLES: Record<string, Record<string, { chosen: string; others: string | null }>> = {
  'lan-mellom-privatpersoner': { langiver: { chosen: 'långiver', others: 'låntaker' } },
  samvaersavtale: {
    'bosted-hos': { chosen: 'bostedsforelder', others: 'samværsforelder' },
    'foreldreansvar-alene-hos': { chosen: 'bostedsforelder', others: 'samværsforelder' },
  },
  bofellesskap: { leietaker: { chosen: 'leietaker overfor utleier', others: 'framleier' } },
  'felles-kjaeledyr': { 'dyrets-eier': { chosen: 'eier', others: null } },
  naboavtale: { 'eier-eiendom-1': { chosen: 'eier av eiendom 1', others: 'eier av eiendom 2' } },
  'felles-bil': { 'registrert-eier': { chosen: 'registrert eier', others: null } },
  'bruktbil-privat': { selger: { chosen: 'selger', others: 'kjøper' } },
  'hybel-utleie': { utleier: { chosen: 'utleier', others: 'leietaker' } },
};

describe('CATALOGUE legal document: sections, facts, roles, document settings', () => {
  it('reads as «den andre parten» and «begge partene» in a two-party document', () => {
    const question = (topicKey: string, key: string) =>
      CATALOGUE.find((t) => t.key === topicKey)!.questions.find((q) => q.key === key)!;
    const lender = question('lan-mellom-privatpersoner', 'langiver');
    expect(
      lender.type === 'free_text' && partyWording(fillClause(lender.clauseTemplate, 'Kari Nordmann'), 2),
    ).toBe('Kari Nordmann låner ut pengene til den andre parten.');
    const lease = question('bofellesskap', 'leiekontrakt-signert');
    expect(lease.type === 'multiple_choice' && partyWording(lease.options[0].clause, 2)).toBe(
      'Begge partene står som leietakere i leiekontrakten og er som hovedregel solidarisk ansvarlige overfor utleieren.',
    );
    // The recourse between co-tenants is a term now (the rent split), not a fact under Bakgrunn.
    const split = question('bofellesskap', 'husleie-fordeling');
    expect(split.type === 'multiple_choice' && split.fact).toBeFalsy();
    expect(
      split.type === 'multiple_choice' &&
        split.options.every((o) => /kan kreve det overskytende dekket av de andre partene\.$/.test(o.clause)),
    ).toBe(true);
    const weekend = question('felles-kjaeledyr', 'helg-hos-de-andre');
    expect(weekend.type === undefined && partyWording(weekend.clauseYes, 2)).toBe(
      'Den andre parten har rett til å ha dyret hos seg minst én helg i måneden.',
    );
  });

  it('labels only the household chores as a plan, and every other topic as an agreement', () => {
    expect(CATALOGUE.filter((t) => t.document?.kind === 'plan').map((t) => t.key)).toEqual(['husarbeid']);
    expect(CATALOGUE.find((t) => t.key === 'husarbeid')!.document!.heading).toBe('Husholdningsplan');
    // Plan items say what the household does, not what «partene» are bound to.
    for (const { text } of documentTexts(CATALOGUE.find((t) => t.key === 'husarbeid')!))
      expect(text).not.toMatch(/\bpartene\b|\bparten\b/i);
  });

  it('names the type of agreement as the heading', () => {
    const headings = Object.fromEntries(CATALOGUE.map((t) => [t.key, t.document?.heading]));
    expect(headings).toMatchObject({
      samboeravtale: 'Samboeravtale',
      'lan-mellom-privatpersoner': 'Låneavtale',
      'felles-hytte': 'Sameieavtale for hytte',
      samvaersavtale: 'Avtale om foreldreansvar, bosted og samvær',
      husarbeid: 'Husholdningsplan',
      'bruktbil-privat': 'Kjøpekontrakt for bruktbil',
      'hybel-utleie': 'Leiekontrakt for hybel',
    });
  });

  it('never lets one party end a loan, a samboer agreement, a co-owned cabin or a samværsavtale alone', () => {
    for (const key of ['lan-mellom-privatpersoner', 'samboeravtale', 'felles-hytte', 'samvaersavtale']) {
      const term = CATALOGUE.find((t) => t.key === key)!.document!.termClause!;
      expect({ key, term, alone: /Ingen av (partene|foreldrene) kan si den opp alene/i.test(term) }).toEqual({
        key,
        term,
        alone: true,
      });
      const rest = term.replace(/Ingen av (partene|foreldrene) kan si den opp alene/gi, '');
      expect({
        key,
        rest,
        cancellable: /\bsi(?:es)?\s+(?:den\s+|avtalen\s+)?opp|oppsigelse/i.test(rest),
      }).toEqual({ key, rest, cancellable: false });
    }
    expect(CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!.document!.termClause).toMatch(
      /til lånet .* er betalt fullt tilbake/,
    );
    expect(CATALOGUE.find((t) => t.key === 'felles-hytte')!.document!.termClause).toMatch(
      /så lenge partene eier hytta i sameie/,
    );
    expect(CATALOGUE.find((t) => t.key === 'samvaersavtale')!.document!.termClause).toMatch(
      /blir enige om en ny ordning eller en domstol avgjør noe annet/,
    );
  });

  it('has a dispute clause of its own only where the law requires a step (mediation for samvær, Husleietvistutvalget for a lease) or the topic asks for one (konfliktrådet for neighbours)', () => {
    const own = CATALOGUE.filter((t) => t.document?.disputeClause)
      .map((t) => t.key)
      .sort();
    expect(own).toEqual(['hybel-utleie', 'naboavtale', 'samvaersavtale']);
    const samvaer = CATALOGUE.find((t) => t.key === 'samvaersavtale')!.document!.disputeClause!;
    expect(samvaer).toMatch(/mekling/);
    expect(samvaer).toMatch(/meklingsattest/);
    expect(samvaer).toMatch(/barneloven §§ 51 og 54/);
    expect(CATALOGUE.find((t) => t.key === 'hybel-utleie')!.document!.disputeClause).toMatch(
      /Husleietvistutvalget \(HTU\)/,
    );
  });

  it('gives the roles the review asks for to the party questions that assign them', () => {
    for (const [topicKey, roles] of Object.entries(EXPECTED_ROLES)) {
      const topic = CATALOGUE.find((t) => t.key === topicKey)!;
      for (const [key, expected] of Object.entries(roles)) {
        const q = topic.questions.find((question) => question.key === key);
        expect({ topicKey, key, roles: q?.type === 'free_text' ? q.partyRoles : undefined }).toEqual({
          topicKey,
          key,
          roles: expected,
        });
      }
    }
    // Bostedsforelder only when the children do not have delt fast bosted (the question is hidden then).
    const samvaer = CATALOGUE.find((t) => t.key === 'samvaersavtale')!;
    const { questions, rules } = toLogic(samvaer);
    const visible = evaluateVisibility(questions, rules, {
      'foreldreansvar-og-bosted': 'Felles foreldreansvar og delt fast bosted',
    });
    expect(
      samvaer.questions.filter((q) => q.type === 'free_text' && q.partyRoles && visible.has(q.key)),
    ).toEqual([]);
  });

  it("asks the review's factual questions as facts, never as terms with a Nei recital", () => {
    const asTerm = (text: RegExp) =>
      CATALOGUE.flatMap((t) =>
        t.questions.filter((q) => text.test(q.text) && q.fact !== true).map((q) => `${t.key}/${q.key}`),
      );
    expect(asTerm(/barn sammen/i)).toEqual([]);
    expect(asTerm(/privat vei|felles vei/i)).toEqual([]);
    expect(
      asTerm(/leiekontrakten/i).filter((k) => !k.startsWith('bofellesskap/husleie-betalingsdag')),
    ).toEqual([]);
    expect(asTerm(/nær familie/i)).toEqual([]);
    expect(asTerm(/^Hvem eier boligen dere bor i\?$|Eier dere sammen boligen/i)).toEqual([]);
    const facts = (key: string) =>
      CATALOGUE.find((t) => t.key === key)!
        .questions.filter((q) => q.fact)
        .map((q) => q.key);
    expect(facts('samboeravtale')).toEqual([
      'bolig-adresse',
      'samboerskap-fra',
      'barn-sammen',
      'boligens-eierforhold',
    ]);
    expect(facts('bofellesskap')).toEqual(
      expect.arrayContaining([
        'bolig-adresse',
        'utleier-navn',
        'husleie-belop',
        'leiekontrakt-signert',
        'leietaker',
      ]),
    );
    expect(facts('lan-mellom-privatpersoner')).toEqual(
      expect.arrayContaining(['langiver', 'lanebelop', 'utbetalingsdato']),
    );
    expect(facts('felles-hytte')).toEqual(['hytta', 'matrikkel']);
    expect(facts('felles-bil')).toEqual(expect.arrayContaining(['registreringsnummer', 'merke-modell']));
    expect(facts('felles-kjaeledyr')).toEqual(expect.arrayContaining(['dyret', 'id-nummer']));
    expect(facts('samvaersavtale')).toEqual(['barna']);
    expect(facts('bryllup-og-fest')).toEqual(['anledning', 'holdes-for', 'fest-dato']);
    expect(facts('naboavtale')).toEqual(['eier-eiendom-1', 'eiendom-1', 'eiendom-2', 'adkomst']);
    // The fest names the persons it is for; no clause relies on a defined «den eller dem festen holdes for».
    const fest = CATALOGUE.find((t) => t.key === 'bryllup-og-fest')!;
    const holdesFor = fest.questions.find((q) => q.key === 'holdes-for')!;
    expect(holdesFor.type === 'free_text' && holdesFor.clauseTemplate).toBe('Festen holdes for {{svar}}.');
    expect(documentTexts(fest).filter(({ text }) => /den eller dem festen holdes for/i.test(text))).toEqual(
      [],
    );
  });
});

/** Every clause the catalogue can print, with where it comes from. */
const ALL_TEXTS = CATALOGUE.flatMap((topic) =>
  documentTexts(topic).map(({ where, text }) => ({ where: `${topic.key}/${where}`, text })),
);
const clauseOf = (topicKey: string, key: string, answer: 'yes' | 'no' | string): string => {
  const q = CATALOGUE.find((t) => t.key === topicKey)!.questions.find((question) => question.key === key)!;
  if (isYesNo(q)) return answer === 'yes' ? q.clauseYes : q.clauseNo;
  if (q.type === 'multiple_choice') return q.options.find((o) => o.text === answer)!.clause;
  return q.clauseTemplate;
};

describe("CATALOGUE after the lawyer's review of the completed agreements", () => {
  it('prints no branch that may not apply, no role defined twice and no template leftover', () => {
    const problems: Record<string, RegExp> = {
      // Conditionals that print whatever the answers were: each branch is its own clause on its own path now.
      'a conditional on who owns the animal': /eier partene det sammen, gjelder/i,
      'a conditional on where the children live': /bor barna fast hos bare én av dem/i,
      // A fact that defines the role the party list already shows.
      'a role defined in a fact': /\(heretter «/,
      // 'med like store andeler hvis de er flere' read «den andre parten … hvis de er flere» for two.
      'a plural leftover': /hvis de er flere/i,
      'an undefined group': /den eller dem festen holdes for/i,
      'a general line that a named party repeats': /^(Én av (partene|oss)|Bare én av partene)\b/,
    };
    const found = ALL_TEXTS.flatMap(({ where, text }) =>
      Object.entries(problems)
        .filter(([, pattern]) => pattern.test(text))
        .map(([problem]) => ({ where, problem, text })),
    );
    expect(found).toEqual([]);
  });

  it('gives every majority vote a tie-break, so two owners at 50/50 are never stuck', () => {
    const majority = ALL_TEXTS.filter(({ text }) => /flertall/i.test(text));
    expect(majority.map(({ where }) => where).sort()).toEqual([
      'felles-hytte/investeringer-krever-enighet',
      'prosjektsamarbeid/beslutninger-enstemmig',
    ]);
    for (const { where, text } of majority)
      expect({ where, tieBreak: /står stemmene likt/.test(text) }).toEqual({ where, tieBreak: true });
  });

  it('gives every agreement to agree later a deadline and a fallback', () => {
    const later: [string, string, string][] = [
      ['felles-hytte', 'bruksplan-hoytider', 'yes'],
      ['samvaersavtale', 'vanlig-samvaer', 'yes'],
      ['samvaersavtale', 'vanlig-samvaer', 'no'],
      ['samvaersavtale', 'jul-og-paske', 'no'],
      ['samvaersavtale', 'sommerferie-frist', 'yes'],
      ['samvaersavtale', 'sommerferie-frist', 'no'],
      ['felles-kjaeledyr', 'plan-for-stell', 'yes'],
      ['husarbeid', 'ukeplan', 'yes'],
    ];
    for (const [topicKey, key, answer] of later) {
      const text = clauseOf(topicKey, key, answer);
      expect({
        key,
        answer,
        text,
        deadline: /\binnen\b|\bsenest\b/.test(text),
        fallback: /ikke enige|ikke innen .* enige|er på plass|ikke satt opp/.test(text),
      }).toEqual({
        key,
        answer,
        text,
        deadline: true,
        fallback: true,
      });
    }
    // Jul and påske alternate from a known start.
    expect(clauseOf('samvaersavtale', 'jul-og-paske', 'yes')).toMatch(/i år med partall/);
    expect(clauseOf('felles-kjaeledyr', 'fast-bosted', 'no')).toMatch(
      /én uke hos hver av partene, med bytte på søndager/,
    );
  });

  it('reads the hybel, bruktbil, bofellesskap and fest findings as fixed', () => {
    const hybel = CATALOGUE.find((t) => t.key === 'hybel-utleie')!;
    // The term clause no longer refers back to the lease term section.
    expect(hybel.document!.termClause).not.toMatch(/leietid|oppsigelse/);
    const shared = hybel.questions.find((q) => q.key === 'deler-med-utleier')!;
    expect(
      shared.type === 'multiple_choice' &&
        shared.options.map((o) => o.clause).filter((c) => /kjøkken eller bad/.test(c)),
    ).toEqual([]);
    expect(clauseOf('hybel-utleie', 'vedlikehold', 'yes')).toMatch(
      /inventar i hybelen, sjekker røykvarslere i hybelen/,
    );
    const car = CATALOGUE.find((t) => t.key === 'bruktbil-privat')!;
    expect(
      documentTexts(car)
        .map((t) => t.text)
        .join('\n'),
    ).toMatch(/prøvekjøre bilen før kjøpet/);
    expect(car.questions.find((q) => q.key === 'undersokelse')!.description).toMatch(/kjøpsloven § 20/);
    expect(clauseOf('bruktbil-privat', 'overlevering-sted', '')).toBe('Overleveringssted: {{svar}}.');
    // Each tenant's deposit is on a deposit account, and a new flatmate needs the others' approval either way.
    // The shared account is in the name of whoever is on the lease; one payer's account is in the payer's name.
    expect(clauseOf('bofellesskap', 'depositum-hver-sin-andel', 'yes')).toMatch(
      /depositumskonto i navnet til den eller dem som står som leietaker i leiekontrakten \(husleieloven § 3-5\)/,
    );
    expect(clauseOf('bofellesskap', 'depositum-betaler', '')).toMatch(
      /depositumskonto i betalerens navn \(husleieloven § 3-5\)/,
    );
    for (const answer of ['yes', 'no'])
      expect(clauseOf('bofellesskap', 'ny-beboer', answer)).toMatch(/godkjent|nekte/);
    expect(
      CATALOGUE.find((t) => t.key === 'bofellesskap')!.questions.find((q) => q.key === 'rom-fordeling')?.fact,
    ).toBe(true);
    // The fest binds the parties only, not the contributors or guests.
    for (const answer of ['yes', 'no'])
      expect(clauseOf('bryllup-og-fest', 'bidragsytere-far-si-sitt', answer)).toMatch(/^Partene /);
  });
});
