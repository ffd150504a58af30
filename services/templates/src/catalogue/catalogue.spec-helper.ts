/**
 * What the catalogue specs share: the walk over a topic's answered paths, the clauses each answer prints, the
 * text rules, and the shape of a topic's own checks (`TopicChecks`: its pairs, premises and collisions, which
 * its spec in `topics/<key>.data.spec.ts` gives to `checkCatalogueTopic`). Test code only (not built into dist;
 * tsconfig.app.json leaves `*.spec-helper.ts` out).
 */
import { valueCheckSchema } from '@avtalt/contracts';
import {
  OPERATORS,
  checkValues,
  evaluateVisibility,
  fillClause,
  formatAnswer,
  partyWording,
  readDate,
  readRuleNumber,
  type LogicQuestion,
  type LogicRule,
  type ValueCheck,
  type ValueFormat,
} from '@avtalt/logic';
import type {
  CatalogueCondition,
  CatalogueQuestion,
  CatalogueTopic,
  CatalogueYesNoQuestion,
  TopicMiddleGround,
} from './catalogue.types';

/** A stable key: lower-case words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The values that occur more than once, each time after the first. */
export function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dups: string[] = [];
  for (const value of values) {
    if (seen.has(value)) dups.push(value);
    seen.add(value);
  }
  return dups;
}

/** Texts must be trimmed, have no doubled spaces and no space before punctuation. */
export function isClean(text: string): boolean {
  return text === text.trim() && !/\s{2,}/.test(text) && !/\s[.,?!]/.test(text) && text.length > 0;
}

export function startsUpperCase(text: string): boolean {
  const first = text.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase();
}

/** A clean sentence of its own: capitalised, one full stop at the end, nothing left of a placeholder. */
export function isSentence(clause: string): boolean {
  return (
    isClean(clause) &&
    startsUpperCase(clause) &&
    clause.endsWith('.') &&
    !/[{}]/.test(clause) &&
    // One sentence: no full stop followed by a new capitalised sentence.
    !/[.!?]\s+[A-ZÆØÅ]/.test(clause)
  );
}

export function isYesNo(q: CatalogueQuestion): q is CatalogueYesNoQuestion {
  return q.type === undefined || q.type === 'yes_no';
}

/** Two answers of each format, as people would type them, and the names a party answer shows. */
export const SAMPLE_VALUES: Record<ValueFormat, [string, string]> = {
  text: ['kjøp av bil', 'oppussing av badet'],
  number: ['3', '25'],
  amount: ['12 000', '1500,50'],
  percent: ['15', '3,5'],
  date: ['2027-03-01', '24.12.2026'],
  party: ['self', 'other'],
};
export const partyName = (value: string) => (value === 'self' ? 'Kari Nordmann' : 'Ola Hansen');

/**
 * Every clause a question can put in the agreement, as the legal text shows it: Ja and Nei, each
 * option's clause (with the option filled in), or the clause template filled with sample answers.
 */
export function clausesOf(q: CatalogueQuestion): string[] {
  if (isYesNo(q)) return [q.clauseYes, q.clauseNo];
  if (q.type === 'multiple_choice') return q.options.map((o) => fillClause(o.clause, o.text));
  return SAMPLE_VALUES[q.format].map((value) =>
    fillClause(q.clauseTemplate, formatAnswer(q, value, { partyName })),
  );
}

export type Condition = { operator: (typeof OPERATORS)[number]; value: unknown };
export const ruleOf = (condition: CatalogueCondition): Condition =>
  'equals' in condition
    ? { operator: 'equals', value: condition.equals }
    : { operator: condition.operator, value: condition.value };

/** The topic as the seeder stores it, for the engine: questions by key, a show rule per showIf. */
export function toLogic(topic: CatalogueTopic): { questions: LogicQuestion[]; rules: LogicRule[] } {
  const questions = topic.questions.map((q, index) => ({
    id: q.key,
    type: isYesNo(q) ? ('yes_no' as const) : q.type,
    order: index + 1,
    options: q.type === 'multiple_choice' ? q.options.map((o) => o.text) : null,
    format: q.type === 'free_text' ? q.format : null,
  }));
  const rules = topic.questions.flatMap((q) => [
    ...(q.showIf
      ? [
          {
            id: `rule-${q.key}`,
            questionId: q.key,
            sourceQuestionId: q.showIf.questionKey,
            ...ruleOf(q.showIf),
            action: 'show' as const,
            targetQuestionId: null,
          },
        ]
      : []),
    ...(q.hideIf
      ? [
          {
            id: `hide-${q.key}`,
            questionId: q.key,
            sourceQuestionId: q.hideIf.questionKey,
            ...ruleOf(q.hideIf),
            action: 'hide' as const,
            targetQuestionId: null,
          },
        ]
      : []),
  ]);
  return { questions, rules };
}

/** The day the topic specs judge dates against (value checks such as «not in the past» read it). */
export const CHECK_TODAY = '2026-11-29';

/**
 * What a topic's spec reads of it: a question by key, its value checks, the topic as the value checks run it
 * (the seeder's questions, ids are keys) and the issues a set of answers raises.
 */
export function topicKit(topic: CatalogueTopic) {
  const question = (key: string): CatalogueQuestion => {
    const q = topic.questions.find((candidate) => candidate.key === key);
    if (!q) throw new Error(`${topic.key} has no question ${key}`);
    return q;
  };
  const checksOf = (key: string): readonly ValueCheck[] => question(key).checks ?? [];
  const { questions, rules } = toLogic(topic);
  const checked = questions.map((q, index) => ({ ...q, checks: topic.questions[index].checks ?? null }));
  const issuesFor = (answers: Record<string, unknown>, today = CHECK_TODAY) =>
    checkValues(checked, answers, today);
  return { question, checksOf, questions, rules, checked, issuesFor };
}

/**
 * Whether a check, as the seeder stores it (other questions named by id), is what the contracts accept:
 * stored, every reference is a question id.
 */
export function storesAsContract(check: ValueCheck): boolean {
  const ID = '00000000-0000-4000-8000-000000000000';
  const stored = {
    ...check,
    ...Object.fromEntries(
      (['other', 'amount', 'from', 'until'] as const).filter((ref) => ref in check).map((ref) => [ref, ID]),
    ),
    ...(check.when ? { when: { ...check.when, question: ID } } : {}),
  };
  return valueCheckSchema.safeParse(stored).success;
}

/** Answers one might give to a question, to find one that meets (or fails) a condition. */
export function candidateAnswers(q: CatalogueQuestion, condition: Condition): unknown[] {
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
 * A pair of answers whose clauses contradict each other, which the topic's logic must keep off one answered path:
 * each `questionKey:answer`, where answer is `yes`/`no`, an option, a typed value as the walk gives it such as
 * `0`, or `*` for any answer.
 */
export type Pair = [string, string];

/**
 * A premise: when this answer is on the path, no other clause on the path may say the words (a clause that refers
 * to an insurance, a budget, an interest rate, samvær … the answer said does not exist). A party question that
 * names the person (`key:*`) and a general clause that says «one of the parties» does it as well: the general
 * line must not print beside the named one.
 */
export interface Premise {
  when: string;
  noOtherClause: RegExp;
}

/**
 * A collision the pairs cannot see, because a middle-ground alternative is a new answer: an alternative whose
 * clause says the words may not stand on a path where the token holds (the question it replaces stays visible).
 */
export interface Collision {
  clause: RegExp;
  notWith: string;
  why: string;
}

/** What a topic's spec gives `checkCatalogueTopic` (topic-checks.spec-helper.ts) besides the topic. */
export interface TopicChecks {
  /** The topic's entry of the middle-ground library (`topics/<key>.middle-ground.data.ts`). */
  middleGround: TopicMiddleGround;
  /** How many questions are typed (multiple_choice or free_text); docs/typed-answers.md lists them. */
  typedCount: number;
  /** The points where a number, a date, a choice or a party matters, and how each is asked. */
  typedPoints: Record<string, string>;
  /** Ja/Nei questions that a typed question replaced: keeping them would let two clauses contradict each other. */
  replaced?: string[];
  pairs: Pair[];
  premises: Premise[];
  collisions?: Collision[];
}

export const tokenKey = (token: string) => token.slice(0, token.indexOf(':'));
export const tokenAnswer = (token: string) => token.slice(token.indexOf(':') + 1);

/** How an answer is written in a pair: yes/no, the option, or the typed value as given. */
export function answerLabel(q: CatalogueQuestion, answer: unknown): string {
  if (isYesNo(q)) return answer === true ? 'yes' : 'no';
  return String(answer);
}

/** The clause an answer puts in the agreement, as the legal text shows it. */
export function clauseOfAnswer(q: CatalogueQuestion, answer: unknown): string {
  if (isYesNo(q)) return answer === true ? q.clauseYes : q.clauseNo;
  if (q.type === 'multiple_choice')
    return fillClause(q.options.find((o) => o.text === answer)!.clause, String(answer));
  return fillClause(q.clauseTemplate, formatAnswer(q, answer, { partyName }));
}

/**
 * Every combination of answers to the questions that matter for the topic's rules and pairs: each
 * source of a showIf/hideIf and each question named in a pair or premise gets Ja and Nei, every option,
 * or typed values on both sides of every threshold a rule compares it with; every other question gets
 * one fitting answer. Returns, per combination, the answered path: question key → answer.
 */
export function answeredPaths(topic: CatalogueTopic, named: string[]): Map<string, unknown>[] {
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
    return [
      ...new Set([...values, SAMPLE_VALUES[q.format][0]].map((v) => (typeof v === 'number' ? v : String(v)))),
    ];
  });
  const paths: Map<string, unknown>[] = [];
  const walk = (index: number, answers: Record<string, unknown>) => {
    if (index === topic.questions.length) {
      const visible = evaluateVisibility(questions, rules, answers);
      paths.push(
        new Map(topic.questions.filter((q) => visible.has(q.key)).map((q) => [q.key, answers[q.key]])),
      );
      return;
    }
    for (const answer of choices[index])
      walk(index + 1, { ...answers, [topic.questions[index].key]: answer });
  };
  walk(0, {});
  return paths;
}

/** Whether the answered path holds this `key:answer` token. */
export function holds(topic: CatalogueTopic, path: Map<string, unknown>, token: string): boolean {
  const key = tokenKey(token);
  if (!path.has(key)) return false;
  const wanted = tokenAnswer(token);
  const q = topic.questions.find((question) => question.key === key)!;
  return wanted === '*' || answerLabel(q, path.get(key)) === wanted;
}

/** Every text a topic can put in its document: each answer's clause and the topic's own final clauses. */
export function documentTexts(topic: CatalogueTopic): { where: string; text: string }[] {
  return [
    ...topic.questions.flatMap((q) => clausesOf(q).map((text) => ({ where: q.key, text }))),
    ...(['termClause', 'disputeClause'] as const).flatMap((field) =>
      topic.document?.[field] ? [{ where: field, text: topic.document[field] as string }] : [],
    ),
  ];
}

/**
 * Why a text does not read right once `partyWording` makes it singular for two parties (an empty list
 * when it does): a plural word right after a phrase it replaces, 'mellom' before one, 'den eller de andre
 * partene', or 'de andre' without 'partene' (left plural).
 */
export function twoPartyProblems(text: string): string[] {
  const problems: string[] = [];
  const phrase = '(?:de andre partene|de øvrige partene|de øvrige|alle partene)';
  const plural =
    '(?:enige|uenige|ansvarlige|solidarisk|solidariske|forpliktet|pliktige|eiere|leietakere|låntakere|framleiere|samboere|like)';
  if (new RegExp(`${phrase}\\s+(?:er\\s+|blir\\s+|var\\s+)?${plural}\\b`, 'i').test(text))
    problems.push('a plural word after the phrase');
  // 'mellom alle partene' becomes 'mellom begge partene', which reads right; 'mellom den andre parten' does not.
  if (/\b(?:mellom|blant)\s+(?:de andre partene|de øvrige)/i.test(text))
    problems.push('mellom/blant before the phrase');
  if (/den eller de andre partene/i.test(text)) problems.push('den eller de andre partene');
  if (/\bde andre\b(?!\s+(?:partene|partenes|kostnadene|felles)\b)/i.test(text))
    problems.push("'de andre' without 'partene'");
  // Two-party wording makes 'de øvrige' 'den andre': before another plural noun it would read 'den andre kostnadene'.
  if (/\bde øvrige\s+(?:felles\s+)?(?!partene\b|partenes\b)\p{L}+ene\b/iu.test(text))
    problems.push("'de øvrige' before a noun other than partene");
  const two = partyWording(text, 2);
  if (/de andre partene|de øvriges?\b/i.test(two)) problems.push(`still plural for two: ${two}`);
  return problems;
}
