import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  startAgreement: {
    createFailed: 'Could not create the agreement',
    genericError: 'Something went wrong. Please try again later.',
  },
};
