/**
 * The comparison page (/avtale/{id}/sammenligning): its actions, the table of answers, where the group stands
 * and who reads along, in bokmål (the source catalogue of the `comparison` namespace). The chat and the
 * negotiation, chunks of their own, have their own namespaces (chat/texts, negotiation/texts).
 */
export const nb = {
  page: {
    loading: 'Laster sammenligning...',
    loadFailed: 'Kunne ikke laste inn sammenligningen for denne avtalen.',
    heading: '{{title}}: Resultat runde {{round}}',
    roundOf: 'Runde {{round}} av {{maxRounds}}',
    responded: '{{responded}} av {{awaited}} har svart',
    nextRoundFailed: 'Feil ved start av neste runde',
    disagreementFailed: 'Feil ved markering som uenig',
    loginRequired: 'Du må være innlogget',
    loginToContinue: 'Logg inn for å fortsette.',
    seeProposal: 'Se forslaget',
    answerQuestions: 'Svar på spørsmålene',
    seeFinal: 'Se ferdig avtale',
    showProtocol: 'Vis protokoll',
    startingNextRound: 'Starter neste runde...',
    startNextRound: 'Start neste runde',
    seePartial: 'Se delvis avtale',
    notAgreed: 'Vi ble ikke enige',
    endConfirm: 'Er du sikker på at du vil avslutte avtalen med uenighet? Dette kan ikke angres.',
    endAgreement: 'Avslutt avtalen',
    chatFailed: 'Diskusjonen kunne ikke lastes.',
    chatLoading: 'Laster diskusjonen...',
    oneQuestion: 'Ett spørsmål',
    loginTitle: 'Logg inn for å diskutere',
    loginText:
      'Logg inn for å diskutere svarene med de andre deltakerne, starte neste runde og laste ned avtalen.',
  },
  table: {
    onlyDisagreed: 'Bare uenigheter ({{n}})',
    empty: 'Ingen spørsmål i denne runden.',
    noDisagreements: 'Dere er ikke uenige om noe i denne runden.',
    region: 'Tabell over svarene',
    answers: 'Svarene i denne runden',
    question: 'Spørsmål',
    status: 'Status',
    meaning: 'Dette betyr:',
    yes: 'Ja',
    no: 'Nei',
  },
  /** The chip of a question. */
  status: {
    agreed: 'Enige',
    disagreed: 'Uenige',
    pending: 'Venter på svar',
    unanswered: 'Ikke besvart',
  },
  /** A participant's column or line: the caller, or one without a name. */
  participant: {
    you: 'Deg',
    anonymous: 'Anonym deltaker',
    unnamed: 'Deltaker',
  },
  group: {
    removedYou: 'Du er fjernet fra denne avtalen og kan ikke svare.',
    answersHidden: 'Svarene vises når alle har svart. Til da ser du bare dine egne svar.',
    waitingFor: 'Venter på: {{names}}',
    /** The caller among those waited for. */
    you: 'deg',
    moreParticipants_one: '{{count}} deltaker til',
    moreParticipants_other: '{{count}} deltakere til',
    /** The last two of a list: 'A, B og C'. */
    and: 'og',
    removedNotice: '{{name}} ble fjernet fra avtalen',
    someone: 'En deltaker',
  },
  waiting: {
    heading: 'Venter på svar',
    text: 'Disse har ikke svart i runde {{round}}. Som den som startet avtalen kan du fjerne dem, så runden kan avgjøres uten dem.',
    remove: 'Fjern',
    removeNamed: 'Fjern {{name}}',
    removeTitle: 'Fjerne {{name}} fra avtalen?',
    removeText:
      '{{name}} har ikke svart i runde {{round}}. Runden avgjøres da uten {{name}}. De kan ikke svare mer, og dette kan ikke angres.',
    removeFailed: 'Kunne ikke fjerne deltakeren',
    removed: 'Deltakeren er fjernet',
    removedText: '{{name}} ble fjernet fra avtalen.',
  },
  observers: {
    heading: 'Leser med',
    text: 'Observatører leser sammenligningen, diskusjonen og avtaleteksten, men svarer ikke og signerer ikke.',
    observer: 'Observatør',
  },
} as const;
