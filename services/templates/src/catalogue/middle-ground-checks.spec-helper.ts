/**
 * The checks of a catalogue topic's middle ground (docs/middle-ground-library.md), part of `checkCatalogueTopic`:
 * coverage both ways, form, two-party wording, and that each alternative's clause, put where its question's
 * answer stood, breaks no pair, premise or named collision on any answered path of its topic. Test code only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueQuestion, CatalogueTopic } from './catalogue.types';
import {
  answeredPaths,
  clausesOf,
  documentTexts,
  holds,
  isClean,
  startsUpperCase,
  tokenAnswer,
  tokenKey,
  twoPartyProblems,
  type TopicChecks,
} from './catalogue.spec-helper';

/** The keys of the questions whose answer another question of the topic shows or hides on. */
function sourcesOf(topic: CatalogueTopic): Set<string> {
  return new Set(
    topic.questions
      .flatMap((q) => [q.showIf?.questionKey, q.hideIf?.questionKey])
      .filter((key): key is string => key !== undefined),
  );
}

/**
 * Why a question gets no middle ground (null when it must have one): a fact is not negotiated, a value gets a
 * computed midpoint, and replacing a question others depend on would leave their clauses, chosen from the old
 * answer, beside a clause that may contradict them.
 */
function noMiddleGroundBecause(topic: CatalogueTopic, q: CatalogueQuestion): string | null {
  if (q.fact === true) return 'a fact';
  if (q.type === 'free_text') return 'a value (midpoint instead)';
  if (sourcesOf(topic).has(q.key)) return 'a source of showIf/hideIf';
  return null;
}

/** A clause that states a rule of law: a statute, a section, a legal effect (docs/legal-sources.md); «lov å» is a permission, not a law. */
const STATES_LAW =
  /§|\blov(?:en|a|er|ens)?\b(?!\s+(?:å|til)\s)|[a-zæøå]+lov(?:en|a)\b|forskrift|foreld(?:es|else)|tinglys|\bnav\b|folkeregister/i;

/** What a topic's own final clauses settle, which an alternative must not settle again (or otherwise). */
const DOCUMENT_MATTERS: { matter: string; pattern: RegExp }[] = [
  {
    matter: 'how disputes are solved (disputeClause)',
    pattern: /\btvist|forliksråd|domstol|\bmekl|voldgift/i,
  },
  {
    matter: 'when the agreement takes effect or ends (termClause)',
    pattern: /avtalen (?:gjelder fra|trer i kraft|opphører|kan sies opp)|denne avtalen gjelder/i,
  },
];

/** First or second person: the library writes as the catalogue does, about «partene». */
const PERSONAL = /\b(?:vi|oss|vår|våre|jeg|meg|du|deg|din|dine)\b/i;

/** A Ja/Nei question never opens with a question word. */
const QUESTION_WORD = /^(?:hvem|hva|hvor|hvilk|hvordan|når|hvorfor)/i;

/** The legal-sources section of a topic: from its `## … (`topic`` heading to the next heading. */
function legalSection(topicKey: string): string {
  const text = readFileSync(join(__dirname, '../../../../docs/legal-sources.md'), 'utf8');
  const start = text.search(new RegExp(`^## .*\\(\`${topicKey}\`[,)]`, 'm'));
  if (start < 0) return '';
  const next = text.indexOf('\n## ', start + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

/** Registers the middle-ground checks of one topic, with its library entry from `checks.middleGround`. */
export function checkMiddleGround(topic: CatalogueTopic, checks: TopicChecks): void {
  const topicKey = topic.key;
  const library = checks.middleGround;
  const { pairs, premises, collisions = [] } = checks;

  describe('middle ground', () => {
    it('has 1–3 alternatives for every negotiable question and none for a fact, a value or a question others depend on', () => {
      for (const q of topic.questions) {
        const count = library[q.key]?.length ?? 0;
        const because = noMiddleGroundBecause(topic, q);
        if (because) expect({ key: q.key, because, count }).toEqual({ key: q.key, because, count: 0 });
        else
          expect({ key: q.key, count, inRange: count >= 1 && count <= 3 }).toEqual({
            key: q.key,
            count,
            inRange: true,
          });
      }
    });

    it('asks each alternative as a natural Ja/Nei question, different from the question and from the others', () => {
      for (const [questionKey, alternatives] of Object.entries(library)) {
        const q = topic.questions.find((question) => question.key === questionKey);
        const texts = alternatives.map((a) => a.text.toLowerCase());
        expect({ questionKey, distinct: new Set(texts).size === texts.length }).toEqual({
          questionKey,
          distinct: true,
        });
        for (const { text } of alternatives) {
          const problems = [
            !isClean(text) && 'not clean',
            !startsUpperCase(text) && 'lower-case start',
            !text.endsWith('?') && 'no question mark at the end',
            text.indexOf('?') !== text.length - 1 && 'more than one question',
            text.length > 500 && 'longer than 500',
            QUESTION_WORD.test(text) && 'not a Ja/Nei question',
            PERSONAL.test(text) && 'first or second person',
            q && text.toLowerCase() === q.text.toLowerCase() && 'the question itself',
            topic.questions.some((other) => other.text.toLowerCase() === text.toLowerCase()) &&
              'a question the topic already asks',
          ].filter(Boolean);
          expect({ questionKey, text, problems }).toEqual({ questionKey, text, problems: [] });
        }
      }
    });

    it('gives each alternative a contractual clause the question cannot produce, and a short description', () => {
      const topicClauses = new Set(documentTexts(topic).map(({ text }) => text));
      for (const [questionKey, alternatives] of Object.entries(library)) {
        const q = topic.questions.find((question) => question.key === questionKey);
        const own = q ? clausesOf(q) : [];
        const clauses = alternatives.map((a) => a.clause);
        expect({ questionKey, distinct: new Set(clauses).size === clauses.length }).toEqual({
          questionKey,
          distinct: true,
        });
        for (const { clause, description } of alternatives) {
          // Whole sentences: every sentence opens with a capital and the last ends with a full stop.
          const sentences = clause.split(/(?<=[.!?])\s+/);
          const problems = [
            !isClean(clause) && 'not clean',
            !clause.endsWith('.') && 'no full stop at the end',
            sentences.some((s) => !startsUpperCase(s)) && 'a sentence with a lower-case start',
            /[{}]/.test(clause) && 'a placeholder',
            clause.length > 2000 && 'longer than 2000',
            PERSONAL.test(clause) && 'first or second person',
            ...twoPartyProblems(clause),
            own.includes(clause) && 'a clause the question produces',
            topicClauses.has(clause) && 'a clause the topic already prints',
            description != null &&
              (!isClean(description) ||
                !description.endsWith('.') ||
                description.length > 200 ||
                /\n/.test(description)) &&
              'a description that is not one short line',
          ].filter(Boolean);
          expect({ questionKey, clause, problems }).toEqual({ questionKey, clause, problems: [] });
        }
      }
    });

    it("settles nothing the topic's own term and dispute clauses settle", () => {
      for (const [questionKey, alternatives] of Object.entries(library)) {
        for (const { clause } of alternatives) {
          const settles = DOCUMENT_MATTERS.filter(({ pattern }) => pattern.test(clause)).map(
            ({ matter }) => matter,
          );
          expect({ questionKey, clause, settles }).toEqual({ questionKey, clause, settles: [] });
        }
      }
    });

    it('never contradicts another clause on any answered path where its question is asked', () => {
      const named = [
        ...pairs.flat(),
        ...premises.map((p) => p.when),
        ...collisions.map((c) => c.notWith),
      ].map(tokenKey);
      const paths = answeredPaths(topic, named);
      for (const [questionKey, alternatives] of Object.entries(library)) {
        const onPaths = paths.filter((path) => path.has(questionKey));
        expect({ questionKey, asked: onPaths.length > 0 }).toEqual({ questionKey, asked: true });
        for (const { clause } of alternatives) {
          const found: string[] = [];
          for (const path of onPaths) {
            // The alternative stands where the question's answer stood: every premise of another answer on the path holds for it.
            for (const { when, noOtherClause } of premises) {
              if (tokenKey(when) !== questionKey && holds(topic, path, when) && noOtherClause.test(clause))
                found.push(`premise ${when}`);
            }
            // A pair naming the question with any answer (`key:*`) names the alternative too.
            for (const [a, b] of pairs) {
              for (const [mine, other] of [
                [a, b],
                [b, a],
              ]) {
                if (tokenKey(mine) === questionKey && tokenAnswer(mine) === '*' && holds(topic, path, other))
                  found.push(`pair ${mine} / ${other}`);
              }
            }
            for (const { clause: says, notWith, why } of collisions) {
              if (tokenKey(notWith) !== questionKey && says.test(clause) && holds(topic, path, notWith))
                found.push(`${why} (${notWith})`);
            }
          }
          expect({ questionKey, clause, found: [...new Set(found)] }).toEqual({
            questionKey,
            clause,
            found: [],
          });
        }
      }
    });

    it('has a docs/legal-sources.md row for every alternative that states a rule of law', () => {
      const section = legalSection(topicKey);
      for (const [questionKey, alternatives] of Object.entries(library)) {
        alternatives.forEach(({ text, clause, description }, i) => {
          if (![text, clause, description ?? ''].some((s) => STATES_LAW.test(s))) return;
          const key = `\`${topicKey}/${questionKey}:middle-ground-${i + 1}\``;
          expect({ key, sourced: section.includes(key) }).toEqual({ key, sourced: true });
        });
      }
    });
    if (collisions.length > 0)
      it('checks the collisions it names against real questions of the topic', () => {
        for (const { notWith } of collisions) {
          const q = topic.questions.find((question) => question.key === tokenKey(notWith));
          expect({ topicKey, notWith, known: q !== undefined }).toEqual({ topicKey, notWith, known: true });
        }
      });
  });
}
