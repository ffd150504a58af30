/** The logic tester (/admin/logikk-test), in bokmål (the source catalogue of the `adminLogicTester` namespace). */
export const nb = {
  page: {
    back: 'Tilbake til admin',
    title: 'Logikktester',
    intro:
      'Svar på spørsmålene i et tema og se hvordan logikkreglene viser, skjuler og hopper over spørsmål.',
    search: 'Søk etter tema',
    searchHelp: 'Velg temaet du vil teste. Skriv en del av tittelen for å søke.',
    noTopics: 'Ingen temaer har dette i tittelen',
    openTopics: 'Vis temaene',
    close: 'Lukk',
    clear: 'Tøm',
    loadingTopics: 'Laster temaer …',
    loadFailed: 'Kunne ikke hente temaene.',
  },
  run: {
    loading: 'Laster spørsmål',
    loadFailed: 'Kunne ikke hente spørsmålene og logikkreglene.',
    noQuestions: 'Ingen spørsmål funnet for valgt tema',
    question: 'Spørsmål',
    // The spec fixes the toast of a failed evaluation in English.
    errorTitle: 'Error',
    evaluationFailed: 'Failed to evaluate question logic',
    // The path's count, and the question's number in the topic as the overview's chips name it.
    position: 'Spørsmål {{position}} av {{total}} · nr. {{order}}',
    required: 'Påkrevd',
    allDone: 'Alle spørsmål er besvart eller skjult',
    restart: 'Start på nytt',
    previous: 'Forrige',
    next: 'Neste',
  },
  end: {
    finished: 'Skjemaet er ferdig.',
    endOfForm: 'Slutten av skjemaet.',
    byRule: 'En logikkregel avslutter skjemaet etter dette spørsmålet.',
    last: 'Dette er det siste spørsmålet.',
    canSend: 'En deltaker kan nå sende svarene.',
    answerRequired: 'Svar på de påkrevde spørsmålene for å kunne sende svarene.',
  },
  answer: {
    label: 'Ditt svar',
    yes: 'Ja',
    no: 'Nei',
    self: 'Meg selv',
    other: 'Den andre parten',
    readAs: 'Leses som {{value}}',
    kroner: 'kr',
  },
  sidebar: {
    answers: 'Svar',
    dropped_one: '{{count}} svar er tatt ut fordi spørsmålet nå er skjult eller hoppet over.',
    dropped_other: '{{count}} svar er tatt ut fordi spørsmålene nå er skjult eller hoppet over.',
    overview: 'Oversikt',
    overviewHelp: 'Hvert spørsmål etter nummer. Hold pekeren over et nummer for å se spørsmålet.',
  },
  /** Where a question stands in the run, on its chip in the overview. */
  statuses: {
    current: 'Nå',
    on_path: 'Vises',
    hidden: 'Skjult',
    skipped: 'Hoppet over',
    after_end: 'Etter slutt',
  },
} as const;
