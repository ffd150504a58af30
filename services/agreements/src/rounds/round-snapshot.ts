/**
 * A round's view of one agreement (DESIGN §4) and the lookups every rule reads it through: who takes
 * part, who answered what. Pure: the service loads the rows, {@link toRoundSnapshot} makes this view.
 */
import type { QuestionStatus } from '@avtalt/contracts';
import {
  type Answers,
  type AnswerValue,
  answersForLogic,
  formatOf,
  type LogicQuestion,
  type LogicRule,
  type PartyContext,
} from '@avtalt/logic';

export interface RoundParticipant {
  id: string;
  userId: string;
  isAnonymous: boolean;
  /** The round from which the initiator removed them; absent or null while they take part. */
  removedInRound?: number | null;
}

export interface RoundAnswer {
  participantId: string;
  questionId: string;
  round: number;
  /** The canonical value (docs/typed-answers.md): boolean, option, text, number, `YYYY-MM-DD` or a party. */
  response: AnswerValue;
}

/**
 * A question as the round rules see it. A question that replaced a disputed one (docs/negotiation.md)
 * carries the disputed question's id and the round it is asked from.
 */
export type RoundQuestion = LogicQuestion & { fromRound?: number | null; replacesQuestionId?: string | null };

/** The rows a round view is made of; {@link roundSnapshot} makes the view. */
export interface RoundRows {
  currentRound: number;
  maxRounds: number;
  expectedParticipants: number;
  /** Set when a participant declared disagreement (round 1). */
  declaredDisagreement: boolean;
  /**
   * The initiator made the rounds blind: nobody sees the others' answers of a round until
   * everyone in it has answered ({@link answersRevealed}). Absent reads as false (the spec's behaviour).
   */
  blind?: boolean;
  /**
   * An amendment's second round asks these questions (those the parties chose to change, the ones added and
   * what depends on them: docs/amendments.md); round 1 holds the earlier version's answers. Absent: not an
   * amendment.
   */
  reopenedQuestionIds?: readonly string[] | null;
  initiatorId: string;
  questions: readonly RoundQuestion[];
  rules: readonly LogicRule[];
  participants: readonly RoundParticipant[];
  answers: readonly RoundAnswer[];
  /** Who has submitted their answer set, per round. */
  submissions: readonly { participantId: string; round: number }[];
}

/**
 * A round's view of one agreement: its rows and what is derived from them ({@link SnapshotDerived}), built
 * at the first rule that reads it and kept with the view. The snapshot cache keeps one view per cached
 * version of an agreement, so the lookups are built once per version and dropped with the cache entry.
 * A view is never changed after it is made; a copy with other rows is a new view, made with
 * {@link roundSnapshot} (a spread copy still holds the original's derived values, and reading it throws).
 */
export interface RoundSnapshot extends RoundRows {
  readonly derived: SnapshotDerived;
}

/**
 * Lookups built once per snapshot (snapshots are never changed after they are built): the
 * comparison of 50 people × 10 questions would otherwise scan every answer for every cell. The
 * round-status rules keep what they compute per round here too.
 */
export interface SnapshotIndex {
  /** Who takes part in each round (see {@link participantsIn}). */
  inRound: Map<number, RoundParticipant[]>;
  answer: Map<string, AnswerValue>;
  question: Map<string, RoundQuestion>;
  /** Some question's answers are read differently by logic (a free_text with a format other than text). */
  typedLogic: boolean;
  /** The ids of {@link participantsIn} per round (party answers resolve against them). */
  idsInRound: Map<number, string[]>;
  byParticipant: Map<string, RoundAnswer[]>;
  asked: Map<string, string[]>;
  submitted: Set<string>;
  statuses: Map<number, Map<string, QuestionStatus>>;
  roundIds: Map<number, string[]>;
}

const key = (participantId: string, questionId: string, round: number): string =>
  `${participantId}|${questionId}|${round}`;

function groupBy<T>(items: readonly T[], by: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(by(item));
    if (group) group.push(item);
    else groups.set(by(item), [item]);
  }
  return groups;
}

function buildIndex(s: RoundRows): SnapshotIndex {
  return {
    inRound: new Map(),
    answer: new Map(s.answers.map((a) => [key(a.participantId, a.questionId, a.round), a.response])),
    question: new Map(s.questions.map((q) => [q.id, q])),
    typedLogic: s.questions.some((q) => (formatOf(q) ?? 'text') !== 'text'),
    idsInRound: new Map(),
    byParticipant: groupBy(s.answers, (a) => a.participantId),
    asked: new Map(),
    submitted: new Set(s.submissions.map((x) => `${x.participantId}|${x.round}`)),
    statuses: new Map(),
    roundIds: new Map(),
  };
}

/** Names a value that a reader derives from a view and keeps with it ({@link derivedOf}). */
export interface DerivedKey<T> {
  readonly name: string;
  /** Only carries the value's type. */
  readonly type?: T;
}

export const derivedKey = <T>(name: string): DerivedKey<T> => ({ name });

/**
 * What is derived from one view's rows: the {@link SnapshotIndex} and the values readers keep per view
 * (the comparison's rows). Each is built at its first use, once, and lives as long as the view.
 */
export class SnapshotDerived {
  readonly #of: RoundRows;
  #index: SnapshotIndex | undefined;
  readonly #values = new Map<DerivedKey<unknown>, unknown>();

  constructor(of: RoundRows) {
    this.#of = of;
  }

  index(of: RoundRows): SnapshotIndex {
    this.#check(of);
    this.#index ??= buildIndex(of);
    return this.#index;
  }

  value<T>(of: RoundRows, valueKey: DerivedKey<T>, build: () => T): T {
    this.#check(of);
    if (this.#values.has(valueKey)) return this.#values.get(valueKey) as T;
    const value = build();
    this.#values.set(valueKey, value);
    return value;
  }

  #check(of: RoundRows): void {
    // A spread copy with other rows would otherwise be answered from the original's lookups.
    if (of !== this.#of)
      throw new Error('a round snapshot copied without roundSnapshot() has no lookups of its own');
  }
}

/** The view of `rows` (a copy of them, with derived values of its own). */
export function roundSnapshot(rows: RoundRows): RoundSnapshot {
  const view = { ...rows } as RoundRows & { derived: SnapshotDerived };
  view.derived = new SnapshotDerived(view);
  return view;
}

/** The lookups of a snapshot, built at the first rule that reads it. */
export function snapshotIndex(s: RoundSnapshot): SnapshotIndex {
  return s.derived.index(s);
}

/** A value derived from the view's rows by `build`, built once per view and kept with it. */
export function derivedOf<T>(s: RoundSnapshot, valueKey: DerivedKey<T>, build: () => T): T {
  return s.derived.value(s, valueKey, build);
}

/** A participant's answer to a question in a round, or undefined. */
export function answerOf(
  s: RoundSnapshot,
  participantId: string,
  questionId: string,
  round: number,
): AnswerValue | undefined {
  return snapshotIndex(s).answer.get(key(participantId, questionId, round));
}

export function hasResponded(s: RoundSnapshot, participantId: string, round = s.currentRound): boolean {
  return snapshotIndex(s).submitted.has(`${participantId}|${round}`);
}

/**
 * Who takes part in a round (DESIGN §4): those who joined, that is who submitted an answer set in
 * round 1, and whom the initiator had not removed by then. Saving single answers joins nobody (they
 * are drafts); a participant row without a round-1 submission (written by a version before drafts)
 * therefore counts nowhere either. Every rule about a round counts these participants only.
 */
export function participantsIn(s: RoundSnapshot, round = s.currentRound): RoundParticipant[] {
  const cache = snapshotIndex(s).inRound;
  let list = cache.get(round);
  if (!list) {
    list = s.participants.filter(
      (p) =>
        hasResponded(s, p.id, 1) &&
        (p.removedInRound === undefined || p.removedInRound === null || p.removedInRound > round),
    );
    cache.set(round, list);
  }
  return list;
}

/** The id of the caller's participation in the current round, if they take part in it. */
export function participantIdOf(s: RoundSnapshot, userId: string): string | undefined {
  return participantsIn(s).find((p) => p.userId === userId)?.id;
}

/**
 * A participant's answers as they stand in `round`: this round's answers over the latest earlier ones
 * (stored values; logic reads them through {@link logicAnswers}).
 */
export function answersAsOf(s: RoundSnapshot, participantId: string, round: number): Answers {
  const result: Answers = {};
  const own = (snapshotIndex(s).byParticipant.get(participantId) ?? [])
    .filter((a) => a.round <= round)
    .sort((a, b) => a.round - b.round);
  for (const a of own) result[a.questionId] = a.response;
  return result;
}

/**
 * Answers as the logic rules compare them (docs/typed-answers.md): numbers and dates typed, and a party
 * answer as 'self' when it names the one answering (`participantId`, or 'self'), else 'other'.
 */
export function logicAnswers(
  s: RoundSnapshot,
  answers: Readonly<Record<string, unknown>>,
  participantId: string | undefined,
): Answers {
  // Yes/no, choices and text are compared as stored: most agreements need no copy of the answers.
  if (!snapshotIndex(s).typedLogic) return answers;
  return answersForLogic(s.questions, answers, participantId ? [participantId] : []);
}

/**
 * Who a participant's party answers point to in a round: `self` is the participant, `other` the other
 * party when exactly two take part.
 */
export function partyContextOf(
  s: RoundSnapshot,
  participantId: string,
  round = s.currentRound,
): PartyContext {
  const cache = snapshotIndex(s).idsInRound;
  let participantIds = cache.get(round);
  if (!participantIds) {
    participantIds = participantsIn(s, round).map((p) => p.id);
    cache.set(round, participantIds);
  }
  return { selfId: participantId, participantIds };
}
