/**
 * The private marks on a disputed point (docs/negotiation.md): 'Jeg kan godta det andre svaret' and
 * 'Viktig for meg', who may still change them, and what they let everyone see.
 */
import { ErrorCode, NegotiationMessages, type TradeSuggestion } from '@avtalt/contracts';
import { participantsIn } from '../rounds/round-snapshot';
import type { Decision } from '../rounds/rounds.rules';
import { type MarkRow, markKey } from './negotiation.rows';
import {
  allow,
  checkPoint,
  disputedPoints,
  negotiationOpen,
  type NegotiationView,
  refuse,
} from './negotiation.rules';
import { allTrades } from './trades.rules';

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
 * rest of the round (else taking a seen mark back would tell its owner the others' marks).
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
