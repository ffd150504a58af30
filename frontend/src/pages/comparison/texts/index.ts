import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    comparison: typeof nb;
  }
}

addPageTexts('comparison', { nb, nn, en });

/** The comparison page's texts in the language in use. */
export const useComparisonTexts = () => useTranslation('comparison').t;

/** The `t` of the comparison's texts: what its rules word their texts with. */
export type ComparisonT = ReturnType<typeof useComparisonTexts>;

/**
 * The same texts outside a component, in the language in use when called: what a rule uses when no `t` is
 * given (a component passes its own, so it renders again when the language changes).
 */
export const comparisonTexts = (): ComparisonT => i18n.getFixedT(null, 'comparison');
