/**
 * The texts of the shared rules in lib/ (the source catalogue of the `lib` namespace), in bokmål: where an
 * agreement stands and what to do next (agreement-next-step), observers, guardians, settled points, e-mail
 * notifications and the answer's clause.
 */
export const nb = {
  /** How people are named in a sentence (agreement-facts.rules.ts). */
  names: {
    // «Anne, Bjørn og Cecilie»: `others` is every name but the last, joined by commas.
    list: '{{others}} og {{last}}',
    you: 'deg',
    // The viewer among those who still have to answer a proposal.
    youSubject: 'du',
    someone: 'en deltaker',
    someoneCapital: 'En deltaker',
    // Those round 1 still waits for who have not joined yet.
    more_one: 'én til',
    more_other: '{{count}} til',
  },
  /** The next step (agreement-next-step.rules.ts, agreement-steps.rules.ts). */
  nextStep: {
    waitingFor: 'Venter på {{names}}: {{what}}',
    observerHint: 'Du er observatør: du kan lese med, men ikke svare eller signere.',
    // GuardianMessages.guardianReadOnly of the contracts, with a full stop.
    guardianHint: 'Du er verge i denne avtalen: du signerer sammen med parten, men svarer ikke selv.',
    what: {
      answers: 'svar',
      roundAnswers: 'svar på runde {{round}}',
      details: 'fødselsdato eller adresse til avtaleteksten',
      signature: 'signatur',
      proposal: 'svar på forslaget om «{{question}}»',
    },
    action: {
      newAgreement: 'Lag en ny avtale',
      protocol: 'Vis protokoll',
      seeAgreement: 'Se avtalen',
      seeFinished: 'Se ferdig avtale',
      seePartial: 'Se delvis avtale',
      comparison: 'Se sammenligning',
      pdfMaking: 'Den signerte PDF-en lages',
      downloadSigned: 'Last ned signert PDF',
      download: 'Last ned PDF',
      giveDetails: 'Oppgi dine opplysninger',
      waitDetails: 'Venter på opplysninger fra {{names}}',
      sign: 'Signer avtalen',
      waitSignature: 'Venter på signatur fra {{names}}',
      answerProposal: 'Svar på forslaget fra {{name}}',
      waitProposal: 'Venter på at {{names}} svarer på forslaget',
      waitAll: 'Venter på at alle svarer',
      logInForNextRound: 'Logg inn for å starte neste runde',
      nextRound: 'Start neste runde',
      answerQuestions: 'Svar på spørsmålene',
      answerRound: 'Svar på runde {{round}}',
      share: 'Del lenken',
      waitFor: 'Venter på {{names}}',
    },
    status: {
      removed: 'Du er fjernet fra avtalen',
      signed: 'Avtalen er signert av alle',
      completed: 'Avtalen er fullført',
      notAgreed: 'Dere ble ikke enige',
      partiesNotAgreed: 'Partene ble ikke enige',
      allAnsweredRound: 'Alle har svart i runde {{round}}',
      allAnswered: 'Alle har svart',
      waitingAll: 'Venter på at alle svarer',
      youSigned: 'Du har signert avtalen',
      youProposed: 'Du har foreslått en løsning på «{{question}}»',
      proposes: '{{name}} foreslår en løsning på «{{question}}»',
      lastRound: 'Dette var siste runde, og dere er fortsatt uenige om noen punkter.',
      agreedAll: 'Dere er enige om alle punktene',
      disagreed: 'Dere er uenige om noen punkter. Start neste runde for å svare på dem på nytt.',
      invited: 'Du er invitert til å svare',
      yourTurnRound: 'Runde {{round}}: det er din tur',
      yourTurn: 'Det er din tur å svare',
    },
    hint: {
      removed:
        'Den som startet avtalen fjernet deg fordi du ikke hadde svart. Du kan ikke svare på den lenger.',
      pdfMaking: 'Den signerte PDF-en lages. Siden oppdateres av seg selv, og dere får den på e-post.',
      detailsAll: 'Avtaleteksten blir klar når alle partene har oppgitt fødselsdato eller adresse.',
      detailsOthers: 'Avtaleteksten blir klar når {{names}} har oppgitt fødselsdato eller adresse.',
      readBeforeSigning: 'Les avtalen nøye før du signerer.',
      signedMail: 'Når {{names}} har signert, får dere den signerte PDF-en på e-post.',
      seeAgreedAndNot: 'Se hva dere er enige og uenige om.',
      nextRoundAfterProposal: 'Neste runde kan starte når {{names}} har svart på forslaget.',
      roundsUsed: 'Dere har brukt alle {{maxRounds}} rundene.',
      noNewRound: 'Det trengs ingen ny runde.',
      nextRoundAfterAll: 'Neste runde kan starte når alle har svart.',
      nextRoundAfter: 'Neste runde kan starte når {{names}} har svart.',
      askedAgain:
        'Spørsmålene dere er uenige om, stilles på nytt. Dere kan også foreslå en løsning på et punkt først.',
      onlyParties: 'Bare de som er med i avtalen, kan starte neste runde.',
      answeredCount: '{{answered}} av {{awaited}} har svart',
      // After answeredCount: the initiator may share the link with those who have not joined.
      notJoined_one: '{{answeredCount}}. Én har ikke svart ennå: del lenken med dem.',
      notJoined_other: '{{answeredCount}}. {{count}} har ikke svart ennå: del lenken med dem.',
      mailWhenAnswered: '{{answeredCount}}. Du får en e-post når noen svarer.',
    },
  },
  /** Observers (observers.rules.ts). */
  observers: {
    you: 'Deg',
    invitedAddress: 'Invitert: {{email}}',
    observer: 'Observatør',
    invitedObserver: 'Invitert observatør',
    invited: 'Invitert',
    // «… som observatør», «Invitasjonen til …»: one who has neither a name nor an address shown.
    theObserver: 'observatøren',
    removeTitle: 'Fjerne {{name}} som observatør?',
    removeActive:
      '{{name}} kan da ikke lenger lese sammenligningen, diskusjonen eller avtaleteksten. Du kan invitere på nytt senere.',
    removeInvited: 'Invitasjonen til {{name}} gjelder da ikke lenger. Du kan invitere på nytt senere.',
  },
  /** Guardians of parties under 18 (guardians.rules.ts). */
  guardians: {
    explained:
      'En som er under 18 år, kan ikke selv binde seg ved avtale. Vergen (som regel en forelder med foreldreansvar) må godta avtalen og signere den sammen med den mindreårige (vergemålsloven § 9). Vergen svarer ikke på spørsmålene, men leser avtalen og signerer med parten.',
    relation: {
      parent: 'Forelder med foreldreansvar',
      appointed: 'Oppnevnt verge',
    },
    accepted: 'Har godtatt',
    invited: 'Invitert',
    theGuardian: 'vergen',
    aParty: 'En part',
    signsWith: '{{party}} signerer sammen med vergen {{name}}',
    waitsForGuardian:
      '{{party}} er under 18 år og har invitert vergen sin. Avtalen kan signeres når vergen har godtatt den.',
    withdrawTitle: 'Trekke deg som verge for {{party}}?',
    withdrawText: '{{party}} kan da ikke signere avtalen før en verge har godtatt den.',
    withdraw: 'Trekk deg',
    removeTitle: 'Fjerne {{name}} som verge?',
    removeActive:
      '{{name}} er da ikke lenger vergen din i avtalen, og du kan ikke signere før en ny verge har godtatt den.',
    removeInvited: 'Invitasjonen til {{name}} gjelder da ikke lenger. Du kan invitere en annen.',
    remove: 'Fjern',
  },
  /** A point settled by a proposal everyone accepted (settled-by.rules.ts). */
  settled: {
    compromise: 'Kompromiss fra runde {{round}}',
    replaces: 'Erstatter: {{text}}',
    agreedInRound: 'Dere ble enige om dette i runde {{round}}: {{value}}',
    /** A point settled by a language model's draft (the AI act's transparency: said wherever it is shown). */
    ai: 'Forslag laget med KI',
    // The value of a question that replaced the disputed one: its text is the proposal.
    yes: 'Ja',
  },
  /** E-mail notifications and invitations (notification-kinds.rules.ts). */
  notifications: {
    switches: {
      answered: {
        label: 'Når noen svarer',
        help: 'Høyst én e-post per avtale hvert tiende minutt.',
      },
      'round-started': {
        label: 'Ny runde',
        help: 'Når dere skal svare på nytt der dere var uenige.',
      },
      completed: {
        label: 'Avtalen er ferdig',
        help: 'Med lenke til den ferdige avtalen.',
      },
      'disagreement-declared': {
        label: 'Uenighet',
        help: 'Når en avtale ender uten enighet.',
      },
      reminder: {
        label: 'Påminnelser',
        help: 'Når du ikke har svart i runden ennå (høyst to).',
      },
      invitation: {
        label: 'Invitasjoner',
        help: 'Når noen inviterer deg til en avtale på e-post.',
      },
      'payment-due': {
        label: 'Betalinger som forfaller',
        help: 'En uke før du skal betale noe etter en signert avtale.',
      },
      'review-due': {
        label: 'Gjennomgang av avtaler',
        help: 'To uker før en signert avtale skal ses over: gjelder den fortsatt?',
      },
    },
    // What an unsubscribe link stops: «Du får ikke lenger e-post om …».
    about: {
      answered: 'nye svar i avtalene dine',
      'round-started': 'nye runder',
      completed: 'ferdige avtaler',
      'disagreement-declared': 'uenighet i avtalene dine',
      reminder: 'påminnelser om å svare',
      invitation: 'invitasjoner til avtaler',
      'payment-due': 'betalinger som forfaller',
      'review-due': 'gjennomgang av avtaler',
    },
    // What the share page says after «Send».
    sent_one: 'Invitasjonen er sendt til {{count}} adresse.',
    sent_other: 'Invitasjonen er sendt til {{count}} adresser.',
    skipped_one: '{{count}} adresse ble hoppet over fordi de har meldt seg av invitasjoner.',
    skipped_other: '{{count}} adresser ble hoppet over fordi de har meldt seg av invitasjoner.',
    remaining: 'Du kan sende {{n}} til i dag.',
    noneLeft: 'Du kan ikke sende flere invitasjoner til denne avtalen i dag.',
  },
  /** Under a value field (answer-clauses.rules.ts). */
  answerClauses: {
    capitalHint:
      'Teksten står midt i en setning. Skriv liten forbokstav hvis det første ordet ikke er et navn.',
  },
} as const;
