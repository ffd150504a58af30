import type { Caller } from '@avtalt/contracts';
import type { AgreementRow, AgreementSnapshot, ParticipantRow } from '../agreements/agreement.rows';
import { questionRow } from './question-rows';

/**
 * An agreement row for unit tests: 'ag', pending in round 1 of 5, for two, started by Ola Nordmann (`u-ola`)
 * at `now`, nothing signed or written yet; `fields` say what differs.
 */
export function agreementRow(now: Date, fields: Partial<AgreementRow> = {}): AgreementRow {
  return {
    id: 'ag',
    title: 'Hytta',
    description: '',
    topicId: null,
    topicTitle: null,
    status: 'pending',
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: 2,
    declaredDisagreement: false,
    blind: false,
    requiredSignatureLevel: null,
    initiatorId: 'u-ola',
    initiatorName: 'Ola Nordmann',
    legalText: null,
    frozenText: null,
    frozenTextSha256: null,
    document: null,
    createdAt: now,
    updatedAt: now,
    version: '1',
    ...fields,
  };
}

const NAMES = { ola: 'Ola Nordmann', kari: 'Kari Nordmann', per: 'Per Hansen' } as const;

/** `p-<who>` of user `u-<who>`, a registered user who joined at `joinedAt`, without party details. */
export function participantRow(
  who: keyof typeof NAMES,
  joinedAt: Date,
  fields: Partial<ParticipantRow> = {},
): ParticipantRow {
  return {
    id: `p-${who}`,
    userId: `u-${who}`,
    userName: NAMES[who],
    isAnonymous: false,
    joinedAt,
    removedInRound: null,
    birthDate: null,
    address: null,
    ...fields,
  };
}

/**
 * A pending agreement 'Hytta' for unit tests that replay commands: two Ja/Nei questions `q1`, `q2` (text = id),
 * two expected participants, nobody joined yet, started by `initiator` at `now`.
 */
export function twoQuestionSnapshot(initiator: Caller, now: Date, maxRounds = 5): AgreementSnapshot {
  return {
    agreement: agreementRow(now, {
      id: '0b1c6f1e-6a3c-4c53-9a53-0c7f3c0b7a10',
      maxRounds,
      initiatorId: initiator.id,
      initiatorName: initiator.name,
    }),
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
