import { AgreementMessages, type Caller, ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import type { AgreementEntity, AgreementQuestionEntity, ParticipantEntity } from './agreement.entities';
import type { AgreementSnapshot } from './agreement.snapshot';
import { type AnswerSubmission, applySubmission, changesBetween, nothingChanged } from './answer-batch';

const now = new Date('2026-11-22T10:00:00Z');
const q = (n: number) => ({ id: `q${n}`, agreementId: 'ag', text: `Spørsmål ${n}`, type: 'yes_no', order: n, required: true, options: null }) as unknown as AgreementQuestionEntity;

/** An agreement for two with three questions; Ola (the initiator) has answered round 1. */
function snapshot(): AgreementSnapshot {
  const ola = { id: 'p-ola', agreementId: 'ag', userId: 'u-ola', userName: 'Ola Nordmann', isAnonymous: false, joinedAt: now } as ParticipantEntity;
  return {
    agreement: { id: 'ag', status: 'pending', currentRound: 1, maxRounds: 5, expectedParticipants: 2, declaredDisagreement: false, initiatorId: 'u-ola', legalText: null } as unknown as AgreementEntity,
    questions: [q(1), q(2), q(3)],
    rules: [],
    participants: [ola],
    answers: [1, 2, 3].map((n) => ({ id: `a-ola-${n}`, agreementId: 'ag', participantId: 'p-ola', questionId: `q${n}`, round: 1, response: true, answeredAt: now })),
    submissions: [{ id: 's-ola-1', agreementId: 'ag', participantId: 'p-ola', round: 1, submittedAt: now }],
  };
}

const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };
const visitor: Caller = { id: 'anon-1', name: '', anonymous: true };
let ids = 0;
const newId = () => `new-${++ids}`;
const submit = (caller: Caller, answers: Record<string, boolean>): AnswerSubmission => ({ caller, answers });
const refusal = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('applySubmission', () => {
  beforeEach(() => {
    ids = 0;
  });

  it('adds a new participant with their answers and submission, leaving the input untouched', () => {
    const before = snapshot();
    const copy = structuredClone(before);
    const after = applySubmission(before, submit(kari, { q1: true, q2: false, q3: true }), now, newId);
    expect(before).toEqual(copy);
    expect(after.participants.map((p) => p.userName)).toEqual(['Ola Nordmann', 'Kari Nordmann']);
    const kariId = after.participants[1].id;
    expect(after.answers.filter((a) => a.participantId === kariId).map((a) => [a.questionId, a.response])).toEqual([
      ['q1', true],
      ['q2', false],
      ['q3', true],
    ]);
    expect(after.submissions.filter((x) => x.participantId === kariId)).toHaveLength(1);
  });

  it('names a visitor "Deltaker n"', () => {
    const after = applySubmission(snapshot(), submit(visitor, { q1: true }), now, newId);
    expect(after.participants[1]).toMatchObject({ userName: 'Deltaker 2', isAnonymous: true, userId: 'anon-1' });
  });

  it('replaces the set: a changed answer is updated in place, an unchanged one stays the same row, a left-out one goes', () => {
    const before = snapshot();
    const after = applySubmission(before, submit(ola, { q1: true, q2: false }), now, newId);
    const changes = changesBetween(before, after);
    expect(changes.changedAnswers.map((a) => [a.id, a.response])).toEqual([['a-ola-2', false]]);
    expect(changes.removedAnswerIds).toEqual(['a-ola-3']);
    expect(changes.newAnswers).toEqual([]);
    expect(changes.newSubmissions).toEqual([]);
    expect(after.answers.find((a) => a.id === 'a-ola-1')).toBe(before.answers[0]);
  });

  it('changes nothing for the same set again', () => {
    const before = snapshot();
    const after = applySubmission(before, submit(ola, { q1: true, q2: true, q3: true }), now, newId);
    expect(nothingChanged(changesBetween(before, after))).toBe(true);
  });

  it('refuses unknown questions with the field and changes nothing', () => {
    const before = snapshot();
    const error = refusal(() => applySubmission(before, submit(kari, { q1: true, nope: false }), now, newId));
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.message).toBe(AgreementMessages.unknownQuestion);
    expect(error.details).toEqual([{ path: 'answers.nope', message: AgreementMessages.unknownQuestion }]);
  });

  it('applied one after another: an agreement completed by one set refuses the next', () => {
    let state = applySubmission(snapshot(), submit(kari, { q1: true, q2: true, q3: true }), now, newId);
    expect(state.participants).toHaveLength(2);
    const error = refusal(() => (state = applySubmission(state, submit(visitor, { q1: true }), now, newId)));
    expect(error.code).toBe(ErrorCode.Conflict);
    expect(error.message).toBe(AgreementMessages.closed);
    expect(state.participants).toHaveLength(2);
  });

  it('refuses newcomers after round 1', () => {
    const before = snapshot();
    before.agreement.currentRound = 2;
    const error = refusal(() => applySubmission(before, submit(kari, { q1: true }), now, newId));
    expect(error.code).toBe(ErrorCode.Forbidden);
  });
});

describe('changesBetween', () => {
  it('lists every kind of change once, so a batch is written in a few statements', () => {
    const before = snapshot();
    let state = applySubmission(before, submit(kari, { q1: false, q2: true }), now, newId);
    state = applySubmission(state, submit(kari, { q1: true, q2: true }), now, newId);
    state = applySubmission(state, submit(ola, { q1: true, q2: true }), now, newId);
    const changes = changesBetween(before, state);
    expect(changes.newParticipants.map((p) => p.userId)).toEqual(['u-kari']);
    expect(changes.newSubmissions).toHaveLength(1);
    // Kari's final set only: the intermediate answer to q1 is never written.
    expect(changes.newAnswers.map((a) => [a.questionId, a.response])).toEqual([
      ['q1', true],
      ['q2', true],
    ]);
    expect(changes.removedAnswerIds).toEqual(['a-ola-3']);
    expect(changes.changedAnswers).toEqual([]);
  });
});
