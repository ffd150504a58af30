import type { ReviewView } from '@avtalt/contracts';
import { formatDate } from '@avtalt/logic';
import { formatSignedAt } from './signing.rules';

/** The review's words (docs/reviews.md). Pure. */

/** Why the next review is on its date. */
export function reviewReasonText(view: Pick<ReviewView, 'reason' | 'setBy' | 'confirmed'>): string {
  switch (view.reason) {
    case 'set':
      return `Satt av ${view.setBy ?? 'en av partene'}.`;
    case 'final-payment':
      return 'Foreslått av Avtalt: da skal lånet være betalt tilbake.';
    case 'yearly':
      return 'Foreslått av Avtalt: ett år etter at avtalen ble signert.';
    case 'confirmed':
      return view.confirmed
        ? `${view.confirmed.by} bekreftet ${formatSignedAt(view.confirmed.at)} at avtalen gjelder fortsatt.`
        : 'Ett år etter at avtalen sist ble bekreftet.';
    default:
      return '';
  }
}

/** «Neste gjennomgang: 3. desember 2027». */
export const nextReviewText = (reviewOn: string): string => `Neste gjennomgang: ${formatDate(reviewOn)}`;

/** The mail's links open the result page with `?gjennomgang=fortsatt` or `?gjennomgang=endre`. */
export type ReviewPrompt = 'fortsatt' | 'endre' | null;
export const reviewPromptOf = (value: string | null): ReviewPrompt =>
  value === 'fortsatt' || value === 'endre' ? value : null;
