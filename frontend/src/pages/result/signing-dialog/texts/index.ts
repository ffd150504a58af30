import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    resultSigningDialog: typeof nb;
  }
}

addPageTexts('resultSigningDialog', { nb, nn, en });

/** The signing dialog's texts in the language in use. */
export const useSigningDialogTexts = () => useTranslation('resultSigningDialog').t;
