import type { Caller } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { toAgreement, toSummary } from './agreement.mapper';
import { toComparison } from './comparison.mapper';
import { toQuestions } from './question.mapper';
import type { AgreementSnapshot, DraftRow } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { questionRow } from '../testing/question-rows';
import { NO_NEGOTIATION, type NegotiationRows } from '../negotiation/negotiation.rows';

const now = new Date('2026-11-22T10:00:00Z');
const question = questionRow;
const questions = [
  question(1, {
    type: 'multiple_choice',
    options: ['Likt', 'Etter inntekt'],
    optionClauses: ['Likt.', null],
  }),
  question(2, { type: 'free_text', format: 'amount', clauseTemplate: 'Husleien er {{svar}}.' }),
  question(3, { type: 'free_text', format: 'party' }),
];
const ola: Caller = { id: 'u-ola', name: 'Ola Nordmann', anonymous: false };
const kari: Caller = { id: 'u-kari', name: 'Kari Nordmann', anonymous: false };

/** Ola and Kari answered round 1 (`round1`); the agreement is in `currentRound`. */
function snapshot(round1: Record<string, Record<string, AnswerValue>>, currentRound = 1): AgreementSnapshot {
  return {
    agreement: {
      id: 'ag',
      title: 'Leiligheten',
      description: '',
      topicId: null,
      topicTitle: null,
      status: 'in_progress',
      currentRound,
      maxRounds: 5,
      expectedParticipants: 2,
      declaredDisagreement: false,
      blind: false,
      initiatorId: 'u-ola',
      initiatorName: 'Ola Nordmann',
      legalText: null,
      frozenText: null,
      frozenTextSha256: null,
      document: null,
      createdAt: now,
      updatedAt: now,
      version: '2',
    },
    questions,
    rules: [],
    participants: [
      {
        id: 'p-ola',
        userId: 'u-ola',
        userName: 'Ola Nordmann',
        isAnonymous: false,
        joinedAt: now,
        removedInRound: null,
        birthDate: null,
        address: null,
      },
      {
        id: 'p-kari',
        userId: 'u-kari',
        userName: 'Kari Nordmann',
        isAnonymous: false,
        joinedAt: new Date(now.getTime() + 1),
        removedInRound: null,
        birthDate: null,
        address: null,
      },
    ],
    answers: Object.entries(round1).flatMap(([participantId, given]) =>
      Object.entries(given).map(([questionId, response]) => ({
        participantId,
        questionId,
        round: 1,
        response,
      })),
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
    const s = snapshot({
      'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' },
      'p-kari': { q1: 'Likt', q2: 11000.5, q3: 'other' },
    });
    const comparison = toComparison(s, toRoundSnapshot(s), kari);
    expect(
      comparison.questionAnswers.map((row) => [
        row.type,
        row.options,
        row.format,
        row.status,
        row.answers.map((a) => [a.response, a.display]),
      ]),
    ).toEqual([
      [
        'multiple_choice',
        ['Likt', 'Etter inntekt'],
        null,
        'agreed',
        [
          ['Likt', 'Likt'],
          ['Likt', 'Likt'],
        ],
      ],
      [
        'free_text',
        null,
        'amount',
        'disagreed',
        [
          [12000, '12\u00a0000\u00a0kr'],
          [11000.5, '11\u00a0000,50\u00a0kr'],
        ],
      ],
      [
        'free_text',
        null,
        'party',
        'agreed',
        [
          ['self', 'Ola Nordmann'],
          ['other', 'Ola Nordmann'],
        ],
      ],
    ]);
  });

  it('shows in round 2 what each participant answered in round 1', () => {
    const s = snapshot(
      { 'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' }, 'p-kari': { q1: 'Likt', q2: 11000, q3: 'other' } },
      2,
    );
    const asked = toQuestions(s, toRoundSnapshot(s), kari);
    expect(asked.map((q) => q.id)).toEqual(['q2']);
    expect(asked[0].previousAnswers).toEqual([
      {
        participantId: 'p-ola',
        userName: 'Ola Nordmann',
        isYou: false,
        response: 12000,
        display: '12\u00a0000\u00a0kr',
      },
      {
        participantId: 'p-kari',
        userName: 'Kari Nordmann',
        isYou: true,
        response: 11000,
        display: '11\u00a0000\u00a0kr',
      },
    ]);
    // The comparison of round 2 has no answers yet: '' for each.
    expect(
      toComparison(s, toRoundSnapshot(s), kari).questionAnswers[0].answers.map((a) => [
        a.response,
        a.display,
      ]),
    ).toEqual([
      [null, ''],
      [null, ''],
    ]);
  });
});

describe('the clauses an answer produces ("Dette betyr")', () => {
  const withClauses = [
    question(1, {
      clauseYes: 'Partene skal ha en felles konto.',
      clauseNo: 'Partene skal ikke ha en felles konto.',
    }),
    question(2, {
      type: 'multiple_choice',
      options: ['Likt', 'Etter inntekt', 'Annet'],
      optionClauses: ['Utgiftene deles likt.', null],
    }),
    question(3, { type: 'free_text', format: 'amount', clauseTemplate: 'Husleien er {{svar}} per måned.' }),
    // Stray clauses of another type are not shown: a yes/no question has no template.
    question(4, { clauseTemplate: 'Ikke vist {{svar}}.', optionClauses: ['Ikke vist.'] }),
  ];
  const clausesOf = (q: Record<string, unknown>) => [
    q.clauseYes,
    q.clauseNo,
    q.optionClauses,
    q.clauseTemplate,
  ];
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
    const s = {
      ...snapshot({ 'p-ola': { q1: true, q2: 'Likt', q3: 12000, q4: false } }),
      questions: withClauses,
    };
    expect(toComparison(s, toRoundSnapshot(s), kari).questionAnswers.map(clausesOf)).toEqual(expected);
  });
});

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

describe('document fields and fact suggestions', () => {
  const factQuestions = [
    question(1, {
      text: 'Hva er adressen?',
      type: 'free_text',
      format: 'text',
      fact: true,
      section: 'Bolig',
    }),
    question(2, { text: 'Hvor mye lånes ut?', type: 'free_text', format: 'amount', fact: true }),
    question(3, {
      text: 'Hvem låner ut?',
      type: 'free_text',
      format: 'party',
      partyRoles: { chosen: 'långiver', others: 'låntaker' },
      section: 'Lånet',
    }),
    // Roles on a question that is not a party question are never shown.
    question(4, { text: 'Skal det betales renter?', partyRoles: { chosen: 'x', others: null } }),
  ];
  const per: Caller = { id: 'u-per', name: 'Per Hansen', anonymous: false };
  function withFacts(
    given: Record<string, Record<string, AnswerValue>>,
    currentRound = 1,
  ): AgreementSnapshot {
    const s = snapshot(given, currentRound);
    const perRow = {
      ...s.participants[1],
      id: 'p-per',
      userId: 'u-per',
      userName: 'Per Hansen',
      joinedAt: new Date(now.getTime() + 2),
    };
    return {
      ...s,
      agreement: { ...s.agreement, expectedParticipants: 3 },
      questions: factQuestions,
      participants: [...s.participants, perRow].filter((p) => p.id in given || p.id === 'p-kari'),
    };
  }

  it('gives questions and comparison rows their section, fact and party roles', () => {
    const s = withFacts({ 'p-ola': { q1: 'Storgata 1', q2: 1000, q3: 'self', q4: true } });
    const fieldsOf = (x: { section?: string | null; fact?: boolean; partyRoles?: unknown }) => [
      x.section,
      x.fact,
      x.partyRoles,
    ];
    const expected = [
      ['Bolig', true, null],
      [null, true, null],
      ['Lånet', false, { chosen: 'långiver', others: 'låntaker' }],
      [null, false, null],
    ];
    expect(toQuestions(s, toRoundSnapshot(s), kari).map(fieldsOf)).toEqual(expected);
    expect(toComparison(s, toRoundSnapshot(s), kari).questionAnswers.map(fieldsOf)).toEqual(expected);
  });

  it('offers a fact someone else answered in this round to the one who has not answered it, as people read it', () => {
    const s = withFacts({ 'p-ola': { q1: 'Storgata 1, 0150 Oslo', q2: 200000, q3: 'self', q4: true } });
    const asked = toQuestions(s, toRoundSnapshot(s), kari);
    expect(asked.map((q) => q.suggestion)).toEqual([
      {
        participantId: 'p-ola',
        userName: 'Ola Nordmann',
        response: 'Storgata 1, 0150 Oslo',
        display: 'Storgata 1, 0150 Oslo',
      },
      { participantId: 'p-ola', userName: 'Ola Nordmann', response: 200000, display: '200\u00a0000\u00a0kr' },
      // Not facts: nothing to confirm.
      null,
      null,
    ]);
    // Ola answered them himself: nothing is offered to him.
    expect(toQuestions(s, toRoundSnapshot(s), ola).map((q) => q.suggestion)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('offers nothing once the caller has answered or saved their own answer, and nothing from drafts of others', () => {
    const s = withFacts({ 'p-ola': { q1: 'Storgata 1', q2: 200000, q3: 'self', q4: true } });
    const drafts: DraftRow[] = [{ ownerId: 'u-kari', questionId: 'q1', round: 1, response: 'Storgata 2' }];
    expect(
      toQuestions(s, toRoundSnapshot(s), kari, drafts).map((q) => q.suggestion?.response ?? null),
    ).toEqual([null, 200000, null, null]);
    // Someone's saved answer is theirs alone until they submit: it is never offered to others.
    const nobodyYet = withFacts({});
    const olaDrafts: DraftRow[] = [{ ownerId: 'u-ola', questionId: 'q1', round: 1, response: 'Storgata 1' }];
    expect(
      toQuestions(nobodyYet, toRoundSnapshot(nobodyYet), kari, olaDrafts).map((q) => q.suggestion),
    ).toEqual([null, null, null, null]);
  });

  it('offers the answer of the party who joined first when several have answered', () => {
    const s = withFacts({
      'p-ola': { q1: 'Storgata 1', q2: 1000, q3: 'self', q4: true },
      'p-per': { q1: 'Storgata 9', q2: 1000, q3: 'other', q4: true },
    });
    const asked = toQuestions(s, toRoundSnapshot(s), kari);
    expect(asked[0].suggestion).toMatchObject({ participantId: 'p-ola', response: 'Storgata 1' });
    const forPer = toQuestions(s, toRoundSnapshot(s), per);
    expect(forPer[0].suggestion).toBeNull();
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

describe('why no next round can start (issue 34)', () => {
  const disputed = {
    'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' },
    'p-kari': { q1: 'Likt', q2: 11000, q3: 'other' },
  };
  const proposal = (status: 'pending' | 'accepted' | 'declined'): NegotiationRows => ({
    proposals: [
      {
        id: 'c0ffee00-0000-4000-8000-0000000000b1',
        questionId: 'q2',
        round: 1,
        optionId: 'midpoint',
        source: 'midpoint',
        text: 'Husleien er 11 500 kr',
        clause: null,
        value: 11500,
        display: '11 500 kr',
        description: null,
        proposedBy: 'p-ola',
        status,
        createdAt: now,
        responses: [{ participantId: 'p-ola', accepted: true }],
      },
    ],
    marks: [],
    modelDrafts: [],
  });

  it('is nothing while a round can start, and the reason for everyone once a proposal waits', () => {
    const s = snapshot(disputed);
    expect(
      toComparison(s, toRoundSnapshot(s), kari, { negotiation: NO_NEGOTIATION, modelDrafts: false })
        .nextRoundBlocker,
    ).toBeNull();
    const comparison = toComparison(s, toRoundSnapshot(s), kari, {
      negotiation: proposal('pending'),
      modelDrafts: false,
    });
    expect(comparison.canStartNextRound).toBe(false);
    const q2 = comparison.questionAnswers.find((r) => r.questionId === 'q2')!;
    expect(comparison.nextRoundBlocker).toEqual({
      reason: 'proposal',
      proposalId: 'c0ffee00-0000-4000-8000-0000000000b1',
      questionId: 'q2',
      questionText: q2.questionText,
      proposedBy: { participantId: 'p-ola', userName: 'Ola Nordmann', isYou: false },
      waitingFor: [{ participantId: 'p-kari', userName: 'Kari Nordmann', isYou: true }],
    });
    // The same names and point the proposal's card shows; nothing private (no marks) is in it.
    expect(q2.negotiation?.proposal?.proposedBy).toEqual({
      participantId: 'p-ola',
      userName: 'Ola Nordmann',
      isYou: false,
    });
    const forOla = toComparison(s, toRoundSnapshot(s), ola, {
      negotiation: proposal('pending'),
      modelDrafts: false,
    });
    expect(forOla.nextRoundBlocker).toMatchObject({
      proposedBy: { isYou: true },
      waitingFor: [{ userName: 'Kari Nordmann', isYou: false }],
    });
    expect(
      toComparison(s, toRoundSnapshot(s), kari, { negotiation: proposal('declined'), modelDrafts: false })
        .nextRoundBlocker,
    ).toBeNull();
  });

  it('says who has not answered yet, that nobody disagrees, or nothing once the agreement is closed', () => {
    const half = snapshot({ 'p-ola': disputed['p-ola'] });
    expect(toComparison(half, toRoundSnapshot(half), ola).nextRoundBlocker).toEqual({ reason: 'waiting' });
    // Two of three expected agree on everything: not complete, yet there is nothing to ask again.
    const agreed = snapshot({
      'p-ola': { q1: 'Likt', q2: 12000, q3: 'self' },
      'p-kari': { q1: 'Likt', q2: 12000, q3: 'other' },
    });
    const twoOfThree: AgreementSnapshot = {
      ...agreed,
      agreement: { ...agreed.agreement, expectedParticipants: 3 },
    };
    expect(toComparison(twoOfThree, toRoundSnapshot(twoOfThree), ola).nextRoundBlocker).toEqual({
      reason: 'no-disagreement',
    });
    expect(toComparison(agreed, toRoundSnapshot(agreed), ola).nextRoundBlocker).toBeNull();
    const last = snapshot(disputed);
    const lastRound: AgreementSnapshot = { ...last, agreement: { ...last.agreement, maxRounds: 1 } };
    expect(toComparison(lastRound, toRoundSnapshot(lastRound), ola).nextRoundBlocker).toBeNull();
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
