import type { Caller } from '@avtalt/contracts';
import { toAgreement, toSummary } from './agreement.mapper';
import { kari, now, ola, question, snapshot } from './agreement.mapper.spec-helper';
import type { AgreementSnapshot } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { toComparison } from './comparison.mapper';
import { toQuestions } from './question.mapper';

describe('party details in the agreement view', () => {
  const withDetails = (): AgreementSnapshot => {
    const s = snapshot({ 'p-ola': { q1: 'Likt' }, 'p-kari': { q1: 'Likt' } });
    return {
      ...s,
      participants: [
        { ...s.participants[0], birthDate: '1980-03-01', address: 'Storgata 1' },
        s.participants[1],
      ],
    };
  };

  it('tells everyone whether each party has given details, and only the caller what their own are', () => {
    const s = withDetails();
    const seenByOla = toAgreement(s, toRoundSnapshot(s), ola);
    expect(seenByOla.participants.map((p) => [p.userName, p.hasDetails])).toEqual([
      ['Ola Nordmann', true],
      ['Kari Nordmann', false],
    ]);
    expect(seenByOla.yourDetails).toEqual({ birthDate: '1980-03-01', address: 'Storgata 1' });
    const seenByKari = toAgreement(s, toRoundSnapshot(s), kari);
    expect(seenByKari.yourDetails).toBeNull();
    // Ola's values appear nowhere in what Kari (or a stranger) gets.
    for (const caller of [kari, { id: 'u-per', name: 'Per', anonymous: false }]) {
      const text = JSON.stringify(toAgreement(s, toRoundSnapshot(s), caller));
      expect(text).not.toContain('1980-03-01');
      expect(text).not.toContain('Storgata 1');
    }
  });

  it("gives the agreement's document settings, null for one without", () => {
    const s = withDetails();
    expect(toAgreement(s, toRoundSnapshot(s), ola).document).toBeNull();
    const plan = {
      ...s,
      agreement: {
        ...s.agreement,
        document: {
          kind: 'plan' as const,
          heading: 'Husholdningsplan',
          termClause: null,
          disputeClause: null,
        },
      },
    };
    expect(toAgreement(plan, toRoundSnapshot(plan), ola).document).toEqual({
      kind: 'plan',
      heading: 'Husholdningsplan',
      termClause: null,
      disputeClause: null,
    });
  });
});

describe('blind rounds and removed participants (issue 16)', () => {
  const per: Caller = { id: 'u-per', name: 'Per Hansen', anonymous: false };
  const stranger: Caller = { id: 'u-x', name: 'Xena', anonymous: false };
  /** Ola and Kari answered round 1 of three expected; Per has not joined yet. */
  function blindTwoOfThree(blind = true): AgreementSnapshot {
    const s = snapshot({
      'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' },
      'p-kari': { q1: 'Likt', q2: 11000, q3: 'other' },
    });
    return { ...s, agreement: { ...s.agreement, expectedParticipants: 3, blind } };
  }

  it('shows a participant only their own answers and no status until everyone has answered a blind round', () => {
    const s = blindTwoOfThree();
    const comparison = toComparison(s, toRoundSnapshot(s), kari);
    expect(comparison.blind).toBe(true);
    expect(comparison.answersHidden).toBe(true);
    expect(comparison.participants.map((p) => p.hasResponded)).toEqual([true, true]);
    expect(
      comparison.questionAnswers.map((row) => [
        row.status,
        row.answers.map((a) => [a.userId, a.response, a.display]),
      ]),
    ).toEqual([
      [
        'pending',
        [
          ['u-ola', null, ''],
          ['u-kari', 'Likt', 'Likt'],
        ],
      ],
      [
        'pending',
        [
          ['u-ola', null, ''],
          ['u-kari', 11000, '11\u00a0000\u00a0kr'],
        ],
      ],
      [
        'pending',
        [
          ['u-ola', null, ''],
          ['u-kari', 'other', 'Ola Nordmann'],
        ],
      ],
    ]);
    // Someone with the link who takes no part sees no one's answers.
    expect(
      toComparison(s, toRoundSnapshot(s), stranger).questionAnswers.flatMap((row) =>
        row.answers.map((a) => a.response),
      ),
    ).toEqual([null, null, null, null, null, null]);
  });

  it('shows every answer and status once the last one has answered, and at once when the round is not blind', () => {
    const open = blindTwoOfThree(false);
    expect(toComparison(open, toRoundSnapshot(open), kari).answersHidden).toBe(false);
    expect(
      toComparison(open, toRoundSnapshot(open), kari).questionAnswers[0].answers.map((a) => a.response),
    ).toEqual(['Likt', 'Likt']);
    const s = blindTwoOfThree();
    const perRow = {
      ...s.participants[1],
      id: 'p-per',
      userId: 'u-per',
      userName: 'Per Hansen',
      joinedAt: new Date(now.getTime() + 2),
    };
    const all: AgreementSnapshot = {
      ...s,
      participants: [...s.participants, perRow],
      answers: [...s.answers, { participantId: 'p-per', questionId: 'q1', round: 1, response: 'Likt' }],
      submissions: [...s.submissions, { participantId: 'p-per', round: 1 }],
    };
    const comparison = toComparison(all, toRoundSnapshot(all), kari);
    expect(comparison.answersHidden).toBe(false);
    expect(comparison.questionAnswers[0]).toMatchObject({ status: 'agreed' });
    expect(comparison.questionAnswers[0].answers.map((a) => a.response)).toEqual(['Likt', 'Likt', 'Likt']);
  });

  it('offers no fact suggestion in a blind round before everyone has answered', () => {
    const base = blindTwoOfThree();
    const s: AgreementSnapshot = {
      ...base,
      questions: [question(1, { type: 'free_text', format: 'text', fact: true })],
    };
    const withoutKari: AgreementSnapshot = {
      ...s,
      answers: s.answers.filter((a) => a.participantId === 'p-ola' && a.questionId === 'q1'),
      submissions: [{ participantId: 'p-ola', round: 1 }],
    };
    expect(toQuestions(withoutKari, toRoundSnapshot(withoutKari), per)[0].suggestion).toBeNull();
    const open: AgreementSnapshot = { ...withoutKari, agreement: { ...withoutKari.agreement, blind: false } };
    expect(toQuestions(open, toRoundSnapshot(open), per)[0].suggestion).toMatchObject({
      participantId: 'p-ola',
      response: 'Likt',
    });
  });

  it('names the removed to those who take part and the initiator, tells the removed one, and tells strangers nothing', () => {
    const base = snapshot({ 'p-ola': { q1: 'Likt' }, 'p-kari': { q1: 'Likt' } }, 2);
    const perRow = {
      ...base.participants[1],
      id: 'p-per',
      userId: 'u-per',
      userName: 'Per Hansen',
      removedInRound: 2,
    };
    const s: AgreementSnapshot = {
      ...base,
      participants: [...base.participants, perRow],
      submissions: [...base.submissions, { participantId: 'p-per', round: 1 }],
    };
    const removed = [{ participantId: 'p-per', userName: 'Per Hansen', removedInRound: 2 }];
    expect(toAgreement(s, toRoundSnapshot(s), kari)).toMatchObject({
      removedParticipants: removed,
      youAreRemoved: false,
    });
    expect(toComparison(s, toRoundSnapshot(s), ola)).toMatchObject({
      removedParticipants: removed,
      youAreRemoved: false,
    });
    expect(toComparison(s, toRoundSnapshot(s), per)).toMatchObject({
      removedParticipants: [],
      youAreRemoved: true,
    });
    expect(toAgreement(s, toRoundSnapshot(s), stranger)).toMatchObject({
      removedParticipants: [],
      youAreRemoved: false,
    });
  });
});

describe('the dashboard card (issue 34)', () => {
  const row = snapshot({}).agreement;

  it('names whom an open round waits for to those taking part', () => {
    const card = toSummary(row, 2, 'u-ola', { names: ['Kari Nordmann'], insider: true });
    expect(card.waitingFor).toEqual(['Kari Nordmann']);
    expect(card.isInitiator).toBe(true);
  });

  it('names nobody to someone only answering a draft, and nobody once the agreement is finished', () => {
    expect(toSummary(row, 2, 'u-per', { names: ['Kari Nordmann'], insider: false })).not.toHaveProperty(
      'waitingFor',
    );
    expect(
      toSummary({ ...row, status: 'completed' }, 2, 'u-ola', { names: ['Kari Nordmann'], insider: true })
        .waitingFor,
    ).toEqual([]);
    expect(toSummary(row, 2, 'u-ola')).not.toHaveProperty('waitingFor');
  });
});
