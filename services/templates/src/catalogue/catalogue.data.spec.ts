import { CATALOGUE } from './catalogue.data';
import type { Domain } from './catalogue.types';
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

    it('asks yes/no questions ending with "?" and has clauses ending with "."', () => {
      for (const q of topic.questions) {
        expect(q.text.endsWith('?')).toBe(true);
        expect(q.clauseYes.endsWith('.')).toBe(true);
        expect(q.clauseNo.endsWith('.')).toBe(true);
        expect(q.text.indexOf('?')).toBe(q.text.length - 1);
        for (const text of [q.text, q.clauseYes, q.clauseNo]) {
          expect(isClean(text)).toBe(true);
          expect(startsUpperCase(text)).toBe(true);
        }
        expect(q.clauseYes).not.toBe(q.clauseNo);
        if (q.description !== undefined) {
          expect(isClean(q.description)).toBe(true);
          expect(q.description.endsWith('.')).toBe(true);
        }
      }
    });

    it('only has showIf rules that refer to an earlier question of the same topic', () => {
      topic.questions.forEach((q, index) => {
        if (!q.showIf) return;
        const sourceIndex = topic.questions.findIndex((other) => other.key === q.showIf?.questionKey);
        expect(sourceIndex).toBeGreaterThanOrEqual(0);
        expect(sourceIndex).toBeLessThan(index);
        expect(typeof q.showIf.equals).toBe('boolean');
      });
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
