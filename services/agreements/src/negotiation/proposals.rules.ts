/**
 * Proposals (docs/negotiation.md): putting an option forward, accepting or declining it, the next round
 * waiting for a pending one, and the audit entry of one everyone accepted.
 */
import { ErrorCode, NegotiationMessages, type ProposalOption } from '@avtalt/contracts';
import { participantsIn } from '../rounds/round-snapshot';
import type { Decision } from '../rounds/rounds.rules';
import { findOption } from './negotiation-options.rules';
import type { ProposalRow } from './negotiation.rows';
import {
  allow,
  checkPoint,
  type NegotiationView,
  openProposal,
  refuse,
  refusalError,
} from './negotiation.rules';

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

/** Starting the next round: refused while a proposal of the closed round waits for answers (it would be lost). */
export function checkNoPendingProposal(v: NegotiationView): Decision {
  const pending = v.negotiation.proposals.some(
    (p) => p.round === v.round.currentRound && p.status === 'pending',
  );
  return pending ? refuse(ErrorCode.Conflict, NegotiationMessages.nextRoundPendingProposal) : allow;
}
