import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    homePage: typeof nb;
  }
}

addPageTexts('homePage', { nb, nn, en });

/** The front page's own texts in the language in use. */
export const useHomePageTexts = () => useTranslation('homePage').t;

/**
 * The same texts in the language in use at the time of the call, for code outside a component (the custom
 * topic's flow, whose toasts are made when a request ends).
 */
export const homePageT = i18n.getFixedT(null, 'homePage');
