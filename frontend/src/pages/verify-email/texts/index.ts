import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    verifyEmail: typeof nb;
  }
}

addPageTexts('verifyEmail', { nb, nn, en });

/** The page's texts in the language in use. */
export const useVerifyEmailTexts = () => useTranslation('verifyEmail').t;
