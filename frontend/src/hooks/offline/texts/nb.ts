/**
 * The one text of a hook the front page loads (use-question-draft.ts), in bokmål: the source catalogue of the
 * small `hooksOffline` namespace, so that the `hooks` catalogue stays out of the front page's download.
 */
export const nb = {
  // When not even the code that waits for a custom topic's questions could be loaded.
  pageNotLoaded: 'Kunne ikke laste siden. Sjekk nettet og prøv igjen.',
} as const;
