import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BankQuestion, Domain } from './catalogue.types';
import { duplicates, isClean, startsUpperCase, twoPartyProblems } from './catalogue.spec-helper';
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

/**
 * Issue 33: the lawyer's review §§ 4.8 and 8 (shared/reviews/legal-content.md) on the custom-topic bank: clauses
 * that pointed to a share or a date «som partene skriver inn i avtalen» (no field collects it, so the printed clause
 * is empty), a majority rule that seemed to remove an heir's right to offentlig skifte, no word on the debts heirs
 * take over in privat skifte, and Nei clauses that say nothing or do not negate.
 */

const byText = (text: string): BankQuestion => {
  const q = QUESTION_BANK.find((candidate) => candidate.text === text);
  if (!q) throw new Error(`the bank has no question «${text}»`);
  return q;
};
const inheritance = QUESTION_BANK.filter((q) => q.domains.includes('inheritance'));
const clauses = (q: BankQuestion) => [q.clauseYes, q.clauseNo];

describe("QUESTION_BANK after the lawyer's review (issue 33)", () => {
  it('prints no clause that refers to content the parties were never asked for', () => {
    const pointing = QUESTION_BANK.flatMap((q) =>
      clauses(q).filter((c) => /skriv(?:er|es) inn i avtalen|som (?:partene|de) skriver inn/i.test(c)),
    );
    expect(pointing).toEqual([]);
  });

  it('divides the inheritance by the law and the testament when not equally, and sets a real deadline', () => {
    expect(byText('Skal arven deles likt mellom dere?').clauseNo).toBe(
      'Det som partene arver, deles etter den andelen hver av dem har rett til etter arveloven og et eventuelt testament.',
    );
    expect(byText('Skal oppgjøret være ferdig senest ett år etter dødsfallet?').clauseYes).toBe(
      'Partene gjør oppgjøret ferdig senest ett år etter dødsfallet.',
    );
  });

  it("lets a majority decide only practical matters, with a tie-break, and keeps every heir's right to offentlig skifte", () => {
    const majority = inheritance.flatMap((q) => clauses(q).filter((c) => /flertall/i.test(c)));
    expect(majority.length).toBe(1);
    expect(majority[0]).toMatch(/^Praktiske beslutninger om oppgjøret/);
    expect(majority[0]).toMatch(/står stemmene likt, avgjøres saken ved loddtrekning/);
    expect(majority[0]).toMatch(/alle andre beslutninger om arven krever samtykke fra alle partene/);
    expect(majority[0]).toMatch(/ingen av partene mister retten til å kreve offentlig skifte/);
    expect(QUESTION_BANK.flatMap(clauses)).not.toContain(
      'Beslutninger om arven tas med flertall blant partene.',
    );
  });

  it("warns that heirs who take over the estate in privat skifte answer for the deceased's debts", () => {
    const privat = byText('Skal dere overta boet til privat skifte?');
    expect(privat.domains).toEqual(['inheritance']);
    expect(privat.description).toMatch(/personlig ansvarlige for all gjelden etter avdøde/);
    expect(privat.description).toMatch(/proklama/);
    expect(privat.clauseYes).toMatch(
      /personlig og solidarisk ansvarlige for avdødes gjeld, også for gjeld som er større enn det boet eier/,
    );
    expect(privat.clauseNo).toMatch(/skiftes da offentlig av tingretten/);
  });

  it('has no Nei that only negates the Ja (timelister), and a castration Nei that negates', () => {
    const bare = QUESTION_BANK.filter((q) => /^Partene fører ikke [^,]*\.$/.test(q.clauseNo)).map(
      (q) => q.clauseNo,
    );
    expect(bare).toEqual([]);
    expect(byText('Skal dere føre timer for arbeidet?').clauseNo).toMatch(
      /ingen av dem kan kreve betaling for timene sine/,
    );
    const castration = QUESTION_BANK.filter((q) => q.text === 'Skal dyret kastreres eller steriliseres?');
    expect(castration.map((q) => q.clauseNo)).toEqual(['Dyret skal ikke kastreres eller steriliseres.']);
  });

  it('lists the inheritance clauses that state law with their sources in docs/legal-sources.md', () => {
    const text = readFileSync(join(__dirname, '../../../../docs/legal-sources.md'), 'utf8');
    const start = text.indexOf('## Question bank for custom topics');
    const section = text.slice(start, text.indexOf('\n## ', start + 1));
    for (const question of [
      'Skal dere overta boet til privat skifte?',
      'Skal praktiske beslutninger om oppgjøret kunne tas med flertall?',
      'Skal arven deles likt mellom dere?',
    ]) {
      expect(section).toContain(`inheritance / «${question}»`);
    }
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

  it("gives every question its main domain's keywords, so that a question of several domains weighs no more", () => {
    for (const q of QUESTION_BANK)
      expect({ text: q.text, keywords: q.keywords }).toEqual({
        text: q.text,
        keywords: DOMAIN_KEYWORDS[q.domains[0]],
      });
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
