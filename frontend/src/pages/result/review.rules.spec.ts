import { i18n } from '../../i18n/i18n';
import { nextReviewText, reviewPromptOf, reviewReasonText } from './review.rules';
import './texts';

const nbT = i18n.getFixedT('nb', 'result');

describe('the review on the result page', () => {
  it('says when the next review is and why that date', () => {
    expect(nextReviewText('2027-12-01', nbT)).toBe('Neste gjennomgang: 1. desember 2027');
    const none = { setBy: null, confirmed: null };
    expect(reviewReasonText({ ...none, reason: 'yearly' }, nbT)).toBe(
      'Foreslått av Avtalt: ett år etter at avtalen ble signert.',
    );
    expect(reviewReasonText({ ...none, reason: 'final-payment' }, nbT)).toBe(
      'Foreslått av Avtalt: da skal lånet være betalt tilbake.',
    );
    expect(reviewReasonText({ ...none, reason: 'set', setBy: 'Kari Nordmann' }, nbT)).toBe(
      'Satt av Kari Nordmann.',
    );
    expect(
      reviewReasonText(
        {
          reason: 'confirmed',
          setBy: 'Ola Nordmann',
          confirmed: { at: '2026-12-03T10:15:00Z', by: 'Ola Nordmann' },
        },
        nbT,
      ),
    ).toBe('Ola Nordmann bekreftet 3. desember 2026 kl. 11:15 at avtalen gjelder fortsatt.');
  });

  it('reads only the two answers of the reminder mail’s links', () => {
    expect(reviewPromptOf('fortsatt')).toBe('fortsatt');
    expect(reviewPromptOf('endre')).toBe('endre');
    expect(reviewPromptOf('slett')).toBeNull();
    expect(reviewPromptOf(null)).toBeNull();
  });
});
