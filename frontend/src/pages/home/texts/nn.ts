import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  startAgreement: {
    createFailed: 'Feil ved oppretting av avtale',
    genericError: 'Noko gjekk gale. Prøv igjen seinare.',
  },
};
