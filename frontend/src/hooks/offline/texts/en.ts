import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  pageNotLoaded: 'Could not load the page. Check your connection and try again.',
};
