import { deleteQuestionText } from './question-labels';

describe('deleteQuestionText', () => {
  it("names the question in the spec's confirmation text", () => {
    expect(deleteQuestionText('Har dere barn sammen?')).toBe(
      'Dette vil slette spørsmålet «Har dere barn sammen?» permanent. Denne handlingen kan ikke angres.',
    );
  });

  it("keeps the spec's text word for word when there is no text to name", () => {
    expect(deleteQuestionText('  ')).toBe(
      'Dette vil slette spørsmålet permanent. Denne handlingen kan ikke angres.',
    );
  });

  it('joins the lines of a multi-line question', () => {
    expect(deleteQuestionText('Hvem eier\n  hunden?')).toContain('«Hvem eier hunden?»');
  });
});
