import type { Comparison } from '@avtalt/contracts';

/** An agreement's id and its comparison in round 1: Kari ('Deg') and Ola disagree on one question. */
export const id = 'c0ffee00-0000-4000-8000-000000000001';
export const comparison: Comparison = {
  title: 'Husleie',
  status: 'in_progress',
  currentRound: 1,
  maxRounds: 5,
  expectedParticipants: 2,
  canStartNextRound: true,
  participants: [
    {
      id: 'p1',
      userId: 'u1',
      userName: 'Kari',
      hasResponded: true,
      isAnonymous: false,
      isYou: true,
      canRemove: false,
    },
    {
      id: 'p2',
      userId: 'u2',
      userName: 'Ola',
      hasResponded: true,
      isAnonymous: false,
      isYou: false,
      canRemove: false,
    },
  ],
  questionAnswers: [
    {
      questionId: 'q1',
      questionText: 'Dele likt?',
      type: 'yes_no',
      options: null,
      format: null,
      status: 'disagreed',
      answers: [
        { participantId: 'p1', userId: 'u1', userName: 'Kari', response: true, display: 'Ja' },
        { participantId: 'p2', userId: 'u2', userName: 'Ola', response: false, display: 'Nei' },
      ],
    },
  ],
};
