import type { Caller } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { toComparison, toQuestions } from './agreement.mapper';
import type { AgreementSnapshot, DraftRow } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { questionRow } from '../testing/question-rows';

const now = new Date('2026-11-22T10:00:00Z');
const question = questionRow;
const questions = [
  question(1, { type: 'multiple_choice', options: ['Likt', 'Etter inntekt'], optionClauses: ['Likt.', null] }),
  question(2, { type: 'free_text', format: 'amount', clauseTemplate: 'Husleien er {{svar}}.' }),
  question(3, { type: 'free_text', format: 'party' }),
];
const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };

/** Ola and Kari answered round 1 (`round1`); the agreement is in `currentRound`. */
function snapshot(round1: Record<string, Record<string, AnswerValue>>, currentRound = 1): AgreementSnapshot {
  return {
    agreement: {
      id: 'ag', title: 'Leiligheten', description: '', topicId: null, topicTitle: null, status: 'in_progress', currentRound, maxRounds: 5,
      expectedParticipants: 2, declaredDisagreement: false, initiatorId: 'u-ola', initiatorName: 'Ola Nordmann', legalText: null,
      createdAt: now, updatedAt: now, version: '2',
    },
    questions,
    rules: [],
    participants: [
      { id: 'p-ola', userId: 'u-ola', userName: 'Ola Nordmann', isAnonymous: false, joinedAt: now, removedInRound: null },
      { id: 'p-kari', userId: 'u-kari', userName: 'Kari Nordmann', isAnonymous: false, joinedAt: new Date(now.getTime() + 1), removedInRound: null },
    ],
    answers: Object.entries(round1).flatMap(([participantId, given]) =>
      Object.entries(given).map(([questionId, response]) => ({ participantId, questionId, round: 1, response })),
    ),
    submissions: Object.keys(round1).map((participantId) => ({ participantId, round: 1 })),
  };
}

describe('questions and comparison with typed answers', () => {
  it('gives each question its options and format, the typed draft as yourAnswer, and no previous answers in round 1', () => {
    const s = snapshot({ 'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' } });
    const drafts: DraftRow[] = [{ ownerId: 'u-kari', questionId: 'q3', round: 1, response: 'self' }];
    const asked = toQuestions(s, toRoundSnapshot(s), kari, drafts);
    expect(asked.map((q) => [q.type, q.options, q.format, q.yourAnswer, q.previousAnswers])).toEqual([
      ['multiple_choice', ['Likt', 'Etter inntekt'], null, null, []],
      ['free_text', null, 'amount', null, []],
      ['free_text', null, 'party', 'self', []],
    ]);
    expect(toQuestions(s, toRoundSnapshot(s), ola).map((q) => q.yourAnswer)).toEqual(['Likt', 12000, 'self']);
  });

  it('shows each answer of the comparison as people read it, parties by name', () => {
    const s = snapshot({ 'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' }, 'p-kari': { q1: 'Likt', q2: 11000.5, q3: 'other' } });
    const comparison = toComparison(s, toRoundSnapshot(s), kari);
    expect(comparison.questionAnswers.map((row) => [row.type, row.options, row.format, row.status, row.answers.map((a) => [a.response, a.display])])).toEqual([
      ['multiple_choice', ['Likt', 'Etter inntekt'], null, 'agreed', [['Likt', 'Likt'], ['Likt', 'Likt']]],
      ['free_text', null, 'amount', 'disagreed', [[12000, '12\u00a0000\u00a0kr'], [11000.5, '11\u00a0000,50\u00a0kr']]],
      ['free_text', null, 'party', 'agreed', [['self', 'Ola Nordmann'], ['other', 'Ola Nordmann']]],
    ]);
  });

  it('shows in round 2 what each participant answered in round 1', () => {
    const s = snapshot({ 'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' }, 'p-kari': { q1: 'Likt', q2: 11000, q3: 'other' } }, 2);
    const asked = toQuestions(s, toRoundSnapshot(s), kari);
    expect(asked.map((q) => q.id)).toEqual(['q2']);
    expect(asked[0].previousAnswers).toEqual([
      { participantId: 'p-ola', userName: 'Ola Nordmann', isYou: false, response: 12000, display: '12\u00a0000\u00a0kr' },
      { participantId: 'p-kari', userName: 'Kari Nordmann', isYou: true, response: 11000, display: '11\u00a0000\u00a0kr' },
    ]);
    // The comparison of round 2 has no answers yet: '' for each.
    expect(toComparison(s, toRoundSnapshot(s), kari).questionAnswers[0].answers.map((a) => [a.response, a.display])).toEqual([
      [null, ''],
      [null, ''],
    ]);
  });
});

describe('the clauses an answer produces ("Dette betyr")', () => {
  const withClauses = [
    question(1, { clauseYes: 'Partene skal ha en felles konto.', clauseNo: 'Partene skal ikke ha en felles konto.' }),
    question(2, { type: 'multiple_choice', options: ['Likt', 'Etter inntekt', 'Annet'], optionClauses: ['Utgiftene deles likt.', null] }),
    question(3, { type: 'free_text', format: 'amount', clauseTemplate: 'Husleien er {{svar}} per måned.' }),
    // Stray clauses of another type are not shown: a yes/no question has no template.
    question(4, { clauseTemplate: 'Ikke vist {{svar}}.', optionClauses: ['Ikke vist.'] }),
  ];
  const clausesOf = (q: Record<string, unknown>) => [q.clauseYes, q.clauseNo, q.optionClauses, q.clauseTemplate];
  const expected = [
    ['Partene skal ha en felles konto.', 'Partene skal ikke ha en felles konto.', null, null],
    // One entry per option, null where the option produces no clause (the stored list may be shorter).
    [null, null, ['Utgiftene deles likt.', null, null], null],
    [null, null, null, 'Husleien er {{svar}} per måned.'],
    [null, null, null, null],
  ];

  it('gives each question of the flow the clauses its answers can produce, only those of its type', () => {
    const s = { ...snapshot({}), questions: withClauses };
    expect(toQuestions(s, toRoundSnapshot(s), kari).map(clausesOf)).toEqual(expected);
  });

  it('gives each comparison row the same clauses', () => {
    const s = { ...snapshot({ 'p-ola': { q1: true, q2: 'Likt', q3: 12000, q4: false } }), questions: withClauses };
    expect(toComparison(s, toRoundSnapshot(s), kari).questionAnswers.map(clausesOf)).toEqual(expected);
  });
});
