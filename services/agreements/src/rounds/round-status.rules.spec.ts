import type { AnswerValue, LogicQuestion, LogicRule } from '@avtalt/logic';
import { type RoundRows, roundSnapshot, type RoundSnapshot } from './round-snapshot';
import {
  agreedAnswers,
  agreementStatus,
  answersRevealed,
  askedQuestionIds,
  everyoneAnswered,
  questionStatuses,
  roundQuestionIds,
} from './round-status.rules';
import { canSetBlind, canStartNextRound, checkAnswers, checkPartyAnswers } from './rounds.rules';
import { agreedValues, agreement, nextRound, Q, submit } from './rounds.spec-helper';

describe('agreement status', () => {
  it('is pending until a second participant has responded', () => {
    let s = agreement();
    expect(agreementStatus(s)).toBe('pending');
    s = submit(s, 'a', [true, true, true]);
    expect(agreementStatus(s)).toBe('pending');
    expect([...questionStatuses(s).values()]).toEqual(['pending', 'pending', 'pending']);
    s = submit(s, 'b', [true, true, true]);
    expect(agreementStatus(s)).toBe('completed');
  });

  it('is in progress when answers differ, and the next round asks only the disagreed questions', () => {
    let s = submit(submit(agreement(), 'a', [true, true, false]), 'b', [true, false, true]);
    expect(agreementStatus(s)).toBe('in_progress');
    expect([...questionStatuses(s).entries()]).toEqual([
      [Q[0], 'agreed'],
      [Q[1], 'disagreed'],
      [Q[2], 'disagreed'],
    ]);
    expect(canStartNextRound(s, 'a')).toEqual({ allowed: true });
    s = nextRound(s);
    expect(roundQuestionIds(s)).toEqual([Q[1], Q[2]]);
    expect(agreementStatus(s)).toBe('in_progress');
    s = submit(s, 'a', [true, true]);
    expect(agreementStatus(s)).toBe('in_progress');
    s = submit(s, 'b', [true, true]);
    expect(agreementStatus(s)).toBe('completed');
    expect(agreedValues(s)).toEqual({ [Q[0]]: true, [Q[1]]: true, [Q[2]]: true });
  });

  it('waits for the expected number of participants before completing', () => {
    let s = submit(submit(agreement({ expectedParticipants: 3 }), 'a', [true, true, true]), 'b', [
      true,
      true,
      true,
    ]);
    expect(agreementStatus(s)).toBe('in_progress');
    s = submit(s, 'c', [true, true, true]);
    expect(agreementStatus(s)).toBe('completed');
  });

  it('ends in disagreement when the last round closes with disagreements', () => {
    let s = agreement({ maxRounds: 2 });
    s = submit(submit(s, 'a', [true, true, true]), 'b', [false, true, true]);
    s = nextRound(s);
    s = submit(submit(s, 'a', [true]), 'b', [false]);
    expect(agreementStatus(s)).toBe('disagreement');
    expect(canStartNextRound(s, 'a')).toEqual({
      allowed: false,
      code: 'AGREEMENT_CLOSED',
      message: 'Avtalen er avsluttet og tar ikke imot flere svar',
    });
  });

  it('is disagreement once declared', () => {
    expect(agreementStatus(agreement({ declaredDisagreement: true }))).toBe('disagreement');
  });

  it('counts a skipped question as not agreed', () => {
    const s = submit(submit(agreement(), 'a', [true, true]), 'b', [true, true, true]);
    expect(questionStatuses(s).get(Q[2])).toBe('disagreed');
  });
});

describe('typed answers', () => {
  const T = {
    split: '00000000-0000-4000-8000-0000000000a1',
    rent: '00000000-0000-4000-8000-0000000000a2',
    from: '00000000-0000-4000-8000-0000000000a3',
    tenant: '00000000-0000-4000-8000-0000000000a4',
    deposit: '00000000-0000-4000-8000-0000000000a5',
  };
  const questions: LogicQuestion[] = [
    { id: T.split, type: 'multiple_choice', order: 1, options: ['Likt', 'Etter inntekt'] },
    { id: T.rent, type: 'free_text', order: 2, format: 'amount' },
    { id: T.from, type: 'free_text', order: 3, format: 'date' },
    { id: T.tenant, type: 'free_text', order: 4, format: 'party' },
  ];
  const typed = (overrides: Partial<RoundRows> = {}) => agreement({ questions, ...overrides });

  /** A participant submits typed answers for the current round. */
  function give(
    s: RoundSnapshot,
    participantId: string,
    answers: Record<string, AnswerValue>,
  ): RoundSnapshot {
    const participants = s.participants.some((p) => p.id === participantId)
      ? s.participants
      : [...s.participants, { id: participantId, userId: `user-${participantId}`, isAnonymous: false }];
    const mine = (a: { participantId: string; round: number }) =>
      a.participantId === participantId && a.round === s.currentRound;
    return roundSnapshot({
      ...s,
      participants,
      answers: [
        ...s.answers.filter((a) => !mine(a)),
        ...Object.entries(answers).map(([questionId, response]) => ({
          participantId,
          questionId,
          round: s.currentRound,
          response,
        })),
      ],
      submissions: [...s.submissions.filter((x) => !mine(x)), { participantId, round: s.currentRound }],
    });
  }
  const both = { [T.split]: 'Likt', [T.from]: '2027-03-01', [T.tenant]: 'a' };

  it('agrees on amounts written differently (12 000 = 12000) and disagrees on different amounts', () => {
    let s = give(give(typed(), 'a', { ...both, [T.rent]: 12000 }), 'b', { ...both, [T.rent]: 11000 });
    expect(questionStatuses(s).get(T.rent)).toBe('disagreed');
    expect(questionStatuses(s).get(T.split)).toBe('agreed');
    expect(agreementStatus(s)).toBe('in_progress');
    s = nextRound(s);
    expect(roundQuestionIds(s)).toEqual([T.rent]);
    s = give(give(s, 'a', { [T.rent]: '12 000' }), 'b', { [T.rent]: '12000,00' });
    expect(questionStatuses(s).get(T.rent)).toBe('agreed');
    expect(agreementStatus(s)).toBe('completed');
    expect(agreedValues(s)).toEqual({
      [T.split]: 'Likt',
      [T.rent]: '12 000',
      [T.from]: '2027-03-01',
      [T.tenant]: 'a',
    });
  });

  it('compares dates by calendar day', () => {
    const same = give(give(typed(), 'a', { ...both, [T.rent]: 1, [T.from]: '2027-03-01' }), 'b', {
      ...both,
      [T.rent]: 1,
      [T.from]: '1.3.2027',
    });
    expect(questionStatuses(same).get(T.from)).toBe('agreed');
    const other = give(give(typed(), 'a', { ...both, [T.rent]: 1, [T.from]: '2027-03-01' }), 'b', {
      ...both,
      [T.rent]: 1,
      [T.from]: '2027-03-02',
    });
    expect(questionStatuses(other).get(T.from)).toBe('disagreed');
  });

  it("agrees when two parties name the same participant: one's 'self' is the other's 'other'", () => {
    const s = give(give(typed(), 'a', { ...both, [T.rent]: 1, [T.tenant]: 'self' }), 'b', {
      ...both,
      [T.rent]: 1,
      [T.tenant]: 'other',
    });
    expect(questionStatuses(s).get(T.tenant)).toBe('agreed');
    // Both 'self' name two different people.
    const apart = give(give(typed(), 'a', { ...both, [T.rent]: 1, [T.tenant]: 'self' }), 'b', {
      ...both,
      [T.rent]: 1,
      [T.tenant]: 'self',
    });
    expect(questionStatuses(apart).get(T.tenant)).toBe('disagreed');
    // The agreed value is the first participant's, with what resolves it: 'self' of a is a.
    const agreed = agreedAnswers(s).get(T.tenant)!;
    expect(agreed.response).toBe('self');
    expect(agreed.party).toEqual({ selfId: 'a', participantIds: ['a', 'b'] });
  });

  it("disagrees on 'other' among three (it names nobody in particular), and agrees on a participant id", () => {
    const three = (answer: (id: string) => AnswerValue) =>
      ['a', 'b', 'c'].reduce(
        (s, id) => give(s, id, { ...both, [T.rent]: 1, [T.tenant]: answer(id) }),
        typed({ expectedParticipants: 3 }),
      );
    expect(questionStatuses(three((id) => (id === 'a' ? 'self' : 'other'))).get(T.tenant)).toBe('disagreed');
    expect(questionStatuses(three((id) => (id === 'a' ? 'self' : 'a'))).get(T.tenant)).toBe('agreed');
  });

  it('lets logic compare typed values: an amount over 10 000 shows the deposit question, a party rule reads self', () => {
    const withDeposit = [...questions, { id: T.deposit, type: 'yes_no' as const, order: 5 }];
    const byAmount: LogicRule[] = [
      {
        id: 'r1',
        questionId: T.deposit,
        sourceQuestionId: T.rent,
        operator: 'greater_than',
        value: '10 000',
        action: 'show',
      },
    ];
    const s = typed({ questions: withDeposit, rules: byAmount });
    expect(checkAnswers(s, undefined, { [T.rent]: 12000, [T.deposit]: true })).toEqual([]);
    expect(checkAnswers(s, undefined, { [T.rent]: 9000, [T.deposit]: true })).toEqual([
      { questionId: T.deposit, message: 'Spørsmålet er skjult med svarene du har gitt' },
    ]);
    // A party rule: a participant's own id (or 'self') is 'Meg selv' for the rules; someone else's is 'other'.
    const byParty: LogicRule[] = [
      {
        id: 'r2',
        questionId: T.deposit,
        sourceQuestionId: T.tenant,
        operator: 'equals',
        value: 'Meg selv',
        action: 'show',
      },
    ];
    const joined = give(typed({ questions: withDeposit, rules: byParty }), 'a', {});
    expect(checkAnswers(joined, 'a', { [T.tenant]: 'a', [T.deposit]: true })).toEqual([]);
    expect(checkAnswers(joined, undefined, { [T.tenant]: 'self', [T.deposit]: true })).toEqual([]);
    expect(checkAnswers(joined, 'a', { [T.tenant]: 'b', [T.deposit]: true })).toEqual([
      { questionId: T.deposit, message: 'Spørsmålet er skjult med svarene du har gitt' },
    ]);
    expect(askedQuestionIds(give(joined, 'a', { [T.tenant]: 'a' }), 'a')).toEqual([
      T.split,
      T.rent,
      T.from,
      T.tenant,
      T.deposit,
    ]);
    expect(askedQuestionIds(give(joined, 'a', { [T.tenant]: 'other' }), 'a')).toEqual([
      T.split,
      T.rent,
      T.from,
      T.tenant,
    ]);
  });

  it('judges visibility in round 2 from the stored answers of round 1 with the answers of the request', () => {
    const rules: LogicRule[] = [
      {
        id: 'r1',
        questionId: T.deposit,
        sourceQuestionId: T.rent,
        operator: 'greater_than',
        value: 10000,
        action: 'show',
      },
    ];
    const withDeposit = [...questions, { id: T.deposit, type: 'yes_no' as const, order: 5 }];
    let s = typed({ questions: withDeposit, rules });
    s = give(s, 'a', { ...both, [T.rent]: 12000, [T.deposit]: true });
    s = give(s, 'b', { ...both, [T.rent]: 12000, [T.deposit]: false });
    s = nextRound(s);
    expect(roundQuestionIds(s)).toEqual([T.deposit]);
    // The rent of round 1 (12 000 > 10 000) shows the deposit question in round 2.
    expect(checkAnswers(s, 'a', { [T.deposit]: true })).toEqual([]);
  });

  it('accepts party answers self, other and the id of a participant of the round only', () => {
    const s = give(give(typed(), 'a', {}), 'b', {});
    expect(checkPartyAnswers(s, { [T.tenant]: 'self' })).toEqual([]);
    expect(checkPartyAnswers(s, { [T.tenant]: 'other' })).toEqual([]);
    expect(checkPartyAnswers(s, { [T.tenant]: 'b' })).toEqual([]);
    expect(checkPartyAnswers(s, { [T.tenant]: '00000000-0000-4000-8000-00000000dead', [T.rent]: 5 })).toEqual(
      [{ questionId: T.tenant, message: 'Velg en av partene i avtalen' }],
    );
  });
});

describe('blind rounds (issue 16)', () => {
  it("are not blind by default: two answers are shown as they come (the spec's behaviour)", () => {
    const s = submit(agreement({ expectedParticipants: 3 }), 'a', [true, true, true]);
    expect(answersRevealed(s)).toBe(true);
  });

  it('hide a round until as many as expected have answered it in round 1, and until everyone who takes part later', () => {
    let s = agreement({ expectedParticipants: 3, blind: true });
    s = submit(submit(s, 'a', [true, true, true]), 'b', [false, true, true]);
    // Two of three: the statuses are known to the rules, but not shown, and no round can start on them.
    expect(everyoneAnswered(s)).toBe(false);
    expect(answersRevealed(s)).toBe(false);
    expect(canStartNextRound(s, 'a')).toEqual({
      allowed: false,
      code: 'ROUND_NOT_CLOSED',
      message: 'Alle deltakerne må svare før neste runde kan starte',
    });
    expect(agreedAnswers(s).size).toBe(0);
    s = submit(s, 'c', [false, true, true]);
    expect(answersRevealed(s)).toBe(true);
    expect(canStartNextRound(s, 'a')).toEqual({ allowed: true });
    expect(agreedValues(s)).toEqual({ [Q[1]]: true, [Q[2]]: true });
    s = submit(nextRound(s), 'a', [true]);
    expect(answersRevealed(s)).toBe(false);
    // The round before stays shown.
    expect(answersRevealed(s, 1)).toBe(true);
    s = submit(submit(s, 'b', [true]), 'c', [true]);
    expect(answersRevealed(s)).toBe(true);
    expect(agreementStatus(s)).toBe('completed');
  });

  it('show the answers once the agreement is closed (disagreement declared)', () => {
    const s = submit(agreement({ expectedParticipants: 3, blind: true }), 'a', [true, true, true]);
    expect(answersRevealed(s)).toBe(false);
    expect(answersRevealed(roundSnapshot({ ...s, declaredDisagreement: true }))).toBe(true);
  });

  it('are set by the initiator only, while the agreement is open', () => {
    const open = submit(agreement(), 'a', [true, true, true]);
    expect(canSetBlind(open, 'user-a')).toEqual({ allowed: true });
    expect(canSetBlind(open, 'user-b')).toEqual({
      allowed: false,
      code: 'NOT_INITIATOR',
      message: 'Bare den som startet avtalen kan skjule svarene',
    });
    const done = submit(open, 'b', [true, true, true]);
    expect(canSetBlind(done, 'user-a')).toMatchObject({ allowed: false, code: 'AGREEMENT_CLOSED' });
  });
});

describe('a question replaced by a settled proposal (issue 19, docs/negotiation.md)', () => {
  const R = '00000000-0000-4000-8000-0000000000aa';
  /** Q[0] is replaced by R from round 2 (a library proposal all accepted in round 1). */
  const withReplacement = (): RoundSnapshot =>
    agreement({
      questions: [
        ...Q.map((id, i) => ({ id, type: 'yes_no' as const, order: i + 1 })),
        { id: R, type: 'yes_no' as const, order: 1, fromRound: 2, replacesQuestionId: Q[0] },
      ],
    });

  it('is not asked in round 1; from its round it is asked instead of the disputed question', () => {
    let s = withReplacement();
    expect(roundQuestionIds(s)).toEqual(Q);
    s = submit(s, 'a', [true, true, true]);
    s = submit(s, 'b', [false, true, false]);
    s = nextRound(s);
    expect(roundQuestionIds(s)).toEqual([R, Q[2]]);
    expect(roundQuestionIds(s, 1)).toEqual(Q);
  });

  it('the replaced question counts for neither the status nor the agreed answers; its replacement does', () => {
    let s = withReplacement();
    s = submit(s, 'a', [true, true, true]);
    s = submit(s, 'b', [false, true, false]);
    s = nextRound(s);
    s = submit(s, 'a', [true, true]);
    expect(checkAnswers(s, 'a', { [Q[0]]: true })).toEqual([
      { questionId: Q[0], message: expect.any(String) },
    ]);
    s = submit(s, 'b', [true, true]);
    expect([...questionStatuses(s)]).toEqual([
      [R, 'agreed'],
      [Q[2], 'agreed'],
    ]);
    expect(agreementStatus(s)).toBe('completed');
    expect(Object.keys(agreedValues(s)).sort()).toEqual([Q[1], Q[2], R].sort());
  });
});
