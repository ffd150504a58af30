import { clauseOfAnswer, optionClauseList, typedDisplay, valueClause, yesNoClauses } from './answer-clauses.rules';

const yesNo = { type: 'yes_no' as const, options: null, format: null, clauseYes: 'Partene har felles konto.', clauseNo: 'Partene har ikke felles konto.' };
const choice = { type: 'multiple_choice' as const, options: ['Likt', 'Etter inntekt', 'Annet'], format: null, optionClauses: ['Utgiftene deles likt.', null] };
const rent = { type: 'free_text' as const, options: null, format: 'amount' as const, clauseTemplate: 'Husleien er {{svar}} per måned.' };
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('answer clauses ("Dette betyr")', () => {
  it('gives both the Ja and the Nei clause of a yes/no question, and none that is null or missing', () => {
    expect(yesNoClauses(yesNo)).toEqual([
      { answer: 'Ja', clause: 'Partene har felles konto.' },
      { answer: 'Nei', clause: 'Partene har ikke felles konto.' },
    ]);
    expect(yesNoClauses({ ...yesNo, clauseYes: null })).toEqual([{ answer: 'Nei', clause: 'Partene har ikke felles konto.' }]);
    expect(yesNoClauses({ type: 'yes_no', options: null, format: null })).toEqual([]);
  });

  it('lists the options that produce a clause, in option order', () => {
    expect(optionClauseList(choice)).toEqual([{ option: 'Likt', clause: 'Utgiftene deles likt.' }]);
  });

  it('fills the template with the value typed so far, or … while it is empty or invalid', () => {
    expect(nbsp(valueClause(rent, typedDisplay(rent, '12000'))!)).toBe('Husleien er 12 000 kr per måned.');
    expect(valueClause(rent, typedDisplay(rent, ''))).toBe('Husleien er … per måned.');
    expect(valueClause(rent, typedDisplay(rent, '12abc'))).toBe('Husleien er … per måned.');
    expect(valueClause({ ...rent, clauseTemplate: null }, '12 000 kr')).toBeNull();
  });

  it('gives the clause an answer produces, null when it produces none', () => {
    expect(clauseOfAnswer(yesNo, true, 'Ja')).toBe('Partene har felles konto.');
    expect(clauseOfAnswer(yesNo, false, 'Nei')).toBe('Partene har ikke felles konto.');
    expect(clauseOfAnswer(choice, 'Likt', 'Likt')).toBe('Utgiftene deles likt.');
    expect(clauseOfAnswer(choice, 'Annet', 'Annet')).toBeNull();
    expect(clauseOfAnswer(rent, 12000, '12 000 kr')).toBe('Husleien er 12 000 kr per måned.');
    expect(clauseOfAnswer(rent, null, '')).toBeNull();
  });
});
