import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../i18n/i18n';
import { addPageTexts } from '../../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../../i18n/page-texts' {
  interface PageNamespaces {
    comparisonNegotiation: typeof nb;
  }
}

addPageTexts('comparisonNegotiation', { nb, nn, en });

/** The negotiation's texts in the language in use. */
export const useNegotiationTexts = () => useTranslation('comparisonNegotiation').t;

/** The `t` of the negotiation's texts: what its rules word their texts with. */
export type NegotiationT = ReturnType<typeof useNegotiationTexts>;

/** The same texts outside a component, in the language in use when called (a rule's `t` when none is given). */
export const negotiationTexts = (): NegotiationT => i18n.getFixedT(null, 'comparisonNegotiation');
