import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../i18n/i18n';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    adminQuestions: typeof nb;
  }
}

addPageTexts('adminQuestions', { nb, nn, en });

/** The admin questions' texts in the language in use. */
export const useAdminQuestionsTexts = () => useTranslation('adminQuestions').t;

/**
 * The same texts in the language in use at the time of the call, for code outside a component (the rules
 * that word the drag handles, the delete confirmation, the clause hint and the generation toasts). A
 * component takes `useAdminQuestionsTexts()`, which renders again when the language changes.
 */
export const adminQuestionsT = i18n.getFixedT(null, 'adminQuestions');
