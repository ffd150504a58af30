import { ErrorCode, NegotiationMessages } from '@avtalt/contracts';
import { negotiationChangesBetween } from '../agreements/agreement.commands';
import type { CommandState } from '../agreements/agreement.commands';
import { limitSides, limitsSettlement, limitView } from './limits.rules';
import { withNegotiation } from './negotiation.mapper';
import { answer, callers, empty, pid, refusal, run, twoDisagree, view } from './negotiation.spec-helper';

/*
 * Private limits (docs/negotiation.md, «Private limits»), played through the commands: Anne answered 12 000 kr
 * for the rent (q3), Bjørn 15 000 kr. Bjørn's limit is the least he takes, Anne's the most she pays.
 */

const limit = (s: CommandState, who: string, value: number | string, questionId = 'q3') =>
  run(s, { kind: 'setLimit', caller: callers[who], questionId, value });

describe('private limits', () => {
  it('are for a disputed amount or date with two sides: the one who answered the most lets through from the limit up', () => {
    const s = twoDisagree();
    const sides = limitSides(view(s), 'q3')!;
    expect([sides.get(pid(s, 'anne')), sides.get(pid(s, 'bjorn'))]).toEqual(['atMost', 'atLeast']);
    // A Ja/Nei point has no limits; an agreed date is no point.
    expect(limitSides(view(s), 'q1')).toBeNull();
    expect(refusal(() => limit(s, 'anne', '2027-04-01', 'q4')).code).toBe(ErrorCode.PointNotDisputed);
    expect(refusal(() => limit(s, 'anne', 1, 'q1'))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.limitNotAvailable,
    });
  });

  it('settle the point at the middle of the overlap once everyone has one, accepted by all at once', () => {
    let s = limit(twoDisagree(), 'bjorn', 13000);
    expect(s.negotiation!.proposals).toEqual([]);
    s = limit(s, 'anne', 14000);
    expect(limitsSettlement(view(s), 'q3')).toBe(13500);
    const [settled] = s.negotiation!.proposals;
    expect(settled).toMatchObject({
      questionId: 'q3',
      source: 'limits',
      optionId: 'limits',
      status: 'accepted',
      value: 13500,
      display: '13\u00a0500\u00a0kr',
      text: 'Hvor mye er husleien? 13\u00a0500\u00a0kr',
      clause: 'Husleien er 13\u00a0500\u00a0kr per måned.',
      proposedBy: pid(s, 'anne'),
    });
    expect(settled!.responses.map((r) => r.accepted)).toEqual([true, true]);
  });

  it('leave nothing when they do not overlap, and cannot be moved within the round', () => {
    let s = limit(twoDisagree(), 'bjorn', 14500);
    s = limit(s, 'anne', 13000);
    expect(s.negotiation!.proposals).toEqual([]);
    expect(limitsSettlement(view(s), 'q3')).toBeNull();
    expect(refusal(() => limit(s, 'anne', 14500))).toEqual({
      code: ErrorCode.Conflict,
      message: NegotiationMessages.limitAlreadySet,
    });
    // Two limits stored, nothing else changed.
    const changes = negotiationChangesBetween(twoDisagree().negotiation, s.negotiation);
    expect(changes.newLimits.map((l) => l.value)).toEqual([14500, 13000]);
    expect(changes.newProposals).toEqual([]);
  });

  it('meet at a single value when the limits touch, and settle dates at the middle day', () => {
    let s = limit(limit(twoDisagree(), 'bjorn', 13000), 'anne', 13000);
    expect(s.negotiation!.proposals[0]!.value).toBe(13000);
    let d = empty(2);
    d = answer(d, 'anne', { q1: true, q2: true, q3: 12000, q4: '2027-03-01' });
    d = answer(d, 'bjorn', { q1: true, q2: true, q3: 12000, q4: '2027-05-01' });
    d = limit(d, 'anne', '2027-04-10', 'q4');
    d = limit(d, 'bjorn', '2027-03-20', 'q4');
    expect(d.negotiation!.proposals[0]).toMatchObject({ source: 'limits', value: '2027-03-30' });
    s = limit(twoDisagree(), 'bjorn', 13000.5);
    s = limit(s, 'anne', 13000.7);
    // The whole krone would leave the overlap: kept to the øre.
    expect(s.negotiation!.proposals[0]!.value).toBe(13000.6);
  });

  it('cannot be better for the one setting it than their own answer, and must be a value of the question', () => {
    const s = twoDisagree();
    expect(refusal(() => limit(s, 'anne', 11000))).toEqual({
      code: ErrorCode.ValidationFailed,
      message: NegotiationMessages.limitBeyondAnswer,
    });
    expect(refusal(() => limit(s, 'bjorn', 16000)).message).toBe(NegotiationMessages.limitBeyondAnswer);
    expect(refusal(() => limit(s, 'bjorn', '2027-01-01')).message).toBe(NegotiationMessages.limitValue);
    expect(refusal(() => limit(s, 'stranger', 13000)).code).toBe(ErrorCode.NotParticipant);
    // Her own answer is a limit she may set: she accepts nothing but it.
    expect(limit(s, 'anne', 12000).negotiation!.limits).toHaveLength(1);
  });

  it('are not offered where a proposal is open on the point, and not once it is settled', () => {
    let s = run(twoDisagree(), {
      kind: 'propose',
      caller: callers.anne,
      questionId: 'q3',
      optionId: 'midpoint',
    });
    expect(refusal(() => limit(s, 'bjorn', 13000)).message).toBe(NegotiationMessages.limitNotAvailable);
    expect(limitView(view(s), pid(s, 'bjorn'), 'q3')).toMatchObject({ canSet: false, yours: null });
    s = limit(limit(twoDisagree(), 'bjorn', 13000), 'anne', 14000);
    expect(limitView(view(s), pid(s, 'anne'), 'q3')).toMatchObject({ canSet: false, yours: 14000 });
  });

  it('show the caller their own limit and nothing of the other’s: the other’s comparison is the same as before', () => {
    const before = twoDisagree();
    const after = limit(before, 'bjorn', 14500);
    const comparisonOf = (s: CommandState, who: string) =>
      JSON.stringify(
        withNegotiation(s.rows, view(s).round, callers[who], [{ questionId: 'q3' }] as never, {
          negotiation: s.negotiation!,
          modelDrafts: false,
        }),
      );
    expect(comparisonOf(after, 'anne')).toBe(comparisonOf(before, 'anne'));
    expect(limitView(view(after), pid(after, 'bjorn'), 'q3')).toEqual({
      canSet: false,
      side: 'atLeast',
      yours: 14500,
      yoursDisplay: '14\u00a0500\u00a0kr',
    });
    expect(limitView(view(after), pid(after, 'anne'), 'q3')).toEqual({
      canSet: true,
      side: 'atMost',
      yours: null,
      yoursDisplay: null,
    });
  });
});
