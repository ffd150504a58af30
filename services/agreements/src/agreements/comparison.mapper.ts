/**
 * The comparison as a caller sees it (`GET …/comparison`): every answer of the round side by side, each
 * question's status, whether and why a next round can start, and the caller's negotiation fields.
 */
import type { Caller, Comparison } from '@avtalt/contracts';
import { type NegotiationInput, toProposal, withNegotiation } from '../negotiation/negotiation.mapper';
import type { NegotiationRows } from '../negotiation/negotiation.rows';
import { checkNoPendingProposal } from '../negotiation/proposals.rules';
import {
  answerOf,
  derivedKey,
  derivedOf,
  hasResponded,
  participantIdOf,
  participantsIn,
  type RoundSnapshot,
} from '../rounds/round-snapshot';
import {
  agreementStatus,
  answersRevealed,
  questionStatuses,
  roundQuestionIds,
} from '../rounds/round-status.rules';
import { canStartNextRound } from '../rounds/rounds.rules';
import { currentParticipants, groupFields, participantsOf } from './agreement.mapper';
import type { AgreementSnapshot } from './agreement.snapshot';
import { answerDisplay } from './answer-text.rules';
import { typeFields } from './question.mapper';

/**
 * The table rows of a comparison do not depend on who asks; they are built once per round snapshot
 * (one per cached version of the agreement, kept with it) and shared by every caller's comparison. After an
 * `agreement_updated` event all participants ask at the same moment.
 */
const QUESTION_ANSWERS = derivedKey<Comparison['questionAnswers']>('comparison rows');

function questionAnswersOf(s: AgreementSnapshot, round: RoundSnapshot): Comparison['questionAnswers'] {
  return derivedOf(round, QUESTION_ANSWERS, () => questionAnswerRows(s, round));
}

function questionAnswerRows(s: AgreementSnapshot, round: RoundSnapshot): Comparison['questionAnswers'] {
  const statuses = questionStatuses(round);
  const ids = roundQuestionIds(round).filter((id) => statuses.has(id));
  const byId = new Map(s.questions.map((q) => [q.id, q]));
  return ids.map((id) => {
    const q = byId.get(id)!;
    return {
      questionId: id,
      questionText: q.text,
      type: q.type,
      ...typeFields(q, s.agreement.language),
      answers: currentParticipants(s, round).map((p) => {
        const response = answerOf(round, p.id, id, round.currentRound) ?? null;
        return {
          participantId: p.id,
          userId: p.userId,
          userName: p.userName,
          response,
          display: answerDisplay(s, round, q, p.id, round.currentRound, response),
        };
      }),
      status: statuses.get(id)!,
    };
  });
}

/**
 * A blind round's rows before everyone has answered it: the caller's own answers and nobody else's, and
 * no status (an 'agreed' next to one's own answer would tell the others' answer).
 */
function hiddenRows(rows: Comparison['questionAnswers'], caller: Caller): Comparison['questionAnswers'] {
  return rows.map((row) => ({
    ...row,
    status: 'pending' as const,
    answers: row.answers.map((a) => (a.userId === caller.id ? a : { ...a, response: null, display: '' })),
  }));
}

/**
 * Why no next round can start now, for anyone (not only the caller): the same checks, in the same
 * order, as canStartNextRound and checkNoPendingProposal, so the comparison says the true reason. A pending
 * proposal is named by its author, point and those still to answer: what its card already shows everyone who
 * sees the comparison (toProposal). Null when a round can start, or the agreement is closed.
 */
export function nextRoundBlockerOf(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
  rows: Comparison['questionAnswers'],
  negotiation?: NegotiationRows,
): Comparison['nextRoundBlocker'] {
  if (s.agreement.status === 'signed' || !OPEN_STATUSES.has(agreementStatus(round))) return null;
  const taking = participantsIn(round);
  if (taking.length < 2 || !taking.every((p) => hasResponded(round, p.id)) || !answersRevealed(round))
    return { reason: 'waiting' };
  if (![...questionStatuses(round).values()].includes('disagreed')) return { reason: 'no-disagreement' };
  if (round.currentRound >= round.maxRounds) return { reason: 'last-round' };
  const pending = (negotiation?.proposals ?? [])
    .filter((p) => p.round === round.currentRound && p.status === 'pending')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))[0];
  if (!pending) return null;
  const shown = toProposal(s, round, pending, caller);
  return {
    reason: 'proposal',
    proposalId: pending.id,
    questionId: pending.questionId,
    questionText: rows.find((r) => r.questionId === pending.questionId)?.questionText ?? '',
    proposedBy: shown.proposedBy,
    waitingFor: shown.waitingFor,
  };
}

const OPEN_STATUSES: ReadonlySet<string> = new Set(['pending', 'in_progress']);

/** `round` must be the snapshot's own round view, and neither may change afterwards (cached snapshots never do). */
export function toComparison(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
  negotiation?: NegotiationInput,
): Comparison {
  const answersHidden = !answersRevealed(round);
  const shared = questionAnswersOf(s, round);
  const negotiated =
    negotiation && !answersHidden ? withNegotiation(s, round, caller, shared, negotiation) : undefined;
  const rows = negotiated?.questionAnswers ?? shared;
  return {
    ...(negotiated?.negotiation ? { negotiation: negotiated.negotiation } : {}),
    title: s.agreement.title,
    status: s.agreement.status,
    currentRound: s.agreement.currentRound,
    maxRounds: s.agreement.maxRounds,
    expectedParticipants: s.agreement.expectedParticipants,
    // Not while a proposal of the closed round waits for answers (the command refuses it then).
    canStartNextRound:
      canStartNextRound(round, participantIdOf(round, caller.id)).allowed &&
      (negotiation === undefined ||
        checkNoPendingProposal({ rows: s, round, negotiation: negotiation.negotiation }).allowed),
    nextRoundBlocker: answersHidden
      ? { reason: 'waiting' }
      : nextRoundBlockerOf(s, round, caller, shared, negotiation?.negotiation),
    participants: participantsOf(s, round, caller),
    ...groupFields(s, round, caller),
    isInitiator: s.agreement.initiatorId === caller.id,
    answersHidden,
    questionAnswers: answersHidden ? hiddenRows(rows, caller) : rows,
  };
}
