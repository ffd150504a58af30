/** /verifiser, the check of a signed agreement's PDF, in bokmål (the source catalogue of the `verify` namespace). */
export const nb = {
  page: {
    title: 'Kontroller en signert avtale',
    intro:
      'Velg PDF-en av en avtale som er signert i Avtalt. Nettleseren din regner ut filens kontrollsum (SHA-256), og vi ser om den stemmer med en avtale vi har forseglet. Selve filen lastes ikke opp til det. Etterpå kan du også få kontrollert seglet og revisjonsloggen i filen.',
    changed: 'Er så mye som ett tegn i filen endret etter signeringen, stemmer kontrollsummen ikke lenger.',
    choosePdf: 'Velg PDF',
    checking: 'Kontrollerer...',
    chooseAnother: 'Velg en annen PDF',
    hashing: 'Regner ut kontrollsummen for {{fileName}} …',
    readFailed: 'Kunne ikke lese filen.',
  },
  result: {
    match: 'Stemmer: dette er en signert avtale fra Avtalt',
    noMatch: 'Stemmer ikke',
    sealed: 'Forseglet {{when}}',
    file: 'Fil: {{fileName}}',
    sha256: 'SHA-256:',
  },
  /** '25. november 2026 kl. 08:15', Norwegian time: the day and the time written by Intl in the language in use. */
  when: '{{day}} kl. {{time}}',
  /** 'Kari Nordmann signerte 25. november 2026 kl. 08:15 med passord'. */
  signer: '{{name}} signerte {{when}} med {{method}}',
  methods: {
    eid: 'elektronisk ID',
    'email-code': 'engangskode på e-post',
    password: 'passord',
  },
  /** The file's place in its agreement's chain of versions. */
  version: {
    number: 'Dette er versjon {{number}} av avtalen.',
    replaces: 'Den erstatter versjon {{number}}, med SHA-256 {{sha256}}.',
    replacedBy: 'Den er erstattet av versjon {{number}}, forseglet {{when}}, med SHA-256 {{sha256}}.',
  },
  /** Why a chosen file is not checked. */
  problems: {
    notPdf: 'Velg en PDF-fil. Signerte avtaler fra Avtalt er PDF-filer.',
    empty: 'Filen er tom.',
    tooLarge: 'Filen er for stor til å være en avtale fra Avtalt (over 50 MB).',
  },
  failures: {
    failed: 'Kunne ikke kontrollere filen nå. Prøv igjen om litt.',
    // The server has signing turned off and did not check the file (never a statement about the file).
    unavailable:
      'Kontroll av signerte avtaler er ikke tilgjengelig på denne tjenesten nå. Filen er ikke kontrollert.',
    rateLimited: 'For mange kontroller på kort tid. Vent litt og prøv igjen.',
  },
  /** The file's own checks. */
  contentCheck: {
    heading: 'Kontroller seglet og revisjonsloggen i filen',
    text: 'Seglet, tidsstempelet, revisjonsloggen fra første hendelse og avtaleteksten i PDF-en kontrolleres slik kontrollprogrammet i Avtalts kildekode (scripts/verify-pdf.mjs) gjør det uten Avtalt. Filen sendes da til Avtalt for kontrollen og lagres ikke.',
    checking: 'Kontrollerer filen...',
    checkAgain: 'Kontroller filen på nytt',
    send: 'Send filen og kontroller den',
    signedBy: 'Signert av',
    // What a screen reader hears before each check's message: 'Seglet holder:'.
    status: '{{check}} {{status}}:',
    statuses: {
      ok: 'holder',
      failed: 'holder ikke',
      info: 'merk',
      // A file we do not know: what holds inside it is only «in the file».
      inFile: 'i filen',
    },
    checks: {
      seal: 'Seglet',
      timestamp: 'Tidsstempelet',
      archive: 'Langtidsbevaringen',
      trail: 'Revisjonsloggen',
      head: 'Loggens hode',
      text: 'Avtaleteksten',
      receipt: 'Kvitteringen',
    },
    holds: 'Seglet og revisjonsloggen i filen holder',
    fails: 'Noe i filen stemmer ikke',
    // The look-up knows no sealed agreement with the file's SHA-256.
    unknown: 'Ikke en forseglet Avtalt-avtale som vi kjenner',
    unknownNote:
      'Kontrollsummen stemmer ikke med noen avtale vi har forseglet. Kontrollene under viser bare hva filen selv inneholder, og gjør den ikke til en avtale fra Avtalt.',
  },
} as const;
