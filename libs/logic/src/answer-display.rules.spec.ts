import { formatAnswer } from './answer-display.rules';
describe('formatAnswer in the text’s language', () => {
  const typed = (format: 'amount' | 'number' | 'percent' | 'date') =>
    ({ type: 'free_text', format }) as Parameters<typeof formatAnswer>[0];
  it('writes nynorsk as bokmål writes numbers, amounts and dates, and its own words for a party', () => {
    expect(formatAnswer(typed('amount'), 12000, { language: 'nn' })).toBe('12\u00a0000\u00a0kr');
    expect(formatAnswer(typed('date'), '2027-03-01', { language: 'nn' })).toBe('1. mars 2027');
    expect(formatAnswer({ type: 'free_text', format: 'party' }, 'self', { language: 'nn' })).toBe(
      'Meg sjølv',
    );
  });

  it('writes English amounts, numbers, percentages, dates and yes/no as English does', () => {
    expect(formatAnswer(typed('amount'), 12000.5, { language: 'en' })).toBe('NOK\u00a012,000.50');
    expect(formatAnswer(typed('number'), 1234567, { language: 'en' })).toBe('1,234,567');
    expect(formatAnswer(typed('percent'), 4.5, { language: 'en' })).toBe('4.5%');
    expect(formatAnswer(typed('date'), '2027-03-01', { language: 'en' })).toBe('1 March 2027');
    expect(formatAnswer({ type: 'yes_no' }, true, { language: 'en' })).toBe('Yes');
    expect(formatAnswer({ type: 'free_text', format: 'party' }, 'other', { language: 'en' })).toBe(
      'The other party',
    );
  });
});
