import type { Comparison, Participant } from '@avtalt/contracts';
import {
  agreedClause,
  statusChip,
  answerCell,
  answerText,
  comparisonActions,
  participantLabel,
  questionTextsOf,
  removableParticipants,
  respondedText,
} from './comparison.rules';

const participant = (over: Partial<Participant>): Participant => ({
  id: 'p1',
  userId: 'u1',
  userName: 'Ola',
  hasResponded: true,
  isAnonymous: false,
  isYou: false,
  canRemove: false,
  ...over,
});

const comparison = (over: Partial<Comparison> = {}): Comparison => ({
  title: 'Husleie',
  status: 'in_progress',
  currentRound: 1,
  maxRounds: 5,
  expectedParticipants: 2,
  canStartNextRound: false,
  participants: [
    participant({ id: 'p1', isYou: true }),
    participant({ id: 'p2', userId: 'u2', userName: 'Kari' }),
  ],
  questionAnswers: [],
  ...over,
});

describe('statusChip (issue 34)', () => {
  const answer = (participantId: string, response: string | number | boolean | null, display: string) => ({
    participantId,
    userId: `u-${participantId}`,
    userName: participantId,
    response,
    display,
  });

  it('labels a row «Ikke besvart» when the only difference is a skip, keeping the status', () => {
    const row = { status: 'disagreed' as const, answers: [answer('a', true, 'Ja'), answer('b', null, '')] };
    expect(statusChip(row)).toEqual({ label: 'Ikke besvart', color: 'warning' });
    expect(statusChip({ ...row, answers: [answer('a', null, ''), answer('b', null, '')] }).label).toBe(
      'Ikke besvart',
    );
  });

  it('keeps «Uenige» when the given answers differ, and the other statuses as they are', () => {
    const row = {
      status: 'disagreed' as const,
      answers: [answer('a', true, 'Ja'), answer('b', false, 'Nei'), answer('c', null, '')],
    };
    expect(statusChip(row)).toEqual({ label: 'Uenige', color: 'error' });
    expect(statusChip({ ...row, answers: [answer('a', true, 'Ja'), answer('b', false, 'Nei')] }).label).toBe(
      'Uenige',
    );
    expect(
      statusChip({ status: 'agreed', answers: [answer('a', true, 'Ja'), answer('b', true, 'Ja')] }).label,
    ).toBe('Enige');
    expect(
      statusChip({ status: 'pending', answers: [answer('a', true, 'Ja'), answer('b', null, '')] }).label,
    ).toBe('Venter på svar');
  });
});

describe('participantLabel', () => {
  it("calls the caller 'Deg'", () => {
    expect(participantLabel(participant({ isYou: true }))).toBe('Deg');
  });

  it('uses the name, with a fallback for anonymous participants', () => {
    expect(participantLabel(participant({ userName: 'Kari' }))).toBe('Kari');
    expect(participantLabel(participant({ userName: '', isAnonymous: true }))).toBe('Anonym deltaker');
  });
});

describe('answerText', () => {
  const row = {
    answers: [
      { participantId: 'p1', userId: 'u1', userName: 'Ola', response: true, display: 'Ja' },
      { participantId: 'p2', userId: 'u2', userName: 'Kari', response: false, display: 'Nei' },
      { participantId: 'p3', userId: 'u3', userName: 'Per', response: null, display: '' },
    ],
  };

  it('shows Ja, Nei or a dash', () => {
    expect(answerText(row, { id: 'p1', userId: 'u1' })).toBe('Ja');
    expect(answerText(row, { id: 'p2', userId: 'u2' })).toBe('Nei');
    expect(answerText(row, { id: 'p3', userId: 'u3' })).toBe('–');
    expect(answerText(row, { id: 'p9', userId: 'u9' })).toBe('–');
  });

  it('finds the answer by user id when the participant id differs', () => {
    expect(answerText(row, { id: 'other', userId: 'u2' })).toBe('Nei');
  });

  it("shows a typed answer as the server formatted it ('12 000 kr', a date, a name, an option)", () => {
    const typed = {
      answers: [
        {
          participantId: 'p1',
          userId: 'u1',
          userName: 'Ola',
          response: 12000,
          display: '12\u00a0000\u00a0kr',
        },
        {
          participantId: 'p2',
          userId: 'u2',
          userName: 'Kari',
          response: '2027-03-01',
          display: '1. mars 2027',
        },
        { participantId: 'p3', userId: 'u3', userName: 'Per', response: 'p1', display: 'Ola Nordmann' },
        {
          participantId: 'p4',
          userId: 'u4',
          userName: 'Liv',
          response: 'Etter inntekt',
          display: 'Etter inntekt',
        },
      ],
    };
    expect(answerCell(typed, { id: 'p1', userId: 'u1' })).toEqual({
      text: '12\u00a0000\u00a0kr',
      tone: 'value',
    });
    expect(answerText(typed, { id: 'p2', userId: 'u2' })).toBe('1. mars 2027');
    expect(answerText(typed, { id: 'p3', userId: 'u3' })).toBe('Ola Nordmann');
    expect(answerText(typed, { id: 'p4', userId: 'u4' })).toBe('Etter inntekt');
  });

  it('colours Ja and Nei, greys a missing answer, and falls back to the stored value without a display', () => {
    expect(answerCell(row, { id: 'p1', userId: 'u1' }).tone).toBe('yes');
    expect(answerCell(row, { id: 'p2', userId: 'u2' }).tone).toBe('no');
    expect(answerCell(row, { id: 'p3', userId: 'u3' }).tone).toBe('none');
    const bare = {
      answers: [{ participantId: 'p1', userId: 'u1', userName: 'Ola', response: 'Likt', display: '' }],
    };
    expect(answerText(bare, { id: 'p1', userId: 'u1' })).toBe('Likt');
  });
});

describe('respondedText', () => {
  it('counts against the expected number in round 1', () => {
    expect(respondedText(comparison({ expectedParticipants: 4 }))).toBe('2 av 4 har svart');
  });

  it('counts against those who take part from round 2 on (nobody can join any more)', () => {
    expect(respondedText(comparison({ expectedParticipants: 4, currentRound: 2 }))).toBe('2 av 2 har svart');
  });
});

describe('comparisonActions', () => {
  it("offers only 'Se ferdig avtale' when completed", () => {
    const actions = comparisonActions(comparison({ status: 'completed' }), true);
    expect(actions).toMatchObject({
      seeFinal: true,
      nextRound: false,
      roundOneChoices: false,
      answer: false,
    });
  });

  it('offers the next round and the round-1 choices to a logged-in user in round 1', () => {
    const actions = comparisonActions(comparison({ canStartNextRound: true }), true);
    expect(actions).toMatchObject({ nextRound: true, nextRoundEnabled: true, roundOneChoices: true });
  });

  it('offers none of them to a logged-out visitor', () => {
    expect(comparisonActions(comparison(), false)).toMatchObject({
      nextRound: false,
      roundOneChoices: false,
    });
  });

  it('drops the round-1 choices later and the next round in the last round', () => {
    expect(comparisonActions(comparison({ currentRound: 2 }), true).roundOneChoices).toBe(false);
    expect(comparisonActions(comparison({ currentRound: 5 }), true).nextRound).toBe(false);
  });

  it('asks a participant who has not answered this round to answer', () => {
    const c = comparison({
      currentRound: 2,
      participants: [participant({ isYou: true, hasResponded: false })],
    });
    expect(comparisonActions(c, true).answer).toBe(true);
    expect(comparisonActions(comparison(), true).answer).toBe(false);
  });
});

describe('removableParticipants', () => {
  it('lists exactly those the server marks as removable for the caller', () => {
    const c = {
      participants: [
        participant({ id: 'p1', isYou: true }),
        participant({ id: 'p2', hasResponded: false, canRemove: true }),
        participant({ id: 'p3', hasResponded: false }),
      ],
    };
    expect(removableParticipants(c).map((p) => p.id)).toEqual(['p2']);
  });
});

describe('agreedClause', () => {
  const row = {
    type: 'yes_no' as const,
    options: null,
    format: null,
    clauseYes: 'Partene har felles konto.',
    clauseNo: 'Partene har ikke felles konto.',
    status: 'agreed' as const,
    answers: [
      { participantId: 'p1', userId: 'u1', userName: 'Kari', response: null, display: '' },
      { participantId: 'p2', userId: 'u2', userName: 'Ola', response: false, display: 'Nei' },
    ],
  };

  it('gives the clause of the agreed answer (an agreed Nei shows what Nei means)', () => {
    expect(agreedClause(row, 3)).toBe('Partene har ikke felles konto.');
  });

  it('gives none while they disagree or wait, or when the answer has no clause', () => {
    expect(agreedClause({ ...row, status: 'disagreed' }, 2)).toBeNull();
    expect(agreedClause({ ...row, status: 'pending' }, 2)).toBeNull();
    expect(agreedClause({ ...row, clauseNo: null }, 2)).toBeNull();
    expect(agreedClause({ ...row, answers: [] }, 2)).toBeNull();
  });

  it('words the clause for two parties as the document does', () => {
    const both = {
      ...row,
      clauseNo: 'Alle partene betaler fra egen konto, og de andre partene kan ikke kreve noe.',
    };
    expect(agreedClause(both, 2)).toBe(
      'Begge partene betaler fra egen konto, og den andre parten kan ikke kreve noe.',
    );
    expect(agreedClause(both, 3)).toBe(
      'Alle partene betaler fra egen konto, og de andre partene kan ikke kreve noe.',
    );
  });
});

describe('a full agreement (issue 16)', () => {
  const stranger = (over: Partial<Comparison> = {}) =>
    comparison({ participants: comparison().participants.map((p) => ({ ...p, isYou: false })), ...over });

  it('offers a stranger no answering once as many as expected have joined', () => {
    expect(comparisonActions(stranger({ expectedParticipants: 2 }), false).answer).toBe(false);
    expect(comparisonActions(stranger({ expectedParticipants: 3 }), false).answer).toBe(true);
  });

  it('still offers it to the initiator who has not answered yet', () => {
    expect(comparisonActions(stranger({ expectedParticipants: 2, isInitiator: true }), true).answer).toBe(
      true,
    );
  });
});

describe('questionTextsOf', () => {
  it("gives each row's question text by its question id", () => {
    const texts = questionTextsOf({
      questionAnswers: [
        { questionId: 'q1', questionText: 'Skal dere leie bil?' },
        { questionId: 'q2', questionText: 'Hvem betaler?' },
      ] as Comparison['questionAnswers'],
    });
    expect([...texts]).toEqual([
      ['q1', 'Skal dere leie bil?'],
      ['q2', 'Hvem betaler?'],
    ]);
  });
});
