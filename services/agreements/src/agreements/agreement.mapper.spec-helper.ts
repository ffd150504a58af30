/** The agreement the mapper specs read: Ola and Kari, a choice, an amount and a party question. */
import type { Caller } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { answerRows, questionRow, submissionRows } from '../testing/question-rows';
import { agreementRow, participantRow } from '../testing/snapshots';
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
    agreement: agreementRow(now, { title: 'Leiligheten', status: 'in_progress', currentRound, version: '2' }),
    questions,
    rules: [],
    participants: [participantRow('ola', now), participantRow('kari', new Date(now.getTime() + 1))],
    answers: answerRows(round1),
    submissions: submissionRows(Object.keys(round1)),
  };
}
