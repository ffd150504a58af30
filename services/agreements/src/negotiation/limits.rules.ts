/**
 * Private limits on a disputed amount or date (docs/negotiation.md, «Private limits»): each participant may
 * say, once per round, the least favourable value they accept. When everyone of the round has and the limits
 * overlap, the point is settled at the middle of the overlap (as Cybersettle settles blind offers), with no
 * accept left that could be declined and so reveal a limit; when they do not, nothing is revealed — not even
 * that limits were set. Pure.
 */
import { ErrorCode, NegotiationMessages, type NegotiationRow } from '@avtalt/contracts';
import { type AnswerValue, formatAnswer, formatOf, parseAnswer } from '@avtalt/logic';
import type { QuestionRow } from '../agreements/agreement.rows';
import { clauseFor } from '../agreements/answer-text.rules';
import { participantsIn } from '../rounds/round-snapshot';
import type { Refusal } from '../rounds/rounds.rules';
import type { LimitRow, ProposalRow } from './negotiation.rows';
import { checkPoint, type NegotiationView, openProposal, refuse, roundAnswers } from './negotiation.rules';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A value on the point's scale: kroner, or the day number of a date. */
const scaled = (value: AnswerValue): number => (typeof value === 'string' ? dayNumber(value) : Number(value));

/** `atLeast`: the participant answered the most and lets through values from the limit up; `atMost` the least. */
export type LimitSide = 'atLeast' | 'atMost';

/**
 * Each participant's side on a point where limits can be set: a disputed free-text amount or date that every
 * participant of the round answered, each answer being either the lowest or the highest (two sides). Null
 * where limits do not apply.
 */
export function limitSides(v: NegotiationView, questionId: string): Map<string, LimitSide> | null {
  const q = v.rows.questions.find((x) => x.id === questionId);
  if (!q || q.type !== 'free_text') return null;
  const format = formatOf(q);
  if (format !== 'amount' && format !== 'date') return null;
  const answers = roundAnswers(v.round, questionId);
  if (answers.length < 2 || answers.length !== participantsIn(v.round).length) return null;
  const values = answers.map((a) => scaled(a.value));
  if (values.some((x) => !Number.isFinite(x))) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (low === high || values.some((x) => x !== low && x !== high)) return null;
  return new Map(answers.map((a, i) => [a.participantId, values[i] === high ? 'atLeast' : 'atMost']));
}

/** The participant's limit on a point in the current round, if set. */
export function limitOf(v: NegotiationView, participantId: string | undefined, questionId: string) {
  return v.negotiation.limits.find(
    (l) =>
      l.participantId === participantId && l.questionId === questionId && l.round === v.round.currentRound,
  );
}

/** Whether a limit can be set now on the point, by anyone: open, disputed, two sides, no proposal open on it. */
function limitsOpen(v: NegotiationView, questionId: string): boolean {
  return limitSides(v, questionId) !== null && openProposal(v, questionId) === undefined;
}

/**
 * Setting a limit: the caller takes part, the point is open for limits, the caller has none yet this round,
 * and the value is an answer to the question that is no better for the caller than their own answer.
 * Returns the value as stored (kroner, or `YYYY-MM-DD`).
 */
export function checkLimit(
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
  raw: number | string,
): Refusal | { allowed: true; value: number | string } {
  const point = checkPoint(v, participantId, questionId);
  if (!point.allowed) return point;
  const sides = limitSides(v, questionId);
  if (!sides || openProposal(v, questionId))
    return refuse(ErrorCode.Conflict, NegotiationMessages.limitNotAvailable);
  if (limitOf(v, participantId, questionId))
    return refuse(ErrorCode.Conflict, NegotiationMessages.limitAlreadySet);
  const q = v.rows.questions.find((x) => x.id === questionId)!;
  const parsed = parseAnswer(q, raw);
  if (!parsed.ok || (typeof parsed.value !== 'number' && typeof parsed.value !== 'string'))
    return refuse(ErrorCode.ValidationFailed, NegotiationMessages.limitValue);
  const own = roundAnswers(v.round, questionId).find((a) => a.participantId === participantId)!;
  const side = sides.get(participantId!)!;
  const beyond =
    side === 'atLeast' ? scaled(parsed.value) > scaled(own.value) : scaled(parsed.value) < scaled(own.value);
  if (beyond) return refuse(ErrorCode.ValidationFailed, NegotiationMessages.limitBeyondAnswer);
  return { allowed: true, value: parsed.value };
}

/**
 * The value the limits settle the point at, or null: every participant of the round has a limit, and the
 * highest limit of those who answered the most is no higher than the lowest of those who answered the least.
 * The middle of that overlap: an amount in whole kroner where that stays inside it (else to the øre), a date
 * the middle day (the earlier of two).
 */
export function limitsSettlement(v: NegotiationView, questionId: string): number | string | null {
  const sides = limitSides(v, questionId);
  if (!sides) return null;
  const limits = [...sides.keys()].map((id) => limitOf(v, id, questionId));
  if (limits.some((l) => l === undefined)) return null;
  const of = (side: LimitSide) =>
    (limits as LimitRow[]).filter((l) => sides.get(l.participantId) === side).map((l) => scaled(l.value));
  const from = Math.max(...of('atLeast'));
  const to = Math.min(...of('atMost'));
  if (from > to) return null;
  const q = v.rows.questions.find((x) => x.id === questionId)!;
  if (formatOf(q) === 'date') return isoDay(Math.floor((from + to) / 2));
  const exact = (from + to) / 2;
  const whole = Math.round(exact);
  return whole >= from && whole <= to ? whole : Math.round(exact * 100) / 100;
}

/**
 * The proposal a settlement makes: accepted by every participant of the round at once (their limits were
 * their acceptance), the question with the value, as a midpoint reads. Its author is the one whose limit
 * closed the overlap.
 */
export function limitsProposal(
  v: NegotiationView,
  q: QuestionRow,
  value: number | string,
  participantId: string,
  id: string,
  now: Date,
): ProposalRow {
  const display = formatAnswer(q, value);
  const everyone = participantsIn(v.round).map((p) => p.id);
  return {
    id,
    questionId: q.id,
    round: v.round.currentRound,
    optionId: 'limits',
    source: 'limits',
    text: `${q.text} ${display}`,
    clause: clauseFor(q, value, display),
    value,
    display,
    description: null,
    proposedBy: participantId,
    status: 'accepted',
    createdAt: now,
    responses: [participantId, ...everyone.filter((p) => p !== participantId)].map((p) => ({
      participantId: p,
      accepted: true,
    })),
  };
}

/** What the caller's comparison says of their own limit on a point (nothing of anyone else's), or absent. */
export function limitView(
  v: NegotiationView,
  participantId: string | undefined,
  questionId: string,
): NegotiationRow['limit'] {
  const side = participantId ? limitSides(v, questionId)?.get(participantId) : undefined;
  if (!side) return undefined;
  const mine = limitOf(v, participantId, questionId);
  const q = v.rows.questions.find((x) => x.id === questionId)!;
  return {
    canSet: mine === undefined && limitsOpen(v, questionId),
    side,
    yours: mine?.value ?? null,
    yoursDisplay: mine ? formatAnswer(q, mine.value) : null,
  };
}
