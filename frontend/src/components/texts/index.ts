import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../i18n/page-texts' {
  interface PageNamespaces {
    common: typeof nb;
  }
}

addPageTexts('common', { nb, nn, en });

/** The shared components' texts in the language in use. */
export const useCommonTexts = () => useTranslation('common').t;
