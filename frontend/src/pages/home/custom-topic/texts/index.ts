import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../i18n/i18n';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    customTopic: typeof nb;
  }
}

addPageTexts('customTopic', { nb, nn, en });

/** The custom topic dialog's texts in the language in use. */
export const useCustomTopicTexts = () => useTranslation('customTopic').t;

/**
 * The same texts in the language in use at the time of the call, for code outside a component (the flow's
 * toasts, made when a request ends; `kindHint` when not given a `t`).
 */
export const customTopicT = i18n.getFixedT(null, 'customTopic');

/** The `t` of these texts, as the hook and `customTopicT` give it. */
export type CustomTopicT = typeof customTopicT;
