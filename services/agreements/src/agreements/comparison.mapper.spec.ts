import { type NegotiationRows, NO_NEGOTIATION } from '../negotiation/negotiation.rows';
import { kari, now, ola, snapshot } from './agreement.mapper.spec-helper';
import type { AgreementSnapshot } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { toComparison } from './comparison.mapper';

describe('why no next round can start (issue 34)', () => {
  const disputed = {
    'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' },
    'p-kari': { q1: 'Likt', q2: 11000, q3: 'other' },
  };
  const proposal = (status: 'pending' | 'accepted' | 'declined'): NegotiationRows => ({
    proposals: [
      {
        id: 'c0ffee00-0000-4000-8000-0000000000b1',
        questionId: 'q2',
        round: 1,
        optionId: 'midpoint',
        source: 'midpoint',
        text: 'Husleien er 11 500 kr',
        clause: null,
        value: 11500,
        display: '11 500 kr',
        description: null,
        proposedBy: 'p-ola',
        status,
        createdAt: now,
        responses: [{ participantId: 'p-ola', accepted: true }],
      },
    ],
    marks: [],
    modelDrafts: [],
    limits: [],
  });

  it('is nothing while a round can start, and the reason for everyone once a proposal waits', () => {
    const s = snapshot(disputed);
    expect(
      toComparison(s, toRoundSnapshot(s), kari, { negotiation: NO_NEGOTIATION, modelDrafts: false })
        .nextRoundBlocker,
    ).toBeNull();
    const comparison = toComparison(s, toRoundSnapshot(s), kari, {
      negotiation: proposal('pending'),
      modelDrafts: false,
    });
    expect(comparison.canStartNextRound).toBe(false);
    const q2 = comparison.questionAnswers.find((r) => r.questionId === 'q2')!;
    expect(comparison.nextRoundBlocker).toEqual({
      reason: 'proposal',
      proposalId: 'c0ffee00-0000-4000-8000-0000000000b1',
      questionId: 'q2',
      questionText: q2.questionText,
      proposedBy: { participantId: 'p-ola', userName: 'Ola Nordmann', isYou: false },
      waitingFor: [{ participantId: 'p-kari', userName: 'Kari Nordmann', isYou: true }],
    });
    // The same names and point the proposal's card shows; nothing private (no marks) is in it.
    expect(q2.negotiation?.proposal?.proposedBy).toEqual({
      participantId: 'p-ola',
      userName: 'Ola Nordmann',
      isYou: false,
    });
    const forOla = toComparison(s, toRoundSnapshot(s), ola, {
      negotiation: proposal('pending'),
      modelDrafts: false,
    });
    expect(forOla.nextRoundBlocker).toMatchObject({
      proposedBy: { isYou: true },
      waitingFor: [{ userName: 'Kari Nordmann', isYou: false }],
    });
    expect(
      toComparison(s, toRoundSnapshot(s), kari, { negotiation: proposal('declined'), modelDrafts: false })
        .nextRoundBlocker,
    ).toBeNull();
  });

  it('says who has not answered yet, that nobody disagrees, or nothing once the agreement is closed', () => {
    const half = snapshot({ 'p-ola': disputed['p-ola'] });
    expect(toComparison(half, toRoundSnapshot(half), ola).nextRoundBlocker).toEqual({ reason: 'waiting' });
    // Two of three expected agree on everything: not complete, yet there is nothing to ask again.
    const agreed = snapshot({
      'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' },
      'p-kari': { q1: 'Likt', q2: 12000, q3: 'other' },
    });
    const twoOfThree: AgreementSnapshot = {
      ...agreed,
      agreement: { ...agreed.agreement, expectedParticipants: 3 },
    };
    expect(toComparison(twoOfThree, toRoundSnapshot(twoOfThree), ola).nextRoundBlocker).toEqual({
      reason: 'no-disagreement',
    });
    expect(toComparison(agreed, toRoundSnapshot(agreed), ola).nextRoundBlocker).toBeNull();
    const last = snapshot(disputed);
    const lastRound: AgreementSnapshot = { ...last, agreement: { ...last.agreement, maxRounds: 1 } };
    expect(toComparison(lastRound, toRoundSnapshot(lastRound), ola).nextRoundBlocker).toBeNull();
  });
});
