import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    share: typeof nb;
  }
}

addPageTexts('share', { nb, nn, en });

/** The page's texts in the language in use. */
export const useShareTexts = () => useTranslation('share').t;

/** The page's `t`, as the rules files take it. */
export type ShareT = TFunction<'share'>;

/** The page's texts in the language in use when called: the rules' default outside a component. */
export const shareT = (): ShareT => i18n.getFixedT(null, 'share');
