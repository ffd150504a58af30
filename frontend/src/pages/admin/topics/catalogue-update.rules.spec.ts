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

  it('shows checks by their messages, compromises by their questions, signing notes by their titles and roles in words', () => {
    const check = {
      kind: 'after',
      other: '#utbetalingsdato',
      severity: 'error',
      message: 'Datoen må komme etter utbetalingen.',
    };
    expect(formatValue([check], 'checks')).toBe('«Datoen må komme etter utbetalingen.»');
    expect(changeLine({ field: 'checks', from: null, to: [check] })).toBe(
      'Kontroller av svaret: — → «Datoen må komme etter utbetalingen.»',
    );
    expect(
      formatValue(
        [
          { text: 'Tre måneder?', clause: 'x' },
          { text: 'Seks?', clause: 'y' },
        ],
        'middleGround',
      ),
    ).toBe('«Tre måneder?» · «Seks?»');
    expect(
      formatValue([{ id: 'a', title: 'Tinglysing', text: 't', source: 's' }], 'document.signingNotes'),
    ).toBe('«Tinglysing»');
    expect(formatValue({ chosen: 'långiver', others: 'låntaker' }, 'partyRoles')).toBe(
      'valgt: långiver / andre: låntaker',
    );
    // A value of an unexpected shape still shows, as JSON.
    expect(formatValue([{ kind: 'x' }], 'checks')).toBe('[{"kind":"x"}]');
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
        reordered: true,
      }),
    ).toBe(
      'Spørsmål: 1 endret, 1 nye, 2 fjernet; logikkregler: 1 nye, 2 fjernet; 1 endring i tema og dokument; rekkefølgen på spørsmålene endres.',
    );
  });
});
