import type { Caller } from '@avtalt/contracts';
import type { AnswerValue } from '@avtalt/logic';
import { kari, now, ola, question, snapshot } from './agreement.mapper.spec-helper';
import type { AgreementSnapshot, DraftRow } from './agreement.rows';
import { toRoundSnapshot } from './agreement.snapshot';
import { toComparison } from './comparison.mapper';
import { toQuestions } from './question.mapper';

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
