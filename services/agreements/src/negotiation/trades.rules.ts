/** The trades the private marks make between two participants (docs/negotiation.md), each shown only to its two. */
import type { TradeSuggestion } from '@avtalt/contracts';
import { comparisonKey, formatOf } from '@avtalt/logic';
import type { ParticipantRow } from '../agreements/agreement.rows';
import { answerOf, participantsIn, partyContextOf } from '../rounds/round-snapshot';
import { disputedPoints, negotiationOpen, type NegotiationView, openProposal } from './negotiation.rules';

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
  // point they marked), so a large agreement with few marks costs little (50 people × 19 points took seconds before).
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
