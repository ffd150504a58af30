import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    adminLogicTester: typeof nb;
  }
}

addPageTexts('adminLogicTester', { nb, nn, en });

/** The logic tester's texts in the language in use. */
export const useAdminLogicTesterTexts = () => useTranslation('adminLogicTester').t;
