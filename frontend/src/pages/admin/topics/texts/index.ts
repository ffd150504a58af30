import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../i18n/i18n';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    adminTopics: typeof nb;
  }
}

addPageTexts('adminTopics', { nb, nn, en });

/** The admin topics' texts in the language in use. */
export const useAdminTopicsTexts = () => useTranslation('adminTopics').t;

/**
 * The same texts in the language in use at the time of the call, for code outside a component (the rules
 * that word counts, notes, toasts and the catalogue's difference). A component takes `useAdminTopicsTexts()`,
 * which renders again when the language changes.
 */
export const adminTopicsT = i18n.getFixedT(null, 'adminTopics');
