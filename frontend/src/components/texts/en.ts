import type { Texts } from '../../i18n/page-texts';
import type { nb } from './nb';

export const en: Texts<typeof nb> = {
  spinner: {
    loading: 'Loading...',
  },
  adminRoute: {
    authRequired: 'Authentication Required',
    logInToAccess: 'Please log in to access the admin panel',
    loading: 'Loading...',
  },
  chunkBoundary: {
    reload: 'Reload the page',
  },
  lazyConfirmDialog: {
    failed: 'Could not open the dialog.',
  },
  confirmDialog: {
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  error: {
    title: 'Something went wrong',
    toFrontPage: 'Back to the front page',
  },
  routeError: {
    text: 'The page could not be shown. Please try reloading it.',
  },
  loginPrompt: {
    logIn: 'Log in',
  },
  logo: {
    name: 'Avtalt',
  },
  toast: {
    region: 'Notifications (F8)',
    close: 'Close',
  },
};
