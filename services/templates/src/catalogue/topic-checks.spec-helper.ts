/**
 * The checks every catalogue topic passes, registered by the topic's own spec (`topics/<key>.data.spec.ts`) with
 * `checkCatalogueTopic(topic, checks)`: its questions, clauses and logic (question-checks.spec-helper.ts), the
 * contradicting clauses its pairs and premises name on every answered path (docs/catalogue-contradictions.md),
 * its legal document (docs/catalogue-document-settings.md), and its middle ground
 * (middle-ground-checks.spec-helper.ts). Test code only.
 */
import { partyRolesSchema, topicDocumentSchema } from '@avtalt/contracts';
import type { CatalogueTopic } from './catalogue.types';
import {
  answeredPaths,
  clauseOfAnswer,
  clausesOf,
  documentTexts,
  duplicates,
  holds,
  isClean,
  isSentence,
  isYesNo,
  startsUpperCase,
  tokenAnswer,
  tokenKey,
  twoPartyProblems,
  type TopicChecks,
} from './catalogue.spec-helper';
import { checkMiddleGround } from './middle-ground-checks.spec-helper';
import { checkQuestions } from './question-checks.spec-helper';

/** Registers every check a catalogue topic must pass, under `<key>: the catalogue's checks`. */
export function checkCatalogueTopic(topic: CatalogueTopic, checks: TopicChecks): void {
  describe(`${topic.key}: the catalogue's checks`, () => {
    checkQuestions(topic, checks);
    checkContradictions(topic, checks);
    checkDocument(topic);
    checkMiddleGround(topic, checks);
  });
}

/** No two clauses that contradict each other on one answered path, and no clause that denies a premise. */
function checkContradictions(topic: CatalogueTopic, { pairs, premises }: TopicChecks): void {
  describe('contradicting clauses', () => {
    const named = [...pairs.flat(), ...premises.map((p) => p.when)].map(tokenKey);
    const paths = answeredPaths(topic, named);

    it('declares contradicting pairs, each naming a question of the topic and an answer it can have', () => {
      expect(pairs.length).toBeGreaterThan(0);
      for (const token of [...pairs.flat(), ...premises.map((p) => p.when)]) {
        const q = topic.questions.find((question) => question.key === tokenKey(token));
        expect({ token, known: q !== undefined }).toEqual({ token, known: true });
        const answer = tokenAnswer(token);
        if (!q || answer === '*') continue;
        if (isYesNo(q)) expect(['yes', 'no']).toContain(answer);
        else if (q.type === 'multiple_choice') expect(q.options.map((o) => o.text)).toContain(answer);
      }
    });

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
}

/** Sections, facts, roles and the document settings. */
function checkDocument(topic: CatalogueTopic): void {
  describe('legal document', () => {
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
}
