import {
  capitalMidSentence,
  clauseOfAnswer,
  optionClauseList,
  partyCountOf,
  selfClauseName,
  typedDisplay,
  valueClause,
  wordedClauses,
  yesNoClauses,
} from './answer-clauses.rules';

const yesNo = {
  type: 'yes_no' as const,
  options: null,
  format: null,
  clauseYes: 'Partene har felles konto.',
  clauseNo: 'Partene har ikke felles konto.',
};
const choice = {
  type: 'multiple_choice' as const,
  options: ['Likt', 'Etter inntekt', 'Annet'],
  format: null,
  optionClauses: ['Utgiftene deles likt.', null],
};
const rent = {
  type: 'free_text' as const,
  options: null,
  format: 'amount' as const,
  clauseTemplate: 'Husleien er {{svar}} per måned.',
};
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('answer clauses ("Dette betyr")', () => {
  it('gives both the Ja and the Nei clause of a yes/no question, and none that is null or missing', () => {
    expect(yesNoClauses(yesNo)).toEqual([
      { answer: 'Ja', clause: 'Partene har felles konto.' },
      { answer: 'Nei', clause: 'Partene har ikke felles konto.' },
    ]);
    expect(yesNoClauses({ ...yesNo, clauseYes: null })).toEqual([
      { answer: 'Nei', clause: 'Partene har ikke felles konto.' },
    ]);
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

  it("puts no full stop after the placeholder's own dots (issue 34: «Lånebeløpet er ….»)", () => {
    const loan = { ...rent, clauseTemplate: 'Lånebeløpet er {{svar}}.' };
    expect(valueClause(loan, '')).toBe('Lånebeløpet er …');
    expect(nbsp(valueClause(loan, typedDisplay(loan, '50000'))!)).toBe('Lånebeløpet er 50 000 kr.');
  });

  it("names the caller's own party choice «Du» at the start of a sentence and «deg» inside one (issue 34)", () => {
    expect(selfClauseName({ clauseTemplate: '{{svar}} låner ut pengene til de andre partene.' })).toBe('Du');
    expect(selfClauseName({ clauseTemplate: 'Lånet gis. {{svar}} betaler.' })).toBe('Du');
    expect(selfClauseName({ clauseTemplate: 'Pengene betales til {{svar}}.' })).toBe('deg');
    expect(selfClauseName({ clauseTemplate: null })).toBe('deg');
  });

  it('flags typed text with a capital that will stand inside a sentence, and nothing else (issue 34)', () => {
    const purpose = {
      type: 'free_text' as const,
      format: 'text' as const,
      clauseTemplate: 'Lånet skal brukes til {{svar}}.',
    };
    expect(capitalMidSentence(purpose, 'Kjøp av brukt bil')).toBe(true);
    expect(capitalMidSentence(purpose, 'kjøp av brukt bil')).toBe(false);
    // An abbreviation is no slip of the shift key.
    expect(capitalMidSentence(purpose, 'BMW')).toBe(false);
    expect(capitalMidSentence({ ...purpose, clauseTemplate: '{{svar}} er formålet.' }, 'Kjøp av bil')).toBe(
      false,
    );
    expect(capitalMidSentence({ ...purpose, format: 'amount' as const }, 'Kjøp')).toBe(false);
    expect(capitalMidSentence({ ...purpose, clauseTemplate: null }, 'Kjøp')).toBe(false);
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

describe('clauses worded for the number of parties (partyWording)', () => {
  const plural = {
    type: 'yes_no' as const,
    options: null,
    format: null,
    clauseYes: 'Hver part kan kreve at de andre partene kjøper ut sin andel.',
    clauseNo: 'Alle partene må være enige før boligen selges.',
  };

  it('says "den andre parten" and "begge partene" with two parties, and leaves more parties as written', () => {
    expect(yesNoClauses(wordedClauses(plural, 2))).toEqual([
      { answer: 'Ja', clause: 'Hver part kan kreve at den andre parten kjøper ut sin andel.' },
      { answer: 'Nei', clause: 'Begge partene må være enige før boligen selges.' },
    ]);
    expect(wordedClauses(plural, 3)).toEqual(plural);
  });

  it('words option clauses and value templates too, keeping {{svar}} and nulls', () => {
    const choice2 = {
      type: 'multiple_choice' as const,
      options: ['A', 'B'],
      format: null,
      optionClauses: ['De øvrige partene betaler.', null],
    };
    expect(wordedClauses(choice2, 2).optionClauses).toEqual(['Den andre parten betaler.', null]);
    const template = {
      type: 'free_text' as const,
      options: null,
      format: 'amount' as const,
      clauseTemplate: 'Alle partene betaler {{svar}}.',
    };
    expect(nbsp(valueClause(wordedClauses(template, 2), '12 000 kr')!)).toBe(
      'Begge partene betaler 12 000 kr.',
    );
    const bare = { type: 'yes_no' as const, options: null, format: null, clauseYes: null };
    expect(wordedClauses(bare, 2)).toEqual(bare);
  });

  it('counts the participants taking part, the caller before joining, or the expected number when fewer have joined', () => {
    const p = (isYou: boolean) => ({ isYou });
    expect(partyCountOf({ participants: [p(false)], expectedParticipants: 2 })).toBe(2);
    expect(partyCountOf({ participants: [], expectedParticipants: 2 })).toBe(2);
    expect(
      partyCountOf({ participants: [p(false), p(false)], expectedParticipants: 2 }, { countCaller: true }),
    ).toBe(3);
    expect(
      partyCountOf({ participants: [p(true), p(false)], expectedParticipants: 2 }, { countCaller: true }),
    ).toBe(2);
    expect(partyCountOf({ participants: [p(true), p(false), p(false)], expectedParticipants: 2 })).toBe(3);
    expect(partyCountOf({ participants: [p(true)], expectedParticipants: 4 })).toBe(4);
  });
});
