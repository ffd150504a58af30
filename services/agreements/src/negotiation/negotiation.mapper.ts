/** The negotiation fields of a caller's comparison (docs/negotiation.md): nothing private of anyone else. */
import type { Caller, Comparison, Proposal, TradeSuggestion } from '@avtalt/contracts';
import type { AgreementSnapshot } from '../agreements/agreement.snapshot';
import { participantIdOf, participantsIn, type RoundSnapshot } from '../rounds/round-snapshot';
import { limitView } from './limits.rules';
import { allCanAccept, marksLocked, marksOf } from './marks.rules';
import { checkDraft } from './middle-grounds.rules';
import { optionsFor } from './negotiation-options.rules';
import type { NegotiationRows, ProposalRow } from './negotiation.rows';
import { disputedPoints, latestProposal, negotiationOpen, type NegotiationView } from './negotiation.rules';
import { settledByOf } from './settlements.rules';
import { allTrades, tradesFor } from './trades.rules';

/** A proposal as the API shows it: who put it forward, who accepted, who declined, who is still to answer. */
export function toProposal(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  p: ProposalRow,
  caller: Caller,
): Proposal {
  const person = (participantId: string) => {
    const row = s.participants.find((x) => x.id === participantId);
    return { participantId, userName: row?.userName ?? '', isYou: row?.userId === caller.id };
  };
  const answered = new Set(p.responses.map((r) => r.participantId));
  const declined = p.responses.find((r) => !r.accepted);
  return {
    id: p.id,
    optionId: p.optionId,
    questionId: p.questionId,
    round: p.round,
    source: p.source,
    text: p.text,
    clause: p.clause,
    value: p.value,
    display: p.display,
    description: p.description,
    status: p.status,
    proposedBy: person(p.proposedBy),
    acceptedBy: p.responses.filter((r) => r.accepted).map((r) => person(r.participantId)),
    declinedBy: declined ? person(declined.participantId) : null,
    waitingFor:
      p.status === 'pending'
        ? participantsIn(round, p.round)
            .filter((x) => !answered.has(x.id))
            .map((x) => person(x.id))
        : [],
    createdAt: p.createdAt.toISOString(),
  };
}

/** What the comparison needs besides the rows for negotiation. */
export interface NegotiationInput {
  negotiation: NegotiationRows;
  /** A language model is configured for drafts (templates' status, cached). */
  modelDrafts: boolean;
}

/**
 * The negotiation fields of a comparison for this caller (docs/negotiation.md): `settledBy` on rows,
 * and while negotiation is open the options, the latest proposal, the caller's OWN marks, whether all
 * can accept, and the trades the caller is one of the two in. Nothing private of anyone else.
 */
export function withNegotiation(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
  rows: Comparison['questionAnswers'],
  input: NegotiationInput,
): Pick<Comparison, 'questionAnswers' | 'negotiation'> {
  const view: NegotiationView = { rows: s, round, negotiation: input.negotiation };
  const settled = rows.map((row) => {
    const settledBy = settledByOf(s, input.negotiation, row.questionId, round.currentRound);
    return settledBy ? { ...row, settledBy } : row;
  });
  if (!negotiationOpen(view)) return { questionAnswers: settled };
  const me = participantIdOf(round, caller.id);
  const disputed = new Set(disputedPoints(round));
  // The trades are computed once per comparison, and only when a row needs them (50 × 19 took seconds otherwise).
  let trades: TradeSuggestion[] | undefined;
  const tradesOnce = () => (trades ??= allTrades(view));
  const questionAnswers = settled.map((row) => {
    if (!disputed.has(row.questionId)) return row;
    const latest = latestProposal(view, row.questionId);
    // As the draft route decides (checkDraft: no library, not a logic source, two answers, below the limit).
    const canDraft = input.modelDrafts && !caller.anonymous && checkDraft(view, me, row.questionId).allowed;
    const limit = limitView(view, me, row.questionId);
    return {
      ...row,
      negotiation: {
        proposals: optionsFor(view, row.questionId),
        proposal: latest ? toProposal(s, round, latest, caller) : null,
        yourMarks: {
          ...marksOf(view, me, row.questionId),
          locked: marksLocked(view, me, row.questionId, tradesOnce),
        },
        allCanAccept: allCanAccept(view, row.questionId),
        canDraft,
        ...(limit ? { limit } : {}),
      },
    };
  });
  return {
    questionAnswers,
    negotiation: { open: true, trades: tradesFor(view, me, tradesOnce()), modelDrafts: input.modelDrafts },
  };
}
