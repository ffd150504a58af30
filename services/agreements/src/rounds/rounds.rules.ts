/**
 * The rules of a round (DESIGN §4) as pure functions over a snapshot of one agreement. No I/O: the
 * service loads a snapshot, asks these functions, and stores what they decide.
 */
import {
  AgreementMessages,
  type AgreementStatus,
  ErrorCode,
  EXPECTED_MAX,
  type QuestionStatus,
} from '@avtalt/contracts';
import {
  ANSWER_VALUE_MESSAGES,
  type Answers,
  type AnswerValue,
  answersForLogic,
  comparisonKey,
  computePath,
  formatOf,
  type LogicQuestion,
  type LogicRule,
  PARTY_OTHER,
  PARTY_SELF,
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
 * A question as the round rules see it. Issue 19 (docs/negotiation.md): a question that replaced a
 * disputed one carries the disputed question's id and the round it is asked from.
 */
export type RoundQuestion = LogicQuestion & { fromRound?: number | null; replacesQuestionId?: string | null };

export interface RoundSnapshot {
  currentRound: number;
  maxRounds: number;
  expectedParticipants: number;
  /** Set when a participant declared disagreement (round 1). */
  declaredDisagreement: boolean;
  /**
   * The initiator made the rounds blind (issue 16): nobody sees the others' answers of a round until
   * everyone in it has answered ({@link answersRevealed}). Absent reads as false (the spec's behaviour).
   */
  blind?: boolean;
  initiatorId: string;
  questions: readonly RoundQuestion[];
  rules: readonly LogicRule[];
  participants: readonly RoundParticipant[];
  answers: readonly RoundAnswer[];
  /** Who has submitted their answer set, per round. */
  submissions: readonly { participantId: string; round: number }[];
}

/**
 * Lookups built once per snapshot (snapshots are never changed after they are built): the
 * comparison of 50 people × 10 questions would otherwise scan every answer for every cell.
 */
interface SnapshotIndex {
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
const indexes = new WeakMap<RoundSnapshot, SnapshotIndex>();
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

function indexOf(s: RoundSnapshot): SnapshotIndex {
  let index = indexes.get(s);
  if (!index) {
    index = {
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
    indexes.set(s, index);
  }
  return index;
}

/** A participant's answer to a question in a round, or undefined. */
export function answerOf(
  s: RoundSnapshot,
  participantId: string,
  questionId: string,
  round: number,
): AnswerValue | undefined {
  return indexOf(s).answer.get(key(participantId, questionId, round));
}

/** Why a rule says no: a code of the contracts (the gateway's table gives the status) and the message. */
export type Refusal = { allowed: false; code: ErrorCode; message: string };
export type Decision = { allowed: true } | Refusal;
const allow: Decision = { allowed: true };
const refuse = (code: ErrorCode, message: string): Refusal => ({ allowed: false, code, message });

export function hasResponded(s: RoundSnapshot, participantId: string, round = s.currentRound): boolean {
  return indexOf(s).submitted.has(`${participantId}|${round}`);
}

/**
 * Who takes part in a round (DESIGN §4): those who joined, that is who submitted an answer set in
 * round 1, and whom the initiator had not removed by then. Saving single answers joins nobody (they
 * are drafts); a participant row without a round-1 submission (written by a version before drafts)
 * therefore counts nowhere either. Every rule about a round counts these participants only.
 */
export function participantsIn(s: RoundSnapshot, round = s.currentRound): RoundParticipant[] {
  const cache = indexOf(s).inRound;
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
  const own = (indexOf(s).byParticipant.get(participantId) ?? [])
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
  if (!indexOf(s).typedLogic) return answers;
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
  const cache = indexOf(s).idsInRound;
  let participantIds = cache.get(round);
  if (!participantIds) {
    participantIds = participantsIn(s, round).map((p) => p.id);
    cache.set(round, participantIds);
  }
  return { selfId: participantId, participantIds };
}

/**
 * The questions of a round: all in round 1; afterwards those disagreed in the round before, each
 * replaced by the question a settled proposal put in its place from this round (issue 19): the replaced
 * question is asked no more (and so counts for neither the status nor the text), its replacement is.
 */
export function roundQuestionIds(s: RoundSnapshot, round = s.currentRound): string[] {
  const cache = indexOf(s).roundIds;
  let ids = cache.get(round);
  if (!ids) {
    if (round <= 1) ids = s.questions.filter((q) => !q.fromRound).map((q) => q.id);
    else {
      const previous = questionStatuses(s, round - 1);
      const replacement = new Map(
        s.questions
          .filter((q) => q.fromRound === round && q.replacesQuestionId)
          .map((q) => [q.replacesQuestionId!, q.id]),
      );
      ids = roundQuestionIds(s, round - 1)
        .filter((id) => previous.get(id) === 'disagreed')
        .map((id) => replacement.get(id) ?? id);
    }
    cache.set(round, ids);
  }
  return ids;
}

/** The questions of the round that this participant is asked, given their answers (logic applied). */
export function askedQuestionIds(s: RoundSnapshot, participantId: string, round = s.currentRound): string[] {
  const cache = indexOf(s).asked;
  const cacheKey = `${participantId}|${round}`;
  let ids = cache.get(cacheKey);
  if (!ids) {
    const inRound = new Set(roundQuestionIds(s, round));
    const answers = logicAnswers(s, answersAsOf(s, participantId, round), participantId);
    ids = computePath(s.questions, s.rules, answers).path.filter((id) => inRound.has(id));
    cache.set(cacheKey, ids);
  }
  return ids;
}

/**
 * Status of each question of a round: pending until at least two people take part and all of them
 * have answered the round; agreed when everyone who was asked gave the same answer (the same
 * {@link comparisonKey}: `12 000` = 12000, dates by day, parties by the participant they name, each
 * participant's 'self' being themselves); disagreed when the
 * answers differ, someone skipped it, or logic asked it of some participants but not others.
 * Questions asked of nobody (hidden by everyone's answers) are left out.
 */
export function questionStatuses(s: RoundSnapshot, round = s.currentRound): Map<string, QuestionStatus> {
  const cache = indexOf(s).statuses;
  const cached = cache.get(round);
  if (cached) return cached;
  const computed = computeStatuses(s, round);
  cache.set(round, computed);
  return computed;
}

function computeStatuses(s: RoundSnapshot, round: number): Map<string, QuestionStatus> {
  const ids = roundQuestionIds(s, round);
  const participants = participantsIn(s, round);
  const everyoneResponded =
    participants.length >= 2 && participants.every((p) => hasResponded(s, p.id, round));
  const result = new Map<string, QuestionStatus>();
  if (!everyoneResponded) {
    for (const id of ids) result.set(id, 'pending');
    return result;
  }
  const asked = new Map(participants.map((p) => [p.id, new Set(askedQuestionIds(s, p.id, round))]));
  for (const id of ids) {
    const askedOf = participants.filter((p) => asked.get(p.id)!.has(id));
    if (askedOf.length === 0) continue;
    const question = indexOf(s).question.get(id)!;
    const party = formatOf(question) === 'party';
    const keys = askedOf.map((p) =>
      comparisonKey(
        question,
        answerOf(s, p.id, id, round),
        party ? partyContextOf(s, p.id, round) : undefined,
      ),
    );
    const agreed =
      askedOf.length === participants.length && keys.every((k) => k !== undefined && k === keys[0]);
    result.set(id, agreed ? 'agreed' : 'disagreed');
  }
  return result;
}

/** DESIGN §4: pending → in_progress → completed | disagreement. */
export function agreementStatus(s: RoundSnapshot): AgreementStatus {
  if (s.declaredDisagreement) return 'disagreement';
  // Everyone who joined responded in round 1 (joining is submitting round 1's answers).
  if (participantsIn(s, 1).length < 2) return 'pending';
  const participants = participantsIn(s);
  const everyoneResponded = participants.every((p) => hasResponded(s, p.id));
  if (!everyoneResponded) return 'in_progress';
  const statuses = [...questionStatuses(s).values()];
  const anyDisagreed = statuses.includes('disagreed');
  // Joining ends with round 1: from round 2 on, those who take part are everyone there can be, so the
  // expected number (which keeps round 1 open for a family of four) can no longer hold them back.
  const enough =
    s.currentRound > 1 ? participants.length >= 2 : participants.length >= s.expectedParticipants;
  if (!anyDisagreed && enough) return 'completed';
  if (anyDisagreed && s.currentRound >= s.maxRounds) return 'disagreement';
  return 'in_progress';
}

const isClosed = (s: RoundSnapshot): boolean => {
  const status = agreementStatus(s);
  return status === 'completed' || status === 'disagreement';
};

/**
 * Everyone in the round has answered it: in round 1 at least as many as the initiator expects (and at
 * least two; people may still join until then), from round 2 on everyone who takes part. The same
 * count the comparison page shows as 'X av Y har svart'.
 */
export function everyoneAnswered(s: RoundSnapshot, round = s.currentRound): boolean {
  const participants = participantsIn(s, round);
  const needed = round === 1 ? Math.max(2, s.expectedParticipants) : 2;
  return participants.length >= needed && participants.every((p) => hasResponded(s, p.id, round));
}

/**
 * Whether the answers of a round may be shown to the others (issue 16, docs/blind-rounds-and-finishing.md):
 * always, unless the rounds are blind; a blind round's answers — and everything made from them: counts,
 * question statuses, fact suggestions, the agreed points of a partial text — once everyone in it has
 * answered ({@link everyoneAnswered}) or the agreement is closed. Earlier rounds are always shown.
 */
export function answersRevealed(s: RoundSnapshot, round = s.currentRound): boolean {
  if (!s.blind || round < s.currentRound) return true;
  return everyoneAnswered(s, round) || isClosed(s);
}

/**
 * Whether `userId` may answer now (a saved answer or an answer set). Anyone with the link may in
 * round 1, and joins when they submit, up to {@link EXPECTED_MAX} participants; from round 2 only
 * those who joined and were not removed.
 */
export function canAnswer(s: RoundSnapshot, userId: string): Decision {
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  const row = s.participants.find((p) => p.userId === userId);
  if (row?.removedInRound !== undefined && row.removedInRound !== null)
    return refuse(ErrorCode.NotParticipant, AgreementMessages.removed);
  if (participantIdOf(s, userId)) return allow;
  if (s.currentRound > 1) {
    return refuse(
      ErrorCode.JoinClosed,
      AgreementMessages.notParticipantFromRound2.replace('{round}', String(s.currentRound)),
    );
  }
  // The legal text and the comparison are made for at most EXPECTED_MAX parties.
  const joined = participantsIn(s).length;
  if (joined >= EXPECTED_MAX) return refuse(ErrorCode.AgreementFull, AgreementMessages.full);
  // Once as many as the initiator expects have joined, the link lets no stranger in (review D3: an extra,
  // unnamed party in the document). The initiator may raise the number to let more in, and may always
  // answer their own agreement.
  if (userId !== s.initiatorId && joined >= s.expectedParticipants)
    return refuse(ErrorCode.AgreementFull, AgreementMessages.fullExpected);
  return allow;
}

/** Whether the caller may make the rounds blind or open again: the initiator, while the agreement is open. */
export function canSetBlind(s: RoundSnapshot, callerId: string): Decision {
  if (s.initiatorId !== callerId) return refuse(ErrorCode.NotInitiator, AgreementMessages.blindNotInitiator);
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  return allow;
}

/**
 * The initiator may remove a participant who has not answered the current round (someone who does not
 * answer round 2 would otherwise hold the agreement open for good). Not themselves, not someone who
 * has answered this round, and not once the agreement is closed.
 */
export function canRemoveParticipant(s: RoundSnapshot, callerId: string, participantId: string): Decision {
  if (s.initiatorId !== callerId) return refuse(ErrorCode.NotInitiator, AgreementMessages.removeNotInitiator);
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  const participant = participantsIn(s).find((p) => p.id === participantId);
  if (!participant) return refuse(ErrorCode.NotFound, AgreementMessages.participantNotFound);
  if (participant.userId === callerId) return refuse(ErrorCode.Conflict, AgreementMessages.removeSelf);
  if (hasResponded(s, participantId))
    return refuse(ErrorCode.AlreadyResponded, AgreementMessages.removeResponded);
  // An agreement is made by at least two: the last other party is not removed (delete the agreement instead).
  if (participantsIn(s).length <= 2) return refuse(ErrorCode.Conflict, AgreementMessages.removeLastOther);
  return allow;
}

/**
 * Checks a submitted answer set: each question must be in the round and asked of this participant
 * given the answers (logic applied to the submitted set).
 */
export function checkAnswers(
  s: RoundSnapshot,
  participantId: string | undefined,
  answers: Readonly<Record<string, AnswerValue>>,
): { questionId: string; message: string }[] {
  const all = new Set(s.questions.map((q) => q.id));
  const inRound = new Set(roundQuestionIds(s));
  // Visibility is judged from the participant's stored answers of earlier rounds with those of the request.
  const merged = { ...(participantId ? answersAsOf(s, participantId, s.currentRound - 1) : {}), ...answers };
  const path = new Set(computePath(s.questions, s.rules, logicAnswers(s, merged, participantId)).path);
  const problems: { questionId: string; message: string }[] = [];
  for (const questionId of Object.keys(answers)) {
    if (!all.has(questionId)) problems.push({ questionId, message: AgreementMessages.unknownQuestion });
    else if (!inRound.has(questionId)) problems.push({ questionId, message: AgreementMessages.notInRound });
    else if (!path.has(questionId)) problems.push({ questionId, message: AgreementMessages.hiddenQuestion });
  }
  return problems;
}

export function canStartNextRound(s: RoundSnapshot, participantId: string | undefined): Decision {
  if (!participantId) return refuse(ErrorCode.NotParticipant, AgreementMessages.nextRoundNotParticipant);
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  if (s.currentRound >= s.maxRounds) return refuse(ErrorCode.LastRound, AgreementMessages.nextRoundMax);
  const participants = participantsIn(s);
  if (participants.length < 2 || !participants.every((p) => hasResponded(s, p.id)))
    return refuse(ErrorCode.RoundNotClosed, AgreementMessages.nextRoundWaiting);
  // A blind round is decided when everyone in it has answered; before that nobody knows what is disputed.
  if (!answersRevealed(s)) return refuse(ErrorCode.RoundNotClosed, AgreementMessages.nextRoundWaiting);
  if (![...questionStatuses(s).values()].includes('disagreed'))
    return refuse(ErrorCode.NoDisagreement, AgreementMessages.nextRoundNoDisagreement);
  return allow;
}

export function canDeclareDisagreement(
  s: RoundSnapshot,
  caller: { anonymous: boolean },
  participantId: string | undefined,
): Decision {
  if (caller.anonymous) return refuse(ErrorCode.LoginRequired, AgreementMessages.disagreementLogin);
  if (!participantId) return refuse(ErrorCode.NotParticipant, AgreementMessages.disagreementNotParticipant);
  if (isClosed(s)) return refuse(ErrorCode.AgreementClosed, AgreementMessages.closed);
  if (s.currentRound !== 1) return refuse(ErrorCode.OnlyFirstRound, AgreementMessages.disagreementRound);
  return allow;
}

export function canDelete(s: Pick<RoundSnapshot, 'initiatorId'>, callerId: string): Decision {
  return s.initiatorId === callerId
    ? allow
    : refuse(ErrorCode.NotInitiator, AgreementMessages.deleteNotInitiator);
}

/**
 * Checks the party answers of a request (docs/typed-answers.md): 'self', 'other', or the id of a
 * participant taking part in the round. Anything else names nobody of the agreement.
 */
export function checkPartyAnswers(
  s: RoundSnapshot,
  answers: Readonly<Record<string, AnswerValue>>,
): { questionId: string; message: string }[] {
  const taking = new Set(participantsIn(s).map((p) => p.id));
  const problems: { questionId: string; message: string }[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    const question = indexOf(s).question.get(questionId);
    if (!question || formatOf(question) !== 'party') continue;
    if (value === PARTY_SELF || value === PARTY_OTHER || (typeof value === 'string' && taking.has(value)))
      continue;
    problems.push({ questionId, message: ANSWER_VALUE_MESSAGES.party });
  }
  return problems;
}

/** An agreed answer: the value (the first participant's) and whose it is, to resolve a party answer. */
export interface AgreedAnswer {
  response: AnswerValue;
  /** The round it was agreed in and the participant whose answer `response` is ('self' is them). */
  round: number;
  party: PartyContext;
}

/** The answer everyone agreed on for each question, over all rounds (for the legal text). */
export function agreedAnswers(s: RoundSnapshot): Map<string, AgreedAnswer> {
  const result = new Map<string, AgreedAnswer>();
  for (let round = 1; round <= s.currentRound; round++) {
    // A blind round's agreed points are not told (a partial text) before everyone has answered it.
    if (!answersRevealed(s, round)) continue;
    for (const [id, status] of questionStatuses(s, round)) {
      if (status !== 'agreed') continue;
      for (const p of participantsIn(s, round)) {
        const response = answerOf(s, p.id, id, round);
        if (response === undefined) continue;
        result.set(id, { response, round, party: partyContextOf(s, p.id, round) });
        break;
      }
    }
  }
  return result;
}
