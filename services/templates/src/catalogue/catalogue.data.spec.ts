import {
  ANSWER_PLACEHOLDER,
  OPERATORS,
  VALUE_FORMATS,
  evaluateCondition,
  evaluateVisibility,
  fillClause,
  formatAnswer,
  partyWording,
  readDate,
  readRuleNumber,
  validateRules,
  validateValueChecks,
} from '@avtalt/logic';
import { partyRolesSchema, topicDocumentSchema } from '@avtalt/contracts';
import { CATALOGUE } from './catalogue.data';
import type { CatalogueCondition, CatalogueQuestion, CatalogueTopic, Domain } from './catalogue.types';
import {
  FORBIDDEN_PAIRS,
  PREMISES,
  answeredPaths,
  candidateAnswers,
  clauseOfAnswer,
  clausesOf,
  documentTexts,
  holds,
  isClean,
  isYesNo,
  ruleOf,
  startsUpperCase,
  storesAsContract,
  toLogic,
  topicKit,
  tokenAnswer,
  tokenKey,
  twoPartyProblems,
} from './catalogue.spec-helper';
import { DOMAIN_KEYWORDS, DOMAINS, QUESTION_BANK } from './question-bank.data';

const ALL_DOMAINS: Domain[] = [
  'economy',
  'housing',
  'children',
  'pets',
  'vehicles',
  'travel',
  'chores',
  'work',
  'loans',
  'property',
  'events',
  'purchase',
  'tenancy',
  'inheritance',
  'communication',
  'ending',
];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dups: string[] = [];
  for (const value of values) {
    if (seen.has(value)) dups.push(value);
    seen.add(value);
  }
  return dups;
}

/** 'yes_no', 'multiple_choice', or the format of a free_text question. */
function kindOf(q: CatalogueQuestion): string {
  if (isYesNo(q)) return 'yes_no';
  return q.type === 'multiple_choice' ? 'multiple_choice' : q.format;
}

/** A clean sentence of its own: capitalised, one full stop at the end, nothing left of a placeholder. */
function isSentence(clause: string): boolean {
  return (
    isClean(clause) &&
    startsUpperCase(clause) &&
    clause.endsWith('.') &&
    !/[{}]/.test(clause) &&
    // One sentence: no full stop followed by a new capitalised sentence.
    !/[.!?]\s+[A-ZÆØÅ]/.test(clause)
  );
}

/** Why a clause template does not take its value where it fits (an empty list when it does). */
function placeholderProblems(q: CatalogueQuestion): string[] {
  if (q.type !== 'free_text') return [];
  const problems: string[] = [];
  const template = q.clauseTemplate;
  const count = template.match(ANSWER_PLACEHOLDER)?.length ?? 0;
  if (count !== 1) problems.push(`${q.key}: {{svar}} ${count} times`);
  const at = template.indexOf('{{svar}}');
  if (at < 0) return [...problems, `${q.key}: not written as {{svar}}`];
  const before = template.slice(0, at);
  const after = template.slice(at + '{{svar}}'.length);
  // A whole word: the value is never glued to other letters.
  if (!(before === '' || /[\s(«]$/.test(before))) problems.push(`${q.key}: glued to the word before`);
  if (!/^($|[\s.,;:)»])/.test(after)) problems.push(`${q.key}: glued to the word after`);
  // Only a name opens a sentence ('Kari Nordmann står alene som leietaker.'); a number or a date does not.
  if (before === '' && q.format !== 'party') problems.push(`${q.key}: a ${q.format} opens the sentence`);
  // The display brings its own unit: `12 000 kr`, `15 %`, `1. mars 2027`.
  if (
    q.format === 'amount' &&
    (/^\s*(kr\b|kroner|nok\b|,-)/i.test(after) || /(kr\.?|nok)\s*$/i.test(before))
  ) {
    problems.push(`${q.key}: the unit kr twice`);
  }
  if (q.format === 'percent' && /^\s*(%|prosent\b)/i.test(after)) problems.push(`${q.key}: the unit % twice`);
  if (q.format === 'date' && /^\s*\d{4}\b/.test(after)) problems.push(`${q.key}: a year after the date`);
  return problems;
}

/** Why a showIf does not fit its source question (null when it does). */
function conditionProblem(source: CatalogueQuestion, condition: CatalogueCondition): string | null {
  if ('equals' in condition) {
    if (!isYesNo(source)) return 'a Ja/Nei condition on a typed question';
    return typeof condition.equals === 'boolean' ? null : 'equals is not a boolean';
  }
  const { operator, value } = condition;
  if (!OPERATORS.includes(operator)) return `unknown operator ${String(operator)}`;
  const ordering = operator === 'greater_than' || operator === 'less_than';
  if (isYesNo(source)) {
    if (operator !== 'equals' && operator !== 'not_equals') return `${operator} on a Ja/Nei question`;
    return typeof value === 'boolean' ? null : 'a Ja/Nei question compared with a non-boolean';
  }
  if (typeof value === 'boolean') return 'a boolean on a typed question';
  if (source.type === 'multiple_choice') {
    if (ordering) return `${operator} on a choice`;
    return source.options.some((o) => o.text === value) ? null : `${String(value)} is not an option`;
  }
  switch (source.format) {
    case 'number':
    case 'amount':
    case 'percent':
      return readRuleNumber(value, source.format) === undefined ? `${String(value)} is not a number` : null;
    case 'date':
      return readDate(value) === undefined ? `${String(value)} is not a date` : null;
    case 'party':
      if (ordering) return `${operator} on a party`;
      return value === 'self' || value === 'other' ? null : `${String(value)} is not self/other`;
    default:
      return ordering || typeof value !== 'string' || value.trim() === '' ? 'not a text' : null;
  }
}

/**
 * Answers that bring the walk to `key` with its showIf met (`met` true) or not met: its source answered
 * accordingly, and every question that source depends on answered so that the source is shown.
 */
function answersReaching(topic: CatalogueTopic, key: string, met: boolean): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  let question = topic.questions.find((q) => q.key === key)!;
  let want = met;
  while (question.showIf) {
    const condition = ruleOf(question.showIf);
    const source = topic.questions.find((q) => q.key === question.showIf?.questionKey)!;
    const type = isYesNo(source) ? 'yes_no' : source.type;
    const format = source.type === 'free_text' ? source.format : null;
    const answer = candidateAnswers(source, condition).find(
      (candidate) => evaluateCondition(condition.operator, type, candidate, condition.value, format) === want,
    );
    if (answer === undefined) throw new Error(`no answer to ${source.key} makes ${key}'s condition ${want}`);
    answers[source.key] = answer;
    question = source;
    want = true;
  }
  return answers;
}

/** How many questions of each topic are typed (multiple_choice or free_text); docs/typed-answers.md lists them. */
const TYPED_PER_TOPIC: Record<string, number> = {
  samboeravtale: 13,
  bofellesskap: 11,
  'lan-mellom-privatpersoner': 9,
  'ferie-sammen': 6,
  'felles-hytte': 12,
  'felles-bil': 7,
  'felles-kjaeledyr': 6,
  husarbeid: 3,
  samvaersavtale: 12,
  'bryllup-og-fest': 7,
  prosjektsamarbeid: 10,
  naboavtale: 8,
  'bruktbil-privat': 14,
  'hybel-utleie': 14,
};

/** The points where a number, a date, a choice or a party matters (issue 14), and how each is asked. */
const TYPED_POINTS: Record<string, Record<string, string>> = {
  samboeravtale: {
    'samboerskap-fra': 'date',
    'boligens-eierforhold': 'multiple_choice',
    boligeier: 'party',
    'storst-eierandel-hvem': 'party',
    'storst-eierandel-prosent': 'percent',
    'utgifter-fordeling': 'multiple_choice',
    'ikke-eier-innbetalinger': 'multiple_choice',
    'boliglan-fordeling': 'multiple_choice',
    'egenkapital-ved-brudd': 'multiple_choice',
    'testament-frist': 'date',
  },
  bofellesskap: {
    'husleie-belop': 'amount',
    'husleie-fordeling': 'multiple_choice',
    leietaker: 'party',
    'depositum-belop': 'amount',
    'depositum-betaler': 'party',
  },
  'lan-mellom-privatpersoner': {
    langiver: 'party',
    lanebelop: 'amount',
    utbetalingsdato: 'date',
    rentesats: 'percent',
    nedbetaling: 'multiple_choice',
    'avdrag-belop': 'amount',
    'tilbakebetalt-senest': 'date',
  },
  'ferie-sammen': {
    'ferie-fra': 'date',
    'budsjett-per-person': 'amount',
    'reise-overnatting-fordeling': 'multiple_choice',
    bestiller: 'party',
  },
  'felles-hytte': {
    eierandeler: 'multiple_choice',
    'storst-andel-eier': 'party',
    'storst-andel-prosent': 'percent',
    'hyttekonto-belop': 'amount',
    mislighold: 'multiple_choice',
    forsikring: 'multiple_choice',
    'forste-paske': 'party',
    'forkjopsrett-ved-salg': 'multiple_choice',
    takstmann: 'multiple_choice',
  },
  'felles-bil': {
    'registrert-eier': 'party',
    'eierandel-registrert-eier': 'percent',
    kjopesum: 'amount',
    'reparasjon-grense': 'amount',
  },
  'felles-kjaeledyr': {
    'dyrets-eier': 'party',
    'bor-hos': 'party',
    'veterinar-grense': 'amount',
    beholder: 'party',
  },
  husarbeid: { 'innkjop-ansvarlig': 'party', 'avfall-ansvarlig': 'party' },
  samvaersavtale: {
    'foreldreansvar-og-bosted': 'multiple_choice',
    'bosted-hos': 'party',
    'foreldreansvar-alene-hos': 'party',
    'barnebidrag-belop': 'amount',
    'bidrag-samvaersforelder': 'amount',
    'folkeregistrert-hos': 'party',
    byttedag: 'multiple_choice',
    'revisjon-dato': 'date',
  },
  'bryllup-og-fest': {
    'fest-dato': 'date',
    'budsjett-belop': 'amount',
    kostnadsfordeling: 'multiple_choice',
    regnskapsforer: 'party',
  },
  prosjektsamarbeid: {
    'samarbeid-fra': 'date',
    'storst-andel-eier': 'party',
    'storst-andel-prosent': 'percent',
    selskapsform: 'multiple_choice',
    aksjekapital: 'amount',
    'rettigheter-til-selskapet': 'multiple_choice',
  },
  naboavtale: {
    'eier-eiendom-1': 'party',
    'eiendom-1': 'text',
    'eiendom-2': 'text',
    'hekk-maks-hoyde': 'number',
    'hekk-eier': 'party',
    'vei-kostnadsfordeling': 'multiple_choice',
    adkomst: 'multiple_choice',
    veirett: 'multiple_choice',
  },
  'bruktbil-privat': {
    selger: 'party',
    registreringsnummer: 'text',
    forstegangsregistrert: 'date',
    kilometerstand: 'number',
    kjopesum: 'amount',
    betaling: 'multiple_choice',
    heftelser: 'multiple_choice',
    undersokelse: 'multiple_choice',
    'overlevering-dato': 'date',
  },
  'hybel-utleie': {
    utleier: 'party',
    husleie: 'amount',
    forfallsdag: 'number',
    'depositum-belop': 'amount',
    innflytting: 'date',
    leietid: 'multiple_choice',
    sluttdato: 'date',
    'tidsbestemt-grunnlag': 'multiple_choice',
    oppsigelsesfrist: 'multiple_choice',
  },
};

/** Ja/Nei questions that a typed question replaced: keeping them would let two clauses contradict each other. */
const REPLACED: Record<string, string[]> = {
  samboeravtale: ['bolig-i-sameie', 'eierandel-etter-egenkapital', 'utgifter-deles-likt', 'felles-barn'],
  bofellesskap: [
    'husleie-deles-likt',
    'en-leietaker',
    'husleie-betales-til-leietaker',
    'overnattingsgjester',
    'utflytting-varsel',
  ],
  'lan-mellom-privatpersoner': ['faste-avdrag', 'mislighold', 'utbetaling-til-konto'],
  'ferie-sammen': ['reise-overnatting-likt'],
  'felles-hytte': [
    'like-eierandeler',
    'ingen-salg-ti-ar',
    'bruksplan',
    'hoytider-pa-rundgang',
    'forkjopsrett',
    'andel-i-arv',
  ],
  'felles-bil': ['like-eierandeler', 'reparasjoner-godkjennes'],
  'felles-kjaeledyr': ['veterinar-avtales', 'hvem-beholder'],
  husarbeid: ['manedlig-gjennomgang'],
  samvaersavtale: ['felles-foreldreansvar', 'delt-bosted', 'uke-om-uke'],
  'bryllup-og-fest': ['kostnader-likt', 'store-bestillinger'],
  prosjektsamarbeid: ['like-eierandeler', 'eget-selskap', 'aksjeselskap'],
  naboavtale: ['vei-vedlikehold', 'nye-eiere', 'felles-vei', 'eiendommene', 'matrikkel'],
};

describe('CATALOGUE', () => {
  it('has at least 14 topics', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(14);
  });

  it.each(CATALOGUE.map((t) => [t.key, t] as const))(
    '%s: declares value checks the engine accepts, each stored as the contracts define it',
    (_key, topic) => {
      expect(validateValueChecks(topicKit(topic).checked)).toEqual([]);
      const refused = topic.questions.flatMap((q) =>
        (q.checks ?? [])
          .filter((check) => !storesAsContract(check))
          .map((check) => `${q.key}: ${check.kind}`),
      );
      expect(refused).toEqual([]);
    },
  );

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

  describe.each(CATALOGUE.map((t) => [t.key, t] as const))('topic %s', (_key, topic) => {
    // Samvær holds 23 since issue 33 (birthdays, illness, barnetrygd per arrangement); no path asks more than 18 of them.
    it('has 8–24 questions', () => {
      expect(topic.questions.length).toBeGreaterThanOrEqual(8);
      expect(topic.questions.length).toBeLessThanOrEqual(24);
    });

    it('has unique, slug-shaped question keys', () => {
      const keys = topic.questions.map((q) => q.key);
      expect(duplicates(keys)).toEqual([]);
      for (const key of keys) expect(key).toMatch(SLUG);
    });

    it('has no question text twice (case-insensitive)', () => {
      expect(duplicates(topic.questions.map((q) => q.text.toLowerCase()))).toEqual([]);
    });

    it('asks every question as one question ending with "?", with a clean help text', () => {
      for (const q of topic.questions) {
        expect(isClean(q.text)).toBe(true);
        expect(startsUpperCase(q.text)).toBe(true);
        expect(q.text.indexOf('?')).toBe(q.text.length - 1);
        if (q.description !== undefined) {
          expect(isClean(q.description)).toBe(true);
          expect(q.description.endsWith('.')).toBe(true);
        }
      }
    });

    it('gives every answer a clause that stands alone as one sentence', () => {
      for (const q of topic.questions) {
        const clauses = clausesOf(q);
        expect(clauses.length).toBeGreaterThanOrEqual(2);
        for (const clause of clauses)
          expect({ key: q.key, clause, ok: isSentence(clause) }).toEqual({ key: q.key, clause, ok: true });
        // Each answer says something different.
        expect(duplicates(clauses)).toEqual([]);
      }
    });

    it('has Ja/Nei clauses on yes/no questions, two or more options with a clause each on choices', () => {
      for (const q of topic.questions) {
        if (isYesNo(q)) {
          expect(q.clauseYes).not.toBe(q.clauseNo);
        } else if (q.type === 'multiple_choice') {
          expect(q.options.length).toBeGreaterThanOrEqual(2);
          expect(duplicates(q.options.map((o) => o.text.toLowerCase()))).toEqual([]);
          for (const option of q.options) {
            expect(isClean(option.text)).toBe(true);
            expect(option.text.length).toBeLessThanOrEqual(200);
            expect(/[.?!]$/.test(option.text)).toBe(false);
            expect(option.clause.trim().length).toBeGreaterThan(0);
          }
        }
      }
    });

    it('has a valid format and {{svar}} exactly once, where a value fits, in every clause template', () => {
      for (const q of topic.questions) {
        if (q.type !== 'free_text') continue;
        expect(VALUE_FORMATS).toContain(q.format);
        expect(placeholderProblems(q)).toEqual([]);
      }
    });

    it('only has showIf rules on an earlier question, with a value that fits that question', () => {
      topic.questions.forEach((q, index) => {
        if (!q.showIf) return;
        const sourceIndex = topic.questions.findIndex((other) => other.key === q.showIf?.questionKey);
        expect(sourceIndex).toBeGreaterThanOrEqual(0);
        expect(sourceIndex).toBeLessThan(index);
        const source = topic.questions[sourceIndex];
        expect({ key: q.key, problem: conditionProblem(source, q.showIf) }).toEqual({
          key: q.key,
          problem: null,
        });
      });
      // The engine in @avtalt/logic accepts every rule as the seeder stores it.
      const { questions, rules } = toLogic(topic);
      expect(validateRules(questions, rules)).toEqual([]);
    });

    it('shows every follow-up for an answer to its source and hides it for another', () => {
      const { questions, rules } = toLogic(topic);
      for (const q of topic.questions) {
        if (!q.showIf) continue;
        const shown = answersReaching(topic, q.key, true);
        const hidden = answersReaching(topic, q.key, false);
        expect({ key: q.key, shown: evaluateVisibility(questions, rules, shown).has(q.key) }).toEqual({
          key: q.key,
          shown: true,
        });
        expect({ key: q.key, shown: evaluateVisibility(questions, rules, hidden).has(q.key) }).toEqual({
          key: q.key,
          shown: false,
        });
      }
    });

    it('refers to no attachment the app does not produce', () => {
      const texts = [
        ...topic.questions.flatMap(clausesOf),
        topic.document?.termClause ?? '',
        topic.document?.disputeClause ?? '',
      ];
      for (const clause of texts) expect(clause).not.toMatch(/vedlegg|legges ved|gjeldsbrevet/i);
    });

    it('asks with a typed question where money, a date or a party matters (at least 2 per topic)', () => {
      const typed = topic.questions.filter((q) => !isYesNo(q));
      expect(typed.length).toBe(TYPED_PER_TOPIC[topic.key]);
      expect(typed.length).toBeGreaterThanOrEqual(2);
    });
  });
});

describe('CATALOGUE typed questions', () => {
  it.each(Object.entries(TYPED_POINTS))(
    'asks the points of %s that need a value with that type',
    (topicKey, points) => {
      const topic = CATALOGUE.find((t) => t.key === topicKey)!;
      for (const [key, kind] of Object.entries(points)) {
        const q = topic.questions.find((question) => question.key === key);
        expect({ key, kind: q ? kindOf(q) : 'missing' }).toEqual({ key, kind });
      }
    },
  );

  it.each(Object.entries(REPLACED))(
    'no longer asks the Ja/Nei questions of %s that a typed question replaced',
    (topicKey, keys) => {
      const topic = CATALOGUE.find((t) => t.key === topicKey)!;
      const present = topic.questions.map((q) => q.key);
      for (const key of keys) expect(present).not.toContain(key);
    },
  );

  it('asks the interest rate only when the loan has interest', () => {
    const topic = CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!;
    const { questions, rules } = toLogic(topic);
    expect(evaluateVisibility(questions, rules, { renter: true }).has('rentesats')).toBe(true);
    expect(evaluateVisibility(questions, rules, { renter: false }).has('rentesats')).toBe(false);
  });

  it('asks who the tenant is only when one of them signed the lease, and the deposit split only when there is a deposit', () => {
    const topic = CATALOGUE.find((t) => t.key === 'bofellesskap')!;
    const { questions, rules } = toLogic(topic);
    const visible = (answers: Record<string, unknown>) => evaluateVisibility(questions, rules, answers);
    expect(visible({ 'leiekontrakt-signert': 'Bare én av oss' }).has('leietaker')).toBe(true);
    expect(visible({ 'leiekontrakt-signert': 'Alle som bor her' }).has('leietaker')).toBe(false);
    expect(visible({ 'depositum-belop': 24000 }).has('depositum-hver-sin-andel')).toBe(true);
    expect(visible({ 'depositum-belop': '24 000' }).has('depositum-hver-sin-andel')).toBe(true);
    expect(visible({ 'depositum-belop': 0 }).has('depositum-hver-sin-andel')).toBe(false);
  });

  it('asks who pays child support only under delt fast bosted (otherwise the law says: the parent the children do not live with)', () => {
    const topic = CATALOGUE.find((t) => t.key === 'samvaersavtale')!;
    const { questions, rules } = toLogic(topic);
    const choice = topic.questions.find((q) => q.key === 'foreldreansvar-og-bosted');
    if (!choice || choice.type !== 'multiple_choice') throw new Error('foreldreansvar-og-bosted is a choice');
    const [delt, fastFelles, alene] = choice.options.map((o) => o.text);
    const visible = (answer: string, privat: boolean) =>
      evaluateVisibility(questions, rules, {
        'foreldreansvar-og-bosted': answer,
        'privat-barnebidrag': privat,
      });
    expect(visible(delt, true).has('barnebidrag-betaler')).toBe(true);
    expect(visible(delt, false).has('barnebidrag-betaler')).toBe(false);
    for (const answer of [fastFelles, alene]) {
      expect(visible(answer, true).has('barnebidrag-betaler')).toBe(false);
      // The amount is asked with the payer the law names (samværsforelderen), not as a bare amount.
      expect(visible(answer, true).has('barnebidrag-belop')).toBe(false);
      expect(visible(answer, true).has('bidrag-samvaersforelder')).toBe(true);
      expect(visible(answer, false).has('bidrag-samvaersforelder')).toBe(false);
    }
    expect(visible(delt, true).has('barnebidrag-belop')).toBe(true);
    expect(visible(delt, true).has('bidrag-samvaersforelder')).toBe(false);
    expect(visible(fastFelles, true).has('bosted-hos')).toBe(true);
    expect(visible(alene, true).has('foreldreansvar-alene-hos')).toBe(true);
  });

  it('names the lender once, and the others are the borrowers: one party can never be both', () => {
    const topic = CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!;
    const parties = topic.questions
      .filter((q) => q.type === 'free_text' && q.format === 'party')
      .map((q) => q.key);
    expect(parties).toEqual(['langiver']);
    const lender = topic.questions.find((q) => q.key === 'langiver')!;
    // The party list shows the roles; the fact states who lends without defining them again.
    expect(lender.type === 'free_text' && fillClause(lender.clauseTemplate, 'Kari Nordmann')).toBe(
      'Kari Nordmann låner ut pengene til de andre partene.',
    );
    expect(lender.type === 'free_text' && lender.partyRoles).toEqual({
      chosen: 'långiver',
      others: 'låntaker',
    });
  });

  it('never shows delt bosted together with sole parental responsibility, nor samvær questions with delt bosted', () => {
    const topic = CATALOGUE.find((t) => t.key === 'samvaersavtale')!;
    const { questions, rules } = toLogic(topic);
    const choice = topic.questions.find((q) => q.key === 'foreldreansvar-og-bosted');
    if (!choice || choice.type !== 'multiple_choice') throw new Error('foreldreansvar-og-bosted is a choice');
    const [delt, fastFelles, alene] = choice.options.map((o) => o.text);
    const visible = (answer: string) =>
      evaluateVisibility(questions, rules, { 'foreldreansvar-og-bosted': answer });
    expect([...visible(delt)]).toEqual(expect.arrayContaining(['bosted-rytme']));
    for (const key of ['bosted-hos', 'foreldreansvar-alene-hos', 'vanlig-samvaer', 'reisekostnader'])
      expect(visible(delt).has(key)).toBe(false);
    for (const answer of [fastFelles, alene]) {
      for (const key of ['vanlig-samvaer', 'reisekostnader']) expect(visible(answer).has(key)).toBe(true);
      expect(visible(answer).has('bosted-rytme')).toBe(false);
    }
    // The parent the children live with is named once: with shared responsibility as bosted, with sole responsibility as its holder.
    expect([
      visible(fastFelles).has('bosted-hos'),
      visible(fastFelles).has('foreldreansvar-alene-hos'),
    ]).toEqual([true, false]);
    expect([visible(alene).has('bosted-hos'), visible(alene).has('foreldreansvar-alene-hos')]).toEqual([
      false,
      true,
    ]);
  });

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

describe('CATALOGUE contradicting clauses', () => {
  it('declares contradicting pairs for every topic, each naming a question of the topic and an answer it can have', () => {
    expect(Object.keys(FORBIDDEN_PAIRS).sort()).toEqual(CATALOGUE.map((t) => t.key).sort());
    for (const [topicKey, pairs] of Object.entries(FORBIDDEN_PAIRS)) {
      const topic = CATALOGUE.find((t) => t.key === topicKey)!;
      const tokens = [...pairs.flat(), ...(PREMISES[topicKey] ?? []).map((p) => p.when)];
      for (const token of tokens) {
        const q = topic.questions.find((question) => question.key === tokenKey(token));
        expect({ topicKey, token, known: q !== undefined }).toEqual({ topicKey, token, known: true });
        const answer = tokenAnswer(token);
        if (!q || answer === '*') continue;
        if (isYesNo(q)) expect(['yes', 'no']).toContain(answer);
        else if (q.type === 'multiple_choice') expect(q.options.map((o) => o.text)).toContain(answer);
      }
    }
  });

  describe.each(CATALOGUE.map((t) => [t.key, t] as const))('topic %s', (topicKey, topic) => {
    const pairs = FORBIDDEN_PAIRS[topicKey] ?? [];
    const premises = PREMISES[topicKey] ?? [];
    const named = [...pairs.flat(), ...premises.map((p) => p.when)].map(tokenKey);
    const paths = answeredPaths(topic, named);

    it('walks the answer combinations of the questions its rules and pairs depend on', () => {
      expect(paths.length).toBeGreaterThan(1);
      // Every token of a pair is reachable on some path, so a pair can never pass because its answer is never given.
      for (const token of pairs.flat())
        expect({ token, reachable: paths.some((path) => holds(topic, path, token)) }).toEqual({
          token,
          reachable: true,
        });
    });

    it('never puts both clauses of a contradicting pair on one answered path', () => {
      for (const [a, b] of pairs) {
        const both = paths.find((path) => holds(topic, path, a) && holds(topic, path, b));
        expect({ pair: [a, b], path: both ? Object.fromEntries(both) : null }).toEqual({
          pair: [a, b],
          path: null,
        });
      }
    });

    it('has no clause on the path that presupposes what another answer on it denies', () => {
      for (const { when, noOtherClause } of premises) {
        let seen = false;
        for (const path of paths) {
          if (!holds(topic, path, when)) continue;
          seen = true;
          for (const [key, answer] of path) {
            if (key === tokenKey(when)) continue;
            const clause = clauseOfAnswer(
              topic.questions.find((q) => q.key === key)!,
              answer,
            );
            expect({ when, key, clause, matches: noOtherClause.test(clause) }).toEqual({
              when,
              key,
              clause,
              matches: false,
            });
          }
        }
        expect({ when, seen }).toEqual({ when, seen: true });
      }
    });
  });
});

/** The party roles the review asks for (issue 15): who lends, who has fast bosted, who is the tenant, who owns. */
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

describe('CATALOGUE legal document (issue 15: sections, facts, roles, document settings)', () => {
  describe.each(CATALOGUE.map((t) => [t.key, t] as const))('topic %s', (_key, topic) => {
    it('gives every question a section, keeps each section in one run, and has 3–7 sections', () => {
      const sections = topic.questions.map((q) => q.section ?? '');
      for (const [i, section] of sections.entries()) {
        expect({
          key: topic.questions[i].key,
          section,
          ok: isClean(section) && section.length <= 80 && startsUpperCase(section),
        }).toEqual({
          key: topic.questions[i].key,
          section,
          ok: true,
        });
      }
      // Contiguous: a section that ends never starts again.
      const runs = sections.filter((section, i) => i === 0 || sections[i - 1] !== section);
      expect(duplicates(runs)).toEqual([]);
      expect(runs.length).toBeGreaterThanOrEqual(3);
      expect(runs.length).toBeLessThanOrEqual(7);
    });

    it('asks the facts first, under Bakgrunn, and every other question after them', () => {
      const facts = topic.questions.filter((q) => q.fact === true);
      if (topic.document?.kind === 'plan') {
        expect(facts).toEqual([]);
        return;
      }
      expect(facts.length).toBeGreaterThanOrEqual(1);
      const firstTerm = topic.questions.findIndex((q) => q.fact !== true);
      expect(
        topic.questions
          .slice(firstTerm)
          .filter((q) => q.fact === true)
          .map((q) => q.key),
      ).toEqual([]);
      for (const q of topic.questions)
        expect({ key: q.key, bakgrunn: q.section === 'Bakgrunn' }).toEqual({
          key: q.key,
          bakgrunn: q.fact === true,
        });
    });

    it('gives every fact a statement for each answer, and no fact a placeholder the parties fill in later', () => {
      for (const q of topic.questions.filter((question) => question.fact === true)) {
        const clauses = clausesOf(q);
        expect(clauses.length).toBeGreaterThanOrEqual(2);
        for (const clause of clauses)
          expect({
            key: q.key,
            clause,
            ok: isSentence(clause) && !/avtaler senere|skriftlig avtale/i.test(clause),
          }).toEqual({ key: q.key, clause, ok: true });
      }
    });

    it('has party roles only on party questions, as lower-case nouns', () => {
      for (const q of topic.questions) {
        if (q.type !== 'free_text' || !q.partyRoles) continue;
        expect({ key: q.key, format: q.format }).toEqual({ key: q.key, format: 'party' });
        for (const role of [q.partyRoles.chosen, q.partyRoles.others]) {
          if (role === null) continue;
          expect(role).toBe(role.toLowerCase());
          expect(isClean(role)).toBe(true);
          expect(role.length).toBeLessThanOrEqual(60);
        }
      }
      // The type allows partyRoles only on value questions; a choice or Ja/Nei with one would be a mistake in the data.
      for (const q of topic.questions)
        if (q.type !== 'free_text')
          expect({ key: q.key, roles: 'partyRoles' in q }).toEqual({ key: q.key, roles: false });
    });

    it('has a document setting: a heading, and for an agreement its own term clause', () => {
      const document = topic.document;
      expect(document).toBeDefined();
      if (!document) return;
      expect(document.heading && isClean(document.heading) && startsUpperCase(document.heading)).toBe(true);
      for (const clause of [document.termClause, document.disputeClause]) {
        if (clause === null) continue;
        expect({
          clause,
          ok: isClean(clause) && startsUpperCase(clause) && clause.endsWith('.') && clause.length <= 2000,
        }).toEqual({ clause, ok: true });
      }
      // Stored and sent as the contracts define it (heading ≤ 120, clauses ≤ 2000 characters, roles ≤ 60).
      expect(topicDocumentSchema.safeParse(document).success).toBe(true);
      for (const q of topic.questions) {
        if (q.type === 'free_text' && q.partyRoles)
          expect({ key: q.key, ok: partyRolesSchema.safeParse(q.partyRoles).success }).toEqual({
            key: q.key,
            ok: true,
          });
      }
      if (document.kind === 'plan') {
        // A plan has no contract formalities: no term, no dispute clause, nobody with a role.
        expect([document.termClause, document.disputeClause]).toEqual([null, null]);
        expect(topic.questions.filter((q) => q.type === 'free_text' && q.partyRoles)).toEqual([]);
      } else {
        expect(document.termClause).toEqual(expect.any(String));
      }
    });

    it('reads right for two parties: nothing plural is left once partyWording makes the clauses singular', () => {
      for (const { where, text } of documentTexts(topic)) {
        expect({ where, text, problems: twoPartyProblems(text) }).toEqual({ where, text, problems: [] });
      }
    });
  });

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

  describe('the two new topics', () => {
    it.each([
      ['bruktbil-privat', 'Kjøp av bruktbil mellom privatpersoner'],
      ['hybel-utleie', 'Utleie av hybel eller rom'],
    ])('%s (%s) has 10–20 questions with facts, roles and logic', (key, title) => {
      const topic = CATALOGUE.find((t) => t.key === key)!;
      expect(topic.title).toBe(title);
      expect(topic.questions.length).toBeGreaterThanOrEqual(10);
      expect(topic.questions.length).toBeLessThanOrEqual(20);
      expect(topic.questions.some((q) => q.showIf)).toBe(true);
      expect(topic.questions.filter((q) => q.fact).length).toBeGreaterThanOrEqual(3);
    });

    it('sells the car under kjøpsloven: risk at handover, «som den er» with § 19, and the complaint rules of § 32', () => {
      const topic = CATALOGUE.find((t) => t.key === 'bruktbil-privat')!;
      const text = documentTexts(topic)
        .map((t) => t.text)
        .join('\n');
      expect(text).toMatch(/kjøpsloven § 13/);
      expect(text).toMatch(/kjøpsloven § 19/);
      expect(text).toMatch(/kjøpsloven § 32/);
      expect(text).toMatch(/Statens vegvesen/);
      const { questions, rules } = toLogic(topic);
      expect(
        evaluateVisibility(questions, rules, { heftelser: 'Ja, det er pant som skal innfris' }).has(
          'panthaver',
        ),
      ).toBe(true);
      expect(
        evaluateVisibility(questions, rules, { heftelser: 'Nei, bilen er fri for heftelser' }).has(
          'panthaver',
        ),
      ).toBe(false);
    });

    it('lets a room under husleieloven: a deposit account (§ 3-5), a fixed term without notice or a notice period without an end date', () => {
      const topic = CATALOGUE.find((t) => t.key === 'hybel-utleie')!;
      const text = documentTexts(topic)
        .map((t) => t.text)
        .join('\n');
      expect(text).toMatch(/depositumskonto i leietakerens navn/);
      expect(text).toMatch(/husleieloven § 4-2/);
      const { questions, rules } = toLogic(topic);
      const fixed = evaluateVisibility(questions, rules, { leietid: 'Ja, til en avtalt sluttdato' });
      const open = evaluateVisibility(questions, rules, { leietid: 'Nei, den løper til den sies opp' });
      expect([fixed.has('sluttdato'), fixed.has('oppsigelsesfrist')]).toEqual([true, false]);
      expect([open.has('sluttdato'), open.has('oppsigelsesfrist')]).toEqual([false, true]);
    });
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

describe("CATALOGUE after the lawyer's review of the completed agreements (issue 15)", () => {
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

  it('identifies both neighbouring properties, each with its owner, and names who owns the hedge', () => {
    const topic = CATALOGUE.find((t) => t.key === 'naboavtale')!;
    const facts = topic.questions.filter((q) => q.fact);
    const owner = facts.find((q) => q.key === 'eier-eiendom-1')!;
    if (owner.type !== 'free_text') throw new Error('eier-eiendom-1 is a value question');
    expect(owner.format).toBe('party');
    expect(owner.partyRoles).toEqual({ chosen: 'eier av eiendom 1', others: 'eier av eiendom 2' });
    expect(partyWording(fillClause(owner.clauseTemplate, 'Kari Nordmann'), 2)).toBe(
      'Kari Nordmann eier eiendom 1, og den andre parten eier eiendom 2.',
    );
    for (const n of [1, 2]) {
      const property = facts.find((q) => q.key === `eiendom-${n}`)!;
      expect(property.text).toMatch(/gårdsnummeret og bruksnummeret/);
      expect(
        property.type === 'free_text' &&
          fillClause(property.clauseTemplate, 'Bakkeveien 1, gnr. 12, bnr. 34 i Asker kommune'),
      ).toBe(`Eiendom ${n} er Bakkeveien 1, gnr. 12, bnr. 34 i Asker kommune.`);
    }
    const { questions, rules } = toLogic(topic);
    expect(evaluateVisibility(questions, rules, { 'hekk-deles': false }).has('hekk-eier')).toBe(true);
    expect(evaluateVisibility(questions, rules, { 'hekk-deles': true }).has('hekk-eier')).toBe(false);
    const hedge = topic.questions.find((q) => q.key === 'hekk-eier')!;
    expect(hedge.type === 'free_text' && hedge.format).toBe('party');
  });

  it('lets the animal be kept by a named party who buys the others out at market value', () => {
    const topic = CATALOGUE.find((t) => t.key === 'felles-kjaeledyr')!;
    const keeper = topic.questions.find((q) => q.key === 'beholder')!;
    expect(keeper.type === 'free_text' && keeper.format).toBe('party');
    expect(
      keeper.type === 'free_text' && partyWording(fillClause(keeper.clauseTemplate, 'Kari Nordmann'), 2),
    ).toBe(
      'Avsluttes samarbeidet, beholder Kari Nordmann dyret og løser ut den andre partens andel av det til markedsverdi, med mindre partene da blir enige om noe annet.',
    );
    // One owner keeps it too, in the clause shown on that path.
    for (const answer of ['yes', 'no'])
      expect(clauseOf('felles-kjaeledyr', 'omplassering', answer)).toMatch(
        /^Eieren beholder dyret når avtalen opphører/,
      );
    expect(topic.document!.termClause).toMatch(/gjelder bestemmelsen om hvem som beholder dyret\.$/);
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
    // Issue 33: the shared account is in the name of whoever is on the lease; one payer's account is in the payer's name.
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

describe('QUESTION_BANK', () => {
  it('reads right for two parties: custom topics get partyWording too', () => {
    const problems = QUESTION_BANK.flatMap((q) => [q.clauseYes, q.clauseNo]).flatMap((text) =>
      twoPartyProblems(text).map((problem) => `${problem}: ${text}`),
    );
    expect(problems).toEqual([]);
  });

  it('has at least 180 questions', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(180);
  });

  it.each(ALL_DOMAINS)('has at least 12 questions in the %s domain', (domain) => {
    expect(QUESTION_BANK.filter((q) => q.domains.includes(domain)).length).toBeGreaterThanOrEqual(12);
  });

  it('only uses known domains, each question at least one, without repeats', () => {
    for (const q of QUESTION_BANK) {
      expect(q.domains.length).toBeGreaterThan(0);
      expect(duplicates(q.domains)).toEqual([]);
      for (const d of q.domains) expect(ALL_DOMAINS).toContain(d);
    }
  });

  it('has no duplicate question texts (case-insensitive)', () => {
    expect(duplicates(QUESTION_BANK.map((q) => q.text.trim().toLowerCase()))).toEqual([]);
  });

  it('asks yes/no questions ending with "?" and has clauses ending with "."', () => {
    for (const q of QUESTION_BANK) {
      expect(q.text.endsWith('?')).toBe(true);
      expect(q.text.indexOf('?')).toBe(q.text.length - 1);
      expect(q.clauseYes.endsWith('.')).toBe(true);
      expect(q.clauseNo.endsWith('.')).toBe(true);
      expect(q.clauseYes).not.toBe(q.clauseNo);
      for (const text of [q.text, q.clauseYes, q.clauseNo]) {
        expect(isClean(text)).toBe(true);
        expect(startsUpperCase(text)).toBe(true);
      }
      if (q.description !== undefined) expect(q.description.endsWith('.')).toBe(true);
    }
  });

  it('has non-empty, lower-case, trimmed, unique keywords on every question', () => {
    for (const q of QUESTION_BANK) {
      expect(q.keywords.length).toBeGreaterThan(0);
      expect(duplicates(q.keywords)).toEqual([]);
      for (const k of q.keywords) {
        expect(k).toBe(k.toLowerCase());
        expect(k).toBe(k.trim());
        expect(k.length).toBeGreaterThan(1);
        // One word, so it can be matched against the words of a topic's title and description.
        expect(k).toMatch(/^[a-zæøåéèüäö0-9]+$/);
      }
    }
  });

  it('exports keywords for every domain, all lower-case', () => {
    expect([...DOMAINS].sort()).toEqual([...ALL_DOMAINS].sort());
    for (const d of ALL_DOMAINS) {
      expect(DOMAIN_KEYWORDS[d].length).toBeGreaterThan(0);
      for (const k of DOMAIN_KEYWORDS[d]) expect(k).toBe(k.toLowerCase());
    }
  });

  it('can always fill 30 distinct questions from the generic domains plus any one domain', () => {
    const generic = QUESTION_BANK.filter(
      (q) => q.domains.includes('communication') || q.domains.includes('ending'),
    ).length;
    expect(generic).toBeGreaterThanOrEqual(24);
    for (const d of ALL_DOMAINS) {
      const available = QUESTION_BANK.filter(
        (q) => q.domains.includes(d) || q.domains.includes('communication') || q.domains.includes('ending'),
      ).length;
      expect(available).toBeGreaterThanOrEqual(30);
    }
  });
});
