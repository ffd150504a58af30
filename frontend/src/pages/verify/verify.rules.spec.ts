import { PDF_VERIFY_MAX_BYTES, PdfVerifyMessages } from '@avtalt/contracts';
import {
  chosenFileProblem,
  contentCheckFailure,
  contentCheckProblem,
  contentCheckTitle,
  contentCheckVerdict,
  MAX_PDF_BYTES,
  UNKNOWN_FILE_VERDICT,
  signerLevel,
  signerLine,
  verifyFailure,
  versionLines,
} from './verify.rules';

describe('chosenFileProblem', () => {
  it('accepts a PDF by type or by name', () => {
    expect(chosenFileProblem({ name: 'avtale.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(chosenFileProblem({ name: 'AVTALE.PDF', type: '', size: 1000 })).toBeNull();
  });

  it('refuses other files, empty files and very large ones', () => {
    expect(chosenFileProblem({ name: 'bilde.png', type: 'image/png', size: 1000 })).toBe(
      'Velg en PDF-fil. Signerte avtaler fra Avtalt er PDF-filer.',
    );
    expect(chosenFileProblem({ name: 'tom.pdf', type: 'application/pdf', size: 0 })).toBe('Filen er tom.');
    expect(chosenFileProblem({ name: 'stor.pdf', type: 'application/pdf', size: MAX_PDF_BYTES + 1 })).toBe(
      'Filen er for stor til å være en avtale fra Avtalt (over 50 MB).',
    );
  });
});

describe('verifyFailure', () => {
  it('reports an unknown hash as not matching, in Norwegian', () => {
    expect(verifyFailure({ status: 404, code: 'NOT_FOUND', serverMessage: null })).toEqual({
      kind: 'no-match',
      message: 'Fant ingen signert Avtalt-avtale som stemmer med denne filen. Filen kan være endret.',
    });
  });

  it('never says "not matching" when the server did not check the file (SIGNING_DISABLED 404, 503)', () => {
    expect(
      verifyFailure({
        status: 404,
        code: 'SIGNING_DISABLED',
        serverMessage: 'Signering er ikke tilgjengelig ennå',
      }),
    ).toEqual({
      kind: 'failed',
      message:
        'Kontroll av signerte avtaler er ikke tilgjengelig på denne tjenesten nå. Filen er ikke kontrollert.',
    });
    expect(
      verifyFailure({ status: 503, code: 'SERVICE_UNAVAILABLE', serverMessage: 'Tjenesten svarer ikke' }),
    ).toEqual({
      kind: 'failed',
      message: 'Kunne ikke kontrollere filen nå. Prøv igjen om litt.',
    });
  });

  it('tells a rate limit and other failures apart from a mismatch', () => {
    expect(verifyFailure({ status: 429, code: 'RATE_LIMITED', serverMessage: null })).toEqual({
      kind: 'failed',
      message: 'For mange kontroller på kort tid. Vent litt og prøv igjen.',
    });
    expect(verifyFailure({ status: null, code: null, serverMessage: null })).toEqual({
      kind: 'failed',
      message: 'Kunne ikke kontrollere filen nå. Prøv igjen om litt.',
    });
  });
});

describe('signerLine', () => {
  it('names the signer, the time and the method', () => {
    expect(
      signerLine({ name: 'Kari Nordmann', signedAt: '2026-11-25T07:15:00.000Z', method: 'email-code' }),
    ).toBe('Kari Nordmann signerte 25. november 2026 kl. 08:15 med engangskode på e-post');
  });
});

describe("the file's own checks (issue 31)", () => {
  it('says what a signature proved when the record has it, nothing for an older one', () => {
    const signer = { name: 'Ola Hansen', signedAt: '2026-11-25T07:20:00.000Z', method: 'password' as const };
    expect(
      signerLevel({ ...signer, level: { method: 'password', emailConfirmed: true, codeSentTo: null } }),
    ).toBe('Navn og fødselsdato oppgitt av parten; e-postadressen bekreftet; signert med passord.');
    expect(signerLevel(signer)).toBeNull();
    expect(signerLevel({ ...signer, level: null })).toBeNull();
  });
  it("offers the check up to the route's limit only", () => {
    expect(contentCheckProblem(PDF_VERIFY_MAX_BYTES)).toBeNull();
    expect(contentCheckProblem(PDF_VERIFY_MAX_BYTES + 1)).toBe(PdfVerifyMessages.tooLarge);
  });
  it('titles the result and names failures without guessing about the file', () => {
    expect(contentCheckTitle({ valid: true })).toBe('Seglet og revisjonsloggen i filen holder');
    expect(contentCheckTitle({ valid: false })).toBe('Noe i filen stemmer ikke');
    // An unknown SHA-256 is the verdict, whatever the file's own checks say; a look-up that failed leaves them to speak.
    expect(contentCheckVerdict({ valid: true }, 'no-match')).toMatchObject({
      title: UNKNOWN_FILE_VERDICT,
      holds: false,
      note: expect.stringContaining('bare hva filen selv inneholder'),
    });
    expect(contentCheckVerdict({ valid: false }, 'no-match')).toMatchObject({
      title: 'Ikke en forseglet Avtalt-avtale som vi kjenner',
      holds: false,
    });
    expect(contentCheckVerdict({ valid: true }, 'match')).toEqual({
      title: 'Seglet og revisjonsloggen i filen holder',
      holds: true,
      note: null,
    });
    expect(contentCheckVerdict({ valid: true }, 'failed')).toEqual({
      title: 'Seglet og revisjonsloggen i filen holder',
      holds: true,
      note: null,
    });
    expect(contentCheckVerdict({ valid: false }, 'match')).toMatchObject({
      title: 'Noe i filen stemmer ikke',
      holds: false,
    });
    expect(contentCheckFailure({ status: 413, code: 'PAYLOAD_TOO_LARGE', serverMessage: null })).toEqual({
      kind: 'failed',
      message: PdfVerifyMessages.tooLarge,
    });
    expect(
      contentCheckFailure({ status: 400, code: 'VALIDATION_FAILED', serverMessage: 'Filen er ikke en PDF.' }),
    ).toEqual({ kind: 'failed', message: 'Filen er ikke en PDF.' });
    expect(
      contentCheckFailure({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        serverMessage: 'Tjenesten er midlertidig utilgjengelig',
      }),
    ).toEqual({
      kind: 'failed',
      message: 'Kunne ikke kontrollere filen nå. Prøv igjen om litt.',
    });
  });
});

describe('a file in a chain of versions', () => {
  it('names its number, the version it replaces and the one that replaced it, each by SHA-256', () => {
    expect(versionLines(undefined)).toEqual([]);
    expect(
      versionLines({
        number: 2,
        replaces: { sha256: 'a'.repeat(64), number: 1 },
        replacedBy: { sha256: 'b'.repeat(64), number: 3, sealedAt: '2026-12-01T10:15:00.000Z' },
      }),
    ).toEqual([
      'Dette er versjon 2 av avtalen.',
      `Den erstatter versjon 1, med SHA-256 ${'a'.repeat(64)}.`,
      `Den er erstattet av versjon 3, forseglet 1. desember 2026 kl. 11:15, med SHA-256 ${'b'.repeat(64)}.`,
    ]);
  });
});
