import type { NextStep } from '../../lib/agreement-next-step.rules';
import type { Agreement } from '@avtalt/contracts';
import { i18n } from '../../i18n/i18n';
import {
  documentVariant,
  ENDED_TEXTS,
  ENDING_TEXTS,
  legalTextSource,
  pdfFileName,
  PLAN_TEXTS,
  RESULT_TEXTS,
  resultActions,
  resultHeading,
  resultTexts,
  SIGNED_TEXTS,
  signedToast,
} from './result.rules';
import './texts';

const nbT = i18n.getFixedT('nb', 'result');

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
    expect(legalTextSource({ status: 'completed', legalText: null })).toEqual({
      kind: 'fetch',
      variant: 'full',
    });
  });

  it('asks for the partial text or the protocol otherwise, whatever legalText holds', () => {
    expect(legalTextSource({ status: 'in_progress', legalText: null })).toEqual({
      kind: 'fetch',
      variant: 'partial',
    });
    expect(legalTextSource({ status: 'disagreement', legalText: 'x' })).toEqual({
      kind: 'fetch',
      variant: 'protocol',
    });
  });
});

describe('resultHeading', () => {
  it('is the topic in upper case, Norwegian letters included', () => {
    expect(resultHeading({ topic: 'Samboeravtale for Åse og Ørjan', title: 'Vår avtale' }, nbT)).toBe(
      'SAMBOERAVTALE FOR ÅSE OG ØRJAN',
    );
  });

  it('falls back to the title for a custom topic', () => {
    expect(resultHeading({ topic: null, title: 'Hytteavtale på Sørlandet' }, nbT)).toBe(
      'HYTTEAVTALE PÅ SØRLANDET',
    );
  });
});

describe('pdfFileName', () => {
  it('is the topic plus .pdf, keeping æøå', () => {
    expect(pdfFileName('Barnefordeling og økonomi – Ærlig talt')).toBe(
      'Barnefordeling og økonomi – Ærlig talt.pdf',
    );
  });

  it("is 'avtale.pdf' without a topic", () => {
    expect(pdfFileName(null)).toBe('avtale.pdf');
    expect(pdfFileName('')).toBe('avtale.pdf');
    expect(pdfFileName('   ')).toBe('avtale.pdf');
  });

  it('replaces characters that are invalid in file names', () => {
    expect(pdfFileName('Leie/utleie: hytte? <ja> "nei" a\\b|c*d')).toBe(
      'Leie utleie hytte ja nei a b c d.pdf',
    );
    expect(pdfFileName('Linje\nskift\ttab')).toBe('Linje skift tab.pdf');
  });

  it('drops leading and trailing dots and spaces, and falls back when nothing is left', () => {
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
  const plan = {
    document: { kind: 'plan' as const, heading: 'Husholdningsplan', termClause: null, disputeClause: null },
  };
  it('calls a completed plan a plan, and everything else as before', () => {
    expect(resultTexts('full', plan)).toBe(PLAN_TEXTS);
    expect(resultTexts('partial', plan)).toBe(RESULT_TEXTS.partial);
    expect(resultTexts('full', { document: null })).toBe(RESULT_TEXTS.full);
    expect(resultTexts('full', {})).toBe(RESULT_TEXTS.full);
  });
});

describe('resultTexts of a signed agreement', () => {
  it('no longer asks the parties to read the text before they sign', () => {
    expect(resultTexts('full', { document: null, status: 'signed' })).toBe(SIGNED_TEXTS);
    expect(nbT(SIGNED_TEXTS.intro)).not.toContain('før dere signerer');
    expect(resultTexts('full', { document: null, status: 'completed' })).toBe(RESULT_TEXTS.full);
    // A version that ends the agreement says so, before and after the signatures.
    const version: Agreement['version'] = {
      number: 2,
      amends: { id: '00000000-0000-4000-8000-000000000001', number: 1 },
      replacedBy: null,
      changes: [],
      ending: { endsOn: '2027-06-01', agreed: true },
    };
    expect(resultTexts('full', { document: null, status: 'completed', version })).toBe(ENDING_TEXTS);
    expect(resultTexts('full', { document: null, status: 'signed', version })).toBe(ENDED_TEXTS);
  });
});

describe('resultActions', () => {
  const step = (primary: NextStep['primary'], over: Partial<NextStep> = {}): NextStep =>
    ({
      role: 'participant',
      status: { text: '', tone: 'success' },
      waiting: null,
      hint: null,
      primary,
      secondary: [],
      ...over,
    }) as NextStep;
  const base = {
    variant: 'full' as const,
    isPlan: false,
    textReady: true,
    textWaitReason: null,
    signAction: 'dialog' as const,
    signingLoading: false,
  };

  it('offers an observer neither signing nor a download, and says why, for every text', () => {
    for (const variant of ['full', 'partial', 'protocol'] as const) {
      expect(
        resultActions(
          {
            ...base,
            variant,
            observer: true,
            step: step({ kind: 'result', label: 'Se avtalen' }, { role: 'observer' }),
          },
          nbT,
        ),
      ).toEqual({
        primary: null,
        secondary: [],
        note: 'Du er observatør: du kan lese med, men ikke svare eller signere.',
      });
    }
  });

  it('makes the party details primary first, with no download', () => {
    const a = resultActions(
      {
        ...base,
        textReady: false,
        step: step(
          { kind: 'party-details', label: 'Oppgi dine opplysninger' },
          { hint: 'Avtaleteksten blir klar når …' },
        ),
      },
      nbT,
    );
    expect(a).toEqual({
      primary: { kind: 'party-details', label: 'Oppgi dine opplysninger' },
      secondary: [],
      note: 'Avtaleteksten blir klar når …',
    });
  });

  it('makes «Signer avtalen» primary and the PDF secondary once the text exists', () => {
    const a = resultActions({ ...base, step: step({ kind: 'sign', label: 'Signer avtalen' }) }, nbT);
    expect(a.primary).toEqual({ kind: 'sign', label: 'Signer avtalen' });
    expect(a.secondary).toEqual([{ kind: 'download', label: 'Last ned PDF' }]);
  });

  it('makes «Last ned signert PDF» primary when everyone has signed', () => {
    expect(
      resultActions({ ...base, step: step({ kind: 'download-signed', label: 'Last ned signert PDF' }) }, nbT)
        .primary,
    ).toEqual({
      kind: 'download-signed',
      label: 'Last ned signert PDF',
    });
  });

  it('says why there is no download while the text does not exist, instead of a button that can only fail', () => {
    const waiting = resultActions(
      {
        ...base,
        textReady: false,
        textWaitReason: 'Dette mangler for: Deltaker 2.',
        step: step({ kind: 'result', label: 'Se ferdig avtale' }),
      },
      nbT,
    );
    expect(waiting).toEqual({
      primary: null,
      secondary: [],
      note: 'Det er ingen PDF å laste ned ennå. Dette mangler for: Deltaker 2.',
    });
    expect(
      resultActions(
        { ...base, textReady: false, step: step({ kind: 'download', label: 'Last ned PDF' }) },
        nbT,
      ).note,
    ).toBe('Avtaleteksten er ikke klar ennå, så det er ingen PDF å laste ned.');
  });

  it('says what the party waits for, with the unsigned PDF beside it', () => {
    const a = resultActions(
      {
        ...base,
        step: step(
          { kind: 'wait', label: 'Venter på signatur fra Ola' },
          {
            hint: 'Når Ola har signert, får dere den signerte PDF-en på e-post.',
            secondary: [{ kind: 'download', label: 'Last ned PDF' }],
          },
        ),
      },
      nbT,
    );
    expect(a).toEqual({
      primary: null,
      secondary: [{ kind: 'download', label: 'Last ned PDF' }],
      note: 'Venter på signatur fra Ola. Når Ola har signert, får dere den signerte PDF-en på e-post.',
    });
    const sealing = resultActions(
      {
        ...base,
        step: step(
          { kind: 'wait', label: 'Den signerte PDF-en lages' },
          { hint: 'Den signerte PDF-en lages. Siden oppdateres av seg selv.' },
        ),
      },
      nbT,
    );
    expect(sealing.note).toBe('Den signerte PDF-en lages. Siden oppdateres av seg selv.');
  });

  it('keeps the PDF primary for a partial text, a protocol and a plan, and offers «Signer avtalen» when signing is off', () => {
    expect(resultActions({ ...base, variant: 'partial', step: null }, nbT).primary?.kind).toBe('download');
    expect(resultActions({ ...base, variant: 'protocol', step: null }, nbT).primary?.kind).toBe('download');
    expect(resultActions({ ...base, isPlan: true, step: null }, nbT).primary?.kind).toBe('download');
    const off = resultActions(
      {
        ...base,
        signAction: 'toast',
        step: step({ kind: 'download', label: 'Last ned PDF' }),
      },
      nbT,
    );
    expect(off.primary?.kind).toBe('download');
    expect(off.secondary.map((b) => b.kind)).toEqual(['sign']);
  });
});

describe('signedToast', () => {
  it('tells the last signer that everyone has signed', () => {
    expect(signedToast({ status: 'signed', parties: [] }, nbT).title).toBe('Alle har signert avtalen');
  });

  it('names whom the agreement still waits for', () => {
    const t = signedToast(
      {
        status: 'signing',
        parties: [
          { name: 'Kari', isYou: true, signedAt: '2026-11-25T07:20:00.000Z' },
          { name: 'Ola', isYou: false, signedAt: null },
        ] as never,
      },
      nbT,
    );
    expect(t).toEqual({
      title: 'Du har signert avtalen',
      description:
        'Venter på signatur fra Ola. Når alle har signert, får dere den signerte PDF-en på e-post.',
    });
  });

  it('claims nothing it does not know when the new state could not be read', () => {
    expect(signedToast(undefined, nbT)).toEqual({ title: 'Du har signert avtalen' });
  });
});
