import type { AnswerValue } from '@avtalt/logic';
import type { AgreementSnapshot, QuestionRow } from '../agreements/agreement.rows';
import { toRoundSnapshot } from '../agreements/agreement.snapshot';
import { legalDocumentOf } from './legal-document.rules';
import { questionRow } from '../testing/question-rows';

const now = new Date('2026-11-22T10:00:00Z');
const question = questionRow;

const questions: QuestionRow[] = [
  question(1, { text: 'Skal dere ha felles konto?', clauseYes: 'Partene har felles konto.', clauseNo: 'Partene har ikke felles konto.' }),
  question(2, {
    text: 'Hvordan deles husleien?',
    type: 'multiple_choice',
    options: ['Likt', 'Etter inntekt'],
    optionClauses: ['Husleien deles likt mellom partene.', 'Husleien deles etter inntekt ({{svar}}).'],
  }),
  question(3, { text: 'Hvor mye er husleien?', type: 'free_text', format: 'amount', clauseTemplate: 'Husleien er {{svar}} per måned.' }),
  question(4, { text: 'Hvem står på leiekontrakten?', type: 'free_text', format: 'party', clauseTemplate: '{{svar}} står alene som leietaker.' }),
  question(5, { text: 'Fra hvilken dato?', type: 'free_text', format: 'date' }),
  question(6, { text: 'Hva heter båten?', type: 'free_text', format: 'text', clauseTemplate: 'Båten heter {{ svar }}.' }),
];

/** Ola and Kari have both answered round 1 with `ola` and `kari`. */
function agreed(ola: Record<string, AnswerValue>, kari: Record<string, AnswerValue>): AgreementSnapshot {
  const answers = (participantId: string, given: Record<string, AnswerValue>) =>
    Object.entries(given).map(([questionId, response]) => ({ participantId, questionId, round: 1, response }));
  return {
    agreement: {
      id: 'ag', title: 'Leiligheten', description: '', topicId: null, topicTitle: 'Samboeravtale', status: 'completed', currentRound: 1,
      maxRounds: 5, expectedParticipants: 2, declaredDisagreement: false, initiatorId: 'u-ola', initiatorName: 'Ola Nordmann',
      legalText: null, createdAt: now, updatedAt: now, version: '3',
    },
    questions,
    rules: [],
    participants: [
      { id: 'p-ola', userId: 'u-ola', userName: 'Ola Nordmann', isAnonymous: false, joinedAt: now, removedInRound: null },
      { id: 'p-kari', userId: 'u-kari', userName: 'Kari Nordmann', isAnonymous: false, joinedAt: new Date(now.getTime() + 1), removedInRound: null },
    ],
    answers: [...answers('p-ola', ola), ...answers('p-kari', kari)],
    submissions: [
      { participantId: 'p-ola', round: 1 },
      { participantId: 'p-kari', round: 1 },
    ],
  };
}

const document = (s: AgreementSnapshot) => legalDocumentOf(s, toRoundSnapshot(s), 'completed', now);

describe('legal document with typed answers', () => {
  const same = { q1: true, q2: 'Likt', q3: 12000, q5: '2027-03-01', q6: 'Havørna' };

  it('fills each type into its clause: Ja/Nei, the option\'s clause, {{svar}} with 12 000 kr, the party\'s name', () => {
    const doc = document(agreed({ ...same, q4: 'other' }, { ...same, q4: 'self' }));
    expect(doc.agreed).toEqual([
      { question: 'Skal dere ha felles konto?', answer: true, clause: 'Partene har felles konto.' },
      { question: 'Hvordan deles husleien?', answer: 'Likt', clause: 'Husleien deles likt mellom partene.' },
      { question: 'Hvor mye er husleien?', answer: '12\u00a0000\u00a0kr', clause: 'Husleien er 12\u00a0000\u00a0kr per måned.' },
      // Ola's 'other' is Kari, the same as Kari's own 'self': the clause names her.
      { question: 'Hvem står på leiekontrakten?', answer: 'Kari Nordmann', clause: 'Kari Nordmann står alene som leietaker.' },
      // No clause: the documents service writes 'Partene har svart «1. mars 2027» …'.
      { question: 'Fra hvilken dato?', answer: '1. mars 2027', clause: null },
      { question: 'Hva heter båten?', answer: 'Havørna', clause: 'Båten heter Havørna.' },
    ]);
    expect(doc.notAgreed).toEqual([]);
  });

  it('uses the agreed option\'s own clause (filled with the option), and none for an option without one', () => {
    const byIncome = document(agreed({ ...same, q2: 'Etter inntekt', q4: 'self' }, { ...same, q2: 'Etter inntekt', q4: 'other' }));
    expect(byIncome.agreed.find((a) => a.question === 'Hvordan deles husleien?')?.clause).toBe('Husleien deles etter inntekt (Etter inntekt).');
    expect(byIncome.agreed.find((a) => a.question === 'Hvem står på leiekontrakten?')?.answer).toBe('Ola Nordmann');
    const s = agreed({ ...same, q2: 'Etter inntekt', q4: 'self' }, { ...same, q2: 'Etter inntekt', q4: 'other' });
    const oneClause = document({ ...s, questions: s.questions.map((q) => (q.id === 'q2' ? { ...q, optionClauses: ['Husleien deles likt.', null] } : q)) });
    expect(oneClause.agreed.find((a) => a.question === 'Hvordan deles husleien?')).toEqual({
      question: 'Hvordan deles husleien?',
      answer: 'Etter inntekt',
      clause: null,
    });
  });

  it('lists a typed question the parties answered differently as not agreed', () => {
    const doc = document(agreed({ ...same, q4: 'self' }, { ...same, q3: 11000, q4: 'self' }));
    expect(doc.notAgreed).toEqual([{ question: 'Hvor mye er husleien?' }, { question: 'Hvem står på leiekontrakten?' }]);
  });

  it('keeps a text answer as plain text in the clause (the documents templates escape it)', () => {
    const doc = document(agreed({ ...same, q4: 'self', q6: '<script>alert(1)</script>' }, { ...same, q4: 'other', q6: '<script>alert(1)</script>' }));
    expect(doc.agreed.find((a) => a.question === 'Hva heter båten?')).toEqual({
      question: 'Hva heter båten?',
      answer: '<script>alert(1)</script>',
      clause: 'Båten heter <script>alert(1)</script>.',
    });
  });
});

describe('open points', () => {
  const same = { q1: false, q2: 'Likt', q3: 12000, q4: 'p-ola', q5: '2027-03-01', q6: 'Havørna' };
  // q7 is shown only after a Ja to q1 (felles konto): both said Nei, so nobody was asked it.
  const hidden = question(7, { text: 'Hvilken bank skal kontoen være i?', type: 'free_text', format: 'text' });
  const withHidden = (s: AgreementSnapshot): AgreementSnapshot => ({
    ...s,
    questions: [...s.questions, hidden],
    rules: [{ id: 'r7', questionId: 'q7', sourceQuestionId: 'q1', operator: 'equals', value: true, action: 'show', targetQuestionId: null }],
  });

  it('a completed agreement with a question logic hid from everyone has no open points', () => {
    const s = withHidden(agreed(same, same));
    const doc = legalDocumentOf(s, toRoundSnapshot(s), 'completed', now);
    expect(doc.notAgreed).toEqual([]);
    expect(doc.agreed.map((a) => a.question)).not.toContain('Hvilken bank skal kontoen være i?');
  });

  it('lists a question on someone\'s route that they did not agree on, and not the hidden one', () => {
    const s = withHidden(agreed(same, { ...same, q3: 11000 }));
    const doc = legalDocumentOf(s, toRoundSnapshot(s), 'partial', now);
    expect(doc.notAgreed).toEqual([{ question: 'Hvor mye er husleien?' }]);
  });

  it('lists the question that logic showed to one party only', () => {
    const s = withHidden(agreed({ ...same, q1: true, q7: 'DNB' }, same));
    const doc = legalDocumentOf(s, toRoundSnapshot(s), 'partial', now);
    expect(doc.notAgreed.map((n) => n.question)).toEqual(['Skal dere ha felles konto?', 'Hvilken bank skal kontoen være i?']);
  });
});
