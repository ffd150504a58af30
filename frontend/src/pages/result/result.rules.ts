import type { Agreement, AgreementStatus, SignaturesView } from '@avtalt/contracts';
import type { TFunction } from 'i18next';
import type { DocumentVariant } from '../../api/agreements';
import { intlLocale } from '../../i18n/i18n';
import { observerHint } from '../../lib/agreement-facts.rules';
import type { NextStep } from '../../lib/agreement-next-step.rules';
import { namesList } from './party-details.rules';
import type { SignAction } from './signing.rules';
import type { nb } from './texts/nb';

/**
 * The result page (/avtale/{id}/ferdig, spec §2 'Result'): which text it shows, what it says about it and
 * what the PDF is called, in the language of the `t` given (the page's texts, texts/nb.ts).
 */

type ResultT = TFunction<'result'>;

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
export function resultHeading(agreement: Pick<Agreement, 'topic' | 'title'>, t: ResultT): string {
  const text = agreement.topic?.trim() || agreement.title.trim() || t('page.fallbackHeading');
  return text.toLocaleUpperCase(intlLocale());
}

/** The kinds of text the page shows, each with its words under `variants` in the page's catalogue. */
type VariantKind = keyof typeof nb.variants;

/** What the page says about its text, as keys of the page's catalogue (`t(texts.heading)`). */
const variantTexts = <K extends VariantKind>(kind: K) =>
  ({
    /** The line under the topic heading. */
    heading: `variants.${kind}.heading`,
    intro: `variants.${kind}.intro`,
    /** The accessible name of the document. */
    documentLabel: `variants.${kind}.documentLabel`,
  }) as const;

export type ResultTexts = ReturnType<typeof variantTexts<VariantKind>>;

export const RESULT_TEXTS: Record<DocumentVariant, ResultTexts> = {
  full: variantTexts('full'),
  partial: variantTexts('partial'),
  protocol: variantTexts('protocol'),
};

/**
 * A completed plan (document kind `plan`, e.g. household chores; docs/legal-document.md): not a legally
 * binding agreement, so nothing about signing.
 */
export const PLAN_TEXTS: ResultTexts = variantTexts('plan');

/** A signed agreement (issue 34): no longer «Les den nøye før dere signerer». */
export const SIGNED_TEXTS: ResultTexts = variantTexts('signed');

/** A version that ends the agreement together (docs/amendments.md), agreed and then signed by all: no «Gratulerer». */
export const ENDING_TEXTS: ResultTexts = variantTexts('ending');
export const ENDED_TEXTS: ResultTexts = variantTexts('ended');

/**
 * What the page says about the text of `variant`; a completed plan says it is a plan, a signed agreement that it
 * is signed, a version that ends the agreement that it ends it.
 */
export function resultTexts(
  variant: DocumentVariant,
  agreement: Pick<Agreement, 'document'> & { status?: AgreementStatus; version?: Agreement['version'] },
): ResultTexts {
  if (variant !== 'full') return RESULT_TEXTS[variant];
  if (agreement.document?.kind === 'plan') return PLAN_TEXTS;
  const signed = agreement.status === 'signed';
  if (agreement.version?.ending?.agreed) return signed ? ENDED_TEXTS : ENDING_TEXTS;
  return signed ? SIGNED_TEXTS : RESULT_TEXTS.full;
}

/** A button of the result page: what it does and what it says. */
export interface ResultButton {
  kind: 'party-details' | 'sign' | 'download' | 'download-signed';
  label: string;
}

export interface ResultActions {
  /** The contained button: the person's next step (null: there is nothing to do here but wait). */
  primary: ResultButton | null;
  /** Outlined buttons beside it ('Lag en ny avtale' is always there and not listed). */
  secondary: ResultButton[];
  /** Why there is no download or what we wait for, said where the button would be (null: the buttons say it). */
  note: string | null;
}

/**
 * Issue 34 (ux.md problem 5): the result page's buttons for a logged-in viewer, in the language of `t`
 * (`textWaitReason`, `step`'s labels and hints and the observer's note come as they are). The primary button is the
 * person's next step as `agreementNextStep` gives it — give the party details, then «Signer avtalen», then
 * «Last ned signert PDF» — and no button is offered that can only fail: until the final text exists there is
 * no download, and `note` says why. A partial text, a protocol and a plan are downloaded as before.
 */
export function resultActions(
  input: {
    variant: DocumentVariant;
    isPlan: boolean;
    /** The step of a completed or signed agreement (null for the other variants, a plan, or a visitor). */
    step: NextStep | null;
    /** The text to download exists (the final text is made, or the partial text or protocol has loaded). */
    textReady: boolean;
    /** Why the final text is not made (the server's 409, or who has still to give their details). */
    textWaitReason: string | null;
    /** What 'Signer avtalen' would do (signing.rules): `toast` when signing is off or unreadable. */
    signAction: SignAction;
    /** The signatures are being read: the next step is not known yet. */
    signingLoading: boolean;
    /** An observer: reads the text, and may neither sign nor download it (the PDF is the parties'). */
    observer?: boolean;
  },
  t: ResultT,
): ResultActions {
  const { step, textReady } = input;
  const DOWNLOAD: ResultButton = { kind: 'download', label: t('actions.download') };
  const SIGN: ResultButton = { kind: 'sign', label: t('actions.sign') };
  if (input.observer) return { primary: null, secondary: [], note: observerHint() };
  if (input.variant !== 'full' || input.isPlan || step === null) {
    return { primary: DOWNLOAD, secondary: [], note: null };
  }
  // Said when the final text is not made: why, when the page knows it, else the step's hint or in general.
  const notReady = input.textWaitReason
    ? t('actions.noPdfYet', { reason: input.textWaitReason })
    : (step.hint ?? t('actions.textNotReady'));
  switch (step.primary.kind) {
    case 'party-details':
      return {
        primary: { kind: 'party-details', label: step.primary.label },
        secondary: [],
        note: step.hint,
      };
    case 'download-signed':
      return {
        primary: { kind: 'download-signed', label: t('actions.downloadSigned') },
        secondary: [],
        note: null,
      };
    case 'sign':
      if (!textReady) return { primary: null, secondary: [], note: notReady };
      return { primary: SIGN, secondary: [DOWNLOAD], note: null };
    case 'wait': {
      const download = textReady && step.secondary.some((a) => a.kind === 'download');
      const label = step.primary.label;
      const text =
        step.hint && !step.hint.startsWith(label) ? `${label}. ${step.hint}` : (step.hint ?? `${label}.`);
      return {
        primary: null,
        secondary: download ? [DOWNLOAD] : [],
        note: textReady ? text : (step.hint ?? notReady),
      };
    }
    default: {
      if (input.signingLoading) return { primary: null, secondary: [], note: null };
      if (!textReady) return { primary: null, secondary: [], note: notReady };
      // Signing is off (or its state could not be read): 'Signer avtalen' says so (spec §2 'Result').
      return { primary: DOWNLOAD, secondary: input.signAction === 'toast' ? [SIGN] : [], note: null };
    }
  }
}

/**
 * The toast after the caller's signature, worded from the state after it (issue 34): the last signer is
 * told that everyone has signed, the others whom the agreement still waits for.
 */
export function signedToast(
  view: Pick<SignaturesView, 'status' | 'parties'> | undefined,
  t: ResultT,
): {
  title: string;
  description?: string;
} {
  if (view?.status === 'signed') {
    return { title: t('toasts.allSigned'), description: t('toasts.allSignedText') };
  }
  const missing = (view?.parties ?? [])
    .filter((p) => !p.isYou && !p.signedAt)
    .map((p) => p.name.trim() || t('toasts.aParticipant'));
  if (missing.length === 0) return { title: t('toasts.youSigned') };
  return {
    title: t('toasts.youSigned'),
    description: t('toasts.waitingFor', { names: namesList(missing, t('and')) }),
  };
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
