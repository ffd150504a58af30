/** The shared components' texts in bokmål (the source catalogue of the `common` namespace). */
export const nb = {
  spinner: {
    loading: 'Laster...',
  },
  // The spec fixes the admin guard's texts in English.
  adminRoute: {
    authRequired: 'Authentication Required',
    logInToAccess: 'Please log in to access the admin panel',
    loading: 'Loading...',
  },
  chunkBoundary: {
    reload: 'Last siden på nytt',
  },
  lazyConfirmDialog: {
    failed: 'Kunne ikke åpne dialogen.',
  },
  confirmDialog: {
    confirm: 'Slett',
    cancel: 'Avbryt',
  },
  // The error screen and the page shown when a page crashes.
  error: {
    title: 'Noe gikk galt',
    toFrontPage: 'Tilbake til forsiden',
  },
  routeError: {
    text: 'Siden kunne ikke vises. Prøv å laste den inn på nytt.',
  },
  loginPrompt: {
    logIn: 'Logg inn',
  },
  logo: {
    name: 'Avtalt',
  },
  toast: {
    region: 'Varsler (F8)',
    close: 'Lukk',
  },
} as const;
