import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    resultVersionDialog: typeof nb;
  }
}

addPageTexts('resultVersionDialog', { nb, nn, en });

/** The texts of «Foreslå endringer» and «Avslutt avtalen» in the language in use. */
export const useVersionDialogTexts = () => useTranslation('resultVersionDialog').t;
