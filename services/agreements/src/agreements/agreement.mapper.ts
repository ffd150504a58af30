import type {
  Agreement,
  AgreementQuestion,
  AgreementSummary,
  Caller,
  Comparison,
  FactSuggestion,
  Participant,
  Proposal,
  RemovedParticipant,
  TradeSuggestion,
} from '@avtalt/contracts';
import type { NegotiationRows, ProposalRow } from '../negotiation/negotiation.rows';
import { allCanAccept, marksLocked, marksOf } from '../negotiation/marks.rules';
import { checkDraft } from '../negotiation/middle-grounds.rules';
import { optionsFor } from '../negotiation/negotiation-options.rules';
import {
  disputedPoints,
  latestProposal,
  negotiationOpen,
  type NegotiationView,
} from '../negotiation/negotiation.rules';
import { checkNoPendingProposal } from '../negotiation/proposals.rules';
import { settledByOf } from '../negotiation/settlements.rules';
import { allTrades, tradesFor } from '../negotiation/trades.rules';
import {
  answerOf,
  hasResponded,
  participantIdOf,
  participantsIn,
  type RoundSnapshot,
} from '../rounds/round-snapshot';
import {
  agreementStatus,
  answersRevealed,
  askedQuestionIds,
  questionStatuses,
  roundQuestionIds,
} from '../rounds/round-status.rules';
import { canRemoveParticipant, canStartNextRound } from '../rounds/rounds.rules';
import type { AgreementRow, DraftRow, ParticipantRow, QuestionRow } from './agreement.rows';
import type { AgreementSnapshot } from './agreement.snapshot';
import { answerDisplay } from './answer-text.rules';
import { hasPartyDetails } from './party-details.rules';
import { legalTextFor } from '../documents/party-details-privacy.rules';

/** The participant rows of those who take part in the current round, in join order (what every list shows). */
export function currentParticipants(s: AgreementSnapshot, round: RoundSnapshot): ParticipantRow[] {
  const taking = new Set(participantsIn(round).map((p) => p.id));
  return s.participants.filter((p) => taking.has(p.id));
}

export function participantsOf(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): Participant[] {
  return currentParticipants(s, round).map((p) => ({
    id: p.id,
    userId: p.userId,
    userName: p.userName,
    hasResponded: hasResponded(round, p.id),
    isAnonymous: p.isAnonymous,
    isYou: p.userId === caller.id,
    canRemove: canRemoveParticipant(round, caller.id, p.id).allowed,
    // Whether they are given, never what they are: the values are the party's own until the document.
    hasDetails: hasPartyDetails(p),
  }));
}

/**
 * Those the initiator removed, for those who take part and the initiator ('Ola Hansen ble fjernet fra
 * avtalen'); others with the link learn no names they could not read before (an empty list).
 */
export function removedParticipantsFor(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
): RemovedParticipant[] {
  const insider =
    s.agreement.initiatorId === caller.id ||
    currentParticipants(s, round).some((p) => p.userId === caller.id);
  if (!insider) return [];
  return s.participants
    .filter((p) => p.removedInRound !== null)
    .map((p) => ({ participantId: p.id, userName: p.userName, removedInRound: p.removedInRound as number }));
}

/** The caller took part and the initiator removed them (their page says so plainly). */
function youAreRemoved(s: AgreementSnapshot, caller: Caller): boolean {
  return s.participants.some((p) => p.userId === caller.id && p.removedInRound !== null);
}

/** The fields of issue 16 the agreement and the comparison share. */
function groupFields(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
): Pick<Agreement, 'blind' | 'removedParticipants' | 'youAreRemoved'> {
  return {
    blind: s.agreement.blind,
    removedParticipants: removedParticipantsFor(s, round, caller),
    youAreRemoved: youAreRemoved(s, caller),
  };
}

/** The caller's own details in the agreement: null when they take no part in it or have given none. */
function yourDetails(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): Agreement['yourDetails'] {
  const me = currentParticipants(s, round).find((p) => p.userId === caller.id);
  return me && hasPartyDetails(me) ? { birthDate: me.birthDate, address: me.address } : null;
}

/** The caller takes part in the agreement now (joined, not removed): a party, who reads the whole legal text. */
export function isParty(s: AgreementSnapshot, round: RoundSnapshot, caller: Caller): boolean {
  return currentParticipants(s, round).some((p) => p.userId === caller.id);
}

/**
 * The agreement as the caller sees it. `legalText` is the stored final text (or one just made); a
 * caller who is not a party gets it without the parties' dates of birth and addresses.
 */
export function toAgreement(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
  legalText = s.agreement.legalText,
): Agreement {
  const a = s.agreement;
  return {
    id: a.id,
    title: a.title,
    topic: a.topicTitle,
    topicId: a.topicId,
    description: a.description,
    status: a.status,
    currentRound: a.currentRound,
    maxRounds: a.maxRounds,
    expectedParticipants: a.expectedParticipants,
    // Once someone has signed, the frozen copy is the text (a later change cannot alter what is signed).
    legalText:
      (s.agreement.frozenText ?? legalText) === null
        ? null
        : legalTextFor((s.agreement.frozenText ?? legalText)!, isParty(s, round, caller)),
    initiatorId: a.initiatorId,
    initiatorName: a.initiatorName,
    isInitiator: a.initiatorId === caller.id,
    participants: participantsOf(s, round, caller),
    viewer: { id: caller.id, anonymous: caller.anonymous },
    yourDetails: yourDetails(s, round, caller),
    document: a.document,
    ...groupFields(s, round, caller),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/**
 * A question's options, format and clauses as the API shows them: options and a clause per option for
 * multiple_choice, a format and a clause template for free_text, the Ja and Nei clauses for yes_no;
 * null for what does not belong to the type. The question flow and the comparison show the clauses as
 * "Dette betyr: …" (AnswerClauses in @avtalt/contracts).
 */
function typeFields(
  q: QuestionRow,
): Pick<
  AgreementQuestion,
  | 'options'
  | 'format'
  | 'clauseYes'
  | 'clauseNo'
  | 'optionClauses'
  | 'clauseTemplate'
  | 'section'
  | 'fact'
  | 'partyRoles'
> {
  const choice = q.type === 'multiple_choice';
  const options = choice ? (q.options ?? []) : null;
  return {
    options,
    format: q.type === 'free_text' ? (q.format ?? 'text') : null,
    clauseYes: q.type === 'yes_no' ? q.clauseYes : null,
    clauseNo: q.type === 'yes_no' ? q.clauseNo : null,
    // One entry per option, so the browser can index it by the option's position.
    optionClauses: options ? options.map((_, i) => q.optionClauses?.[i] ?? null) : null,
    clauseTemplate: q.type === 'free_text' ? q.clauseTemplate : null,
    // Where the clause goes in the document (docs/legal-document.md).
    section: q.section,
    fact: q.fact,
    partyRoles: q.type === 'free_text' && q.format === 'party' ? q.partyRoles : null,
  };
}

/**
 * A fact question the caller has not answered in this round (`yourAnswer` null) that someone else has:
 * their answer, offered to confirm with one click (docs/legal-document.md). Submitted answers only
 * (drafts are their owner's); of several, the answer of the party who joined first.
 */
function factSuggestion(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  q: QuestionRow,
  me: ParticipantRow | undefined,
  yourAnswer: unknown,
): FactSuggestion | null {
  if (!q.fact || (yourAnswer !== null && yourAnswer !== undefined)) return null;
  // A blind round shows nobody's answer before everyone has answered (docs/blind-rounds-and-finishing.md).
  if (!answersRevealed(round)) return null;
  for (const p of currentParticipants(s, round)) {
    if (p.id === me?.id) continue;
    const response = answerOf(round, p.id, q.id, round.currentRound);
    if (response === undefined) continue;
    return {
      participantId: p.id,
      userName: p.userName,
      response,
      display: answerDisplay(s, round, q, p.id, round.currentRound, response),
    };
  }
  return null;
}

/**
 * The caller's questions of the current round, with the rules the browser applies while answering.
 * `yourAnswer` is the caller's draft of the round when they have drafts (`drafts`: the caller's own),
 * else their submitted answer, as stored (a party answer 'self' stays 'self'). From round 2,
 * `previousAnswers` shows what each participant of the round before answered.
 */
export function toQuestions(
  s: AgreementSnapshot,
  round: RoundSnapshot,
  caller: Caller,
  drafts: readonly DraftRow[] = [],
  negotiation?: NegotiationRows,
): AgreementQuestion[] {
  const me = s.participants.find((p) => p.userId === caller.id);
  const mine = drafts.filter((d) => d.ownerId === caller.id && d.round === round.currentRound);
  const draft = mine.length > 0 ? new Map(mine.map((d) => [d.questionId, d.response])) : undefined;
  const inRound = new Set(
    round.currentRound === 1
      ? roundQuestionIds(round)
      : askedQuestionIds(round, me?.id ?? '', round.currentRound),
  );
  const live = s.rules.filter((r) => inRound.has(r.questionId) && inRound.has(r.sourceQuestionId));
  const previous = round.currentRound - 1;
  const previousParticipants = previous >= 1 ? participantsIn(round, previous) : [];
  const nameOf = new Map(s.participants.map((p) => [p.id, p.userName]));
  return s.questions
    .filter((q) => inRound.has(q.id))
    .map((q) => {
      const yourAnswer =
        (draft ? draft.get(q.id) : me && answerOf(round, me.id, q.id, round.currentRound)) ?? null;
      return {
        id: q.id,
        text: q.text,
        type: q.type,
        ...typeFields(q),
        order: q.order,
        description: q.description,
        required: q.required,
        rules: live
          .filter((r) => r.questionId === q.id)
          .map((r) => ({
            id: r.id,
            questionId: r.questionId,
            sourceQuestionId: r.sourceQuestionId,
            operator: r.operator,
            value: r.value,
            action: r.action,
            targetQuestionId: r.targetQuestionId,
          })),
        yourAnswer,
        suggestion: factSuggestion(s, round, q, me, yourAnswer),
        // Issue 33: the browser runs them as the person types (absent: none).
        ...(q.checks && q.checks.length > 0 ? { checks: [...q.checks] } : {}),
        // Issue 19: the proposal all accepted that this question comes from (what the caller's draft was filled with).
        ...(negotiation ? { settledBy: settledByOf(s, negotiation, q.id, round.currentRound) } : {}),
        previousAnswers: previousParticipants.map((p) => {
          const response = answerOf(round, p.id, q.id, previous) ?? null;
          return {
            participantId: p.id,
            userName: nameOf.get(p.id) ?? '',
            isYou: p.userId === caller.id,
            response,
            display: answerDisplay(s, round, q, p.id, previous, response),
          };
        }),
      };
    });
}

/**
 * The table rows of a comparison do not depend on who asks; they are built once per round snapshot
 * (one per cached version of the agreement) and shared by every caller's comparison. After an
 * `agreement_updated` event all participants ask at the same moment.
 */
const questionAnswersByRound = new WeakMap<RoundSnapshot, Comparison['questionAnswers']>();

function questionAnswersOf(s: AgreementSnapshot, round: RoundSnapshot): Comparison['questionAnswers'] {
  const known = questionAnswersByRound.get(round);
  if (known) return known;
  const statuses = questionStatuses(round);
  const ids = roundQuestionIds(round).filter((id) => statuses.has(id));
  const byId = new Map(s.questions.map((q) => [q.id, q]));
  const rows = ids.map((id) => {
    const q = byId.get(id)!;
    return {
      questionId: id,
      questionText: q.text,
      type: q.type,
      ...typeFields(q),
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
  questionAnswersByRound.set(round, rows);
  return rows;
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

/** What the comparison needs besides the rows for negotiation (issue 19). */
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
function withNegotiation(
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
  // The trades are computed once per comparison, and only when a row needs them (issue 32).
  let trades: TradeSuggestion[] | undefined;
  const tradesOnce = () => (trades ??= allTrades(view));
  const questionAnswers = settled.map((row) => {
    if (!disputed.has(row.questionId)) return row;
    const latest = latestProposal(view, row.questionId);
    // As the draft route decides (checkDraft: no library, not a logic source, two answers, below the limit).
    const canDraft = input.modelDrafts && !caller.anonymous && checkDraft(view, me, row.questionId).allowed;
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
      },
    };
  });
  return {
    questionAnswers,
    negotiation: { open: true, trades: tradesFor(view, me, tradesOnce()), modelDrafts: input.modelDrafts },
  };
}

/**
 * Issue 34: why no next round can start now, for anyone (not only the caller): the same checks, in the same
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
    // Issue 19: not while a proposal of the closed round waits for answers (the command refuses it then).
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

/**
 * A dashboard card. `waiting` (issue 34): whose answers of the current round are missing, named only to the
 * initiator and those taking part (as `removedParticipantsFor` names the removed); nobody once the
 * agreement is finished.
 */
export function toSummary(
  a: AgreementRow,
  participantCount: number,
  callerId: string,
  waiting: { names: string[]; insider: boolean } = { names: [], insider: false },
): AgreementSummary {
  const open = a.status === 'pending' || a.status === 'in_progress';
  return {
    id: a.id,
    title: a.title,
    topic: a.topicTitle,
    status: a.status,
    currentRound: a.currentRound,
    maxRounds: a.maxRounds,
    participantCount,
    isInitiator: a.initiatorId === callerId,
    ...(waiting.insider ? { waitingFor: open ? waiting.names : [] } : {}),
    updatedAt: a.updatedAt.toISOString(),
    createdAt: a.createdAt.toISOString(),
  };
}
