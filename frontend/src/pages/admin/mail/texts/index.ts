import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    adminMail: typeof nb;
  }
}

addPageTexts('adminMail', { nb, nn, en });

/** The 'E-post' tab's texts in the language in use. */
export const useAdminMailTexts = () => useTranslation('adminMail').t;
