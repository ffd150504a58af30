import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    verify: typeof nb;
  }
}

addPageTexts('verify', { nb, nn, en });

/** The page's texts in the language in use. */
export const useVerifyTexts = () => useTranslation('verify').t;

/**
 * The page's texts in the language in use at the time of the call, for code outside a component (a rules
 * function, a toast made when a request ends). A component takes `useVerifyTexts()`, which renders again when the
 * language changes.
 */
export const verifyT = i18n.getFixedT(null, 'verify');
