import type { Agreement, Participant } from '@avtalt/contracts';
import { findYou, invitationNotice, invitationState } from './invitation.rules';

const participant = (over: Partial<Participant>): Participant => ({
  id: 'p1',
  userId: 'u1',
  userName: 'Ola',
  hasResponded: false,
  isAnonymous: false,
  isYou: false,
  canRemove: false,
  ...over,
});

const agreement = (over: Partial<Agreement> = {}) => ({
  isInitiator: false,
  participants: [participant({ id: 'p1', userId: 'initiator', hasResponded: true })],
  currentRound: 1,
  status: 'pending' as const,
  viewer: { id: 'visitor', anonymous: true },
  ...over,
});

describe('invitationState', () => {
  it('invites a newcomer in round 1', () => {
    expect(invitationState(agreement(), null)).toBe('invite');
  });

  it('sends the initiator to the comparison', () => {
    expect(invitationState(agreement({ isInitiator: true }), null)).toBe('redirect');
  });

  it('sends a participant who has answered (isYou) to the comparison', () => {
    const a = agreement({ participants: [participant({ isYou: true, hasResponded: true })] });
    expect(invitationState(a, null)).toBe('redirect');
  });

  it('recognises an anonymous participant by the id kept in sessionStorage', () => {
    const a = agreement({
      participants: [participant({ userId: 'anon-1', hasResponded: true })],
      viewer: { id: 'x', anonymous: true },
    });
    expect(invitationState(a, 'anon-1')).toBe('redirect');
  });

  it('sends an observer to the comparison instead of offering to answer', () => {
    expect(invitationState(agreement({ youAreObserver: true }), null)).toBe('redirect');
    expect(
      invitationState(agreement({ youAreObserver: true, status: 'completed', currentRound: 2 }), null),
    ).toBe('redirect');
  });

  it('sends the accepted guardian of a party to the comparison, and still invites someone only invited as one', () => {
    const guardian = (status: 'invited' | 'active', isYou: boolean) => ({
      id: 'g1',
      participantId: 'p2',
      partyName: 'Siri Ung',
      name: status === 'active' ? 'Mona Ung' : null,
      email: null,
      status,
      relation: status === 'active' ? ('parent' as const) : null,
      isYou,
      canRemove: isYou,
    });
    expect(invitationState(agreement({ guardians: [guardian('active', true)] }), null)).toBe('redirect');
    expect(invitationState(agreement({ guardians: [guardian('active', false)] }), null)).toBe('invite');
    expect(invitationState(agreement({ guardians: [guardian('invited', false)] }), null)).toBe('invite');
  });

  it('lets a participant who has not answered this round answer', () => {
    const a = agreement({
      currentRound: 2,
      participants: [participant({ isYou: true, hasResponded: false })],
    });
    expect(invitationState(a, null)).toBe('invite');
  });

  it('tells a newcomer in round 2 that only round-1 participants take part', () => {
    expect(invitationState(agreement({ currentRound: 2, status: 'in_progress' }), null)).toBe(
      'not-participant',
    );
  });

  it('tells a newcomer that a finished agreement takes no more answers', () => {
    expect(invitationState(agreement({ status: 'completed' }), null)).toBe('closed');
    expect(invitationState(agreement({ status: 'disagreement' }), null)).toBe('closed');
  });
});

describe('findYou', () => {
  it('prefers the participant the server marks as you', () => {
    const a = {
      participants: [participant({ id: 'a', userId: 'v' }), participant({ id: 'b', isYou: true })],
      viewer: { id: 'v', anonymous: false },
    };
    expect(findYou(a, null)?.id).toBe('b');
  });

  it('falls back to the viewer id', () => {
    const a = {
      participants: [participant({ id: 'a', userId: 'v' })],
      viewer: { id: 'v', anonymous: false },
    };
    expect(findYou(a, null)?.id).toBe('a');
  });
});

describe('a full, finished or removed invitation (issue 16)', () => {
  const two = [
    participant({ id: 'p1', userId: 'initiator', hasResponded: true }),
    participant({ id: 'p2', userId: 'u2', hasResponded: true }),
  ];

  it('is full for a stranger once as many as expected have joined in round 1', () => {
    expect(
      invitationState(agreement({ participants: two, expectedParticipants: 2, status: 'in_progress' }), null),
    ).toBe('full');
    expect(
      invitationState(agreement({ participants: two, expectedParticipants: 3, status: 'in_progress' }), null),
    ).toBe('invite');
    // One who joined is still sent on, as the spec says.
    expect(
      invitationState(
        agreement({
          participants: two,
          expectedParticipants: 2,
          status: 'in_progress',
          viewer: { id: 'u2', anonymous: false },
        }),
        null,
      ),
    ).toBe('redirect');
  });

  it('tells a removed participant so', () => {
    expect(
      invitationState(agreement({ currentRound: 2, status: 'in_progress', youAreRemoved: true }), null),
    ).toBe('removed');
  });

  it('says plainly why the visitor cannot answer', () => {
    expect(invitationNotice('closed', { status: 'completed', currentRound: 1 }).title).toBe(
      'Avtalen er fullført',
    );
    expect(invitationNotice('closed', { status: 'disagreement', currentRound: 2 }).title).toBe(
      'Avtalen er avsluttet',
    );
    expect(invitationNotice('full', { status: 'in_progress', currentRound: 1 })).toEqual({
      title: 'Avtalen har allerede alle deltakerne',
      text: 'Be den som startet avtalen om å øke antallet hvis du skal være med.',
    });
    expect(invitationNotice('removed', { status: 'in_progress', currentRound: 2 }).text).toBe(
      'Du er fjernet fra denne avtalen og kan ikke svare.',
    );
  });
});
