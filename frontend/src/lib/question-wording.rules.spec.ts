import type { Comparison } from '@avtalt/contracts';
import { comparisonInLanguage, questionWording } from './question-wording.rules';

const rent = {
  type: 'multiple_choice' as const,
  format: null,
  text: 'Hvordan deles husleien?',
  description: 'Tenk på inntektene.',
  section: 'Økonomi',
  options: ['Likt', 'Etter inntekt'],
  wordings: {
    nn: { text: 'Korleis skal husleiga delast?', options: ['Likt', 'Etter inntekt'] },
    en: { text: 'How is the rent shared?', section: 'Finances', options: ['Equally', 'By income'] },
  },
};

describe('questionWording', () => {
  it('reads a question as stored in bokmål, and in nynorsk and English from its wordings', () => {
    const nb = questionWording(rent, 'nb');
    expect([nb.text, nb.description, nb.section, nb.optionLabel('Etter inntekt')]).toEqual([
      'Hvordan deles husleien?',
      'Tenk på inntektene.',
      'Økonomi',
      'Etter inntekt',
    ]);
    const en = questionWording(rent, 'en');
    expect([en.text, en.section, en.optionLabel('Etter inntekt'), en.optionLabel('Likt')]).toEqual([
      'How is the rent shared?',
      'Finances',
      'By income',
      'Equally',
    ]);
    // What the translation lacks is read in bokmål rather than left out.
    expect([en.description, questionWording(rent, 'nn').section]).toEqual(['Tenk på inntektene.', 'Økonomi']);
  });

  it('reads as stored without wordings, and keeps options whose translation does not match them one to one', () => {
    expect(questionWording({ ...rent, wordings: null }, 'en').text).toBe('Hvordan deles husleien?');
    const mismatched = { ...rent, wordings: { en: { text: 'Rent?', options: ['Equally'] } } };
    expect(questionWording(mismatched, 'en').optionLabel('Likt')).toBe('Likt');
    expect(questionWording(rent, 'en').optionLabel('Annet')).toBe('Annet');
  });

  it('shows an option by its label, values as the language writes them, and a party as the server named it', () => {
    expect(questionWording(rent, 'en').answerText('Etter inntekt', 'Etter inntekt')).toBe('By income');
    const value = (format: 'amount' | 'date' | 'percent' | 'party' | 'text') => ({
      type: 'free_text' as const,
      format,
      text: 'Hva?',
    });
    const en = (format: Parameters<typeof value>[0], response: unknown, display: string) =>
      questionWording(value(format), 'en').answerText(response, display);
    expect(en('amount', 12000, '12\u00a0000\u00a0kr')).toBe('NOK\u00a012,000');
    expect(en('date', '2027-03-01', '1. mars 2027')).toBe('1 March 2027');
    expect(en('percent', 4.5, '4,5\u00a0%')).toBe('4.5%');
    expect(en('party', 'self', 'Kari Nordmann')).toBe('Kari Nordmann');
    expect(en('text', 'Som avtalt', 'Som avtalt')).toBe('Som avtalt');
    expect(en('amount', null, '')).toBe('');
    expect(questionWording(value('amount'), 'nn').answerText(12000, '12\u00a0000\u00a0kr')).toBe(
      '12\u00a0000\u00a0kr',
    );
  });
});

describe('a curated compromise in the reader’s language', () => {
  const offered = {
    id: 'library:1',
    text: 'Skal dere dele 60/40?',
    clause: 'Partene deler 60/40.',
    description: null,
  };
  const question = {
    ...rent,
    wordings: {
      en: {
        text: 'How is the rent shared?',
        middleGround: [
          { text: 'Split by income?', clause: 'The parties split by income.' },
          { text: 'Split 60/40?', clause: 'The parties split 60/40.', description: 'A fixed share.' },
        ],
      },
    },
  };

  it('is read by its translation at its place; a model’s draft and a bokmål reader’s as offered', () => {
    expect(questionWording(question, 'en').compromise(offered)).toEqual({
      id: 'library:1',
      text: 'Split 60/40?',
      clause: 'The parties split 60/40.',
      description: 'A fixed share.',
    });
    const drafted = { ...offered, id: 'model:abc' };
    expect(questionWording(question, 'en').compromise(drafted)).toBe(drafted);
    expect(questionWording(question, 'nb').compromise(offered)).toBe(offered);
    expect(questionWording(question, 'nn').compromise(offered)).toBe(offered);
  });
});

describe('comparisonInLanguage', () => {
  const comparison = {
    nextRoundBlocker: { reason: 'proposal', questionId: 'q1', questionText: rent.text },
    questionAnswers: [
      {
        questionId: 'q1',
        questionText: rent.text,
        type: 'multiple_choice',
        options: rent.options,
        section: rent.section,
        wordings: rent.wordings,
        status: 'disagreed',
        answers: [
          { participantId: 'p1', response: 'Likt', display: 'Likt' },
          { participantId: 'p2', response: null, display: '' },
        ],
      },
    ],
  } as unknown as Comparison;

  it('words the points, option answers and a proposal’s point for the reader, and keeps what decides', () => {
    const en = comparisonInLanguage(comparison, 'en');
    const [row] = en.questionAnswers;
    expect([row!.questionText, row!.section, row!.answers.map((a) => a.display)]).toEqual([
      'How is the rent shared?',
      'Finances',
      ['Equally', ''],
    ]);
    expect(row!.answers.map((a) => a.response)).toEqual(['Likt', null]);
    expect([row!.options, row!.status]).toEqual([rent.options, 'disagreed']);
    expect(en.nextRoundBlocker).toMatchObject({ questionText: 'How is the rent shared?' });
  });

  it('gives the same object back in bokmål and when no point has the language', () => {
    expect(comparisonInLanguage(comparison, 'nb')).toBe(comparison);
    const bokmalOnly = {
      ...comparison,
      questionAnswers: comparison.questionAnswers.map((r) => ({ ...r, wordings: null })),
    };
    expect(comparisonInLanguage(bokmalOnly, 'nn')).toBe(bokmalOnly);
  });
});

describe('comparisonInLanguage of a point in negotiation', () => {
  const deposit = {
    questionId: 'q2',
    questionText: 'Hvor stort er depositumet?',
    type: 'free_text',
    format: 'amount',
    options: null,
    section: 'Økonomi',
    status: 'disagreed',
    answers: [],
    wordings: {
      en: {
        text: 'How large is the deposit?',
        middleGround: [{ text: 'Three months’ rent?', clause: 'The deposit is three months’ rent.' }],
      },
    },
  };
  const option = (
    source: string,
    id: string,
    text: string,
    value: unknown = null,
    display: string | null = null,
  ) => ({
    id,
    source,
    text,
    clause: null,
    value,
    display,
    description: null,
  });
  const midpoint = option(
    'midpoint',
    'midpoint',
    'Hvor stort er depositumet? 15\u00a0000\u00a0kr',
    15000,
    '15\u00a0000\u00a0kr',
  );
  const curated = option('library', 'library:0', 'Tre måneders leie?');
  const drafted = option(
    'model',
    'model:5f0c0c2e-0000-4000-8000-000000000001',
    'Skal depositumet være 12 000 kr?',
  );
  const negotiation = {
    proposals: [curated, midpoint, drafted],
    proposal: {
      ...midpoint,
      id: '5f0c0c2e-0000-4000-8000-000000000009',
      optionId: 'midpoint',
      status: 'pending',
    },
    yourMarks: { canAccept: false, important: false },
    allCanAccept: false,
    canDraft: false,
  };
  const comparison = {
    nextRoundBlocker: null,
    questionAnswers: [{ ...deposit, negotiation }],
  } as unknown as Comparison;

  it('words the offered options and the proposal put forward for the reader; a model’s draft stays as drafted', () => {
    const row = comparisonInLanguage(comparison, 'en').questionAnswers[0]!;
    expect(row.negotiation!.proposals.map((o) => o.text)).toEqual([
      'Three months’ rent?',
      'How large is the deposit? NOK\u00a015,000',
      'Skal depositumet være 12 000 kr?',
    ]);
    expect(row.negotiation!.proposals[0]!.clause).toBe('The deposit is three months’ rent.');
    expect(row.negotiation!.proposal).toMatchObject({
      text: 'How large is the deposit? NOK\u00a015,000',
      optionId: 'midpoint',
      value: 15000,
      status: 'pending',
    });
    // What decides stays as the server gave it.
    expect(row.negotiation!.proposals.map((o) => [o.id, o.value])).toEqual([
      ['library:0', null],
      ['midpoint', 15000],
      [drafted.id, null],
    ]);
  });
});
