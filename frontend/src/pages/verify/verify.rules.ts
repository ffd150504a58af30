import {
  ErrorCode,
  PDF_VERIFY_MAX_BYTES,
  type PdfCheck,
  type PdfVerification,
  PdfVerifyMessages,
  signerLevelText,
  SigningMessages,
  type Verification,
} from '@avtalt/contracts';
import { formatSignedAt, METHOD_LABELS } from '../result/signing.rules';

/**
 * /verifiser (issue 18): anyone chooses a PDF; the browser hashes it (the file is not uploaded) and asks
 * the server whether a sealed Avtalt agreement has that SHA-256. The pure parts.
 */

/** Larger files are no Avtalt PDF (a sealed agreement is some hundred KB); hashing them would only cost memory. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

/** Why a chosen file is not checked, or null when it may be. */
export function chosenFileProblem(file: { name: string; type: string; size: number }): string | null {
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return 'Velg en PDF-fil. Signerte avtaler fra Avtalt er PDF-filer.';
  if (file.size === 0) return 'Filen er tom.';
  if (file.size > MAX_PDF_BYTES) return 'Filen er for stor til å være en avtale fra Avtalt (over 50 MB).';
  return null;
}

/** What the page says after asking: a match, no match (404), or a failure to ask. */
export type VerifyOutcome =
  | { kind: 'match'; verification: Verification }
  | { kind: 'no-match'; message: string }
  | { kind: 'failed'; message: string };

export const VERIFY_FAILED = 'Kunne ikke kontrollere filen nå. Prøv igjen om litt.';
/** The server has signing turned off and did not check the file (never a statement about the file). */
export const VERIFY_UNAVAILABLE =
  'Kontroll av signerte avtaler er ikke tilgjengelig på denne tjenesten nå. Filen er ikke kontrollert.';

export function verifyFailure(error: {
  status: number | null;
  code: string | null;
  serverMessage: string | null;
}): VerifyOutcome {
  // A 404 that is not about the file: the server could not check it (not 'Stemmer ikke').
  if (error.code === ErrorCode.SigningDisabled) return { kind: 'failed', message: VERIFY_UNAVAILABLE };
  if (error.status === 503 || error.code === ErrorCode.ServiceUnavailable)
    return { kind: 'failed', message: VERIFY_FAILED };
  if (error.status === 404)
    return { kind: 'no-match', message: error.serverMessage ?? SigningMessages.verifyNotFound };
  if (error.status === 429 || error.code === ErrorCode.RateLimited)
    return {
      kind: 'failed',
      message: error.serverMessage ?? 'For mange kontroller på kort tid. Vent litt og prøv igjen.',
    };
  return { kind: 'failed', message: error.serverMessage ?? VERIFY_FAILED };
}

/** 'Kari Nordmann signerte 25. november 2026 kl. 08:15 med passord'. */
export function signerLine(signer: Verification['signers'][number]): string {
  return `${signer.name} signerte ${formatSignedAt(signer.signedAt)} med ${METHOD_LABELS[signer.method]}`;
}

/** Issue 31: the sentence of what a signature proved, when the sealed record has it (older ones do not). */
export function signerLevel(signer: Verification['signers'][number]): string | null {
  return signer.level ? signerLevelText(signer.level) : null;
}

// ---- the file's own checks (POST /api/verify, issue 31) ---------------------------------------------

/** Why the file cannot be checked on the server (too large for the route), or null. */
export function contentCheckProblem(size: number): string | null {
  return size > PDF_VERIFY_MAX_BYTES ? PdfVerifyMessages.tooLarge : null;
}

/** What each check is called on the page. */
export const CHECK_LABELS: Record<PdfCheck['id'], string> = {
  seal: 'Seglet',
  timestamp: 'Tidsstempelet',
  archive: 'Langtidsbevaringen',
  trail: 'Revisjonsloggen',
  head: 'Loggens hode',
  text: 'Avtaleteksten',
  receipt: 'Kvitteringen',
};

/** The result's heading: everything holds, or something does not. */
export function contentCheckTitle(result: Pick<PdfVerification, 'valid'>): string {
  return result.valid ? 'Seglet og revisjonsloggen i filen holder' : 'Noe i filen stemmer ikke';
}

/** The verdict when the look-up knows no sealed agreement with the file's SHA-256. */
export const UNKNOWN_FILE_VERDICT = 'Ikke en forseglet Avtalt-avtale som vi kjenner';
export const UNKNOWN_FILE_NOTE =
  'Kontrollsummen stemmer ikke med noen avtale vi har forseglet. Kontrollene under viser bare hva filen selv inneholder, og gjør den ikke til en avtale fra Avtalt.';

/**
 * The file check's heading, as one verdict with the look-up above it: a file whose SHA-256 we do not know is
 * not an agreement we sealed, whatever its own checks say (a forger controls everything inside the file), so
 * it never reads as holding. A look-up that could not be made (rate limit, outage) leaves the file's checks
 * to speak for themselves (documents held the seal against its own certificate).
 */
export function contentCheckVerdict(
  result: Pick<PdfVerification, 'valid'>,
  lookup: VerifyOutcome['kind'],
): { title: string; holds: boolean; note: string | null } {
  if (lookup === 'no-match') return { title: UNKNOWN_FILE_VERDICT, holds: false, note: UNKNOWN_FILE_NOTE };
  return { title: contentCheckTitle(result), holds: result.valid, note: null };
}

export type ContentOutcome =
  { kind: 'checked'; result: PdfVerification } | { kind: 'failed'; message: string };

export function contentCheckFailure(error: {
  status: number | null;
  code: string | null;
  serverMessage: string | null;
}): ContentOutcome {
  if (error.status === 413 || error.code === ErrorCode.PayloadTooLarge)
    return { kind: 'failed', message: error.serverMessage ?? PdfVerifyMessages.tooLarge };
  if (error.status === 429 || error.code === ErrorCode.RateLimited)
    return {
      kind: 'failed',
      message: error.serverMessage ?? 'For mange kontroller på kort tid. Vent litt og prøv igjen.',
    };
  if (error.status === 400)
    return { kind: 'failed', message: error.serverMessage ?? PdfVerifyMessages.notPdf };
  return { kind: 'failed', message: VERIFY_FAILED };
}

/**
 * The file's place in its agreement's chain of versions (docs/amendments.md), each other file named by its
 * SHA-256, so it can be checked here too; nothing for an original never amended.
 */
export function versionLines(version: Verification['version']): string[] {
  if (!version) return [];
  const lines = [`Dette er versjon ${version.number} av avtalen.`];
  if (version.replaces)
    lines.push(`Den erstatter versjon ${version.replaces.number}, med SHA-256 ${version.replaces.sha256}.`);
  if (version.replacedBy)
    lines.push(
      `Den er erstattet av versjon ${version.replacedBy.number}, forseglet ${formatSignedAt(version.replacedBy.sealedAt)}, med SHA-256 ${version.replacedBy.sha256}.`,
    );
  return lines;
}
