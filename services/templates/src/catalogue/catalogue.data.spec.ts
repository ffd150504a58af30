import {
  ANSWER_PLACEHOLDER,
  OPERATORS,
  VALUE_FORMATS,
  evaluateCondition,
  evaluateVisibility,
  fillClause,
  formatAnswer,
  readDate,
  readRuleNumber,
  validateRules,
  type LogicQuestion,
  type LogicRule,
  type ValueFormat,
} from '@avtalt/logic';
import { CATALOGUE } from './catalogue.data';
import type {
  CatalogueCondition,
  CatalogueQuestion,
  CatalogueTopic,
  CatalogueYesNoQuestion,
  Domain,
} from './catalogue.types';
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

/** Texts must be trimmed, have no doubled spaces and no space before punctuation. */
function isClean(text: string): boolean {
  return text === text.trim() && !/\s{2,}/.test(text) && !/\s[.,?!]/.test(text) && text.length > 0;
}

function startsUpperCase(text: string): boolean {
  const first = text.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase();
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dups: string[] = [];
  for (const value of values) {
    if (seen.has(value)) dups.push(value);
    seen.add(value);
  }
  return dups;
}

function isYesNo(q: CatalogueQuestion): q is CatalogueYesNoQuestion {
  return q.type === undefined || q.type === 'yes_no';
}

/** 'yes_no', 'multiple_choice', or the format of a free_text question. */
function kindOf(q: CatalogueQuestion): string {
  if (isYesNo(q)) return 'yes_no';
  return q.type === 'multiple_choice' ? 'multiple_choice' : q.format;
}

/** Two answers of each format, as people would type them, and the names a party answer shows. */
const SAMPLE_VALUES: Record<ValueFormat, [string, string]> = {
  text: ['kjøp av bil', 'oppussing av badet'],
  number: ['3', '25'],
  amount: ['12 000', '1500,50'],
  percent: ['15', '3,5'],
  date: ['2027-03-01', '24.12.2026'],
  party: ['self', 'other'],
};
const partyName = (value: string) => (value === 'self' ? 'Kari Nordmann' : 'Ola Hansen');

/**
 * Every clause a question can put in the agreement, as the legal text shows it: Ja and Nei, each
 * option's clause (with the option filled in), or the clause template filled with sample answers.
 */
function clausesOf(q: CatalogueQuestion): string[] {
  if (isYesNo(q)) return [q.clauseYes, q.clauseNo];
  if (q.type === 'multiple_choice') return q.options.map((o) => fillClause(o.clause, o.text));
  return SAMPLE_VALUES[q.format].map((value) => fillClause(q.clauseTemplate, formatAnswer(q, value, { partyName })));
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
  if (q.format === 'amount' && (/^\s*(kr\b|kroner|nok\b|,-)/i.test(after) || /(kr\.?|nok)\s*$/i.test(before))) {
    problems.push(`${q.key}: the unit kr twice`);
  }
  if (q.format === 'percent' && /^\s*(%|prosent\b)/i.test(after)) problems.push(`${q.key}: the unit % twice`);
  if (q.format === 'date' && /^\s*\d{4}\b/.test(after)) problems.push(`${q.key}: a year after the date`);
  return problems;
}

type Condition = { operator: (typeof OPERATORS)[number]; value: unknown };
const ruleOf = (condition: CatalogueCondition): Condition =>
  'equals' in condition
    ? { operator: 'equals', value: condition.equals }
    : { operator: condition.operator, value: condition.value };

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

/** The topic as the seeder stores it, for the engine: questions by key, a show rule per showIf. */
function toLogic(topic: CatalogueTopic): { questions: LogicQuestion[]; rules: LogicRule[] } {
  const questions = topic.questions.map((q, index) => ({
    id: q.key,
    type: isYesNo(q) ? ('yes_no' as const) : q.type,
    order: index + 1,
    options: q.type === 'multiple_choice' ? q.options.map((o) => o.text) : null,
    format: q.type === 'free_text' ? q.format : null,
  }));
  const rules = topic.questions.flatMap((q) => [
    ...(q.showIf
      ? [{ id: `rule-${q.key}`, questionId: q.key, sourceQuestionId: q.showIf.questionKey, ...ruleOf(q.showIf), action: 'show' as const, targetQuestionId: null }]
      : []),
    ...(q.hideIf
      ? [{ id: `hide-${q.key}`, questionId: q.key, sourceQuestionId: q.hideIf.questionKey, ...ruleOf(q.hideIf), action: 'hide' as const, targetQuestionId: null }]
      : []),
  ]);
  return { questions, rules };
}

/** Answers one might give to a question, to find one that meets (or fails) a condition. */
function candidateAnswers(q: CatalogueQuestion, condition: Condition): unknown[] {
  if (isYesNo(q)) return [true, false];
  if (q.type === 'multiple_choice') return q.options.map((o) => o.text);
  switch (q.format) {
    case 'number':
    case 'amount':
    case 'percent': {
      const n = readRuleNumber(condition.value, q.format) ?? 0;
      return [n, n + 1, Math.max(0, n - 1), 0];
    }
    case 'date':
      return [readDate(condition.value), '1900-01-01', '2199-12-31'];
    case 'party':
      return ['self', 'other'];
    default:
      return [String(condition.value), 'noe annet'];
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
  samboeravtale: 7,
  bofellesskap: 9,
  'lan-mellom-privatpersoner': 8,
  'ferie-sammen': 5,
  'felles-hytte': 5,
  'felles-bil': 4,
  'felles-kjaeledyr': 3,
  husarbeid: 3,
  samvaersavtale: 7,
  'bryllup-og-fest': 5,
  prosjektsamarbeid: 4,
  naboavtale: 2,
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
  },
  'felles-bil': {
    'registrert-eier': 'party',
    'eierandel-registrert-eier': 'percent',
    kjopesum: 'amount',
    'reparasjon-grense': 'amount',
  },
  'felles-kjaeledyr': { 'dyrets-eier': 'party', 'bor-hos': 'party', 'veterinar-grense': 'amount' },
  husarbeid: { 'innkjop-ansvarlig': 'party', 'avfall-ansvarlig': 'party' },
  samvaersavtale: {
    'foreldreansvar-og-bosted': 'multiple_choice',
    'bosted-hos': 'party',
    'foreldreansvar-alene-hos': 'party',
    'barnebidrag-belop': 'amount',
    'revisjon-dato': 'date',
  },
  'bryllup-og-fest': {
    'fest-dato': 'date',
    'budsjett-belop': 'amount',
    kostnadsfordeling: 'multiple_choice',
    regnskapsforer: 'party',
  },
  prosjektsamarbeid: { 'samarbeid-fra': 'date', 'storst-andel-eier': 'party', 'storst-andel-prosent': 'percent' },
  naboavtale: { 'hekk-maks-hoyde': 'number', 'vei-kostnadsfordeling': 'multiple_choice' },
};

/** Ja/Nei questions that a typed question replaced: keeping them would let two clauses contradict each other. */
const REPLACED: Record<string, string[]> = {
  samboeravtale: ['bolig-i-sameie', 'eierandel-etter-egenkapital', 'utgifter-deles-likt'],
  bofellesskap: ['husleie-deles-likt', 'en-leietaker', 'husleie-betales-til-leietaker', 'overnattingsgjester', 'utflytting-varsel'],
  'lan-mellom-privatpersoner': ['faste-avdrag', 'mislighold', 'utbetaling-til-konto'],
  'ferie-sammen': ['reise-overnatting-likt'],
  'felles-hytte': ['like-eierandeler', 'ingen-salg-ti-ar'],
  'felles-bil': ['like-eierandeler', 'reparasjoner-godkjennes'],
  'felles-kjaeledyr': ['veterinar-avtales'],
  husarbeid: ['manedlig-gjennomgang'],
  samvaersavtale: ['felles-foreldreansvar', 'delt-bosted', 'uke-om-uke'],
  'bryllup-og-fest': ['kostnader-likt', 'store-bestillinger'],
  prosjektsamarbeid: ['like-eierandeler'],
  naboavtale: ['vei-vedlikehold', 'nye-eiere'],
};

describe('CATALOGUE', () => {
  it('has at least 12 topics', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(12);
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

  describe.each(CATALOGUE.map((t) => [t.key, t] as const))('topic %s', (_key, topic) => {
    it('has 8–15 questions', () => {
      expect(topic.questions.length).toBeGreaterThanOrEqual(8);
      expect(topic.questions.length).toBeLessThanOrEqual(15);
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
        for (const clause of clauses) expect({ key: q.key, clause, ok: isSentence(clause) }).toEqual({ key: q.key, clause, ok: true });
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
        expect({ key: q.key, problem: conditionProblem(source, q.showIf) }).toEqual({ key: q.key, problem: null });
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
        expect({ key: q.key, shown: evaluateVisibility(questions, rules, shown).has(q.key) }).toEqual({ key: q.key, shown: true });
        expect({ key: q.key, shown: evaluateVisibility(questions, rules, hidden).has(q.key) }).toEqual({ key: q.key, shown: false });
      }
    });

    it('refers to no attachment the app does not produce', () => {
      for (const q of topic.questions) {
        for (const clause of clausesOf(q)) expect(clause).not.toMatch(/vedlegg|legges ved avtalen|gjeldsbrevet/i);
      }
    });

    it('asks with a typed question where money, a date or a party matters (at least 2 per topic)', () => {
      const typed = topic.questions.filter((q) => !isYesNo(q));
      expect(typed.length).toBe(TYPED_PER_TOPIC[topic.key]);
      expect(typed.length).toBeGreaterThanOrEqual(2);
    });
  });
});

describe('CATALOGUE typed questions', () => {
  it.each(Object.entries(TYPED_POINTS))('asks the points of %s that need a value with that type', (topicKey, points) => {
    const topic = CATALOGUE.find((t) => t.key === topicKey)!;
    for (const [key, kind] of Object.entries(points)) {
      const q = topic.questions.find((question) => question.key === key);
      expect({ key, kind: q ? kindOf(q) : 'missing' }).toEqual({ key, kind });
    }
  });

  it.each(Object.entries(REPLACED))('no longer asks the Ja/Nei questions of %s that a typed question replaced', (topicKey, keys) => {
    const topic = CATALOGUE.find((t) => t.key === topicKey)!;
    const present = topic.questions.map((q) => q.key);
    for (const key of keys) expect(present).not.toContain(key);
  });

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
      evaluateVisibility(questions, rules, { 'foreldreansvar-og-bosted': answer, 'privat-barnebidrag': privat });
    expect(visible(delt, true).has('barnebidrag-betaler')).toBe(true);
    expect(visible(delt, false).has('barnebidrag-betaler')).toBe(false);
    for (const answer of [fastFelles, alene]) {
      expect(visible(answer, true).has('barnebidrag-betaler')).toBe(false);
      expect(visible(answer, true).has('barnebidrag-belop')).toBe(true);
    }
    expect(visible(fastFelles, true).has('bosted-hos')).toBe(true);
    expect(visible(alene, true).has('foreldreansvar-alene-hos')).toBe(true);
  });

  it('names the lender once, and the others are the borrowers: one party can never be both', () => {
    const topic = CATALOGUE.find((t) => t.key === 'lan-mellom-privatpersoner')!;
    const parties = topic.questions.filter((q) => q.type === 'free_text' && q.format === 'party').map((q) => q.key);
    expect(parties).toEqual(['langiver']);
    const lender = topic.questions.find((q) => q.key === 'langiver')!;
    expect(lender.type === 'free_text' && fillClause(lender.clauseTemplate, 'Kari Nordmann')).toContain(
      'Kari Nordmann er långiver etter denne avtalen (heretter «långiveren»), og den eller de andre partene er låntaker',
    );
  });

  it('never shows delt bosted together with sole parental responsibility, nor samvær questions with delt bosted', () => {
    const topic = CATALOGUE.find((t) => t.key === 'samvaersavtale')!;
    const { questions, rules } = toLogic(topic);
    const choice = topic.questions.find((q) => q.key === 'foreldreansvar-og-bosted');
    if (!choice || choice.type !== 'multiple_choice') throw new Error('foreldreansvar-og-bosted is a choice');
    const [delt, fastFelles, alene] = choice.options.map((o) => o.text);
    const visible = (answer: string) => evaluateVisibility(questions, rules, { 'foreldreansvar-og-bosted': answer });
    expect([...visible(delt)]).toEqual(expect.arrayContaining(['bosted-rytme']));
    for (const key of ['bosted-hos', 'foreldreansvar-alene-hos', 'vanlig-samvaer', 'reisekostnader']) expect(visible(delt).has(key)).toBe(false);
    for (const answer of [fastFelles, alene]) {
      for (const key of ['vanlig-samvaer', 'reisekostnader']) expect(visible(answer).has(key)).toBe(true);
      expect(visible(answer).has('bosted-rytme')).toBe(false);
    }
    // The parent the children live with is named once: with shared responsibility as bosted, with sole responsibility as its holder.
    expect([visible(fastFelles).has('bosted-hos'), visible(fastFelles).has('foreldreansvar-alene-hos')]).toEqual([true, false]);
    expect([visible(alene).has('bosted-hos'), visible(alene).has('foreldreansvar-alene-hos')]).toEqual([false, true]);
  });

  it('fills the values into the clauses as the legal text shows them', () => {
    const question = (topicKey: string, key: string) => CATALOGUE.find((t) => t.key === topicKey)!.questions.find((q) => q.key === key)!;
    const fill = (q: CatalogueQuestion, value: unknown) => {
      if (q.type !== 'free_text') throw new Error(`${q.key} is not a value question`);
      return fillClause(q.clauseTemplate, formatAnswer(q, value, { partyName: () => 'Kari Nordmann' })).replace(/\u00a0/g, ' ');
    };
    expect(fill(question('bofellesskap', 'husleie-belop'), '12 000')).toBe('Den samlede husleien for boligen er 12 000 kr per måned.');
    expect(fill(question('bofellesskap', 'leietaker'), 'self')).toBe(
      'Kari Nordmann står alene som leietaker overfor utleieren og tar imot de andre partenes andeler av husleien.',
    );
    expect(fill(question('bofellesskap', 'husleie-betalingsdag'), '25')).toBe(
      'De andre partene betaler sin andel av husleien til leietakeren senest den 25. hver måned.',
    );
    expect(fill(question('lan-mellom-privatpersoner', 'rentesats'), '3,5')).toMatch(/^Lånet forrentes med 3,5 % per år /);
    expect(fill(question('lan-mellom-privatpersoner', 'tilbakebetalt-senest'), '2027-03-01')).toBe(
      'Lånet skal være fullt tilbakebetalt senest 1. mars 2027.',
    );
    expect(fill(question('felles-bil', 'eierandel-registrert-eier'), '60')).toMatch(/^Den registrerte eieren eier 60 % av bilen/);
  });
});

/**
 * Contradicting clauses (issue 15). Per topic, pairs of answers whose clauses contradict each other
 * (`questionKey:answer`, where answer is `yes`/`no`, an option, a typed value as the walk gives it such as
 * `0`, or `*` for any answer), which the logic must keep off the same answered path.
 */
const FORBIDDEN_PAIRS: Record<string, [string, string][]> = {
  samboeravtale: [
    ['boligens-eierforhold:Vi leier den', 'overta-bolig-ved-brudd:*'],
    ['boligens-eierforhold:Vi leier den', 'eierandeler-bolig:*'],
    ['boligens-eierforhold:Vi leier den', 'boligeier:*'],
    ['boligens-eierforhold:Vi eier den sammen', 'boligeier:*'],
    ['boligens-eierforhold:Én av oss eier den alene', 'overta-bolig-ved-brudd:*'],
    ['eierandeler-bolig:Like store andeler', 'storst-eierandel-prosent:*'],
    ['felles-barn:no', 'barneutgifter-deles-likt:*'],
  ],
  bofellesskap: [
    ['leiekontrakt-signert:Alle som bor her', 'leietaker:*'],
    ['leiekontrakt-signert:Alle som bor her', 'husleie-betalingsdag:*'],
    ['depositum-belop:0', 'depositum-hver-sin-andel:*'],
    ['depositum-belop:0', 'depositum-betaler:*'],
    ['depositum-hver-sin-andel:yes', 'depositum-betaler:*'],
  ],
  'lan-mellom-privatpersoner': [
    ['renter:no', 'rentesats:*'],
    ['renter:no', 'fast-rente:*'],
    ['nedbetaling:Alt på én gang', 'avdrag-belop:*'],
    ['nedbetaling:Alt på én gang', 'mislighold-avdrag:*'],
  ],
  'ferie-sammen': [
    ['felles-budsjett:no', 'budsjett-per-person:*'],
    ['en-bestiller:no', 'bestiller:*'],
    ['leiebil:no', 'leiebil-egenandel:*'],
  ],
  'felles-hytte': [
    ['eierandeler:Like store andeler', 'storst-andel-prosent:*'],
    ['eierandeler:Slik det står i skjøtet', 'storst-andel-eier:*'],
    ['hyttekonto:no', 'hyttekonto-belop:*'],
    ['bruksplan:no', 'hoytider-pa-rundgang:*'],
  ],
  'felles-bil': [
    ['billan:no', 'felles-lantakere:*'],
    ['billan:no', 'terminbelop-etter-andel:*'],
    // Costs split by use need the kjørebok that the Nei to «likt» promises.
    ['faste-kostnader-likt:no', 'kjorebok:no'],
  ],
  'felles-kjaeledyr': [
    ['eies-sammen:yes', 'dyrets-eier:*'],
    ['eies-sammen:yes', 'omplassering:*'],
    ['eies-sammen:no', 'hvem-beholder:*'],
    ['fast-bosted:no', 'bor-hos:*'],
    ['fast-bosted:no', 'helg-hos-de-andre:*'],
  ],
  husarbeid: [
    ['innkjop:no', 'innkjop-ansvarlig:*'],
    ['avfall:no', 'avfall-ansvarlig:*'],
    ['barn-faste-oppgaver:no', 'ukepenger-knyttet-til-oppgaver:*'],
  ],
  samvaersavtale: [
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'bosted-hos:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'foreldreansvar-alene-hos:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'vanlig-samvaer:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'reisekostnader:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'bosted-rytme:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'foreldreansvar-alene-hos:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'barnebidrag-betaler:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'bosted-rytme:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'bosted-hos:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'barnebidrag-betaler:*'],
    ['privat-barnebidrag:no', 'barnebidrag-belop:*'],
    ['privat-barnebidrag:no', 'barnebidrag-betaler:*'],
  ],
  'bryllup-og-fest': [
    ['samlet-budsjett:no', 'budsjett-belop:*'],
    ['bidrag-fra-familie:no', 'bidragsytere-far-si-sitt:*'],
    ['regnskap:no', 'regnskapsforer:*'],
  ],
  prosjektsamarbeid: [
    ['eierandeler:Like store andeler', 'storst-andel-eier:*'],
    ['eierandeler:Like store andeler', 'storst-andel-prosent:*'],
    ['eget-selskap:no', 'aksjeselskap:*'],
    ['eget-selskap:yes', 'egen-bankkonto:*'],
  ],
  naboavtale: [
    ['hekk-hoyde:no', 'hekk-maks-hoyde:*'],
    ['felles-vei:no', 'vei-kostnadsfordeling:*'],
    ['felles-vei:no', 'broyting:*'],
  ],
};

/**
 * Premises: when this answer is on the path, no other clause on the path may say the words (a clause
 * that refers to an insurance, a budget, an interest rate, samvær … the answer said does not exist).
 */
const PREMISES: Record<string, { when: string; noOtherClause: RegExp }[]> = {
  'lan-mellom-privatpersoner': [{ when: 'renter:no', noOtherClause: /\brente/i }],
  'ferie-sammen': [{ when: 'leiebil:no', noOtherClause: /leiebil/i }],
  'felles-hytte': [{ when: 'hyttekonto:no', noOtherClause: /hyttekonto/i }],
  'felles-bil': [{ when: 'billan:no', noOtherClause: /billån|terminbeløp/i }],
  // «ansvarsforsikring» (liability for damage the animal does) is another insurance than the health insurance asked about.
  'felles-kjaeledyr': [{ when: 'forsikring:no', noOtherClause: /\bforsikring|premie/i }],
  samvaersavtale: [
    // Under delt fast bosted there is no samvær (barneloven § 43 ff.), so no clause may assume it.
    { when: 'foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', noOtherClause: /\bsamvær\b|foreldreansvaret alene/i },
    { when: 'foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', noOtherClause: /delt fast bosted|foreldreansvaret alene/i },
  ],
  'bryllup-og-fest': [{ when: 'samlet-budsjett:no', noOtherClause: /budsjett/i }],
  prosjektsamarbeid: [{ when: 'eget-selskap:no', noOtherClause: /selskap/i }],
  naboavtale: [{ when: 'felles-vei:no', noOtherClause: /\bveien\b|innkjørsel/i }],
};

const tokenKey = (token: string) => token.slice(0, token.indexOf(':'));
const tokenAnswer = (token: string) => token.slice(token.indexOf(':') + 1);

/** How an answer is written in a pair: yes/no, the option, or the typed value as given. */
function answerLabel(q: CatalogueQuestion, answer: unknown): string {
  if (isYesNo(q)) return answer === true ? 'yes' : 'no';
  return String(answer);
}

/** The clause an answer puts in the agreement, as the legal text shows it. */
function clauseOfAnswer(q: CatalogueQuestion, answer: unknown): string {
  if (isYesNo(q)) return answer === true ? q.clauseYes : q.clauseNo;
  if (q.type === 'multiple_choice') return fillClause(q.options.find((o) => o.text === answer)!.clause, String(answer));
  return fillClause(q.clauseTemplate, formatAnswer(q, answer, { partyName }));
}

/**
 * Every combination of answers to the questions that matter for the topic's rules and pairs: each
 * source of a showIf/hideIf and each question named in a pair or premise gets Ja and Nei, every option,
 * or typed values on both sides of every threshold a rule compares it with; every other question gets
 * one fitting answer. Returns, per combination, the answered path: question key → answer.
 */
function answeredPaths(topic: CatalogueTopic, named: string[]): Map<string, unknown>[] {
  const { questions, rules } = toLogic(topic);
  const conditionsOn = new Map<string, Condition[]>();
  for (const q of topic.questions) {
    for (const when of [q.showIf, q.hideIf]) {
      if (!when) continue;
      conditionsOn.set(when.questionKey, [...(conditionsOn.get(when.questionKey) ?? []), ruleOf(when)]);
    }
  }
  const choices = topic.questions.map((q) => {
    const conditions = conditionsOn.get(q.key);
    if (!conditions && !named.includes(q.key)) {
      if (isYesNo(q)) return [true];
      if (q.type === 'multiple_choice') return [q.options[0].text];
      return [SAMPLE_VALUES[q.format][0]];
    }
    if (isYesNo(q)) return [true, false];
    if (q.type === 'multiple_choice') return q.options.map((o) => o.text);
    const values = (conditions ?? []).flatMap((condition) => candidateAnswers(q, condition));
    return [...new Set([...values, SAMPLE_VALUES[q.format][0]].map((v) => (typeof v === 'number' ? v : String(v))))];
  });
  const paths: Map<string, unknown>[] = [];
  const walk = (index: number, answers: Record<string, unknown>) => {
    if (index === topic.questions.length) {
      const visible = evaluateVisibility(questions, rules, answers);
      paths.push(new Map(topic.questions.filter((q) => visible.has(q.key)).map((q) => [q.key, answers[q.key]])));
      return;
    }
    for (const answer of choices[index]) walk(index + 1, { ...answers, [topic.questions[index].key]: answer });
  };
  walk(0, {});
  return paths;
}

/** Whether the answered path holds this `key:answer` token. */
function holds(topic: CatalogueTopic, path: Map<string, unknown>, token: string): boolean {
  const key = tokenKey(token);
  if (!path.has(key)) return false;
  const wanted = tokenAnswer(token);
  const q = topic.questions.find((question) => question.key === key)!;
  return wanted === '*' || answerLabel(q, path.get(key)) === wanted;
}

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
      for (const token of pairs.flat()) expect({ token, reachable: paths.some((path) => holds(topic, path, token)) }).toEqual({ token, reachable: true });
    });

    it('never puts both clauses of a contradicting pair on one answered path', () => {
      for (const [a, b] of pairs) {
        const both = paths.find((path) => holds(topic, path, a) && holds(topic, path, b));
        expect({ pair: [a, b], path: both ? Object.fromEntries(both) : null }).toEqual({ pair: [a, b], path: null });
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
            const clause = clauseOfAnswer(topic.questions.find((q) => q.key === key)!, answer);
            expect({ when, key, clause, matches: noOtherClause.test(clause) }).toEqual({ when, key, clause, matches: false });
          }
        }
        expect({ when, seen }).toEqual({ when, seen: true });
      }
    });
  });
});

describe('QUESTION_BANK', () => {
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
