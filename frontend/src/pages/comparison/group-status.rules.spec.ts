import type { Participant } from '@avtalt/contracts';
import {
  isInsider,
  norwegianList,
  removalNotices,
  removeConfirmText,
  waitingText,
} from './group-status.rules';

const person = (userName: string, over: Partial<Participant> = {}): Participant => ({
  id: `p-${userName}`,
  userId: `u-${userName}`,
  userName,
  hasResponded: true,
  isAnonymous: false,
  isYou: false,
  canRemove: false,
  ...over,
});

describe('who the group waits for (issue 16)', () => {
  it('names those who have not answered this round, the caller as deg', () => {
    const c = {
      status: 'in_progress' as const,
      currentRound: 2,
      expectedParticipants: 2,
      participants: [
        person('Kari Nordmann', { isYou: true, hasResponded: false }),
        person('Ola Hansen', { hasResponded: false }),
        person('Per Berg'),
      ],
    };
    expect(waitingText(c)).toBe('Venter på: deg og Ola Hansen');
  });

  it('counts in round 1 the participants the initiator still expects', () => {
    const c = {
      status: 'in_progress' as const,
      currentRound: 1,
      expectedParticipants: 4,
      participants: [person('Kari'), person('Ola')],
    };
    expect(waitingText(c)).toBe('Venter på: 2 deltakere til');
    expect(waitingText({ ...c, expectedParticipants: 3 })).toBe('Venter på: 1 deltaker til');
  });

  it('says nothing when nobody is awaited or the agreement is closed', () => {
    const answered = {
      status: 'in_progress' as const,
      currentRound: 2,
      expectedParticipants: 2,
      participants: [person('Kari'), person('Ola')],
    };
    expect(waitingText(answered)).toBeNull();
    expect(
      waitingText({
        ...answered,
        status: 'completed',
        participants: [person('Ola', { hasResponded: false })],
      }),
    ).toBeNull();
  });

  it('shows names only to those who take part and to the initiator', () => {
    expect(isInsider({ participants: [person('Kari', { isYou: true })] })).toBe(true);
    expect(isInsider({ participants: [person('Kari')], isInitiator: true })).toBe(true);
    expect(isInsider({ participants: [person('Kari')] })).toBe(false);
  });

  it('joins names the Norwegian way', () => {
    expect([
      norwegianList([]),
      norwegianList(['A']),
      norwegianList(['A', 'B']),
      norwegianList(['A', 'B', 'C']),
    ]).toEqual(['', 'A', 'A og B', 'A, B og C']);
  });
});

describe('removing a participant (issue 16)', () => {
  it('tells the others who was removed in this round', () => {
    const removedParticipants = [
      { participantId: 'p1', userName: 'Ola Hansen', removedInRound: 2 },
      { participantId: 'p2', userName: 'Per Berg', removedInRound: 3 },
    ];
    expect(removalNotices({ currentRound: 2, removedParticipants })).toEqual([
      'Ola Hansen ble fjernet fra avtalen',
    ]);
    expect(removalNotices({ currentRound: 2 })).toEqual([]);
  });

  it('asks before removing, saying they cannot answer any more', () => {
    expect(removeConfirmText('Ola Hansen', 2)).toEqual({
      title: 'Fjerne Ola Hansen fra avtalen?',
      description:
        'Ola Hansen har ikke svart i runde 2. Runden avgjøres da uten Ola Hansen. De kan ikke svare mer, og dette kan ikke angres.',
    });
  });
});
