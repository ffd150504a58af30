import {
  AgreementMessages,
  type Caller,
  ErrorCode,
  partiesWithoutBirthDateText,
  SigningMessages,
} from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { DomainError } from '@avtalt/service-kit';
import { agreementStatus } from '../rounds/round-status.rules';
import { applyCommand, type CommandState, draftOwnersOf } from './agreement.commands';
import { changesBetween, draftChangesBetween, nothingChanged } from './agreement.diff';
import { visitorName } from './answer.commands';
import { signingChangesBetween } from './signing.commands';
import { type SigningRows, textSha256 } from '../signing/signing.rules';
import type { AgreementSnapshot, DraftRow, QuestionRow, RuleRow } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { answerRows, questionRow, submissionRows } from '../testing/question-rows';
import { agreementRow, participantRow } from '../testing/snapshots';
import type { AgreementCommand, SignRequest } from './agreement-command';

const now = new Date('2026-11-22T10:00:00Z');
const q = questionRow;
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
    agreement: agreementRow(now, { version: '7' }),
    questions: [q(1), q(2), q(3)],
    rules,
    participants: [participantRow('ola', now)],
    answers: answerRows({ 'p-ola': { q1: true, q2: true, q3: true } }),
    submissions: submissionRows(['p-ola']),
  };
}

const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };
const visitor: Caller = { id: 'anon-1', name: '', anonymous: true };
let ids = 0;
const newId = () => `new-${++ids}`;
const state = (rows: AgreementSnapshot, drafts: DraftRow[] = []): CommandState => ({ rows, drafts });
/** Applies a command to rows without drafts and returns the rows. */
const apply = (s: AgreementSnapshot, command: AgreementCommand) =>
  applyCommand(state(s), command, now, newId).rows;
const applyTo = (st: CommandState, command: AgreementCommand) => applyCommand(st, command, now, newId);
const rowChanges = (before: AgreementSnapshot, after: AgreementSnapshot) =>
  changesBetween(state(before), state(after));
const one = (caller: Caller, questionId: string, response: boolean): AgreementCommand => ({
  kind: 'answerOne',
  caller,
  questionId,
  response,
});
const status = (s: AgreementSnapshot) => agreementStatus(toRoundSnapshot(s));
const all = (caller: Caller, answers: Record<string, AnswerValue>): AgreementCommand => ({
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
  blind: s.agreement.blind,
  requiredSignatureLevel: s.agreement.requiredSignatureLevel,
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
    const changes = rowChanges(before, after);
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
    const changes = rowChanges(before, after);
    expect(changes.upsertedAnswers.map((a) => [a.questionId, a.response])).toEqual([['q1', false]]);
    expect(changes.deletedAnswers.map((a) => a.questionId)).toEqual(['q3']);
  });

  it('changes nothing for the same set again', () => {
    const before = snapshot();
    const after = apply(before, all(ola, { q1: true, q2: true, q3: true }));
    expect(nothingChanged(rowChanges(before, after), fields(before), fields(after))).toBe(true);
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

/** Fifty participants who all answered round 1. */
function fifty(): AgreementSnapshot {
  const base = snapshot();
  return {
    ...base,
    agreement: { ...base.agreement, expectedParticipants: 50 },
    participants: Array.from({ length: 50 }, (_, n) => ({
      ...base.participants[0],
      id: `p${n}`,
      userId: `u${n}`,
    })),
    submissions: Array.from({ length: 50 }, (_, n) => ({ participantId: `p${n}`, round: 1 })),
  };
}

it('refuses a 51st participant with a Norwegian message', () => {
  const error = refusal(() => apply(fifty(), all(kari, { q1: true })));
  expect([error.code, error.message]).toEqual([ErrorCode.AgreementFull, AgreementMessages.full]);
});

describe('answerOne (drafts)', () => {
  it('keeps a draft of the caller and joins nobody: no participant, answer or submission is written', () => {
    const before = snapshot();
    const after = applyTo(state(before), one(kari, 'q2', false));
    expect(after.rows).toBe(before);
    expect(after.drafts).toEqual([{ ownerId: 'u-kari', questionId: 'q2', round: 1, response: false }]);
    expect(draftChangesBetween(state(before), after).upserted).toHaveLength(1);
  });

  it("builds on the caller's drafts of the round and leaves out those a changed answer now hides", () => {
    let st = state(snapshot([showQ3]));
    st = applyTo(st, one(kari, 'q1', true));
    st = applyTo(st, one(kari, 'q3', true));
    expect(st.drafts.map((d) => [d.questionId, d.response])).toEqual([
      ['q1', true],
      ['q3', true],
    ]);
    const after = applyTo(st, one(kari, 'q1', false));
    expect(after.drafts.map((d) => [d.questionId, d.response])).toEqual([['q1', false]]);
    const changes = draftChangesBetween(st, after);
    expect(changes.upserted.map((d) => [d.questionId, d.response])).toEqual([['q1', false]]);
    expect(changes.deleted.map((d) => d.questionId)).toEqual(['q3']);
  });

  it("starts a participant's drafts from their submitted answers of the round, which stay as they were", () => {
    const before = snapshot([showQ3]);
    const after = applyTo(state(before), one(ola, 'q1', false));
    expect(after.rows).toBe(before);
    // q3 is hidden by the changed q1: the draft set leaves it out; the submitted set still has it.
    expect(after.drafts.map((d) => [d.questionId, d.response])).toEqual([
      ['q1', false],
      ['q2', true],
    ]);
  });

  it('refuses an answer to a hidden question', () => {
    const hidden = applyTo(state(snapshot([showQ3])), one(ola, 'q1', false));
    expect(refusal(() => applyTo(hidden, one(ola, 'q3', true))).message).toBe(
      AgreementMessages.hiddenQuestion,
    );
  });

  it('refuses drafts when the agreement is closed, to newcomers after round 1, and when it is full', () => {
    const completed = apply(snapshot(), all(kari, { q1: true, q2: true, q3: true }));
    expect(refusal(() => applyTo(state(completed), one(visitor, 'q1', true))).code).toBe(
      ErrorCode.AgreementClosed,
    );
    const before = snapshot();
    const round2 = { ...before, agreement: { ...before.agreement, currentRound: 2 } };
    expect(refusal(() => applyTo(state(round2), one(kari, 'q1', true))).code).toBe(ErrorCode.JoinClosed);
    expect(refusal(() => applyTo(state(fifty()), one(kari, 'q1', true))).code).toBe(ErrorCode.AgreementFull);
  });

  it("does not hold up the others: a stranger's draft leaves two who agree completed (F6)", () => {
    let st = applyTo(state(snapshot()), one(visitor, 'q1', false));
    st = applyTo(st, all(kari, { q1: true, q2: true, q3: true }));
    expect(st.rows.participants.map((p) => p.userId)).toEqual(['u-ola', 'u-kari']);
    expect(status(st.rows)).toBe('completed');
  });
});

describe('answerAll and drafts', () => {
  it("removes the caller's drafts of the round when they submit, and only those", () => {
    const drafts: DraftRow[] = [
      { ownerId: 'u-kari', questionId: 'q1', round: 1, response: true },
      { ownerId: 'u-kari', questionId: 'q2', round: 1, response: false },
      { ownerId: 'anon-1', questionId: 'q1', round: 1, response: true },
    ];
    const before = state(snapshot(), drafts);
    const after = applyTo(before, all(kari, { q1: true, q2: false }));
    expect(after.drafts).toEqual([drafts[2]]);
    expect(draftChangesBetween(before, after).deleted).toEqual(drafts.slice(0, 2));
    expect(after.rows.participants.map((p) => p.userId)).toEqual(['u-ola', 'u-kari']);
  });

  it('joins someone whose row has no round-1 submission (saved answers of an older version) with their set', () => {
    const base = snapshot();
    const legacy = {
      ...base,
      participants: [
        ...base.participants,
        { ...base.participants[0], id: 'p-old', userId: 'u-kari', userName: 'Kari Nordmann' },
      ],
      answers: [...base.answers, { participantId: 'p-old', questionId: 'q1', round: 1, response: false }],
    };
    // Not counted before they submit…
    expect(status(legacy)).toBe('pending');
    const after = apply(legacy, all(kari, { q1: true, q2: true, q3: true }));
    // …and joined with their own row when they do.
    expect(after.participants.map((p) => p.id)).toEqual(['p-ola', 'p-old']);
    expect(after.submissions).toContainEqual({ participantId: 'p-old', round: 1 });
    expect(status(after)).toBe('completed');
  });
});

it('lists whose drafts a batch needs: the callers of answer sets and saved answers', () => {
  expect(
    draftOwnersOf([
      all(kari, { q1: true }),
      one(visitor, 'q1', true),
      one(kari, 'q2', true),
      { kind: 'nextRound', caller: ola },
    ]),
  ).toEqual(['u-kari', 'anon-1']);
});

it('names visitors "Deltaker n" without ever giving a name twice', () => {
  const base = snapshot();
  const taken = {
    ...base,
    participants: [...base.participants, { ...base.participants[0], id: 'p2', userName: 'Deltaker 3' }],
  };
  expect(visitorName(base)).toBe('Deltaker 2');
  expect(visitorName(taken)).toBe('Deltaker 4');
});

describe('removeParticipant', () => {
  /** Ola, Kari and a visitor answered round 1 (three were expected) and disagree on q1; round 2 has started. */
  function round2(expectedParticipants = 3): AgreementSnapshot {
    let s = snapshot();
    s = { ...s, agreement: { ...s.agreement, expectedParticipants } };
    s = apply(s, all(kari, { q1: false, q2: true, q3: true }));
    s = apply(s, all(visitor, { q1: true, q2: true, q3: true }));
    return apply(s, { kind: 'nextRound', caller: ola });
  }
  const remove = (caller: Caller, participantId: string): AgreementCommand => ({
    kind: 'removeParticipant',
    caller,
    participantId,
  });
  const idOf = (s: AgreementSnapshot, userId: string) => s.participants.find((p) => p.userId === userId)!.id;

  it('lets the initiator remove someone who has not answered this round; the round is decided without them', () => {
    let s = round2();
    s = apply(s, all(ola, { q1: true }));
    s = apply(s, all(visitor, { q1: true }));
    expect(status(s)).toBe('in_progress');
    const before = s;
    const after = apply(s, remove(ola, idOf(s, 'u-kari')));
    expect(after.participants.find((p) => p.userId === 'u-kari')?.removedInRound).toBe(2);
    expect(rowChanges(before, after).removedParticipants.map((p) => p.userId)).toEqual(['u-kari']);
    expect(status(after)).toBe('completed');
    // Round 1 still counts Kari: her Nei is why q1 was asked again.
    const view = toRoundSnapshot(after);
    expect(view.participants).toHaveLength(3);
  });

  it('refuses others than the initiator, the initiator themselves, someone who answered, and strangers', () => {
    let s = round2();
    s = apply(s, all(visitor, { q1: true }));
    const cases: [Caller, string, string, string][] = [
      [kari, idOf(s, 'u-kari'), ErrorCode.NotInitiator, AgreementMessages.removeNotInitiator],
      [ola, idOf(s, 'u-ola'), ErrorCode.Conflict, AgreementMessages.removeSelf],
      [ola, idOf(s, 'anon-1'), ErrorCode.AlreadyResponded, AgreementMessages.removeResponded],
      [ola, 'p-unknown', ErrorCode.NotFound, AgreementMessages.participantNotFound],
    ];
    for (const [caller, id, code, message] of cases) {
      const error = refusal(() => apply(s, remove(caller, id)));
      expect([error.code, error.message]).toEqual([code, message]);
    }
  });

  it('keeps a removed participant out: they cannot answer, and the next removal of them finds nobody', () => {
    const open = round2(3);
    const s = apply(open, remove(ola, idOf(open, 'u-kari')));
    expect(status(s)).toBe('in_progress');
    const refused = refusal(() => apply(s, all(kari, { q1: true })));
    expect([refused.code, refused.message]).toEqual([ErrorCode.NotParticipant, AgreementMessages.removed]);
    expect(refusal(() => applyTo(state(s), one(kari, 'q1', true))).code).toBe(ErrorCode.NotParticipant);
    expect(refusal(() => apply(s, remove(ola, idOf(s, 'u-kari')))).code).toBe(ErrorCode.NotFound);
  });

  it('completes in round 2 when those left agree, below the expected number too (nobody can join after round 1)', () => {
    let s = round2(3);
    s = apply(s, all(ola, { q1: true }));
    s = apply(s, all(visitor, { q1: true }));
    const after = apply(s, remove(ola, idOf(s, 'u-kari')));
    expect(status(after)).toBe('completed');
  });
});

it('rechecks by returning new rows that are the same rows', () => {
  const before = snapshot();
  const after = apply(before, { kind: 'recheck' });
  expect(after).not.toBe(before);
  expect(after).toEqual(before);
  expect(nothingChanged(rowChanges(before, after), fields(before), fields(after))).toBe(true);
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
    const changes = rowChanges(before, state);
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

describe('setPartyDetails', () => {
  const details = (caller: Caller, body: Record<string, string | null>): AgreementCommand => ({
    kind: 'setPartyDetails',
    caller,
    body,
  });
  const detailsOf = (s: AgreementSnapshot, userId: string) => {
    const p = s.participants.find((x) => x.userId === userId)!;
    return { birthDate: p.birthDate, address: p.address };
  };

  it("stores the caller's date of birth (read from Norwegian input) and address on their participant row only", () => {
    const before = apply(snapshot(), all(kari, { q1: true, q2: false }));
    const after = apply(
      before,
      details(kari, { birthDate: '1. mars 1985', address: ' Storgata 1,  0150 Oslo ' }),
    );
    expect(detailsOf(after, 'u-kari')).toEqual({ birthDate: '1985-03-01', address: 'Storgata 1, 0150 Oslo' });
    expect(detailsOf(after, 'u-ola')).toEqual({ birthDate: null, address: null });
    const changes = rowChanges(before, after);
    expect(changes.changedDetails.map((p) => [p.userId, p.birthDate, p.address])).toEqual([
      ['u-kari', '1985-03-01', 'Storgata 1, 0150 Oslo'],
    ]);
    expect(nothingChanged(changes, fields(before), fields(after))).toBe(false);
    // The same details again change nothing: no write, no event.
    const again = apply(after, details(kari, { birthDate: '01.03.1985' }));
    expect(nothingChanged(rowChanges(after, again), fields(after), fields(again))).toBe(true);
  });

  it('asks a visitor to log in, and refuses someone who takes no part (not joined, or removed)', () => {
    const withKari = apply(snapshot(), all(kari, { q1: true, q2: false }));
    const anonymous = refusal(() => apply(withKari, details(visitor, { address: 'Storgata 1' })));
    expect([anonymous.code, anonymous.message]).toEqual([
      ErrorCode.LoginRequired,
      AgreementMessages.detailsLogin,
    ]);
    const stranger = refusal(() =>
      apply(
        withKari,
        details({ id: 'u-per', name: 'Per Hansen', anonymous: false }, { address: 'Storgata 1' }),
      ),
    );
    expect([stranger.code, stranger.message]).toEqual([
      ErrorCode.NotParticipant,
      AgreementMessages.detailsNotParticipant,
    ]);
    // Saved answers (drafts) join nobody: Per is still not a party (a third was expected, so he may draft).
    const drafted = applyTo(
      state({ ...withKari, agreement: { ...withKari.agreement, expectedParticipants: 3 } }),
      one({ id: 'u-per', name: 'Per Hansen', anonymous: false }, 'q1', true),
    );
    expect(
      refusal(() =>
        applyTo(drafted, details({ id: 'u-per', name: 'Per Hansen', anonymous: false }, { address: 'x' })),
      ).code,
    ).toBe(ErrorCode.NotParticipant);
    const removed = {
      ...withKari,
      participants: withKari.participants.map((p) =>
        p.userId === 'u-kari' ? { ...p, removedInRound: 1 } : p,
      ),
    };
    expect(refusal(() => apply(removed, details(kari, { address: 'Storgata 1' }))).code).toBe(
      ErrorCode.NotParticipant,
    );
  });

  it('refuses a bad or impossible date with a 400 on birthDate, and changes nothing', () => {
    const before = apply(snapshot(), all(kari, { q1: true, q2: false }));
    const bad = refusal(() => apply(before, details(kari, { birthDate: '31.02.1985' })));
    expect([bad.code, bad.message, bad.details]).toEqual([
      ErrorCode.ValidationFailed,
      AgreementMessages.birthDate,
      [{ path: 'birthDate', message: AgreementMessages.birthDate }],
    ]);
    const range = refusal(() => apply(before, details(kari, { birthDate: '2030-01-01' })));
    expect([range.code, range.message]).toEqual([
      ErrorCode.ValidationFailed,
      AgreementMessages.birthDateRange,
    ]);
    const cleared = refusal(() =>
      apply(apply(before, details(kari, { address: 'Storgata 1' })), details(kari, { address: null })),
    );
    expect([cleared.code, cleared.message]).toEqual([
      ErrorCode.ValidationFailed,
      AgreementMessages.detailsRequired,
    ]);
  });

  it('refuses changes once the final text is made from them (it is stored once)', () => {
    const completed = apply(snapshot(), all(kari, { q1: true, q2: true, q3: true }));
    expect(detailsOf(apply(completed, details(kari, { address: 'Storgata 1' })), 'u-kari').address).toBe(
      'Storgata 1',
    );
    const stored = { ...completed, agreement: { ...completed.agreement, legalText: '<p>Avtale</p>' } };
    const error = refusal(() => apply(stored, details(kari, { address: 'Storgata 2' })));
    expect([error.code, error.message]).toEqual([ErrorCode.Conflict, AgreementMessages.detailsFixed]);
  });

  it('review: a party who made the text with an address only may add the missing date of birth while nobody has signed (the text is made again)', () => {
    const completed = apply(
      apply(snapshot(), all(kari, { q1: true, q2: true, q3: true })),
      details(kari, { address: 'Storgata 1' }),
    );
    const stored = {
      ...completed,
      agreement: { ...completed.agreement, status: 'completed' as const, legalText: '<p>Avtale</p>' },
    };
    const added = apply(stored, details(kari, { address: 'Storgata 1', birthDate: '1990-06-15' }));
    expect(detailsOf(added, 'u-kari')).toMatchObject({ birthDate: '1990-06-15', address: 'Storgata 1' });
    expect(added.agreement.legalText).toBeNull();
    // Not with another address at the same time, not once someone has signed, and never a second time.
    for (const [state, body] of [
      [stored, { address: 'Storgata 2', birthDate: '1990-06-15' }],
      [
        {
          ...stored,
          agreement: { ...stored.agreement, frozenText: '<p>Avtale</p>', frozenTextSha256: 'a'.repeat(64) },
        },
        { address: 'Storgata 1', birthDate: '1990-06-15' },
      ],
      [
        { ...added, agreement: { ...added.agreement, legalText: '<p>Avtale</p>' } },
        { address: 'Storgata 1', birthDate: '1991-01-01' },
      ],
    ] as const) {
      const error = refusal(() => apply(state, details(kari, body)));
      // Signed by someone: the freeze speaks first (AGREEMENT_FROZEN); otherwise the text is fixed.
      expect(
        error.code === ErrorCode.AgreementFrozen ||
          (error.code === ErrorCode.Conflict && error.message === AgreementMessages.detailsFixed),
      ).toBe(true);
    }
  });
});

describe('typed answers', () => {
  /** Ola has answered round 1 of an agreement with a choice, an amount, a date and a party question. */
  function typedSnapshot(): AgreementSnapshot {
    const base = snapshot();
    const questions: QuestionRow[] = [
      {
        ...q(1),
        text: 'Hvordan deles husleien?',
        type: 'multiple_choice',
        options: ['Likt', 'Etter inntekt'],
        optionClauses: ['Husleien deles likt.', null],
      },
      {
        ...q(2),
        text: 'Hvor mye er husleien?',
        type: 'free_text',
        format: 'amount',
        clauseTemplate: 'Husleien er {{svar}} per måned.',
      },
      { ...q(3), text: 'Fra hvilken dato?', type: 'free_text', format: 'date' },
      { ...q(4), text: 'Hvem står på leiekontrakten?', type: 'free_text', format: 'party' },
    ];
    const ola = { q1: 'Likt', q2: 12000, q3: '2027-03-01', q4: 'self' };
    return {
      ...base,
      questions,
      answers: answerRows({ 'p-ola': ola }),
    };
  }
  const valid = { q1: 'likt ', q2: '12 000,00', q3: '1.3.2027', q4: 'other' };

  it('stores the canonical value of each answer: the option as the question spells it, the number, the date, the party', () => {
    const after = apply(typedSnapshot(), all(kari, valid));
    const kariId = after.participants[1].id;
    expect(
      Object.fromEntries(
        after.answers.filter((a) => a.participantId === kariId).map((a) => [a.questionId, a.response]),
      ),
    ).toEqual({
      q1: 'Likt',
      q2: 12000,
      q3: '2027-03-01',
      q4: 'other',
    });
    // 12 000,00 is Ola's 12000, and Kari's 'other' is Ola's 'self' (both name Ola): everything agreed.
    expect(status(after)).toBe('completed');
  });

  it('refuses a value of the wrong type with a 400 naming the question, and stores nothing of the set', () => {
    const before = typedSnapshot();
    const copy = structuredClone(before);
    const error = refusal(() => apply(before, all(kari, { ...valid, q2: true })));
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.message).toBe('«Hvor mye er husleien?»: Skriv et beløp i kroner, for eksempel 12 000');
    expect(error.details).toEqual([{ path: 'answers.q2', message: error.message }]);
    expect(before).toEqual(copy);
    // A yes_no question takes no text either.
    const yesNo = refusal(() => apply(snapshot(), all(kari, { q1: 'ja', q2: true, q3: true })));
    expect(yesNo.message).toBe('«Spørsmål 1»: Svaret må være ja eller nei');
  });

  it('refuses an unknown option, and lists every wrong answer of the set', () => {
    const error = refusal(() =>
      apply(typedSnapshot(), all(kari, { ...valid, q1: 'Etter alder', q3: '30.2.2027' })),
    );
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.details).toEqual([
      { path: 'answers.q1', message: '«Hvordan deles husleien?»: Svaret må være et av alternativene' },
      { path: 'answers.q3', message: '«Fra hvilken dato?»: Skriv en gyldig dato, for eksempel 1.3.2027' },
    ]);
  });

  it('refuses a party answer that names nobody of the agreement, and accepts the id of a participant', () => {
    const stranger = '6f1c1e9e-1d2b-4c3a-9f00-0000000000aa';
    const error = refusal(() => apply(typedSnapshot(), all(kari, { ...valid, q4: stranger })));
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.details).toEqual([
      { path: 'answers.q4', message: '«Hvem står på leiekontrakten?»: Velg en av partene i avtalen' },
    ]);
    // p-ola takes part (the ids here are not uuids, so the participant-id form is checked on a uuid agreement).
    const uuidOla = '6f1c1e9e-1d2b-4c3a-9f00-0000000000bb';
    const s = typedSnapshot();
    const withUuid: AgreementSnapshot = {
      ...s,
      participants: s.participants.map((p) => ({ ...p, id: uuidOla })),
      answers: s.answers.map((a) => ({ ...a, participantId: uuidOla })),
      submissions: s.submissions.map((x) => ({ ...x, participantId: uuidOla })),
    };
    const after = apply(withUuid, all(kari, { ...valid, q4: uuidOla.toUpperCase() }));
    expect(after.answers.find((a) => a.questionId === 'q4' && a.participantId !== uuidOla)?.response).toBe(
      uuidOla,
    );
    expect(status(after)).toBe('completed');
  });

  it('checks a saved answer the same way (path response) and saves the canonical value as a draft', () => {
    const error = refusal(() =>
      applyTo(state(typedSnapshot()), { kind: 'answerOne', caller: kari, questionId: 'q2', response: 'mye' }),
    );
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.details).toEqual([
      { path: 'response', message: '«Hvor mye er husleien?»: Skriv et beløp i kroner, for eksempel 12 000' },
    ]);
    const party = refusal(() =>
      applyTo(state(typedSnapshot()), { kind: 'answerOne', caller: kari, questionId: 'q4', response: 'Ola' }),
    );
    expect(party.details).toEqual([
      { path: 'response', message: '«Hvem står på leiekontrakten?»: Velg en av partene i avtalen' },
    ]);
    const saved = applyTo(state(typedSnapshot()), {
      kind: 'answerOne',
      caller: kari,
      questionId: 'q2',
      response: '12 000 kr',
    });
    expect(saved.drafts).toEqual([{ ownerId: 'u-kari', questionId: 'q2', round: 1, response: 12000 }]);
    const self = applyTo(saved, { kind: 'answerOne', caller: kari, questionId: 'q4', response: 'self' });
    expect(self.drafts.map((d) => [d.questionId, d.response])).toEqual([
      ['q2', 12000],
      ['q4', 'self'],
    ]);
  });
});

describe('a full agreement and blind rounds (issue 16)', () => {
  it("refuses a stranger's answer set and saved answer once as many as expected have joined, and changes nothing", () => {
    const two = apply(snapshot(), all(kari, { q1: false, q2: true, q3: true }));
    expect(status(two)).toBe('in_progress');
    const set = refusal(() => apply(two, all(visitor, { q1: true, q2: true, q3: true })));
    expect([set.code, set.message]).toEqual([ErrorCode.AgreementFull, AgreementMessages.fullExpected]);
    expect(refusal(() => applyTo(state(two), one(visitor, 'q1', true))).code).toBe(ErrorCode.AgreementFull);
    // The initiator raises the number: the link lets one more in.
    const raised = apply(two, { kind: 'setExpectedParticipants', caller: ola, expected: 3 });
    expect(apply(raised, all(visitor, { q1: true, q2: true, q3: true })).participants).toHaveLength(3);
  });

  it('lets the initiator make the rounds blind and open again, and nobody else', () => {
    const before = snapshot();
    const after = apply(before, { kind: 'setBlind', caller: ola, blind: true });
    expect(after.agreement.blind).toBe(true);
    expect(nothingChanged(rowChanges(before, after), fields(before), fields(after))).toBe(false);
    expect(apply(after, { kind: 'setBlind', caller: ola, blind: false }).agreement.blind).toBe(false);
    const refused = refusal(() => apply(before, { kind: 'setBlind', caller: kari, blind: true }));
    expect([refused.code, refused.message]).toEqual([
      ErrorCode.NotInitiator,
      AgreementMessages.blindNotInitiator,
    ]);
  });
});

describe('sign and voidSignatures (issue 31)', () => {
  const html = '<p>Avtaleteksten</p>';
  const sha = textSha256(html);
  /** Ola and Kari both answered Ja to everything; the final text is stored; both gave a date of birth. */
  function completedState(birthDate: string | null = '1990-06-15'): CommandState {
    const s = snapshot();
    const kariRow = participantRow('kari', now, { birthDate });
    const rows: AgreementSnapshot = {
      ...s,
      agreement: { ...s.agreement, status: 'completed', legalText: html },
      participants: [{ ...s.participants[0], birthDate: '1980-01-01' }, kariRow],
      answers: [...s.answers, ...s.answers.map((a) => ({ ...a, participantId: 'p-kari' }))],
      submissions: [...s.submissions, { participantId: 'p-kari', round: 1 }],
    };
    return {
      rows,
      drafts: [],
      signing: { signatures: [], unusedCodeIds: new Set(['code-1']), succeededAttempts: [] },
    };
  }
  const sign = (caller: Caller, over: Partial<SignRequest> = {}): AgreementCommand => ({
    kind: 'sign',
    caller,
    signature: {
      id: `sig-${caller.id}`,
      method: 'password',
      textSha256: sha,
      ipAddress: '10.0.0.1',
      userAgent: 'UA',
      clientDigest: 'd'.repeat(64),
      emailConfirmed: true,
      code: null,
      attemptId: `att-${caller.id}`,
      eid: null,
      ...over,
    },
  });

  it('the first signature freezes the text; the last one signs; the changes name the signature, the code and the attempt', () => {
    const before = completedState();
    expect(agreementStatus(toRoundSnapshot(before.rows))).toBe('completed');
    const first = applyCommand(
      before,
      sign(ola, { method: 'email-code', code: { id: 'code-1', textSha256: sha, sentTo: 'o***@example.no' } }),
      now,
      () => 'x',
    );
    expect(first.rows.agreement).toMatchObject({
      status: 'completed',
      frozenText: html,
      frozenTextSha256: sha,
    });
    expect(changesBetween(before, first).texts).toEqual({
      frozenText: html,
      frozenTextSha256: sha,
      legalText: html,
    });
    const c1 = signingChangesBetween(before.signing, first.signing);
    expect(c1).toMatchObject({ usedCodeIds: ['code-1'], succeededAttempts: ['att-u-ola'], voidedIds: [] });
    expect(c1.newSignatures).toMatchObject([
      { participantId: 'p-ola', method: 'email-code', codeSentTo: 'o***@example.no', textSha256: sha },
    ]);
    // Frozen: an answer is refused, a signature is not.
    expect(() =>
      applyCommand(
        first,
        { kind: 'answerAll', caller: kari, answers: { q1: false, q2: true, q3: true } },
        now,
        () => 'x',
      ),
    ).toThrow(expect.objectContaining({ code: ErrorCode.AgreementFrozen }));
    const second = applyCommand(first, sign(kari), now, () => 'x');
    expect(second.rows.agreement.status).toBe('signed');
    expect(changesBetween(first, second).texts).toBeUndefined();
    expect(() => applyCommand(second, sign(kari), now, () => 'x')).toThrow(
      expect.objectContaining({ code: ErrorCode.Conflict }),
    );
  });

  it('refuses a code used meanwhile, a code for another text, another text, an unconfirmed address, no date of birth and under 18', () => {
    const refusedIn = (state: CommandState, command: AgreementCommand) => {
      try {
        applyCommand(state, command, now, () => 'x');
      } catch (error) {
        return (error as DomainError).code;
      }
      return 'applied';
    };
    const refused = (command: AgreementCommand) => refusedIn(completedState(), command);
    expect(
      refused(sign(ola, { method: 'email-code', code: { id: 'code-2', textSha256: sha, sentTo: null } })),
    ).toBe(ErrorCode.InvalidSigningProof);
    expect(
      refused(
        sign(ola, { method: 'email-code', code: { id: 'code-1', textSha256: 'e'.repeat(64), sentTo: null } }),
      ),
    ).toBe(ErrorCode.TextChanged);
    expect(refused(sign(ola, { textSha256: 'f'.repeat(64) }))).toBe(ErrorCode.TextChanged);
    expect(refused(sign(ola, { emailConfirmed: false }))).toBe(ErrorCode.EmailNotConfirmed);
    expect(refusedIn(completedState(null), sign(kari))).toBe(ErrorCode.BirthDateRequired);
    // 18 on 2026-11-22 (the test's day) means born on or before 2008-11-22.
    const young = completedState('2008-11-23');
    expect(() => applyCommand(young, sign(kari), now, () => 'x')).toThrow(
      expect.objectContaining({ code: ErrorCode.UnderAge }),
    );
    expect(
      applyCommand(completedState('2008-11-22'), sign(kari), now, () => 'x').signing!.signatures,
    ).toHaveLength(1);
    expect(refused(sign(ola))).toBe('applied');
  });

  it('review: nobody signs first while another party has no date of birth or is under 18 (the text would freeze with them unable to sign)', () => {
    expect(() => applyCommand(completedState(null), sign(ola), now, () => 'x')).toThrow(
      expect.objectContaining({
        code: ErrorCode.PartyDetailsMissing,
        message: partiesWithoutBirthDateText(['Kari Nordmann']),
      }),
    );
    expect(() => applyCommand(completedState('2008-11-23'), sign(ola), now, () => 'x')).toThrow(
      expect.objectContaining({
        code: ErrorCode.PartyDetailsMissing,
        message: SigningMessages.partyUnderAge,
      }),
    );
    // A plan is never signed anyway; once someone has signed, each party's own rule speaks for them.
    const signedByKari = applyCommand(completedState('1990-06-15'), sign(kari), now, () => 'x');
    expect(applyCommand(signedByKari, sign(ola), now, () => 'x').rows.agreement.status).toBe('signed');
  });

  it('review: refuses a signature when the trail read under the lock could never be sealed (409 AUDIT_TRAIL_INVALID, what to do)', () => {
    const withTrail = (trailProblem: SigningRows['trailProblem']): CommandState => {
      const state = completedState();
      return { ...state, signing: { ...state.signing!, trailProblem } };
    };
    expect(() => applyCommand(withTrail({ seq: 1, reason: 'start' }), sign(ola), now, () => 'x')).toThrow(
      expect.objectContaining({
        code: ErrorCode.AuditTrailInvalid,
        message: SigningMessages.auditTrailTooOld,
      }),
    );
    expect(() =>
      applyCommand(withTrail({ seq: 9, reason: 'signatures' }), sign(ola), now, () => 'x'),
    ).toThrow(
      expect.objectContaining({
        code: ErrorCode.AuditTrailInvalid,
        message: SigningMessages.auditSignaturesOutdated,
      }),
    );
    expect(() => applyCommand(withTrail({ seq: 3, reason: 'mac' }), sign(ola), now, () => 'x')).toThrow(
      expect.objectContaining({
        code: ErrorCode.AuditTrailInvalid,
        message: SigningMessages.auditTrailInvalid,
      }),
    );
    expect(applyCommand(withTrail(null), sign(ola), now, () => 'x').signing!.signatures).toHaveLength(1);
  });

  it('voiding marks every signature voided and clears the frozen and the stored text', () => {
    const signed = applyCommand(completedState(), sign(ola), now, () => 'x');
    const voided = applyCommand(
      signed,
      { kind: 'voidSignatures', caller: kari, clientDigest: 'c'.repeat(64) },
      now,
      () => 'x',
    );
    expect(voided.rows.agreement).toMatchObject({
      status: 'completed',
      frozenText: null,
      frozenTextSha256: null,
      legalText: null,
    });
    expect(signingChangesBetween(signed.signing, voided.signing)).toMatchObject({
      voidedIds: ['sig-u-ola'],
      newSignatures: [],
    });
    expect(changesBetween(signed, voided).texts).toEqual({
      frozenText: null,
      frozenTextSha256: null,
      legalText: null,
    });
    expect(() =>
      applyCommand(
        voided,
        { kind: 'voidSignatures', caller: kari, clientDigest: 'c'.repeat(64) },
        now,
        () => 'x',
      ),
    ).toThrow(expect.objectContaining({ code: ErrorCode.Conflict }));
  });
});
