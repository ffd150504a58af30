import { canonicalRuleValue } from './rule-value.rules';

const amount = { type: 'free_text', format: 'amount' } as const;
const date = { type: 'free_text', format: 'date' } as const;
const party = { type: 'free_text', format: 'party' } as const;

describe('canonicalRuleValue', () => {
  it('stores Ja/Nei of a yes_no source as a boolean', () => {
    expect(canonicalRuleValue({ type: 'yes_no' }, 'equals', 'Ja')).toBe(true);
    expect(canonicalRuleValue({ type: 'yes_no' }, 'not_equals', 'nei')).toBe(false);
  });

  it('stores the number of a numeric source', () => {
    expect(canonicalRuleValue(amount, 'greater_than', '12 000')).toBe(12000);
    expect(canonicalRuleValue(amount, 'equals', '12 000,50 kr')).toBe(12000.5);
    expect(canonicalRuleValue({ type: 'free_text', format: 'percent' }, 'less_than', '2,5 %')).toBe(2.5);
    expect(canonicalRuleValue({ type: 'free_text', format: 'number' }, 'equals', 3)).toBe(3);
  });

  it('stores the calendar day of a date source', () => {
    expect(canonicalRuleValue(date, 'greater_than', '1.3.2027')).toBe('2027-03-01');
    expect(canonicalRuleValue(date, 'equals', '1. mars 2027')).toBe('2027-03-01');
  });

  it("stores 'self' or 'other' for a party source", () => {
    expect(canonicalRuleValue(party, 'equals', 'Meg selv')).toBe('self');
    expect(canonicalRuleValue(party, 'not_equals', 'Den andre parten')).toBe('other');
  });

  it('keeps what it cannot read, trimmed, for the validation to refuse', () => {
    expect(canonicalRuleValue(date, 'equals', ' i morgen ')).toBe('i morgen');
    expect(canonicalRuleValue(amount, 'greater_than', 'mye')).toBe('mye');
    expect(canonicalRuleValue(party, 'equals', 'Kari')).toBe('Kari');
  });

  it('leaves text and option values as given (trimmed)', () => {
    expect(canonicalRuleValue({ type: 'free_text', format: 'text' }, 'contains', ' hund ')).toBe('hund');
    expect(
      canonicalRuleValue({ type: 'multiple_choice', options: ['Likt', 'Etter inntekt'] }, 'equals', 'Likt'),
    ).toBe('Likt');
  });
});
