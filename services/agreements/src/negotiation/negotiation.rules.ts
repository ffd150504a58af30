/**
 * Negotiation between rounds (docs/negotiation.md) as pure functions over an agreement's rows, its round
 * view and its negotiation rows: whether it is open, its disputed points, the proposals on a point, and
 * the refusals. No I/O: the writer applies what the rules decide, the mapper shows what they compute,
 * each caller only what is theirs to see. Each mechanism has a file of its own: middle-grounds.rules.ts
 * (curated and model-drafted compromises), midpoint.rules.ts, negotiation-options.rules.ts (what can be
 * put forward), proposals.rules.ts, marks.rules.ts, trades.rules.ts and settlements.rules.ts (what the
 * accepted proposals do to the next round).
 */
import { ErrorCode, NegotiationMessages } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import { answerOf, participantsIn, type RoundSnapshot } from '../rounds/round-snapshot';
import {
  agreementStatus,
  answersRevealed,
  everyoneAnswered,
  questionStatuses,
} from '../rounds/round-status.rules';
import type { Decision, Refusal } from '../rounds/rounds.rules';
import type { NegotiationRows, ProposalRow } from './negotiation.rows';

/** Everything the rules look at: the rows, their round view (the same snapshot's) and the negotiation rows. */
export interface NegotiationView {
  rows: AgreementSnapshot;
  round: RoundSnapshot;
  negotiation: NegotiationRows;
}

export const allow: Decision = { allowed: true };

export const refuse = (code: ErrorCode, message: string): Refusal => ({ allowed: false, code, message });

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

/** The answers given to a question in the current round, by participant (those who answered). */
export function roundAnswers(
  round: RoundSnapshot,
  questionId: string,
): { participantId: string; value: AnswerValue }[] {
  return participantsIn(round).flatMap((p) => {
    const value = answerOf(round, p.id, questionId, round.currentRound);
    return value === undefined ? [] : [{ participantId: p.id, value }];
  });
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

/** A refusal thrown from a rule (the writer turns it into the command's error). */
export class NegotiationRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export const refusalError = (r: Refusal): NegotiationRefusal => new NegotiationRefusal(r);
