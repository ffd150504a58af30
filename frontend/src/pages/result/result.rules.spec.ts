import { documentVariant, legalTextSource, pdfFileName, PLAN_TEXTS, RESULT_TEXTS, resultHeading, resultTexts } from './result.rules';

describe('documentVariant', () => {
  it('shows the full text of a completed agreement', () => {
    expect(documentVariant('completed')).toBe('full');
  });

  it('shows the protocol after a disagreement', () => {
    expect(documentVariant('disagreement')).toBe('protocol');
  });

  it('shows the partial agreement while the agreement is still open', () => {
    expect(documentVariant('pending')).toBe('partial');
    expect(documentVariant('in_progress')).toBe('partial');
  });
});

describe('legalTextSource', () => {
  it('uses the legal text a completed agreement carries', () => {
    expect(legalTextSource({ status: 'completed', legalText: '<html></html>' })).toEqual({
      kind: 'inline',
      html: '<html></html>',
    });
  });

  it('asks for the full text when a completed agreement has none stored yet', () => {
    expect(legalTextSource({ status: 'completed', legalText: null })).toEqual({ kind: 'fetch', variant: 'full' });
  });

  it('asks for the partial text or the protocol otherwise, whatever legalText holds', () => {
    expect(legalTextSource({ status: 'in_progress', legalText: null })).toEqual({ kind: 'fetch', variant: 'partial' });
    expect(legalTextSource({ status: 'disagreement', legalText: 'x' })).toEqual({
      kind: 'fetch',
      variant: 'protocol',
    });
  });
});

describe('resultHeading', () => {
  it('is the topic in upper case, Norwegian letters included', () => {
    expect(resultHeading({ topic: 'Samboeravtale for Åse og Ørjan', title: 'Vår avtale' })).toBe(
      'SAMBOERAVTALE FOR ÅSE OG ØRJAN',
    );
  });

  it('falls back to the title for a custom topic', () => {
    expect(resultHeading({ topic: null, title: 'Hytteavtale på Sørlandet' })).toBe('HYTTEAVTALE PÅ SØRLANDET');
  });
});

describe('pdfFileName', () => {
  it('is the topic plus .pdf, keeping æøå', () => {
    expect(pdfFileName('Barnefordeling og økonomi – Ærlig talt')).toBe('Barnefordeling og økonomi – Ærlig talt.pdf');
  });

  it("is 'avtale.pdf' without a topic", () => {
    expect(pdfFileName(null)).toBe('avtale.pdf');
    expect(pdfFileName('')).toBe('avtale.pdf');
    expect(pdfFileName('   ')).toBe('avtale.pdf');
  });

  it('replaces characters that are invalid in file names', () => {
    expect(pdfFileName('Leie/utleie: hytte? <ja> "nei" a\\b|c*d')).toBe('Leie utleie hytte ja nei a b c d.pdf');
    expect(pdfFileName('Linje\nskift\ttab')).toBe('Linje skift tab.pdf');
  });

  it("drops leading and trailing dots and spaces, and falls back when nothing is left", () => {
    expect(pdfFileName('  ..Skjult.. ')).toBe('Skjult.pdf');
    expect(pdfFileName('/:*?')).toBe('avtale.pdf');
  });

  it('avoids names reserved by Windows and very long names', () => {
    expect(pdfFileName('CON')).toBe('CON avtale.pdf');
    expect(pdfFileName('å'.repeat(300))).toBe(`${'å'.repeat(120)}.pdf`);
  });

  it('joins decomposed letters (å written as a + ring)', () => {
    expect(pdfFileName('Ba\u030at')).toBe('Båt.pdf');
  });
});

describe('resultTexts', () => {
  const plan = { document: { kind: 'plan' as const, heading: 'Husholdningsplan', termClause: null, disputeClause: null } };
  it('calls a completed plan a plan, and everything else as before', () => {
    expect(resultTexts('full', plan)).toBe(PLAN_TEXTS);
    expect(resultTexts('partial', plan)).toBe(RESULT_TEXTS.partial);
    expect(resultTexts('full', { document: null })).toBe(RESULT_TEXTS.full);
    expect(resultTexts('full', {})).toBe(RESULT_TEXTS.full);
  });
});
