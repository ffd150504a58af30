import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    result: typeof nb;
  }
}

addPageTexts('result', { nb, nn, en });

/** The result page's texts in the language in use (the lazily loaded dialogs have their own). */
export const useResultTexts = () => useTranslation('result').t;
