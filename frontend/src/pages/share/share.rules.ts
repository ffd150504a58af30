import type { NextStep } from '../../lib/agreement-next-step.rules';
import { intlLocale } from '../../i18n/i18n';
import { type ShareT, shareT } from './texts';

/**
 * How 'Del lenke' shares (spec §9): the device's share sheet where there is one, else the clipboard,
 * else the hidden-textarea copy method.
 */
export type ShareMethod = 'share' | 'clipboard' | 'textarea';

export interface ShareEnvironment {
  /** `navigator.share` exists (and, when `navigator.canShare` exists, accepts the data). */
  canShare: boolean;
  /** `navigator.clipboard.writeText` exists in a secure context. */
  canUseClipboard: boolean;
}

export function chooseShareMethod(env: ShareEnvironment): ShareMethod {
  if (env.canShare) return 'share';
  if (env.canUseClipboard) return 'clipboard';
  return 'textarea';
}

/** What the browser offers, read from `navigator` and `window`. */
export function detectShareEnvironment(data: ShareData): ShareEnvironment {
  const nav: Partial<Navigator> | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  const canShare =
    typeof nav?.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data));
  const canUseClipboard = typeof nav?.clipboard?.writeText === 'function' && window.isSecureContext !== false;
  return { canShare, canUseClipboard };
}

/** The link to share: {origin}/avtale/{id}. */
export function shareLink(origin: string, agreementId: string): string {
  return `${origin.replace(/\/+$/, '')}/avtale/${agreementId}`;
}

/** The text sent with the link. */
export function shareText(title: string, t: ShareT = shareT()): string {
  return t('copy.shareText', { title });
}

/** A user closing the share sheet is not a failure. */
export function isShareCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** What the share page says, per state (issue 34, ux.md problem 1). */
export interface ShareCopy {
  heading: string;
  lead: string;
  /** 'Del lenke' is the primary button (others still have to join); otherwise the step's primary action is. */
  shareIsPrimary: boolean;
  /** The 'Hva skjer nå?' list and the mail note: only while the round is open. */
  showSteps: boolean;
  mailNote: string | null;
}

/** «Anne, Bjørn og Kari» in the language in use. */
const listOfNames = (names: readonly string[]): string =>
  new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(names);

/**
 * The share page's texts from the agreement's next step: thanks and the link while others still have to
 * join or answer; once the round is closed or the agreement finished, where it stands and what to do.
 * The status, the hint and the waiting text of a closed round are the next step's own (lib's texts).
 */
export function shareCopy(
  step: NextStep,
  title: string,
  youAnswered: boolean,
  t: ShareT = shareT(),
): ShareCopy {
  const thanks = youAnswered ? t('copy.thanks') : t('copy.shareAgreement');
  const mailNote = t('copy.mailNote');
  switch (step.primary.kind) {
    case 'share':
      return {
        heading: thanks,
        lead: t('copy.shareLead', { title }),
        shareIsPrimary: true,
        showSteps: true,
        mailNote,
      };
    case 'answer':
      return {
        heading: thanks,
        lead: t('copy.answerLead', { title }),
        shareIsPrimary: false,
        showSteps: true,
        mailNote,
      };
    case 'wait':
      if (step.phase === 'open-round') {
        const names = step.waiting?.names ?? [];
        return {
          heading: thanks,
          lead: names.length > 0 ? t('copy.waitingFor', { names: listOfNames(names) }) : mailNote,
          shareIsPrimary: false,
          showSteps: false,
          mailNote: null,
        };
      }
      return {
        heading: step.status.text,
        lead: step.waiting?.text ?? step.hint ?? '',
        shareIsPrimary: false,
        showSteps: false,
        mailNote: null,
      };
    default:
      return {
        heading: step.status.text,
        lead: step.hint ?? '',
        shareIsPrimary: false,
        showSteps: false,
        mailNote: null,
      };
  }
}
