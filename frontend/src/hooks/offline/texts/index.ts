import { i18n } from '../../../i18n/i18n';
import { addPageTexts } from '../../../i18n/page-texts';
import { en } from './en';
import { nb } from './nb';
import { nn } from './nn';

declare module '../../../i18n/page-texts' {
  interface PageNamespaces {
    hooksOffline: typeof nb;
  }
}

addPageTexts('hooksOffline', { nb, nn, en });

/** The text in the language in use at the time of the call. */
export const hooksOfflineT = i18n.getFixedT(null, 'hooksOffline');
