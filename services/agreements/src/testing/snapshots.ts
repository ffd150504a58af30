import type { Caller } from '@avtalt/contracts';
import type { AgreementSnapshot } from '../agreements/agreement.rows';
import { questionRow } from './question-rows';

/**
 * A pending agreement 'Hytta' for unit tests that replay commands: two Ja/Nei questions `q1`, `q2` (text = id),
 * two expected participants, nobody joined yet, started by `initiator` at `now`.
 */
export function twoQuestionSnapshot(initiator: Caller, now: Date, maxRounds = 5): AgreementSnapshot {
  return {
    agreement: {
      id: '0b1c6f1e-6a3c-4c53-9a53-0c7f3c0b7a10',
      title: 'Hytta',
      description: '',
      topicId: null,
      topicTitle: null,
      status: 'pending',
      currentRound: 1,
      maxRounds,
      expectedParticipants: 2,
      declaredDisagreement: false,
      blind: false,
      initiatorId: initiator.id,
      initiatorName: initiator.name,
      legalText: null,
      frozenText: null,
      frozenTextSha256: null,
      document: null,
      createdAt: now,
      updatedAt: now,
      version: '1',
    },
    questions: [1, 2].map((n) => questionRow(n, { text: `q${n}` })),
    rules: [],
    participants: [],
    answers: [],
    submissions: [],
  };
}

/** Ids `00000000-0000-4000-8000-000000000001`, `…002`, … in order, for commands that make rows. */
export function sequentialIds(): () => string {
  let ids = 0;
  return () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
}
