import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { addPageTexts } from '../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../i18n/page-texts' {
  interface PageNamespaces {
    hooks: typeof nb;
  }
}

addPageTexts('hooks', { nb, nn, en });

/** The hooks' texts in one language. */
export type HooksT = TFunction<'hooks'>;

/** The hooks' texts in the language in use: a hook that shows text while it renders takes this `t`. */
export const useHooksTexts = (): HooksT => useTranslation('hooks').t;

/**
 * The hooks' texts in the language in use at the time of the call: a toast is made when its request ends,
 * so it is in the language in use then.
 */
export const hooksT: HooksT = i18n.getFixedT(null, 'hooks');
