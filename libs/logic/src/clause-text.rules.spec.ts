import { clauseText } from './answer-display.rules';

describe('the clause of an agreed answer', () => {
  it('builds a sentence for a question without clause text', () => {
    expect(clauseText({ question: 'Skal dere dele bil??', answer: true, clause: null })).toBe(
      'Partene har svart ja på spørsmålet «Skal dere dele bil?».',
    );
    expect(clauseText({ question: 'X?', answer: false, clause: '  Partene deler bil.  ' })).toBe(
      'Partene deler bil.',
    );
  });

  it('builds a sentence with a typed answer for a question without clause text', () => {
    expect(clauseText({ question: 'Hvor mye er husleien?', answer: '12 000 kr', clause: null })).toBe(
      'Partene har svart «12 000 kr» på spørsmålet «Hvor mye er husleien?».',
    );
    expect(clauseText({ question: 'Hvordan deles husleien', answer: 'Likt', clause: '  ' })).toBe(
      'Partene har svart «Likt» på spørsmålet «Hvordan deles husleien?».',
    );
    expect(clauseText({ question: 'Hvor mye?', answer: '12 000 kr', clause: 'Husleien er 12 000 kr.' })).toBe(
      'Husleien er 12 000 kr.',
    );
  });
});
