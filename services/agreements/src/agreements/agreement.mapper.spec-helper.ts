/** The agreement the mapper specs read: Ola and Kari, a choice, an amount and a party question. */
import type { Caller } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { questionRow } from '../testing/question-rows';
import type { AgreementSnapshot } from './agreement.rows';

export const now = new Date('2026-11-22T10:00:00Z');
export const question = questionRow;
const questions = [
  question(1, {
    type: 'multiple_choice',
    options: ['Likt', 'Etter inntekt'],
    optionClauses: ['Likt.', null],
  }),
  question(2, { type: 'free_text', format: 'amount', clauseTemplate: 'Husleien er {{svar}}.' }),
  question(3, { type: 'free_text', format: 'party' }),
];
export const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };
export const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };

/** Ola and Kari answered round 1 (`round1`); the agreement is in `currentRound`. */
export function snapshot(
  round1: Record<string, Record<string, AnswerValue>>,
  currentRound = 1,
): AgreementSnapshot {
  return {
    agreement: {
      id: 'ag',
      title: 'Leiligheten',
      description: '',
      topicId: null,
      topicTitle: null,
      status: 'in_progress',
      currentRound,
      maxRounds: 5,
      expectedParticipants: 2,
      declaredDisagreement: false,
      blind: false,
      initiatorId: 'u-ola',
      initiatorName: 'Ola Nordmann',
      legalText: null,
      frozenText: null,
      frozenTextSha256: null,
      document: null,
      createdAt: now,
      updatedAt: now,
      version: '2',
    },
    questions,
    rules: [],
    participants: [
      {
        id: 'p-ola',
        userId: 'u-ola',
        userName: 'Ola Nordmann',
        isAnonymous: false,
        joinedAt: now,
        removedInRound: null,
        birthDate: null,
        address: null,
      },
      {
        id: 'p-kari',
        userId: 'u-kari',
        userName: 'Kari Nordmann',
        isAnonymous: false,
        joinedAt: new Date(now.getTime() + 1),
        removedInRound: null,
        birthDate: null,
        address: null,
      },
    ],
    answers: Object.entries(round1).flatMap(([participantId, given]) =>
      Object.entries(given).map(([questionId, response]) => ({
        participantId,
        questionId,
        round: 1,
        response,
      })),
    ),
    submissions: Object.keys(round1).map((participantId) => ({ participantId, round: 1 })),
  };
}
