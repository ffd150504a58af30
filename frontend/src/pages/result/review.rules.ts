import type { ReviewView } from '@avtalt/contracts';
import type { TFunction } from 'i18next';
import { formatDay } from './result-dates.rules';
import { signedAtText } from './signing.rules';

/** The review's words (docs/reviews.md). Pure. */

/** Why the next review is on its date. */
export function reviewReasonText(
  view: Pick<ReviewView, 'reason' | 'setBy' | 'confirmed'>,
  t: TFunction<'result'>,
): string {
  switch (view.reason) {
    case 'set':
      return t('review.setBy', { name: view.setBy ?? t('review.someParty') });
    case 'final-payment':
      return t('review.finalPayment');
    case 'yearly':
      return t('review.yearly');
    case 'confirmed':
      return view.confirmed
        ? t('review.confirmedBy', { name: view.confirmed.by, date: signedAtText(view.confirmed.at, t) })
        : t('review.lastConfirmed');
    default:
      return '';
  }
}

/** «Neste gjennomgang: 3. desember 2027». */
export const nextReviewText = (reviewOn: string, t: TFunction<'result'>): string =>
  t('review.next', { date: formatDay(reviewOn) });

/** The mail's links open the result page with `?gjennomgang=fortsatt` or `?gjennomgang=endre`. */
export type ReviewPrompt = 'fortsatt' | 'endre' | null;
export const reviewPromptOf = (value: string | null): ReviewPrompt =>
  value === 'fortsatt' || value === 'endre' ? value : null;
