import { ErrorCode, NegotiationMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import {
  limitKey,
  type MarkRow,
  markKey,
  type ModelDraftRow,
  NO_NEGOTIATION,
  type NegotiationRows,
  type ProposalRow,
} from '../negotiation/negotiation.rows';
import { checkLimit, limitsProposal, limitsSettlement } from '../negotiation/limits.rules';
import { checkMark, withMark, withShownMatches } from '../negotiation/marks.rules';
import { checkDraft } from '../negotiation/middle-grounds.rules';
import { findOption } from '../negotiation/negotiation-options.rules';
import { NegotiationRefusal, type NegotiationView } from '../negotiation/negotiation.rules';
import { checkPropose, newProposal, respond } from '../negotiation/proposals.rules';
import { participantIdOf } from '../rounds/round-snapshot';
import type { AgreementCommand } from './agreement-command';
import type { NegotiationChanges } from './agreement.changes';
import { toRoundSnapshot } from './agreement.snapshot';
import { type CommandState, enforce } from './command-state';

/*
 * The negotiation commands (docs/negotiation.md): proposals, the answers to them, private marks and model
 * drafts, applied to the negotiation rows the writer read under the row lock. Pure.
 */

const NEGOTIATION_KINDS = new Set<AgreementCommand['kind']>([
  'propose',
  'respondProposal',
  'setMark',
  'setLimit',
  'storeModelDraft',
  'nextRound',
]);
/** Whether a batch needs the agreement's negotiation rows (read under the lock like drafts). */
export const needsNegotiation = (commands: readonly AgreementCommand[]): boolean =>
  commands.some((c) => NEGOTIATION_KINDS.has(c.kind));

type NegotiationCommand = Extract<
  AgreementCommand,
  { kind: 'propose' | 'respondProposal' | 'setMark' | 'setLimit' | 'storeModelDraft' }
>;

/** The rows stay, the negotiation rows change (or the command is refused). */
export function negotiate(
  state: CommandState,
  command: NegotiationCommand,
  now: Date,
  newId: () => string,
): NegotiationRows {
  const s = state.rows;
  const round = toRoundSnapshot(s);
  // Matches as the others could see them before this command are stored first, and those the command
  // makes after it: a match that a proposal or a decline hides keeps its marks final.
  const stored = state.negotiation ?? NO_NEGOTIATION;
  const negotiation: NegotiationRows = {
    ...stored,
    marks: withShownMatches({ rows: s, round, negotiation: stored }),
  };
  const after = negotiateOnce({ rows: s, round, negotiation }, command, now, newId);
  return { ...after, marks: withShownMatches({ rows: s, round, negotiation: after }) };
}

function negotiateOnce(
  view: NegotiationView,
  command: NegotiationCommand,
  now: Date,
  newId: () => string,
): NegotiationRows {
  const { round, negotiation } = view;
  const participantId = participantIdOf(round, command.caller.id);
  try {
    switch (command.kind) {
      case 'propose': {
        enforce(checkPropose(view, participantId, command.questionId, command.optionId));
        const option = findOption(view, command.questionId, command.optionId)!;
        return {
          ...negotiation,
          proposals: [
            ...negotiation.proposals,
            newProposal(view, participantId!, command.questionId, option, newId(), now),
          ],
        };
      }
      case 'respondProposal': {
        const answered = respond(view, participantId, command.proposalId, command.accept);
        return {
          ...negotiation,
          proposals: negotiation.proposals.map((p) => (p.id === answered.id ? answered : p)),
        };
      }
      case 'setMark': {
        enforce(checkMark(view, participantId, command.questionId, command.mark, command.value));
        return {
          ...negotiation,
          marks: withMark(view, participantId!, command.questionId, command.mark, command.value),
        };
      }
      case 'setLimit':
        return withLimit(view, participantId, command.questionId, command.value, now, newId);
      case 'storeModelDraft': {
        if (command.caller.anonymous)
          throw new DomainError(ErrorCode.LoginRequired, NegotiationMessages.loginRequired);
        enforce(checkDraft(view, participantId, command.questionId));
        const draft: ModelDraftRow = {
          id: command.draftId,
          questionId: command.questionId,
          round: round.currentRound,
          text: command.text,
          clause: command.clause,
          createdBy: participantId!,
          createdAt: now,
        };
        return { ...negotiation, modelDrafts: [...negotiation.modelDrafts, draft] };
      }
    }
  } catch (error) {
    if (error instanceof NegotiationRefusal) throw new DomainError(error.refusal.code, error.refusal.message);
    throw error;
  }
}

/** What a batch changed in the negotiation rows. */
export function negotiationChangesBetween(
  before: NegotiationRows | undefined,
  after: NegotiationRows | undefined,
): NegotiationChanges {
  const b = before ?? NO_NEGOTIATION;
  const a = after ?? NO_NEGOTIATION;
  const proposalsBefore = new Map(b.proposals.map((p) => [p.id, p]));
  const marksBefore = new Map(b.marks.map((m) => [markKey(m), m]));
  const draftsBefore = new Set(b.modelDrafts.map((d) => d.id));
  const limitsBefore = new Set(b.limits.map(limitKey));
  const newProposals: ProposalRow[] = a.proposals.filter((p) => !proposalsBefore.has(p.id));
  const changedProposals: ProposalRow[] = a.proposals.filter((p) => {
    const old = proposalsBefore.get(p.id);
    return old !== undefined && (old.status !== p.status || old.responses.length !== p.responses.length);
  });
  const newResponses = changedProposals.flatMap((p) =>
    p.responses.slice(proposalsBefore.get(p.id)!.responses.length).map((r) => ({ proposalId: p.id, ...r })),
  );
  const upsertedMarks: MarkRow[] = a.marks.filter((m) => {
    const old = marksBefore.get(markKey(m));
    return old === undefined
      ? m.canAccept || m.important || m.shownInMatch
      : old.canAccept !== m.canAccept || old.important !== m.important || old.shownInMatch !== m.shownInMatch;
  });
  return {
    newProposals,
    changedProposals,
    newResponses,
    upsertedMarks,
    newModelDrafts: a.modelDrafts.filter((d) => !draftsBefore.has(d.id)),
    newLimits: a.limits.filter((l) => !limitsBefore.has(limitKey(l))),
  };
}

/**
 * The caller's private limit stored, and, when it closes an overlap with everyone else's, the point settled at
 * its middle by an accepted proposal (docs/negotiation.md, «Private limits»).
 */
function withLimit(
  view: NegotiationView,
  participantId: string | undefined,
  questionId: string,
  raw: number | string,
  now: Date,
  newId: () => string,
): NegotiationRows {
  const checked = checkLimit(view, participantId, questionId, raw);
  enforce(checked);
  if (!checked.allowed) return view.negotiation;
  const negotiation: NegotiationRows = {
    ...view.negotiation,
    limits: [
      ...view.negotiation.limits,
      {
        participantId: participantId!,
        questionId,
        round: view.round.currentRound,
        value: checked.value,
        createdAt: now,
      },
    ],
  };
  const value = limitsSettlement({ ...view, negotiation }, questionId);
  if (value === null) return negotiation;
  const q = view.rows.questions.find((x) => x.id === questionId)!;
  return {
    ...negotiation,
    proposals: [...negotiation.proposals, limitsProposal(view, q, value, participantId!, newId(), now)],
  };
}
