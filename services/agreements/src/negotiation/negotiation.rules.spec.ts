import { type Caller, ErrorCode, MAX_MODEL_DRAFTS_PER_POINT, NegotiationMessages } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import { applyCommand, type CommandState, negotiationChangesBetween } from '../agreements/agreement.commands';
import type { AgreementSnapshot, QuestionRow } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { legalDocumentOf } from '../legal-text/legal-document.rules';
import { toComparison } from '../agreements/comparison.mapper';
import {
  agreedAnswers,
  agreementStatus,
  askedQuestionIds,
  questionStatuses,
  roundQuestionIds,
} from '../rounds/round-status.rules';
import { questionRow } from '../testing/question-rows';
import { NO_NEGOTIATION } from './negotiation.rows';
import { allCanAccept, marksLocked, visibleMarks } from './marks.rules';
import { midpointValue } from './midpoint.rules';
import { findOption, optionsFor } from './negotiation-options.rules';
import { disputedPoints, negotiationOpen, type NegotiationView } from './negotiation.rules';
import { acceptedAudit } from './proposals.rules';
import { rulesForReplacement, settledByOf } from './settlements.rules';
import { allTrades, tradesFor } from './trades.rules';
import type { AgreementCommand } from '../agreements/agreement-command';

const now = new Date('2027-01-20T10:00:00Z');
let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

const callers: Record<string, Caller> = {
  anne: { id: 'u-anne', anonymous: false, name: 'Anne Hansen' },
  bjorn: { id: 'u-bjorn', anonymous: false, name: 'Bjørn Berg' },
  cato: { id: 'u-cato', anonymous: false, name: 'Cato Dahl' },
  stranger: { id: 'u-stranger', anonymous: false, name: 'Siri Fremmed' },
};

/** Q1 and Q2 are Ja/Nei (Q1 with two curated middle grounds), Q3 an amount, Q4 a date. */
const questions: QuestionRow[] = [
  questionRow(1, {
    text: 'Skal utgiftene deles likt?',
    clauseYes: 'Utgiftene deles likt.',
    clauseNo: 'Utgiftene deles ikke likt.',
    middleGround: [
      {
        text: 'Skal utgiftene deles etter inntekt?',
        clause: 'Utgiftene deles etter inntekt.',
        description: 'Den som tjener mest, betaler mest.',
      },
      { text: 'Skal utgiftene deles 60/40?', clause: 'Utgiftene deles 60/40.', description: null },
    ],
  }),
  questionRow(2, { text: 'Skal dere ha vaskeliste?', clauseYes: 'Partene har vaskeliste.', clauseNo: null }),
  questionRow(3, {
    text: 'Hvor mye er husleien?',
    type: 'free_text',
    format: 'amount',
    clauseTemplate: 'Husleien er {{svar}} per måned.',
  }),
  questionRow(4, {
    text: 'Fra hvilken dato?',
    type: 'free_text',
    format: 'date',
    clauseTemplate: 'Avtalen gjelder fra {{svar}}.',
  }),
];

function empty(expected = 2, maxRounds = 5): CommandState {
  const rows: AgreementSnapshot = {
    agreement: {
      id: 'ag',
      title: 'Leiligheten',
      description: '',
      topicId: null,
      topicTitle: null,
      status: 'pending',
      currentRound: 1,
      maxRounds,
      expectedParticipants: expected,
      declaredDisagreement: false,
      blind: false,
      initiatorId: 'u-anne',
      initiatorName: 'Anne Hansen',
      legalText: null,
      frozenText: null,
      frozenTextSha256: null,
      document: null,
      createdAt: now,
      updatedAt: now,
      version: '1',
    },
    questions,
    rules: [],
    participants: [],
    answers: [],
    submissions: [],
  };
  return { rows, drafts: [], negotiation: NO_NEGOTIATION };
}

function run(state: CommandState, command: AgreementCommand): CommandState {
  return applyCommand(state, command, now, newId);
}
const answer = (state: CommandState, who: string, answers: Record<string, AnswerValue>) =>
  run(state, { kind: 'answerAll', caller: callers[who], answers });
const view = (state: CommandState): NegotiationView => ({
  rows: state.rows,
  round: toRoundSnapshot(state.rows),
  negotiation: state.negotiation ?? NO_NEGOTIATION,
});
const pid = (state: CommandState, who: string) =>
  state.rows.participants.find((p) => p.userId === callers[who].id)!.id;
const refusal = (work: () => unknown): { code: string; message: string } => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

/** Anne and Bjørn disagree on q1, q2 and the rent (12 000 / 15 000); agree on the date. */
function twoDisagree(maxRounds = 5): CommandState {
  let s = empty(2, maxRounds);
  s = answer(s, 'anne', { q1: true, q2: true, q3: 12000, q4: '2027-03-01' });
  s = answer(s, 'bjorn', { q1: false, q2: false, q3: 15000, q4: '2027-03-01' });
  return s;
}

describe('when negotiation is open', () => {
  it('is closed while the round is not answered by everyone, open once it closed with disagreements', () => {
    let s = empty();
    s = answer(s, 'anne', { q1: true, q2: true, q3: 12000, q4: '2027-03-01' });
    expect(negotiationOpen(view(s))).toBe(false);
    s = answer(s, 'bjorn', { q1: false, q2: false, q3: 15000, q4: '2027-03-01' });
    expect(negotiationOpen(view(s))).toBe(true);
    expect(disputedPoints(view(s).round)).toEqual(['q1', 'q2', 'q3']);
  });

  it('is closed in the last round, when everyone agreed, and once the text is frozen', () => {
    expect(negotiationOpen(view(twoDisagree(1)))).toBe(false);
    let agreed = empty();
    agreed = answer(agreed, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    agreed = answer(agreed, 'bjorn', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    expect(negotiationOpen(view(agreed))).toBe(false);
    const s = twoDisagree();
    const frozen = {
      ...s,
      rows: { ...s.rows, agreement: { ...s.rows.agreement, frozenTextSha256: 'x'.repeat(64) } },
    };
    expect(negotiationOpen(view(frozen))).toBe(false);
  });

  it('refuses proposals and marks when closed (409 NEGOTIATION_CLOSED) and on agreed points (POINT_NOT_DISPUTED)', () => {
    const last = twoDisagree(1);
    expect(
      refusal(() =>
        run(last, { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' }),
      ),
    ).toEqual({
      code: ErrorCode.NegotiationClosed,
      message: NegotiationMessages.closed,
    });
    const s = twoDisagree();
    expect(
      refusal(() =>
        run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q4', mark: 'canAccept', value: true }),
      ).code,
    ).toBe(ErrorCode.PointNotDisputed);
    expect(
      refusal(() =>
        run(s, { kind: 'propose', caller: callers.stranger, questionId: 'q1', optionId: 'library:0' }),
      ).code,
    ).toBe(ErrorCode.NotParticipant);
  });
});

describe('value midpoints', () => {
  it('amounts: whole hundreds from 1 000 kr, whole kroner below', () => {
    expect(midpointValue('amount', [12000, 15000])).toBe(13500);
    expect(midpointValue('amount', [10000, 12500])).toBe(11300);
    expect(midpointValue('amount', [500, 801])).toBe(651);
    expect(midpointValue('amount', [10000, 12000, 20000])).toBe(15000);
  });

  it('numbers and percentages: whole units, one decimal when an answer has decimals', () => {
    expect(midpointValue('number', [3, 8])).toBe(6);
    expect(midpointValue('percent', [50, 60])).toBe(55);
    expect(midpointValue('number', [1.5, 2])).toBe(1.8);
  });

  it('dates: the middle day', () => {
    expect(midpointValue('date', ['2027-03-01', '2027-03-31'])).toBe('2027-03-16');
    expect(midpointValue('date', ['2027-12-20', '2028-01-10'])).toBe('2027-12-30');
  });

  it('none with fewer than two distinct answers, for other formats, or when it equals an answer', () => {
    expect(midpointValue('amount', [12000, 12000])).toBeNull();
    expect(midpointValue('amount', [12000])).toBeNull();
    expect(midpointValue('text', ['a', 'b'])).toBeNull();
    expect(midpointValue('amount', [12000, 12100])).toBeNull(); // 12 050 → 12 100, Bjørn's answer
    expect(midpointValue('number', [1, 2, 5])).toBe(3);
    expect(midpointValue('number', [1, 3, 5])).toBeNull();
    expect(midpointValue('date', ['2027-03-01', '2027-03-02'])).toBeNull();
  });
});

describe('options of a disputed point', () => {
  it('lists the curated middle grounds, the midpoint with its clause, and the answers only when all can accept', () => {
    let s = twoDisagree();
    const q1 = optionsFor(view(s), 'q1');
    expect(q1.map((o) => [o.id, o.source, o.text, o.clause])).toEqual([
      ['library:0', 'library', 'Skal utgiftene deles etter inntekt?', 'Utgiftene deles etter inntekt.'],
      ['library:1', 'library', 'Skal utgiftene deles 60/40?', 'Utgiftene deles 60/40.'],
    ]);
    const rent = optionsFor(view(s), 'q3');
    expect(rent).toHaveLength(1);
    expect(rent[0]).toMatchObject({ id: 'midpoint', source: 'midpoint', value: 13500 });
    expect(rent[0].display?.replace(/\s/g, ' ')).toBe('13 500 kr');
    expect(rent[0].clause?.replace(/\s/g, ' ')).toBe('Husleien er 13 500 kr per måned.');
    // The answers can always be put forward (a trade does), but are listed only when matched.
    expect(findOption(view(s), 'q2', `answer:${pid(s, 'bjorn')}`)).toMatchObject({
      value: false,
      clause: null,
      text: 'Skal dere ha vaskeliste? Nei',
    });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q2', mark: 'canAccept', value: true });
    expect(allCanAccept(view(s), 'q2')).toBe(false);
    expect(optionsFor(view(s), 'q2')).toEqual([]);
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    expect(allCanAccept(view(s), 'q2')).toBe(true);
    expect(optionsFor(view(s), 'q2').map((o) => o.id)).toEqual([
      `answer:${pid(s, 'anne')}`,
      `answer:${pid(s, 'bjorn')}`,
    ]);
  });
});

describe('proposals', () => {
  it('a proposal is pending with the proposer accepted; accepted by all it is accepted (audit), and the point is settled', () => {
    let s = twoDisagree();
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' });
    const [made] = s.negotiation!.proposals;
    expect(made).toMatchObject({
      status: 'pending',
      source: 'library',
      text: 'Skal utgiftene deles etter inntekt?',
      proposedBy: pid(s, 'anne'),
      responses: [{ participantId: pid(s, 'anne'), accepted: true }],
    });
    // One pending or accepted proposal per point.
    expect(
      refusal(() =>
        run(s, { kind: 'propose', caller: callers.bjorn, questionId: 'q1', optionId: 'library:1' }),
      ),
    ).toEqual({
      code: ErrorCode.ProposalPending,
      message: NegotiationMessages.proposalPending,
    });
    expect(
      refusal(() =>
        run(s, { kind: 'respondProposal', caller: callers.anne, proposalId: made.id, accept: true }),
      ).message,
    ).toBe(NegotiationMessages.alreadyResponded);
    const before = s;
    s = run(s, { kind: 'respondProposal', caller: callers.bjorn, proposalId: made.id, accept: true });
    expect(s.negotiation!.proposals[0].status).toBe('accepted');
    expect(acceptedAudit(before.negotiation, s.negotiation, s.rows, now)).toEqual([
      {
        kind: 'proposal-accepted',
        occurredAt: now.toISOString(),
        actorName: 'Bjørn Berg',
        round: 1,
        details: { questionId: 'q1', source: 'library', text: 'Skal utgiftene deles etter inntekt?' },
      },
    ]);
    expect(negotiationChangesBetween(before.negotiation, s.negotiation)).toMatchObject({
      newProposals: [],
      changedProposals: [{ id: made.id, status: 'accepted' }],
      newResponses: [{ proposalId: made.id, accepted: true }],
    });
    expect(
      refusal(() =>
        run(s, { kind: 'propose', caller: callers.bjorn, questionId: 'q1', optionId: 'library:1' }),
      ).message,
    ).toBe(NegotiationMessages.proposalSettled);
    expect(
      refusal(() =>
        run(s, { kind: 'propose', caller: callers.bjorn, questionId: 'q2', optionId: 'library:0' }),
      ).message,
    ).toBe(NegotiationMessages.unknownOption);
  });

  it('with three participants a midpoint needs all three; one decline frees the point', () => {
    let s = empty(3);
    s = answer(s, 'anne', { q1: true, q2: true, q3: 10000, q4: '2027-03-01' });
    s = answer(s, 'bjorn', { q1: true, q2: true, q3: 14000, q4: '2027-03-01' });
    s = answer(s, 'cato', { q1: true, q2: true, q3: 20000, q4: '2027-03-01' });
    expect(disputedPoints(view(s).round)).toEqual(['q3']);
    s = run(s, { kind: 'propose', caller: callers.bjorn, questionId: 'q3', optionId: 'midpoint' });
    const id = s.negotiation!.proposals[0].id;
    expect(s.negotiation!.proposals[0].value).toBe(15000);
    s = run(s, { kind: 'respondProposal', caller: callers.anne, proposalId: id, accept: true });
    expect(s.negotiation!.proposals[0].status).toBe('pending');
    const declined = run(s, { kind: 'respondProposal', caller: callers.cato, proposalId: id, accept: false });
    expect(declined.negotiation!.proposals[0].status).toBe('declined');
    expect(
      refusal(() =>
        run(declined, { kind: 'respondProposal', caller: callers.anne, proposalId: id, accept: true }),
      ).message,
    ).toBe(NegotiationMessages.proposalNotPending);
    // Free again: another proposal may be made.
    const again = run(declined, {
      kind: 'propose',
      caller: callers.cato,
      questionId: 'q3',
      optionId: `answer:${pid(s, 'anne')}`,
    });
    expect(again.negotiation!.proposals.map((p) => p.status)).toEqual(['declined', 'pending']);
    s = run(s, { kind: 'respondProposal', caller: callers.cato, proposalId: id, accept: true });
    expect(s.negotiation!.proposals[0].status).toBe('accepted');
  });
});

describe('private marks and trades', () => {
  it('unmatched marks produce nothing visible', () => {
    let s = twoDisagree();
    const nothing = visibleMarks(view(s));
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q2', mark: 'important', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'important', value: true });
    expect(allTrades(view(s))).toEqual([]);
    expect(allCanAccept(view(s), 'q1')).toBe(false);
    expect(visibleMarks(view(s))).toBe(nothing);
  });

  it('concessions: each conceded the point the other did not → a trade on the others’ answers', () => {
    let s = twoDisagree();
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    const before = visibleMarks(view(s));
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    expect(visibleMarks(view(s))).not.toBe(before);
    const [trade, ...rest] = allTrades(view(s));
    expect(rest).toEqual([]);
    expect(trade.kind).toBe('concessions');
    expect(trade.text).toBe(
      'Anne Hansen gir seg på «Skal utgiftene deles likt?», Bjørn Berg på «Skal dere ha vaskeliste?»',
    );
    expect(trade.gives.map((g) => [g.participantId, g.questionId, g.optionId])).toEqual([
      [pid(s, 'anne'), 'q1', `answer:${pid(s, 'bjorn')}`],
      [pid(s, 'bjorn'), 'q2', `answer:${pid(s, 'anne')}`],
    ]);
    expect(tradesFor(view(s), pid(s, 'anne'))[0].gives.map((g) => g.isYou)).toEqual([true, false]);
  });

  it('priorities: each gives way where the other cares most', () => {
    let s = twoDisagree();
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'important', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q3', mark: 'important', value: true });
    const [trade] = allTrades(view(s));
    expect(trade.kind).toBe('priorities');
    // Anne cares about q1, Bjørn about q3: Anne gives way on q3, Bjørn on q1.
    expect(trade.gives.map((g) => [g.userName, g.questionId])).toEqual([
      ['Anne Hansen', 'q3'],
      ['Bjørn Berg', 'q1'],
    ]);
  });

  it('points with a pending proposal are left out of trades', () => {
    let s = twoDisagree();
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' });
    expect(allTrades(view(s))).toEqual([]);
  });

  it('with three participants a trade is shown only to its two', () => {
    let s = empty(3);
    s = answer(s, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'bjorn', { q1: false, q2: false, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'cato', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    expect(tradesFor(view(s), pid(s, 'anne'))).toHaveLength(1);
    expect(tradesFor(view(s), pid(s, 'bjorn'))).toHaveLength(1);
    expect(tradesFor(view(s), pid(s, 'cato'))).toEqual([]);
    // Bjørn's marks on q1 are part of the trade Anne sees: final for the round.
    expect(
      refusal(() =>
        run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q1', mark: 'canAccept', value: true }),
      ),
    ).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.markFinal,
    });
    // allCanAccept needs every one of the three.
    s = empty(3);
    s = answer(s, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'bjorn', { q1: false, q2: false, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'cato', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q1', mark: 'canAccept', value: true });
    expect(allCanAccept(view(s), 'q1')).toBe(false);
    s = run(s, { kind: 'setMark', caller: callers.cato, questionId: 'q1', mark: 'canAccept', value: true });
    expect(allCanAccept(view(s), 'q1')).toBe(true);
  });
});

describe('the next round applies the accepted proposals', () => {
  function settled(): CommandState {
    let s = twoDisagree();
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' });
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.bjorn,
      proposalId: s.negotiation!.proposals[0].id,
      accept: true,
    });
    s = run(s, { kind: 'propose', caller: callers.bjorn, questionId: 'q3', optionId: 'midpoint' });
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.anne,
      proposalId: s.negotiation!.proposals[1].id,
      accept: true,
    });
    return run(s, { kind: 'nextRound', caller: callers.anne });
  }

  it('a library proposal replaces the question with a new Ja/Nei question; a midpoint keeps it; drafts are filled in', () => {
    const s = settled();
    const replacement = s.rows.questions.find((q) => q.replacesQuestionId === 'q1')!;
    expect(replacement).toMatchObject({
      type: 'yes_no',
      text: 'Skal utgiftene deles etter inntekt?',
      clauseYes: 'Utgiftene deles etter inntekt.',
      clauseNo: null,
      order: 1,
      fromRound: 2,
    });
    const round = toRoundSnapshot(s.rows);
    expect(roundQuestionIds(round)).toEqual([replacement.id, 'q2', 'q3']);
    // Round 1 still shows the original (history).
    expect(roundQuestionIds(round, 1)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(s.drafts.map((d) => [d.ownerId, d.questionId, d.round, d.response]).sort()).toEqual(
      [
        ['u-anne', replacement.id, 2, true],
        ['u-bjorn', replacement.id, 2, true],
        ['u-anne', 'q3', 2, 13500],
        ['u-bjorn', 'q3', 2, 13500],
      ].sort(),
    );
    expect(settledByOf(s.rows, s.negotiation!, replacement.id, 2)).toMatchObject({
      source: 'library',
      replacesQuestionId: 'q1',
      replacesText: 'Skal utgiftene deles likt?',
    });
    expect(settledByOf(s.rows, s.negotiation!, 'q3', 2)).toMatchObject({
      source: 'midpoint',
      replacesQuestionId: null,
      display: expect.stringMatching(/^13.500.kr$/),
    });
    expect(settledByOf(s.rows, s.negotiation!, 'q2', 2)).toBeNull();
  });

  it('the replacement counts for completion and the legal text; the replaced question does not', () => {
    let s = settled();
    const replacement = s.rows.questions.find((q) => q.replacesQuestionId === 'q1')!.id;
    s = answer(s, 'anne', { [replacement]: true, q2: true, q3: 13500 });
    expect(refusal(() => answer(s, 'anne', { q1: true })).message).toBeDefined();
    s = answer(s, 'bjorn', { [replacement]: true, q2: true, q3: 13500 });
    const round = toRoundSnapshot(s.rows);
    expect([...questionStatuses(round)]).toEqual([
      [replacement, 'agreed'],
      ['q2', 'agreed'],
      ['q3', 'agreed'],
    ]);
    expect(agreementStatus(round)).toBe('completed');
    expect([...agreedAnswers(round).keys()].sort()).toEqual([replacement, 'q2', 'q3', 'q4'].sort());
    const document = legalDocumentOf(s.rows, round, 'completed', now);
    const clauses = document.agreed.map((p) => p.clause);
    expect(clauses).toContain('Utgiftene deles etter inntekt.');
    expect(clauses).not.toContain('Utgiftene deles likt.');
    expect(clauses).not.toContain('Utgiftene deles ikke likt.');
    expect(document.notAgreed).toEqual([]);
  });
});

describe('a frozen agreement', () => {
  it('refuses every negotiation command as other commands are refused (409 AGREEMENT_FROZEN)', () => {
    const s = twoDisagree();
    const frozen = {
      ...s,
      rows: {
        ...s.rows,
        agreement: { ...s.rows.agreement, frozenText: '<p>x</p>', frozenTextSha256: 'a'.repeat(64) },
      },
    };
    for (const command of [
      { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' },
      { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true },
      {
        kind: 'storeModelDraft',
        caller: callers.anne,
        questionId: 'q2',
        draftId: newId(),
        text: 't',
        clause: 'c',
      },
    ] as AgreementCommand[]) {
      expect(refusal(() => run(frozen, command)).code).toBe(ErrorCode.AgreementFrozen);
    }
  });
});

describe('the comparison per caller (toComparison)', () => {
  const compare = (s: CommandState, who: string) =>
    JSON.stringify(
      toComparison(s.rows, toRoundSnapshot(s.rows), callers[who], {
        negotiation: s.negotiation!,
        modelDrafts: false,
      }),
    );

  it('shows a caller their own marks and nothing of anyone else’s unmatched marks', () => {
    let s = twoDisagree();
    const before = compare(s, 'bjorn');
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q2', mark: 'important', value: true });
    expect(compare(s, 'bjorn')).toBe(before);
    const anne = toComparison(s.rows, toRoundSnapshot(s.rows), callers.anne, {
      negotiation: s.negotiation!,
      modelDrafts: false,
    });
    expect(anne.questionAnswers.find((r) => r.questionId === 'q1')!.negotiation!.yourMarks).toEqual({
      canAccept: true,
      important: false,
      locked: false,
    });
    expect(anne.negotiation).toEqual({ open: true, trades: [], modelDrafts: false });
  });
});

describe('a batch of commands', () => {
  it('keeps the negotiation rows through commands that do not touch them (a mark before an answer set is still written)', () => {
    let s = twoDisagree();
    const before = s;
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'answerOne', caller: callers.anne, questionId: 'q1', response: true });
    expect(negotiationChangesBetween(before.negotiation, s.negotiation).upsertedMarks).toEqual([
      {
        participantId: pid(s, 'anne'),
        questionId: 'q1',
        round: 1,
        canAccept: true,
        important: false,
        shownInMatch: false,
      },
    ]);
  });
});

describe('model drafts', () => {
  const store = (s: CommandState, questionId: string, who = 'anne') =>
    run(s, {
      kind: 'storeModelDraft',
      caller: callers[who],
      questionId,
      draftId: newId(),
      text: 'Skal dere ha vaskeliste annenhver uke?',
      clause: 'Partene har vaskeliste annenhver uke.',
    });

  it('only for points without curated middle grounds, at most MAX_MODEL_DRAFTS_PER_POINT per point, never for a visitor', () => {
    let s = twoDisagree();
    expect(refusal(() => store(s, 'q1'))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.draftNeedsNoLibrary,
    });
    for (let i = 0; i < MAX_MODEL_DRAFTS_PER_POINT; i++) s = store(s, 'q2', i % 2 ? 'bjorn' : 'anne');
    expect(optionsFor(view(s), 'q2').map((o) => o.source)).toEqual(
      Array(MAX_MODEL_DRAFTS_PER_POINT).fill('model'),
    );
    expect(refusal(() => store(s, 'q2'))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.tooManyDrafts,
    });
    expect(
      refusal(() =>
        run(twoDisagree(), {
          kind: 'storeModelDraft',
          caller: { id: 'u-x', anonymous: true, name: '' },
          questionId: 'q2',
          draftId: newId(),
          text: 't',
          clause: 'c',
        }),
      ).code,
    ).toBe(ErrorCode.LoginRequired);
  });
});

describe('review of issue 19: a replacement question lives under the original’s logic (finding 1)', () => {
  /** q11 Eier dere boligen? (Ja = eier); q12 (owners only, curated middle ground) and q13 (owners only, none) shown when q11 = Ja. */
  const logicQuestions: QuestionRow[] = [
    questionRow(11, {
      text: 'Eier dere boligen?',
      clauseYes: 'Partene eier boligen.',
      clauseNo: 'Partene leier boligen.',
    }),
    questionRow(12, {
      text: 'Skal den ene kunne overta boligen ved brudd?',
      clauseYes: 'Den ene kan overta boligen ved brudd.',
      clauseNo: null,
      middleGround: [
        {
          text: 'Skal den ene kunne overta den andres andel av boligen ved brudd til takstverdi?',
          clause: 'Den ene kan overta den andres andel av boligen ved brudd til takstverdi.',
          description: null,
        },
      ],
    }),
    questionRow(13, {
      text: 'Skal dere ha felles innboforsikring?',
      clauseYes: 'Partene har felles innboforsikring.',
      clauseNo: null,
    }),
  ];
  const rule = (id: string, questionId: string) => ({
    id,
    questionId,
    sourceQuestionId: 'q11',
    operator: 'equals' as const,
    value: true,
    action: 'show' as const,
    targetQuestionId: null,
  });
  function ownersOnly(): CommandState {
    const base = empty();
    let s: CommandState = {
      ...base,
      rows: {
        ...base.rows,
        questions: logicQuestions,
        rules: [
          rule('00000000-0000-4000-9000-000000000001', 'q12'),
          rule('00000000-0000-4000-9000-000000000002', 'q13'),
        ],
      },
    };
    s = answer(s, 'anne', { q11: true, q12: true, q13: true });
    s = answer(s, 'bjorn', { q11: false });
    return s;
  }

  it('the probe: replaced while its source changes next round → hidden, its clause not in the text', () => {
    let s = ownersOnly();
    expect(disputedPoints(view(s).round)).toEqual(['q11', 'q12', 'q13']);
    s = run(s, { kind: 'propose', caller: callers.bjorn, questionId: 'q12', optionId: 'library:0' });
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.anne,
      proposalId: s.negotiation!.proposals[0].id,
      accept: true,
    });
    s = run(s, { kind: 'nextRound', caller: callers.anne });
    const replacement = s.rows.questions.find((q) => q.replacesQuestionId === 'q12')!.id;
    // The show rule of q12 now governs the replacement too.
    expect(s.rows.rules.filter((r) => r.questionId === replacement)).toEqual([
      {
        id: expect.any(String),
        questionId: replacement,
        sourceQuestionId: 'q11',
        operator: 'equals',
        value: true,
        action: 'show',
        targetQuestionId: null,
      },
    ]);
    // Round 2: both say they rent. The owners-only replacement is asked of nobody.
    s = answer(s, 'anne', { q11: false });
    s = answer(s, 'bjorn', { q11: false });
    const round = toRoundSnapshot(s.rows);
    expect(askedQuestionIds(round, pid(s, 'anne'))).toEqual(['q11']);
    expect([...questionStatuses(round)]).toEqual([['q11', 'agreed']]);
    expect(agreementStatus(round)).toBe('completed');
    const clauses = legalDocumentOf(s.rows, round, 'completed', now).agreed.map((p) => p.clause);
    expect(clauses).toContain('Partene leier boligen.');
    expect(clauses).not.toContain('Den ene kan overta den andres andel av boligen ved brudd til takstverdi.');
  });

  it('a jump rule on the original never skips its replacement (it walks before the original, whatever the ids)', () => {
    const jumpQuestions: QuestionRow[] = [
      questionRow(21, {
        text: 'Skal utgiftene deles likt?',
        clauseYes: 'Likt.',
        clauseNo: 'Ikke likt.',
        middleGround: [
          { text: 'Skal utgiftene deles etter inntekt?', clause: 'Etter inntekt.', description: null },
        ],
      }),
      questionRow(22, { text: 'Skal dere ha vaskeliste?', clauseYes: 'Vaskeliste.', clauseNo: null }),
    ];
    const jump = {
      id: '00000000-0000-4000-9000-000000000021',
      questionId: 'q21',
      sourceQuestionId: 'q21',
      operator: 'equals' as const,
      value: true,
      action: 'jump_to' as const,
      targetQuestionId: 'q22',
    };
    const base = empty();
    let s: CommandState = { ...base, rows: { ...base.rows, questions: jumpQuestions, rules: [jump] } };
    s = answer(s, 'anne', { q21: true, q22: true });
    s = answer(s, 'bjorn', { q21: false, q22: false });
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q21', optionId: 'library:0' });
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.bjorn,
      proposalId: s.negotiation!.proposals[0].id,
      accept: true,
    });
    // An id that sorts after the original's.
    let n = 0;
    s = applyCommand(
      s,
      { kind: 'nextRound', caller: callers.anne },
      now,
      () => `zzzzzzzz-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    );
    const replacement = s.rows.questions.find((q) => q.replacesQuestionId === 'q21')!.id;
    expect(replacement > 'q21').toBe(true);
    const round = toRoundSnapshot(s.rows);
    // Anne's Ja to the original (round 1) still jumps to q22 from it, but after the replacement.
    expect(askedQuestionIds(round, pid(s, 'anne'))).toEqual([replacement, 'q22']);
    expect(askedQuestionIds(round, pid(s, 'bjorn'))).toEqual([replacement, 'q22']);
  });

  it('copies the rules governing the original and the jumps to it; rules reading its answer stay on it', () => {
    const rules = [
      {
        id: 'r1',
        questionId: 'q12',
        sourceQuestionId: 'q11',
        operator: 'equals' as const,
        value: true,
        action: 'show' as const,
        targetQuestionId: null,
      },
      {
        id: 'r2',
        questionId: 'q11',
        sourceQuestionId: 'q11',
        operator: 'equals' as const,
        value: false,
        action: 'jump_to' as const,
        targetQuestionId: 'q12',
      },
      {
        id: 'r3',
        questionId: 'q13',
        sourceQuestionId: 'q12',
        operator: 'equals' as const,
        value: true,
        action: 'show' as const,
        targetQuestionId: null,
      },
      {
        id: 'r4',
        questionId: 'q12',
        sourceQuestionId: 'q12',
        operator: 'equals' as const,
        value: false,
        action: 'end_form' as const,
        targetQuestionId: null,
      },
    ];
    let n = 0;
    const copies = rulesForReplacement(rules, 'q12', 'R', () => `c${++n}`);
    expect(copies).toEqual([
      { ...rules[0], id: 'c1', questionId: 'R' },
      { ...rules[1], id: 'c2', targetQuestionId: 'R' },
      { ...rules[3], id: 'c3', questionId: 'R' },
    ]);
  });

  it('model drafts: not for a question others depend on, not with fewer than two answers (finding 8)', () => {
    const s = ownersOnly();
    const store = (questionId: string) =>
      run(s, {
        kind: 'storeModelDraft',
        caller: callers.anne,
        questionId,
        draftId: newId(),
        text: 't',
        clause: 'c',
      });
    expect(refusal(() => store('q11'))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.draftNotForLogicSource,
    });
    expect(refusal(() => store('q13'))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.draftNeedsAnswers,
    });
    const comparison = toComparison(s.rows, toRoundSnapshot(s.rows), callers.anne, {
      negotiation: s.negotiation!,
      modelDrafts: true,
    });
    const canDraft = (id: string) =>
      comparison.questionAnswers.find((r) => r.questionId === id)!.negotiation!.canDraft;
    expect([canDraft('q11'), canDraft('q12'), canDraft('q13')]).toEqual([false, false, false]);
    // Two answers and no logic hanging on it: allowed.
    const bothAnswered = toComparison(twoDisagree().rows, toRoundSnapshot(twoDisagree().rows), callers.anne, {
      negotiation: NO_NEGOTIATION,
      modelDrafts: true,
    });
    expect(bothAnswered.questionAnswers.find((r) => r.questionId === 'q2')!.negotiation!.canDraft).toBe(true);
  });
});

describe('review of issue 19: matched marks are final for the round (finding 4)', () => {
  const mark = (
    s: CommandState,
    who: string,
    questionId: string,
    value: boolean,
    kind: 'canAccept' | 'important' = 'canAccept',
  ) => run(s, { kind: 'setMark', caller: callers[who], questionId, mark: kind, value });
  const marks = (s: CommandState, who: string, questionId: string) =>
    toComparison(s.rows, toRoundSnapshot(s.rows), callers[who], {
      negotiation: s.negotiation!,
      modelDrafts: false,
    }).questionAnswers.find((r) => r.questionId === questionId)!.negotiation!.yourMarks;

  it('an unmatched mark can be taken back; once all can accept it cannot (409 markFinal)', () => {
    let s = twoDisagree();
    s = mark(mark(s, 'anne', 'q2', true), 'anne', 'q2', false);
    s = mark(s, 'anne', 'q2', true);
    expect(marks(s, 'anne', 'q2')).toEqual({ canAccept: true, important: false, locked: false });
    s = mark(s, 'bjorn', 'q2', true);
    expect(allCanAccept(view(s), 'q2')).toBe(true);
    expect(marks(s, 'anne', 'q2')).toEqual({ canAccept: true, important: false, locked: true });
    expect(refusal(() => mark(s, 'anne', 'q2', false))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.markFinal,
    });
    expect(refusal(() => mark(s, 'bjorn', 'q2', false)).message).toBe(NegotiationMessages.markFinal);
    // Setting what is already set changes nothing and is no probe.
    expect(
      negotiationChangesBetween(s.negotiation, mark(s, 'anne', 'q2', true).negotiation).upsertedMarks,
    ).toEqual([]);
  });

  it('the marks a trade uses are final for its two (concessions and priorities)', () => {
    let s = twoDisagree();
    s = mark(s, 'anne', 'q1', true);
    s = mark(s, 'bjorn', 'q2', true);
    expect(allTrades(view(s))).toHaveLength(1);
    expect(marksLocked(view(s), pid(s, 'anne'), 'q1')).toBe(true);
    expect(marksLocked(view(s), pid(s, 'anne'), 'q3')).toBe(false);
    expect(refusal(() => mark(s, 'anne', 'q1', false)).message).toBe(NegotiationMessages.markFinal);
    let p = twoDisagree();
    p = mark(p, 'anne', 'q1', true, 'important');
    p = mark(p, 'bjorn', 'q3', true, 'important');
    expect(refusal(() => mark(p, 'bjorn', 'q3', false, 'important')).message).toBe(
      NegotiationMessages.markFinal,
    );
  });

  it('a trade hidden by a proposal on its point keeps its marks final for the round (security review L3)', () => {
    let s = twoDisagree();
    s = mark(s, 'anne', 'q1', true);
    s = mark(s, 'bjorn', 'q2', true);
    expect(allTrades(view(s))).toHaveLength(1);
    const shown = (st: CommandState) =>
      st
        .negotiation!.marks.filter((m) => m.shownInMatch)
        .map((m) => `${m.participantId === pid(st, 'anne') ? 'anne' : 'bjorn'}:${m.questionId}`)
        .sort();
    // Stored as shown with the mark that made the match, both points of both (a row for the unmarked point).
    expect(shown(s)).toEqual(['anne:q1', 'anne:q2', 'bjorn:q1', 'bjorn:q2']);
    s = run(s, {
      kind: 'propose',
      caller: callers.anne,
      questionId: 'q1',
      optionId: `answer:${pid(s, 'bjorn')}`,
    });
    expect(allTrades(view(s))).toEqual([]);
    expect(marksLocked(view(s), pid(s, 'anne'), 'q1')).toBe(true);
    expect(marks(s, 'anne', 'q1')).toEqual({ canAccept: true, important: false, locked: true });
    expect(refusal(() => mark(s, 'anne', 'q1', false))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.markFinal,
    });
    expect(refusal(() => mark(s, 'anne', 'q2', true)).message).toBe(NegotiationMessages.markFinal);
    // A point no match used stays free (marking it here makes a new trade with Bjørn's q2, final in turn).
    const q3 = mark(s, 'anne', 'q3', true);
    expect(marks(q3, 'anne', 'q3')).toEqual({ canAccept: true, important: false, locked: true });
    expect(marks(s, 'anne', 'q3')).toEqual({ canAccept: false, important: false, locked: false });
  });

  it('a match a command hides before it was stored is stored first (a mark row from before the column)', () => {
    let s = twoDisagree();
    s = mark(s, 'anne', 'q1', true);
    s = mark(s, 'bjorn', 'q2', true);
    // As read from a database where the flag was never stored.
    s = {
      ...s,
      negotiation: {
        ...s.negotiation!,
        marks: s.negotiation!.marks.map((m) => ({ ...m, shownInMatch: false })),
      },
    };
    s = run(s, {
      kind: 'propose',
      caller: callers.anne,
      questionId: 'q1',
      optionId: `answer:${pid(s, 'bjorn')}`,
    });
    expect(refusal(() => mark(s, 'anne', 'q1', false)).message).toBe(NegotiationMessages.markFinal);
  });
});

describe('review of issue 19: announcing mark changes (finding 5)', () => {
  it('with three or more a trade forming changes nothing announced; all can accept does', () => {
    let s = empty(3);
    s = answer(s, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'bjorn', { q1: false, q2: false, q3: 1, q4: '2027-03-01' });
    s = answer(s, 'cato', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    const before = visibleMarks(view(s));
    s = run(s, { kind: 'setMark', caller: callers.anne, questionId: 'q1', mark: 'canAccept', value: true });
    s = run(s, { kind: 'setMark', caller: callers.bjorn, questionId: 'q2', mark: 'canAccept', value: true });
    expect(allTrades(view(s))).toHaveLength(1);
    expect(visibleMarks(view(s))).toBe(before);
    // All three can accept q1: everyone sees it, so it is announced.
    let all = empty(3);
    all = answer(all, 'anne', { q1: true, q2: true, q3: 1, q4: '2027-03-01' });
    all = answer(all, 'bjorn', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    all = answer(all, 'cato', { q1: false, q2: true, q3: 1, q4: '2027-03-01' });
    const none = visibleMarks(view(all));
    for (const who of ['anne', 'bjorn', 'cato'])
      all = run(all, {
        kind: 'setMark',
        caller: callers[who],
        questionId: 'q1',
        mark: 'canAccept',
        value: true,
      });
    expect(visibleMarks(view(all))).not.toBe(none);
  });
});

describe('review of issue 19: pending proposals and the next round (finding 6)', () => {
  it('the next round waits while a proposal is pending; the comparison says so', () => {
    let s = twoDisagree();
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q1', optionId: 'library:0' });
    expect(refusal(() => run(s, { kind: 'nextRound', caller: callers.bjorn }))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.nextRoundPendingProposal,
    });
    const canStart = (state: CommandState) =>
      toComparison(state.rows, toRoundSnapshot(state.rows), callers.bjorn, {
        negotiation: state.negotiation!,
        modelDrafts: false,
      }).canStartNextRound;
    expect(canStart(s)).toBe(false);
    s = run(s, {
      kind: 'respondProposal',
      caller: callers.bjorn,
      proposalId: s.negotiation!.proposals[0].id,
      accept: false,
    });
    expect(canStart(s)).toBe(true);
    expect(run(s, { kind: 'nextRound', caller: callers.bjorn }).rows.agreement.currentRound).toBe(2);
  });

  it('an answer to a proposal of a round that moved on: 409 proposalRoundStarted', () => {
    let s = twoDisagree();
    s = run(s, { kind: 'propose', caller: callers.anne, questionId: 'q3', optionId: 'midpoint' });
    const id = s.negotiation!.proposals[0].id;
    s = run(s, { kind: 'respondProposal', caller: callers.bjorn, proposalId: id, accept: true });
    s = run(s, { kind: 'nextRound', caller: callers.bjorn });
    expect(
      refusal(() => run(s, { kind: 'respondProposal', caller: callers.anne, proposalId: id, accept: true })),
    ).toEqual({ code: ErrorCode.Conflict, message: NegotiationMessages.proposalRoundStarted });
    expect(
      refusal(() =>
        run(s, { kind: 'respondProposal', caller: callers.anne, proposalId: newId(), accept: true }),
      ).code,
    ).toBe(ErrorCode.NotFound);
  });
});

describe('review of issue 19: answer options with three or more (finding 10)', () => {
  it('one option per distinct answer; each participant’s answer can still be put forward', () => {
    let s = empty(3);
    s = answer(s, 'anne', { q1: true, q2: true, q3: 10000, q4: '2027-03-01' });
    s = answer(s, 'bjorn', { q1: true, q2: true, q3: 10000, q4: '2027-03-01' });
    s = answer(s, 'cato', { q1: true, q2: true, q3: 20000, q4: '2027-03-01' });
    for (const who of ['anne', 'bjorn', 'cato'])
      s = run(s, { kind: 'setMark', caller: callers[who], questionId: 'q3', mark: 'canAccept', value: true });
    const answers = optionsFor(view(s), 'q3').filter((o) => o.source === 'answer');
    expect(answers.map((o) => o.id)).toEqual([`answer:${pid(s, 'anne')}`, `answer:${pid(s, 'cato')}`]);
    expect(findOption(view(s), 'q3', `answer:${pid(s, 'bjorn')}`)).toMatchObject({ value: 10000 });
  });
});
