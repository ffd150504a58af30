/**
 * The dialogs that start an agreement's next version (version-dialog.tsx, amend-dialog.tsx, end-dialog.tsx; lazily
 * loaded chunks) in bokmål: the source catalogue of the `resultVersionDialog` namespace. Only the dialogs import
 * this folder, so their chunks share nothing with the result page's.
 */
export const nb = {
  cancel: 'Avbryt',
  // amend-dialog.tsx: «Foreslå endringer».
  amend: {
    failed: 'Kunne ikke foreslå endringene',
    chooseWhat: 'Velg hva dere vil endre',
    title: 'Foreslå endringer',
    action: 'Start ny versjon',
    intro:
      'Velg spørsmålene dere skal svare på igjen. Resten av avtalen står som dere signerte den. Når dere er enige, signerer alle den nye versjonen, og den erstatter denne.',
    questions: 'Spørsmål i avtalen',
    newQuestion: 'Nytt ja/nei-spørsmål (valgfritt)',
    example: 'For eksempel: Skal vi dele strømregningen likt?',
  },
  // end-dialog.tsx: «Avslutt avtalen».
  end: {
    failed: 'Kunne ikke foreslå å avslutte avtalen',
    title: 'Avslutte avtalen sammen',
    action: 'Foreslå å avslutte',
    intro:
      'Dere kan avslutte avtalen når dere er enige om det. Det blir en ny versjon av avtalen med ett spørsmål: om den skal opphøre fra denne datoen. Når alle har svart ja og signert, er avtalen avsluttet. Til da gjelder den som før.',
    settled:
      'Det som allerede er gjort opp etter avtalen, står ved lag. Beløp som har forfalt før datoen, skal fortsatt betales; det som ville ha forfalt senere, faller bort.',
    date: 'Avtalen opphører fra og med',
  },
} as const;
