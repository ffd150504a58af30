import { AmendmentMessages } from '@avtalt/contracts';
import { endingAmendment, endingClause } from './ending.rules';

describe('endingAmendment', () => {
  it('adds one yes/no question with the ending clause and reopens nothing', () => {
    const body = endingAmendment('2027-03-01', '2027-01-15');
    expect(body.questionIds).toEqual([]);
    expect(body.newQuestions).toEqual([
      {
        text: 'Skal avtalen opphøre fra og med 1. mars 2027?',
        clauseYes: endingClause('2027-03-01'),
        clauseNo: null,
      },
    ]);
    expect(endingClause('2027-03-01')).toContain('går foran avtalens bestemmelse om varighet og opphør');
    expect(endingClause('2027-03-01')).toContain('Beløp som har forfalt til betaling før 1. mars 2027');
  });

  it('takes today, refuses a day that has been, one more than five years ahead, and no real date', () => {
    expect(endingAmendment('2027-01-15', '2027-01-15').newQuestions).toHaveLength(1);
    expect(endingAmendment('2032-01-15', '2027-01-15').newQuestions).toHaveLength(1);
    expect(() => endingAmendment('2027-01-14', '2027-01-15')).toThrow(AmendmentMessages.endsOnPast);
    expect(() => endingAmendment('2032-01-16', '2027-01-15')).toThrow(AmendmentMessages.endsOnTooLate);
    expect(() => endingAmendment('2027-02-30', '2027-01-15')).toThrow(AmendmentMessages.endsOn);
    expect(() => endingAmendment('1.3.2027', '2027-01-15')).toThrow(AmendmentMessages.endsOn);
  });
});
