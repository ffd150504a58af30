import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  pageNotLoaded: 'Kunne ikkje laste sida. Sjekk nettet og prøv igjen.',
};
