/**
 * The result page (/avtale/{id}/ferdig) in bokmål: the source catalogue of the `result` namespace, word for word
 * what the page said before. The lazily loaded dialogs have their own (signing-dialog/texts, version-dialog/texts).
 */
export const nb = {
  page: {
    loading: 'Laster avtale...',
    loadFailed:
      'Kunne ikke laste inn denne avtalen. Avtalen kan ha blitt slettet eller lenken kan være ugyldig.',
    backToComparison: 'Tilbake til sammenligningen',
    signed: 'Signert',
    logInForPdf: 'Logg inn for å laste ned PDF',
    newAgreement: 'Lag en ny avtale',
    pdfBeingMade: 'PDF-en lages. Dette kan ta noen sekunder.',
    documentYouSign: 'Avtaleteksten du signerer',
    fallbackHeading: 'Avtale',
    genericError: 'Noe gikk galt. Prøv igjen senere.',
    waitingIntro:
      'Alle har svart likt på alle punktene. Avtaleteksten lages når alle partene er med i den med fullt navn og fødselsdato eller adresse.',
  },
  // What the page says about its text (result.rules.ts resultTexts).
  variants: {
    full: {
      heading: 'Gratulerer! Dere er enige.',
      intro:
        'Alle har svart likt på alle punktene, og avtaleteksten er klar. Les den nøye før dere signerer.',
      documentLabel: 'Avtaletekst',
    },
    partial: {
      heading: 'Dere er ikke enige om alt ennå',
      intro:
        'Teksten under er en delvis avtale: den viser punktene dere er enige om, og hvilke punkter som gjenstår.',
      documentLabel: 'Delvis avtale',
    },
    protocol: {
      heading: 'Dere ble ikke enige',
      intro:
        'Avtalen ble avsluttet uten enighet. Protokollen under viser hva dere var enige om, og hvor dere var uenige.',
      documentLabel: 'Protokoll',
    },
    plan: {
      heading: 'Gratulerer! Dere er enige.',
      intro:
        'Alle har svart likt på alle punktene, og planen er klar. Den er en plan dere har blitt enige om, ikke en juridisk bindende avtale.',
      documentLabel: 'Plan',
    },
    signed: {
      heading: 'Gratulerer! Dere er enige.',
      intro: 'Alle partene har signert avtalen. Last ned den signerte PDF-en og ta vare på den.',
      documentLabel: 'Avtaletekst',
    },
    ending: {
      heading: 'Dere er enige om å avslutte avtalen.',
      intro:
        'Alle har svart ja. Les teksten nøye før dere signerer: når alle har signert, er avtalen avsluttet fra datoen dere ble enige om.',
      documentLabel: 'Avtaletekst',
    },
    ended: {
      heading: 'Dere har avsluttet avtalen sammen.',
      intro: 'Alle partene har signert avslutningen. Last ned den signerte PDF-en og ta vare på den.',
      documentLabel: 'Avtaletekst',
    },
  },
  // The buttons and the note under the heading (result.rules.ts resultActions, result-buttons.tsx).
  actions: {
    download: 'Last ned PDF',
    downloadSigned: 'Last ned signert PDF',
    sign: 'Signer avtalen',
    downloading: 'Lager PDF...',
    textNotReady: 'Avtaleteksten er ikke klar ennå, så det er ingen PDF å laste ned.',
    noPdfYet: 'Det er ingen PDF å laste ned ennå. {{reason}}',
  },
  // use-result-page.ts and result.rules.ts signedToast.
  toasts: {
    textNotReady: 'Avtaleteksten er ikke klar ennå',
    downloadFailed: 'Feil ved nedlasting av PDF',
    signingUnavailableTitle: 'Digital signering',
    signingUnavailable:
      'Signering er ikke tilgjengelig i denne versjonen. Last ned PDF-en og signer den manuelt.',
    allSigned: 'Alle har signert avtalen',
    allSignedText: 'Den signerte PDF-en lages nå. Dere får den på e-post, og du kan laste den ned her.',
    youSigned: 'Du har signert avtalen',
    waitingFor:
      'Venter på signatur fra {{names}}. Når alle har signert, får dere den signerte PDF-en på e-post.',
    aParticipant: 'en deltaker',
  },
  // The way back from BankID (signing.rules.ts eidOutcome).
  eid: {
    signed: 'Du har signert avtalen med BankID.',
    cancelled: 'Du avbrøt innloggingen med BankID. Avtalen er ikke signert.',
    identityMismatch:
      'Navnet eller fødselsdatoen BankID bekreftet, stemmer ikke med det du har oppgitt i avtalen. Rett opplysningene dine og prøv igjen, eller signer på en annen måte.',
    invalidProof:
      'Innloggingen med BankID ble ikke godtatt eller er utløpt. Avtalen er ikke signert. Prøv igjen.',
    upstreamFailed: 'BankID-tjenesten svarer ikke akkurat nå. Prøv igjen om litt.',
    unavailable: 'Signeringen er ikke tilgjengelig akkurat nå. Prøv igjen om litt.',
    failed: 'Signeringen med BankID gikk ikke. Avtalen er ikke signert. Prøv igjen.',
  },
  // result-document.tsx and legal-document.tsx.
  document: {
    checkAgain: 'Se om den er klar',
    retry: 'Prøv igjen',
    loadFailed: 'Kunne ikke laste inn avtaleteksten. Prøv igjen senere.',
    loading: 'Laster avtaletekst...',
  },
  // party-details-card.tsx and party-details.rules.ts.
  details: {
    title: 'Dine opplysninger i avtalen',
    intro:
      'Avtalen må vise hvem partene er: fullt navn og fødselsdato eller adresse. Det du fyller inn, står i avtaleteksten og PDF-en til partene. Andre med lenken ser avtaleteksten uten fødselsdatoer og adresser.',
    name: 'Navn',
    birthDate: 'Fødselsdato',
    address: 'Adresse',
    notGiven: 'Ikke oppgitt',
    addBirthDate: 'Legg til fødselsdato',
    edit: 'Endre',
    nameHelp: 'Navnet fra kontoen din. Du endrer det på <a>profilsiden</a>.',
    birthDatePlaceholder: '1. mars 1985',
    birthDateHelp: 'For eksempel 1.3.1985 eller 1. mars 1985',
    addressInText:
      'Adressen står allerede i avtaleteksten. Når du legger til fødselsdatoen, lages teksten på nytt.',
    addressOptional: 'Valgfritt når du har skrevet fødselsdatoen.',
    cancel: 'Avbryt',
    saving: 'Lagrer...',
    save: 'Lagre',
    saveFailed: 'Kunne ikke lagre opplysningene. Prøv igjen senere.',
    waiting: 'Avtaleteksten lages når alle har fylt inn. Venter på: {{names}}.',
    you: 'deg',
    aParticipant: 'en deltaker',
  },
  /** The last joint of a list of names: «Anne, Bjørn og Cecilie». */
  and: 'og',
  // guardian-card.tsx.
  guardian: {
    title: 'Verge',
    removeFailed: 'Kunne ikke fjerne vergen',
    youSteppedDown: 'Du er ikke lenger verge i avtalen',
    removed: 'Vergen er fjernet',
    remove: 'Fjern',
    removeNamed: 'Fjern {{name}}',
    theParty: 'parten',
    youAreGuardian: 'Du er verge for {{ward}}.',
    youAreGuardianAs: 'Du er verge for {{ward}} ({{relation}}).',
    youSignWith:
      'Du svarer ikke på spørsmålene, men leser avtalen og signerer den sammen med {{ward}}. Avtalen er signert først når du også har signert.',
    stepDown: 'Trekk deg som verge',
    accepted:
      'Vergen har godtatt avtalen. Dere signerer den begge, og avtalen er signert når alle har signert.',
    invitationSent: 'Vi har sendt invitasjonen. Du kan signere når vergen har godtatt.',
    invitationSentTo: 'Vi har sendt invitasjonen til {{email}}. Du kan signere når vergen har godtatt.',
    underAge:
      'Du er under 18 år og kan ikke signere avtalen alene. Vergen din (som regel en forelder med foreldreansvar) må godta avtalen og signere den sammen med deg (vergemålsloven § 9). Vergen svarer ikke på spørsmålene.',
    invited: 'Invitert verge',
    inviteFailed: 'Kunne ikke invitere vergen',
    invitationSentTitle: 'Invitasjonen er sendt',
    invitationSentText: 'Vi har sendt en invitasjon til {{address}}.',
    invalidEmail: 'Skriv en gyldig e-postadresse',
    confirmationSent: 'Vi har sendt en bekreftelseslenke til {{email}}.',
    resendConfirmation: 'Send ny bekreftelseslenke',
    emailLabel: 'E-postadressen til vergen din',
    emailHelp: 'Vergen får en e-post med en lenke og godtar med en konto på denne adressen.',
    inviting: 'Inviterer...',
    invite: 'Inviter vergen',
  },
  /** A time as the page writes it: «25. november 2026 kl. 08:15» (signing.rules.ts signedAtText). */
  dateTime: '{{date}} kl. {{time}}',
  // version-card.tsx and version.rules.ts.
  version: {
    amendTitle: 'Endre avtalen',
    title: 'Versjon {{number}}',
    replaced:
      'Denne versjonen er erstattet av <a>versjon {{number}}</a> fra {{date}}. Den gjelder ikke lenger, men kan fortsatt leses og kontrolleres.',
    endingTitle: 'Avslutning av avtalen',
    endingLine: 'Avtalen opphører fra og med {{date}}',
    ended: 'Avtalen er avsluttet fra og med {{date}}',
    ends: 'Avtalen avsluttes {{date}}',
    endsVersion: 'Avslutter <a>versjon {{number}}</a>.',
    changesVersion: 'Endrer <a>versjon {{number}}</a>.',
    endingSigned: 'Alle har signert avslutningen.',
    endingPending: 'Når alle har svart ja og signert, er avtalen avsluttet. Til da gjelder den som før.',
    replacesPrevious: 'Når alle har signert, erstatter denne versjonen den forrige.',
    changes: 'Endringer',
    before: 'Før:',
    now: 'Nå:',
    notIncluded: 'Ikke med',
    notAgreedYet: 'Ikke avtalt ennå',
    amendIntro:
      'Har noe endret seg? Foreslå endringer, så svarer dere på dem på nytt. Den nye versjonen gjelder når alle har signert den; til da gjelder denne.',
    endIntro: 'Er dere enige om at avtalen skal opphøre, kan dere avslutte den sammen fra en dato.',
    amend: 'Foreslå endringer',
    end: 'Avslutt avtalen',
    dialogFailed: 'Kunne ikke åpne dialogen.',
  },
  // review-card.tsx and review.rules.ts.
  review: {
    title: 'Gjennomgang',
    next: 'Neste gjennomgang: {{date}}',
    setBy: 'Satt av {{name}}.',
    someParty: 'en av partene',
    finalPayment: 'Foreslått av Avtalt: da skal lånet være betalt tilbake.',
    yearly: 'Foreslått av Avtalt: ett år etter at avtalen ble signert.',
    confirmedBy: '{{name}} bekreftet {{date}} at avtalen gjelder fortsatt.',
    lastConfirmed: 'Ett år etter at avtalen sist ble bekreftet.',
    asked:
      'Gjelder avtalen fortsatt slik den er? Bekreft det her, så står det i avtalens logg. Har noe endret seg, foreslår dere endringer i stedet.',
    stillApplies: 'Avtalen gjelder fortsatt',
    newDate: 'Ny dato for gjennomgang',
    saveDate: 'Lagre dato',
    mailBefore:
      'Dere får en e-post to uker før. Har noe endret seg, foreslår dere endringer, og dere signerer en ny versjon.',
  },
  // obligations-card.tsx and obligations.rules.ts.
  obligations: {
    title: 'Betalingsplan',
    notSigned:
      'Slik blir betalingene når alle har signert. Da kan dere markere hver betaling som betalt og mottatt.',
    replaced: 'Avtalen er erstattet av en nyere versjon. Betalingene føres i den.',
    payments: 'Betalinger',
    showFewer: 'Vis færre betalinger',
    showAll: 'Vis alle betalinger ({{number}})',
    makingStatement: 'Lager oversikten …',
    downloadStatement: 'Last ned {{statement}}',
    // The statement PDF is Norwegian whatever the reader's language; its name as the button says it.
    statementNames: { Nedbetalingsoversikt: 'nedbetalingsoversikt', Betalingsoversikt: 'betalingsoversikt' },
    noMoney:
      'Avtalt flytter ingen penger. Oversikten er det dere selv markerer og bekrefter, og hver markering står i avtalens logg.',
    due: 'Forfaller {{date}} · {{parties}}',
    saving: 'Lagrer …',
    youPay: 'Du betaler til {{payee}}',
    paysYou: '{{payer}} betaler til deg',
    pays: '{{payer}} betaler til {{payee}}',
    markPaid: 'Marker som betalt',
    confirmReceived: 'Bekreft mottatt',
    // The chips, as @avtalt/logic's PAYMENT_STATE_LABELS words them for the mails and the statement.
    states: {
      upcoming: 'Kommer',
      due: 'Forfaller snart',
      overdue: 'Forfalt',
      paid: 'Betalt, venter på bekreftelse',
      received: 'Mottatt',
    },
  },
  // signature-level-card.tsx and signature-level.rules.ts.
  /** «Språk i avtaleteksten» (text-language-card.tsx; docs/languages.md). */
  textLanguage: {
    title: 'Språk i avtaleteksten',
    intro:
      'Avtaleteksten kan skrives på bokmål eller nynorsk. Partene signerer teksten på det språket som er valgt.',
    bokmal: 'Bokmål',
    nynorsk: 'Nynorsk',
    englishAppendix: 'Legg ved en engelsk oversettelse i PDF-en',
    englishAppendixHelp: 'Oversettelsen er et vedlegg til avtalen. Det er den norske teksten som gjelder.',
    awaitingReview:
      'Den nynorske avtaleteksten er ikke lest gjennom av en som skriver nynorsk ennå. Til da kan dere lese den, men ikke signere den. Velg bokmål for å signere nå.',
  },
  signatureLevel: {
    title: 'Krav til signering',
    eid: 'Krav til signering: BankID',
    emailCode: 'Krav til signering: engangskode på e-post eller BankID',
    initiatorChooses:
      'Du startet avtalen og kan velge hvordan alle parter må signere, så lenge ingen har signert.',
    loanHint:
      'Forslag: Avtalen gjelder et lån av penger. Med BankID blir navnet og fødselsdatoen til hver part bekreftet, så det er lettere å vise hvem som har signert.',
    options: {
      password: {
        label: 'Alle måter',
        proves: 'Viser at den som signerer, har kontroll over kontoen sin.',
      },
      emailCode: {
        label: 'Engangskode på e-post eller BankID',
        proves: 'Viser at den som signerer, har kontroll over den bekreftede e-postadressen sin.',
      },
      eid: {
        label: 'BankID',
        proves: 'Navn og fødselsdato blir bekreftet med BankID når hver part signerer.',
      },
    },
  },
  // signatures-card.tsx and signing.rules.ts.
  signatures: {
    title: 'Signaturer',
    allSigned: 'Signert av alle ({{signed}} av {{total}})',
    noneSigned: 'Ingen har signert ennå',
    withGuardian: 'Signert av {{signed}} av {{total}} (parter og verge)',
    some_one: 'Signert av {{signed}} av {{count}} part',
    some_other: 'Signert av {{signed}} av {{count}} parter',
    guardianFor: '{{name}} (verge for {{party}})',
    aParty: 'en part',
    you: '{{name}} (deg)',
    notSigned: 'Har ikke signert ennå',
    signedAt: 'Signert {{date}}',
    signedAtWith: 'Signert {{date}} med {{method}}',
    methods: { eid: 'elektronisk ID', emailCode: 'engangskode på e-post', password: 'passord' },
    evidence:
      'Din IP-adresse og nettleser ble registrert da du signerte {{date}}: {{ip}}, {{browser}}. Bare du ser dette; de andre partene og PDF-en får det ikke.',
    locked:
      'Teksten er låst fordi minst én part har signert. Skal noe endres, må signaturene annulleres først.',
    voided: 'Signaturene ble annullert {{date}}. Avtalen må signeres på nytt.',
    sealed: 'Den signerte PDF-en er forseglet. Kontrollsum (SHA-256):',
    sealing: 'Den signerte PDF-en lages. Alle partene får den på e-post når den er klar.',
    verify:
      'Alle kan kontrollere at en PDF er en uendret, signert Avtalt-avtale på <a>verifiseringssiden</a>.',
    void: 'Annuller signaturene',
    voidTitle: 'Annullere signaturene?',
    voidText:
      'Alle signaturene på avtalen blir ugyldige, og alle partene får beskjed. Etterpå må alle signere på nytt.',
    keep: 'Behold signaturene',
  },
  // signing-notes.tsx: what the signature does not do, and why the caller cannot sign yet.
  notes: {
    title: 'Dette gjør ikke signaturen',
    intro: 'Avtalen binder dere når dere har signert. Men for dette må dere gjøre noe mer utenfor Avtalt:',
    source: 'Kilde: {{source}}',
    printGjeldsbrev: 'Skriv ut gjeldsbrev med vitnelinjer',
    popupBlocked: 'Nettleseren stoppet utskriftsvinduet. Tillat popup-vinduer for Avtalt og prøv igjen.',
    resend: 'Send ny bekreftelseslenke',
    resent:
      'Vi har sendt en ny bekreftelseslenke. Se i innboksen din (og i søppelposten), og signer når adressen er bekreftet.',
    cannotSignYet: 'Du kan ikke signere ennå',
    goToDetails: 'Gå til «Dine opplysninger i avtalen»',
    guardianInvited: 'Vergen din er invitert. Du kan signere når vergen har godtatt avtalen.',
    inviteGuardian: 'Inviter vergen din',
  },
} as const;
