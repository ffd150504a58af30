import type { Agreement, AgreementStatus } from '@avtalt/contracts';
import type { DocumentVariant } from '../../api/agreements';

/**
 * The result page (/avtale/{id}/ferdig, spec §2 'Result'): which text it shows, what it says about it and
 * what the PDF is called.
 */

/** Completed → the full agreement; disagreement → the protocol; still open → the agreed points so far. */
export function documentVariant(status: AgreementStatus): DocumentVariant {
  if (status === 'completed' || status === 'signed') return 'full';
  if (status === 'disagreement') return 'protocol';
  return 'partial';
}

/**
 * Where the shown text comes from: a completed agreement carries its full text (`legalText`); everything
 * else (and a completed agreement whose text is not stored yet) asks `legal-text?variant=`.
 */
export function legalTextSource(
  agreement: Pick<Agreement, 'status' | 'legalText'>,
): { kind: 'inline'; html: string } | { kind: 'fetch'; variant: DocumentVariant } {
  const variant = documentVariant(agreement.status);
  if (variant === 'full' && agreement.legalText) return { kind: 'inline', html: agreement.legalText };
  return { kind: 'fetch', variant };
}

/** The page heading: the topic (or the title of a custom agreement) in upper case. */
export function resultHeading(agreement: Pick<Agreement, 'topic' | 'title'>): string {
  const text = agreement.topic?.trim() || agreement.title.trim() || 'Avtale';
  return text.toLocaleUpperCase('nb-NO');
}

export interface ResultTexts {
  /** The line under the topic heading. */
  heading: string;
  intro: string;
  /** The accessible name of the document. */
  documentLabel: string;
}

export const RESULT_TEXTS: Record<DocumentVariant, ResultTexts> = {
  full: {
    heading: 'Gratulerer! Dere er enige.',
    intro: 'Alle har svart likt på alle punktene, og avtaleteksten er klar. Les den nøye før dere signerer.',
    documentLabel: 'Avtaletekst',
  },
  partial: {
    heading: 'Dere er ikke enige om alt ennå',
    intro: 'Teksten under er en delvis avtale: den viser punktene dere er enige om, og hvilke punkter som gjenstår.',
    documentLabel: 'Delvis avtale',
  },
  protocol: {
    heading: 'Dere ble ikke enige',
    intro:
      'Avtalen ble avsluttet uten enighet. Protokollen under viser hva dere var enige om, og hvor dere var uenige.',
    documentLabel: 'Protokoll',
  },
};

/**
 * The intro of a completed agreement whose final text is not made yet: it waits for every party's
 * login or details (409 PARTIES_WITHOUT_ACCOUNT / PARTY_DETAILS_MISSING), so it is not 'klar'.
 */
export const WAITING_INTRO =
  'Alle har svart likt på alle punktene. Avtaleteksten lages når alle partene er med i den med fullt navn og fødselsdato eller adresse.';

/**
 * A completed plan (document kind `plan`, e.g. household chores; docs/legal-document.md): not a legally
 * binding agreement, so nothing about signing.
 */
export const PLAN_TEXTS: ResultTexts = {
  heading: 'Gratulerer! Dere er enige.',
  intro: 'Alle har svart likt på alle punktene, og planen er klar. Den er en plan dere har blitt enige om, ikke en juridisk bindende avtale.',
  documentLabel: 'Plan',
};

/** What the page says about the text of `variant`; a completed plan says it is a plan. */
export function resultTexts(variant: DocumentVariant, agreement: Pick<Agreement, 'document'>): ResultTexts {
  return variant === 'full' && agreement.document?.kind === 'plan' ? PLAN_TEXTS : RESULT_TEXTS[variant];
}

/** The fallback file name of spec §7: the topic, or 'avtale', plus '.pdf'. */
export const DEFAULT_PDF_NAME = 'avtale';
const MAX_NAME_LENGTH = 120;
// Reserved by some file systems (Windows), or not allowed in a file name at all.
// eslint-disable-next-line no-control-regex
const INVALID_FILE_NAME_CHARS = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
const RESERVED_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * `${topic || 'avtale'}.pdf` as a name every system accepts: characters that are invalid in file names
 * become spaces, runs of spaces one, leading and trailing dots and spaces go; letters such as æøå stay.
 */
export function pdfFileName(topic: string | null | undefined): string {
  const cleaned = (topic ?? '')
    .normalize('NFC')
    .replace(INVALID_FILE_NAME_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  let name = Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('').trim() || DEFAULT_PDF_NAME;
  if (RESERVED_NAMES.test(name)) name = `${name} ${DEFAULT_PDF_NAME}`;
  return `${name}.pdf`;
}
