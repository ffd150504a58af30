import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    privacy: typeof nb;
  }
}

addPageTexts('privacy', { nb, nn, en });

/** The privacy notice's texts in the language in use. */
export const usePrivacyTexts = () => useTranslation('privacy').t;
