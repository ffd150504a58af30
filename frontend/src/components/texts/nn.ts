import type { Texts } from '../../i18n/page-texts';
import type { nb } from './nb';

export const nn: Texts<typeof nb> = {
  spinner: {
    loading: 'Lastar...',
  },
  adminRoute: {
    authRequired: 'Authentication Required',
    logInToAccess: 'Please log in to access the admin panel',
    loading: 'Loading...',
  },
  chunkBoundary: {
    reload: 'Last sida på nytt',
  },
  lazyConfirmDialog: {
    failed: 'Kunne ikkje opne dialogen.',
  },
  confirmDialog: {
    confirm: 'Slett',
    cancel: 'Avbryt',
  },
  error: {
    title: 'Noko gjekk gale',
    toFrontPage: 'Tilbake til framsida',
  },
  routeError: {
    text: 'Sida kunne ikkje visast. Prøv å laste sida inn på nytt.',
  },
  loginPrompt: {
    logIn: 'Logg inn',
  },
  logo: {
    name: 'Avtalt',
  },
  toast: {
    region: 'Varsel (F8)',
    close: 'Lukk',
  },
};
