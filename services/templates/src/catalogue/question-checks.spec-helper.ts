/**
 * The checks of a catalogue topic's questions, clauses and logic, and of the typed questions it must ask (part of
 * `checkCatalogueTopic` in topic-checks.spec-helper.ts). Test code only.
 */
import {
  ANSWER_PLACEHOLDER,
  OPERATORS,
  VALUE_FORMATS,
  evaluateCondition,
  evaluateVisibility,
  readDate,
  readRuleNumber,
  validateRules,
  validateValueChecks,
} from '@avtalt/logic';
import type { CatalogueCondition, CatalogueQuestion, CatalogueTopic } from './catalogue.types';
import {
  SLUG,
  candidateAnswers,
  clausesOf,
  duplicates,
  isClean,
  isSentence,
  isYesNo,
  ruleOf,
  startsUpperCase,
  storesAsContract,
  toLogic,
  topicKit,
  type TopicChecks,
} from './catalogue.spec-helper';

/** 'yes_no', 'multiple_choice', or the format of a free_text question. */
function kindOf(q: CatalogueQuestion): string {
  if (isYesNo(q)) return 'yes_no';
  return q.type === 'multiple_choice' ? 'multiple_choice' : q.format;
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

/** Its questions, clauses and logic, and the typed questions it must ask. */
export function checkQuestions(topic: CatalogueTopic, checks: TopicChecks): void {
  describe('questions', () => {
    it('declares value checks the engine accepts, each stored as the contracts define it', () => {
      expect(validateValueChecks(topicKit(topic).checked)).toEqual([]);
      const refused = topic.questions.flatMap((q) =>
        (q.checks ?? [])
          .filter((check) => !storesAsContract(check))
          .map((check) => `${q.key}: ${check.kind}`),
      );
      expect(refused).toEqual([]);
    });

    // Samvær holds 25 (birthdays, illness, barnetrygd per arrangement, and the bidrag's count of children and first
    // date for the payment schedule, asked only when it is agreed privately); the arrangements exclude one another.
    it('has 8–25 questions', () => {
      expect(topic.questions.length).toBeGreaterThanOrEqual(8);
      expect(topic.questions.length).toBeLessThanOrEqual(25);
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
      expect(typed.length).toBe(checks.typedCount);
      expect(typed.length).toBeGreaterThanOrEqual(2);
    });

    it('asks the points that need a value with that type', () => {
      for (const [key, kind] of Object.entries(checks.typedPoints)) {
        const q = topic.questions.find((question) => question.key === key);
        expect({ key, kind: q ? kindOf(q) : 'missing' }).toEqual({ key, kind });
      }
    });

    if (checks.replaced)
      it('no longer asks the Ja/Nei questions that a typed question replaced', () => {
        const present = topic.questions.map((q) => q.key);
        for (const key of checks.replaced ?? []) expect(present).not.toContain(key);
      });
  });
}
