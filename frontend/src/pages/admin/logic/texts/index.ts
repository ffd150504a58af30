import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../i18n/i18n';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    adminLogic: typeof nb;
  }
}

addPageTexts('adminLogic', { nb, nn, en });

/** The logic-rules manager's texts in one language. */
export type AdminLogicTexts = TFunction<'adminLogic'>;

/** The logic-rules manager's texts in the language in use. */
export const useAdminLogicTexts = (): AdminLogicTexts => useTranslation('adminLogic').t;

/** The texts in bokmål, whatever the language in use: what the rules word a rule in when given no language. */
export const bokmalLogicTexts = (): AdminLogicTexts => i18n.getFixedT('nb', 'adminLogic');
