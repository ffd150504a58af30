import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../i18n/i18n';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    comparisonChat: typeof nb;
  }
}

addPageTexts('comparisonChat', { nb, nn, en });

/** The comparison's discussion's texts in the language in use. */
export const useComparisonChatTexts = () => useTranslation('comparisonChat').t;

/** The `t` of the discussion's texts: what its rules word their texts with. */
export type ComparisonChatT = ReturnType<typeof useComparisonChatTexts>;

/** The same texts outside a component, in the language in use when called (a rule's `t` when none is given). */
export const comparisonChatTexts = (): ComparisonChatT => i18n.getFixedT(null, 'comparisonChat');
