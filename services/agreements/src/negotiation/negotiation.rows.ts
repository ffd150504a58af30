import type { ProposalSource, ProposalStatus } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';

/**
 * The negotiation rows of one agreement (issue 19, docs/negotiation.md) as the repository reads them.
 * Not part of the cached agreement snapshot: they are read with every comparison and, in the writer's
 * transaction under the agreement's row lock, by the commands that need them.
 */
export interface ProposalResponseRow {
  readonly participantId: string;
  readonly accepted: boolean;
}

/** An option put forward for a point of a closed round; its content is copied when it is made. */
export interface ProposalRow {
  readonly id: string;
  readonly questionId: string;
  readonly round: number;
  readonly optionId: string;
  readonly source: ProposalSource;
  readonly text: string;
  readonly clause: string | null;
  readonly value: AnswerValue | null;
  readonly display: string | null;
  readonly description: string | null;
  /** The participant who put it forward (counts as accepted: the first response). */
  readonly proposedBy: string;
  readonly status: ProposalStatus;
  readonly createdAt: Date;
  /** In the order given (the proposer first). */
  readonly responses: readonly ProposalResponseRow[];
}

/** A participant's private marks on a point of a round (never shown to anyone else unless matched). */
export interface MarkRow {
  readonly participantId: string;
  readonly questionId: string;
  readonly round: number;
  readonly canAccept: boolean;
  readonly important: boolean;
  /**
   * The marks were part of a match someone saw this round. Stored, not recomputed: a proposal on the
   * point hides its trades, and the marks must stay final all the same (security review L3).
   */
  readonly shownInMatch: boolean;
}

/** An option a language model drafted for a point of a round (listed to every participant). */
export interface ModelDraftRow {
  readonly id: string;
  readonly questionId: string;
  readonly round: number;
  readonly text: string;
  readonly clause: string;
  readonly createdBy: string;
  readonly createdAt: Date;
}

/**
 * A participant's private limit on a disputed amount or date of a round: the least favourable value they
 * accept (docs/negotiation.md, «Private limits»). Set once per round; never shown to anyone else.
 */
export interface LimitRow {
  readonly participantId: string;
  readonly questionId: string;
  readonly round: number;
  /** Kroner (an amount) or `YYYY-MM-DD` (a date), as the question's answers are stored. */
  readonly value: number | string;
  readonly createdAt: Date;
}

export interface NegotiationRows {
  readonly proposals: readonly ProposalRow[];
  readonly marks: readonly MarkRow[];
  readonly modelDrafts: readonly ModelDraftRow[];
  readonly limits: readonly LimitRow[];
}

export const NO_NEGOTIATION: NegotiationRows = { proposals: [], marks: [], modelDrafts: [], limits: [] };

export const markKey = (m: Pick<MarkRow, 'participantId' | 'questionId' | 'round'>): string =>
  `${m.participantId}|${m.questionId}|${m.round}`;

export const limitKey = (l: Pick<LimitRow, 'participantId' | 'questionId' | 'round'>): string =>
  `${l.participantId}|${l.questionId}|${l.round}`;

type Stamped<T> = Omit<T, 'createdAt'> & { createdAt: Date | string };

/** The negotiation rows from what the reads returned: each proposal with its responses, times as dates. */
export function negotiationRowsOf(
  proposals: readonly Stamped<Omit<ProposalRow, 'responses'>>[],
  responses: readonly (ProposalResponseRow & { proposalId: string })[],
  marks: readonly MarkRow[],
  modelDrafts: readonly Stamped<ModelDraftRow>[],
  limits: readonly Stamped<LimitRow>[],
): NegotiationRows {
  return {
    proposals: proposals.map((p) => ({
      ...p,
      createdAt: new Date(p.createdAt),
      responses: responses
        .filter((r) => r.proposalId === p.id)
        .map((r) => ({ participantId: r.participantId, accepted: r.accepted })),
    })),
    marks,
    modelDrafts: modelDrafts.map((d) => ({ ...d, createdAt: new Date(d.createdAt) })),
    limits: limits.map((l) => ({ ...l, createdAt: new Date(l.createdAt) })),
  };
}
