import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { addPageTexts } from '../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../i18n/page-texts' {
  interface PageNamespaces {
    lib: typeof nb;
  }
}

addPageTexts('lib', { nb, nn, en });

/** The texts of lib's rules in one language, as the rules take them (their last parameter). */
export type LibT = TFunction<'lib'>;

/** The texts of lib's rules in the language in use: a component passes this `t`, and renders again when the language changes. */
export const useLibTexts = (): LibT => useTranslation('lib').t;

/**
 * The texts in the language in use at the time of the call: the rules' default, for code outside a component
 * (a toast made when a request ends) and for the specs.
 */
export const libT: LibT = i18n.getFixedT(null, 'lib');

/** The texts in bokmål, whatever the language in use: the constants kept for callers that want the bokmål text. */
export const bokmalLibT: LibT = i18n.getFixedT('nb', 'lib');
