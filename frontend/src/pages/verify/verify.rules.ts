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
import { intlLocale } from '../../i18n/i18n';
import { verifyT } from './texts';
import { nb } from './texts/nb';

/**
 * /verifiser (issue 18): anyone chooses a PDF; the browser hashes it (the file is not uploaded) and asks
 * the server whether a sealed Avtalt agreement has that SHA-256. The pure parts; their texts are the `verify`
 * catalogue's (texts/), in the language in use when they are called.
 */

/** Larger files are no Avtalt PDF (a sealed agreement is some hundred KB); hashing them would only cost memory. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

/** Why a chosen file is not checked, or null when it may be. */
export function chosenFileProblem(file: { name: string; type: string; size: number }): string | null {
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return verifyT('problems.notPdf');
  if (file.size === 0) return verifyT('problems.empty');
  if (file.size > MAX_PDF_BYTES) return verifyT('problems.tooLarge');
  return null;
}

/** What the page says after asking: a match, no match (404), or a failure to ask. */
export type VerifyOutcome =
  | { kind: 'match'; verification: Verification }
  | { kind: 'no-match'; message: string }
  | { kind: 'failed'; message: string };

export function verifyFailure(error: {
  status: number | null;
  code: string | null;
  serverMessage: string | null;
}): VerifyOutcome {
  // A 404 that is not about the file: the server could not check it (not 'Stemmer ikke').
  // The server has signing turned off and did not check the file (never a statement about the file).
  if (error.code === ErrorCode.SigningDisabled)
    return { kind: 'failed', message: verifyT('failures.unavailable') };
  if (error.status === 503 || error.code === ErrorCode.ServiceUnavailable)
    return { kind: 'failed', message: verifyT('failures.failed') };
  if (error.status === 404)
    return { kind: 'no-match', message: error.serverMessage ?? SigningMessages.verifyNotFound };
  if (error.status === 429 || error.code === ErrorCode.RateLimited)
    return { kind: 'failed', message: error.serverMessage ?? verifyT('failures.rateLimited') };
  return { kind: 'failed', message: error.serverMessage ?? verifyT('failures.failed') };
}

/**
 * '25. november 2026 kl. 08:15' in Norwegian time (where Avtalt's parties are), in the language in use
 * ('25 November 2026 at 08:15 (Norwegian time)' in English).
 */
export function formatWhen(iso: string, timeZone = 'Europe/Oslo'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale();
  const day = date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  return verifyT('when', { day, time });
}

/** 'Kari Nordmann signerte 25. november 2026 kl. 08:15 med passord'. */
export function signerLine(signer: Verification['signers'][number]): string {
  return verifyT('signer', {
    name: signer.name,
    when: formatWhen(signer.signedAt),
    method: verifyT(`methods.${signer.method}`),
  });
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

/**
 * A screen reader's words for one check before its message: what is checked and whether it holds
 * ('Seglet holder:'). A file we do not know gets no «holder» for what holds inside it (it proves nothing about
 * Avtalt): 'Seglet i filen:'.
 */
export function checkStatusText(
  check: Pick<PdfCheck, 'id' | 'status'>,
  lookup: VerifyOutcome['kind'],
): string {
  const status = lookup === 'no-match' && check.status === 'ok' ? 'inFile' : check.status;
  return verifyT('contentCheck.status', {
    check: verifyT(`contentCheck.checks.${check.id}`),
    status: verifyT(`contentCheck.statuses.${status}`),
  });
}

/** The result's heading: everything holds, or something does not. */
export function contentCheckTitle(result: Pick<PdfVerification, 'valid'>): string {
  return result.valid ? verifyT('contentCheck.holds') : verifyT('contentCheck.fails');
}

/**
 * The verdict when the look-up knows no sealed agreement with the file's SHA-256, in bokmål (contentCheckVerdict
 * gives it in the language in use).
 */
export const UNKNOWN_FILE_VERDICT = nb.contentCheck.unknown;

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
  if (lookup === 'no-match')
    return {
      title: verifyT('contentCheck.unknown'),
      holds: false,
      note: verifyT('contentCheck.unknownNote'),
    };
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
    return { kind: 'failed', message: error.serverMessage ?? verifyT('failures.rateLimited') };
  if (error.status === 400)
    return { kind: 'failed', message: error.serverMessage ?? PdfVerifyMessages.notPdf };
  return { kind: 'failed', message: verifyT('failures.failed') };
}

/**
 * The file's place in its agreement's chain of versions (docs/amendments.md), each other file named by its
 * SHA-256, so it can be checked here too; nothing for an original never amended.
 */
export function versionLines(version: Verification['version']): string[] {
  if (!version) return [];
  const lines: string[] = [verifyT('version.number', { number: version.number })];
  if (version.replaces)
    lines.push(
      verifyT('version.replaces', { number: version.replaces.number, sha256: version.replaces.sha256 }),
    );
  if (version.replacedBy)
    lines.push(
      verifyT('version.replacedBy', {
        number: version.replacedBy.number,
        when: formatWhen(version.replacedBy.sealedAt),
        sha256: version.replacedBy.sha256,
      }),
    );
  return lines;
}
