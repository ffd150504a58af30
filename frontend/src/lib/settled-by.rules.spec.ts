import type { SettledBy } from '@avtalt/contracts';
import { flowSettledText, settledLines, showsPreviousAnswers } from './settled-by.rules';

const library: SettledBy = {
  proposalId: 'c0ffee00-0000-4000-8000-000000000011',
  source: 'library',
  round: 1,
  text: 'Skal husleien deles etter inntekt?',
  display: null,
  replacesQuestionId: 'c0ffee00-0000-4000-8000-000000000012',
  replacesText: 'Skal husleien deles likt?',
};
const midpoint: SettledBy = {
  ...library,
  source: 'midpoint',
  round: 2,
  text: 'Hva er lånebeløpet? 15 000 kr',
  display: '15 000 kr',
  replacesQuestionId: null,
  replacesText: null,
};

describe('settled-by rules', () => {
  it('labels a row that replaced a disputed question, and one that kept it', () => {
    expect(settledLines(library)).toEqual({
      title: 'Kompromiss fra runde 1',
      replaces: 'Erstatter: Skal husleien deles likt?',
      ai: null,
    });
    expect(settledLines(midpoint)).toEqual({ title: 'Kompromiss fra runde 2', replaces: null, ai: null });
    // A language model's draft is said to be one wherever it is shown.
    expect(settledLines({ ...library, source: 'model' })?.ai).toBe('Forslag laget med KI');
    expect(settledLines(null)).toBeNull();
    expect(settledLines(undefined)).toBeNull();
  });

  it('words the question flow note with the value, or Ja to a replacing question', () => {
    expect(flowSettledText(midpoint)).toBe('Dere ble enige om dette i runde 2: 15 000 kr');
    expect(flowSettledText(library)).toBe('Dere ble enige om dette i runde 1: Ja');
    expect(flowSettledText(null)).toBeNull();
  });

  it('leaves out the previous answers of a question that replaced the disputed one (nobody answered it)', () => {
    expect(showsPreviousAnswers(library)).toBe(false);
    expect(showsPreviousAnswers(midpoint)).toBe(true);
    expect(showsPreviousAnswers(null)).toBe(true);
  });
});
