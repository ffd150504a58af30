import type { LogicRule } from '@avtalt/logic';
import { participantIdOf, participantsIn, roundSnapshot, type RoundSnapshot } from './round-snapshot';
import { agreementStatus, askedQuestionIds, questionStatuses, roundQuestionIds } from './round-status.rules';
import {
  canAnswer,
  canDeclareDisagreement,
  canDelete,
  canRemoveParticipant,
  canStartNextRound,
  checkAnswers,
} from './rounds.rules';
import { agreedValues, agreement, nextRound, Q, submit } from './rounds.spec-helper';

describe('logic in rounds', () => {
  const rules: LogicRule[] = [
    { id: 'r1', questionId: Q[1], sourceQuestionId: Q[0], operator: 'equals', value: true, action: 'show' },
  ];

  it('asks a shown question only of those whose answers show it, and leaves out questions asked of nobody', () => {
    let s = agreement({ rules });
    expect(askedQuestionIds(s, 'a')).toEqual([Q[0], Q[2]]);
    s = submit(s, 'a', [false, false], [Q[0], Q[2]]);
    s = submit(s, 'b', [false, false], [Q[0], Q[2]]);
    expect([...questionStatuses(s).keys()]).toEqual([Q[0], Q[2]]);
    expect(agreementStatus(s)).toBe('completed');
  });

  it('marks a question disagreed when logic asked it of some participants only', () => {
    let s = agreement({ rules });
    s = submit(s, 'a', [true, true, true]);
    s = submit(s, 'b', [false, true], [Q[0], Q[2]]);
    expect(questionStatuses(s).get(Q[1])).toBe('disagreed');
  });

  it('refuses answers to hidden, unknown and out-of-round questions', () => {
    const s = agreement({ rules });
    expect(checkAnswers(s, undefined, { [Q[0]]: false, [Q[1]]: true })).toEqual([
      { questionId: Q[1], message: 'Spørsmålet er skjult med svarene du har gitt' },
    ]);
    expect(checkAnswers(s, undefined, { '00000000-0000-4000-8000-000000000009': true })).toEqual([
      {
        questionId: '00000000-0000-4000-8000-000000000009',
        message: 'Spørsmålet hører ikke til denne avtalen',
      },
    ]);
    let two = submit(submit(agreement(), 'a', [true, true, true]), 'b', [false, true, true]);
    two = nextRound(two);
    expect(checkAnswers(two, 'a', { [Q[1]]: true })).toEqual([
      { questionId: Q[1], message: 'Spørsmålet er ikke med i denne runden' },
    ]);
    expect(checkAnswers(two, 'a', { [Q[0]]: true })).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses the next round while someone has not answered', () => {
    let s = nextRound(submit(submit(agreement(), 'a', [true, true, true]), 'b', [false, true, true]));
    s = submit(s, 'a', [true]);
    expect(canStartNextRound(s, 'a')).toEqual({
      allowed: false,
      code: 'ROUND_NOT_CLOSED',
      message: 'Alle deltakerne må svare før neste runde kan starte',
    });
  });

  it('refuses the next round when nothing is disagreed, past the last round, and for outsiders', () => {
    const agreed = submit(submit(agreement({ expectedParticipants: 3 }), 'a', [true, true, true]), 'b', [
      true,
      true,
      true,
    ]);
    expect(canStartNextRound(agreed, 'a')).toMatchObject({
      allowed: false,
      message: 'Dere er enige om alt – det trengs ingen ny runde',
    });
    const last = submit(submit(agreement({ currentRound: 5 }), 'a', [true, true, true]), 'b', [
      false,
      true,
      true,
    ]);
    expect(
      canStartNextRound(roundSnapshot({ ...last, declaredDisagreement: false, maxRounds: 5 }), 'a'),
    ).toMatchObject({
      allowed: false,
      code: 'LAST_ROUND',
    });
    expect(canStartNextRound(agreed, undefined)).toMatchObject({ allowed: false, code: 'NOT_PARTICIPANT' });
  });

  it('allows disagreement only in round 1, only for logged-in participants', () => {
    const s = submit(agreement(), 'a', [true, true, true]);
    expect(canDeclareDisagreement(s, { anonymous: false }, 'a')).toEqual({ allowed: true });
    expect(canDeclareDisagreement(s, { anonymous: true }, 'a')).toMatchObject({
      allowed: false,
      code: 'LOGIN_REQUIRED',
      message: 'Du må være innlogget for å markere uenighet',
    });
    expect(canDeclareDisagreement(s, { anonymous: false }, undefined)).toMatchObject({
      allowed: false,
      code: 'NOT_PARTICIPANT',
    });
    expect(
      canDeclareDisagreement(roundSnapshot({ ...s, currentRound: 2 }), { anonymous: false }, 'a'),
    ).toMatchObject({
      allowed: false,
      code: 'ONLY_FIRST_ROUND',
      message: 'Uenighet kan bare markeres i første runde',
    });
  });

  it('refuses answers after completion, and newcomers after round 1', () => {
    const done = submit(submit(agreement(), 'a', [true, true, true]), 'b', [true, true, true]);
    expect(canAnswer(done, 'user-a')).toEqual({
      allowed: false,
      code: 'AGREEMENT_CLOSED',
      message: 'Avtalen er avsluttet og tar ikke imot flere svar',
    });
    const round2 = nextRound(submit(submit(agreement(), 'a', [true, true, true]), 'b', [false, true, true]));
    expect(canAnswer(round2, 'user-x')).toEqual({
      allowed: false,
      code: 'JOIN_CLOSED',
      message: 'Avtalen er i runde 2. Bare de som svarte i første runde kan delta videre.',
    });
    expect(canAnswer(round2, 'user-a')).toEqual({ allowed: true });
    expect(canAnswer(agreement(), 'user-x')).toEqual({ allowed: true });
  });

  it('lets only the initiator delete', () => {
    expect(canDelete({ initiatorId: 'user-a' }, 'user-a')).toEqual({ allowed: true });
    expect(canDelete({ initiatorId: 'user-a' }, 'user-b')).toEqual({
      allowed: false,
      code: 'NOT_INITIATOR',
      message: 'Bare den som startet avtalen kan slette den',
    });
  });
});

describe('who takes part', () => {
  /** A participant row of someone who saved answers with a version before drafts, and never submitted. */
  const withLegacyRow = (s: RoundSnapshot): RoundSnapshot =>
    roundSnapshot({
      ...s,
      participants: [...s.participants, { id: 'c', userId: 'user-c', isAnonymous: true }],
      answers: [...s.answers, { participantId: 'c', questionId: Q[0], round: 1, response: false }],
    });

  it('counts nobody who has not submitted round 1: two who agree complete, and the next round is not held up', () => {
    const agreed = withLegacyRow(
      submit(submit(agreement(), 'a', [true, true, true]), 'b', [true, true, true]),
    );
    expect(participantsIn(agreed).map((p) => p.id)).toEqual(['a', 'b']);
    expect(agreementStatus(agreed)).toBe('completed');
    const split = withLegacyRow(
      submit(submit(agreement(), 'a', [true, true, true]), 'b', [false, true, true]),
    );
    expect(canStartNextRound(split, 'a')).toEqual({ allowed: true });
    expect(participantIdOf(split, 'user-c')).toBeUndefined();
    // The row's answer is not in the comparison's statuses either: Q[1] and Q[2] are agreed by a and b.
    expect([...questionStatuses(split).values()]).toEqual(['disagreed', 'agreed', 'agreed']);
  });

  it('refuses a 51st participant in round 1 (the legal text names at most 50 parties)', () => {
    let s = agreement({ expectedParticipants: 50 });
    for (let n = 0; n < 50; n++) s = submit(s, `p${n}`, [n % 2 === 0, true, true]);
    expect(agreementStatus(s)).toBe('in_progress');
    expect(canAnswer(s, 'user-new')).toEqual({
      allowed: false,
      code: 'AGREEMENT_FULL',
      message: 'Avtalen har allerede 50 deltakere, som er det meste en avtale kan ha',
    });
    // Those who joined may still answer (replace their set) until the round closes.
    expect(canAnswer(s, 'user-p7')).toEqual({ allowed: true });
  });

  describe('removal', () => {
    /** a, b and c answered round 1 (c said Nei to Q[0]); round 2 asks Q[0] again and a and b have answered it. */
    const waitingForC = (expectedParticipants = 2): RoundSnapshot => {
      let s = agreement({ expectedParticipants });
      s = submit(submit(submit(s, 'a', [true, true, true]), 'b', [true, true, true]), 'c', [
        false,
        true,
        true,
      ]);
      s = nextRound(s);
      return submit(submit(s, 'a', [true]), 'b', [true]);
    };
    const removeC = (s: RoundSnapshot): RoundSnapshot =>
      roundSnapshot({
        ...s,
        participants: s.participants.map((p) =>
          p.id === 'c' ? { ...p, removedInRound: s.currentRound } : p,
        ),
      });

    it('lets the initiator remove someone who has not answered this round, and only them', () => {
      const s = waitingForC();
      expect(canRemoveParticipant(s, 'user-a', 'c')).toEqual({ allowed: true });
      expect(canRemoveParticipant(s, 'user-b', 'c')).toMatchObject({
        allowed: false,
        code: 'NOT_INITIATOR',
        message: 'Bare den som startet avtalen kan fjerne deltakere',
      });
      expect(canRemoveParticipant(s, 'user-a', 'a')).toMatchObject({
        allowed: false,
        code: 'CONFLICT',
        message: 'Du kan ikke fjerne deg selv fra avtalen',
      });
      expect(canRemoveParticipant(s, 'user-a', 'b')).toMatchObject({
        allowed: false,
        code: 'ALREADY_RESPONDED',
        message: 'Deltakeren har allerede svart i denne runden og kan ikke fjernes',
      });
      expect(canRemoveParticipant(s, 'user-a', 'x')).toMatchObject({ allowed: false, code: 'NOT_FOUND' });
      const open = removeC({
        ...waitingForC(3),
        answers: waitingForC(3).answers.filter((a) => !(a.participantId === 'b' && a.round === 2)),
        submissions: waitingForC(3).submissions.filter((x) => !(x.participantId === 'b' && x.round === 2)),
      });
      expect(agreementStatus(open)).toBe('in_progress');
      expect(canRemoveParticipant(open, 'user-a', 'c')).toMatchObject({ allowed: false, code: 'NOT_FOUND' });
      expect(canAnswer(open, 'user-c')).toMatchObject({
        allowed: false,
        code: 'NOT_PARTICIPANT',
        message: 'Du er fjernet fra denne avtalen og kan ikke svare',
      });
      // b has not answered round 2 either, but is the last other party: an agreement needs two.
      expect(canRemoveParticipant(open, 'user-a', 'b')).toMatchObject({
        allowed: false,
        code: 'CONFLICT',
        message: 'En avtale må ha minst to deltakere. Slett avtalen i stedet hvis den ikke skal fullføres.',
      });
    });

    it('decides the round without the removed participant and keeps the rounds before as they were', () => {
      const s = waitingForC();
      expect(agreementStatus(s)).toBe('in_progress');
      const removed = removeC(s);
      expect(participantsIn(removed).map((p) => p.id)).toEqual(['a', 'b']);
      expect(participantsIn(removed, 1).map((p) => p.id)).toEqual(['a', 'b', 'c']);
      // Round 1 still has Q[0] disagreed (c's Nei), so round 2 still asks exactly Q[0].
      expect(questionStatuses(removed, 1).get(Q[0])).toBe('disagreed');
      expect(roundQuestionIds(removed)).toEqual([Q[0]]);
      expect(agreementStatus(removed)).toBe('completed');
      expect(agreedValues(removed)).toEqual({ [Q[0]]: true, [Q[1]]: true, [Q[2]]: true });
    });

    it('completes in round 2 when everyone left agrees, even below the expected number (nobody can join any more)', () => {
      const s = removeC(waitingForC(3));
      expect(participantsIn(s)).toHaveLength(2);
      expect(agreementStatus(s)).toBe('completed');
      // Round 1 still waits for the expected number: people may still join then.
      let first = agreement({ expectedParticipants: 3 });
      first = submit(submit(first, 'a', [true, true, true]), 'b', [true, true, true]);
      expect(agreementStatus(first)).toBe('in_progress');
    });

    it('does not remove once the agreement is closed', () => {
      const closed = { ...waitingForC(), declaredDisagreement: true };
      expect(canRemoveParticipant(closed, 'user-a', 'c')).toMatchObject({
        allowed: false,
        code: 'AGREEMENT_CLOSED',
      });
    });
  });
});

describe('a full agreement (issue 16, review D3)', () => {
  it('refuses a stranger once as many as expected have joined, while those who joined may still answer', () => {
    const two = submit(submit(agreement(), 'a', [true, true, true]), 'b', [false, true, true]);
    expect(agreementStatus(two)).toBe('in_progress');
    expect(canAnswer(two, 'user-x')).toEqual({
      allowed: false,
      code: 'AGREEMENT_FULL',
      message:
        'Avtalen har allerede alle deltakerne. Be den som startet avtalen om å øke antallet hvis du skal være med.',
    });
    expect(canAnswer(two, 'user-b')).toEqual({ allowed: true });
  });

  it('lets strangers in while fewer than expected have joined, and again when the initiator raises the number', () => {
    const one = submit(agreement(), 'b', [true, true, true]);
    expect(canAnswer(one, 'user-x')).toEqual({ allowed: true });
    const two = submit(one, 'x', [true, true, true]);
    expect(canAnswer(roundSnapshot({ ...two, expectedParticipants: 3 }), 'user-y')).toEqual({
      allowed: true,
    });
  });

  it('always lets the initiator answer their own agreement, also when others filled it first', () => {
    const filled = submit(submit(agreement({ initiatorId: 'user-a' }), 'b', [true, true, true]), 'c', [
      false,
      true,
      true,
    ]);
    expect(canAnswer(filled, 'user-a')).toEqual({ allowed: true });
    expect(canAnswer(filled, 'user-d')).toMatchObject({ allowed: false, code: 'AGREEMENT_FULL' });
  });
});
