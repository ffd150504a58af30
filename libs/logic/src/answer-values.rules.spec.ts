import { readDate } from './answer-dates.rules';
import { fillClause, formatAnswer } from './answer-display.rules';
import { readNumberText } from './answer-numbers.rules';
import {
  ANSWER_VALUE_MESSAGES,
  answerForLogic,
  answersForLogic,
  comparisonKey,
  formatOf,
  parseAnswer,
  resolveParty,
  sameAnswer,
  type ValueQuestion,
} from './answer-values.rules';
import type { ValueFormat } from './logic.types';

const NBSP = '\u00a0';
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const free = (format: ValueFormat): ValueQuestion => ({ type: 'free_text', format });
const choice: ValueQuestion = { type: 'multiple_choice', options: ['Likt', 'Etter inntekt'] };
const yesNo: ValueQuestion = { type: 'yes_no' };
const value = (question: ValueQuestion, raw: unknown) => {
  const parsed = parseAnswer(question, raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};
const refusal = (question: ValueQuestion, raw: unknown) => {
  const parsed = parseAnswer(question, raw);
  return parsed.ok ? undefined : parsed.message;
};

describe('formatOf', () => {
  it('is text for a free_text question without a format and null for the other types', () => {
    expect(formatOf({ type: 'free_text' })).toBe('text');
    expect(formatOf({ type: 'free_text', format: null })).toBe('text');
    expect(formatOf({ type: 'free_text', format: 'amount' })).toBe('amount');
    expect(formatOf(yesNo)).toBeNull();
    expect(formatOf(choice)).toBeNull();
  });
});

describe('parseAnswer per type', () => {
  it('yes_no takes booleans only', () => {
    expect(value(yesNo, true)).toBe(true);
    expect(value(yesNo, false)).toBe(false);
    for (const raw of ['true', 'ja', 1, null, 'Likt'])
      expect(refusal(yesNo, raw)).toBe(ANSWER_VALUE_MESSAGES.yesNo);
  });

  it('multiple_choice takes one of the options and stores it in the question’s spelling', () => {
    expect(value(choice, 'Likt')).toBe('Likt');
    expect(value(choice, '  etter   INNTEKT ')).toBe('Etter inntekt');
    for (const raw of ['Annet', '', true, 3, ['Likt']])
      expect(refusal(choice, raw)).toBe(ANSWER_VALUE_MESSAGES.option);
  });

  it('text is trimmed with single spaces, not blank, at most 500 characters', () => {
    expect(value(free('text'), '  Oslo   sentrum ')).toBe('Oslo sentrum');
    expect(refusal(free('text'), '   ')).toBe(ANSWER_VALUE_MESSAGES.text);
    expect(refusal(free('text'), true)).toBe(ANSWER_VALUE_MESSAGES.text);
    expect(refusal(free('text'), 'x'.repeat(501))).toBe(ANSWER_VALUE_MESSAGES.textTooLong);
    expect(value(free('text'), 'x'.repeat(500))).toHaveLength(500);
  });
});

describe('numbers as Norwegians write them', () => {
  it.each([
    ['12000', 12000],
    ['12 000', 12000],
    [`12${NBSP}000`, 12000],
    ['12\u202f000', 12000],
    ['12 000,00', 12000],
    ['12.000', 12000],
    ['12.000,50', 12000.5],
    ['12000.5', 12000.5],
    ['kr 12 000', 12000],
    ['12 000 kr', 12000],
    ['12 000,-', 12000],
    ['NOK 1500', 1500],
    [12000, 12000],
    ['0', 0],
  ])('amount %j is %d', (raw, expected) => {
    expect(value(free('amount'), raw)).toBe(expected);
  });

  it('12 000, 12000 and 12 000,00 are the same amount', () => {
    const q = free('amount');
    expect(sameAnswer(q, '12 000', '12000')).toBe(true);
    expect(sameAnswer(q, '12000', '12 000,00')).toBe(true);
    expect(sameAnswer(q, 12000, '12 000,00')).toBe(true);
    expect(sameAnswer(q, '12000', '11000')).toBe(false);
  });

  it('refuses what is not an amount, negative amounts and more than two decimals', () => {
    const q = free('amount');
    expect(refusal(q, 'tolv')).toBe(ANSWER_VALUE_MESSAGES.amount);
    expect(refusal(q, '12 00')).toBe(ANSWER_VALUE_MESSAGES.amount);
    expect(refusal(q, '1e3')).toBe(ANSWER_VALUE_MESSAGES.amount);
    expect(refusal(q, '')).toBe(ANSWER_VALUE_MESSAGES.amount);
    expect(refusal(q, true)).toBe(ANSWER_VALUE_MESSAGES.amount);
    expect(refusal(q, Number.NaN)).toBe(ANSWER_VALUE_MESSAGES.amount);
    expect(refusal(q, '-5')).toBe(ANSWER_VALUE_MESSAGES.negative);
    expect(refusal(q, '12,345')).toBe(ANSWER_VALUE_MESSAGES.amountDecimals);
    expect(refusal(q, '1 000 000 000 000')).toBe(ANSWER_VALUE_MESSAGES.tooLarge);
  });

  it('a whole number takes zero decimals only, and may be negative', () => {
    const q = free('number');
    expect(value(q, '12 000,00')).toBe(12000);
    expect(value(q, '-3')).toBe(-3);
    expect(value(q, '1.500')).toBe(1500);
    expect(refusal(q, '2,5')).toBe(ANSWER_VALUE_MESSAGES.number);
  });

  it('a percent is 0–100 with at most two decimals; a dot is a decimal point', () => {
    const q = free('percent');
    expect(value(q, '15')).toBe(15);
    expect(value(q, '15 %')).toBe(15);
    expect(value(q, '2,5%')).toBe(2.5);
    expect(value(q, '2.5')).toBe(2.5);
    expect(value(q, '4,25 prosent')).toBe(4.25);
    expect(refusal(q, '101')).toBe(ANSWER_VALUE_MESSAGES.percent);
    expect(refusal(q, '2,555')).toBe(ANSWER_VALUE_MESSAGES.percentDecimals);
    expect(refusal(q, '-1')).toBe(ANSWER_VALUE_MESSAGES.negative);
  });

  it('readNumberText reports decimals without trailing zeros', () => {
    expect(readNumberText('12 000,00', 'amount')).toEqual({ value: 12000, decimals: 0 });
    expect(readNumberText('12 000,50', 'amount')).toEqual({ value: 12000.5, decimals: 1 });
    expect(readNumberText('abc', 'number')).toBeUndefined();
  });
});

describe('dates', () => {
  it.each([
    ['2027-03-01', '2027-03-01'],
    ['1.3.2027', '2027-03-01'],
    ['01.03.2027', '2027-03-01'],
    ['1. mars 2027', '2027-03-01'],
    ['1. MARS 2027', '2027-03-01'],
    ['29.2.2028', '2028-02-29'],
  ])('%j is %s', (raw, expected) => {
    expect(readDate(raw)).toBe(expected);
    expect(value(free('date'), raw)).toBe(expected);
  });

  it('refuses days that do not exist, other forms and years outside 1900–2199', () => {
    for (const raw of ['30.2.2027', '29.2.2027', '2027-13-01', '1/3/2027', 'i morgen', '', 20270301]) {
      expect(refusal(free('date'), raw)).toBe(ANSWER_VALUE_MESSAGES.date);
    }
    expect(refusal(free('date'), '1.1.1899')).toBe(ANSWER_VALUE_MESSAGES.dateRange);
    expect(refusal(free('date'), '1.1.2200')).toBe(ANSWER_VALUE_MESSAGES.dateRange);
  });

  it('two ways of writing one day are the same answer', () => {
    expect(sameAnswer(free('date'), '1.3.2027', '2027-03-01')).toBe(true);
    expect(sameAnswer(free('date'), '2.3.2027', '2027-03-01')).toBe(false);
  });
});

describe('parties', () => {
  const anne = '11111111-1111-4111-8111-111111111111';
  const bjorn = '22222222-2222-4222-8222-222222222222';
  const carl = '33333333-3333-4333-8333-333333333333';
  const q = free('party');

  it('takes self, other or a participant id', () => {
    expect(value(q, 'self')).toBe('self');
    expect(value(q, 'other')).toBe('other');
    expect(value(q, anne.toUpperCase())).toBe(anne);
    for (const raw of ['Anne', '', true, 5]) expect(refusal(q, raw)).toBe(ANSWER_VALUE_MESSAGES.party);
  });

  it('self is the one answering; other is the other party of two, nobody among three', () => {
    expect(resolveParty('self', { selfId: anne, participantIds: [anne, bjorn] })).toBe(anne);
    expect(resolveParty('other', { selfId: anne, participantIds: [anne, bjorn] })).toBe(bjorn);
    expect(resolveParty('other', { selfId: anne, participantIds: [anne, bjorn, carl] })).toBeUndefined();
    expect(resolveParty(carl, { selfId: anne, participantIds: [anne, bjorn] })).toBeUndefined();
  });

  it("Anne's 'Meg selv' and Bjørn's 'Den andre parten' name the same party", () => {
    const two = [anne, bjorn];
    expect(
      sameAnswer(
        q,
        'self',
        'other',
        { selfId: anne, participantIds: two },
        { selfId: bjorn, participantIds: two },
      ),
    ).toBe(true);
    expect(
      sameAnswer(
        q,
        'self',
        anne,
        { selfId: anne, participantIds: two },
        { selfId: bjorn, participantIds: two },
      ),
    ).toBe(true);
    expect(
      sameAnswer(
        q,
        'self',
        'self',
        { selfId: anne, participantIds: two },
        { selfId: bjorn, participantIds: two },
      ),
    ).toBe(false);
    const three = [anne, bjorn, carl];
    expect(
      sameAnswer(
        q,
        'other',
        'other',
        { selfId: anne, participantIds: three },
        { selfId: bjorn, participantIds: three },
      ),
    ).toBe(false);
  });
});

describe('comparisonKey', () => {
  it('compares text and options without case or extra spaces, and never matches what is not an answer', () => {
    expect(comparisonKey(free('text'), ' Oslo  Sentrum')).toBe(comparisonKey(free('text'), 'oslo sentrum'));
    expect(comparisonKey(choice, 'likt')).toBe(comparisonKey(choice, 'Likt'));
    expect(comparisonKey(choice, 'Annet')).toBeUndefined();
    expect(comparisonKey(yesNo, 'true')).toBeUndefined();
    expect(comparisonKey(free('amount'), null)).toBeUndefined();
    expect(sameAnswer(free('amount'), 'tolv', 'tolv')).toBe(false);
    expect(sameAnswer(yesNo, true, true)).toBe(true);
    expect(sameAnswer(yesNo, true, false)).toBe(false);
  });
});

describe('formatAnswer', () => {
  it.each<[ValueQuestion, unknown, string]>([
    [yesNo, true, 'Ja'],
    [yesNo, false, 'Nei'],
    [choice, 'Etter inntekt', 'Etter inntekt'],
    [free('text'), 'Oslo', 'Oslo'],
    [free('number'), 12000, '12 000'],
    [free('number'), -1234567, '-1 234 567'],
    [free('amount'), 12000, '12 000 kr'],
    [free('amount'), '12000,5', '12 000,50 kr'],
    [free('amount'), 950, '950 kr'],
    [free('percent'), 15, '15 %'],
    [free('percent'), 2.5, '2,5 %'],
    [free('date'), '2027-03-01', '1. mars 2027'],
    [free('date'), '2026-12-24', '24. desember 2026'],
    [free('party'), 'self', 'Meg selv'],
    [free('party'), 'other', 'Den andre parten'],
  ])('%j %j → %s', (question, raw, expected) => {
    expect(spaced(formatAnswer(question, raw))).toBe(expected);
  });

  it('keeps the number and its unit together with no-break spaces', () => {
    expect(formatAnswer(free('amount'), 12000)).toBe(`12${NBSP}000${NBSP}kr`);
    expect(formatAnswer(free('percent'), 15)).toBe(`15${NBSP}%`);
  });

  it("shows a party by the participant's name when one is known", () => {
    expect(
      formatAnswer(free('party'), 'abc', { partyName: (id) => (id === 'abc' ? 'Anne Hansen' : undefined) }),
    ).toBe('Anne Hansen');
    expect(formatAnswer(free('party'), 'abc')).toBe('Ukjent part');
  });

  it('is empty for no answer', () => {
    expect(formatAnswer(free('amount'), null)).toBe('');
  });
});

describe('fillClause', () => {
  it('puts the answer where {{svar}} stands, with or without spaces in the braces', () => {
    expect(fillClause('Husleien er {{svar}} per måned.', '12 000 kr')).toBe(
      'Husleien er 12 000 kr per måned.',
    );
    expect(fillClause('{{ svar }} står alene som leietaker, {{svar}}.', 'Anne')).toBe(
      'Anne står alene som leietaker, Anne.',
    );
  });

  it('takes the answer literally: $& and other replacement patterns are not expanded', () => {
    expect(fillClause('Navn: {{svar}}', '$& $1 $$')).toBe('Navn: $& $1 $$');
  });

  it('leaves markup in an answer as text for the renderer to escape', () => {
    expect(fillClause('Navn: {{svar}}', '<script>')).toBe('Navn: <script>');
  });
});

describe('answers for logic', () => {
  const questions = [
    { id: 'amount', ...free('amount') },
    { id: 'party', ...free('party') },
    { id: 'date', ...free('date') },
    { id: 'text', ...free('text') },
    { id: 'yn', ...yesNo },
  ];

  it('reads numbers and dates, and a party as self or other for the one answering', () => {
    const me = '11111111-1111-4111-8111-111111111111';
    expect(
      answersForLogic(
        questions,
        { amount: '12 000', party: me, date: '1.3.2027', text: ' Hei ', yn: true, unknown: 'x' },
        [me],
      ),
    ).toEqual({ amount: 12000, party: 'self', date: '2027-03-01', text: ' Hei ', yn: true, unknown: 'x' });
    expect(answerForLogic(questions[1], 'self')).toBe('self');
    expect(answerForLogic(questions[1], '22222222-2222-4222-8222-222222222222', [me])).toBe('other');
    expect(answerForLogic(questions[0], 'tolv')).toBeUndefined();
  });
});
