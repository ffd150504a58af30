import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    admin: typeof nb;
  }
}

addPageTexts('admin', { nb, nn, en });

/** The admin dashboard's and the admin request's texts in the language in use. */
export const useAdminTexts = () => useTranslation('admin').t;
