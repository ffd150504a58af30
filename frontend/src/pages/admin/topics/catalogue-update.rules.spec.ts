import { changeLine, diffSummary, fieldLabel, formatValue } from './catalogue-update.rules';

describe('catalogue update view rules', () => {
  it('names fields in Norwegian and falls back to the field itself', () => {
    expect(fieldLabel('text')).toBe('Spørsmålstekst');
    expect(fieldLabel('document.termClause')).toBe('Varighet');
    expect(fieldLabel('somethingNew')).toBe('somethingNew');
  });

  it('shows values: text, yes/no, none, lists of text and other values as JSON', () => {
    expect(formatValue('Hei')).toBe('Hei');
    expect(formatValue(true)).toBe('Ja');
    expect(formatValue(null)).toBe('—');
    expect(formatValue([])).toBe('—');
    expect(formatValue(['Likt', 'Etter inntekt'])).toBe('Likt · Etter inntekt');
    expect(formatValue({ chosen: 'utleier' })).toBe('{"chosen":"utleier"}');
  });

  it('writes a change old → new and sums up the difference', () => {
    expect(changeLine({ field: 'text', from: 'Gammel?', to: 'Ny?' })).toBe('Spørsmålstekst: Gammel? → Ny?');
    expect(
      diffSummary({
        topic: [{ field: 'title', from: 'A', to: 'B' }],
        questions: [
          { key: 'a', change: 'changed', text: 'A?', fields: [] },
          { key: 'b', change: 'added', text: 'B?', fields: [] },
          { key: null, change: 'removed', text: 'C?', fields: [] },
          { key: 'd', change: 'removed', text: 'D?', fields: [] },
        ],
        rules: { added: 1, removed: 2 },
      }),
    ).toBe('Spørsmål: 1 endret, 1 nye, 2 fjernet; logikkregler: 1 nye, 2 fjernet; 1 endring i tema og dokument.');
  });
});
