/**
 * The question flow (/avtale/{id}/sporsmal): one question at a time, its answers and the notes above them, in
 * bokmål (the source catalogue of the `questions` namespace).
 */
export const nb = {
  page: {
    loading: 'Laster spørsmål...',
    loadFailed: 'Kunne ikke laste inn spørsmål for denne avtalen.',
    /** An observer's or a guardian's page instead of the questions. */
    nothingToAnswer: 'Ingen spørsmål å svare på',
    seeComparison: 'Se sammenligning',
  },
  flow: {
    round: 'Runde {{round}}',
    yourAnswers: 'Dine svar',
    /** The heading of an agreement without a title. */
    untitled: 'Avtale',
    progress: 'Fremdrift',
    announcement: 'Spørsmål {{number}}: {{text}}',
    counter: 'Spørsmål {{number}} av {{total}}',
    counterMore: 'Spørsmål {{number}} – flere kan komme',
    counterOfMore: 'Spørsmål {{number}} av {{total}} – flere kan komme',
    send: 'Send svar',
    confirm: 'Bekreft',
    next: 'Neste',
    back: 'Tilbake',
    sending: 'Sender svarene...',
    skip: 'Hopp over',
    loginTitle: 'Logg inn for å følge avtalen',
    loginText: 'Med en konto kan du dele lenken, se når de andre har svart og laste ned den ferdige avtalen.',
    skippedTitle: 'Spørsmålet ble hoppet over',
    skippedText: 'Svarene dine er sendt uten svar på det siste spørsmålet.',
    savedText:
      'Registrer deg for å følge avtalen og få beskjed når de andre har svart. Har du en konto, logger du inn.',
  },
  answer: {
    yes: 'Ja',
    no: 'Nei',
    /** Under an answer's button: how many have given it. */
    count_one: '{{count}} har svart {{answer}}',
    count_other: '{{count}} har svart {{answer}}',
    countMany: '99+ har svart {{answer}}',
    meaning: 'Dette betyr:',
  },
  value: {
    chooseParty: 'Velg part',
    confirmWarning: 'Ja, verdien er riktig',
    /** The input's label per value format. */
    labels: {
      text: 'Ditt svar',
      number: 'Tall',
      amount: 'Beløp i kroner',
      percent: 'Prosent',
      date: 'Dato',
    },
  },
  /** The choices of a party question, and the names of participants. */
  parties: {
    me: 'Meg selv',
    meNamed: 'Meg selv ({{name}})',
    other: 'Den andre parten',
    anonymous: 'Anonym deltaker',
    unnamed: 'Deltaker',
    /** The caller's own answer of the round before. */
    you: 'Deg',
  },
  notes: {
    someone: 'En annen part',
    filledIn: '{{name}} har fylt inn:',
    quoted: '«{{value}}»',
    itIsRight: 'Det stemmer',
    answerYourself: 'Stemmer det ikke? Svar selv nedenfor.',
    previous: 'Svarene i forrige runde',
    notAnswered: 'Ikke svart',
    compromise: 'Kompromiss',
    replaces: 'Erstatter: {{text}}',
    confirmHint: 'Svaret er fylt ut. Trykk «{{label}}» for å bekrefte det, eller velg et annet svar.',
    submitHint: 'Svaret er fylt ut. Trykk «{{label}}» under svaret for å bekrefte det, eller skriv et annet.',
    signedBefore: 'I avtalen dere signerte',
    newQuestion: 'Ikke med: dette er et nytt spørsmål.',
  },
  /** After the last answer of someone without an account. */
  noAccount: {
    title: 'Svarene dine er lagret',
    text: 'Opprett en konto for å følge avtalen: se svarene til de andre, dele lenken og få e-post når de har svart.',
    quick: 'Det tar under ett minutt. Svarene du har gitt, følger med til kontoen.',
    register: 'Registrer deg',
    haveAccount: 'Har du allerede en konto?',
    logIn: 'Logg inn',
  },
} as const;
