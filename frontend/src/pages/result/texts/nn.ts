import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

/** The result page in nynorsk, key for key as nb.ts. */
export const nn: Texts<typeof nb> = {
  page: {
    loading: 'Lastar avtale...',
    loadFailed:
      'Kunne ikkje laste inn denne avtalen. Avtalen kan ha blitt sletta, eller lenka kan vere ugyldig.',
    backToComparison: 'Tilbake til samanlikninga',
    signed: 'Signert',
    logInForPdf: 'Logg inn for å laste ned PDF',
    newAgreement: 'Lag ein ny avtale',
    pdfBeingMade: 'PDF-en blir laga. Dette kan ta nokre sekund.',
    documentYouSign: 'Avtaleteksten du signerer',
    fallbackHeading: 'Avtale',
    genericError: 'Noko gjekk gale. Prøv igjen seinare.',
    waitingIntro:
      'Alle har svara likt på alle punkta. Avtaleteksten blir laga når alle partane er med i den med fullt namn og fødselsdato eller adresse.',
  },
  variants: {
    full: {
      heading: 'Gratulerer! De er samde.',
      intro: 'Alle har svara likt på alle punkta, og avtaleteksten er klar. Les den nøye før de signerer.',
      documentLabel: 'Avtaletekst',
    },
    partial: {
      heading: 'De er ikkje samde om alt enno',
      intro:
        'Teksten under er ein delvis avtale: den viser punkta de er samde om, og kva punkt som står att.',
      documentLabel: 'Delvis avtale',
    },
    protocol: {
      heading: 'De vart ikkje samde',
      intro:
        'Avtalen vart avslutta utan semje. Protokollen under viser kva de var samde om, og kvar de var usamde.',
      documentLabel: 'Protokoll',
    },
    plan: {
      heading: 'Gratulerer! De er samde.',
      intro:
        'Alle har svara likt på alle punkta, og planen er klar. Det er ein plan de har blitt samde om, ikkje ein juridisk bindande avtale.',
      documentLabel: 'Plan',
    },
    signed: {
      heading: 'Gratulerer! De er samde.',
      intro: 'Alle partane har signert avtalen. Last ned den signerte PDF-en og ta vare på den.',
      documentLabel: 'Avtaletekst',
    },
    ending: {
      heading: 'De er samde om å avslutte avtalen.',
      intro:
        'Alle har svara ja. Les teksten nøye før de signerer: når alle har signert, er avtalen avslutta frå datoen de vart samde om.',
      documentLabel: 'Avtaletekst',
    },
    ended: {
      heading: 'De har avslutta avtalen saman.',
      intro: 'Alle partane har signert avslutninga. Last ned den signerte PDF-en og ta vare på den.',
      documentLabel: 'Avtaletekst',
    },
  },
  actions: {
    download: 'Last ned PDF',
    downloadSigned: 'Last ned signert PDF',
    sign: 'Signer avtalen',
    downloading: 'Lagar PDF...',
    textNotReady: 'Avtaleteksten er ikkje klar enno, så det er ingen PDF å laste ned.',
    noPdfYet: 'Det er ingen PDF å laste ned enno. {{reason}}',
  },
  toasts: {
    textNotReady: 'Avtaleteksten er ikkje klar enno',
    downloadFailed: 'Feil ved nedlasting av PDF',
    signingUnavailableTitle: 'Digital signering',
    signingUnavailable:
      'Signering er ikkje tilgjengeleg i denne versjonen. Last ned PDF-en og signer den for hand.',
    allSigned: 'Alle har signert avtalen',
    allSignedText: 'Den signerte PDF-en blir laga no. De får den på e-post, og du kan laste den ned her.',
    youSigned: 'Du har signert avtalen',
    waitingFor:
      'Ventar på signatur frå {{names}}. Når alle har signert, får de den signerte PDF-en på e-post.',
    aParticipant: 'ein deltakar',
  },
  eid: {
    signed: 'Du har signert avtalen med BankID.',
    cancelled: 'Du avbraut innlogginga med BankID. Avtalen er ikkje signert.',
    identityMismatch:
      'Namnet eller fødselsdatoen BankID stadfesta, stemmer ikkje med det du har oppgjeve i avtalen. Rett opplysningane dine og prøv igjen, eller signer på ein annan måte.',
    invalidProof:
      'Innlogginga med BankID vart ikkje godteken eller har gått ut. Avtalen er ikkje signert. Prøv igjen.',
    upstreamFailed: 'BankID-tenesta svarar ikkje akkurat no. Prøv igjen om litt.',
    unavailable: 'Signeringa er ikkje tilgjengeleg akkurat no. Prøv igjen om litt.',
    failed: 'Signeringa med BankID gjekk ikkje. Avtalen er ikkje signert. Prøv igjen.',
  },
  document: {
    checkAgain: 'Sjå om den er klar',
    retry: 'Prøv igjen',
    loadFailed: 'Kunne ikkje laste inn avtaleteksten. Prøv igjen seinare.',
    loading: 'Lastar avtaletekst...',
  },
  details: {
    title: 'Opplysningane dine i avtalen',
    intro:
      'Avtalen må vise kven partane er: fullt namn og fødselsdato eller adresse. Det du fyller inn, står i avtaleteksten og PDF-en til partane. Andre med lenka ser avtaleteksten utan fødselsdatoar og adresser.',
    name: 'Namn',
    birthDate: 'Fødselsdato',
    address: 'Adresse',
    notGiven: 'Ikkje oppgjeve',
    addBirthDate: 'Legg til fødselsdato',
    edit: 'Endre',
    nameHelp: 'Namnet frå kontoen din. Du endrar det på <a>profilsida</a>.',
    birthDatePlaceholder: '1. mars 1985',
    birthDateHelp: 'Til dømes 1.3.1985 eller 1. mars 1985',
    addressInText:
      'Adressa står allereie i avtaleteksten. Når du legg til fødselsdatoen, blir teksten laga på nytt.',
    addressOptional: 'Valfritt når du har skrive fødselsdatoen.',
    cancel: 'Avbryt',
    saving: 'Lagrar...',
    save: 'Lagre',
    saveFailed: 'Kunne ikkje lagre opplysningane. Prøv igjen seinare.',
    waiting: 'Avtaleteksten blir laga når alle har fylt inn. Ventar på: {{names}}.',
    you: 'deg',
    aParticipant: 'ein deltakar',
  },
  and: 'og',
  guardian: {
    title: 'Verje',
    removeFailed: 'Kunne ikkje fjerne verja',
    youSteppedDown: 'Du er ikkje lenger verje i avtalen',
    removed: 'Verja er fjerna',
    remove: 'Fjern',
    removeNamed: 'Fjern {{name}}',
    theParty: 'parten',
    youAreGuardian: 'Du er verje for {{ward}}.',
    youAreGuardianAs: 'Du er verje for {{ward}} ({{relation}}).',
    youSignWith:
      'Du svarar ikkje på spørsmåla, men les avtalen og signerer den saman med {{ward}}. Avtalen er signert først når du òg har signert.',
    stepDown: 'Trekk deg som verje',
    accepted: 'Verja har godteke avtalen. De signerer den begge, og avtalen er signert når alle har signert.',
    invitationSent: 'Vi har sendt invitasjonen. Du kan signere når verja har godteke.',
    invitationSentTo: 'Vi har sendt invitasjonen til {{email}}. Du kan signere når verja har godteke.',
    underAge:
      'Du er under 18 år og kan ikkje signere avtalen åleine. Verja di (som regel ein forelder med foreldreansvar) må godta avtalen og signere den saman med deg (verjemålslova § 9). Verja svarar ikkje på spørsmåla.',
    invited: 'Invitert verje',
    inviteFailed: 'Kunne ikkje invitere verja',
    invitationSentTitle: 'Invitasjonen er sendt',
    invitationSentText: 'Vi har sendt ein invitasjon til {{address}}.',
    invalidEmail: 'Skriv ei gyldig e-postadresse',
    confirmationSent: 'Vi har sendt ei stadfestingslenke til {{email}}.',
    resendConfirmation: 'Send ny stadfestingslenke',
    emailLabel: 'E-postadressa til verja di',
    emailHelp: 'Verja får ein e-post med ei lenke og godtek med ein konto på denne adressa.',
    inviting: 'Inviterer...',
    invite: 'Inviter verja',
  },
  dateTime: '{{date}} kl. {{time}}',
  version: {
    amendTitle: 'Endre avtalen',
    title: 'Versjon {{number}}',
    replaced:
      'Denne versjonen er erstatta av <a>versjon {{number}}</a> frå {{date}}. Den gjeld ikkje lenger, men kan framleis lesast og kontrollerast.',
    endingTitle: 'Avslutning av avtalen',
    endingLine: 'Avtalen opphøyrer frå og med {{date}}',
    ended: 'Avtalen er avslutta frå og med {{date}}',
    ends: 'Avtalen blir avslutta {{date}}',
    endsVersion: 'Avsluttar <a>versjon {{number}}</a>.',
    changesVersion: 'Endrar <a>versjon {{number}}</a>.',
    endingSigned: 'Alle har signert avslutninga.',
    endingPending: 'Når alle har svara ja og signert, er avtalen avslutta. Til då gjeld den som før.',
    replacesPrevious: 'Når alle har signert, erstattar denne versjonen den førre.',
    changes: 'Endringar',
    before: 'Før:',
    now: 'No:',
    notIncluded: 'Ikkje med',
    notAgreedYet: 'Ikkje avtalt enno',
    amendIntro:
      'Har noko endra seg? Føreslå endringar, så svarar de på dei på nytt. Den nye versjonen gjeld når alle har signert den; til då gjeld denne.',
    endIntro: 'Er de samde om at avtalen skal opphøyre, kan de avslutte den saman frå ein dato.',
    amend: 'Føreslå endringar',
    end: 'Avslutt avtalen',
    dialogFailed: 'Kunne ikkje opne dialogen.',
  },
  review: {
    title: 'Gjennomgang',
    next: 'Neste gjennomgang: {{date}}',
    setBy: 'Sett av {{name}}.',
    someParty: 'ein av partane',
    finalPayment: 'Føreslått av Avtalt: då skal lånet vere betalt tilbake.',
    yearly: 'Føreslått av Avtalt: eitt år etter at avtalen vart signert.',
    confirmedBy: '{{name}} stadfesta {{date}} at avtalen framleis gjeld.',
    lastConfirmed: 'Eitt år etter at avtalen sist vart stadfesta.',
    asked:
      'Gjeld avtalen framleis slik den er? Stadfest det her, så står det i loggen til avtalen. Har noko endra seg, føreslår de endringar i staden.',
    stillApplies: 'Avtalen gjeld framleis',
    newDate: 'Ny dato for gjennomgang',
    saveDate: 'Lagre dato',
    mailBefore:
      'De får ein e-post to veker før. Har noko endra seg, føreslår de endringar, og de signerer ein ny versjon.',
  },
  obligations: {
    title: 'Betalingsplan',
    notSigned:
      'Slik blir betalingane når alle har signert. Då kan de merkje kvar betaling som betalt og motteken.',
    replaced: 'Avtalen er erstatta av ein nyare versjon. Betalingane blir førte i den.',
    payments: 'Betalingar',
    showFewer: 'Vis færre betalingar',
    showAll: 'Vis alle betalingar ({{number}})',
    makingStatement: 'Lagar oversikta …',
    downloadStatement: 'Last ned {{statement}}',
    statementNames: { Nedbetalingsoversikt: 'nedbetalingsoversikt', Betalingsoversikt: 'betalingsoversikt' },
    noMoney:
      'Avtalt flyttar ingen pengar. Oversikta er det de sjølve merkjer og stadfestar, og kvar merking står i loggen til avtalen.',
    due: 'Forfell {{date}} · {{parties}}',
    saving: 'Lagrar …',
    youPay: 'Du betaler til {{payee}}',
    paysYou: '{{payer}} betaler til deg',
    pays: '{{payer}} betaler til {{payee}}',
    markPaid: 'Merk som betalt',
    confirmReceived: 'Stadfest motteken',
    states: {
      upcoming: 'Kjem',
      due: 'Forfell snart',
      overdue: 'Forfallen',
      paid: 'Betalt, ventar på stadfesting',
      received: 'Motteken',
    },
  },
  /** «Språk i avtaleteksten» (text-language-card.tsx; docs/languages.md). */
  textLanguage: {
    title: 'Språk i avtaleteksten',
    intro:
      'Avtaleteksten kan skrivast på bokmål eller nynorsk. Partane signerer teksten på det språket som er valt.',
    bokmal: 'Bokmål',
    nynorsk: 'Nynorsk',
    englishAppendix: 'Legg ved ei engelsk omsetjing i PDF-en',
    englishAppendixHelp: 'Omsetjinga er eit vedlegg til avtalen. Det er den norske teksten som gjeld.',
    awaitingReview:
      'Den nynorske avtaleteksten er ikkje lesen gjennom av ein som skriv nynorsk enno. Til då kan de lese han, men ikkje signere han. Vel bokmål for å signere no.',
  },
  signatureLevel: {
    title: 'Krav til signering',
    eid: 'Krav til signering: BankID',
    emailCode: 'Krav til signering: eingongskode på e-post eller BankID',
    initiatorChooses:
      'Du starta avtalen og kan velje korleis alle partar må signere, så lenge ingen har signert.',
    loanHint:
      'Framlegg: Avtalen gjeld eit lån av pengar. Med BankID blir namnet og fødselsdatoen til kvar part stadfesta, så det er lettare å vise kven som har signert.',
    options: {
      password: {
        label: 'Alle måtar',
        proves: 'Viser at den som signerer, har kontroll over kontoen sin.',
      },
      emailCode: {
        label: 'Eingongskode på e-post eller BankID',
        proves: 'Viser at den som signerer, har kontroll over den stadfesta e-postadressa si.',
      },
      eid: {
        label: 'BankID',
        proves: 'Namn og fødselsdato blir stadfesta med BankID når kvar part signerer.',
      },
    },
  },
  signatures: {
    title: 'Signaturar',
    allSigned: 'Signert av alle ({{signed}} av {{total}})',
    noneSigned: 'Ingen har signert enno',
    withGuardian: 'Signert av {{signed}} av {{total}} (partar og verje)',
    some_one: 'Signert av {{signed}} av {{count}} part',
    some_other: 'Signert av {{signed}} av {{count}} partar',
    guardianFor: '{{name}} (verje for {{party}})',
    aParty: 'ein part',
    you: '{{name}} (deg)',
    notSigned: 'Har ikkje signert enno',
    signedAt: 'Signert {{date}}',
    signedAtWith: 'Signert {{date}} med {{method}}',
    methods: { eid: 'elektronisk ID', emailCode: 'eingongskode på e-post', password: 'passord' },
    evidence:
      'IP-adressa og nettlesaren din vart registrerte då du signerte {{date}}: {{ip}}, {{browser}}. Berre du ser dette; dei andre partane og PDF-en får det ikkje.',
    locked:
      'Teksten er låst fordi minst éin part har signert. Skal noko endrast, må signaturane annullerast først.',
    voided: 'Signaturane vart annullerte {{date}}. Avtalen må signerast på nytt.',
    sealed: 'Den signerte PDF-en er forsegla. Kontrollsum (SHA-256):',
    sealing: 'Den signerte PDF-en blir laga. Alle partane får den på e-post når den er klar.',
    verify:
      'Alle kan kontrollere at ein PDF er ein uendra, signert Avtalt-avtale på <a>verifiseringssida</a>.',
    void: 'Annuller signaturane',
    voidTitle: 'Annullere signaturane?',
    voidText:
      'Alle signaturane på avtalen blir ugyldige, og alle partane får beskjed. Etterpå må alle signere på nytt.',
    keep: 'Behald signaturane',
  },
  notes: {
    title: 'Dette gjer ikkje signaturen',
    intro: 'Avtalen bind dykk når de har signert. Men for dette må de gjere noko meir utanfor Avtalt:',
    source: 'Kjelde: {{source}}',
    printGjeldsbrev: 'Skriv ut gjeldsbrev med vitnelinjer',
    popupBlocked: 'Nettlesaren stoppa utskriftsvindauget. Tillat popup-vindauge for Avtalt og prøv igjen.',
    resend: 'Send ny stadfestingslenke',
    resent:
      'Vi har sendt ei ny stadfestingslenke. Sjå i innboksen din (og i søppelposten), og signer når adressa er stadfesta.',
    cannotSignYet: 'Du kan ikkje signere enno',
    goToDetails: 'Gå til «Opplysningane dine i avtalen»',
    guardianInvited: 'Verja di er invitert. Du kan signere når verja har godteke avtalen.',
    inviteGuardian: 'Inviter verja di',
  },
};
