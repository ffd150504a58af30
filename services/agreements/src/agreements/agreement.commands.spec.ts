import { AgreementMessages, type Caller, ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { type AgreementCommand, applyCommand, changesBetween, nothingChanged } from './agreement.commands';
import type { AgreementSnapshot, QuestionRow, RuleRow } from './agreement.rows';

const now = new Date('2026-11-22T10:00:00Z');
const q = (n: number): QuestionRow => ({
  id: `q${n}`,
  text: `Spørsmål ${n}`,
  type: 'yes_no',
  order: n,
  required: false,
  options: null,
  description: null,
  clauseYes: null,
  clauseNo: null,
});
/** q3 is shown only when q1 is answered Ja. */
const showQ3: RuleRow = {
  id: 'r1',
  questionId: 'q3',
  sourceQuestionId: 'q1',
  operator: 'equals',
  value: true,
  action: 'show',
  targetQuestionId: null,
};

/** An agreement for two with three questions; Ola (the initiator) has answered round 1. */
function snapshot(rules: RuleRow[] = []): AgreementSnapshot {
  return {
    agreement: {
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
      initiatorId: 'u-ola',
      initiatorName: 'Ola Nordmann',
      legalText: null,
      createdAt: now,
      updatedAt: now,
      version: '7',
    },
    questions: [q(1), q(2), q(3)],
    rules,
    participants: [
      { id: 'p-ola', userId: 'u-ola', userName: 'Ola Nordmann', isAnonymous: false, joinedAt: now },
    ],
    answers: [1, 2, 3].map((n) => ({
      participantId: 'p-ola',
      questionId: `q${n}`,
      round: 1,
      response: true,
    })),
    submissions: [{ participantId: 'p-ola', round: 1 }],
  };
}

const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };
const visitor: Caller = { id: 'anon-1', name: '', anonymous: true };
let ids = 0;
const newId = () => `new-${++ids}`;
const apply = (s: AgreementSnapshot, command: AgreementCommand) => applyCommand(s, command, now, newId);
const all = (caller: Caller, answers: Record<string, boolean>): AgreementCommand => ({
  kind: 'answerAll',
  caller,
  answers,
});
const refusal = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};
const fields = (s: AgreementSnapshot) => ({
  status: s.agreement.status,
  currentRound: s.agreement.currentRound,
  declaredDisagreement: s.agreement.declaredDisagreement,
  expectedParticipants: s.agreement.expectedParticipants,
});

beforeEach(() => {
  ids = 0;
});

describe('answerAll', () => {
  it('adds a new participant with their answers and submission, leaving the input untouched', () => {
    const before = snapshot();
    const copy = structuredClone(before);
    const after = apply(before, all(kari, { q1: true, q2: false, q3: true }));
    expect(before).toEqual(copy);
    expect(after.participants.map((p) => p.userName)).toEqual(['Ola Nordmann', 'Kari Nordmann']);
    const kariId = after.participants[1].id;
    expect(
      after.answers.filter((a) => a.participantId === kariId).map((a) => [a.questionId, a.response]),
    ).toEqual([
      ['q1', true],
      ['q2', false],
      ['q3', true],
    ]);
    expect(after.submissions).toEqual([...before.submissions, { participantId: kariId, round: 1 }]);
  });

  it('names a visitor "Deltaker n"', () => {
    const after = apply(snapshot(), all(visitor, { q1: true }));
    expect(after.participants[1]).toMatchObject({
      userName: 'Deltaker 2',
      isAnonymous: true,
      userId: 'anon-1',
    });
  });

  it('replaces the set: a changed answer is upserted and a left-out one deleted, both by (participant, question, round)', () => {
    const before = snapshot();
    const after = apply(before, all(ola, { q1: true, q2: false }));
    const changes = changesBetween(before, after);
    expect(changes.upsertedAnswers).toEqual([
      { participantId: 'p-ola', questionId: 'q2', round: 1, response: false },
    ]);
    expect(changes.deletedAnswers).toEqual([
      { participantId: 'p-ola', questionId: 'q3', round: 1, response: true },
    ]);
    expect(changes.newSubmissions).toEqual([]);
    expect(changes.newParticipants).toEqual([]);
  });

  it('finds the changes by key also when the rows are new objects (rows loaded again from the database)', () => {
    const before = snapshot();
    const reloaded = structuredClone(before);
    const after = apply(reloaded, all(ola, { q1: false, q2: true }));
    const changes = changesBetween(before, after);
    expect(changes.upsertedAnswers.map((a) => [a.questionId, a.response])).toEqual([['q1', false]]);
    expect(changes.deletedAnswers.map((a) => a.questionId)).toEqual(['q3']);
  });

  it('changes nothing for the same set again', () => {
    const before = snapshot();
    const after = apply(before, all(ola, { q1: true, q2: true, q3: true }));
    expect(nothingChanged(changesBetween(before, after), fields(before), fields(after))).toBe(true);
  });

  it('refuses unknown questions with the field and changes nothing', () => {
    const error = refusal(() => apply(snapshot(), all(kari, { q1: true, nope: false })));
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.message).toBe(AgreementMessages.unknownQuestion);
    expect(error.details).toEqual([{ path: 'answers.nope', message: AgreementMessages.unknownQuestion }]);
  });

  it('refuses an answer to a question the set itself hides', () => {
    const error = refusal(() => apply(snapshot([showQ3]), all(ola, { q1: false, q2: true, q3: true })));
    expect(error.message).toBe(AgreementMessages.hiddenQuestion);
  });

  it('applied one after another: an agreement completed by one set refuses the next', () => {
    let state = apply(snapshot(), all(kari, { q1: true, q2: true, q3: true }));
    expect(state.participants).toHaveLength(2);
    const error = refusal(() => (state = apply(state, all(visitor, { q1: true }))));
    expect(error.code).toBe(ErrorCode.AgreementClosed);
    expect(error.message).toBe(AgreementMessages.closed);
    expect(state.participants).toHaveLength(2);
  });

  it('refuses newcomers after round 1', () => {
    const before = snapshot();
    const round2 = { ...before, agreement: { ...before.agreement, currentRound: 2 } };
    expect(refusal(() => apply(round2, all(kari, { q1: true }))).code).toBe(ErrorCode.JoinClosed);
  });
});

it('refuses a 51st participant with a Norwegian message', () => {
  const base = snapshot();
  const fifty = {
    ...base,
    agreement: { ...base.agreement, expectedParticipants: 50 },
    participants: Array.from({ length: 50 }, (_, n) => ({
      ...base.participants[0],
      id: `p${n}`,
      userId: `u${n}`,
    })),
  };
  const error = refusal(() => apply(fifty, all(kari, { q1: true })));
  expect([error.code, error.message]).toEqual([ErrorCode.AgreementFull, AgreementMessages.full]);
});

describe('answerOne', () => {
  it('saves one answer without marking the participant as responded', () => {
    const after = apply(snapshot(), { kind: 'answerOne', caller: kari, questionId: 'q2', response: false });
    const kariId = after.participants[1].id;
    expect(after.answers.filter((a) => a.participantId === kariId)).toEqual([
      { participantId: kariId, questionId: 'q2', round: 1, response: false },
    ]);
    expect(after.submissions).toHaveLength(1);
  });

  it('removes the answers that a changed earlier answer now hides', () => {
    const before = snapshot([showQ3]);
    const after = apply(before, { kind: 'answerOne', caller: ola, questionId: 'q1', response: false });
    const changes = changesBetween(before, after);
    expect(changes.upsertedAnswers.map((a) => [a.questionId, a.response])).toEqual([['q1', false]]);
    expect(changes.deletedAnswers.map((a) => a.questionId)).toEqual(['q3']);
  });

  it('refuses an answer to a hidden question', () => {
    const hidden = apply(snapshot([showQ3]), {
      kind: 'answerOne',
      caller: ola,
      questionId: 'q1',
      response: false,
    });
    expect(
      refusal(() => apply(hidden, { kind: 'answerOne', caller: ola, questionId: 'q3', response: true }))
        .message,
    ).toBe(AgreementMessages.hiddenQuestion);
  });
});

describe('the agreement commands', () => {
  const bothAnswered = () => apply(snapshot(), all(kari, { q1: false, q2: true, q3: true }));

  it('starts the next round when everyone answered and something is disagreed', () => {
    const before = bothAnswered();
    const after = apply(before, { kind: 'nextRound', caller: kari });
    expect(after.agreement.currentRound).toBe(2);
    expect(refusal(() => apply(snapshot(), { kind: 'nextRound', caller: ola })).message).toBe(
      AgreementMessages.nextRoundWaiting,
    );
    expect(refusal(() => apply(before, { kind: 'nextRound', caller: visitor })).code).toBe(
      ErrorCode.LoginRequired,
    );
    const stranger: Caller = { id: 'u-per', name: 'Per', anonymous: false };
    expect(refusal(() => apply(before, { kind: 'nextRound', caller: stranger })).code).toBe(
      ErrorCode.NotParticipant,
    );
  });

  it('declares disagreement for logged-in participants in round 1', () => {
    const after = apply(bothAnswered(), { kind: 'declareDisagreement', caller: ola });
    expect(after.agreement.declaredDisagreement).toBe(true);
    const visitorRefused = refusal(() =>
      apply(bothAnswered(), { kind: 'declareDisagreement', caller: visitor }),
    );
    expect([visitorRefused.code, visitorRefused.message]).toEqual([
      ErrorCode.LoginRequired,
      AgreementMessages.disagreementLogin,
    ]);
  });

  it('lets only the initiator change the expected number of participants', () => {
    expect(
      apply(snapshot(), { kind: 'setExpectedParticipants', caller: ola, expected: 4 }).agreement
        .expectedParticipants,
    ).toBe(4);
    expect(
      refusal(() => apply(snapshot(), { kind: 'setExpectedParticipants', caller: kari, expected: 4 })).code,
    ).toBe(ErrorCode.NotInitiator);
  });

  it('does not reopen a completed agreement by raising the expected number of participants', () => {
    const completed = apply(snapshot(), all(kari, { q1: true, q2: true, q3: true }));
    const error = refusal(() =>
      apply(completed, { kind: 'setExpectedParticipants', caller: ola, expected: 3 }),
    );
    expect(error.code).toBe(ErrorCode.AgreementClosed);
    expect(error.message).toBe(AgreementMessages.closedNoReopen);
  });
});

describe('changesBetween', () => {
  it('lists every kind of change once, so a batch is written in a few statements', () => {
    const before = snapshot();
    let state = apply(before, all(kari, { q1: false, q2: true }));
    state = apply(state, all(kari, { q1: true, q2: true }));
    state = apply(state, all(ola, { q1: true, q2: true }));
    const changes = changesBetween(before, state);
    expect(changes.newParticipants.map((p) => p.userId)).toEqual(['u-kari']);
    expect(changes.newSubmissions).toHaveLength(1);
    // Kari's final set only: the intermediate answer to q1 is never written.
    expect(changes.upsertedAnswers.map((a) => [a.questionId, a.response])).toEqual([
      ['q1', true],
      ['q2', true],
    ]);
    expect(changes.deletedAnswers.map((a) => [a.participantId, a.questionId])).toEqual([['p-ola', 'q3']]);
  });
});
