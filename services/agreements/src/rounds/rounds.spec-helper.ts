/** Small round snapshots for the round specs: participants answer rounds with Ja (true) / Nei (false). */
import { type RoundRows, roundSnapshot, type RoundSnapshot } from './round-snapshot';
import { agreedAnswers, roundQuestionIds } from './round-status.rules';

export const Q = [
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
];

/** A small agreement builder: participants answer rounds with Ja (true) / Nei (false). */
export function agreement(overrides: Partial<RoundRows> = {}): RoundSnapshot {
  return roundSnapshot({
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: 2,
    declaredDisagreement: false,
    initiatorId: 'user-a',
    questions: Q.map((id, i) => ({ id, type: 'yes_no' as const, order: i + 1 })),
    rules: [],
    participants: [],
    answers: [],
    submissions: [],
    ...overrides,
  });
}

export function submit(
  s: RoundSnapshot,
  participantId: string,
  responses: boolean[],
  questionIds = roundQuestionIds(s),
): RoundSnapshot {
  const participants = s.participants.some((p) => p.id === participantId)
    ? s.participants
    : [...s.participants, { id: participantId, userId: `user-${participantId}`, isAnonymous: false }];
  const answers = [
    ...s.answers.filter((a) => !(a.participantId === participantId && a.round === s.currentRound)),
    ...questionIds.flatMap((questionId, i) =>
      responses[i] === undefined
        ? []
        : [{ participantId, questionId, round: s.currentRound, response: responses[i] }],
    ),
  ];
  const submissions = [
    ...s.submissions.filter((x) => !(x.participantId === participantId && x.round === s.currentRound)),
    { participantId, round: s.currentRound },
  ];
  return roundSnapshot({ ...s, participants, answers, submissions });
}

export const nextRound = (s: RoundSnapshot): RoundSnapshot =>
  roundSnapshot({ ...s, currentRound: s.currentRound + 1 });
/** The agreed value of each question. */
export const agreedValues = (s: RoundSnapshot) =>
  Object.fromEntries([...agreedAnswers(s)].map(([id, a]) => [id, a.response]));
