/**
 * The front page's own texts in bokmål (the source catalogue of the `homePage` namespace): the toasts of
 * starting an agreement. The page's other texts are the shared catalogue's `home.…` (i18n/locales), and the
 * custom topic dialog's are in `custom-topic/texts`, loaded with the dialog.
 */
export const nb = {
  startAgreement: {
    createFailed: 'Feil ved opprettelse av avtale',
    // The generic failure text of the front page's toasts (spec §8).
    genericError: 'Noe gikk galt. Prøv igjen senere.',
  },
} as const;
