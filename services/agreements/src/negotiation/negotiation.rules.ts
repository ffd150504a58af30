/**
 * Negotiation between rounds (issue 19, docs/negotiation.md) as pure functions over an agreement's rows,
 * its round view and its negotiation rows. No I/O: the writer applies what these decide, the mapper
 * shows what they compute, each caller only what is theirs to see.
 */
import {
  ErrorCode,
  MAX_MIDDLE_GROUND,
  MAX_MODEL_DRAFTS_PER_POINT,
  NegotiationMessages,
  type ProposalOption,
  type SettledBy,
  type TradeSuggestion,
} from '@avtalt/contracts';
import {
  type AnswerValue,
  comparisonKey,
  fillClause,
  formatAnswer,
  formatOf,
  resolveParty,
} from '@avtalt/logic';
import type {
  AgreementSnapshot,
  DraftRow,
  ParticipantRow,
  QuestionRow,
  RuleRow,
} from '../agreements/agreement.rows';
import { answerOf, participantsIn, partyContextOf, type RoundSnapshot } from '../rounds/round-snapshot';
import {
  agreementStatus,
  answersRevealed,
  everyoneAnswered,
  questionStatuses,
} from '../rounds/round-status.rules';
import { type Decision, type Refusal } from '../rounds/rounds.rules';
import type { AuditDraft } from '../signing/audit.rules';
import {
  type MarkRow,
  markKey,
  type ModelDraftRow,
  type NegotiationRows,
  type ProposalRow,
} from './negotiation.rows';

/** Everything the rules look at: the rows, their round view (the same snapshot's) and the negotiation rows. */
export interface NegotiationView {
  rows: AgreementSnapshot;
  round: RoundSnapshot;
  negotiation: NegotiationRows;
}

const allow: Decision = { allowed: true };
const refuse = (code: ErrorCode, message: string): Refusal => ({ allowed: false, code, message });

/**
 * Negotiation is open between rounds: the agreement is in progress and not frozen, everyone of the
 * current round has answered it and the answers are shown, some question is disagreed, and a next round
 * can start (the proposals are applied when it starts).
 */
export function negotiationOpen(v: Pick<NegotiationView, 'rows' | 'round'>): boolean {
  const { round } = v;
  if (v.rows.agreement.frozenTextSha256 !== null || v.rows.agreement.status === 'signed') return false;
  if (round.currentRound >= round.maxRounds) return false;
  if (agreementStatus(round) !== 'in_progress') return false;
  if (!everyoneAnswered(round) || !answersRevealed(round)) return false;
  return disputedPoints(round).length > 0;
}

/** The questions disagreed in the current round (the points of the negotiation), in the round's order. */
export function disputedPoints(round: RoundSnapshot): string[] {
  return [...questionStatuses(round)].filter(([, status]) => status === 'disagreed').map(([id]) => id);
}

/** A participant's answer as people read it (a party answer as the name of the participant it names). */
export function displayOf(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  q: QuestionRow,
  participantId: string,
  roundNo: number,
  value: unknown,
): string {
  const context = partyContextOf(round, participantId, roundNo);
  return formatAnswer(q, value, {
    partyName: (text) => {
      const id = resolveParty(text, context);
      return id === undefined ? undefined : s.participants.find((p) => p.id === id)?.userName;
    },
  });
}

/** The clause an answer produces (what the legal text would say), or null. */
export function clauseFor(q: QuestionRow, value: AnswerValue, display: string): string | null {
  if (q.type === 'yes_no') return value === true ? q.clauseYes : value === false ? q.clauseNo : null;
  if (q.type === 'multiple_choice') {
    const index = (q.options ?? []).indexOf(String(value));
    return index < 0 ? null : (q.optionClauses?.[index] ?? null);
  }
  return q.clauseTemplate ? fillClause(q.clauseTemplate, display) : null;
}

/** The curated middle grounds of a question (`library:0`…): at most {@link MAX_MIDDLE_GROUND}. */
export function libraryOptions(q: QuestionRow): ProposalOption[] {
  return (q.middleGround ?? []).slice(0, MAX_MIDDLE_GROUND).map((m, i) => ({
    id: `library:${i}`,
    source: 'library',
    text: m.text,
    clause: m.clause,
    value: null,
    display: null,
    description: m.description ?? null,
  }));
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The value halfway between the lowest and the highest answer, for amounts, numbers, percentages and
 * dates with at least two distinct answers: an amount in whole kroner, in whole hundreds from 1 000 kr;
 * a number or a percentage in whole units, or to one decimal when an answer has decimals; a date the
 * middle day (the earlier of two). Null when there is none or it equals one of the answers.
 */
export function midpointValue(
  format: string | null,
  answers: readonly AnswerValue[],
): number | string | null {
  if (format === 'date') {
    const days = answers
      .filter((a): a is string => typeof a === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(a))
      .map(dayNumber);
    if (new Set(days).size < 2) return null;
    const middle = Math.floor((Math.min(...days) + Math.max(...days)) / 2);
    return days.includes(middle) ? null : isoDay(middle);
  }
  if (format !== 'amount' && format !== 'number' && format !== 'percent') return null;
  const values = answers.filter((a): a is number => typeof a === 'number' && Number.isFinite(a));
  if (new Set(values).size < 2) return null;
  const exact = (Math.min(...values) + Math.max(...values)) / 2;
  let middle: number;
  if (format === 'amount')
    middle = Math.abs(exact) >= 1000 ? Math.round(exact / 100) * 100 : Math.round(exact);
  else middle = values.some((x) => !Number.isInteger(x)) ? Math.round(exact * 10) / 10 : Math.round(exact);
  return values.includes(middle) ? null : middle;
}

/** The answers given to a question in the current round, by participant (those who answered). */
function roundAnswers(
  round: RoundSnapshot,
  questionId: string,
): { participantId: string; value: AnswerValue }[] {
  return participantsIn(round).flatMap((p) => {
    const value = answerOf(round, p.id, questionId, round.currentRound);
    return value === undefined ? [] : [{ participantId: p.id, value }];
  });
}

/** The midpoint option of a point (none for other formats, fewer than two distinct answers, or equal to an answer). */
export function midpointOption(v: NegotiationView, q: QuestionRow): ProposalOption | null {
  if (q.type !== 'free_text') return null;
  const value = midpointValue(
    formatOf(q),
    roundAnswers(v.round, q.id).map((a) => a.value),
  );
  if (value === null) return null;
  const display = formatAnswer(q, value);
  return {
    id: 'midpoint',
    source: 'midpoint',
    text: `${q.text} ${display}`,
    clause: clauseFor(q, value, display),
    value,
    display,
    description: null,
  };
}

/**
 * Each participant's answer of the closed round as an option (`answer:<participantId>`): a party answer
 * is turned into the participant it names, so it means the same whoever gives it next round.
 */
export function answerOptions(v: NegotiationView, q: QuestionRow): ProposalOption[] {
  return roundAnswers(v.round, q.id).flatMap(({ participantId, value }) => {
    let stored: AnswerValue = value;
    if (formatOf(q) === 'party') {
      const named = resolveParty(value, partyContextOf(v.round, participantId));
      if (named === undefined) return [];
      stored = named;
    }
    const display = displayOf(v.rows, v.round, q, participantId, v.round.currentRound, value);
    return [
      {
        id: `answer:${participantId}`,
        source: 'answer' as const,
        text: `${q.text} ${display}`,
        clause: clauseFor(q, stored, display),
        value: stored,
        display,
        description: null,
      },
    ];
  });
}

/** The model drafts of a point in the current round, oldest first. */
export function modelDraftsOf(v: NegotiationView, questionId: string): ModelDraftRow[] {
  return v.negotiation.modelDrafts
    .filter((d) => d.questionId === questionId && d.round === v.round.currentRound)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

export const modelOption = (d: ModelDraftRow): ProposalOption => ({
  id: `model:${d.id}`,
  source: 'model',
  text: d.text,
  clause: d.clause,
  value: null,
  display: null,
  description: null,
});

/** The options listed on a disputed row: library, midpoint, the answers (only when all can accept), model drafts. */
export function optionsFor(v: NegotiationView, questionId: string): ProposalOption[] {
  const q = v.rows.questions.find((x) => x.id === questionId);
  if (!q) return [];
  const midpoint = midpointOption(v, q);
  return [
    ...libraryOptions(q),
    ...(midpoint ? [midpoint] : []),
    ...(allCanAccept(v, questionId) ? distinctAnswers(v, q, answerOptions(v, q)) : []),
    ...modelDraftsOf(v, questionId).map(modelOption),
  ];
}

/**
 * The answer options as listed: one per distinct answer (by {@link comparisonKey}, a party answer by the
 * participant it names), the first who gave it; with three or more people two may have answered alike.
 * Every `answer:<participantId>` can still be put forward ({@link findOption}: a trade names its two).
 */
export function distinctAnswers(
  v: NegotiationView,
  q: QuestionRow,
  options: ProposalOption[],
): ProposalOption[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const participantId = o.id.slice('answer:'.length);
    const value = answerOf(v.round, participantId, q.id, v.round.currentRound);
    const key =
      comparisonKey(q, value, formatOf(q) === 'party' ? partyContextOf(v.round, participantId) : undefined) ??
      o.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Any option of a point by its id; the answers can always be put forward (a trade does so). */
export function findOption(
  v: NegotiationView,
  questionId: string,
  optionId: string,
): ProposalOption | undefined {
  const q = v.rows.questions.find((x) => x.id === questionId);
  if (!q) return undefined;
  const midpoint = midpointOption(v, q);
  const all = [
    ...libraryOptions(q),
    ...(midpoint ? [midpoint] : []),
    ...answerOptions(v, q),
    ...modelDraftsOf(v, questionId).map(modelOption),
  ];
  return all.find((o) => o.id === optionId);
}

/** The latest proposal of a point in the current round (pending, accepted or declined), or undefined. */
export function latestProposal(v: NegotiationView, questionId: string): ProposalRow | undefined {
  const mine = v.negotiation.proposals.filter(
    (p) => p.questionId === questionId && p.round === v.round.currentRound,
  );
  return [...mine].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))[0];
}

/** The pending or accepted proposal of a point in the current round (at most one), or undefined. */
export function openProposal(v: NegotiationView, questionId: string): ProposalRow | undefined {
  return v.negotiation.proposals.find(
    (p) => p.questionId === questionId && p.round === v.round.currentRound && p.status !== 'declined',
  );
}

/** Whether the caller may put forward, answer or mark anything now, and on this point. */
export function checkPoint(
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
): Decision {
  if (!participantId) return refuse(ErrorCode.NotParticipant, NegotiationMessages.notParticipant);
  if (!negotiationOpen(v)) return refuse(ErrorCode.NegotiationClosed, NegotiationMessages.closed);
  if (!disputedPoints(v.round).includes(questionId))
    return refuse(ErrorCode.PointNotDisputed, NegotiationMessages.notDisputed);
  return allow;
}

/** Putting an option forward: the point is free (no pending or accepted proposal) and the option exists. */
export function checkPropose(
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
  optionId: string,
): Decision {
  const point = checkPoint(v, participantId, questionId);
  if (!point.allowed) return point;
  const open = openProposal(v, questionId);
  if (open)
    return refuse(
      ErrorCode.ProposalPending,
      open.status === 'accepted' ? NegotiationMessages.proposalSettled : NegotiationMessages.proposalPending,
    );
  if (!findOption(v, questionId, optionId))
    return refuse(ErrorCode.ValidationFailed, NegotiationMessages.unknownOption);
  return allow;
}

/** The proposal made when a participant puts an option forward: pending, the proposer counted as accepted. */
export function newProposal(
  v: NegotiationView,
  participantId: string,
  questionId: string,
  option: ProposalOption,
  id: string,
  now: Date,
): ProposalRow {
  const made: ProposalRow = {
    id,
    questionId,
    round: v.round.currentRound,
    optionId: option.id,
    source: option.source,
    text: option.text,
    clause: option.clause,
    value: option.value,
    display: option.display,
    description: option.description,
    proposedBy: participantId,
    status: 'pending',
    createdAt: now,
    responses: [{ participantId, accepted: true }],
  };
  return settle(
    made,
    participantsIn(v.round).map((p) => p.id),
  );
}

/** Accepted when every participant of the round has accepted; declined by one decline. */
function settle(p: ProposalRow, participantIds: readonly string[]): ProposalRow {
  if (p.responses.some((r) => !r.accepted)) return { ...p, status: 'declined' };
  const accepted = new Set(p.responses.filter((r) => r.accepted).map((r) => r.participantId));
  return participantIds.every((id) => accepted.has(id)) ? { ...p, status: 'accepted' } : p;
}

/** A participant accepts or declines a pending proposal of the current round. */
export function respond(
  v: NegotiationView,
  participantId: string | undefined,
  proposalId: string,
  accepted: boolean,
): ProposalRow {
  const proposal = v.negotiation.proposals.find((p) => p.id === proposalId);
  if (!participantId)
    throw refusalError(refuse(ErrorCode.NotParticipant, NegotiationMessages.notParticipant));
  if (!proposal || proposal.round > v.round.currentRound)
    throw refusalError(refuse(ErrorCode.NotFound, NegotiationMessages.unknownProposal));
  // A late answer (the next round started meanwhile): the proposal no longer applies.
  if (proposal.round < v.round.currentRound)
    throw refusalError(refuse(ErrorCode.Conflict, NegotiationMessages.proposalRoundStarted));
  const point = checkPoint(v, participantId, proposal.questionId);
  if (!point.allowed) throw refusalError(point);
  if (proposal.status !== 'pending')
    throw refusalError(refuse(ErrorCode.Conflict, NegotiationMessages.proposalNotPending));
  if (proposal.responses.some((r) => r.participantId === participantId))
    throw refusalError(refuse(ErrorCode.Conflict, NegotiationMessages.alreadyResponded));
  return settle(
    { ...proposal, responses: [...proposal.responses, { participantId, accepted }] },
    participantsIn(v.round).map((p) => p.id),
  );
}

/** A refusal thrown from a rule (the writer turns it into the command's error). */
export class NegotiationRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}
const refusalError = (r: Refusal): NegotiationRefusal => new NegotiationRefusal(r);

/** A participant's marks on a point of the current round (unmarked: both false). */
export function marksOf(
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
): { canAccept: boolean; important: boolean } {
  const m = v.negotiation.marks.find(
    (x) =>
      x.participantId === participantId && x.questionId === questionId && x.round === v.round.currentRound,
  );
  return { canAccept: m?.canAccept ?? false, important: m?.important ?? false };
}

/**
 * Whether the participant's marks on a point are part of a match the others have seen: everyone can
 * accept the point, or a trade the participant is one of the two in uses the point. Such marks are final
 * for the round (taking one back would let its owner read the others' marks by toggling).
 */
export function marksLocked(
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
  trades: () => readonly TradeSuggestion[] = () => allTrades(v),
): boolean {
  if (!participantId) return false;
  if (markOf(v, participantId, questionId)?.shownInMatch) return true;
  return matchedNow(v, participantId, questionId, trades());
}

function matchedNow(
  v: NegotiationView,
  participantId: string,
  questionId: string,
  trades: readonly TradeSuggestion[],
): boolean {
  if (allCanAccept(v, questionId)) return true;
  return trades.some(
    (t) =>
      t.gives.some((g) => g.participantId === participantId) &&
      t.gives.some((g) => g.questionId === questionId),
  );
}

const markOf = (
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
): MarkRow | undefined =>
  v.negotiation.marks.find(
    (x) =>
      x.participantId === participantId && x.questionId === questionId && x.round === v.round.currentRound,
  );

/**
 * The marks with every mark that is part of a match now stored as shown (a row with both marks false is
 * made for the point of a trade its owner did not mark). A match stops being computed when a proposal
 * opens on its point or one is declined, yet its marks were seen: the stored flag keeps them final for the
 * rest of the round (security review L3).
 */
export function withShownMatches(v: NegotiationView): readonly MarkRow[] {
  if (!negotiationOpen(v)) return v.negotiation.marks;
  const round = v.round.currentRound;
  const points = disputedPoints(v.round);
  // Read once (not per participant and point): what everyone can accept, and which (participant, point)
  // a trade uses; a 50-participant agreement has 950 of them.
  const everyone = new Set(points.filter((id) => allCanAccept(v, id)));
  const inTrade = new Set<string>();
  for (const t of allTrades(v)) {
    for (const g of t.gives) for (const h of t.gives) inTrade.add(`${g.participantId}|${h.questionId}`);
  }
  const current = new Map(
    v.negotiation.marks
      .filter((m) => m.round === round)
      .map((m) => [`${m.participantId}|${m.questionId}`, m]),
  );
  const pinned = new Map<string, MarkRow>();
  for (const p of participantsIn(v.round)) {
    for (const questionId of points) {
      const m = current.get(`${p.id}|${questionId}`);
      if (m?.shownInMatch || !(everyone.has(questionId) || inTrade.has(`${p.id}|${questionId}`))) continue;
      pinned.set(markKey({ participantId: p.id, questionId, round }), {
        participantId: p.id,
        questionId,
        round,
        canAccept: m?.canAccept ?? false,
        important: m?.important ?? false,
        shownInMatch: true,
      });
    }
  }
  if (pinned.size === 0) return v.negotiation.marks;
  return [...v.negotiation.marks.filter((m) => !pinned.has(markKey(m))), ...pinned.values()];
}

/** Setting a mark: the point is open for it and the caller's marks on it are not final (a match was shown). */
export function checkMark(
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
  mark: 'canAccept' | 'important',
  value: boolean,
): Decision {
  const point = checkPoint(v, participantId, questionId);
  if (!point.allowed) return point;
  if (marksOf(v, participantId, questionId)[mark] === value) return allow;
  if (marksLocked(v, participantId, questionId))
    return refuse(ErrorCode.Conflict, NegotiationMessages.markFinal);
  return allow;
}

/** The marks after the participant set one of them on a point of the current round. */
export function withMark(
  v: NegotiationView,
  participantId: string,
  questionId: string,
  mark: 'canAccept' | 'important',
  value: boolean,
): MarkRow[] {
  const round = v.round.currentRound;
  const is = (m: MarkRow) =>
    m.participantId === participantId && m.questionId === questionId && m.round === round;
  const old = v.negotiation.marks.find(is);
  const next: MarkRow = {
    participantId,
    questionId,
    round,
    canAccept: old?.canAccept ?? false,
    important: old?.important ?? false,
    shownInMatch: old?.shownInMatch ?? false,
    [mark]: value,
  };
  return [...v.negotiation.marks.filter((m) => !is(m)), next];
}

/** Matched: every participant of the round marked 'Jeg kan godta det andre svaret' on the point. */
export function allCanAccept(v: NegotiationView, questionId: string): boolean {
  const participants = participantsIn(v.round);
  return participants.length >= 2 && participants.every((p) => marksOf(v, p.id, questionId).canAccept);
}

/**
 * Every trade the marks make (each shown only to its two participants). Points with a pending or
 * accepted proposal are left out. `concessions`: C conceded X and not Y, P conceded Y and not X; C gives
 * way on X, P on Y. `priorities`: C marked X important and not Y, P marked Y and not X; each gives way
 * where the other cares most (C on Y, P on X). C and P answered differently on both points.
 */
export function allTrades(v: NegotiationView): TradeSuggestion[] {
  if (!negotiationOpen(v)) return [];
  const points = disputedPoints(v.round).filter((id) => !openProposal(v, id));
  const inRound = new Set(participantsIn(v.round).map((p) => p.id));
  const round = v.round.currentRound;
  const questionById = new Map(v.rows.questions.map((q) => [q.id, q]));
  const textOf = new Map(v.rows.questions.map((q) => [q.id, q.text]));
  // Each person's answer key and marks per point, read once: the pairs below then cost a lookup each.
  // Only people with a mark on one of the points can be in a trade (each of the two gives way on a
  // point they marked), so a large agreement with few marks costs little (issue 32: 50 × 19 took seconds).
  interface Point {
    answered: boolean;
    key: string | undefined;
    canAccept: boolean;
    important: boolean;
  }
  const markByKey = new Map(
    v.negotiation.marks
      .filter((m) => m.round === round)
      .map((m) => [`${m.participantId}|${m.questionId}`, m]),
  );
  const people = v.rows.participants
    .filter((p) => inRound.has(p.id))
    .map((person) => {
      const at = new Map<string, Point>();
      let marked = false;
      for (const id of points) {
        const q = questionById.get(id)!;
        const value = answerOf(v.round, person.id, id, round);
        const key = comparisonKey(
          q,
          value,
          formatOf(q) === 'party' ? partyContextOf(v.round, person.id, round) : undefined,
        );
        const m = markByKey.get(`${person.id}|${id}`);
        const point = {
          answered: value !== undefined,
          key,
          canAccept: m?.canAccept ?? false,
          important: m?.important ?? false,
        };
        marked ||= point.canAccept || point.important;
        at.set(id, point);
      }
      return { person, at, marked };
    })
    .filter((p) => p.marked);
  // Answered differently by two who both answered (an answer without a comparison key counts as different).
  const apart = (a: Point, b: Point) => a.answered && b.answered && (a.key === undefined || a.key !== b.key);
  const trades: TradeSuggestion[] = [];
  const give = (who: ParticipantRow, questionId: string, to: ParticipantRow) => ({
    participantId: who.id,
    userName: who.userName,
    isYou: false,
    questionId,
    questionText: textOf.get(questionId) ?? '',
    optionId: `answer:${to.id}`,
  });
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const [C, P] = [people[i], people[j]];
      const [c, p] = [C.person, P.person];
      for (const x of points) {
        const [cx, px] = [C.at.get(x)!, P.at.get(x)!];
        // C gives way on x (concessions: C can accept x, P cannot) or P does (priorities: C cares about x, P does not).
        if (!(cx.canAccept && !px.canAccept) && !(cx.important && !px.important)) continue;
        if (!apart(cx, px)) continue;
        for (const y of points) {
          if (x === y) continue;
          const [cy, py] = [C.at.get(y)!, P.at.get(y)!];
          if (!apart(cy, py)) continue;
          const kinds: { kind: TradeSuggestion['kind']; gives: TradeSuggestion['gives'] }[] = [];
          if (cx.canAccept && !cy.canAccept && py.canAccept && !px.canAccept)
            kinds.push({ kind: 'concessions', gives: [give(c, x, p), give(p, y, c)] });
          if (cx.important && !cy.important && py.important && !px.important)
            kinds.push({ kind: 'priorities', gives: [give(c, y, p), give(p, x, c)] });
          for (const { kind, gives } of kinds) {
            trades.push({
              id: `${kind}:${x}:${y}:${c.id}:${p.id}`,
              kind,
              text: `${gives[0].userName} gir seg på «${gives[0].questionText}», ${gives[1].userName} på «${gives[1].questionText}»`,
              gives,
            });
          }
        }
      }
    }
  }
  return trades;
}

/** The trades the caller is one of the two in (never anyone else's), with `isYou` set. */
export function tradesFor(
  v: NegotiationView,
  participantId: string | undefined,
  trades: readonly TradeSuggestion[] = allTrades(v),
): TradeSuggestion[] {
  if (!participantId) return [];
  return trades
    .filter((t) => t.gives.some((g) => g.participantId === participantId))
    .map((t) => ({ ...t, gives: t.gives.map((g) => ({ ...g, isYou: g.participantId === participantId })) }));
}

/**
 * What the marks let everyone see, for announcing a mark change (agreement.updated goes to everyone):
 * the points where all can accept, and the trades only when exactly two take part (then a trade is
 * shown to all there are). With three or more a trade is shown to its two only, so announcing it would
 * tell the others that some pair matched: it is not announced (its two see it when they next load).
 * A mark change is announced only when this changed, so an unmatched mark is not revealed by its timing.
 */
export function visibleMarks(v: NegotiationView): string {
  if (!negotiationOpen(v)) return '';
  const matched = disputedPoints(v.round).filter((id) => allCanAccept(v, id));
  const two = participantsIn(v.round).length === 2;
  return JSON.stringify({ matched, trades: two ? allTrades(v).map((t) => t.id) : [] });
}

/** Starting the next round: refused while a proposal of the closed round waits for answers (it would be lost). */
export function checkNoPendingProposal(v: NegotiationView): Decision {
  const pending = v.negotiation.proposals.some(
    (p) => p.round === v.round.currentRound && p.status === 'pending',
  );
  return pending ? refuse(ErrorCode.Conflict, NegotiationMessages.nextRoundPendingProposal) : allow;
}

/** Whether other questions depend on the question's answer (it is the source of a logic rule of another question). */
export function isLogicSource(v: Pick<NegotiationView, 'rows'>, questionId: string): boolean {
  return v.rows.rules.some(
    (r) =>
      r.sourceQuestionId === questionId &&
      (r.questionId !== questionId || r.action === 'jump_to' || r.action === 'end_form'),
  );
}

/**
 * Whether a model draft may be asked for on the point: no curated middle ground, no other question
 * depends on it (its replacement could contradict their clauses), at least two answered it (something to
 * meet between), and below the limit.
 */
export function checkDraft(
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
): Decision {
  const point = checkPoint(v, participantId, questionId);
  if (!point.allowed) return point;
  const q = v.rows.questions.find((x) => x.id === questionId)!;
  if (libraryOptions(q).length > 0)
    return refuse(ErrorCode.Conflict, NegotiationMessages.draftNeedsNoLibrary);
  if (isLogicSource(v, questionId))
    return refuse(ErrorCode.Conflict, NegotiationMessages.draftNotForLogicSource);
  if (roundAnswers(v.round, questionId).length < 2)
    return refuse(ErrorCode.Conflict, NegotiationMessages.draftNeedsAnswers);
  if (modelDraftsOf(v, questionId).length >= MAX_MODEL_DRAFTS_PER_POINT)
    return refuse(ErrorCode.Conflict, NegotiationMessages.tooManyDrafts);
  return allow;
}

/**
 * What the accepted proposals of the closed round do when the next round starts: a library or model
 * proposal puts a new Ja/Nei question (new id, same place) in the disputed question's place from the new
 * round; a midpoint or answer proposal keeps the question. Either way every participant of the new round
 * gets a draft answer filled in with what they accepted (Ja, or the value), to confirm by submitting.
 */
export function settlementsOf(
  v: NegotiationView,
  closedRound: number,
  newId: () => string,
): { questions: QuestionRow[]; drafts: DraftRow[]; rules: RuleRow[] } {
  const questions: QuestionRow[] = [];
  const drafts: DraftRow[] = [];
  const rules: RuleRow[] = [];
  const nextRound = closedRound + 1;
  const taking = new Set(participantsIn(v.round, nextRound).map((p) => p.id));
  const people = v.rows.participants.filter((p) => taking.has(p.id));
  for (const p of v.negotiation.proposals.filter((x) => x.round === closedRound && x.status === 'accepted')) {
    const original = v.rows.questions.find((q) => q.id === p.questionId);
    if (!original) continue;
    let questionId = original.id;
    let response: AnswerValue;
    if (p.source === 'library' || p.source === 'model') {
      questionId = newId();
      questions.push({
        id: questionId,
        text: p.text,
        type: 'yes_no',
        options: null,
        order: original.order,
        description: p.description,
        required: original.required,
        clauseYes: p.clause,
        clauseNo: null,
        format: null,
        optionClauses: null,
        clauseTemplate: null,
        section: original.section,
        fact: false,
        partyRoles: null,
        middleGround: null,
        checks: null,
        replacesQuestionId: original.id,
        fromRound: nextRound,
        settledByProposalId: p.id,
      });
      rules.push(...rulesForReplacement(v.rows.rules, original.id, questionId, newId));
      response = true;
    } else {
      if (p.value === null) continue;
      response = p.value;
    }
    for (const person of people)
      drafts.push({ ownerId: person.userId, questionId, round: nextRound, response });
  }
  return { questions, drafts, rules };
}

/**
 * The logic rules a replacement question lives under (issue 19 review, finding 1): each rule that governs
 * the original (shown, hidden, jumps or ends when leaving it) governs the replacement alike, and each jump
 * to the original also jumps to the replacement (at the same place: the walk lands on whichever of the two
 * comes first and goes on through the other). So the replacement is asked exactly when the original would
 * be, and its clause is in the text only then. Rules comparing the original's answer stay on it (the
 * answers given to it; model drafts are refused for such questions).
 */
export function rulesForReplacement(
  rules: readonly RuleRow[],
  originalId: string,
  replacementId: string,
  newId: () => string,
): RuleRow[] {
  return rules.flatMap((r) => {
    const copies: RuleRow[] = [];
    if (r.questionId === originalId) copies.push({ ...r, id: newId(), questionId: replacementId });
    if (r.targetQuestionId === originalId && r.questionId !== originalId)
      copies.push({ ...r, id: newId(), targetQuestionId: replacementId });
    return copies;
  });
}

/**
 * The proposal all accepted that a question of `round` comes from: the question that replaced a
 * disputed one (from its round on), or a question kept with a midpoint/answer accepted the round before.
 */
export function settledByOf(
  s: AgreementSnapshot,
  negotiation: NegotiationRows,
  questionId: string,
  round: number,
): SettledBy | null {
  const q = s.questions.find((x) => x.id === questionId);
  if (!q) return null;
  const proposal = q.settledByProposalId
    ? negotiation.proposals.find((p) => p.id === q.settledByProposalId)
    : negotiation.proposals.find(
        (p) =>
          p.questionId === questionId &&
          p.round === round - 1 &&
          p.status === 'accepted' &&
          (p.source === 'midpoint' || p.source === 'answer'),
      );
  if (!proposal) return null;
  const replaced = q.replacesQuestionId ? s.questions.find((x) => x.id === q.replacesQuestionId) : undefined;
  return {
    proposalId: proposal.id,
    source: proposal.source,
    round: proposal.round,
    text: proposal.text,
    display: proposal.display,
    replacesQuestionId: replaced?.id ?? null,
    replacesText: replaced?.text ?? null,
  };
}

/**
 * The audit entries of a step (issue 19): `proposal-accepted` for each proposal every participant has now
 * accepted, with the question, the source and the proposal's text; the actor is the last to accept.
 */
export function acceptedAudit(
  before: NegotiationRows | undefined,
  after: NegotiationRows | undefined,
  rows: AgreementSnapshot,
  now: Date,
): AuditDraft[] {
  if (!after || before === after) return [];
  const was = new Map((before?.proposals ?? []).map((p) => [p.id, p.status]));
  return after.proposals
    .filter((p) => p.status === 'accepted' && was.get(p.id) !== 'accepted')
    .map((p) => {
      const last = p.responses[p.responses.length - 1];
      return {
        kind: 'proposal-accepted' as const,
        occurredAt: now.toISOString(),
        actorName: rows.participants.find((x) => x.id === last?.participantId)?.userName ?? null,
        round: p.round,
        details: { questionId: p.questionId, source: p.source, text: p.text },
      };
    });
}
