import { ErrorCode, NegotiationMessages } from '@avtalt/contracts';
import { projectionsOf } from '../agreements/agreement-events.projections';
import { type CommandState, decide, negotiationChangesBetween } from '../agreements/agreement.commands';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { toComparison } from '../agreements/comparison.mapper';
import { disputedPoints } from './negotiation.rules';
import {
  answer,
  callers,
  empty,
  newId,
  now,
  pid,
  refusal,
  run,
  twoDisagree,
  view,
} from './negotiation.spec-helper';

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
    const accepted = decide(
      s,
      { kind: 'respondProposal', caller: callers.bjorn, proposalId: made.id, accept: true },
      { now, newId, statusBefore: s.rows.agreement.status },
    );
    s = accepted.state;
    expect(s.negotiation!.proposals[0].status).toBe('accepted');
    // Recorded in the audit trail (nobody is mailed about it).
    expect(projectionsOf(accepted.events)).toEqual({
      activity: [],
      audit: [
        {
          kind: 'proposal-accepted',
          occurredAt: now.toISOString(),
          actorName: 'Bjørn Berg',
          round: 1,
          details: { questionId: 'q1', source: 'library', text: 'Skal utgiftene deles etter inntekt?' },
        },
      ],
    });
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
