import { evaluateCondition } from './conditions.rules';
import { OPERATORS } from './logic.types';

describe('evaluateCondition', () => {
  describe('an unanswered source', () => {
    it.each(OPERATORS)('never matches %s', (operator) => {
      for (const type of ['yes_no', 'multiple_choice', 'free_text'] as const) {
        for (const answer of [undefined, null, '', '  ', []]) {
          expect(evaluateCondition(operator, type, answer, operator.endsWith('than') ? 1 : 'x')).toBe(false);
        }
      }
    });
  });

  describe('yes_no', () => {
    it.each([
      ['equals', true, true, true],
      ['equals', true, false, false],
      ['equals', false, false, true],
      ['equals', true, 'true', true],
      ['equals', false, 'false', true],
      ['equals', 'ja', true, true],
      ['not_equals', true, false, true],
      ['not_equals', true, true, false],
      ['not_equals', false, 'true', true],
    ] as const)('%s: answer %p against value %p gives %p', (operator, answer, value, expected) => {
      expect(evaluateCondition(operator, 'yes_no', answer, value)).toBe(expected);
    });

    it('never matches a value that is not Ja or Nei, not even not_equals', () => {
      expect(evaluateCondition('equals', 'yes_no', true, 'kanskje')).toBe(false);
      expect(evaluateCondition('not_equals', 'yes_no', true, 'kanskje')).toBe(false);
      expect(evaluateCondition('not_equals', 'yes_no', true, null)).toBe(false);
    });

    it('never matches contains, not_contains, greater_than or less_than', () => {
      for (const operator of ['contains', 'not_contains', 'greater_than', 'less_than'] as const) {
        expect(evaluateCondition(operator, 'yes_no', true, true)).toBe(false);
        expect(evaluateCondition(operator, 'yes_no', true, 0)).toBe(false);
        expect(evaluateCondition(operator, 'yes_no', false, 1)).toBe(false);
      }
    });
  });

  describe('free_text', () => {
    it('equals compares whole texts, trimmed and case-insensitive', () => {
      expect(evaluateCondition('equals', 'free_text', '  Oslo ', 'oslo')).toBe(true);
      expect(evaluateCondition('equals', 'free_text', 'Oslo  kommune', 'oslo kommune')).toBe(true);
      expect(evaluateCondition('equals', 'free_text', 'Oslo', 'Oslo kommune')).toBe(false);
      expect(evaluateCondition('equals', 'free_text', '5', 5)).toBe(true);
    });

    it('not_equals is the opposite of equals', () => {
      expect(evaluateCondition('not_equals', 'free_text', 'Oslo', 'Bergen')).toBe(true);
      expect(evaluateCondition('not_equals', 'free_text', 'OSLO', 'oslo')).toBe(false);
    });

    it('contains looks for a substring, case-insensitive', () => {
      expect(evaluateCondition('contains', 'free_text', 'Vi har en hund og en katt', 'HUND')).toBe(true);
      expect(evaluateCondition('contains', 'free_text', 'Vi har en katt', 'hund')).toBe(false);
      expect(evaluateCondition('contains', 'free_text', 'Blåbærsyltetøy', 'BÆR')).toBe(true);
    });

    it('not_contains is the opposite of contains', () => {
      expect(evaluateCondition('not_contains', 'free_text', 'Vi har en katt', 'hund')).toBe(true);
      expect(evaluateCondition('not_contains', 'free_text', 'Hunden Fido', 'hund')).toBe(false);
    });

    it('never matches a blank value', () => {
      for (const operator of ['equals', 'not_equals', 'contains', 'not_contains'] as const) {
        expect(evaluateCondition(operator, 'free_text', 'tekst', '  ')).toBe(false);
      }
    });
  });

  describe('multiple_choice', () => {
    it('equals: exactly that option is chosen', () => {
      expect(evaluateCondition('equals', 'multiple_choice', 'Delt likt', 'delt likt')).toBe(true);
      expect(evaluateCondition('equals', 'multiple_choice', 'Annet', 'Delt likt')).toBe(false);
      expect(evaluateCondition('equals', 'multiple_choice', ['Delt likt'], 'Delt likt')).toBe(true);
      expect(evaluateCondition('equals', 'multiple_choice', ['Delt likt', 'Annet'], 'Delt likt')).toBe(false);
    });

    it('not_equals is the opposite of equals', () => {
      expect(evaluateCondition('not_equals', 'multiple_choice', 'Annet', 'Delt likt')).toBe(true);
      expect(evaluateCondition('not_equals', 'multiple_choice', ['Delt likt', 'Annet'], 'Delt likt')).toBe(
        true,
      );
      expect(evaluateCondition('not_equals', 'multiple_choice', 'Delt likt', 'Delt likt')).toBe(false);
    });

    it('contains: the option is among those chosen, not a substring of one', () => {
      expect(evaluateCondition('contains', 'multiple_choice', ['Hund', 'Katt'], 'katt')).toBe(true);
      expect(evaluateCondition('contains', 'multiple_choice', 'Katt', 'Katt')).toBe(true);
      expect(evaluateCondition('contains', 'multiple_choice', ['Hund', 'Katt'], 'Fisk')).toBe(false);
      expect(evaluateCondition('contains', 'multiple_choice', 'Mest hos én', 'én')).toBe(false);
    });

    it('not_contains: the option is not among those chosen', () => {
      expect(evaluateCondition('not_contains', 'multiple_choice', ['Hund', 'Katt'], 'Fisk')).toBe(true);
      expect(evaluateCondition('not_contains', 'multiple_choice', ['Hund', 'Katt'], 'hund')).toBe(false);
    });
  });

  describe('greater_than and less_than', () => {
    it.each([
      ['greater_than', '5', 3, true],
      ['greater_than', '3', 3, false],
      ['greater_than', '2,5', '2', true],
      ['greater_than', 10, '9.5', true],
      ['less_than', '2', 3, true],
      ['less_than', '3', 3, false],
      ['less_than', '-1', '0', true],
      ['less_than', ' 0 ', '0,5', true],
    ] as const)('free_text %s: %p against %p gives %p', (operator, answer, value, expected) => {
      expect(evaluateCondition(operator, 'free_text', answer, value)).toBe(expected);
    });

    it('never matches when either side is not a number', () => {
      for (const operator of ['greater_than', 'less_than'] as const) {
        expect(evaluateCondition(operator, 'free_text', 'ti', 3)).toBe(false);
        expect(evaluateCondition(operator, 'free_text', '5', 'tre')).toBe(false);
        expect(evaluateCondition(operator, 'free_text', '5', '')).toBe(false);
        expect(evaluateCondition(operator, 'free_text', '5', null)).toBe(false);
        expect(evaluateCondition(operator, 'free_text', '5', NaN)).toBe(false);
        expect(evaluateCondition(operator, 'free_text', '1e9', 3)).toBe(false);
      }
    });

    it('compares a multiple_choice answer when exactly one numeric option is chosen', () => {
      expect(evaluateCondition('greater_than', 'multiple_choice', '3', 2)).toBe(true);
      expect(evaluateCondition('greater_than', 'multiple_choice', ['3'], 2)).toBe(true);
      expect(evaluateCondition('greater_than', 'multiple_choice', ['3', '4'], 2)).toBe(false);
      expect(evaluateCondition('less_than', 'multiple_choice', 'Tre', 5)).toBe(false);
    });
  });

  it('never matches an unknown operator', () => {
    expect(evaluateCondition('matches' as never, 'free_text', 'a', 'a')).toBe(false);
  });
});
